import { borrowerOrNone } from '@library/api/contract/rules';
import { Link } from 'react-router-dom';
import type { LoanFieldsFragment } from '../../../gql/graphql';
import { useDateZone } from '../../../lib/ssr';
import { formatLoanDate, overdueText } from '../lib/loan-dates';

/** A loan as the loan screens read it. */
export type LoanItem = LoanFieldsFragment;

/** What a loan is called: its title as borrowed, else its ISBN, else 'Unknown book'. */
export function loanName(loan: Pick<LoanItem, 'title' | 'isbn'>): string {
  return loan.title ?? loan.isbn ?? 'Unknown book';
}

/** The loan's title, linking to its book. */
export function LoanTitle({ loan, className }: { loan: LoanItem; className?: string }) {
  return (
    <Link className={className} to={`/books/${loan.bookId}`}>
      {loanName(loan)}
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

/** A date (`Date` or `DateTime`) as '23 Nov 2026' in a <time> element. */
export function LoanDate({ value }: { value: string }) {
  return <time dateTime={value}>{formatLoanDate(value, useDateZone())}</time>;
}

/** 'Overdue by 3 days', in words (with a mark that is only decoration), for a loan the library counts as overdue. */
export function OverdueNote({ dueDate }: { dueDate: string }) {
  const zone = useDateZone();
  return (
    <span className="loan-overdue">
      <span className="loan-overdue__mark" aria-hidden="true">
        !
      </span>
      {overdueText(dueDate, new Date(), zone)}
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
      aria-label={`Return ${loanName(loan)}${loan.borrower ? ` borrowed by ${loan.borrower}` : ''}`}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => onReturn(loan)}
    >
      Return
    </button>
  );
}
