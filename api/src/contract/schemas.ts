/**
 * The REST contract as zod schemas: every request the api accepts and every answer it gives.
 * - Requests (`bookCreateRequest`, `bookPatchRequest`, `listBooksQuery`, `borrowRequest`,
 *   `listLoansQuery`, `borrowSummaryQuery`): the api validates with them; their messages are the ones clients see in
 *   `error.errors[field].message`.
 * - Answers (`restBook`, `restBookPage`, `restBorrow`, `restSummaryRow`, `restBorrowSummaryPage`,
 *   `restBorrowTotals`, `restGenreCounts`, `restLoan`, `restLoanPage`, `restHealth`, `successEnvelope`,
 *   `restFailureBody`): the api's JSON is typed by their output, and the gateway
 *   reads REST answers with them. Reading is liberal where other servers of this contract differ
 *   (numeric ids, `id` without `_id`, a borrow's book as an object, extra fields ignored).
 * Rules and limits come from ./rules.
 */
import { z } from 'zod';
import {
  BOOK_TEXT_LIMITS,
  BORROWER_MAX_LENGTH,
  CONTROL_CHARACTERS,
  GENRES,
  LIST_DEFAULTS,
  LIST_LIMITS,
  LOAN_STATUSES,
  MAX_COPIES,
  MAX_QUANTITY,
  MESSAGES,
  SORT_FIELDS,
  SORT_ORDERS,
  isValidIsbn,
  type BookTextField,
  type ErrorCode,
  type ValidationKind,
} from './rules';

/** A refinement's failure, with the kind of rule it is (kinds of zod's own checks are derived from their code). */
function rule(message: string, kind: ValidationKind) {
  return { message, params: { kind } };
}

const isMissing = (value: unknown): boolean => value === undefined || value === null;

// ---------------------------------------------------------------------------------------------
// Requests

/** Trimmed text of a book field: required unless `optional`, no control characters, at most its limit. */
function bookText(label: string, field: BookTextField, required: boolean) {
  const max = BOOK_TEXT_LIMITS[field];
  const base = z
    .string({ error: (issue) => (isMissing(issue.input) ? MESSAGES.required(label) : `${label} must be text`) })
    .trim();
  return (required ? base.min(1, MESSAGES.required(label)) : base)
    .refine((text) => !CONTROL_CHARACTERS.test(text), rule(MESSAGES.controlCharacters(label), 'invalid'))
    .max(max, MESSAGES.tooLong(label, max));
}

/** A genre, case and surrounding spaces aside. */
function genreValue(label: string, required: boolean) {
  const text = z
    .string({ error: (issue) => (isMissing(issue.input) ? MESSAGES.required(label) : MESSAGES.genre(label)) })
    .trim();
  return (required ? text.min(1, MESSAGES.required(label)) : text)
    .toUpperCase()
    .pipe(z.enum(GENRES, { error: MESSAGES.genre(label) }));
}

/** Decimal digits, optionally signed: the only text taken as a number (no `3.5`, `1e3`, `0x10`, blank). */
const WHOLE_NUMBER_TEXT = /^-?\d+$/;

/**
 * A number written as text, as the original Express + Mongoose backends cast it: `"3"` and `" 3 "`
 * are 3, `"-1"` is -1 (then refused by the minimum). Any other value is left as it is, so the
 * number schema refuses it with its usual message.
 */
function numberFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!WHOLE_NUMBER_TEXT.test(text)) return value;
  const number = Number(text);
  // Too many digits for a double (Infinity): left as text, refused as not a whole number.
  return Number.isFinite(number) ? number : value;
}

/** `"true"` and `"false"` (trimmed) as the booleans they name; any other value as it is. */
function booleanFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === 'true' ? true : text === 'false' ? false : value;
}

/** A whole number from `min` to `max`: a JSON number, or one written as text (`"3"`, see numberFromText). */
function wholeNumber(label: string, min: number, max: number) {
  const notWhole = `${label} must be a whole number`;
  return z.preprocess(
    (value: number | string) => numberFromText(value),
    z
      .number({ error: (issue) => (isMissing(issue.input) ? MESSAGES.required(label) : notWhole) })
      .min(min, `${label} must be ${min} or more`)
      .refine(Number.isInteger, rule(notWhole, 'type'))
      .max(max, `${label} must be at most ${max}`),
  );
}

/**
 * A valid ISBN-10 or ISBN-13, check digit included (isValidIsbn), on create and on every update that
 * sends one. Answers (restBook) only read the text: books saved before check digits were checked stay
 * readable.
 */
const isbnText = bookText('ISBN', 'isbn', true).refine(isValidIsbn, rule(MESSAGES.notValid('ISBN'), 'invalid'));
const description = bookText('Description', 'description', false).transform((text) => (text === '' ? null : text));

const bookFields = {
  title: bookText('Title', 'title', true),
  author: bookText('Author', 'author', true),
  genre: genreValue('Genre', true),
  isbn: isbnText,
  description: description.nullish(),
  copies: wholeNumber('Copies', 0, MAX_COPIES),
  available: z
    .preprocess(
      (value: boolean | 'true' | 'false') => booleanFromText(value),
      z.custom<boolean>((value) => typeof value === 'boolean', rule('Available must be true or false', 'type')),
    )
    .optional(),
};

/** Body of `POST /books`: every required field; strings trimmed; unknown fields ignored. */
export const bookCreateRequest = z.object({
  ...bookFields,
  description: description.nullish().transform((text) => text ?? null),
});
export type BookCreateRequest = z.input<typeof bookCreateRequest>;
export type BookInput = z.output<typeof bookCreateRequest>;

/** Body of `PUT /books/:id`: any subset of the fields, each checked as on create. */
export const bookPatchRequest = z.object(bookFields).partial();
export type BookPatchRequest = z.input<typeof bookPatchRequest>;
export type BookPatch = z.output<typeof bookPatchRequest>;

const BOOK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path or body value is a book id as this api makes them (a UUID). */
export function isBookId(value: unknown): value is string {
  return typeof value === 'string' && BOOK_ID.test(value);
}

/** The calendar date a due date names (`YYYY-MM-DD`, optionally with a time), or undefined when it is not a real date. */
export function parseDueDate(value: string): string | undefined {
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:[Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/.exec(
      value.trim(),
    );
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (year < 1 || d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return undefined;
  }
  // The time's groups are absent (undefined) when the value has no time; `at` types them so.
  const [hour, minute, second] = [m.at(4), m.at(5), m.at(6)];
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59)) return undefined;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

const DUE_DATE_FORMAT = 'Due date must be a date such as 2030-01-31';

/** The optional borrower of a loan (a name or a card number): trimmed; absent or blank is none (null). */
const borrower = z
  .string({ error: 'Borrower must be text' })
  .trim()
  .refine((text) => !CONTROL_CHARACTERS.test(text), rule(MESSAGES.controlCharacters('Borrower'), 'invalid'))
  .max(BORROWER_MAX_LENGTH, MESSAGES.tooLong('Borrower', BORROWER_MAX_LENGTH))
  .nullish()
  .transform((text) => (text === undefined || text === null || text === '' ? null : text));

/**
 * Body of `POST /borrow`: `{ book, quantity, dueDate, borrower? }`. `today` is the library's day
 * (`YYYY-MM-DD`, see dayIn): a due date before it is refused.
 */
export function borrowRequest(today: () => string) {
  return z
    .object({
      book: z
        .string({ error: (issue) => (isMissing(issue.input) ? 'Book is required' : 'Book must be a book id') })
        .trim()
        .min(1, 'Book is required')
        .refine(isBookId, rule('Book must be a valid book id', 'invalid'))
        .toLowerCase(),
      quantity: wholeNumber('Quantity', 1, MAX_QUANTITY),
      dueDate: z
        .string({ error: (issue) => (isMissing(issue.input) ? 'Due date is required' : DUE_DATE_FORMAT) })
        .trim()
        .min(1, 'Due date is required')
        .transform((text, ctx) => {
          const date = parseDueDate(text);
          if (date === undefined) {
            ctx.addIssue({ code: 'custom', ...rule(DUE_DATE_FORMAT, 'invalid') });
            return z.NEVER;
          }
          return date;
        })
        .refine((date) => date >= today(), rule('Due date must be today or later', 'min')),
      borrower,
    })
    .transform(({ book, quantity, dueDate, borrower }) => ({ bookId: book, quantity, dueDate, borrower }));
}
export type BorrowRequest = z.input<ReturnType<typeof borrowRequest>>;
export type BorrowInput = z.output<ReturnType<typeof borrowRequest>>;

/**
 * Query texts that mean "not given": blank, and the `undefined` and `null` a client writes when it
 * builds its query string from an unset variable (`?page=undefined`).
 */
const ABSENT_QUERY_TEXTS: ReadonlySet<string> = new Set(['', 'undefined', 'null']);

/**
 * One query-string value: a single string, trimmed; absent when missing, blank, `undefined` or
 * `null`. A value given twice (an array) or as an object is refused.
 */
export function queryValue<T extends z.ZodType<unknown, string>>(name: string, value: T) {
  return z.preprocess(
    (raw) => (typeof raw === 'string' ? (ABSENT_QUERY_TEXTS.has(raw.trim()) ? undefined : raw.trim()) : raw),
    z
      .string({ error: `${name} must be given once, as a single value` })
      .pipe(value)
      .optional(),
  );
}

function queryWholeNumber(name: string, max: number) {
  const message = `${name} must be a whole number from 1 to ${max}`;
  return queryValue(
    name,
    z
      .string()
      .refine((text) => /^\d{1,10}$/.test(text), rule(message, 'type'))
      .transform(Number)
      .pipe(z.number().min(1, message).max(max, message)),
  );
}

/** The query of `GET /books`, parsed into the list's settings (the genre filter as `genre`). */
export const listBooksQuery = z
  .object({
    page: queryWholeNumber('page', LIST_LIMITS.maxPage),
    limit: queryWholeNumber('limit', LIST_LIMITS.maxLimit),
    sortBy: queryValue('sortBy', z.enum(SORT_FIELDS, { error: `sortBy must be one of ${SORT_FIELDS.join(', ')}` })),
    sort: queryValue(
      'sort',
      z
        .string()
        .toLowerCase()
        .pipe(z.enum(SORT_ORDERS, { error: 'sort must be asc or desc' })),
    ),
    filter: queryValue('filter', genreValue('filter', false)),
    search: queryValue(
      'search',
      z
        .string()
        .refine((text) => !CONTROL_CHARACTERS.test(text), rule(MESSAGES.controlCharacters('search'), 'invalid'))
        .max(LIST_LIMITS.maxSearch, MESSAGES.tooLong('search', LIST_LIMITS.maxSearch)),
    ),
    available: queryValue(
      'available',
      z.enum(['true', 'false'], { error: 'available must be true or false' }).transform((text) => text === 'true'),
    ),
  })
  .transform(({ page, limit, sortBy, sort, filter, search, available }) => ({
    page: page ?? LIST_DEFAULTS.page,
    limit: limit ?? LIST_DEFAULTS.limit,
    sortBy: sortBy ?? LIST_DEFAULTS.sortBy,
    sort: sort ?? LIST_DEFAULTS.sort,
    genre: filter,
    search,
    available,
  }));
export type ListQuery = z.output<typeof listBooksQuery>;

/** The query of `GET /loans`: `status` (default out), `book` (one book's loans), page and limit as for books. */
export const listLoansQuery = z
  .object({
    status: queryValue(
      'status',
      z
        .string()
        .toLowerCase()
        .pipe(z.enum(LOAN_STATUSES, { error: `status must be one of ${LOAN_STATUSES.join(', ')}` })),
    ),
    book: queryValue(
      'book',
      z
        .string()
        .refine(isBookId, rule('book must be a valid book id', 'invalid'))
        .transform((id) => id.toLowerCase()),
    ),
    page: queryWholeNumber('page', LIST_LIMITS.maxPage),
    limit: queryWholeNumber('limit', LIST_LIMITS.maxLimit),
  })
  .transform(({ status, book, page, limit }) => ({
    status: status ?? 'out',
    bookId: book,
    page: page ?? LIST_DEFAULTS.page,
    limit: limit ?? LIST_DEFAULTS.limit,
  }));
export type LoanQuery = z.output<typeof listLoansQuery>;

/**
 * The query of `GET /borrow`: `page` and `limit` as for books; with either, one page (the other
 * defaulted), else undefined: every row.
 */
export const borrowSummaryQuery = z
  .object({
    page: queryWholeNumber('page', LIST_LIMITS.maxPage),
    limit: queryWholeNumber('limit', LIST_LIMITS.maxLimit),
  })
  .transform(({ page, limit }) =>
    page === undefined && limit === undefined
      ? undefined
      : { page: page ?? LIST_DEFAULTS.page, limit: limit ?? LIST_DEFAULTS.limit },
  );
export type SummaryQuery = z.output<typeof borrowSummaryQuery>;

// ---------------------------------------------------------------------------------------------
// Answers

/** An id: a non-empty string, or a number from servers that use them; read as a string. */
const restId = z.union([z.string().min(1), z.number().transform(String)]);

/** The id fields of an answer's object: the api sends both `_id` and `id` (equal); other servers one of them. */
const ids = { _id: restId.optional(), id: restId.optional() };

/** Keeps one id, `_id` (from `id` when only that came). */
function oneId<T extends { _id?: string | undefined; id?: string | undefined }>(
  { _id, id, ...rest }: T,
  ctx: z.RefinementCtx,
): Omit<T, '_id' | 'id'> & { _id: string } {
  const key = _id ?? id;
  if (key === undefined) {
    ctx.addIssue({ code: 'custom', message: 'missing id (_id or id)' });
    return z.NEVER;
  }
  return { ...rest, _id: key };
}

const timestamp = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'is not a timestamp');
const count = z.number().int();

/** A book (REST `Book`). The api also sends `id` (the same as `_id`). */
export const restBook = z
  .object({
    ...ids,
    title: z.string(),
    author: z.string(),
    genre: z.enum(GENRES),
    isbn: z.string(),
    description: z.string().nullable(),
    copies: count,
    available: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .transform(oneId);
export type RestBook = z.output<typeof restBook>;
/** A book as the api sends it: `id` repeats `_id`. */
export type BookJson = RestBook & { id: string };

/** Paging of a list answer (`meta`). */
export const pageMeta = z.object({ page: count, limit: count, total: count, totalPages: count });
export type PageMeta = z.output<typeof pageMeta>;

/**
 * A borrow record (REST `Borrow`, the answer of `POST /borrow`); `book` is the borrowed book's id (or,
 * from other servers, the book). The loan's fields (`borrower`, `title`, `isbn`, `returnedAt`,
 * `overdue`) come from this api; servers that do not send them are read as a loan that is out.
 */
export const restBorrow = z
  .object({
    ...ids,
    book: z.union([
      restId,
      z
        .object(ids)
        .transform(oneId)
        .transform((book) => book._id),
    ]),
    quantity: count,
    dueDate: z.string(),
    createdAt: timestamp,
    updatedAt: timestamp.optional(),
    borrower: z.string().nullish().default(null),
    title: z.string().nullish().default(null),
    isbn: z.string().nullish().default(null),
    returnedAt: timestamp.nullish().default(null),
    overdue: z.boolean().default(false),
  })
  .transform(oneId);
export type RestBorrow = z.output<typeof restBorrow>;
/** A borrow record as the api sends it. */
export type BorrowJson = RestBorrow & { id: string; updatedAt: string };

/** The book of a borrow-summary row. */
export const restBorrowedBook = z
  .object({ ...ids, title: z.string().nullable(), isbn: z.string().nullable() })
  .transform(oneId);
export type RestBorrowedBook = z.output<typeof restBorrowedBook>;

/**
 * The book of a summary row: its title, ISBN, author and genre (those of its last borrow once the
 * book is deleted; null when unknown, and from servers that do not send author and genre).
 */
export const restSummaryBook = z
  .object({
    ...ids,
    title: z.string().nullable(),
    isbn: z.string().nullable(),
    author: z.string().nullish().default(null),
    genre: z.enum(GENRES).nullish().default(null),
  })
  .transform(oneId);
export type RestSummaryBook = z.output<typeof restSummaryBook>;

/**
 * A row of `GET /borrow`: how many copies of a book were borrowed in all, how many are out now and
 * how many of those are overdue (0 from servers that do not send them).
 */
export const restSummaryRow = z.object({
  book: restSummaryBook,
  totalQuantity: count,
  copiesOut: count.default(0),
  overdueCopies: count.default(0),
});
export type RestBorrowSummaryRow = z.output<typeof restSummaryRow>;
/** A summary row as the api sends it. */
export type SummaryRowJson = RestBorrowSummaryRow;

/**
 * A loan (`GET /loans`, `POST /loans/:id/return`): the book as it was when borrowed (its title and
 * ISBN are null only for records made before loans existed, of a book deleted since), the borrower
 * (null when none was given), `returnedAt` (null while out) and whether it is overdue.
 */
export const restLoan = z
  .object({
    ...ids,
    book: restBorrowedBook,
    quantity: count,
    dueDate: z.string(),
    borrower: z.string().nullable(),
    createdAt: timestamp,
    returnedAt: timestamp.nullable(),
    overdue: z.boolean(),
  })
  .transform(oneId);
export type RestLoan = z.output<typeof restLoan>;
/** A loan as the api sends it: `id` repeats `_id`. */
export type LoanJson = RestLoan & { id: string };

/** One page of `GET /loans`: the envelope's `data` and `meta`. */
export const restLoanPage = z.object({ data: z.array(restLoan), meta: pageMeta });

/** `GET /health`'s data. */
export const restHealth = z.object({ store: z.string().catch('unknown') }).catch({ store: 'unknown' });
export type RestHealth = z.output<typeof restHealth>;

/** The success envelope of every 2xx answer: `{ success: true, message, data, meta? }`. */
export const successEnvelope = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.unknown(),
  meta: z.unknown().optional(),
});

/** One page of `GET /books`: the envelope's `data` and `meta`. */
export const restBookPage = z.object({ data: z.array(restBook), meta: pageMeta });

/** A field's failure in a VALIDATION_FAILED answer. */
export interface FieldError {
  message: string;
  kind: ValidationKind;
  path: string;
  value: unknown;
}

/**
 * Every failure's body: `{ success: false, message, error: { name, code, errors?, available? }, requestId }`.
 * Read liberally: field errors may be plain strings, and unknown extras are ignored.
 */
export const restFailureBody = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z
    .object({
      name: z.string().optional(),
      code: z.string().optional().catch(undefined),
      errors: z
        .record(
          z.string(),
          z.union([z.string(), z.object({ message: z.string() }).transform((e) => e.message)]).catch(''),
        )
        .optional()
        .catch(undefined),
      available: z.number().optional().catch(undefined),
    })
    .catch({}),
  requestId: z.string().optional().catch(undefined),
});
/** A failure as the api sends it. */
export interface FailureJson {
  success: false;
  message: string;
  error: { name: string; code: ErrorCode; errors?: Record<string, FieldError>; available?: number };
  requestId: string;
}

/** A success as the api sends it; lists carry their paging in `meta`. */
export interface SuccessJson<T> {
  success: true;
  message: string;
  data: T;
  meta?: PageMeta;
}

/** `GET /borrow`'s data. */
export const restBorrowSummary = z.array(restSummaryRow);

/** One page of `GET /borrow?page&limit`: the envelope's `data` and `meta`. */
export const restBorrowSummaryPage = z.object({ data: z.array(restSummaryRow), meta: pageMeta });

/**
 * `GET /borrow/totals`'s data: the titles ever borrowed, the copies ever borrowed, the copies out
 * now and, of those, the overdue ones.
 */
export const restBorrowTotals = z.object({
  titles: count,
  totalBorrowed: count,
  copiesOut: count,
  overdueCopies: count,
});
export type RestBorrowTotals = z.output<typeof restBorrowTotals>;

/** `GET /books/genres`'s data: every genre with how many books it has. */
export const restGenreCounts = z.array(z.object({ genre: z.enum(GENRES), books: count }));
export type RestGenreCounts = z.output<typeof restGenreCounts>;

/** One of these schemas, by what it reads a value into. */
export type ContractSchema<T> = z.ZodType<T>;

/** The result of reading a value with one of these schemas. */
export type Reading<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Reads `value` with `schema`: its parsed value, or the first reason it does not fit (path and message). */
export function readWith<T>(schema: ContractSchema<T>, value: unknown): Reading<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues.at(0);
  const path = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return { ok: false, reason: `${path}${issue?.message ?? 'does not fit the contract'}` };
}
