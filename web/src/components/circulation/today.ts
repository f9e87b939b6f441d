/**
 * The library's today, as every circulation screen (and the e2e suite) reads it, `YYYY-MM-DD`. No
 * imports but a type, so the e2e suite in Node can take it too.
 *
 * The library's day: the web has no time zone of its own for the library; the staff and members who
 * lend and borrow use a device at (or near) the library, so its calendar is taken as the library's.
 * Every screen reads "today" here (libraryToday), so that choice is made once. While a server-rendered
 * page hydrates, the day is read in UTC (zone 'utc', see useDateZone) so the text matches the server's.
 */
import type { DateZone } from '../../lib/ssr';

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
