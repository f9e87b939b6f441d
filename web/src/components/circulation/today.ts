/**
 * The library's today, as every circulation screen reads it, `YYYY-MM-DD`: the
 * day in the library's time zone (the api's LIBRARY_TIME_ZONE, which the shell's Access answer
 * carries: `useLibraryTimeZone()`), so a loan is due or overdue on the library's calendar wherever the
 * device is. Until that answer is in, the device's day. The server renders a page with the same
 * answer, so a hydrating page writes the same day as the server did.
 */
import { dayIn } from '@library/api/contract/rules';

function isoDay(year: number, monthIndex: number, day: number): string {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/** The library's today as `YYYY-MM-DD` (the format of <input type="date">) in `timeZone`, or the device's day. */
export function libraryToday(now: Date = new Date(), timeZone: string | null = null): string {
  return timeZone === null ? isoDay(now.getFullYear(), now.getMonth(), now.getDate()) : dayIn(timeZone, now);
}

/** The day `days` days after the library's today, as `YYYY-MM-DD`. */
export function libraryDayIn(days: number, now: Date = new Date(), timeZone: string | null = null): string {
  const [year, month, day] = libraryToday(now, timeZone).split('-').map(Number) as [number, number, number];
  return isoDay(year, month - 1, day + days);
}
