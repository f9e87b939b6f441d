import type { DateZone } from '../../../lib/ssr';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whole days from a due date (`YYYY-MM-DD`) to the visitor's today (or UTC's): 1 the day after it was
 * due, 0 on the day, negative before it.
 */
export function daysPastDue(dueDate: string, now: Date = new Date(), zone: DateZone = 'local'): number {
  const due = DATE_ONLY.exec(dueDate);
  if (!due) return 0;
  const today =
    zone === 'utc'
      ? Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
      : Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((today - Date.UTC(Number(due[1]), Number(due[2]) - 1, Number(due[3]))) / DAY_MS);
}

/**
 * What an overdue loan says in words: 'Overdue by 3 days', 'Overdue by 1 day'; just 'Overdue' when the
 * library already counts it as overdue but the visitor's calendar is not past the due date yet.
 */
export function overdueText(dueDate: string, now: Date = new Date(), zone: DateZone = 'local'): string {
  const days = daysPastDue(dueDate, now, zone);
  if (days < 1) return 'Overdue';
  return `Overdue by ${days} ${days === 1 ? 'day' : 'days'}`;
}
