/**
 * Validation of request bodies, ids and query strings. Returns clean values or throws a
 * ValidationError whose field errors follow the `{message, kind, path, value}` format.
 */
import { GENRES, type Genre } from './db/schema';
import { invalidId, ValidationError, type FieldError, type ValidationKind } from './errors';

export const SORT_FIELDS = ['createdAt', 'updatedAt', 'title', 'author', 'copies'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

export const MAX_LIMIT = 100;
export const MAX_PAGE = 10_000_000;
export const MAX_COPIES = 1_000_000;
export const MAX_QUANTITY = 1_000_000;
/** Longest `search` of GET /books, in characters after trimming. */
export const MAX_SEARCH_LENGTH = 100;
const MAX_LENGTH = { title: 300, author: 200, isbn: 32, description: 5000 } as const;

export interface BookInput {
  title: string;
  author: string;
  genre: Genre;
  isbn: string;
  description: string | null;
  copies: number;
  available: boolean | undefined;
}
export type BookPatch = Partial<BookInput>;

export interface ListQuery {
  page: number;
  limit: number;
  sortBy: SortField;
  sort: SortDirection;
  genre: Genre | undefined;
  /** Trimmed text to find in title, author or ISBN; undefined: no search. */
  search: string | undefined;
  /** Only books whose `available` is this; undefined: all. */
  available: boolean | undefined;
}

export interface BorrowInput {
  bookId: string;
  quantity: number;
  dueDate: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A path parameter that must be a book id: 400 INVALID_ID otherwise. */
export function parseId(value: unknown): string {
  if (!isId(value)) throw invalidId();
  return value.toLowerCase();
}

/** The value echoed in a field error, kept short. */
function echo(value: unknown): unknown {
  if (typeof value === 'string' && value.length > 100) return `${value.slice(0, 100)}…`;
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? '[array]' : '[object]';
  return value;
}

class Collector {
  readonly errors: Record<string, FieldError> = {};
  add(path: string, kind: ValidationKind, message: string, value: unknown): undefined {
    this.errors[path] ??= { message, kind, path, value: echo(value) };
    return undefined;
  }
  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw new ValidationError(this.errors);
  }
}

// Control characters other than tab, newline and carriage return (and so the NUL byte, which
// PostgreSQL text cannot hold).
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function text(
  c: Collector,
  body: Record<string, unknown>,
  path: keyof typeof MAX_LENGTH,
  label: string,
  required: boolean,
): string | null | undefined {
  const value = body[path];
  if (value === undefined || value === null) {
    return required ? c.add(path, 'required', `${label} is required`, value) : (value as null | undefined);
  }
  if (typeof value !== 'string') return c.add(path, 'type', `${label} must be text`, value);
  const trimmed = value.trim();
  if (trimmed === '') return required ? c.add(path, 'required', `${label} is required`, value) : null;
  if (CONTROL.test(trimmed)) return c.add(path, 'invalid', `${label} must not contain control characters`, value);
  if (trimmed.length > MAX_LENGTH[path]) {
    return c.add(path, 'maxlength', `${label} must be at most ${MAX_LENGTH[path]} characters`, value);
  }
  return trimmed;
}

function genreOf(c: Collector, value: unknown, path: string, label: string): Genre | undefined {
  if (typeof value !== 'string') return c.add(path, 'type', `${label} must be one of ${GENRES.join(', ')}`, value);
  const upper = value.trim().toUpperCase();
  const genre = GENRES.find((g) => g === upper);
  return genre ?? c.add(path, 'enum', `${label} must be one of ${GENRES.join(', ')}`, value);
}

function wholeNumber(
  c: Collector,
  value: unknown,
  path: string,
  label: string,
  min: number,
  max: number,
  minMessage: string,
): number | undefined {
  if (value === undefined || value === null) return c.add(path, 'required', `${label} is required`, value);
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return c.add(path, 'type', `${label} must be a whole number`, value);
  }
  if (value < min) return c.add(path, 'min', minMessage, value);
  if (!Number.isInteger(value)) return c.add(path, 'type', `${label} must be a whole number`, value);
  if (value > max) return c.add(path, 'max', `${label} must be at most ${max}`, value);
  return value;
}

const ISBN_DIGITS = /^(\d{9}[\dX]|\d{13})$/;

function bodyObject(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * A request body: a JSON object, or none (no fields). Any other JSON value is refused: a bare
 * string, number, boolean or null already by the JSON parser (MALFORMED_JSON), an array here.
 */
function requestBody(raw: unknown): Record<string, unknown> {
  if (Array.isArray(raw)) {
    throw new ValidationError({ body: { message: 'Body must be a JSON object', kind: 'type', path: 'body', value: echo(raw) } });
  }
  return bodyObject(raw);
}

function validateBookFields(raw: unknown, partial: boolean): BookPatch {
  const body = requestBody(raw);
  const c = new Collector();
  const out: BookPatch = {};
  const has = (key: string): boolean => !partial || Object.prototype.hasOwnProperty.call(body, key);

  if (has('title')) out.title = text(c, body, 'title', 'Title', true) ?? undefined;
  if (has('author')) out.author = text(c, body, 'author', 'Author', true) ?? undefined;
  if (has('genre')) {
    const v = body.genre;
    out.genre =
      v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
        ? c.add('genre', 'required', 'Genre is required', v)
        : genreOf(c, v, 'genre', 'Genre');
  }
  if (has('isbn')) {
    const isbn = text(c, body, 'isbn', 'ISBN', true);
    if (typeof isbn === 'string') {
      const digits = isbn.replace(/[- ]/g, '').toUpperCase();
      out.isbn = ISBN_DIGITS.test(digits)
        ? isbn
        : c.add('isbn', 'invalid', 'ISBN must have 10 or 13 digits (hyphens allowed)', body.isbn);
    }
  }
  if (has('description')) {
    const d = text(c, body, 'description', 'Description', false);
    out.description = d ?? null;
  }
  if (has('copies')) {
    out.copies = wholeNumber(c, body.copies, 'copies', 'Copies', 0, MAX_COPIES, 'Copies must be 0 or more');
  }
  if (body.available !== undefined) {
    if (typeof body.available === 'boolean') out.available = body.available;
    else c.add('available', 'type', 'Available must be true or false', body.available);
  }
  c.throwIfAny();
  return out;
}

/** POST /books: every required field, strings trimmed, unknown fields ignored. */
export function validateNewBook(body: unknown): BookInput {
  const v = validateBookFields(body, false);
  return {
    title: v.title!,
    author: v.author!,
    genre: v.genre!,
    isbn: v.isbn!,
    description: v.description ?? null,
    copies: v.copies!,
    available: v.available,
  };
}

/** PUT /books/:id: any subset of the fields, each validated as on create. */
export function validateBookPatch(body: unknown): BookPatch {
  const patch = validateBookFields(body, true);
  for (const key of Object.keys(patch) as (keyof BookPatch)[]) {
    if (patch[key] === undefined) delete patch[key];
  }
  return patch;
}

function queryValue(c: Collector, query: Record<string, unknown>, name: string): string | undefined {
  const v = query[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') return c.add(name, 'type', `${name} must be given once, as a single value`, v);
  return v.trim() === '' ? undefined : v.trim();
}

function queryInt(c: Collector, query: Record<string, unknown>, name: string, fallback: number, max: number): number {
  const v = queryValue(c, query, name);
  if (v === undefined) return fallback;
  if (!/^\d{1,10}$/.test(v)) return c.add(name, 'type', `${name} must be a whole number from 1 to ${max}`, v) ?? fallback;
  const n = Number(v);
  if (n < 1) return c.add(name, 'min', `${name} must be a whole number from 1 to ${max}`, v) ?? fallback;
  if (n > max) return c.add(name, 'max', `${name} must be a whole number from 1 to ${max}`, v) ?? fallback;
  return n;
}

function querySearch(c: Collector, query: Record<string, unknown>): string | undefined {
  const v = queryValue(c, query, 'search');
  if (v === undefined) return undefined;
  if (CONTROL.test(v)) return c.add('search', 'invalid', 'search must not contain control characters', v);
  if (v.length > MAX_SEARCH_LENGTH) {
    return c.add('search', 'maxlength', `search must be at most ${MAX_SEARCH_LENGTH} characters`, v);
  }
  return v;
}

function queryBoolean(c: Collector, query: Record<string, unknown>, name: string): boolean | undefined {
  const v = queryValue(c, query, name);
  if (v === undefined) return undefined;
  if (v === 'true') return true;
  if (v === 'false') return false;
  return c.add(name, 'enum', `${name} must be true or false`, v);
}

/** GET /books query string: page, limit, sortBy, sort, filter, search, available. */
export function validateListQuery(rawQuery: unknown): ListQuery {
  const query = bodyObject(rawQuery);
  const c = new Collector();
  const page = queryInt(c, query, 'page', 1, MAX_PAGE);
  const limit = queryInt(c, query, 'limit', 10, MAX_LIMIT);
  const sortByRaw = queryValue(c, query, 'sortBy');
  const sortBy: SortField =
    sortByRaw === undefined
      ? 'createdAt'
      : (SORT_FIELDS.find((f) => f === sortByRaw) ??
        c.add('sortBy', 'enum', `sortBy must be one of ${SORT_FIELDS.join(', ')}`, sortByRaw) ??
        'createdAt');
  const sortRaw = queryValue(c, query, 'sort');
  const sortLower = sortRaw?.toLowerCase();
  const sort: SortDirection =
    sortLower === undefined
      ? 'desc'
      : sortLower === 'asc' || sortLower === 'desc'
        ? sortLower
        : (c.add('sort', 'enum', 'sort must be asc or desc', sortRaw) ?? 'desc');
  const filter = queryValue(c, query, 'filter');
  const genre = filter === undefined ? undefined : genreOf(c, filter, 'filter', 'filter');
  const search = querySearch(c, query);
  const available = queryBoolean(c, query, 'available');
  c.throwIfAny();
  return { page, limit, sortBy, sort, genre, search, available };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:[Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** The calendar date a due date names, or undefined when it is not a real date. */
export function parseDueDate(value: string): string | undefined {
  const m = DATE.exec(value.trim());
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (year < 1 || d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return undefined;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/**
 * The earliest due date accepted: today where the day started last (UTC-12), so that "today" of
 * any client, whatever its time zone, is accepted.
 */
export function earliestDueDate(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

/** POST /borrow: {book, quantity, dueDate}. */
export function validateBorrow(raw: unknown, now: Date = new Date()): BorrowInput {
  const body = requestBody(raw);
  const c = new Collector();
  let bookId: string | undefined;
  const book = body.book;
  if (book === undefined || book === null || (typeof book === 'string' && book.trim() === '')) {
    c.add('book', 'required', 'Book is required', book);
  } else if (typeof book !== 'string') {
    c.add('book', 'type', 'Book must be a book id', book);
  } else if (!isId(book.trim())) {
    c.add('book', 'invalid', 'Book must be a valid book id', book);
  } else {
    bookId = book.trim().toLowerCase();
  }
  const quantity = wholeNumber(c, body.quantity, 'quantity', 'Quantity', 1, MAX_QUANTITY, 'Quantity must be 1 or more');
  let dueDate: string | undefined;
  const due = body.dueDate;
  if (due === undefined || due === null || (typeof due === 'string' && due.trim() === '')) {
    c.add('dueDate', 'required', 'Due date is required', due);
  } else if (typeof due !== 'string') {
    c.add('dueDate', 'type', 'Due date must be a date such as 2030-01-31', due);
  } else {
    const date = parseDueDate(due);
    if (date === undefined) c.add('dueDate', 'invalid', 'Due date must be a date such as 2030-01-31', due);
    else if (date < earliestDueDate(now)) c.add('dueDate', 'min', 'Due date must be today or later', due);
    else dueDate = date;
  }
  c.throwIfAny();
  return { bookId: bookId!, quantity: quantity!, dueDate: dueDate! };
}
