/**
 * The circulation screens' days (loans, members, /my, the borrow form, the desk): the days between
 * two dates and a due date in words, counted from the library's today (./today). Dates are the api's
 * `YYYY-MM-DD`.
 */
import { DESK_MESSAGES } from '@library/api/contract/rules';
import { libraryToday } from './today';

export { libraryDayIn, libraryToday } from './today';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); 0 when either is malformed. */
export function daysBetween(from: string, to: string): number {
  const a = DATE_ONLY.exec(from);
  const b = DATE_ONLY.exec(to);
  if (!a || !b) return 0;
  const start = Date.UTC(Number(a[1]), Number(a[2]) - 1, Number(a[3]));
  const end = Date.UTC(Number(b[1]), Number(b[2]) - 1, Number(b[3]));
  return Math.round((end - start) / DAY_MS);
}

/** The later of two `YYYY-MM-DD` dates. */
export function laterDay(a: string, b: string): string {
  return a >= b ? a : b;
}

/**
 * Whole days from a due date to the library's today: 1 the day after it was due, 0 on the day,
 * negative before it.
 */
export function daysPastDue(dueDate: string, now: Date = new Date(), timeZone: string | null = null): number {
  return daysBetween(dueDate, libraryToday(now, timeZone));
}

/**
 * What an overdue loan says on the loan screens: 'Overdue by 3 days', 'Overdue by 1 day'; just
 * 'Overdue' when the library already counts it as overdue but today's calendar is not past it yet.
 */
export function overdueText(dueDate: string, now: Date = new Date(), timeZone: string | null = null): string {
  const days = daysPastDue(dueDate, now, timeZone);
  if (days < 1) return 'Overdue';
  const words = DESK_MESSAGES.overdueBy(days);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A loan's due date in words, as the desk says it: 'overdue by 3 days', 'due today', 'due in 5 days'. */
export function dueInWords(dueDate: string, overdue: boolean, today: string = libraryToday()): string {
  const late = daysBetween(dueDate, today);
  if (overdue) return late >= 1 ? DESK_MESSAGES.overdueBy(late) : 'overdue';
  return DESK_MESSAGES.dueIn(Math.max(0, -late));
}
