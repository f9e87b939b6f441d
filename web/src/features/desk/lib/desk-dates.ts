import { DESK_MESSAGES } from '@library/api/contract/rules';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in the visitor's time zone as YYYY-MM-DD (the desk's device is at the library). */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); 0 when either is malformed. */
export function daysBetween(from: string, to: string): number {
  const a = DATE_ONLY.exec(from);
  const b = DATE_ONLY.exec(to);
  if (!a || !b) return 0;
  const start = Date.UTC(Number(a[1]), Number(a[2]) - 1, Number(a[3]));
  const end = Date.UTC(Number(b[1]), Number(b[2]) - 1, Number(b[3]));
  return Math.round((end - start) / DAY_MS);
}

/** A loan's due date in words: 'overdue by 3 days', 'due today', 'due in 5 days'. */
export function dueInWords(dueDate: string, overdue: boolean, today: string = localToday()): string {
  const late = daysBetween(dueDate, today);
  if (overdue) return late >= 1 ? DESK_MESSAGES.overdueBy(late) : 'overdue';
  return DESK_MESSAGES.dueIn(Math.max(0, -late));
}

/** The later of two YYYY-MM-DD dates. */
export function laterDay(a: string, b: string): string {
  return a >= b ? a : b;
}
