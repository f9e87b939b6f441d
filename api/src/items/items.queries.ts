/**
 * The items' rows in and out (SQL): copies lent, brought back, added and withdrawn. Every change of
 * the items on a book's shelf is made with the book's row locked (by the caller's statement on
 * `books`), so `books.copies` and the items on the shelf change together, one transaction at a time
 * per book. Nothing here knows HTTP.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ITEM_STATUSES, itemBarcodeKey, type ItemStatus } from '../contract';
import { oneOf, resultRows, text, type Executor, type Tx } from '../db/handles';
import { ITEM_STATUS } from '../db/item-status-sql';

/** A loan's items to take: the copy of its member's ready hold (if any), and how many from the shelf. */
export interface LoanToFill {
  loanId: string;
  heldItemId: string | null;
  fromShelf: number;
}

/**
 * Lends items to loans of one book, in one statement: each loan's held copy (from the hold shelf)
 * and its `fromShelf` copies picked from the book's shelf (FOR UPDATE SKIP LOCKED: another
 * transaction's copies are never waited for), all marked on loan, linked in loan_items. Returns how
 * many copies came from the shelf (the caller checks it is all it asked for).
 */
export async function lendItems(tx: Tx, bookId: string, loans: readonly LoanToFill[]): Promise<number> {
  let start = 0;
  const wanted = loans.map((loan) => {
    const row = { loan_id: loan.loanId, held: loan.heldItemId, shelf: loan.fromShelf, start };
    start += loan.fromShelf;
    return row;
  });
  const result: unknown = await tx.execute(sql`
    WITH wanted AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb)
        AS r(loan_id uuid, held uuid, shelf integer, start integer)
    ), held AS (
      UPDATE items SET status = ${ITEM_STATUS.on_loan}, last_borrowed_at = now(), last_seen_at = now()
      FROM wanted WHERE items.id = wanted.held AND items.book_id = ${bookId}
      RETURNING items.id, wanted.loan_id
    ), picked AS (
      SELECT id FROM items
      WHERE book_id = ${bookId} AND status = ${ITEM_STATUS.on_shelf}
      ORDER BY added_at, id
      LIMIT ${start}::integer
      FOR UPDATE SKIP LOCKED
    ), numbered AS (
      SELECT id, row_number() OVER (ORDER BY id) AS n FROM picked
    ), lent AS (
      UPDATE items SET status = ${ITEM_STATUS.on_loan}, last_borrowed_at = now(), last_seen_at = now()
      FROM numbered WHERE items.id = numbered.id
      RETURNING items.id
    ), slots AS (
      SELECT w.loan_id, w.start + g AS n FROM wanted w, generate_series(1, w.shelf) AS g
    ), linked AS (
      INSERT INTO loan_items (loan_id, item_id)
      SELECT s.loan_id, n.id FROM slots s JOIN numbered n ON n.n = s.n
      UNION ALL SELECT loan_id, id FROM held
    )
    SELECT count(*)::integer AS n FROM numbered`);
  return Number(resultRows(result).at(0)?.n ?? 0);
}

/** The items a loan has out (on loan and linked to it), in id order. */
export async function itemsOfLoan(exec: Executor, loanId: string): Promise<string[]> {
  const result: unknown = await exec.execute(sql`
    SELECT i.id::text AS id FROM loan_items li JOIN items i ON i.id = li.item_id
    WHERE li.loan_id = ${loanId} AND i.status = ${ITEM_STATUS.on_loan}
    ORDER BY i.id`);
  return resultRows(result).map((r) => String(r.id));
}

/** Moves `count` of a loan's items to another loan (the returned part of a partial return). */
export async function moveLoanItems(tx: Tx, fromLoan: string, toLoan: string, count: number): Promise<void> {
  await tx.execute(sql`
    UPDATE loan_items SET loan_id = ${toLoan}
    WHERE loan_id = ${fromLoan} AND item_id IN (
      SELECT li.item_id FROM loan_items li JOIN items i ON i.id = li.item_id
      WHERE li.loan_id = ${fromLoan} AND i.status = ${ITEM_STATUS.on_loan}
      ORDER BY li.item_id LIMIT ${count}::integer
    )`);
}

/**
 * Makes the book's items on the shelf as many as `books.copies` says (the book's row locked by the
 * caller): new items (generated barcodes) when there are fewer, the newest on the shelf withdrawn
 * when there are more. Returns the barcodes added and withdrawn.
 */
export async function matchShelf(tx: Tx, bookId: string): Promise<{ added: string[]; withdrawn: string[] }> {
  const result: unknown = await tx.execute(sql`
    WITH book AS (
      SELECT copies FROM books WHERE id = ${bookId}
    ), shelf AS (
      SELECT count(*)::integer AS n FROM items WHERE book_id = ${bookId} AND status = ${ITEM_STATUS.on_shelf}
    ), added AS (
      INSERT INTO items (book_id) SELECT ${bookId}::uuid FROM book, shelf, generate_series(1, book.copies - shelf.n)
      RETURNING barcode
    ), gone AS (
      UPDATE items SET status = ${ITEM_STATUS.withdrawn}
      WHERE id IN (
        SELECT id FROM items WHERE book_id = ${bookId} AND status = ${ITEM_STATUS.on_shelf}
        ORDER BY added_at DESC, id DESC
        LIMIT greatest(0, (SELECT n FROM shelf) - coalesce((SELECT copies FROM book), 0))
      )
      RETURNING barcode
    )
    SELECT 'added' AS change, barcode FROM added UNION ALL SELECT 'withdrawn' AS change, barcode FROM gone`);
  const rows = resultRows(result);
  const of = (change: string) =>
    rows
      .filter((r) => r.change === change)
      .map((r) => String(r.barcode))
      .sort();
  return { added: of('added'), withdrawn: of('withdrawn') };
}

/**
 * Sets the generated barcodes' sequence past the largest generated barcode stored (after a
 * restore loaded items): new items never get a barcode already taken.
 */
export async function syncBarcodeSequence(exec: Executor): Promise<void> {
  await exec.execute(sql`
    SELECT setval('item_barcode_seq', m) FROM (
      SELECT max(substr(barcode, 2, 11)::bigint) AS m FROM items WHERE barcode ~ '^2[0-9]{12}$'
    ) AS s WHERE m IS NOT NULL`);
}

/** An item as its answers show it. */
export interface ItemView {
  barcode: string;
  bookId: string;
  status: ItemStatus;
  shelfMark: string | null;
  location: string | null;
  addedAt: Date;
  lastSeenAt: Date | null;
  lastBorrowedAt: Date | null;
  dueDate: string | null;
}

/** The items `where` picks, oldest first (then by barcode), with the due date of the loan each one out is on. */
async function selectItems(exec: Executor, where: SQL): Promise<ItemView[]> {
  const result: unknown = await exec.execute(sql`
    SELECT i.barcode, i.book_id::text AS book_id, i.status, i.shelf_mark, i.location, i.added_at, i.last_seen_at,
      i.last_borrowed_at,
      (SELECT to_char(b.due_date, 'YYYY-MM-DD') FROM loan_items li JOIN borrows b ON b.id = li.loan_id
        WHERE li.item_id = i.id AND b.returned_at IS NULL LIMIT 1) AS due_date
    FROM items i WHERE ${where}
    ORDER BY i.added_at, i.barcode`);
  const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
  const orNull = (v: unknown): Date | null => (v === null || v === undefined ? null : date(v));
  return resultRows(result).map((r) => ({
    barcode: String(r.barcode),
    bookId: String(r.book_id),
    status: oneOf(ITEM_STATUSES, r.status, 'an item'),
    shelfMark: text(r.shelf_mark),
    location: text(r.location),
    addedAt: date(r.added_at),
    lastSeenAt: orNull(r.last_seen_at),
    lastBorrowedAt: orNull(r.last_borrowed_at),
    dueDate: r.status === 'on_loan' ? text(r.due_date) : null,
  }));
}

/** A book's items, oldest first. */
export const itemsOfBook = (exec: Executor, bookId: string): Promise<ItemView[]> =>
  selectItems(exec, sql`i.book_id = ${bookId}`);

/** The items of barcodes (as stored), oldest first. */
export const itemsWithBarcodes = (exec: Executor, barcodes: readonly string[]): Promise<ItemView[]> =>
  selectItems(exec, sql`i.barcode IN (SELECT jsonb_array_elements_text(${JSON.stringify(barcodes)}::jsonb))`);

/** The item of a barcode (compared as itemBarcodeKey has it: upper-cased); undefined: none. */
export async function itemByBarcode(exec: Executor, barcode: string): Promise<ItemView | undefined> {
  return (await selectItems(exec, sql`upper(i.barcode) = ${itemBarcodeKey(barcode)}`)).at(0);
}

/** The unique indexes a barcode given twice violates (as typed, and upper-cased). */
export const BARCODE_CONSTRAINTS = ['items_barcode', 'items_barcode_key'] as const;

/** Which of `barcodes` (as typed) another item already has (compared upper-cased). */
export async function barcodesTaken(exec: Executor, barcodes: readonly string[]): Promise<string[]> {
  if (barcodes.length === 0) return [];
  const keys = JSON.stringify(barcodes.map(itemBarcodeKey));
  const result: unknown = await exec.execute(sql`
    SELECT barcode FROM items WHERE upper(barcode) IN (SELECT jsonb_array_elements_text(${keys}::jsonb))`);
  const taken = new Set(resultRows(result).map((r) => itemBarcodeKey(String(r.barcode))));
  return barcodes.filter((code) => taken.has(itemBarcodeKey(code)));
}

/**
 * Moves `delta` copies on (+) or off (−) a book's shelf: books.copies, and `available` as
 * availableWith has it (no copy: not available; a book coming back from none is available again,
 * as a return makes it). Locks the book's row. Returns its title; undefined: no such book.
 */
export async function shiftShelf(tx: Tx, bookId: string, delta: number): Promise<{ title: string } | undefined> {
  const result: unknown = await tx.execute(sql`
    UPDATE books SET copies = copies + ${delta}::integer, updated_at = now(),
      available = CASE WHEN copies + ${delta}::integer <= 0 THEN false WHEN copies = 0 THEN true ELSE available END
    WHERE id = ${bookId} RETURNING title`);
  const row = resultRows(result).at(0);
  return row === undefined ? undefined : { title: String(row.title) };
}

/** Locks a book's row (before its items'): its title; undefined: no such book. */
export async function lockBook(tx: Tx, bookId: string): Promise<{ title: string } | undefined> {
  const row = resultRows(await tx.execute(sql`SELECT title FROM books WHERE id = ${bookId} FOR UPDATE`)).at(0);
  return row === undefined ? undefined : { title: String(row.title) };
}

/** New items of a book on the shelf: one per barcode given, or `count` with generated barcodes. Their barcodes. */
export async function insertItems(
  tx: Tx,
  bookId: string,
  copies: { count: number } | { barcodes: readonly string[] },
  place: { shelfMark: string | null; location: string | null },
): Promise<string[]> {
  const result: unknown = await tx.execute(
    'barcodes' in copies
      ? sql`
        INSERT INTO items (book_id, barcode, shelf_mark, location, last_seen_at)
        SELECT ${bookId}::uuid, code, ${place.shelfMark}, ${place.location}, now()
        FROM jsonb_array_elements_text(${JSON.stringify(copies.barcodes)}::jsonb) WITH ORDINALITY AS g(code, n)
        ORDER BY n
        RETURNING barcode`
      : sql`
        INSERT INTO items (book_id, shelf_mark, location, last_seen_at)
        SELECT ${bookId}::uuid, ${place.shelfMark}, ${place.location}, now() FROM generate_series(1, ${copies.count}::integer)
        RETURNING barcode`,
  );
  return resultRows(result).map((r) => String(r.barcode));
}

/** An item's row to change: its id, book and status (locked, FOR UPDATE); undefined: none. */
export async function lockItem(
  tx: Tx,
  barcode: string,
): Promise<{ id: string; bookId: string; barcode: string; status: ItemStatus } | undefined> {
  const result: unknown = await tx.execute(sql`
    SELECT id::text AS id, book_id::text AS book_id, barcode, status FROM items
    WHERE upper(barcode) = ${itemBarcodeKey(barcode)} FOR UPDATE`);
  const row = resultRows(result).at(0);
  if (row === undefined) return undefined;
  const status = oneOf(ITEM_STATUSES, row.status, 'an item');
  return { id: String(row.id), bookId: String(row.book_id), barcode: String(row.barcode), status };
}

/** The book of an item's barcode (to lock before the item); undefined: no such item. */
export async function bookOfBarcode(exec: Executor, barcode: string): Promise<string | undefined> {
  const result: unknown = await exec.execute(
    sql`SELECT book_id::text AS book_id FROM items WHERE upper(barcode) = ${itemBarcodeKey(barcode)}`,
  );
  const row = resultRows(result).at(0);
  return row === undefined ? undefined : String(row.book_id);
}

/** An item's fields changed: its status (seen now) and what is given of its shelf mark, location and notes. */
export async function updateItem(
  tx: Tx,
  id: string,
  change: { status?: ItemStatus; shelfMark?: string | null; location?: string | null; notes?: string | null },
): Promise<void> {
  const sets: SQL[] = [];
  if (change.status !== undefined) sets.push(sql`status = ${change.status}`, sql`last_seen_at = now()`);
  if (change.shelfMark !== undefined) sets.push(sql`shelf_mark = ${change.shelfMark}`);
  if (change.location !== undefined) sets.push(sql`location = ${change.location}`);
  if (change.notes !== undefined) sets.push(sql`notes = ${change.notes}`);
  if (sets.length === 0) return;
  await tx.execute(sql`UPDATE items SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
}

/** Whether the book is there. */
export async function bookExists(exec: Executor, bookId: string): Promise<boolean> {
  return resultRows(await exec.execute(sql`SELECT 1 FROM books WHERE id = ${bookId}`)).length > 0;
}
