/**
 * Words the circulation screens share (loans, members, /my, a book's holds, the desk): a loan's book,
 * its renewals left, a renewal's toast, where a hold is. Dates come as the api's `YYYY-MM-DD` and are
 * written as every screen writes them ("22 Dec 2026", the contract's shownDate).
 */
import { shownDate } from '@library/api/contract/rules';

/** What a loan's or hold's book is called: its title as borrowed, else its ISBN, else 'Unknown book'. */
export function bookName(item: { title?: string | null; isbn?: string | null }): string {
  return item.title ?? item.isbn ?? 'Unknown book';
}

/** '2 renewals left', '1 renewal left', 'No renewals left'. */
export function renewalsLeftText(left: number): string {
  if (left === 0) return 'No renewals left';
  return `${left} ${left === 1 ? 'renewal' : 'renewals'} left`;
}

/** The toast of a renewal: 'Renewed until 18 Dec 2026'. */
export function renewedText(dueDate: string): string {
  return `Renewed until ${shownDate(dueDate)}`;
}

/** What a hold needs to say where it is. */
export interface HoldPlace {
  status: string;
  position: number | null;
  readyUntil: string | null;
}

/** Where the viewer's own hold is: 'You are number 2 in the queue' or 'Ready for you until 4 Dec 2026'. */
export function myHoldText(hold: HoldPlace): string {
  if (hold.status === 'READY' && hold.readyUntil !== null) return `Ready for you until ${shownDate(hold.readyUntil)}`;
  if (hold.status === 'WAITING' && hold.position !== null) return `You are number ${hold.position} in the queue`;
  return holdStatusText(hold);
}

/** Where a hold is, for staff: 'Waiting (number 2)', 'Ready until 4 Dec 2026', or its ended status. */
export function holdStatusText(hold: HoldPlace): string {
  switch (hold.status) {
    case 'WAITING':
      return hold.position === null ? 'Waiting' : `Waiting (number ${hold.position})`;
    case 'READY':
      return hold.readyUntil === null ? 'Ready' : `Ready until ${shownDate(hold.readyUntil)}`;
    case 'FULFILLED':
      return 'Lent';
    case 'CANCELLED':
      return 'Cancelled';
    case 'EXPIRED':
      return 'Expired';
    default:
      return hold.status;
  }
}
