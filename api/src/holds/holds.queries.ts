/**
 * The holds' rows in and out (drizzle and SQL): a book's queue, the hold shelf, expiry. Nothing here
 * knows HTTP: a change that finds nothing to change answers undefined (or an empty list), and
 * holds.service tells the client why.
 *
 * Locks, always in this order so that no two transactions wait on each other in a circle: a hold
 * row that is ended (fulfilled, cancelled, expired) first, then its book's row, then the book's
 * waiting holds in queue order. Whoever hands out copies (a return, a ready hold cancelled or
 * expired) holds the book's row while it does, so one book's copies are handed out one at a time.
 */
import { sql } from 'drizzle-orm';
import { resultRows, text, type Executor } from '../db/handles';

/** A hold ended or made ready by a statement: what the log and the caller need of it. */
export interface HoldChange {
  id: string;
  bookId: string;
  memberId: string;
  title: string | null;
  /** The member's card number (the log names members by card, never by name). */
  card: string | null;
}

/** What a changed hold's RETURNING gives (changesFrom reads it). */
const CHANGE_COLUMNS = sql.raw(
  'holds.id, holds.book_id, holds.member_id, holds.title, ' +
    '(SELECT card_number FROM members WHERE members.id = holds.member_id) AS card',
);

function changesFrom(result: unknown): HoldChange[] {
  return resultRows(result).map((r) => ({
    id: String(r.id),
    bookId: String(r.book_id),
    memberId: String(r.member_id),
    title: text(r.title),
    card: text(r.card),
  }));
}

/** The member's READY hold on the book marked FULFILLED (ended now); undefined when there was none. */
export async function fulfilReadyHold(
  exec: Executor,
  bookId: string,
  memberId: string,
): Promise<HoldChange | undefined> {
  const result: unknown = await exec.execute(sql`
    UPDATE holds SET status = 'fulfilled', ready_until = NULL, ended_at = now()
    WHERE book_id = ${bookId} AND member_id = ${memberId} AND status = 'ready'
    RETURNING ${CHANGE_COLUMNS}`);
  return changesFrom(result).at(0);
}

/**
 * Every READY hold whose day on the hold shelf has passed (ready_until before `today`) marked
 * EXPIRED, in one conditional UPDATE: a hold another transaction is changing (or expiring) is
 * skipped, and one that another expiry already ended no longer matches, so each expires once
 * whatever the number of api processes.
 */
export async function expireReadyHolds(exec: Executor, today: string): Promise<HoldChange[]> {
  const result: unknown = await exec.execute(sql`
    UPDATE holds SET status = 'expired', ready_until = NULL, ended_at = now()
    WHERE id IN (
      SELECT id FROM holds
      WHERE status = 'ready' AND ready_until < ${today}::date
      ORDER BY id
      FOR UPDATE SKIP LOCKED
    ) AND status = 'ready'
    RETURNING ${CHANGE_COLUMNS}`);
  return changesFrom(result);
}

/** Locks the book's row (the hand-out of its copies); false when the book is not there. */
export async function lockBook(exec: Executor, bookId: string): Promise<boolean> {
  const result: unknown = await exec.execute(sql`SELECT id FROM books WHERE id = ${bookId} FOR UPDATE`);
  return resultRows(result).length > 0;
}

/**
 * Hands `count` copies of a book (its row locked by the caller) out: the first `count` WAITING
 * holds of its queue (placed_at, id) become READY until `today` + the loan rules' days on the hold
 * shelf; the copies left over go back to the shelf (books.copies, available again when it had none,
 * as a return does). Returns the holds made ready, in queue order.
 */
export async function handOutCopies(
  exec: Executor,
  bookId: string,
  count: number,
  today: string,
  holdShelfDays: number,
): Promise<HoldChange[]> {
  const result: unknown = await exec.execute(sql`
    WITH next AS (
      SELECT id FROM holds
      WHERE book_id = ${bookId} AND status = 'waiting'
      ORDER BY placed_at, id
      LIMIT ${count}
      FOR UPDATE
    ), ready AS (
      UPDATE holds SET status = 'ready', ready_at = now(), ready_until = ${today}::date + ${holdShelfDays}::integer
      FROM next WHERE holds.id = next.id
      RETURNING ${CHANGE_COLUMNS}, holds.placed_at
    ), shelf AS (
      UPDATE books
      SET copies = books.copies + (${count}::integer - (SELECT count(*) FROM ready)::integer),
          available = books.available OR books.copies = 0,
          updated_at = now()
      WHERE books.id = ${bookId} AND (SELECT count(*) FROM ready) < ${count}::integer
    )
    SELECT id, book_id, member_id, title, card FROM ready ORDER BY placed_at, id`);
  return changesFrom(result);
}

/** The loan rules' days a copy waits on the hold shelf (the one loan_rules row). */
export async function holdShelfDays(exec: Executor): Promise<number | undefined> {
  const result: unknown = await exec.execute(sql`SELECT hold_shelf_days FROM loan_rules WHERE id = 1`);
  const row = resultRows(result).at(0);
  return row === undefined ? undefined : Number(row.hold_shelf_days);
}
