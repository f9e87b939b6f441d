/**
 * The loans' rows in and out (drizzle and SQL): borrowing, returning and listing. Nothing here knows
 * HTTP: a borrow or a return that changes nothing answers undefined, and loans.service asks
 * (bookStock, loanExists) what to tell the client.
 */
import crypto from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { BorrowInput, LoanQuery, LoanStatus } from '../contract';
import { countWhere, resultRows, text, type Executor, type Tx } from '../db/handles';
import { books, borrows, type BorrowRow } from '../db/schema';

/** The loans a statement returns (drivers differ in result shape), read from snake_case columns. */
function loanRowsFrom(result: unknown): BorrowRow[] {
  const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
  return resultRows(result).map((r): BorrowRow => ({
    id: String(r.id),
    bookId: String(r.book_id),
    quantity: Number(r.quantity),
    dueDate: String(r.due_date),
    borrower: text(r.borrower),
    memberId: text(r.member_id),
    renewals: Number(r.renewals ?? 0),
    title: text(r.title),
    isbn: text(r.isbn),
    returnedAt: r.returned_at === null || r.returned_at === undefined ? null : date(r.returned_at),
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
  }));
}

/** The columns of a loan as loanRowsFrom reads them (the due date as `YYYY-MM-DD` whatever the driver). */
const LOAN_COLUMNS = sql.raw(
  "id, book_id, quantity, to_char(due_date, 'YYYY-MM-DD') AS due_date, borrower, member_id, renewals, title, isbn, " +
    'returned_at, created_at, updated_at',
);

/** A borrow's addition to its book's total, with the book's title, ISBN, author and genre of now. */
export const ADD_TO_TOTAL = sql.raw(
  'total_quantity = borrow_totals.total_quantity + excluded.total_quantity, title = excluded.title, ' +
    'isbn = excluded.isbn, author = excluded.author, genre = excluded.genre',
);

/**
 * The contract's isOverdue in SQL, for the loans of `borrows`: out (not returned) and due before
 * `today` (the library's day, `YYYY-MM-DD`). The loans list and the borrow summary both use it.
 */
export function overdueSql(today: string): SQL {
  return sql`${borrows.returnedAt} IS NULL AND ${borrows.dueDate} < ${today}::date`;
}

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
  // `available` as availableWith of the contract has it once the copies are taken (the book was available).
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

/** A book's copies and whether it is marked available (to tell why a borrow changed nothing); undefined: no such book. */
export async function bookStock(
  exec: Executor,
  bookId: string,
): Promise<{ copies: number; available: boolean } | undefined> {
  return (
    await exec.select({ copies: books.copies, available: books.available }).from(books).where(eq(books.id, bookId))
  ).at(0);
}

/**
 * Marks a loan returned, exactly once: the conditional UPDATE changes it only if it is still out (a
 * concurrent second return waits for the first's row lock, then finds it returned and changes
 * nothing). Its copies are handed out by the caller in the same transaction (to the book's waiting
 * holds, then the shelf: holds.service's putAsideOnReturn). Undefined when the loan is not out
 * (loanExists tells why).
 */
export async function returnLoan(exec: Executor, loanId: string): Promise<BorrowRow | undefined> {
  const result: unknown = await exec.execute(sql`
    UPDATE borrows SET returned_at = now(), updated_at = now()
    WHERE id = ${loanId} AND returned_at IS NULL
    RETURNING ${LOAN_COLUMNS}`);
  return loanRowsFrom(result).at(0);
}

export async function loanExists(exec: Executor, loanId: string): Promise<boolean> {
  return (await exec.select({ id: borrows.id }).from(borrows).where(eq(borrows.id, loanId))).length > 0;
}

function loanCondition(q: LoanQuery, today: string): SQL | undefined {
  const status: Record<LoanStatus, SQL | undefined> = {
    out: isNull(borrows.returnedAt),
    overdue: overdueSql(today),
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
  const total = await countWhere(tx, borrows, condition);
  const offset = (q.page - 1) * q.limit;
  if (offset >= total) return { loans: [], total };
  const loans = await tx
    .select({ loan: borrows, overdue: sql<boolean>`${overdueSql(today)}` })
    .from(borrows)
    .where(condition)
    .orderBy(desc(borrows.createdAt), desc(borrows.id))
    .limit(q.limit)
    .offset(offset);
  return { loans: loans.map((row) => ({ ...row.loan, overdue: row.overdue })), total };
}
