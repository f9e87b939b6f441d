import { Facts } from '../../../components/facts';
import { useLoansQuery } from '../api/get-loans';
import { useRenewLoan } from '../../../components/circulation/use-renew-loan';
import { useReturnLoan } from '../../../components/circulation/use-return-loan';
import { DueOn, LoanBorrower, PutAsideNotice, RenewButton, ReturnButton } from './loan-parts';
import { SectionLoadFailed } from '../../../components/load-failed';

/** The most open loans of one book the section lists (the api's largest page). */
export const BOOK_LOANS_LIMIT = 100;

/**
 * 'On loan': the open loans of one book, each with its quantity, borrower (the member, or the free
 * text), due date, Renew and Return; a return whose copy went to a hold says for whom.
 */
export function BookLoans({ bookId }: { bookId: string }) {
  const { returnLoan, returningId, putAside } = useReturnLoan();
  const { renewLoan, renewingId } = useRenewLoan();
  const { data, loading, error, refetch } = useLoansQuery({
    variables: { status: 'OUT', bookId, page: 1, limit: BOOK_LOANS_LIMIT },
  });
  const loans = data?.loans.items;

  let content;
  if (error && !loading) {
    content = <SectionLoadFailed text="Could not load the loans of this book." onRetry={() => refetch()} />;
  } else if (!loans) {
    content = (
      <p className="loan-section__state" role="status">
        Loading…
      </p>
    );
  } else if (loans.length === 0) {
    content = <p className="loan-section__state">No copies are out on loan.</p>;
  } else {
    content = (
      <ul className="loan-list" aria-label="Open loans">
        {loans.map((loan) => (
          <li key={loan.id} className={`loan-list__item${loan.overdue ? ' loan-list__item--overdue' : ''}`}>
            <Facts
              className="loan-list__facts"
              facts={[
                { term: 'Quantity', value: loan.quantity },
                { term: 'Borrower', value: <LoanBorrower loan={loan} /> },
                { term: 'Due on', value: <DueOn loan={loan} /> },
              ]}
            />
            <span className="loan-actions">
              <RenewButton loan={loan} busy={renewingId === loan.id} onRenew={(item) => void renewLoan(item)} />
              <ReturnButton loan={loan} busy={returningId === loan.id} onReturn={(item) => void returnLoan(item)} />
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="loan-section" aria-labelledby="on-loan-heading" aria-busy={loading}>
      <h2 className="loan-section__title" id="on-loan-heading">
        On loan
      </h2>
      <PutAsideNotice lines={putAside} />
      {content}
    </section>
  );
}
