/**
 * The data-access functions. Each takes the handle it must use: the database, or, inside a
 * transaction, the transaction itself (never the outer handle: PGlite would deadlock on it).
 */
import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { z } from 'zod';
import {
  alreadyReturned,
  bookNotAvailable,
  bookNotFound,
  duplicateIsbn,
  insufficientCopies,
  loanNotFound,
} from '../errors';
import {
  GENRES,
  isbnKey,
  type BookInput,
  type Genre,
  type BookPatch,
  type BorrowInput,
  type ListQuery,
  type LoanQuery,
  type LoanStatus,
  type SortField,
} from '../contract';
import type { DemoLoan } from '../seed-data';
import * as schema from './schema';
import { books, borrowCounters, borrows, genreCounts, storeMeta, type BookRow, type BorrowRow } from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either handle: the database or an open transaction. */
export type Executor = Db | Tx;

/** A row of the borrow summary: a book ever borrowed (deleted or not) as borrow_totals describes it. */
export interface SummaryRow {
  bookId: string;
  title: string | null;
  isbn: string | null;
  author: string | null;
  genre: Genre | null;
  totalQuantity: number;
  copiesOut: number;
  overdueCopies: number;
}

/** Where a keyset page of the summary starts: after this row's order key. */
export interface SummaryCursor {
  total: number;
  title: string;
  bookId: string;
}

/** The summary's headline figures (borrow_counters, and the out loans' due-date index for overdue). */
export interface BorrowTotals {
  titles: number;
  totalBorrowed: number;
  copiesOut: number;
  overdueCopies: number;
}

/** A genre and how many books of it the catalogue holds. */
export interface GenreCount {
  genre: Genre;
  books: number;
}

export const sortColumns = {
  createdAt: books.createdAt,
  updatedAt: books.updatedAt,
  title: books.title,
  author: books.author,
  copies: books.copies,
} satisfies Record<SortField, unknown>;

export function ordering(q: ListQuery, reversed: boolean): SQL[] {
  const dir = (q.sort === 'asc') !== reversed ? asc : desc;
  return [dir(sortColumns[q.sortBy]), dir(books.id)];
}

/**
 * A LIKE pattern, as SQL, that finds `text` anywhere, literally, in a folded column: the database
 * folds `text` as it folds the indexed columns (library_fold: unaccented, lower-cased), then escapes
 * its `%`, `_` and `\` (with `\`). Folding comes first because unaccent turns a few characters into
 * wildcards (the full-width `％` and `＿` become `%` and `_`). Every step is IMMUTABLE, so the planner
 * computes the pattern once, before planning, and pg_trgm reads its trigrams from the result.
 */
export function containsPattern(text: string): SQL {
  return sql`'%' || replace(replace(replace(library_fold(${text}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}

/** Characters a stored ISBN can hold once its hyphens and spaces are left out (validation.ts). */
const ISBN_TEXT = /^[0-9X]+$/i;

/** A text as library_fold reads it, near enough to count letters and guess how common a word is. */
function roughFold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Sample values of the folded column, each with the share of the rows it stands for. */
export interface FoldedSample {
  values: string[];
  shares: number[];
}

const statsRow = z.object({
  nullFrac: z.number(),
  mcv: z.array(z.string()).nullable(),
  mcf: z.array(z.number()).nullable(),
  hist: z.array(z.string()).nullable(),
});

/** How long the statistics read by searchStats are reused (ANALYZE changes them rarely). */
const SEARCH_STATS_TTL_MS = 60_000;
let searchStatsCache: { until: number; sample: FoldedSample | undefined } | undefined;

/**
 * What ANALYZE sampled of books.search_text, the folded title and author (pg_stats: the most
 * common values with their frequencies, and the histogram's bounds, each standing for an equal
 * share of the rest). Undefined before the first ANALYZE. Read at most once a minute per process: it
 * only steers which words of a search the index is asked for, never which books are found.
 */
async function searchStats(tx: Tx): Promise<FoldedSample | undefined> {
  if (searchStatsCache !== undefined && searchStatsCache.until > Date.now()) return searchStatsCache.sample;
  const result: unknown = await tx.execute(sql`
    SELECT json_build_object(
             'nullFrac', null_frac, 'mcv', most_common_vals::text::text[],
             'mcf', most_common_freqs, 'hist', histogram_bounds::text::text[])::text AS stats
    FROM pg_stats
    WHERE schemaname = current_schema() AND tablename = 'books' AND attname = 'search_text'`);
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  const first: unknown = Array.isArray(rows) ? rows.at(0) : undefined;
  const text = typeof first === 'object' && first !== null && 'stats' in first ? first.stats : undefined;
  const parsed = typeof text === 'string' ? statsRow.safeParse(JSON.parse(text)) : undefined;
  let sample: FoldedSample | undefined;
  if (parsed?.success) {
    const mcv = parsed.data.mcv ?? [];
    const mcf = parsed.data.mcf ?? [];
    const hist = parsed.data.hist ?? [];
    const rest = Math.max(0, 1 - parsed.data.nullFrac - mcf.reduce((a, b) => a + b, 0));
    sample = {
      values: [...mcv, ...hist],
      shares: [...mcv.map((_, i) => mcf[i] ?? 0), ...hist.map(() => (hist.length > 0 ? rest / hist.length : 0))],
    };
  }
  searchStatsCache = { until: Date.now() + SEARCH_STATS_TTL_MS, sample };
  return sample;
}

/** Share of the rows under which a word's trigrams are cheap to look up and few rows are checked. */
const SELECTIVE_SHARE = 0.02;

/**
 * The parts of a search to ask a column's trigram index for. Each part is one word of the search
 * with the character before and after it (spaces, punctuation: they make pg_trgm's word-boundary
 * trigrams), kept when it yields a trigram at all. With statistics, the words found in under 2% of
 * the sampled values (else the rarest one): a word in nearly every row (the bench's "author") costs
 * the GIN scan its whole posting lists and narrows nothing. Without statistics, the whole search.
 * None: no part has a trigram (a search of one or two letters), and the column is scanned.
 */
export function indexedParts(search: string, sample: FoldedSample | undefined): string[] {
  const parts: { text: string; length: number }[] = [];
  for (const word of search.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const start = word.index;
    const end = start + word[0].length;
    const length = roughFold(word[0]).length;
    if (length >= 3 || start > 0 || (end < search.length && length >= 2)) {
      parts.push({ text: search.slice(Math.max(0, start - 1), Math.min(search.length, end + 1)), length });
    }
  }
  if (parts.length === 0) return [];
  if (sample === undefined) return [search];
  const ranked = parts
    .map((p) => {
      const needle = roughFold(p.text);
      const share = sample.values.reduce((sum, v, i) => (v.includes(needle) ? sum + (sample.shares[i] ?? 0) : sum), 0);
      return { ...p, share };
    })
    .sort((a, b) => a.share - b.share || b.length - a.length);
  const selective = ranked.filter((p) => p.share < SELECTIVE_SHARE);
  return (selective.length > 0 ? selective : ranked.slice(0, 1)).map((p) => p.text);
}

/**
 * A search's condition: its text, folded, anywhere in the folded title or author (the stored
 * search_text), or (when the search could be part of an ISBN: digits and X once hyphens and spaces
 * are left out) in the ISBN without hyphens and spaces. Each has its GIN trigram index (migrations
 * 0006 and 0003), which a BitmapOr combines; search_text's index is asked for the search's selective
 * parts (indexedParts), and the rows it finds are checked exactly: `strpos` of the folded search in
 * search_text (a literal "contains", which no index serves, so it stays a check). A search with no
 * part an index can serve is only that check: the planner scans the table.
 */
function searchCondition(search: string, sample: FoldedSample | undefined): SQL | undefined {
  const parts = indexedParts(search, sample);
  const likes = parts.map((part) => sql`${books.searchText} LIKE ${containsPattern(part)} ESCAPE '\\'`);
  const text =
    parts.length === 1 && parts[0] === search
      ? likes[0]
      : and(...likes, sql`strpos(${books.searchText}, library_fold(${search})) > 0`);
  const isbnText = search.replace(/[- ]/g, '').toUpperCase();
  const isbn = sql`upper(translate(${books.isbn}, '- ', ''))`;
  return or(
    text,
    !ISBN_TEXT.test(isbnText)
      ? undefined
      : isbnText.length >= 3
        ? sql`${isbn} LIKE ${`%${isbnText}%`}`
        : sql`strpos(${isbn}, ${isbnText}) > 0`,
  );
}

/**
 * The rows a listing is about: the genre filter, `available`, and the search (searchCondition:
 * case- and accent-insensitive, wildcards literal, in the title, the author, or the ISBN with
 * hyphens and spaces left out on both sides). Undefined when nothing narrows the listing.
 */
export async function listCondition(tx: Tx, q: ListQuery): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  if (q.genre !== undefined) conditions.push(eq(books.genre, q.genre));
  if (q.available !== undefined) conditions.push(eq(books.available, q.available));
  if (q.search !== undefined) conditions.push(searchCondition(q.search, await searchStats(tx)));
  return and(...conditions);
}

/**
 * The number of books a listing covers. Without a search or `available`, read from genre_counts
 * (six rows at most); with either, COUNT(*) of the matching rows (with a search, of the rows its
 * trigram indexes find; `available` alone scans the table).
 */
async function countListed(tx: Tx, q: ListQuery, condition: SQL | undefined): Promise<number> {
  if (q.search === undefined && q.available === undefined) {
    const count = (
      await tx
        .select({ total: sql<string>`coalesce(sum(${genreCounts.books}), 0)` })
        .from(genreCounts)
        .where(q.genre === undefined ? undefined : eq(genreCounts.genre, q.genre))
    ).at(0);
    return Number(count?.total ?? 0);
  }
  const count = (
    await tx
      .select({ total: sql<string>`count(*)` })
      .from(books)
      .where(condition)
  ).at(0);
  return Number(count?.total ?? 0);
}

/**
 * One page of books and the total, read in one snapshot (see countListed for the total). The page
 * is a deferred join: the ids come from the (genre,) sort column, id index, then only those rows are
 * read; a page in the second half is read from the other end of the index (reversed order, offset
 * from the end), so the last page is as cheap as the first.
 */
export async function listBooks(tx: Tx, q: ListQuery): Promise<{ books: BookRow[]; total: number }> {
  const condition = await listCondition(tx, q);
  const total = await countListed(tx, q, condition);
  const offset = (q.page - 1) * q.limit;
  if (offset >= total) return { books: [], total };
  const reversed = offset > total / 2;
  const limit = reversed ? Math.min(q.limit, total - offset) : q.limit;
  const page = tx
    .select({ pageId: books.id })
    .from(books)
    .where(condition)
    .orderBy(...ordering(q, reversed))
    .limit(limit)
    .offset(reversed ? Math.max(0, total - offset - q.limit) : offset)
    .as('page');
  const rows = await tx
    .select({ book: books })
    .from(books)
    .innerJoin(page, eq(books.id, page.pageId))
    .orderBy(...ordering(q, false));
  return { books: rows.map((r) => r.book), total };
}

export async function getBook(exec: Executor, id: string): Promise<BookRow | undefined> {
  return (await exec.select().from(books).where(eq(books.id, id))).at(0);
}

/** PostgreSQL error code of `err` or of one of its causes (drizzle wraps driver errors). */
function pgErrorCode(err: unknown): { code: string; constraint: string | undefined } | undefined {
  for (let e: unknown = err, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      const constraint = 'constraint' in e && typeof e.constraint === 'string' ? e.constraint : undefined;
      return { code: e.code, constraint };
    }
    e = 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

/**
 * True when PostgreSQL aborted the transaction because it lost a race with another one (deadlock
 * victim 40P01, serialization failure 40001): nothing of it remains, and running it again is safe.
 */
export function lostRace(err: unknown): boolean {
  const code = pgErrorCode(err)?.code;
  return code === '40P01' || code === '40001';
}

/** Throws DUPLICATE_ISBN for a unique violation of the ISBN key, else `err` as it is. */
export function rethrowDuplicateIsbn(err: unknown): never {
  const pg = pgErrorCode(err);
  if (pg?.code === '23505' && (pg.constraint === undefined || pg.constraint === 'books_isbn_key'))
    throw duplicateIsbn();
  throw err;
}

export async function createBook(exec: Executor, input: BookInput): Promise<BookRow> {
  const available = input.copies > 0 && (input.available ?? true);
  try {
    const rows = await exec
      .insert(books)
      .values({
        title: input.title,
        author: input.author,
        genre: input.genre,
        isbn: input.isbn,
        isbnKey: isbnKey(input.isbn),
        description: input.description,
        copies: input.copies,
        available,
      })
      .returning();
    const row = rows.at(0);
    if (row === undefined) throw new Error('INSERT … RETURNING of a book gave no row');
    return row;
  } catch (err: unknown) {
    return rethrowDuplicateIsbn(err);
  }
}

/** Applies a patch; keeps `available` false when copies is 0 (and copies > 0 when copies changes alone). */
export async function updateBook(exec: Executor, id: string, patch: BookPatch): Promise<BookRow | undefined> {
  const { available, ...fields } = patch;
  if (Object.keys(fields).length === 0 && available === undefined) return getBook(exec, id);
  const set: PgUpdateSetSource<typeof books> = { ...fields, updatedAt: sql`now()` };
  if (fields.isbn !== undefined) set.isbnKey = isbnKey(fields.isbn);
  if (fields.copies !== undefined) {
    set.available = fields.copies > 0 && (available ?? true);
  } else if (available !== undefined) {
    set.available = available ? sql`${books.copies} > 0` : false;
  }
  try {
    return (await exec.update(books).set(set).where(eq(books.id, id)).returning()).at(0);
  } catch (err: unknown) {
    return rethrowDuplicateIsbn(err);
  }
}

export async function deleteBook(exec: Executor, id: string): Promise<boolean> {
  const rows = await exec.delete(books).where(eq(books.id, id)).returning({ id: books.id });
  return rows.length > 0;
}

/** A text column's value; null for anything else. */
function text(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

/** The rows of a statement (drivers differ in result shape). */
function resultRows(result: unknown): Record<string, unknown>[] {
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  return (Array.isArray(rows) ? rows : []).filter(
    (row: unknown): row is Record<string, unknown> => typeof row === 'object' && row !== null,
  );
}

/** The loans a statement returns (drivers differ in result shape), read from snake_case columns. */
function loanRowsFrom(result: unknown): BorrowRow[] {
  const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
  return resultRows(result).map((r): BorrowRow => ({
    id: String(r.id),
    bookId: String(r.book_id),
    quantity: Number(r.quantity),
    dueDate: String(r.due_date),
    borrower: text(r.borrower),
    title: text(r.title),
    isbn: text(r.isbn),
    returnedAt: r.returned_at === null || r.returned_at === undefined ? null : date(r.returned_at),
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
  }));
}

/** The columns of a loan as loanRowsFrom reads them (the due date as `YYYY-MM-DD` whatever the driver). */
const LOAN_COLUMNS = sql.raw(
  "id, book_id, quantity, to_char(due_date, 'YYYY-MM-DD') AS due_date, borrower, title, isbn, returned_at, created_at, updated_at",
);

/** A borrow's addition to its book's total, with the book's title, ISBN, author and genre of now. */
const ADD_TO_TOTAL = sql.raw(
  'total_quantity = borrow_totals.total_quantity + excluded.total_quantity, title = excluded.title, ' +
    'isbn = excluded.isbn, author = excluded.author, genre = excluded.genre',
);

/**
 * Borrows for several requests of one book at once, all or nothing, in one statement: one
 * conditional UPDATE takes the sum of their quantities if the book is available and that many
 * copies are left, and the same statement inserts their loans (with the book's title and ISBN of
 * now) and adds to the book's total (data-modifying CTEs on the UPDATE's RETURNING; the book's row
 * lock is held for that statement and its commit only). Returns the loans in the order of
 * `requests`, or undefined when the book does not exist, is not available or has too few copies
 * for them all, and then nothing has changed.
 */
export async function borrowTogether(
  exec: Executor,
  bookId: string,
  requests: readonly Omit<BorrowInput, 'bookId'>[],
): Promise<BorrowRow[] | undefined> {
  const items = requests.map((r) => ({
    id: crypto.randomUUID(),
    quantity: r.quantity,
    due_date: r.dueDate,
    borrower: r.borrower,
  }));
  const total = items.reduce((sum, item) => sum + item.quantity, 0);
  const result: unknown = await exec.execute(sql`
    WITH taken AS (
      UPDATE books
      SET copies = copies - ${total},
          available = copies - ${total} > 0,
          updated_at = now()
      WHERE id = ${bookId} AND available AND copies >= ${total}
      RETURNING id, title, isbn, author, genre
    ), record AS (
      INSERT INTO borrows (id, book_id, quantity, due_date, borrower, title, isbn)
      SELECT r.id, taken.id, r.quantity, r.due_date, r.borrower, taken.title, taken.isbn
      FROM taken,
        jsonb_to_recordset(${JSON.stringify(items)}::jsonb) AS r(id uuid, quantity integer, due_date date, borrower text)
      RETURNING *
    ), total AS (
      INSERT INTO borrow_totals (book_id, total_quantity, title, isbn, author, genre)
      SELECT id, ${total}, title, isbn, author, genre FROM taken
      ON CONFLICT (book_id) DO UPDATE SET ${ADD_TO_TOTAL}
    )
    SELECT ${LOAN_COLUMNS} FROM record`);
  const byId = new Map(loanRowsFrom(result).map((row) => [row.id, row]));
  const records = items.map((item) => byId.get(item.id));
  return records.every((r): r is BorrowRow => r !== undefined) ? records : undefined;
}

/**
 * Borrows copies for one request (see borrowTogether: one statement, all or nothing). When no row
 * could be updated, a read tells 404 (no such book) from 409 not available (copies left, but marked
 * not for lending) and 409 insufficient copies (how many are left).
 */
export async function borrowBook(exec: Executor, input: BorrowInput): Promise<BorrowRow> {
  const record = (await borrowTogether(exec, input.bookId, [input]))?.at(0);
  if (record) return record;
  const current = (
    await exec
      .select({ copies: books.copies, available: books.available })
      .from(books)
      .where(eq(books.id, input.bookId))
  ).at(0);
  if (!current) throw bookNotFound();
  if (!current.available && current.copies > 0) throw bookNotAvailable();
  throw insufficientCopies(current.copies, input.quantity);
}

/**
 * Returns a loan, exactly once, in one statement: the conditional UPDATE marks it returned only if
 * it is still out (a concurrent second return waits for the first's row lock, then finds it
 * returned and changes nothing), and the same statement gives its copies back to its book, if the
 * book still exists, making it available again when it had none left (a book marked not available
 * while it had copies stays so). A loan that is not out tells 404 (no such loan) from 409 (already
 * returned).
 */
export async function returnLoan(exec: Executor, loanId: string): Promise<BorrowRow> {
  const result: unknown = await exec.execute(sql`
    WITH loan AS (
      UPDATE borrows SET returned_at = now(), updated_at = now()
      WHERE id = ${loanId} AND returned_at IS NULL
      RETURNING *
    ), back AS (
      UPDATE books
      SET copies = books.copies + loan.quantity,
          available = books.available OR books.copies = 0,
          updated_at = now()
      FROM loan
      WHERE books.id = loan.book_id
    )
    SELECT ${LOAN_COLUMNS} FROM loan`);
  const returned = loanRowsFrom(result).at(0);
  if (returned) return returned;
  const known = (await exec.select({ id: borrows.id }).from(borrows).where(eq(borrows.id, loanId))).at(0);
  throw known ? alreadyReturned() : loanNotFound();
}

/** A loan is overdue when it is out and was due before `today` (the library's day, `YYYY-MM-DD`). */
function overdueCondition(today: string): SQL {
  return sql`${borrows.returnedAt} IS NULL AND ${borrows.dueDate} < ${today}::date`;
}

function loanCondition(q: LoanQuery, today: string): SQL | undefined {
  const status: Record<LoanStatus, SQL | undefined> = {
    out: isNull(borrows.returnedAt),
    overdue: overdueCondition(today),
    returned: isNotNull(borrows.returnedAt),
    all: undefined,
  };
  return and(status[q.status], q.bookId === undefined ? undefined : eq(borrows.bookId, q.bookId));
}

export interface LoanRow extends BorrowRow {
  overdue: boolean;
}

/** One page of loans, newest first, and their total, read in one snapshot. */
export async function listLoans(tx: Tx, q: LoanQuery, today: string): Promise<{ loans: LoanRow[]; total: number }> {
  const condition = loanCondition(q, today);
  const count = (
    await tx
      .select({ total: sql<string>`count(*)` })
      .from(borrows)
      .where(condition)
  ).at(0);
  const total = Number(count?.total ?? 0);
  const offset = (q.page - 1) * q.limit;
  if (offset >= total) return { loans: [], total };
  const loans = await tx
    .select({ loan: borrows, overdue: sql<boolean>`${overdueCondition(today)}` })
    .from(borrows)
    .where(condition)
    .orderBy(desc(borrows.createdAt), desc(borrows.id))
    .limit(q.limit)
    .offset(offset);
  return { loans: loans.map((row) => ({ ...row.loan, overdue: row.overdue })), total };
}

function isGenre(value: unknown): value is Genre {
  return typeof value === 'string' && (GENRES as readonly string[]).includes(value);
}

/**
 * The summary's order, as one ascending key that borrow_totals_order_idx holds: the largest total
 * first, then the title ('' when unknown, so such rows come first among equal totals), then the id.
 */
const SUMMARY_KEY = sql.raw(`(-t.total_quantity), coalesce(t.title, ''), t.book_id`);

/**
 * Summary rows of borrow_totals (`pick`: a SELECT of its rows, through the order index), each with its copies out now and, of those, overdue on `today` (summed from the out
 * loans' index of its book), in the summary's order.
 */
async function summaryRows(exec: Executor, today: string, pick: SQL): Promise<SummaryRow[]> {
  const result: unknown = await exec.execute(sql`
    SELECT t.book_id, t.title, t.isbn, t.author, t.genre, t.total_quantity::text AS total_quantity,
      o.copies_out::text AS copies_out, o.overdue_copies::text AS overdue_copies
    FROM (${pick}) AS t
    LEFT JOIN LATERAL (
      SELECT coalesce(sum(b.quantity), 0) AS copies_out,
        coalesce(sum(b.quantity) FILTER (WHERE b.due_date < ${today}::date), 0) AS overdue_copies
      FROM borrows AS b WHERE b.book_id = t.book_id AND b.returned_at IS NULL
    ) AS o ON true
    ORDER BY ${SUMMARY_KEY}`);
  return resultRows(result).map((r) => ({
    bookId: String(r.book_id),
    title: text(r.title),
    isbn: text(r.isbn),
    author: text(r.author),
    genre: isGenre(r.genre) ? r.genre : null,
    totalQuantity: Number(r.total_quantity),
    copiesOut: Number(r.copies_out ?? 0),
    overdueCopies: Number(r.overdue_copies ?? 0),
  }));
}

/** The number of titles ever borrowed (the summary's rows), from the counters. */
async function borrowedTitles(exec: Executor): Promise<number> {
  const row = (
    await exec.select({ titles: sql<string>`coalesce(sum(${borrowCounters.titles}), 0)` }).from(borrowCounters)
  ).at(0);
  return Number(row?.titles ?? 0);
}

/** The headline figures: counters for the titles, the copies ever borrowed and those out; overdue from its index. */
export async function borrowTotals(exec: Executor, today: string): Promise<BorrowTotals> {
  const result: unknown = await exec.execute(sql`
    SELECT coalesce(sum(${borrowCounters.titles}), 0)::text AS titles,
      coalesce(sum(${borrowCounters.totalBorrowed}), 0)::text AS total_borrowed,
      coalesce(sum(${borrowCounters.copiesOut}), 0)::text AS copies_out,
      (SELECT coalesce(sum(quantity), 0) FROM borrows WHERE returned_at IS NULL AND due_date < ${today}::date)::text
        AS overdue_copies
    FROM ${borrowCounters}`);
  const row = resultRows(result).at(0) ?? {};
  return {
    titles: Number(row.titles ?? 0),
    totalBorrowed: Number(row.total_borrowed ?? 0),
    copiesOut: Number(row.copies_out ?? 0),
    overdueCopies: Number(row.overdue_copies ?? 0),
  };
}

/**
 * One page of the summary (every book ever borrowed, deleted ones included) and the number of
 * titles, in one snapshot (the caller's transaction). The page is read from the order index; a page
 * in the second half from its other end, so the last page costs what the first does.
 */
export async function borrowSummaryPage(
  tx: Tx,
  page: number,
  limit: number,
  today: string,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const total = await borrowedTitles(tx);
  const offset = (page - 1) * limit;
  if (offset >= total) return { rows: [], total };
  const reversed = offset > total / 2;
  const dir = sql.raw(reversed ? 'DESC' : 'ASC');
  const pick = sql`SELECT * FROM borrow_totals AS t
    ORDER BY (-t.total_quantity) ${dir}, coalesce(t.title, '') ${dir}, t.book_id ${dir}
    LIMIT ${reversed ? Math.min(limit, total - offset) : limit}
    OFFSET ${reversed ? Math.max(0, total - offset - limit) : offset}`;
  return { rows: await summaryRows(tx, today, pick), total };
}

/**
 * One keyset page of the summary after `cursor` (one row comparison on the order index's key, so
 * every page costs the same at any depth). `next` is undefined after the last page.
 */
export async function borrowSummaryAfter(
  exec: Executor,
  cursor: SummaryCursor | undefined,
  size: number,
  today: string,
): Promise<{ rows: SummaryRow[]; next: SummaryCursor | undefined }> {
  const after =
    cursor === undefined
      ? sql``
      : sql`WHERE (${SUMMARY_KEY}) > (${-cursor.total}::bigint, ${cursor.title}::text, ${cursor.bookId}::uuid)`;
  const rows = await summaryRows(
    exec,
    today,
    sql`SELECT * FROM borrow_totals AS t ${after} ORDER BY ${SUMMARY_KEY} LIMIT ${size}`,
  );
  const last = rows.at(-1);
  return {
    rows,
    next:
      last === undefined || rows.length < size
        ? undefined
        : { total: last.totalQuantity, title: last.title ?? '', bookId: last.bookId },
  };
}

/** The six genres, in the contract's order, each with how many books it has (genre_counts). */
export async function genreCountsOf(exec: Executor): Promise<GenreCount[]> {
  const rows = await exec.select({ genre: genreCounts.genre, books: genreCounts.books }).from(genreCounts);
  const byGenre = new Map(rows.map((r) => [r.genre, r.books]));
  return GENRES.map((genre) => ({ genre, books: byGenre.get(genre) ?? 0 }));
}

/** Inserts the books whose ISBN is not in the catalogue yet; returns how many were inserted. */
export async function insertMissingBooks(tx: Tx, list: readonly BookInput[]): Promise<number> {
  if (list.length === 0) return 0;
  const existing = await tx
    .select({ isbnKey: books.isbnKey })
    .from(books)
    .where(
      inArray(
        books.isbnKey,
        list.map((b) => isbnKey(b.isbn)),
      ),
    );
  const taken = new Set(existing.map((e) => e.isbnKey));
  const fresh = list.filter((b) => !taken.has(isbnKey(b.isbn)));
  if (fresh.length === 0) return 0;
  await tx.insert(books).values(
    fresh.map((b) => ({
      title: b.title,
      author: b.author,
      genre: b.genre,
      isbn: b.isbn,
      isbnKey: isbnKey(b.isbn),
      description: b.description,
      copies: b.copies,
      available: b.copies > 0 && (b.available ?? true),
    })),
  );
  return fresh.length;
}

/**
 * Records the demo loans of the books that are in the catalogue with enough copies (see DEMO_LOANS):
 * a loan that is out takes its copies as a borrow does; every loan counts in its book's total.
 * Returns how many were recorded.
 */
export async function insertDemoLoans(tx: Tx, loans: readonly DemoLoan[], today: string): Promise<number> {
  let recorded = 0;
  for (const loan of loans) {
    const out = loan.returnedDaysAgo === undefined;
    const result: unknown = await tx.execute(sql`
      WITH book AS (
        UPDATE books
        SET copies = copies - ${out ? loan.quantity : 0},
            available = available AND copies - ${out ? loan.quantity : 0} > 0
        WHERE isbn_key = ${isbnKey(loan.isbn)} AND copies >= ${loan.quantity}
        RETURNING id, title, isbn, author, genre
      ), record AS (
        INSERT INTO borrows (book_id, quantity, due_date, borrower, title, isbn, created_at, updated_at, returned_at)
        SELECT id, ${loan.quantity}, ${today}::date + ${loan.dueInDays}::integer, ${loan.borrower}, title, isbn,
          now() - make_interval(days => ${loan.borrowedDaysAgo}::integer),
          now() - make_interval(days => ${loan.returnedDaysAgo ?? loan.borrowedDaysAgo}::integer),
          ${out ? null : sql`now() - make_interval(days => ${loan.returnedDaysAgo ?? 0}::integer)`}
        FROM book
        RETURNING id
      ), total AS (
        INSERT INTO borrow_totals (book_id, total_quantity, title, isbn, author, genre)
        SELECT id, ${loan.quantity}, title, isbn, author, genre FROM book
        ON CONFLICT (book_id) DO UPDATE SET ${ADD_TO_TOTAL}
      )
      SELECT id FROM record`);
    recorded += loanRowsCount(result);
  }
  return recorded;
}

function loanRowsCount(result: unknown): number {
  return resultRows(result).length;
}

/**
 * Records a one-time decision under `key`; true only for the first caller (per store), so a
 * first-start action runs once even when the store is later emptied.
 */
export async function claimOnce(tx: Tx, key: string, value: string): Promise<boolean> {
  const rows = await tx
    .insert(storeMeta)
    .values({ key, value })
    .onConflictDoNothing()
    .returning({ key: storeMeta.key });
  return rows.length > 0;
}

export async function countBooks(exec: Executor): Promise<number> {
  const row = (await exec.select({ n: sql<string>`count(*)` }).from(books)).at(0);
  return Number(row?.n ?? 0);
}
