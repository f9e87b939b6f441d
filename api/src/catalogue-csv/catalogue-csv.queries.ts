/**
 * The rows of the CSV export and import: the books of a listing read in keyset pages, the
 * catalogue's books for a set of ISBN keys, and the insertion of many books in batches (inside the
 * caller's transaction). Nothing here knows HTTP: an ISBN taken meanwhile throws the database's
 * unique violation, which catalogue-csv.service turns into DUPLICATE_ISBN.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { availableWith, isbnKey, type BookInput, type ListQuery, type SortField } from '../contract';
import type { Executor, Tx } from '../db/handles';
import { books, type BookRow } from '../db/schema';
import { listCondition, ordering, sortColumns } from '../db/search';

/** Where a keyset page starts: after the book with this sort value (as text) and id. */
export interface ExportCursor {
  key: string;
  id: string;
}

/** The SQL type of each sort column, to read a cursor's text back as the column's value. */
const SORT_TYPES: Record<SortField, SQL> = {
  createdAt: sql.raw('timestamptz'),
  updatedAt: sql.raw('timestamptz'),
  title: sql.raw('text'),
  author: sql.raw('text'),
  copies: sql.raw('integer'),
};

/**
 * One page of the books a listing covers (its genre, search and `available`), in its order (sort
 * column, then id), after `cursor`: a keyset page, which the (sort column, id) indexes serve at any
 * depth, so an export of a million books reads each page in about the same time. The sort value is
 * carried as the database's text of it (a timestamp keeps its microseconds). `next` is undefined
 * after the last page.
 */
export async function exportPage(
  tx: Tx,
  q: ListQuery,
  cursor: ExportCursor | undefined,
  size: number,
): Promise<{ rows: BookRow[]; next: ExportCursor | undefined }> {
  const column = sortColumns[q.sortBy];
  const after =
    cursor === undefined
      ? undefined
      : sql`(${column}, ${books.id}) ${sql.raw(q.sort === 'asc' ? '>' : '<')} (CAST(${cursor.key} AS ${SORT_TYPES[q.sortBy]}), CAST(${cursor.id} AS uuid))`;
  const rows = await tx
    .select({ book: books, key: sql<string>`${column}::text` })
    .from(books)
    .where(and(await listCondition(tx, q), after))
    .orderBy(...ordering(q, false))
    .limit(size);
  const last = rows.at(-1);
  return {
    rows: rows.map((r) => r.book),
    next: last === undefined || rows.length < size ? undefined : { key: last.key, id: last.book.id },
  };
}

/** A book of the catalogue found by its ISBN key. */
export interface KeyedBook {
  id: string;
  title: string;
}

/** ISBN keys looked up per query: PGlite runs a query in the api's own thread, and 20,000 keys at once held it. */
const KEYS_PER_QUERY = 250;

/**
 * The catalogue's books whose ISBN key (isbnKey of the contract) is one of `keys`, by key: asked
 * KEYS_PER_QUERY keys at a time, other requests let in between (setImmediate).
 */
export async function booksByIsbnKey(exec: Executor, keys: readonly string[]): Promise<Map<string, KeyedBook>> {
  const found = new Map<string, KeyedBook>();
  for (let from = 0; from < keys.length; from += KEYS_PER_QUERY) {
    if (from > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const slice = keys.slice(from, from + KEYS_PER_QUERY);
    const rows = await exec
      .select({ key: books.isbnKey, id: books.id, title: books.title })
      .from(books)
      .where(sql`${books.isbnKey} = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(slice)}::jsonb)))`);
    for (const r of rows) found.set(r.key, { id: r.id, title: r.title });
  }
  return found;
}

/** Books inserted per statement. */
export const INSERT_BATCH = 1_000;

const insertedRows = z.array(z.object({ id: z.string(), title: z.string(), isbn_key: z.string() }));

/**
 * Inserts `list` in statements of INSERT_BATCH books each, in the caller's transaction (the
 * genre counts follow through their statement triggers). The books are dated now, the first one
 * newest (a microsecond apart), so the list, newest first, and an export show them in `list`'s
 * order. Returns each book's id and title, in `list`'s order. An ISBN taken meanwhile throws the
 * unique violation: the caller's transaction then leaves nothing behind.
 *
 * One statement per batch, its books in one JSON parameter (jsonb_to_recordset, as borrowTogether
 * sends its loans): building and binding a multi-row VALUES of 10 parameters per book cost the
 * client about four times what the database spends on the insert.
 */
export async function insertBooks(tx: Tx, list: readonly BookInput[]): Promise<KeyedBook[]> {
  const inserted: KeyedBook[] = [];
  for (let from = 0; from < list.length; from += INSERT_BATCH) {
    const batch = list.slice(from, from + INSERT_BATCH).map((b, i) => ({
      title: b.title,
      author: b.author,
      genre: b.genre,
      isbn: b.isbn,
      isbn_key: isbnKey(b.isbn),
      description: b.description,
      copies: b.copies,
      available: availableWith(b.copies, b.available),
      age: from + i,
    }));
    const result: unknown = await tx.execute(sql`
      INSERT INTO ${books} (title, author, genre, isbn, isbn_key, description, copies, available, created_at, updated_at)
      SELECT r.title, r.author, r.genre, r.isbn, r.isbn_key, r.description, r.copies, r.available,
             now() - r.age * interval '1 microsecond', now() - r.age * interval '1 microsecond'
      FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS r(
        title text, author text, genre genre, isbn text, isbn_key text, description text,
        copies integer, available boolean, age integer)
      RETURNING id, title, isbn_key`);
    const rows = insertedRows.parse(
      typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined,
    );
    // RETURNING does not promise the input's order: put the rows back in it by their ISBN key (unique).
    const byKey = new Map(rows.map((r) => [r.isbn_key, r]));
    for (const b of batch) {
      const row = byKey.get(b.isbn_key);
      if (row === undefined) throw new Error(`INSERT … RETURNING gave no row for ISBN ${b.isbn}`);
      inserted.push({ id: row.id, title: row.title });
    }
  }
  return inserted;
}
