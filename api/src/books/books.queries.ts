/**
 * The books' rows in and out (drizzle): nothing here knows HTTP. A write that breaks a constraint
 * throws the database's error as it is; books.service decides what that means.
 */
import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  GENRES,
  availableWith,
  isbnKey,
  type BookInput,
  type BookPatch,
  type Genre,
  type ListQuery,
} from '../contract';
import { countWhere, type Executor, type Tx } from '../db/handles';
import { HOLD_STATUS } from '../db/hold-status-sql';
import { books, genreCounts, type BookRow } from '../db/schema';
import { listCondition, ordering } from '../db/search';

/** The unique key of the catalogue's ISBNs (isbnKey of the contract): a violation is a duplicate ISBN. */
export const ISBN_KEY_CONSTRAINT = 'books_isbn_key';

/**
 * A book with how many of its copies are on the hold shelf (its READY holds: not in `copies`), a
 * correlated count on the partial index of the ready holds.
 */
export type BookView = BookRow & { onHoldShelf: number; copiesOnLoan: number };

// The book's id written out in full: drizzle writes a lone column of a one-table select unqualified,
// which inside the subquery would name the hold's own id.
const ON_HOLD_SHELF = sql<number>`(SELECT count(*) FROM holds
  WHERE holds.book_id = "books"."id" AND holds.status = ${HOLD_STATUS.ready})::integer`.mapWith(Number);

/**
 * The copies of the book out on loan: the sum of the quantities of its loans not yet returned, read
 * from the partial index borrows_out_book_id_idx (book_id, due_date, quantity WHERE returned_at IS NULL).
 */
const COPIES_ON_LOAN = sql<number>`(SELECT coalesce(sum(borrows.quantity), 0) FROM borrows
  WHERE borrows.book_id = "books"."id" AND borrows.returned_at IS NULL)::integer`.mapWith(Number);

/** A genre and how many books of it the catalogue holds. */
export interface GenreCount {
  genre: Genre;
  books: number;
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
  return countWhere(tx, books, condition);
}

/**
 * One page of books and the total, read in one snapshot (see countListed for the total). The page
 * is a deferred join: the ids come from the (genre,) sort column, id index, then only those rows are
 * read; a page in the second half is read from the other end of the index (reversed order, offset
 * from the end), so the last page is as cheap as the first.
 */
export async function listBooks(tx: Tx, q: ListQuery): Promise<{ books: BookView[]; total: number }> {
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
    .select({ book: books, onHoldShelf: ON_HOLD_SHELF, copiesOnLoan: COPIES_ON_LOAN })
    .from(books)
    .innerJoin(page, eq(books.id, page.pageId))
    .orderBy(...ordering(q, false));
  return {
    books: rows.map((r) => ({ ...r.book, onHoldShelf: r.onHoldShelf, copiesOnLoan: r.copiesOnLoan })),
    total,
  };
}

export async function getBook(exec: Executor, id: string): Promise<BookView | undefined> {
  const row = (
    await exec
      .select({ book: books, onHoldShelf: ON_HOLD_SHELF, copiesOnLoan: COPIES_ON_LOAN })
      .from(books)
      .where(eq(books.id, id))
  ).at(0);
  return row === undefined ? undefined : { ...row.book, onHoldShelf: row.onHoldShelf, copiesOnLoan: row.copiesOnLoan };
}

/** The book whose ISBN key is `key` (isbnKey: the unique index books_isbn_key). */
export async function bookByIsbnKey(exec: Executor, key: string): Promise<BookView | undefined> {
  const row = (
    await exec
      .select({ book: books, onHoldShelf: ON_HOLD_SHELF, copiesOnLoan: COPIES_ON_LOAN })
      .from(books)
      .where(eq(books.isbnKey, key))
  ).at(0);
  return row === undefined ? undefined : { ...row.book, onHoldShelf: row.onHoldShelf, copiesOnLoan: row.copiesOnLoan };
}

/** The books of `ids`, in that order (those that exist): getBook for several at once, in one statement. */
export async function booksByIds(exec: Executor, ids: readonly string[]): Promise<BookView[]> {
  if (ids.length === 0) return [];
  const rows = await exec
    .select({ book: books, onHoldShelf: ON_HOLD_SHELF, copiesOnLoan: COPIES_ON_LOAN })
    .from(books)
    .where(inArray(books.id, [...ids]));
  const byId = new Map(
    rows.map((row) => [row.book.id, { ...row.book, onHoldShelf: row.onHoldShelf, copiesOnLoan: row.copiesOnLoan }]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function createBook(exec: Executor, input: BookInput): Promise<BookRow> {
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
      available: availableWith(input.copies, input.available),
    })
    .returning();
  const row = rows.at(0);
  if (row === undefined) throw new Error('INSERT … RETURNING of a book gave no row');
  return row;
}

/** Applies a patch; keeps `available` false when copies is 0 (and copies > 0 when copies changes alone). */
export async function updateBook(exec: Executor, id: string, patch: BookPatch): Promise<BookView | undefined> {
  const { available, ...fields } = patch;
  if (Object.keys(fields).length === 0 && available === undefined) return getBook(exec, id);
  const set: PgUpdateSetSource<typeof books> = { ...fields, updatedAt: sql`now()` };
  if (fields.isbn !== undefined) set.isbnKey = isbnKey(fields.isbn);
  if (fields.copies !== undefined) {
    set.available = availableWith(fields.copies, available);
  } else if (available !== undefined) {
    // availableWith of the contract, on the stored copies.
    set.available = available ? sql`${books.copies} > 0` : false;
  }
  const row = (
    await exec
      .update(books)
      .set(set)
      .where(eq(books.id, id))
      .returning({ ...getTableColumns(books), onHoldShelf: ON_HOLD_SHELF, copiesOnLoan: COPIES_ON_LOAN })
  ).at(0);
  return row;
}

/** Deletes a book; its id and title, or undefined when there was none. */
export async function deleteBook(exec: Executor, id: string): Promise<Pick<BookRow, 'id' | 'title'> | undefined> {
  return (await exec.delete(books).where(eq(books.id, id)).returning({ id: books.id, title: books.title })).at(0);
}

/** The six genres, in the contract's order, each with how many books it has (genre_counts). */
export async function genreCountsOf(exec: Executor): Promise<GenreCount[]> {
  const rows = await exec.select({ genre: genreCounts.genre, books: genreCounts.books }).from(genreCounts);
  const byGenre = new Map(rows.map((r) => [r.genre, r.books]));
  return GENRES.map((genre) => ({ genre, books: byGenre.get(genre) ?? 0 }));
}
