const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** A calendar date (`YYYY-MM-DD`, the `Date` scalar) as a local Date at midnight; null when malformed. */
function parseDateOnly(value: string): Date | null {
  const match = DATE_ONLY.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** A `Date` (`YYYY-MM-DD`) or `DateTime` (ISO instant) as '23 Nov 2026' in the visitor's time zone. */
export function formatLoanDate(value: string): string {
  const date = parseDateOnly(value) ?? new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/**
 * Whole days from a due date (`YYYY-MM-DD`) to the visitor's today: 1 the day after it was due, 0 on
 * the day, negative before it.
 */
export function daysPastDue(dueDate: string, now: Date = new Date()): number {
  const due = parseDateOnly(dueDate);
  if (!due) return 0;
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((today - Date.UTC(due.getFullYear(), due.getMonth(), due.getDate())) / DAY_MS);
}

/**
 * What an overdue loan says in words: 'Overdue by 3 days', 'Overdue by 1 day'; just 'Overdue' when the
 * library already counts it as overdue but the visitor's calendar is not past the due date yet.
 */
export function overdueText(dueDate: string, now: Date = new Date()): string {
  const days = daysPastDue(dueDate, now);
  if (days < 1) return 'Overdue';
  return `Overdue by ${days} ${days === 1 ? 'day' : 'days'}`;
}
