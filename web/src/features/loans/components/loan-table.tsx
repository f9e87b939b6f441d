import type { LoanTab } from '../lib/loan-params';
import { Borrower, DueOn, LoanDate, LoanTitle, ReturnButton, type LoanItem } from './loan-parts';

interface LoanListProps {
  loans: readonly LoanItem[];
  tab: LoanTab;
  returningId: string | null;
  onReturn: (loan: LoanItem) => void;
}

export type { LoanListProps };

/** The loans as a table (desktop and tablet); Returned on instead of Return on the Returned tab. */
export function LoanTable({ loans, tab, returningId, onReturn }: LoanListProps) {
  const returned = tab === 'returned';
  return (
    <div className="table-wrap" role="region" aria-label="Loans table" tabIndex={0}>
      <table className="table loan-table">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">ISBN</th>
            <th scope="col" className="num">
              Quantity
            </th>
            <th scope="col">Borrower</th>
            <th scope="col">Borrowed on</th>
            <th scope="col">Due on</th>
            {returned ? (
              <th scope="col">Returned on</th>
            ) : (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {loans.map((loan) => (
            <tr key={loan.id} className={loan.overdue && !returned ? 'loan-row--overdue' : undefined}>
              <th scope="row">
                <LoanTitle loan={loan} className="table__title" />
              </th>
              <td className="mono">{loan.isbn ?? <Borrower borrower={null} />}</td>
              <td className="num">{loan.quantity}</td>
              <td>
                <Borrower borrower={loan.borrower} />
              </td>
              <td>
                <LoanDate value={loan.createdAt} />
              </td>
              <td>
                <DueOn loan={loan} />
              </td>
              <td>
                {loan.returnedAt !== null ? (
                  <LoanDate value={loan.returnedAt} />
                ) : returned ? null : (
                  <ReturnButton loan={loan} busy={returningId === loan.id} onReturn={onReturn} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
