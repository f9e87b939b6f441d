import { shownDate } from '@library/api/contract/rules';
import { bookName } from '../../../components/circulation/texts';
import { dueInWords } from '../../../components/circulation/dates';
import { useLibraryToday } from '../../../components/circulation/use-library-today';
import type { DeskMemberLendingQuery } from '../../../gql-staff/graphql';
import type { DeskMember } from '../lib/desk-state';
import { standingOf } from '../lib/standing';

/** The member at the desk: their card, whether they may borrow, their loans out and holds ready. */
export function MemberPanel({ member, lending }: { member: DeskMember; lending: DeskMemberLendingQuery | null }) {
  const today = useLibraryToday();
  const loans = lending?.loans.items ?? [];
  const holds = lending?.holds.items ?? [];
  return (
    <section className="desk-member" aria-labelledby="desk-member-name">
      <h2 id="desk-member-name" className="desk-member__name user-text">
        {member.name}
      </h2>
      <p className="mono">Card {member.cardNumber}</p>
      {member.status === 'BLOCKED' ? (
        <p className="desk-member__blocked" role="alert">
          {standingOf(member)}
        </p>
      ) : (
        <p>{standingOf(member)}</p>
      )}
      <h3 className="desk-subtitle">Loans out ({loans.length})</h3>
      {loans.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul className="desk-list">
          {loans.map((loan) => (
            <li key={loan.id}>
              <span className="user-text">{bookName(loan)}</span>
              {loan.quantity > 1 ? ` (${loan.quantity} copies)` : ''} — due{' '}
              <time dateTime={loan.dueDate}>{shownDate(loan.dueDate)}</time>,{' '}
              <span className={loan.overdue ? 'desk-overdue' : undefined}>
                {dueInWords(loan.dueDate, loan.overdue, today)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {holds.length > 0 ? (
        <>
          <h3 className="desk-subtitle">Holds ready for them ({holds.length})</h3>
          <ul className="desk-list">
            {holds.map((hold) => (
              <li key={hold.id}>
                <span className="user-text">{bookName(hold.book)}</span>
                {hold.readyUntil ? (
                  <>
                    {' '}
                    — on the hold shelf until <time dateTime={hold.readyUntil}>{shownDate(hold.readyUntil)}</time>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
