/**
 * How every screen and message writes a date, without dependencies (browser-safe; re-exported by
 * ./rules): the library's locale and one format, "22 Dec 2026". Date inputs keep `YYYY-MM-DD`.
 */

/** The locale dates and times are written in. */
export const LIBRARY_LOCALE = 'en-GB';

/** The parts a written date has: "22 Dec 2026". */
export const DATE_PARTS = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
} as const satisfies Intl.DateTimeFormatOptions;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// A calendar date is no instant: it is written as it is, in UTC, whatever the reader's time zone.
// Made on first use: building an Intl format loads locale data, which a page's start-up need not wait for.
let calendarDates: Intl.DateTimeFormat | undefined;

/** A calendar date (`YYYY-MM-DD`, a due date, the `Date` scalar) as "22 Dec 2026"; other text unchanged. */
export function shownDate(date: string): string {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return date;
  const written = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(written.getTime())
    ? date
    : (calendarDates ??= new Intl.DateTimeFormat(LIBRARY_LOCALE, { ...DATE_PARTS, timeZone: 'UTC' })).format(written);
}
