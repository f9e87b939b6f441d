import { useApolloClient } from '@apollo/client/react';
import { MEMBER_MESSAGES, cardKey } from '@library/api/contract/rules';
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { LoadFailed } from '../../../components/load-failed';
import { NoSuchPage, Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import { useLoansQuery } from '../api/get-loans';
import { MemberByCardDocument } from '../../../components/circulation/operations';
import { useLoanMemberQuery } from '../api/loan-member';
import {
  LOAN_TABS,
  LOANS_PAGE_SIZE,
  loanStatus,
  readLoanParams,
  writeLoanParams,
  type LoanParams,
  type LoanTab,
} from '../lib/loan-params';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useRenewLoan } from '../../../components/circulation/use-renew-loan';
import { useReturnLoan, type ReturnableLoan } from '../../../components/circulation/use-return-loan';
import { LoanCards } from './loan-cards';
import { PutAsideNotice } from './loan-parts';
import { LoanTable } from './loan-table';

/** Each tab's empty state: what is (not) there, and a second line on what will show up. */
const EMPTY: Record<LoanTab, { title: string; text: string }> = {
  out: { title: 'No books are out on loan.', text: 'Books borrowed from the shelf show here until they come back.' },
  overdue: { title: 'No loans are overdue.', text: 'Loans still out after their due date show here.' },
  returned: {
    title: 'No loans have been returned yet.',
    text: 'Once borrowed copies are back on the shelf, their loans show here.',
  },
};

const SUBTITLES: Record<LoanTab, string> = {
  out: 'out now',
  overdue: 'overdue',
  returned: 'returned',
};

/** The tabs as links (the tab is part of the URL, the member filter kept); the current one is marked with aria-current. */
function LoanTabs({ current, member }: { current: LoanTab; member: string | null }) {
  return (
    <nav className="loan-tabs" aria-label="Loan status">
      <ul>
        {LOAN_TABS.map(({ tab, label }) => (
          <li key={tab}>
            <Link
              className="loan-tabs__tab"
              to={{ search: writeLoanParams({ status: tab, page: 1, member }).toString() }}
              aria-current={tab === current ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Whose loans the list shows (`?member=<id>`), and a way back to every borrower's. */
function CurrentMember({ memberId, onClear }: { memberId: string; onClear: () => void }) {
  const { data } = useLoanMemberQuery({ variables: { id: memberId } });
  const member = data?.member;
  return (
    <p className="loan-filter__current">
      {member ? (
        <>
          Loans of <Link to={`/members/${member.id}`}>{member.name}</Link> (card {member.cardNumber})
        </>
      ) : member === null ? (
        MEMBER_MESSAGES.memberNotFound
      ) : (
        'Loans of one member'
      )}{' '}
      <button type="button" className="button button--secondary button--small" onClick={onClear}>
        All borrowers
      </button>
    </p>
  );
}

/**
 * The member filter: a card number finds the member (their loans only: `?member=<id>`); with a
 * filter on, who it is and a way back to every borrower.
 */
function MemberFilter({ memberId, onMember }: { memberId: string | null; onMember: (id: string | null) => void }) {
  const client = useApolloClient();
  const inputId = useId();
  const messageId = useId();
  const [card, setCard] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const key = cardKey(card);
    if (key === '') {
      setProblem(MEMBER_MESSAGES.cardRequired);
      return;
    }
    setBusy(true);
    try {
      const found = await client.query({
        query: MemberByCardDocument,
        variables: { cardNumber: key },
        fetchPolicy: 'network-only',
      });
      const id = found.data?.memberByCard?.id;
      if (id === undefined) {
        setProblem(MEMBER_MESSAGES.memberUnknown);
        return;
      }
      setProblem(null);
      setCard('');
      onMember(id);
    } catch (error: unknown) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="loan-filter">
      <form
        className="loan-filter__form"
        role="search"
        aria-label="Loans of a member"
        onSubmit={(e) => void onSubmit(e)}
      >
        <label className="label" htmlFor={inputId}>
          Member card number
        </label>
        <div className="loan-filter__row">
          <input
            id={inputId}
            className="input"
            inputMode="text"
            autoComplete="off"
            value={card}
            aria-invalid={problem === null ? undefined : true}
            aria-describedby={problem === null ? undefined : messageId}
            onChange={(event) => {
              setCard(event.target.value);
              setProblem(null);
            }}
          />
          <button type="submit" className="button button--secondary" disabled={busy} aria-busy={busy || undefined}>
            Show loans
          </button>
        </div>
        {problem === null ? null : (
          <p className="field__error" id={messageId} role="alert">
            {problem}
          </p>
        )}
      </form>
      {memberId === null ? null : <CurrentMember memberId={memberId} onClear={() => onMember(null)} />}
    </div>
  );
}

/** /loans: the loans out, overdue or returned, a page at a time, each out loan with Return. */
export function LoansScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readLoanParams(searchParams);
  const phone = useMediaQuery(PHONE_QUERY);
  const { returnLoan, returningId, putAside } = useReturnLoan();
  const { renewLoan, renewingId } = useRenewLoan();
  const memberId = params.member ?? null;

  const { data, loading, error, refetch } = useLoansQuery({
    variables: {
      status: loanStatus(params.status),
      ...(memberId === null ? {} : { memberId }),
      page: params.page,
      limit: LOANS_PAGE_SIZE,
    },
  });

  // While a list loads again after a return (its loans were evicted), the rows it had stay on screen
  // instead of a spinner; another tab or page starts from the spinner.
  const key = `${params.status}:${params.page}:${memberId ?? ''}`;
  const [last, setLast] = useState<{ key: string; loans: NonNullable<typeof data>['loans'] } | null>(null);
  if (data && (last?.key !== key || last.loans !== data.loans)) setLast({ key, loans: data.loans });

  const update = (changes: Partial<LoanParams>) => setSearchParams(writeLoanParams({ ...params, ...changes }));
  const page = data?.loans ?? (loading && last?.key === key ? last.loans : undefined);

  let content: ReactNode;
  if (error && !loading) {
    content = <LoadFailed title="Could not load the loans." message={errorMessage(error)} onRetry={() => refetch()} />;
  } else if (!page) {
    content = <Spinner label="Loading…" />;
  } else if (page.items.length === 0 && page.total > 0) {
    content = (
      <NoSuchPage
        page={params.page}
        totalPages={page.totalPages}
        subject="This list"
        onPageChange={(next) => update({ page: next })}
      />
    );
  } else if (page.items.length === 0) {
    const empty = EMPTY[params.status];
    content = (
      <div className="state">
        <p className="state__title">{empty.title}</p>
        <p>{empty.text}</p>
      </div>
    );
  } else {
    const listProps = {
      loans: page.items,
      tab: params.status,
      returningId,
      onReturn: (loan: ReturnableLoan) => void returnLoan(loan),
      renewingId,
      onRenew: (loan: { id: string }) => void renewLoan(loan),
    };
    content = (
      <>
        {phone ? <LoanCards {...listProps} /> : <LoanTable {...listProps} />}
        {page.totalPages > 1 ? (
          <Pagination page={page.page} totalPages={page.totalPages} onPageChange={(next) => update({ page: next })} />
        ) : null}
      </>
    );
  }

  const total = page?.total;
  const current = LOAN_TABS.find((entry) => entry.tab === params.status)?.label ?? 'Out';
  return (
    <div className="container">
      <PageHeader
        eyebrow="Lending"
        title="Loans"
        subtitle={
          total === undefined
            ? 'Who has which book, and until when.'
            : `${total} ${total === 1 ? 'loan' : 'loans'} ${SUBTITLES[params.status]}`
        }
      />
      <MemberFilter memberId={memberId} onMember={(member) => update({ member, page: 1 })} />
      <LoanTabs current={params.status} member={memberId} />
      <PutAsideNotice lines={putAside} />
      <section className="loans-body" aria-label={`${current} loans`} aria-busy={loading}>
        {content}
      </section>
    </div>
  );
}
