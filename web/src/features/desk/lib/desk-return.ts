/** The desk's returns: a book's loan out comes back (a choice when several people have it), Undo lends it again. */
import { DESK_MESSAGES } from '@library/api/contract/rules';
import { laterDay } from '../../../components/circulation/dates';
import { ReturnLoanDocument } from '../../../components/circulation/operations';
import { libraryToday } from '../../../components/circulation/today';
import type { DeskLoanFieldsFragment } from '../../../gql-staff/graphql';
import { errorMessage } from '../../../lib/errors';
import { DeskBookLoansDocument, DeskBorrowDocument } from '../api/desk';
import type { DeskContext } from './desk-context';
import { loanName, type ReturnEntry } from './desk-entries';
import type { DeskBook } from './desk-lookups';
import { bookName } from '../../../components/circulation/texts';

/** Who has a loan: the same member (or free-text borrower) gets one key. */
function borrowerKey(loan: DeskLoanFieldsFragment): string {
  return loan.member ? `member:${loan.member.id}` : `borrower:${loan.borrower ?? ''}`;
}

/** A scanned book is one copy: a loan of several gives back one (the rest stay out on it). */
export async function returnLoan(desk: DeskContext, loan: DeskLoanFieldsFragment): Promise<void> {
  try {
    const result = await desk.client.mutate({
      mutation: ReturnLoanDocument,
      variables: loan.quantity > 1 ? { id: loan.id, quantity: 1 } : { id: loan.id },
    });
    const answer = result.data?.returnLoan;
    if (!answer) throw new Error('The library did not answer');
    // The loan as the return answers it; who had it stays as the desk's own query read it.
    const { id, bookId, title, quantity, dueDate, createdAt } = answer;
    const returned = { ...loan, id, bookId, title, quantity, dueDate, createdAt };
    const putAside = answer.putAside.map((hold) => hold.member.name);
    desk.dispatch({ type: 'returned', loan: returned, putAside });
    desk.say(
      true,
      putAside.length > 0
        ? DESK_MESSAGES.putAsideFor(putAside.join(', '))
        : DESK_MESSAGES.returned(bookName(returned), loanName(returned)),
    );
  } catch (failure: unknown) {
    desk.say(false, errorMessage(failure));
  }
}

/** A book's loans out: the one borrower's oldest comes back, or a choice when several have it. */
export async function returnFrom(desk: DeskContext, loans: DeskLoanFieldsFragment[], title: string): Promise<void> {
  if (loans.length === 0) {
    desk.say(false, DESK_MESSAGES.notOut(title));
    return;
  }
  if (new Set(loans.map(borrowerKey)).size === 1) {
    // One borrower: their oldest loan of it comes back.
    const oldest = loans.reduce((first, loan) => (loan.createdAt < first.createdAt ? loan : first));
    await returnLoan(desk, oldest);
    return;
  }
  const sorted = [...loans].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  desk.dispatch({ type: 'choices', choices: { kind: 'loans', loans: sorted } });
  desk.say(true, DESK_MESSAGES.chooseBorrower);
}

/** A book in Return mode: its loans out, one of which comes back. */
export async function returnBook(desk: DeskContext, book: DeskBook): Promise<void> {
  const result = await desk.client.query({
    query: DeskBookLoansDocument,
    variables: { bookId: book.id },
    fetchPolicy: 'network-only',
  });
  await returnFrom(desk, result.data?.loans.items ?? [], book.title);
}

/** Loans out of a deleted book: returned in Return mode; in Lend mode the desk asks first. */
export async function takeDeletedBook(desk: DeskContext, loans: DeskLoanFieldsFragment[]): Promise<void> {
  const title = bookName(loans.at(0) ?? {});
  if (desk.state().mode === 'return') {
    await returnFrom(desk, loans, title);
    return;
  }
  desk.say(false, `${title}: ${DESK_MESSAGES.deletedReturnIt}`, {
    action: { label: DESK_MESSAGES.returnTitle(title), task: { kind: 'returnDeleted', loans, title } },
  });
}

/** Undo of a return: the copies lent again to whom had them (a problem stays on the line). */
export async function undoReturn(desk: DeskContext, entry: ReturnEntry): Promise<void> {
  const { loan } = entry;
  try {
    await desk.client.mutate({
      mutation: DeskBorrowDocument,
      variables: {
        book: loan.bookId,
        quantity: loan.quantity,
        // A loan that was overdue cannot be lent again into the past: it is due today then.
        dueDate: laterDay(loan.dueDate, libraryToday(new Date(), desk.timeZone)),
        member: loan.member?.cardNumber,
        borrower: loan.member ? undefined : (loan.borrower ?? undefined),
      },
    });
    desk.dispatch({ type: 'returnUndone', key: entry.key });
    desk.say(true, `${bookName(loan)}: ${DESK_MESSAGES.undone}`);
  } catch (failure: unknown) {
    const problem = errorMessage(failure);
    desk.dispatch({ type: 'returnProblem', key: entry.key, problem });
    desk.say(false, problem);
  }
}
