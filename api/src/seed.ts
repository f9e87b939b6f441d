/**
 * Seeding: the demo catalogue (./seed-data) added to a store, on its first start when asked (once per
 * store, even if it is emptied later) or by `npm run seed` (the books missing from it).
 */
import { inArray, sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { availableWith, isbnKey, type BookInput } from './contract';
import { resultRows, type Db, type Executor, type Tx } from './db/handles';
import { ITEM_STATUS } from './db/item-status-sql';
import { books, storeMeta } from './db/schema';
import type { Logger } from './logger';
import { ADD_TO_TOTAL } from './loans/loans.queries';
import { DEMO_BOOKS, DEMO_LOANS, type DemoLoan } from './seed-data';

/** Inserts the books whose ISBN is not in the catalogue yet; returns how many were inserted. */
async function insertMissingBooks(tx: Tx, list: readonly BookInput[]): Promise<number> {
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
      available: availableWith(b.copies, b.available),
    })),
  );
  return fresh.length;
}

/**
 * Records the demo loans of the books that are in the catalogue with enough copies (see DEMO_LOANS):
 * a loan that is out takes its copies as a borrow does; every loan counts in its book's total.
 * Returns how many were recorded.
 */
async function insertDemoLoans(tx: Tx, loans: readonly DemoLoan[], today: string): Promise<number> {
  let recorded = 0;
  for (const loan of loans) {
    const out = loan.returnedDaysAgo === undefined;
    // The book stays available while it has a copy left (availableWith of the contract).
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
      ), lent AS (
        UPDATE items SET status = ${ITEM_STATUS.on_loan}, last_borrowed_at = now()
        WHERE id IN (
          SELECT i.id FROM items i JOIN book ON i.book_id = book.id
          WHERE i.status = ${ITEM_STATUS.on_shelf} ORDER BY i.id LIMIT ${out ? loan.quantity : 0}::integer
        )
        RETURNING id
      ), linked AS (
        INSERT INTO loan_items (loan_id, item_id) SELECT record.id, lent.id FROM record, lent
      )
      SELECT id FROM record`);
    recorded += resultRows(result).length;
  }
  return recorded;
}

/**
 * Records a one-time decision under `key`; true only for the first caller (per store), so a
 * first-start action runs once even when the store is later emptied.
 */
async function claimOnce(tx: Tx, key: string, value: string): Promise<boolean> {
  const rows = await tx
    .insert(storeMeta)
    .values({ key, value })
    .onConflictDoNothing()
    .returning({ key: storeMeta.key });
  return rows.length > 0;
}

async function countBooks(exec: Executor): Promise<number> {
  const row = (await exec.select({ n: sql<string>`count(*)` }).from(books)).at(0);
  return Number(row?.n ?? 0);
}

const SEED_DECISION_KEY = 'first_start_seed';

/** The demo books as a create would take them (each available as its copies allow). */
const demoBooks = (): BookInput[] => DEMO_BOOKS.map((b) => ({ ...b, available: undefined }));

/** Adds the demo books missing from the catalogue; returns how many were added. */
export function seedDemo(db: Db): Promise<number> {
  return db.transaction((tx) => insertMissingBooks(tx, demoBooks()));
}

/**
 * On the first start of an embedded store, once: the demo catalogue and its loans if `seed` and the
 * store is still empty. `today`: the library's day, which the demo loans' due dates count from.
 */
export async function seedOnFirstStart(
  db: Db,
  client: PGlite,
  options: { seed: boolean; logger: Logger; today: string },
): Promise<void> {
  const seeded = await db.transaction(async (tx) => {
    const none = { books: 0, loans: 0 };
    if (!(await claimOnce(tx, SEED_DECISION_KEY, options.seed ? 'seeded' : 'declined'))) return none;
    if (!options.seed || (await countBooks(tx)) > 0) return none;
    const added = await insertMissingBooks(tx, demoBooks());
    const loans = await insertDemoLoans(tx, DEMO_LOANS, options.today);
    return { books: added, loans };
  });
  if (seeded.books > 0) {
    await client.exec('ANALYZE');
    options.logger.info(seeded, 'demo catalogue seeded');
  }
}
