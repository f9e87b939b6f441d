import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { LoadFailed } from '../../../components/load-failed';
import { NoSuchPage, Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import { useLoansQuery } from '../api/get-loans';
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
import { useReturnLoan } from '../lib/use-return-loan';
import { LoanCards } from './loan-cards';
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

/** The tabs as links (the tab is part of the URL); the current one is marked with aria-current. */
function LoanTabs({ current }: { current: LoanTab }) {
  return (
    <nav className="loan-tabs" aria-label="Loan status">
      <ul>
        {LOAN_TABS.map(({ tab, label }) => (
          <li key={tab}>
            <Link
              className="loan-tabs__tab"
              to={{ search: writeLoanParams({ status: tab, page: 1 }).toString() }}
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

/** /loans: the loans out, overdue or returned, a page at a time, each out loan with Return. */
export function LoansScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readLoanParams(searchParams);
  const phone = useMediaQuery(PHONE_QUERY);
  const { returnLoan, returningId } = useReturnLoan();

  const { data, loading, error, refetch } = useLoansQuery({
    variables: { status: loanStatus(params.status), page: params.page, limit: LOANS_PAGE_SIZE },
  });

  // While a list loads again after a return (its loans were evicted), the rows it had stay on screen
  // instead of a spinner; another tab or page starts from the spinner.
  const key = `${params.status}:${params.page}`;
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
      onReturn: (loan: { id: string; bookId: string }) => void returnLoan(loan),
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
      <LoanTabs current={params.status} />
      <section className="loans-body" aria-label={`${current} loans`} aria-busy={loading}>
        {content}
      </section>
    </div>
  );
}
