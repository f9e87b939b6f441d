import { borrowerOrNone } from '@library/api/contract/rules';
import { Link } from 'react-router-dom';
import { overdueText } from '../../../components/circulation/dates';
import { bookName, renewalsLeftText } from '../../../components/circulation/texts';
import type { LoanFieldsFragment } from '../../../gql-staff/graphql';
import { shownDay } from '../../../lib/date-time';
import { useLibraryTimeZone } from '../../../lib/access';
import { useDateZone } from '../../../lib/ssr';

/** A loan as the loan screens read it. */
export type LoanItem = LoanFieldsFragment;

/** The loan's title, linking to its book. */
export function LoanTitle({ loan, className }: { loan: LoanItem; className?: string }) {
  return (
    <Link className={className} to={`/books/${loan.bookId}`}>
      {bookName(loan)}
    </Link>
  );
}

/** The borrower, or a dash that reads 'none'. */
export function Borrower({ borrower }: { borrower: string | null }) {
  const name = borrowerOrNone(borrower);
  if (name !== null) return <>{name}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">none</span>
    </>
  );
}

/** Who borrows, in words: 'Alex Kim (card 1234567897)' for a member, the free text otherwise (null: none). */
export function borrowerText(loan: Pick<LoanItem, 'borrower' | 'member'>): string | null {
  if (loan.member) return `${loan.member.name} (card ${loan.member.cardNumber})`;
  return borrowerOrNone(loan.borrower);
}

/** The borrower of a loan: the member (name linking to their page, and card), else the free text, else 'none'. */
export function LoanBorrower({ loan }: { loan: Pick<LoanItem, 'borrower' | 'member'> }) {
  const { member } = loan;
  if (!member) return <Borrower borrower={loan.borrower} />;
  return (
    <span className="loan-member">
      <Link to={`/members/${member.id}`}>{member.name}</Link>{' '}
      <span className="loan-member__card">(card {member.cardNumber})</span>
    </span>
  );
}

/** A date (`Date` or `DateTime`) as '23 Nov 2026' in a <time> element. */
export function LoanDate({ value }: { value: string }) {
  return <time dateTime={value}>{shownDay(value, useDateZone())}</time>;
}

/** 'Overdue by 3 days', in words (with a mark that is only decoration), for a loan the library counts as overdue. */
export function OverdueNote({ dueDate }: { dueDate: string }) {
  const timeZone = useLibraryTimeZone();
  return (
    <span className="loan-overdue">
      <span className="loan-overdue__mark" aria-hidden="true">
        !
      </span>
      {overdueText(dueDate, new Date(), timeZone)}
    </span>
  );
}

/** The due date, and under it whether the loan is overdue. */
export function DueOn({ loan }: { loan: Pick<LoanItem, 'dueDate' | 'overdue' | 'returnedAt'> }) {
  return (
    <span className="loan-due">
      <LoanDate value={loan.dueDate} />
      {loan.overdue && loan.returnedAt === null ? <OverdueNote dueDate={loan.dueDate} /> : null}
    </span>
  );
}

/** ' borrowed by Alex Kim' (the member's name or the free text), or nothing when there is no borrower. */
function borrowerLabel(loan: LoanItem): string {
  const name = loan.member?.name ?? borrowerOrNone(loan.borrower);
  return name === null ? '' : ` borrowed by ${name}`;
}

/**
 * Renew for an out loan with renewals left (the renewals left said beside it), else the words
 * 'No renewals left'; nothing for a returned loan.
 */
export function RenewButton({
  loan,
  busy,
  onRenew,
}: {
  loan: LoanItem;
  busy: boolean;
  onRenew: (loan: LoanItem) => void;
}) {
  if (loan.returnedAt !== null) return null;
  const left = renewalsLeftText(loan.renewalsLeft);
  if (loan.renewalsLeft === 0) return <span className="loan-renewals">{left}</span>;
  const hintId = `renewals-left-${loan.id}`;
  return (
    <span className="loan-renew">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={`Renew ${bookName(loan)}${borrowerLabel(loan)}`}
        aria-describedby={hintId}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => onRenew(loan)}
      >
        Renew
      </button>
      <span className="loan-renewals" id={hintId}>
        {left}
      </span>
    </span>
  );
}

/** The Return button of one loan (the dialog and the toast are the caller's). */
export function ReturnButton({
  loan,
  busy,
  onReturn,
}: {
  loan: LoanItem;
  busy: boolean;
  onReturn: (loan: LoanItem) => void;
}) {
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      aria-label={`Return ${bookName(loan)}${borrowerLabel(loan)}`}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => onReturn(loan)}
    >
      Return
    </button>
  );
}

/**
 * What a return says when its copies went to holds ('Put aside for Alex Kim (card 1234567897)'): a
 * role=status alert, so that the desk puts the copy on the hold shelf; nothing otherwise.
 */
export function PutAsideNotice({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="put-aside" role="status">
      {lines.map((line) => (
        <p key={line} className="put-aside__line">
          {line}
        </p>
      ))}
    </div>
  );
}
