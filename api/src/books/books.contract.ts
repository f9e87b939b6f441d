/**
 * The books' requests and answers as zod schemas (re-exported by `@library/api/contract`): the
 * api validates `POST /books`, `PUT /books/:id` and `GET /books` with them (their messages are the
 * ones clients see in `error.errors[field].message`), and its JSON is typed by the answers', which
 * the gateway reads REST answers with. Rules and limits: contract/rules.
 */
import { z } from 'zod';
import {
  BOOK_TEXT_LIMITS,
  CONTROL_CHARACTERS,
  GENRES,
  LIST_DEFAULTS,
  LIST_LIMITS,
  MAX_COPIES,
  MESSAGES,
  SORT_FIELDS,
  SORT_ORDERS,
  isValidIsbn,
  isbnKey,
  type BookTextField,
} from '../contract/rules';
import {
  booleanFromText,
  count,
  ids,
  isMissing,
  oneId,
  queryWholeNumber,
  rule,
  timestamp,
  wholeNumber,
} from '../contract/schema-parts';
import { idListQuery, pageMeta, queryValue } from '../contract/schemas';

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

/** A genre, case and surrounding spaces aside; its label is read as it too ('Non-fiction' is NON_FICTION). */
function genreValue(label: string, required: boolean) {
  const text = z
    .string({ error: (issue) => (isMissing(issue.input) ? MESSAGES.required(label) : MESSAGES.genre(label)) })
    .trim();
  return (required ? text.min(1, MESSAGES.required(label)) : text)
    .toUpperCase()
    .transform((text) => text.replace(/[\s-]+/g, '_'))
    .pipe(z.enum(GENRES, { error: MESSAGES.genre(label) }));
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

/** The query of `GET /books/by-ids`: `ids`, 1 to 100 book ids, comma-separated. */
export const booksByIdsQuery = z.object({ ids: idListQuery('ids') });

/**
 * The path of `GET /books/by-isbn/:isbn`: any form of a valid ISBN (10 or 13 digits, hyphens and
 * spaces aside; 400 VALIDATION_FAILED on `isbn` as a book form says it otherwise), read as its
 * ISBN key (isbnKey: what the catalogue's uniqueness compares).
 */
export const bookByIsbnParams = z.object({ isbn: isbnText.transform(isbnKey) });

/** The query of `GET /books`, parsed into the list's settings (the genre filter as `genre`). */
/** A list's `search` text (books, and loans by their own title): no control characters, at most LIST_LIMITS.maxSearch. */
export const searchText = z
  .string()
  .refine((text) => !CONTROL_CHARACTERS.test(text), rule(MESSAGES.controlCharacters('search'), 'invalid'))
  .max(LIST_LIMITS.maxSearch, MESSAGES.tooLong('search', LIST_LIMITS.maxSearch));

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
    search: queryValue('search', searchText),
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
    /** Copies on the hold shelf (READY holds: not in `copies`); 0 from servers that do not send it. */
    onHoldShelf: count.default(0),
    /** Copies out on loan (the quantities of its loans not returned); 0 from servers that do not send it. */
    copiesOnLoan: count.default(0),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .transform(oneId);
export type RestBook = z.output<typeof restBook>;
/** A book as the api sends it: `id` repeats `_id`. */
export type BookJson = RestBook & { id: string };

/** One page of `GET /books`: the envelope's `data` and `meta`. */
export const restBookPage = z.object({ data: z.array(restBook), meta: pageMeta });

/** `GET /books/genres`'s data: the genres' names, in GENRES' order. */
export const restGenres = z.array(z.enum(GENRES));
export type RestGenres = z.output<typeof restGenres>;

/** `GET /books/genres/counts`'s data: every genre with how many books it has. */
export const restGenreCounts = z.array(z.object({ genre: z.enum(GENRES), books: count }));
export type RestGenreCounts = z.output<typeof restGenreCounts>;
