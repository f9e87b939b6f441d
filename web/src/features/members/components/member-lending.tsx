import { COPIES_MESSAGES, MEMBER_MESSAGES, shownDate } from '@library/api/contract/rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useCancelHoldMutation,
  useRenewLoanMutation,
  useReturnLoanMutation,
} from '../../../components/circulation/operations';
import { bookName, holdStatusText, renewalsLeftText, renewedText } from '../../../components/circulation/texts';
import { ACTIONS_COLUMN, DataTable, type Column } from '../../../components/data-table';
import { LoadFailed } from '../../../components/load-failed';
import { Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/spinner';
import type { CirculationHoldFieldsFragment, CirculationLoanFieldsFragment } from '../../../gql-staff/graphql';
import { evictCatalogue } from '../../../lib/apollo-cache';
import { confirmAction, confirmReturn } from '../../../lib/dialogs';
import { shownDay } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/errors';
import { useDateZone } from '../../../lib/ssr';
import { toast } from '../../../lib/toast';
import { useMemberHistoryQuery, useMemberLendingQuery } from '../api/member-loans';
import { OrNone } from './member-parts';

const LOAN_COLUMNS: readonly Column[] = [
  { label: 'Title' },
  { label: 'Copies', className: 'num' },
  { label: 'Due' },
  { label: 'Renewals left' },
  ACTIONS_COLUMN,
];
const HOLD_COLUMNS: readonly Column[] = [{ label: 'Title' }, { label: 'Status' }, ACTIONS_COLUMN];
const HISTORY_COLUMNS: readonly Column[] = [{ label: 'Title' }, { label: 'Borrowed' }, { label: 'Returned' }];

/** Fields of the member that a return or a cancelled hold changes: dropped, so the member loads again. */
const MEMBER_COUNTS = ['copiesOut', 'overdueLoans', 'loansLeft', 'holdsReady'] as const;

function BookTitle({ bookId, name }: { bookId: string; name: string }) {
  return (
    <Link className="table__title" to={`/books/${bookId}`}>
      {name}
    </Link>
  );
}

function DueDate({ loan }: { loan: CirculationLoanFieldsFragment }) {
  return (
    <>
      <time dateTime={loan.dueDate}>{shownDate(loan.dueDate)}</time>
      {loan.overdue ? <span className="badge member-badge--blocked">Overdue</span> : null}
    </>
  );
}

/** The member's loans out (Renew, Return) and holds (Cancel); their history when they keep it. */
export function MemberLending({ memberId, keepHistory }: { memberId: string; keepHistory: boolean }) {
  const { data, loading, error, refetch } = useMemberLendingQuery({ variables: { memberId } });
  const [renew] = useRenewLoanMutation();
  const [returnLoan] = useReturnLoanMutation();
  const [cancelHold] = useCancelHoldMutation();
  // The loan or hold being changed now (its buttons are disabled meanwhile).
  const [busyId, setBusyId] = useState<string | null>(null);

  const dropCounts = (cache: Parameters<typeof evictCatalogue>[0], bookId: string) => {
    const member = cache.identify({ __typename: 'Member', id: memberId });
    if (member) for (const fieldName of MEMBER_COUNTS) cache.evict({ id: member, fieldName });
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'holds' });
    evictCatalogue(cache, bookId);
  };

  const run = async (id: string, action: () => Promise<string>) => {
    setBusyId(id);
    try {
      toast.success(`✅ ${await action()}`);
    } catch (failure: unknown) {
      toast.error(`❌ ${errorMessage(failure)}`);
    } finally {
      setBusyId(null);
    }
  };

  const onRenew = (loan: CirculationLoanFieldsFragment) =>
    run(loan.id, async () => {
      const result = await renew({ variables: { id: loan.id } });
      return renewedText(result.data?.renewLoan.dueDate ?? loan.dueDate);
    });
  const onReturn = async (loan: CirculationLoanFieldsFragment) => {
    // On the member's own page the question names the book (the borrower is the page's member).
    const copies = await confirmReturn(COPIES_MESSAGES.returnLoan(loan.title ?? loan.isbn, null), loan.quantity);
    if (copies === null) return;
    await run(loan.id, async () => {
      const result = await returnLoan({
        variables: copies < loan.quantity ? { id: loan.id, quantity: copies } : { id: loan.id },
        update: (cache) => dropCounts(cache, loan.bookId),
      });
      const putAside = result.data?.returnLoan.putAside ?? [];
      return [
        COPIES_MESSAGES.returned(copies, loan.quantity),
        ...putAside.map((hold) => MEMBER_MESSAGES.putAsideFor(hold.member.name, hold.member.cardNumber)),
      ].join('. ');
    });
  };
  const onCancel = async (hold: CirculationHoldFieldsFragment) => {
    const title = hold.book.title ?? 'this book';
    const confirmed = await confirmAction({
      title: `Cancel the hold on ${title}?`,
      text: 'A copy put aside for it goes to the next in line, or back on the shelf.',
      confirmText: 'Cancel hold',
      danger: true,
    });
    if (!confirmed) return;
    await run(hold.id, async () => {
      await cancelHold({ variables: { id: hold.id }, update: (cache) => dropCounts(cache, hold.bookId) });
      return 'Hold cancelled';
    });
  };

  let loans;
  let holds;
  if (loading && !data) {
    loans = <Spinner label="Loading…" />;
    holds = null;
  } else if (error || !data) {
    loans = (
      <LoadFailed title="Could not load the member's loans." message={errorMessage(error)} onRetry={() => refetch()} />
    );
    holds = null;
  } else {
    loans =
      data.loans.items.length === 0 ? (
        <p className="state__text">No books out.</p>
      ) : (
        <DataTable label="Books out table" className="member-loans" columns={LOAN_COLUMNS}>
          {data.loans.items.map((loan) => {
            const name = bookName(loan);
            return (
              <tr key={loan.id} className={loan.overdue ? 'loan-row--overdue' : undefined}>
                <th scope="row" className="user-text">
                  <BookTitle bookId={loan.bookId} name={name} />
                </th>
                <td className="num">{loan.quantity}</td>
                <td>
                  <DueDate loan={loan} />
                </td>
                <td>{renewalsLeftText(loan.renewalsLeft)}</td>
                <td>
                  <div className="row-actions">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={`Renew ${name}`}
                      disabled={busyId === loan.id || loan.renewalsLeft === 0}
                      onClick={() => void onRenew(loan)}
                    >
                      Renew
                    </button>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={`Return ${name}`}
                      disabled={busyId === loan.id}
                      onClick={() => void onReturn(loan)}
                    >
                      Return
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </DataTable>
      );
    holds =
      data.holds.items.length === 0 ? (
        <p className="state__text">No holds.</p>
      ) : (
        <DataTable label="Holds table" className="member-holds" columns={HOLD_COLUMNS}>
          {data.holds.items.map((hold) => {
            const name = bookName(hold.book);
            return (
              <tr key={hold.id}>
                <th scope="row" className="user-text">
                  <BookTitle bookId={hold.bookId} name={name} />
                </th>
                <td>{holdStatusText(hold)}</td>
                <td>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={`Cancel the hold on ${name}`}
                    disabled={busyId === hold.id}
                    onClick={() => void onCancel(hold)}
                  >
                    Cancel
                  </button>
                </td>
              </tr>
            );
          })}
        </DataTable>
      );
  }

  return (
    <>
      <section className="member-section" aria-labelledby="member-loans-title">
        <h2 id="member-loans-title">Books out</h2>
        {loans}
      </section>
      {holds === null ? null : (
        <section className="member-section" aria-labelledby="member-holds-title">
          <h2 id="member-holds-title">Holds</h2>
          {holds}
        </section>
      )}
      {keepHistory ? <MemberHistory memberId={memberId} /> : null}
    </>
  );
}

/** The member's returned loans (kept because they chose so), newest first, a page at a time. */
function MemberHistory({ memberId }: { memberId: string }) {
  const zone = useDateZone();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useMemberHistoryQuery({ variables: { memberId, page } });
  const shown = (data ?? (loading ? previousData : undefined))?.loans;
  let content;
  if (error && !loading) {
    content = (
      <LoadFailed title="Could not load the history." message={errorMessage(error)} onRetry={() => refetch()} />
    );
  } else if (!shown) {
    content = <Spinner label="Loading…" />;
  } else if (shown.items.length === 0) {
    content = <p className="state__text">No returned loans kept yet.</p>;
  } else {
    content = (
      <>
        <DataTable label="History table" className="member-history" columns={HISTORY_COLUMNS}>
          {shown.items.map((loan) => (
            <tr key={loan.id}>
              <th scope="row" className="user-text">
                <BookTitle bookId={loan.bookId} name={bookName(loan)} />
              </th>
              <td>
                <time dateTime={loan.createdAt}>{shownDay(loan.createdAt, zone)}</time>
              </td>
              <td>
                {loan.returnedAt === null ? (
                  <OrNone value={null} />
                ) : (
                  <time dateTime={loan.returnedAt}>{shownDay(loan.returnedAt, zone)}</time>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
        {shown.totalPages > 1 ? (
          <Pagination page={shown.page} totalPages={shown.totalPages} onPageChange={setPage} />
        ) : null}
      </>
    );
  }
  return (
    <section className="member-section" aria-labelledby="member-history-title" aria-busy={loading}>
      <h2 id="member-history-title">History</h2>
      {content}
    </section>
  );
}
