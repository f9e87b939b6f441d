/**
 * The api's side of the REST contract (./contract): runs a request through its zod schema and turns
 * the issues into the `{message, kind, path, value}` field errors of a VALIDATION_FAILED answer
 * (the first failure of each field). Returns clean values or throws a ValidationError.
 */
import type { z } from 'zod';
import {
  bookCreateRequest,
  bookPatchRequest,
  borrowRequest,
  borrowSummaryQuery,
  csvBookRow,
  importBooksQuery,
  isBookId,
  listBooksQuery,
  listLoansQuery,
  type BookInput,
  type CsvRowValues,
  type ImportErrorJson,
  type ImportQuery,
  type BookPatch,
  type BorrowInput,
  type FieldError,
  type ListQuery,
  type LoanQuery,
  type SummaryQuery,
  type ValidationKind,
} from './contract';
import { invalidId, invalidLoanId, ValidationError } from './errors';

export type { BookInput, BookPatch, BorrowInput, ListQuery, LoanQuery } from './contract';

/** A path parameter that must be a book id: 400 INVALID_ID otherwise. */
export function parseId(value: unknown): string {
  if (!isBookId(value)) throw invalidId();
  return value.toLowerCase();
}

/** A path parameter that must be a loan id (a UUID, as book ids): 400 INVALID_ID otherwise. */
export function parseLoanId(value: unknown): string {
  if (!isBookId(value)) throw invalidLoanId();
  return value.toLowerCase();
}

/** The value echoed in a field error, kept short. */
function echo(value: unknown): unknown {
  if (typeof value === 'string' && value.length > 100) return `${value.slice(0, 100)}…`;
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? '[array]' : '[object]';
  return value;
}

/** The kind of rule an issue reports: stated by our own refinements, derived for zod's checks. */
function kindOf(issue: z.core.$ZodIssue, input: unknown): ValidationKind {
  switch (issue.code) {
    case 'custom': {
      const kind: unknown = issue.params?.['kind'];
      return typeof kind === 'string' ? (kind as ValidationKind) : 'invalid';
    }
    case 'invalid_type':
      return input === undefined || input === null ? 'required' : 'type';
    case 'too_small':
      // Texts have a minimum length of 1 only when they are required.
      return issue.origin === 'string' ? 'required' : 'min';
    case 'too_big':
      return issue.origin === 'string' ? 'maxlength' : 'max';
    case 'invalid_value':
      return 'enum';
    default:
      return 'invalid';
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first issue of each field (the first segment of its path; `body` for the whole input), in order. */
function firstIssuePerField(issues: readonly z.core.$ZodIssue[]): Map<string, z.core.$ZodIssue> {
  const first = new Map<string, z.core.$ZodIssue>();
  for (const issue of issues) {
    const path = String(issue.path[0] ?? 'body');
    if (!first.has(path)) first.set(path, issue);
  }
  return first;
}

/** Parses `input` (a request's fields) with `schema`, or throws the field errors of its first failure per field. */
function parseFields<S extends z.ZodType>(schema: S, input: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, FieldError> = {};
  for (const [path, issue] of firstIssuePerField(result.error.issues)) {
    const value = input[path];
    errors[path] = { message: issue.message, kind: kindOf(issue, value), path, value: echo(value) };
  }
  throw new ValidationError(errors);
}

/**
 * A request body: a JSON object, or none (no fields). Any other JSON value is refused: a bare
 * string, number, boolean or null already by the JSON parser (MALFORMED_JSON), an array here.
 */
function requestBody(raw: unknown): Record<string, unknown> {
  if (Array.isArray(raw)) {
    throw new ValidationError({
      body: { message: 'Body must be a JSON object', kind: 'type', path: 'body', value: echo(raw) },
    });
  }
  return isObject(raw) ? raw : {};
}

/** POST /books: every required field, strings trimmed, unknown fields ignored. */
export function validateNewBook(body: unknown): BookInput {
  return parseFields(bookCreateRequest, requestBody(body));
}

/** PUT /books/:id: any subset of the fields, each validated as on create. */
export function validateBookPatch(body: unknown): BookPatch {
  return definedFields(parseFields(bookPatchRequest, requestBody(body)));
}

/** `value` without the fields that are present but undefined (a field sent as undefined is one not sent). */
function definedFields<T extends object>(value: T): Partial<T> {
  const defined: Partial<T> = {};
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (value[key] !== undefined) defined[key] = value[key];
  }
  return defined;
}

/** GET /books query string: page, limit, sortBy, sort, filter, search, available. */
export function validateListQuery(rawQuery: unknown): ListQuery {
  return parseFields(listBooksQuery, isObject(rawQuery) ? rawQuery : {});
}

/**
 * `GET /books/export.csv` query string: the list's (filter, search, available, sortBy, sort, checked
 * with the same answers); `page` and `limit` are ignored, an export has every matching book.
 */
export function validateExportQuery(rawQuery: unknown): ListQuery {
  const { page: _page, limit: _limit, ...rest } = isObject(rawQuery) ? rawQuery : {};
  return parseFields(listBooksQuery, rest);
}

/** `POST /books/import` query string: dryRun. */
export function validateImportQuery(rawQuery: unknown): ImportQuery {
  return parseFields(importBooksQuery, isObject(rawQuery) ? rawQuery : {});
}

/** A row of a CSV import: its book (the body of `POST /books`), or the first failure of each column, in order. */
export function checkCsvRow(values: CsvRowValues): { book: BookInput } | { errors: ImportErrorJson[] } {
  const result = csvBookRow.safeParse(values);
  if (result.success) return { book: result.data };
  return {
    errors: [...firstIssuePerField(result.error.issues)].map(([field, issue]) => ({ field, message: issue.message })),
  };
}

/** POST /borrow: {book, quantity, dueDate, borrower?}; a due date before `today` (the library's day) is refused. */
export function validateBorrow(raw: unknown, today: string): BorrowInput {
  return parseFields(
    borrowRequest(() => today),
    requestBody(raw),
  );
}

/** GET /loans query string: status, book, page, limit. */
export function validateLoanQuery(rawQuery: unknown): LoanQuery {
  return parseFields(listLoansQuery, isObject(rawQuery) ? rawQuery : {});
}

/** GET /borrow query string: page, limit (with either, one page; with neither, undefined: every row). */
export function validateSummaryQuery(rawQuery: unknown): SummaryQuery {
  return parseFields(borrowSummaryQuery, isObject(rawQuery) ? rawQuery : {});
}
