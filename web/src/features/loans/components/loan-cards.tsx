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
            <dl className="loan-card__facts">
              <div>
                <dt>ISBN</dt>
                <dd className="mono">{loan.isbn ?? <Borrower borrower={null} />}</dd>
              </div>
              <div>
                <dt>Quantity</dt>
                <dd>{loan.quantity}</dd>
              </div>
              <div>
                <dt>Borrower</dt>
                <dd>
                  <Borrower borrower={loan.borrower} />
                </dd>
              </div>
              <div>
                <dt>Borrowed on</dt>
                <dd>
                  <LoanDate value={loan.createdAt} />
                </dd>
              </div>
              <div>
                <dt>Due on</dt>
                <dd>
                  <DueOn loan={loan} />
                </dd>
              </div>
              {loan.returnedAt !== null ? (
                <div>
                  <dt>Returned on</dt>
                  <dd>
                    <LoanDate value={loan.returnedAt} />
                  </dd>
                </div>
              ) : null}
            </dl>
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
