/**
 * The loans' rows in and out (drizzle and SQL): borrowing, returning and listing. Nothing here knows
 * HTTP: a borrow or a return that changes nothing answers undefined, and loans.service asks
 * (bookStock, loanExists) what to tell the client.
 */
import crypto from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { LOAN_RULE_DEFAULTS, type BorrowInput, type LoanQuery, type LoanRules } from '../contract';
import { countWhere, resultRows, text, type Executor, type Tx } from '../db/handles';
import { HOLD_STATUS } from '../db/hold-status-sql';
import { loanCondition, overdueSql } from './loan-filters';
import { books, borrows, holds, members, type BorrowRow } from '../db/schema';

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

/** One loan of borrowTogether: a borrow asked for, and its member (none: the free-text borrower or nothing). */
export type LoanAsked = Pick<BorrowInput, 'quantity' | 'dueDate' | 'borrower'> & { memberId?: string | null };

/**
 * Borrows for several requests of one book at once, all or nothing, in one statement: one
 * conditional UPDATE takes `fromShelf` copies (by default the sum of their quantities; less the
 * copies the members' ready holds gave) if the book is available and that many copies are left
 * (none needs neither), and the same statement inserts their loans (with the book's title and ISBN
 * of now) and adds to the book's total (data-modifying CTEs on the UPDATE's RETURNING; the book's
 * row lock is held for that statement and its commit only). Returns the loans in the order of
 * `requests`, or undefined when the book does not exist, is not available or has too few copies
 * for them all, and then nothing has changed.
 */
export async function borrowTogether(
  exec: Executor,
  bookId: string,
  requests: readonly LoanAsked[],
  fromShelf?: number,
): Promise<BorrowRow[] | undefined> {
  const items = requests.map((r) => ({
    id: crypto.randomUUID(),
    quantity: r.quantity,
    due_date: r.dueDate,
    borrower: r.memberId ? null : (r.borrower ?? null),
    member_id: r.memberId ?? null,
  }));
  const total = items.reduce((sum, item) => sum + item.quantity, 0);
  const shelf = fromShelf ?? total;
  // `available` as availableWith of the contract has it once the copies are taken (the book was available).
  const result: unknown = await exec.execute(sql`
    WITH taken AS (
      UPDATE books
      SET copies = copies - ${shelf}::integer,
          available = CASE WHEN ${shelf}::integer > 0 THEN copies - ${shelf}::integer > 0 ELSE available END,
          updated_at = now()
      WHERE id = ${bookId} AND (${shelf}::integer = 0 OR (available AND copies >= ${shelf}::integer))
      RETURNING id, title, isbn, author, genre
    ), record AS (
      INSERT INTO borrows (id, book_id, quantity, due_date, borrower, member_id, title, isbn)
      SELECT r.id, taken.id, r.quantity, r.due_date, r.borrower, r.member_id, taken.title, taken.isbn
      FROM taken,
        jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
          AS r(id uuid, quantity integer, due_date date, borrower text, member_id uuid)
      RETURNING *
    ), total AS (
      INSERT INTO borrow_totals (book_id, total_quantity, title, isbn, author, genre)
      SELECT id, ${total}::integer, title, isbn, author, genre FROM taken
      ON CONFLICT (book_id) DO UPDATE SET ${ADD_TO_TOTAL}
    )
    SELECT ${LOAN_COLUMNS} FROM record`);
  const byId = new Map(loanRowsFrom(result).map((row) => [row.id, row]));
  const records = items.map((item) => byId.get(item.id));
  return records.every((r): r is BorrowRow => r !== undefined) ? records : undefined;
}

/** What a borrow for a member decides on: the copies they have out, and whether a copy of the book is ready for them. */
export interface MemberStanding {
  copiesOut: number;
  readyHold: boolean;
}

/**
 * For borrows of one book: each member's standing (by id) and the library's loan rules, read in one
 * statement. Call it after the members' rows are locked, in a statement of its own: it then reads
 * (read committed) what the transactions that held those locks before committed.
 */
export async function memberStandings(
  exec: Executor,
  bookId: string,
  memberIds: readonly string[],
): Promise<{ rules: LoanRules; standings: Map<string, MemberStanding> }> {
  const d = LOAN_RULE_DEFAULTS;
  const result: unknown = await exec.execute(sql`
    SELECT m.id::text AS id,
      (SELECT coalesce(sum(b.quantity), 0) FROM borrows b
        WHERE b.member_id = m.id AND b.returned_at IS NULL) AS copies_out,
      EXISTS (SELECT 1 FROM holds h
        WHERE h.book_id = ${bookId} AND h.member_id = m.id AND h.status = ${HOLD_STATUS.ready}) AS ready_hold,
      coalesce(r.loan_days, ${d.loanDays}::integer) AS loan_days,
      coalesce(r.loans_per_member, ${d.loansPerMember}::integer) AS loans_per_member,
      coalesce(r.renewals_per_loan, ${d.renewalsPerLoan}::integer) AS renewals_per_loan,
      coalesce(r.hold_shelf_days, ${d.holdShelfDays}::integer) AS hold_shelf_days,
      coalesce(r.keep_borrower_days, ${d.keepBorrowerDays}::integer) AS keep_borrower_days,
      coalesce(r.keep_activity_days, ${d.keepActivityDays}::integer) AS keep_activity_days
    FROM (SELECT value::uuid AS id FROM jsonb_array_elements_text(${JSON.stringify(memberIds)}::jsonb)) m
      LEFT JOIN loan_rules r ON r.id = 1`);
  const rows = resultRows(result);
  const first = rows.at(0);
  const rules: LoanRules =
    first === undefined
      ? { ...d }
      : {
          loanDays: Number(first.loan_days),
          loansPerMember: Number(first.loans_per_member),
          renewalsPerLoan: Number(first.renewals_per_loan),
          holdShelfDays: Number(first.hold_shelf_days),
          keepBorrowerDays: Number(first.keep_borrower_days),
          keepActivityDays: Number(first.keep_activity_days),
        };
  const standings = new Map(
    rows.map((r): [string, MemberStanding] => [
      String(r.id),
      { copiesOut: Number(r.copies_out), readyHold: r.ready_hold === true || r.ready_hold === 't' },
    ]),
  );
  return { rules, standings };
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

/** The copies a loan has out, its row locked until the transaction ends; undefined when it is not out (or not there). */
export async function lockOpenLoan(tx: Tx, loanId: string): Promise<number | undefined> {
  const result: unknown = await tx.execute(sql`
    SELECT quantity FROM borrows WHERE id = ${loanId} AND returned_at IS NULL FOR UPDATE`);
  const row = resultRows(result).at(0);
  return row === undefined ? undefined : Number(row.quantity);
}

/**
 * Returns `quantity` copies of a loan that has more out (lock it first: lockOpenLoan): the loan keeps
 * its id, due date and renewals with the rest out, and a returned loan of `quantity` copies with the
 * same book, borrower, dates and renewals is recorded beside it (the history's line for the copies
 * back). Returns that returned loan; undefined when the loan is not out with more than `quantity`.
 * The borrow counters' triggers see the copies out go down by `quantity`; the borrow totals stay.
 */
export async function returnCopies(tx: Tx, loanId: string, quantity: number): Promise<BorrowRow | undefined> {
  const result: unknown = await tx.execute(sql`
    WITH kept AS (
      UPDATE borrows SET quantity = quantity - ${quantity}, updated_at = now()
      WHERE id = ${loanId} AND returned_at IS NULL AND quantity > ${quantity}
      RETURNING *
    )
    INSERT INTO borrows (id, book_id, quantity, due_date, borrower, member_id, renewals, title, isbn,
      returned_at, created_at, updated_at)
    SELECT ${crypto.randomUUID()}::uuid, book_id, ${quantity}::integer, due_date, borrower, member_id, renewals,
      title, isbn, now(), created_at, now()
    FROM kept
    RETURNING ${LOAN_COLUMNS}`);
  return loanRowsFrom(result).at(0);
}

/**
 * Locks the row of a loan's book (if both exist) until the transaction ends: a return takes the
 * book first, as a borrow does (its UPDATE of the book, then its loan rows and the counters), so
 * the two never wait on each other in a circle.
 */
export async function lockBookOfLoan(tx: Tx, loanId: string): Promise<void> {
  await tx.execute(sql`
    SELECT b.id FROM books b JOIN borrows l ON l.book_id = b.id
    WHERE l.id = ${loanId}
    FOR UPDATE OF b`);
}

/** The member of a loan, as loans show them. */
export interface LoanMember {
  id: string;
  name: string;
  cardNumber: string;
}

/** Copies of a book on the hold shelf (its ready holds). */
export async function onHoldShelf(exec: Executor, bookId: string): Promise<number> {
  return countWhere(exec, holds, and(eq(holds.bookId, bookId), eq(holds.status, 'ready')));
}

/** Whether someone waits for a book (a waiting hold): a loan of it is then not renewed. */
export async function hasWaitingHold(exec: Executor, bookId: string): Promise<boolean> {
  return (
    (
      await exec
        .select({ id: holds.id })
        .from(holds)
        .where(and(eq(holds.bookId, bookId), eq(holds.status, 'waiting')))
        .limit(1)
    ).length > 0
  );
}

/** A loan, its row locked until the transaction ends (a renewal decides on it); undefined: no such loan. */
export async function lockLoan(tx: Tx, loanId: string): Promise<BorrowRow | undefined> {
  return (await tx.select().from(borrows).where(eq(borrows.id, loanId)).for('update')).at(0);
}

/** A renewal: the new due date (the contract's renewedDueDate), one renewal more. */
export async function renewLoan(tx: Tx, loanId: string, dueDate: string): Promise<void> {
  await tx
    .update(borrows)
    .set({
      dueDate,
      renewals: sql`${borrows.renewals} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(borrows.id, loanId));
}

/**
 * The loans of `ids` as loans show them (with their member and whether overdue on `today`), in no
 * particular order.
 */
export async function loansByIds(exec: Executor, ids: readonly string[], today: string): Promise<LoanRow[]> {
  if (ids.length === 0) return [];
  const rows = await exec
    .select(LOAN_WITH_MEMBER(today))
    .from(borrows)
    .leftJoin(members, eq(members.id, borrows.memberId))
    .where(
      sql`${borrows.id} IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  return rows.map(loanRowOf);
}

/**
 * Forgets the borrower (the free text and the member) of up to `batch` loans returned at `before`
 * or earlier (null: whenever), except those of members who keep their history; `loanId` narrows it
 * to one loan (the return's own, when loans are forgotten at return). Rows another transaction
 * holds are left for the next run. Returns how many were forgotten.
 */
export async function forgetBorrowers(
  exec: Executor,
  before: Date | null,
  batch: number,
  loanId?: string,
): Promise<string[]> {
  const result: unknown = await exec.execute(sql`
    WITH due AS (
      SELECT b.id FROM borrows b
      WHERE b.returned_at IS NOT NULL
        ${before === null ? sql`` : sql`AND b.returned_at <= ${before.toISOString()}::timestamptz`}
        AND (b.member_id IS NOT NULL OR b.borrower IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM members m WHERE m.id = b.member_id AND m.keep_history)
        ${loanId === undefined ? sql`` : sql`AND b.id = ${loanId}::uuid`}
      LIMIT ${batch}
      FOR UPDATE OF b SKIP LOCKED
    )
    UPDATE borrows SET borrower = NULL, member_id = NULL, updated_at = now()
    FROM due WHERE borrows.id = due.id
    RETURNING borrows.id`);
  return resultRows(result).map((row) => String(row.id));
}

export async function loanExists(exec: Executor, loanId: string): Promise<boolean> {
  return (await exec.select({ id: borrows.id }).from(borrows).where(eq(borrows.id, loanId))).length > 0;
}

/** A loan as loans show it: whether it is overdue, and its member (null for none, or forgotten). */
export interface LoanRow extends BorrowRow {
  overdue: boolean;
  member: LoanMember | null;
}

/** The columns of a loan with its member (borrows LEFT JOIN members) and whether it is overdue on `today`. */
const LOAN_WITH_MEMBER = (today: string) => ({
  loan: borrows,
  overdue: sql<boolean>`${overdueSql(today)}`,
  memberName: members.name,
  memberCard: members.cardNumber,
});

function loanRowOf(row: {
  loan: BorrowRow;
  overdue: boolean;
  memberName: string | null;
  memberCard: string | null;
}): LoanRow {
  const { loan } = row;
  const member =
    loan.memberId !== null && row.memberName !== null && row.memberCard !== null
      ? { id: loan.memberId, name: row.memberName, cardNumber: row.memberCard }
      : null;
  return { ...loan, overdue: row.overdue, member };
}

/** One page of loans, newest first, and their total, read in one snapshot. */
export async function listLoans(tx: Tx, q: LoanQuery, today: string): Promise<{ loans: LoanRow[]; total: number }> {
  const condition = loanCondition(q, today);
  const total = await countWhere(tx, borrows, condition);
  const offset = (q.page - 1) * q.limit;
  if (offset >= total) return { loans: [], total };
  const loans = await tx
    .select(LOAN_WITH_MEMBER(today))
    .from(borrows)
    .leftJoin(members, eq(members.id, borrows.memberId))
    .where(condition)
    .orderBy(desc(borrows.createdAt), desc(borrows.id))
    .limit(q.limit)
    .offset(offset);
  return { loans: loans.map(loanRowOf), total };
}

/**
 * A member's loans: those out, soonest due first (then oldest first); or (`all`) every loan still
 * naming them, out or returned, newest first.
 */
export async function memberLoans(
  exec: Executor,
  memberId: string,
  today: string,
  which: 'out' | 'all',
): Promise<LoanRow[]> {
  const query = exec.select(LOAN_WITH_MEMBER(today)).from(borrows).leftJoin(members, eq(members.id, borrows.memberId));
  const rows =
    which === 'out'
      ? await query
          .where(and(eq(borrows.memberId, memberId), isNull(borrows.returnedAt)))
          .orderBy(asc(borrows.dueDate), asc(borrows.createdAt), asc(borrows.id))
      : await query.where(eq(borrows.memberId, memberId)).orderBy(desc(borrows.createdAt), desc(borrows.id));
  return rows.map(loanRowOf);
}
