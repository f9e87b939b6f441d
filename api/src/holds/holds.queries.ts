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
import { sql, type SQL } from 'drizzle-orm';
import { HOLD_STATUSES, type HoldListStatus, type HoldQuery, type HoldStatus } from '../contract';
import { oneOf, resultRows, text, type Executor, type Tx } from '../db/handles';
import { ACTIVE_HOLDS, ENDED_HOLDS, HOLD_STATUS, holdStatusText } from '../db/hold-status-sql';
import { ITEM_STATUS } from '../db/item-status-sql';

/** A hold ended or made ready by a statement: what the log and the caller need of it. */
export interface HoldChange {
  id: string;
  bookId: string;
  memberId: string;
  title: string | null;
  /** The member's card number (the log names members by card, never by name). */
  card: string | null;
  /** The copy on the hold shelf for it (a ready hold's; kept after it ends). */
  itemId: string | null;
}

/** What a changed hold's RETURNING gives (changesFrom reads it). */
const CHANGE_COLUMNS = sql.raw(
  'holds.id, holds.book_id, holds.member_id, holds.title, holds.item_id, ' +
    '(SELECT card_number FROM members WHERE members.id = holds.member_id) AS card',
);

function changesFrom(result: unknown): HoldChange[] {
  return resultRows(result).map((r) => ({
    id: String(r.id),
    bookId: String(r.book_id),
    memberId: String(r.member_id),
    title: text(r.title),
    card: text(r.card),
    itemId: text(r.item_id),
  }));
}

/** The READY holds of these members on the book marked FULFILLED (ended now), in one statement; those that had one. */
export async function fulfilReadyHolds(
  exec: Executor,
  bookId: string,
  memberIds: readonly string[],
): Promise<HoldChange[]> {
  const result: unknown = await exec.execute(sql`
    UPDATE holds SET status = ${HOLD_STATUS.fulfilled}, ready_until = NULL, ended_at = now()
    WHERE book_id = ${bookId} AND status = ${HOLD_STATUS.ready}
      AND member_id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(memberIds)}::jsonb))
    RETURNING ${CHANGE_COLUMNS}`);
  return changesFrom(result);
}

/**
 * Every READY hold whose day on the hold shelf has passed (ready_until before `today`) marked
 * EXPIRED, in one conditional UPDATE: a hold another transaction is changing (or expiring) is
 * skipped, and one that another expiry already ended no longer matches, so each expires once
 * whatever the number of api processes.
 */
export async function expireReadyHolds(exec: Executor, today: string): Promise<HoldChange[]> {
  const result: unknown = await exec.execute(sql`
    UPDATE holds SET status = ${HOLD_STATUS.expired}, ready_until = NULL, ended_at = now()
    WHERE id IN (
      SELECT id FROM holds
      WHERE status = ${HOLD_STATUS.ready} AND ready_until < ${today}::date
      ORDER BY id
      FOR UPDATE SKIP LOCKED
    ) AND status = ${HOLD_STATUS.ready}
    RETURNING ${CHANGE_COLUMNS}`);
  return changesFrom(result);
}

/** Locks the book's row (the hand-out of its copies); false when the book is not there. */
export async function lockBook(exec: Executor, bookId: string): Promise<boolean> {
  const result: unknown = await exec.execute(sql`SELECT id FROM books WHERE id = ${bookId} FOR UPDATE`);
  return resultRows(result).length > 0;
}

/**
 * The loan rules' days a copy waits on the hold shelf, read in the statement that makes holds ready
 * (the one loan_rules row, as settings' loanRules() reads it; `fallback` when the row is missing).
 */
function shelfDays(fallback: number): SQL {
  return sql`coalesce((SELECT hold_shelf_days FROM loan_rules WHERE id = 1), ${fallback}::integer)`;
}

/**
 * Hands `count` copies of a book (its row locked by the caller) out: the first `count` WAITING
 * holds of its queue (placed_at, id) become READY until `today` + the loan rules' days on the hold
 * shelf, each with the next of `itemIds` (the copies handed out) put on the hold shelf for it; the
 * copies left over go back to the shelf (books.copies, available again when it had none, as a
 * return does; their items on the shelf). Returns the holds made ready, in queue order.
 */
export async function handOutCopies(
  exec: Executor,
  bookId: string,
  count: number,
  itemIds: readonly string[],
  today: string,
  defaultShelfDays: number,
): Promise<HoldChange[]> {
  const result: unknown = await exec.execute(sql`
    WITH next AS (
      SELECT id, placed_at FROM holds
      WHERE book_id = ${bookId} AND status = ${HOLD_STATUS.waiting}
      ORDER BY placed_at, id
      LIMIT ${count}
      FOR UPDATE
    ), given AS (
      SELECT value::uuid AS id, n FROM jsonb_array_elements_text(${JSON.stringify(itemIds)}::jsonb) WITH ORDINALITY AS g(value, n)
    ), numbered AS (
      SELECT next.id, given.id AS item_id FROM (
        SELECT id, row_number() OVER (ORDER BY placed_at, id) AS n FROM next
      ) AS next LEFT JOIN given ON given.n = next.n
    ), ready AS (
      UPDATE holds SET status = ${HOLD_STATUS.ready}, ready_at = now(),
        ready_until = ${today}::date + ${shelfDays(defaultShelfDays)}, item_id = numbered.item_id
      FROM numbered WHERE holds.id = numbered.id
      RETURNING ${CHANGE_COLUMNS}, holds.placed_at
    ), placed AS (
      UPDATE items SET last_seen_at = now(),
        status = CASE WHEN items.id IN (SELECT item_id FROM numbered WHERE item_id IS NOT NULL)
          THEN ${ITEM_STATUS.on_hold_shelf} ELSE ${ITEM_STATUS.on_shelf} END
      WHERE items.id IN (SELECT id FROM given) AND items.book_id = ${bookId}
    ), shelf AS (
      UPDATE books
      SET copies = books.copies + (${count}::integer - (SELECT count(*) FROM ready)::integer),
          available = books.available OR books.copies = 0,
          updated_at = now()
      WHERE books.id = ${bookId} AND (SELECT count(*) FROM ready) < ${count}::integer
    )
    SELECT id, book_id, member_id, title, card, item_id FROM ready ORDER BY placed_at, id`);
  return changesFrom(result);
}

/** A hold as the lists and answers show it: its book (as when placed), its member, its place in the queue. */
export interface HoldView {
  id: string;
  bookId: string;
  title: string | null;
  isbn: string | null;
  memberId: string;
  memberName: string;
  cardNumber: string;
  status: HoldStatus;
  /** 1-based place in its book's queue of waiting holds; null unless waiting. */
  position: number | null;
  placedAt: Date;
  readyUntil: string | null;
  endedAt: Date | null;
}

const holdStatus = (v: unknown): HoldStatus => oneOf(HOLD_STATUSES, v, 'a hold');

function viewsFrom(result: unknown): HoldView[] {
  const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
  return resultRows(result).map((r) => ({
    id: String(r.id),
    bookId: String(r.book_id),
    title: text(r.title),
    isbn: text(r.isbn),
    memberId: String(r.member_id),
    memberName: String(r.member_name),
    cardNumber: String(r.card_number),
    status: holdStatus(r.status),
    position: r.position === null || r.position === undefined ? null : Number(r.position),
    placedAt: date(r.placed_at),
    readyUntil: text(r.ready_until),
    endedAt: r.ended_at === null || r.ended_at === undefined ? null : date(r.ended_at),
  }));
}

/**
 * The columns of a HoldView (`h`: the hold, `m`: its member). A waiting hold's position counts the
 * waiting holds of its book placed before it or with it (queue order: placed_at, id), on the
 * partial index of the queue.
 */
const waiting = holdStatusText('waiting');
const VIEW_COLUMNS = sql.raw(
  'h.id, h.book_id, h.title, h.isbn, h.member_id, m.name AS member_name, m.card_number, h.status, h.placed_at, ' +
    "to_char(h.ready_until, 'YYYY-MM-DD') AS ready_until, h.ended_at, " +
    `CASE WHEN h.status = ${waiting} THEN (SELECT count(*) FROM holds w WHERE w.book_id = h.book_id ` +
    `AND w.status = ${waiting} AND (w.placed_at, w.id) <= (h.placed_at, h.id)) END AS position`,
);

const LIST_STATUS: Record<HoldListStatus, SQL | undefined> = {
  active: sql`h.status IN ${ACTIVE_HOLDS}`,
  waiting: sql`h.status = ${HOLD_STATUS.waiting}`,
  ready: sql`h.status = ${HOLD_STATUS.ready}`,
  ended: sql`h.status IN ${ENDED_HOLDS}`,
  all: undefined,
};

function listCondition(q: HoldQuery): SQL {
  const parts = [
    LIST_STATUS[q.status],
    q.bookId === undefined ? undefined : sql`h.book_id = ${q.bookId}`,
    q.memberId === undefined ? undefined : sql`h.member_id = ${q.memberId}`,
  ].filter((part): part is SQL => part !== undefined);
  return parts.length === 0 ? sql.raw('TRUE') : sql.join(parts, sql.raw(' AND '));
}

/**
 * One page of holds and their total, read in one snapshot: one book's in queue order (placed_at,
 * id), otherwise newest first.
 */
export async function listHolds(tx: Tx, q: HoldQuery): Promise<{ holds: HoldView[]; total: number }> {
  const condition = listCondition(q);
  const counted = resultRows(await tx.execute(sql`SELECT count(*) AS total FROM holds h WHERE ${condition}`)).at(0);
  const total = Number(counted?.total ?? 0);
  const offset = (q.page - 1) * q.limit;
  if (offset >= total) return { holds: [], total };
  const order = sql.raw(q.bookId === undefined ? 'h.placed_at DESC, h.id DESC' : 'h.placed_at, h.id');
  const result: unknown = await tx.execute(sql`
    SELECT ${VIEW_COLUMNS} FROM holds h JOIN members m ON m.id = h.member_id
    WHERE ${condition}
    ORDER BY ${order}
    LIMIT ${q.limit} OFFSET ${offset}`);
  return { holds: viewsFrom(result), total };
}

/**
 * The active holds (waiting or ready) of each of `bookIds`, in queue order (placed_at, id), at most
 * `limit` a book (a window over each book's queue): listHolds' first page of one book's active
 * queue, for several books in one statement. By book id; a book with none has no entry.
 */
export async function activeQueues(
  exec: Executor,
  bookIds: readonly string[],
  limit: number,
): Promise<Map<string, HoldView[]>> {
  const queues = new Map<string, HoldView[]>();
  if (bookIds.length === 0) return queues;
  const result: unknown = await exec.execute(sql`
    SELECT ${VIEW_COLUMNS} FROM (
      SELECT q.*, row_number() OVER (PARTITION BY q.book_id ORDER BY q.placed_at, q.id) AS place
      FROM holds q
      WHERE q.status IN ${ACTIVE_HOLDS} AND q.book_id IN (${sql.join(
        bookIds.map((id) => sql`${id}::uuid`),
        sql.raw(', '),
      )})
    ) h JOIN members m ON m.id = h.member_id
    WHERE h.place <= ${limit}
    ORDER BY h.book_id, h.placed_at, h.id`);
  for (const view of viewsFrom(result)) {
    const queue = queues.get(view.bookId);
    if (queue) queue.push(view);
    else queues.set(view.bookId, [view]);
  }
  return queues;
}

/** The holds of `ids`, in that order (those that exist). */
export async function holdsByIds(exec: Executor, ids: readonly string[]): Promise<HoldView[]> {
  if (ids.length === 0) return [];
  const result: unknown = await exec.execute(sql`
    SELECT ${VIEW_COLUMNS} FROM holds h JOIN members m ON m.id = h.member_id
    WHERE h.id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql.raw(', '),
    )})`);
  const byId = new Map(viewsFrom(result).map((view) => [view.id, view]));
  return ids.map((id) => byId.get(id)).filter((view): view is HoldView => view !== undefined);
}

/** A hold's row, locked until the transaction ends (the latest committed version); undefined: none. */
export async function lockHold(
  tx: Tx,
  id: string,
): Promise<{ id: string; bookId: string; memberId: string; status: HoldStatus } | undefined> {
  const row = resultRows(
    await tx.execute(sql`SELECT id, book_id, member_id, status FROM holds WHERE id = ${id} FOR UPDATE`),
  ).at(0);
  return row === undefined
    ? undefined
    : {
        id: String(row.id),
        bookId: String(row.book_id),
        memberId: String(row.member_id),
        status: holdStatus(row.status),
      };
}

/** An active hold (locked by the caller) marked CANCELLED, ended now. */
export async function cancelHold(tx: Tx, id: string): Promise<HoldChange | undefined> {
  const result: unknown = await tx.execute(sql`
    UPDATE holds SET status = ${HOLD_STATUS.cancelled}, ready_until = NULL, ended_at = now()
    WHERE id = ${id} AND status IN ${ACTIVE_HOLDS}
    RETURNING ${CHANGE_COLUMNS}`);
  return changesFrom(result).at(0);
}

/** Every active hold of a book marked CANCELLED (the book is being deleted: no copy to pass on). */
export async function cancelHoldsOfBook(exec: Executor, bookId: string): Promise<HoldChange[]> {
  const result: unknown = await exec.execute(sql`
    UPDATE holds SET status = ${HOLD_STATUS.cancelled}, ready_until = NULL, ended_at = now()
    WHERE book_id = ${bookId} AND status IN ${ACTIVE_HOLDS}
    RETURNING ${CHANGE_COLUMNS}`);
  return changesFrom(result);
}

/**
 * A book's row locked for share (a return or a copy passed on waits until the hold is placed, and
 * then sees it in the queue), with whether a copy is on the shelf to borrow; undefined: no book.
 */
export async function bookForHold(
  tx: Tx,
  bookId: string,
): Promise<{ title: string; isbn: string; onShelf: boolean } | undefined> {
  const row = resultRows(
    await tx.execute(
      sql`SELECT title, isbn, copies > 0 AND available AS on_shelf FROM books WHERE id = ${bookId} FOR SHARE`,
    ),
  ).at(0);
  return row === undefined
    ? undefined
    : { title: String(row.title), isbn: String(row.isbn), onShelf: row.on_shelf === true };
}

/** The unique partial index of the active holds: one per member per book. */
export const ACTIVE_HOLD_CONSTRAINT = 'holds_active_book_member';

/** A new WAITING hold at the end of the book's queue, with the book's title and ISBN of now. */
export async function insertHold(
  tx: Tx,
  hold: { bookId: string; memberId: string; title: string; isbn: string },
): Promise<string> {
  const row = resultRows(
    await tx.execute(sql`
      INSERT INTO holds (book_id, member_id, title, isbn)
      VALUES (${hold.bookId}, ${hold.memberId}, ${hold.title}, ${hold.isbn})
      RETURNING id`),
  ).at(0);
  if (row === undefined) throw new Error('INSERT … RETURNING of a hold gave no row');
  return String(row.id);
}
