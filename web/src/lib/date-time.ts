import { LIBRARY_LOCALE } from '@library/api/contract/rules';

const dateTime = new Intl.DateTimeFormat(LIBRARY_LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as the staff screens (account, staff, activity) show it ("26 Nov 2026, 21:30", the viewer's time zone); '—' for none. */
export function shownDateTime(value: string | null | undefined): string {
  return value ? dateTime.format(new Date(value)) : '—';
}
