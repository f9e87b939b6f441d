import { DESK_MESSAGES, shownDate } from '@library/api/contract/rules';
import { bookName } from '../../../components/circulation/texts';
import type { DeskLoanFieldsFragment } from '../../../gql-staff/graphql';
import { useLibraryToday } from '../../../components/circulation/use-library-today';
import type { DeskMember } from '../lib/desk-state';

/** The visit's receipt to print: the member, today, and each book lent with its due date. */
export function Receipt({
  member,
  loans,
  onNext,
}: {
  member: DeskMember;
  loans: DeskLoanFieldsFragment[];
  onNext: () => void;
}) {
  const today = useLibraryToday();
  return (
    <section className="desk-receipt" aria-labelledby="desk-receipt-title">
      <h2 id="desk-receipt-title">{DESK_MESSAGES.receiptTitle}</h2>
      <p>
        <span className="user-text">{member.name}</span> — card <span className="mono">{member.cardNumber}</span>
      </p>
      <p>
        Date: <time dateTime={today}>{shownDate(today)}</time>
      </p>
      {loans.length === 0 ? (
        <p>No books lent.</p>
      ) : (
        <table className="desk-receipt__table">
          <thead>
            <tr>
              <th scope="col">Book</th>
              <th scope="col">Due</th>
            </tr>
          </thead>
          <tbody>
            {loans.map((loan) => (
              <tr key={loan.id}>
                <td className="user-text">{bookName(loan)}</td>
                <td>
                  <time dateTime={loan.dueDate}>{shownDate(loan.dueDate)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="desk-actions desk-no-print">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {DESK_MESSAGES.print}
        </button>
        <button type="button" className="button button--secondary" onClick={onNext}>
          {DESK_MESSAGES.nextMember}
        </button>
      </div>
    </section>
  );
}
