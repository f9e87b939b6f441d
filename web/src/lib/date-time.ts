import { DATE_PARTS, LIBRARY_LOCALE, shownDate } from '@library/api/contract/rules';
import { dateFormatsByZone, type DateZone } from './ssr';

const dateTime = new Intl.DateTimeFormat(LIBRARY_LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as the staff screens (account, staff, activity) show it ("26 Nov 2026, 21:30", the viewer's time zone); '—' for none. */
export function shownDateTime(value: string | null | undefined): string {
  return value ? dateTime.format(new Date(value)) : '—';
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const days = dateFormatsByZone(DATE_PARTS);

/**
 * A day as every screen writes it, "22 Dec 2026": a calendar date (`YYYY-MM-DD`, the `Date` scalar: a
 * due date, a hold's "ready until") as it is (the contract's shownDate), an instant (`DateTime`: when a
 * loan was made or returned) as its day in `zone` (the visitor's; UTC while the page hydrates: useDateZone).
 * Text that is neither is left as it is.
 */
export function shownDay(value: string, zone: DateZone = 'local'): string {
  if (CALENDAR_DATE.test(value)) return shownDate(value);
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : days[zone].format(instant);
}
