import { Facts } from '../../../components/facts';
import type { LoanListProps } from './loan-table';
import { Borrower, DueOn, LoanDate, LoanTitle, ReturnButton } from './loan-parts';

/** The loans as stacked cards (phones): the same facts as the table, one loan per card. */
export function LoanCards({ loans, tab, returningId, onReturn }: LoanListProps) {
  const returned = tab === 'returned';
  return (
    <ul className="loan-cards" aria-label="Loans">
      {loans.map((loan) => (
        <li key={loan.id}>
          <article
            className={`loan-card${loan.overdue && !returned ? ' loan-card--overdue' : ''}`}
            aria-labelledby={`loan-title-${loan.id}`}
          >
            <h2 className="loan-card__title" id={`loan-title-${loan.id}`}>
              <LoanTitle loan={loan} />
            </h2>
            <Facts
              className="loan-card__facts"
              facts={[
                { term: 'ISBN', value: loan.isbn ?? <Borrower borrower={null} />, className: 'mono' },
                { term: 'Quantity', value: loan.quantity },
                { term: 'Borrower', value: <Borrower borrower={loan.borrower} /> },
                { term: 'Borrowed on', value: <LoanDate value={loan.createdAt} /> },
                { term: 'Due on', value: <DueOn loan={loan} /> },
                loan.returnedAt === null ? null : { term: 'Returned on', value: <LoanDate value={loan.returnedAt} /> },
              ]}
            />
            {returned || loan.returnedAt !== null ? null : (
              <div className="loan-card__actions">
                <ReturnButton loan={loan} busy={returningId === loan.id} onReturn={onReturn} />
              </div>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
