/**
 * Words the loan, hold and member screens share (features/loans, features/holds, features/my): a
 * renewal's toast, where a hold is. Dates are the api's `YYYY-MM-DD`, as the desk reads them.
 */

/** The toast of a renewal: 'Renewed until 2026-12-18'. */
export function renewedText(dueDate: string): string {
  return `Renewed until ${dueDate}`;
}

/** What a hold needs to say where it is. */
export interface HoldPlace {
  status: string;
  position: number | null;
  readyUntil: string | null;
}

/** Where the viewer's own hold is: 'You are number 2 in the queue' or 'Ready for you until 2026-12-04'. */
export function myHoldText(hold: HoldPlace): string {
  if (hold.status === 'READY' && hold.readyUntil !== null) return `Ready for you until ${hold.readyUntil}`;
  if (hold.status === 'WAITING' && hold.position !== null) return `You are number ${hold.position} in the queue`;
  return holdStatusText(hold);
}

/** Where a hold is, for staff: 'Waiting (number 2)', 'Ready until 2026-12-04', or its ended status. */
export function holdStatusText(hold: HoldPlace): string {
  switch (hold.status) {
    case 'WAITING':
      return hold.position === null ? 'Waiting' : `Waiting (number ${hold.position})`;
    case 'READY':
      return hold.readyUntil === null ? 'Ready' : `Ready until ${hold.readyUntil}`;
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
