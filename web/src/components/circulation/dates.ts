/**
 * The circulation screens' days (loans, members, /my, the borrow form, the desk): "today", the days
 * between two dates, and a due date in words. Dates are the api's `YYYY-MM-DD`.
 *
 * The library's day: the web has no time zone of its own for the library; the staff and members who
 * lend and borrow use a device at (or near) the library, so its calendar is taken as the library's.
 * Every screen reads "today" here (libraryToday), so that choice is made once. While a server-rendered
 * page hydrates, the day is read in UTC (zone 'utc', see useDateZone) so the text matches the server's.
 */
import { DESK_MESSAGES } from '@library/api/contract/rules';
import type { DateZone } from '../../lib/ssr';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function isoDay(year: number, monthIndex: number, day: number): string {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/** The library's today as `YYYY-MM-DD` (the format of <input type="date">): the device's day, or UTC's. */
export function libraryToday(now: Date = new Date(), zone: DateZone = 'local'): string {
  return zone === 'utc'
    ? isoDay(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
    : isoDay(now.getFullYear(), now.getMonth(), now.getDate());
}

/** The day `days` days after the library's today, as `YYYY-MM-DD`. */
export function libraryDayIn(days: number, now: Date = new Date()): string {
  return isoDay(now.getFullYear(), now.getMonth(), now.getDate() + days);
}

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
export function daysPastDue(dueDate: string, now: Date = new Date(), zone: DateZone = 'local'): number {
  return daysBetween(dueDate, libraryToday(now, zone));
}

/**
 * What an overdue loan says on the loan screens: 'Overdue by 3 days', 'Overdue by 1 day'; just
 * 'Overdue' when the library already counts it as overdue but today's calendar is not past it yet.
 */
export function overdueText(dueDate: string, now: Date = new Date(), zone: DateZone = 'local'): string {
  const days = daysPastDue(dueDate, now, zone);
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
