/**
 * The REST contract's rules, without dependencies: safe for the browser bundle
 * (`@library/api/contract/rules`). The zod schemas of ./schemas are built from these; the web forms
 * take their limits and texts from here too. Change a rule here and the api, the gateway and the web
 * form follow. The CSV import and export rules are in ./csv-rules, re-exported here.
 */

import { ISBN_LOOKUP_ERROR_CODES } from './isbn-lookup-rules';
import { ITEM_ERROR_CODES } from './item-rules';
import { FIELD_TEXTS } from './texts';

export * from './access-rules';
export * from './copies-rules';
export * from './date-format';
export * from './csv-rules';
export * from './loan-rules';
export * from './member-rules';
export * from './isbn-rules';
export * from './item-rules';
export * from './isbn-lookup-rules';
export * from './scan-rules';
export * from './staff-rules';
export * from './operations';

export const GENRES = ['FICTION', 'NON_FICTION', 'SCIENCE', 'HISTORY', 'BIOGRAPHY', 'FANTASY'] as const;
export type Genre = (typeof GENRES)[number];

/** What each genre is called on screen and in messages (the api's 'Genre must be one of …' too). */
export const GENRE_LABELS: Readonly<Record<Genre, string>> = {
  FICTION: 'Fiction',
  NON_FICTION: 'Non-fiction',
  SCIENCE: 'Science',
  HISTORY: 'History',
  BIOGRAPHY: 'Biography',
  FANTASY: 'Fantasy',
};

export const SORT_FIELDS = ['createdAt', 'updatedAt', 'title', 'author', 'copies'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Longest text of each book field, counted on the trimmed text. */
export const BOOK_TEXT_LIMITS = { title: 300, author: 200, isbn: 32, description: 5000 } as const;
export type BookTextField = keyof typeof BOOK_TEXT_LIMITS;

/**
 * Most copies a book can have: each copy is an item of its own (a row with its barcode), made when the
 * copies are, so one request never makes more than this many rows.
 */
export const MAX_COPIES = 10_000;

/** `GET /books`: page size (default and most), highest page, longest search. */
export const LIST_LIMITS = { defaultLimit: 10, maxLimit: 100, maxPage: 10_000_000, maxSearch: 100 } as const;

/** `GET /loans`: which loans. `overdue` loans are out and due before the library's today. */
export const LOAN_STATUSES = ['out', 'overdue', 'returned', 'all'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/**
 * The calendar day (`YYYY-MM-DD`) that `instant` falls on in `timeZone` (an IANA name such as
 * `Europe/Paris`): the library's "today", which decides which due dates are past and which loans
 * are overdue. Throws a RangeError for a time zone that does not exist.
 */
export function dayIn(timeZone: string, instant: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** Defaults of `GET /books` when the query leaves them out. */
export const LIST_DEFAULTS = { page: 1, limit: LIST_LIMITS.defaultLimit, sortBy: 'createdAt', sort: 'desc' } as const;

/**
 * Control characters other than tab, newline and carriage return. Refused in every text (PostgreSQL
 * text cannot hold the NUL byte; the others are never meant).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Texts shared by the api's answers and the web forms. */
export const MESSAGES = {
  ...FIELD_TEXTS,
  /** 'Genre must be one of Fiction, Non-fiction, …' (the labels; the value sent may be either spelling's enum). */
  genre: (label: string): string => `${label} must be one of ${GENRES.map((genre) => GENRE_LABELS[genre]).join(', ')}`,
} as const;

/**
 * The Content-Encodings a request body may be sent in (none is identity): the api decodes them,
 * the gateway's CSV import passes them on; any other is 415 UNSUPPORTED_MEDIA_TYPE.
 */
export const BODY_ENCODINGS = ['identity', 'gzip', 'deflate', 'br'] as const;
export type BodyEncoding = (typeof BODY_ENCODINGS)[number];

/** A request's Content-Encoding header read: one of BODY_ENCODINGS, or undefined for any other. */
export function bodyEncodingOf(header: string | undefined): BodyEncoding | undefined {
  const name = (header ?? '').trim().toLowerCase();
  return name === '' ? 'identity' : BODY_ENCODINGS.find((encoding) => encoding === name);
}

/** The texts of a body that cannot be decoded. */
/** What a caller reads while the database is away (REST and GraphQL alike, whatever the driver said). */
export const DATABASE_MESSAGES = {
  unavailable: 'The library’s database is not answering: please try again in a moment.',
} as const;

export const BODY_MESSAGES = {
  unsupportedEncoding: 'Send the body uncompressed or compressed with gzip, deflate or br (Content-Encoding)',
  /** 'The request body could not be decoded: it is not valid gzip'. */
  malformed: (encoding: string): string => `The request body could not be decoded: it is not valid ${encoding}`,
} as const;

/** The codes of sign-in and authorization failures (./access-rules); the gateway keeps them as its codes. */
export const AUTH_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'ALREADY_SET_UP',
  'INVITATION_INVALID',
  'LAST_ADMIN',
  'DUPLICATE_EMAIL',
  'PASSKEY_FAILED',
] as const;

/**
 * The codes of members, loan rules, renewals and holds (./member-rules; DUE_DATE_BEYOND_RULES: a due
 * date after today + the loan period, asked by a role that may not lend longer, ./loan-rules). The
 * gateway keeps them as its codes.
 */
export const MEMBER_ERROR_CODES = [
  'MEMBER_NOT_FOUND',
  'DUPLICATE_CARD',
  'MEMBER_BLOCKED',
  'LOAN_LIMIT',
  'RENEWAL_LIMIT',
  'ON_HOLD',
  'COPY_ON_SHELF',
  'HOLD_NOT_FOUND',
  'DUPLICATE_HOLD',
  'HOLD_NOT_ACTIVE',
  'MEMBER_HAS_LOANS',
  'MEMBER_NO_EMAIL',
  'LIBRARY_OPEN',
  'DUE_DATE_BEYOND_RULES',
] as const;

/** The `error.code` of every REST failure. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_ID',
  'MALFORMED_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'DUPLICATE_ISBN',
  'INSUFFICIENT_COPIES',
  'BOOK_NOT_AVAILABLE',
  'LOAN_NOT_FOUND',
  'ALREADY_RETURNED',
  'SERVICE_UNAVAILABLE',
  // The database connection gone or refused (PostgreSQL restarting or away): 503 with Retry-After.
  'DATABASE_UNAVAILABLE',
  'INVALID_CSV',
  'IMPORT_TOO_LARGE',
  'MALFORMED_BODY',
  ...AUTH_ERROR_CODES,
  ...MEMBER_ERROR_CODES,
  ...ISBN_LOOKUP_ERROR_CODES,
  ...ITEM_ERROR_CODES,
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** What kind of rule a field broke (`error.errors[field].kind` of a VALIDATION_FAILED answer). */
export const VALIDATION_KINDS = ['required', 'type', 'invalid', 'enum', 'min', 'max', 'maxlength'] as const;
export type ValidationKind = (typeof VALIDATION_KINDS)[number];
