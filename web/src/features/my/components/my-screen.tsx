import { MEMBER_MESSAGES, shownDate } from '@library/api/contract/rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Barcode } from '../../../components/barcode';
import { useCancelHoldMutation } from '../../../components/circulation/operations';
import { bookName, myHoldText, renewalsLeftText } from '../../../components/circulation/texts';
import { useRenewLoan } from '../../../components/circulation/use-renew-loan';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/spinner';
import type { CirculationHoldFieldsFragment, CirculationLoanFieldsFragment } from '../../../gql-staff/graphql';
import { shownDay } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/errors';
import { useDateZone } from '../../../lib/ssr';
import { toast } from '../../../lib/toast';
import { MyDocument, useMyHistoryQuery, useMyQuery, useSetKeepHistoryMutation } from '../api/my';

/** Returned loans per page of the History section. */
export const MY_HISTORY_PAGE_SIZE = 10;

/** Where "Download my data" points: the gateway passes it to the api with the session. */
export const MY_EXPORT_PATH = '/api/my/export';

function LoansSection({ loans }: { loans: readonly CirculationLoanFieldsFragment[] }) {
  const { renewLoan: onRenew, renewingId } = useRenewLoan();

  return (
    <section className="my-section" aria-labelledby="my-loans-title">
      <h2 id="my-loans-title">Books out</h2>
      {loans.length === 0 ? (
        <p className="my-section__empty">You have no books out.</p>
      ) : (
        <ul className="my-list" aria-labelledby="my-loans-title">
          {loans.map((loan) => {
            const hintId = `my-renewals-${loan.id}`;
            return (
              <li key={loan.id} className={loan.overdue ? 'my-item my-item--alert' : 'my-item'}>
                <div className="my-item__text">
                  <Link className="my-item__title" to={`/books/${loan.bookId}`}>
                    {bookName(loan)}
                  </Link>
                  <span>
                    {loan.quantity > 1 ? `${loan.quantity} copies · ` : ''}Due {shownDate(loan.dueDate)}{' '}
                    {loan.overdue ? <span className="badge my-badge--overdue">Overdue</span> : null}
                  </span>
                  <span className="my-item__hint" id={hintId}>
                    {renewalsLeftText(loan.renewalsLeft)}
                  </span>
                </div>
                {loan.renewalsLeft > 0 ? (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={`Renew ${bookName(loan)}`}
                    aria-describedby={hintId}
                    disabled={renewingId === loan.id}
                    aria-busy={renewingId === loan.id || undefined}
                    onClick={() => void onRenew(loan)}
                  >
                    Renew
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function HoldsSection({ holds }: { holds: readonly CirculationHoldFieldsFragment[] }) {
  const [cancel] = useCancelHoldMutation({ refetchQueries: [MyDocument], awaitRefetchQueries: true });
  const [cancellingId, setCancellingId] = useState<string | null>(null);

  const onCancel = async (hold: CirculationHoldFieldsFragment) => {
    setCancellingId(hold.id);
    try {
      await cancel({ variables: { id: hold.id } });
      toast.success('Hold cancelled');
    } catch (error: unknown) {
      toast.error(`❌ ${errorMessage(error)}`);
    } finally {
      setCancellingId(null);
    }
  };

  return (
    <section className="my-section" aria-labelledby="my-holds-title">
      <h2 id="my-holds-title">Holds</h2>
      {holds.length === 0 ? (
        <p className="my-section__empty">You have no holds. Place one on the page of a book that is out.</p>
      ) : (
        <ul className="my-list" aria-labelledby="my-holds-title">
          {holds.map((hold) => (
            <li key={hold.id} className={hold.status === 'READY' ? 'my-item my-item--ready' : 'my-item'}>
              <div className="my-item__text">
                <Link className="my-item__title" to={`/books/${hold.bookId}`}>
                  {bookName(hold.book)}
                </Link>
                <span>{myHoldText(hold)}</span>
              </div>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={`Cancel hold on ${bookName(hold.book)}`}
                disabled={cancellingId === hold.id}
                aria-busy={cancellingId === hold.id || undefined}
                onClick={() => void onCancel(hold)}
              >
                Cancel hold
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The "Keep my loan history" switch (off by default), with what it does. */
function KeepHistorySwitch({ keep }: { keep: boolean }) {
  const [setKeep, { loading }] = useSetKeepHistoryMutation({ refetchQueries: [MyDocument], awaitRefetchQueries: true });
  return (
    <section className="my-section" aria-labelledby="my-keep-label">
      <div className="my-switch">
        <span className="my-switch__label" id="my-keep-label">
          Keep my loan history
        </span>
        <button
          type="button"
          role="switch"
          className="my-switch__control"
          aria-checked={keep}
          aria-labelledby="my-keep-label"
          aria-describedby="my-keep-text"
          disabled={loading}
          onClick={() => {
            setKeep({ variables: { keep: !keep } }).catch((error: unknown) => {
              toast.error(`❌ ${errorMessage(error)}`);
            });
          }}
        >
          <span className="my-switch__thumb" aria-hidden="true" />
        </button>
        {/* Beside the switch, not in it: a control's visible words must be in its name (WCAG 2.5.3), and
            the state is already its aria-checked. */}
        <span className="my-switch__state" aria-hidden="true">
          {keep ? 'On' : 'Off'}
        </span>
      </div>
      <p className="my-section__note" id="my-keep-text">
        On: the books you return stay listed here, under History. Off (the default): the library forgets who borrowed a
        book some days after it comes back.
      </p>
    </section>
  );
}

function HistorySection() {
  const zone = useDateZone();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useMyHistoryQuery({
    variables: { page, limit: MY_HISTORY_PAGE_SIZE },
  });
  const history = data?.my?.history;
  let content;
  if (error && !loading) {
    content = (
      <LoadFailed title="Could not load your history." message={errorMessage(error)} onRetry={() => refetch()} />
    );
  } else if (!history) {
    content = <Spinner label="Loading…" />;
  } else if (history.items.length === 0) {
    content = <p className="my-section__empty">No returned books yet.</p>;
  } else {
    content = (
      <>
        <ul className="my-list" aria-labelledby="my-history-title">
          {history.items.map((loan) => (
            <li key={loan.id} className="my-item">
              <div className="my-item__text">
                <Link className="my-item__title" to={`/books/${loan.bookId}`}>
                  {bookName(loan)}
                </Link>
                <span>
                  Borrowed {shownDay(loan.createdAt, zone)}
                  {loan.returnedAt ? ` · returned ${shownDay(loan.returnedAt, zone)}` : ''}
                </span>
              </div>
            </li>
          ))}
        </ul>
        {history.totalPages > 1 ? (
          <Pagination page={history.page} totalPages={history.totalPages} onPageChange={setPage} />
        ) : null}
      </>
    );
  }
  return (
    <section className="my-section" aria-labelledby="my-history-title" aria-busy={loading}>
      <h2 id="my-history-title">History</h2>
      {content}
    </section>
  );
}

/**
 * /my: the signed-in member's card (as a barcode to show at the desk), their loans with Renew, their
 * holds with Cancel hold, the history switch (and their history when kept), and their data to download.
 */
export function MyScreen() {
  const { data, loading, error, refetch } = useMyQuery();

  if (error && !loading) {
    return (
      <div className="container">
        <PageHeader title="My loans" />
        <LoadFailed title="Could not load your loans." message={errorMessage(error)} onRetry={() => refetch()} />
      </div>
    );
  }
  if (!data) return <Spinner label="Loading…" />;
  const my = data.my;
  if (!my) {
    return (
      <div className="container">
        <PageHeader title="My loans" />
        <p className="state">{MEMBER_MESSAGES.notAMember}.</p>
      </div>
    );
  }

  return (
    <div className="container my-page">
      <PageHeader
        eyebrow="Your library card"
        title="My loans"
        subtitle={my.loansLeft === null ? my.name : `${my.name} · you may borrow ${my.loansLeft} more`}
      />
      <section className="my-card" aria-labelledby="my-card-title">
        <h2 className="visually-hidden" id="my-card-title">
          Your card
        </h2>
        <p className="my-card__number">Card {my.cardNumber}</p>
        <Barcode
          className="my-card__barcode"
          value={my.cardNumber}
          label={`Card number ${my.cardNumber} as a barcode`}
        />
        <p className="my-section__note">Show this at the desk to borrow.</p>
      </section>
      {my.status === 'BLOCKED' ? (
        <p className="my-blocked" role="status">
          You cannot borrow for now{my.blockedReason ? `: ${my.blockedReason}` : ''}.
        </p>
      ) : null}
      <LoansSection loans={my.loans} />
      <HoldsSection holds={my.holds} />
      <KeepHistorySwitch keep={my.keepHistory} />
      {my.keepHistory ? <HistorySection /> : null}
      <p className="my-download">
        <a className="button button--secondary" href={MY_EXPORT_PATH} download>
          Download my data
        </a>
      </p>
    </div>
  );
}
