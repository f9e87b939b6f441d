/** The desk's lending: a card starts a visit, a book is lent to the member at the desk (or refused), Undo returns it. */
import { DESK_MESSAGES, cardKey, shownDate } from '@library/api/contract/rules';
import { MemberByCardDocument, ReturnLoanDocument } from '../../../components/circulation/operations';
import { errorMessage } from '../../../lib/errors';
import {
  DeskBorrowDocument,
  DeskLendByIsbnDocument,
  DeskMemberLendingDocument,
  DeskPlaceHoldDocument,
} from '../api/desk';
import type { DeskContext } from './desk-context';
import type { LendEntry } from './desk-entries';
import { findBook, type DeskBook } from './desk-lookups';
import { standingOf } from './standing';
import type { DeskMember } from './desk-state';
import { noCopyFree, noSuchBook } from './refusals';
import { bookName } from '../../../components/circulation/texts';

/** The member of a card as the server has them now (and their lending), or null when nobody has it. */
export async function refreshMember(desk: DeskContext, cardNumber: string): Promise<DeskMember | null> {
  const result = await desk.client.query({
    query: MemberByCardDocument,
    variables: { cardNumber },
    fetchPolicy: 'network-only',
  });
  const found = result.data?.memberByCard ?? null;
  if (found) {
    desk.dispatch({ type: 'member', member: found });
    const lending = await desk.client.query({
      query: DeskMemberLendingDocument,
      variables: { memberId: found.id },
      fetchPolicy: 'network-only',
    });
    if (lending.data) desk.dispatch({ type: 'lending', lending: lending.data });
  }
  return found;
}

/** A card: the member at the desk again (the visit goes on), or a new one; false when nobody has it. */
export async function takeCard(desk: DeskContext, cardNumber: string): Promise<boolean> {
  const { member: current, receipt, mode } = desk.state();
  // The member being served scanned again (the camera sees the card a second time, or it is
  // scanned twice): restarting would wipe "This visit", so the visit goes on. After "Done" the
  // visit is over, and the card starts a new one.
  if (current && !receipt && cardKey(current.cardNumber) === cardNumber) {
    if (mode !== 'lend') desk.dispatch({ type: 'mode', mode: 'lend' });
    desk.say(true, DESK_MESSAGES.alreadyAtDesk(current.name));
    return true;
  }
  const found = await refreshMember(desk, cardNumber);
  if (!found) return false;
  desk.dispatch({ type: 'visit', member: found });
  // A blocked member is refused as a book would be: the low signal, and why.
  desk.say(found.status !== 'BLOCKED', `${found.name}: ${standingOf(found)}`);
  const pending = desk.state().pendingBook;
  desk.dispatch({ type: 'pendingBook', book: null });
  if (pending) await lend(desk, pending);
  return true;
}

/** A lend refused: the api's refusal says why (the hold shelf's copies for others included). */
function refuse(desk: DeskContext, book: DeskBook, current: DeskMember, failure: unknown): void {
  const text = `${book.title}: ${errorMessage(failure)}`;
  desk.dispatch({ type: 'lendLine', line: { kind: 'refused', text } });
  // No copy free: the member may wait for one.
  const action = noCopyFree(failure)
    ? { label: DESK_MESSAGES.placeHoldFor(current.name), task: { kind: 'placeHold' as const, book, member: current } }
    : undefined;
  desk.say(false, text, { action });
}

/** A book chosen by its title lent to the member at the desk, due when the server's loan rules say. */
export async function lend(desk: DeskContext, book: DeskBook): Promise<void> {
  const current = desk.state().member;
  if (!current) return;
  try {
    const result = await desk.client.mutate({
      mutation: DeskBorrowDocument,
      variables: { book: book.id, quantity: 1, member: current.cardNumber },
    });
    const loan = result.data?.borrowBook;
    if (!loan) throw new Error('The library did not answer');
    desk.dispatch({ type: 'lendLine', line: { kind: 'lent', loan, undone: false } });
    desk.say(true, DESK_MESSAGES.lent(loan.title ?? book.title, shownDate(loan.dueDate)));
  } catch (failure: unknown) {
    refuse(desk, book, current, failure);
  }
  await refreshMember(desk, current.cardNumber);
}

/**
 * A book scanned with a member at the desk: one request lends it and answers the member's standing,
 * so the panel is brought up to date without asking again. False when no book has the ISBN; a
 * refusal reads the book (its title, and the hold to offer).
 */
export async function lendScanned(desk: DeskContext, isbn: string, current: DeskMember): Promise<boolean> {
  try {
    const result = await desk.client.mutate({
      mutation: DeskLendByIsbnDocument,
      variables: { isbn, member: current.cardNumber },
    });
    const loan = result.data?.borrowBook;
    if (!loan) throw new Error('The library did not answer');
    desk.dispatch({ type: 'lentByScan', loan, standing: loan.memberStanding ?? null });
    desk.say(true, DESK_MESSAGES.lent(bookName(loan), shownDate(loan.dueDate)));
  } catch (failure: unknown) {
    if (noSuchBook(failure)) return false;
    const book = await findBook(desk.client, isbn);
    if (!book) return false;
    refuse(desk, book, current, failure);
  }
  return true;
}

/** A hold for the member on a book no copy of which is free. */
export async function placeHold(desk: DeskContext, book: DeskBook, forMember: DeskMember): Promise<void> {
  try {
    await desk.client.mutate({
      mutation: DeskPlaceHoldDocument,
      variables: { bookId: book.id, member: forMember.cardNumber },
    });
    desk.say(true, DESK_MESSAGES.holdPlaced(book.title, forMember.name));
  } catch (failure: unknown) {
    desk.say(false, errorMessage(failure));
  }
}

/** Undo of a lend: the loan returned, its line crossed out. */
export async function undoLend(desk: DeskContext, entry: Extract<LendEntry, { kind: 'lent' }>): Promise<void> {
  try {
    await desk.client.mutate({ mutation: ReturnLoanDocument, variables: { id: entry.loan.id } });
    desk.dispatch({ type: 'lendUndone', key: entry.key });
    desk.say(true, `${bookName(entry.loan)}: ${DESK_MESSAGES.undone}`);
  } catch (failure: unknown) {
    desk.say(false, errorMessage(failure));
  }
  const current = desk.state().member;
  if (current) await refreshMember(desk, current.cardNumber);
}
