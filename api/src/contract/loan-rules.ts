/**
 * The rules of lending, without dependencies (browser-safe; re-exported by ./rules): the calendar
 * date a due date names, the borrow form's and the api's texts, "a blank borrower is none", when a
 * loan is overdue, and when a book is available after its copies change. The api's zod schemas and
 * queries, the gateway's `Date` scalar and resolvers, and the web's borrow form take them from here.
 */
import { FIELD_TEXTS } from './texts';

/** Most copies one borrow can take. */
export const MAX_QUANTITY = 1_000_000;

/** Longest borrower (a name or a card number), counted on the trimmed text. */
export const BORROWER_MAX_LENGTH = 100;

const CALENDAR_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:[Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * The calendar day (`YYYY-MM-DD`) a text names: a date `YYYY-MM-DD`, or an ISO 8601 timestamp whose
 * date part is taken (`2030-01-31T10:00:00Z`, a space instead of `T` too); undefined when the text is
 * neither or names no real day or time (`2030-02-30`, `T25:00`). Surrounding spaces are ignored.
 */
export function calendarDate(text: string): string | undefined {
  const m = CALENDAR_DATE.exec(text.trim());
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (year < 1 || d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return undefined;
  }
  // The time's groups are absent (undefined) when the text has no time; `at` types them so.
  const [hour, minute, second] = [m.at(4), m.at(5), m.at(6)];
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59)) return undefined;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** 'Only 1 copy is available', 'Only 3 copies are available'. */
function onlyAvailable(available: number): string {
  return `Only ${available} ${available === 1 ? 'copy is' : 'copies are'} available`;
}

/** The texts of a borrow's failures: the api answers them and the web form shows them. */
export const BORROW_MESSAGES = {
  bookRequired: FIELD_TEXTS.required('Book'),
  bookNotText: 'Book must be a book id',
  bookInvalid: 'Book must be a valid book id',
  /** GraphQL `borrowBook` names its book by id or by ISBN (a scan at the desk), never both or neither. */
  bookOrIsbn: 'Give the book or its ISBN, one of the two',
  quantityRequired: FIELD_TEXTS.required('Quantity'),
  quantityNotWhole: FIELD_TEXTS.notWhole('Quantity'),
  quantityMin: FIELD_TEXTS.atLeast('Quantity', 1),
  quantityMax: FIELD_TEXTS.atMost('Quantity', MAX_QUANTITY),
  /** More than the book has available: 'Only 1 copy is available', 'Only 3 copies are available'. */
  quantityOverAvailable: onlyAvailable,
  /**
   * 409 INSUFFICIENT_COPIES, as a person says it: 'There is no copy on the shelf to lend', 'The only
   * copy is on the hold shelf for another member', 'Only 2 copies are available, not 3'.
   * `onHoldShelf`: copies of the book on the hold shelf for other members.
   */
  notEnoughCopies: (available: number, requested: number, onHoldShelf = 0): string => {
    const forOthers = onHoldShelf === 1 ? 'for another member' : 'for other members';
    if (available === 0) {
      if (onHoldShelf === 0) return 'There is no copy on the shelf to lend';
      return onHoldShelf === 1
        ? `The only copy is on the hold shelf ${forOthers}`
        : `The ${onHoldShelf} copies left are on the hold shelf ${forOthers}`;
    }
    const over = `${onlyAvailable(available)}, not ${requested}`;
    return onHoldShelf === 0
      ? over
      : `${over}: ${onHoldShelf} more ${onHoldShelf === 1 ? 'is' : 'are'} on the hold shelf ${forOthers}`;
  },
  /** A return of more copies than the loan has out: 'Quantity must be at most 2: the copies this loan has out'. */
  returnQuantityOver: (out: number): string =>
    `Quantity must be at most ${out}: the ${out === 1 ? 'copy' : 'copies'} this loan has out`,
  dueDateRequired: FIELD_TEXTS.required('Due date'),
  dueDateFormat: 'Due date must be a date such as 2030-01-31',
  dueDatePast: 'Due date must be today or later',
  /** Later than latestDueDate(today): for nobody. */
  dueDateTooFar: 'Due date must be at most one year from today',
  /** 403 DUE_DATE_BEYOND_RULES: a due date after today + the loan period, asked by a role without `longLoans`. */
  dueDateBeyondRules: (loanDays: number, latest: string): string =>
    `Only a librarian or an admin can lend for longer than the loan period (${loanDays} days): choose ${latest} or earlier`,
} as const;

/**
 * The latest due date anyone may give on `today` (`YYYY-MM-DD`): the same day one year later (29
 * February gives 1 March). A borrow later than it is refused, and a renewal never goes past it.
 */
export function latestDueDate(today: string): string {
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
}

/** A loan's borrower as given (a name or a card number): trimmed; absent, null or blank is none (null). */
export function borrowerOrNone(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A loan is overdue when it is out (not returned) and was due before `today` (the library's day, `YYYY-MM-DD`). */
export function isOverdue(loan: { dueDate: string; returnedAt: Date | string | null }, today: string): boolean {
  return loan.returnedAt === null && loan.dueDate < today;
}

/**
 * Whether a book with `copies` copies is available to borrow: only when it has a copy, and unless
 * staff marked it unavailable (`wanted` false; left out, it is available).
 */
export function availableWith(copies: number, wanted?: boolean): boolean {
  return copies > 0 && (wanted ?? true);
}
