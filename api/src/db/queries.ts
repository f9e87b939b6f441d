/**
 * The data-access functions. Each takes the handle it must use: the database, or, inside a
 * transaction, the transaction itself (never the outer handle: PGlite would deadlock on it).
 */
import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { bookNotAvailable, bookNotFound, duplicateIsbn, insufficientCopies } from '../errors';
import type { BookInput, BookPatch, BorrowInput, ListQuery, SortField } from '../contract';
import * as schema from './schema';
import { books, borrowTotals, genreCounts, storeMeta, type BookRow, type BorrowRow } from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either handle: the database or an open transaction. */
export type Executor = Db | Tx;

export interface SummaryRow {
  bookId: string;
  title: string;
  isbn: string;
  totalQuantity: number;
}

const sortColumns = {
  createdAt: books.createdAt,
  updatedAt: books.updatedAt,
  title: books.title,
  author: books.author,
  copies: books.copies,
} satisfies Record<SortField, unknown>;

function ordering(q: ListQuery, reversed: boolean): SQL[] {
  const dir = (q.sort === 'asc') !== reversed ? asc : desc;
  return [dir(sortColumns[q.sortBy]), dir(books.id)];
}

/** A LIKE pattern that finds `text` anywhere, literally: its `%`, `_` and `\` are escaped (with `\`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Characters a stored ISBN can hold once its hyphens and spaces are left out (validation.ts). */
const ISBN_TEXT = /^[0-9X]+$/i;

/**
 * The rows a listing is about: the genre filter, `available`, and the search, which finds its text
 * (case-insensitively, wildcards literal) in the title, the author, or the ISBN with hyphens and
 * spaces left out on both sides. Undefined when nothing narrows the listing.
 *
 * Same answers as ILIKE, cheaper: `lower(column) LIKE lower(pattern)` is what PostgreSQL does for
 * ILIKE in UTF-8, but lowers the pattern once instead of on every row; and the ISBN is looked at
 * only when the search, without hyphens and spaces, could be part of one (digits and X), in one
 * translate() that drops hyphens and spaces and makes `x` upper case.
 */
function listCondition(q: ListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (q.genre !== undefined) conditions.push(eq(books.genre, q.genre));
  if (q.available !== undefined) conditions.push(eq(books.available, q.available));
  if (q.search !== undefined) {
    const text = containsPattern(q.search);
    const isbnText = q.search.replace(/[- ]/g, '').toUpperCase();
    conditions.push(
      or(
        sql`lower(${books.title}) LIKE lower(${text}) ESCAPE '\\'`,
        sql`lower(${books.author}) LIKE lower(${text}) ESCAPE '\\'`,
        ISBN_TEXT.test(isbnText)
          ? sql`translate(${books.isbn}, 'x- ', 'X') LIKE ${containsPattern(isbnText)} ESCAPE '\\'`
          : undefined,
      ),
    );
  }
  return and(...conditions);
}

/**
 * The number of books a listing covers. Without a search or `available`, read from genre_counts
 * (six rows at most); with either, COUNT(*) of the matching rows (a scan of the table).
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
  const condition = listCondition(q);
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

function rethrowDuplicateIsbn(err: unknown): never {
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

/** The borrow records a borrow statement returns (drivers differ in result shape). */
function borrowRowsFrom(result: unknown): BorrowRow[] {
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
  return (Array.isArray(rows) ? rows : []).flatMap((row: unknown): BorrowRow[] => {
    if (typeof row !== 'object' || row === null) return [];
    const r = row as Record<string, unknown>;
    return [
      {
        id: String(r.id),
        bookId: String(r.book_id),
        quantity: Number(r.quantity),
        dueDate: String(r.due_date),
        createdAt: date(r.created_at),
        updatedAt: date(r.updated_at),
      },
    ];
  });
}

/**
 * Borrows for several requests of one book at once, all or nothing, in one statement: one
 * conditional UPDATE takes the sum of their quantities if the book is available and that many
 * copies are left, and the same statement inserts their records and adds to the book's total
 * (data-modifying CTEs on the UPDATE's RETURNING; the book's row lock is held for that statement and
 * its commit only). Returns the records in the order of `requests`, or undefined when the book does
 * not exist, is not available or has too few copies for them all, and then nothing has changed.
 */
export async function borrowTogether(
  exec: Executor,
  bookId: string,
  requests: readonly Omit<BorrowInput, 'bookId'>[],
): Promise<BorrowRow[] | undefined> {
  const items = requests.map((r) => ({ id: crypto.randomUUID(), quantity: r.quantity, due_date: r.dueDate }));
  const total = items.reduce((sum, item) => sum + item.quantity, 0);
  const result: unknown = await exec.execute(sql`
    WITH taken AS (
      UPDATE books
      SET copies = copies - ${total},
          available = copies - ${total} > 0,
          updated_at = now()
      WHERE id = ${bookId} AND available AND copies >= ${total}
      RETURNING id
    ), record AS (
      INSERT INTO borrows (id, book_id, quantity, due_date)
      SELECT r.id, taken.id, r.quantity, r.due_date
      FROM taken, jsonb_to_recordset(${JSON.stringify(items)}::jsonb) AS r(id uuid, quantity integer, due_date date)
      RETURNING id, book_id, quantity, due_date, created_at, updated_at
    ), total AS (
      INSERT INTO borrow_totals (book_id, total_quantity)
      SELECT id, ${total} FROM taken
      ON CONFLICT (book_id) DO UPDATE SET total_quantity = borrow_totals.total_quantity + excluded.total_quantity
    )
    SELECT id, book_id, quantity, to_char(due_date, 'YYYY-MM-DD') AS due_date, created_at, updated_at FROM record`);
  const byId = new Map(borrowRowsFrom(result).map((row) => [row.id, row]));
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

/** Total borrowed per book that still exists, largest total first. */
export async function borrowSummary(exec: Executor): Promise<SummaryRow[]> {
  // bigint mode 'number': drizzle reads total_quantity as a number already.
  return exec
    .select({
      bookId: books.id,
      title: books.title,
      isbn: books.isbn,
      totalQuantity: borrowTotals.totalQuantity,
    })
    .from(borrowTotals)
    .innerJoin(books, eq(books.id, borrowTotals.bookId))
    .orderBy(desc(borrowTotals.totalQuantity), asc(books.title), asc(books.id));
}

/** Inserts the books whose ISBN is not in the catalogue yet; returns how many were inserted. */
export async function insertMissingBooks(tx: Tx, list: readonly BookInput[]): Promise<number> {
  if (list.length === 0) return 0;
  const existing = await tx
    .select({ isbn: books.isbn })
    .from(books)
    .where(
      inArray(
        sql`upper(translate(${books.isbn}, '- ', ''))`,
        list.map((b) => isbnKey(b.isbn)),
      ),
    );
  const taken = new Set(existing.map((e) => isbnKey(e.isbn)));
  const fresh = list.filter((b) => !taken.has(isbnKey(b.isbn)));
  if (fresh.length === 0) return 0;
  await tx.insert(books).values(
    fresh.map((b) => ({
      title: b.title,
      author: b.author,
      genre: b.genre,
      isbn: b.isbn,
      description: b.description,
      copies: b.copies,
      available: b.copies > 0 && (b.available ?? true),
    })),
  );
  return fresh.length;
}

function isbnKey(isbn: string): string {
  return isbn.replace(/[- ]/g, '').toUpperCase();
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
