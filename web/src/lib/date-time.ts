const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as the staff screens (account, staff, activity) show it ("26 Nov 2026, 21:30", the viewer's time zone); '—' for none. */
export function shownDateTime(value: string | null | undefined): string {
  return value ? dateTime.format(new Date(value)) : '—';
}
