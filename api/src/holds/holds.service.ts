/**
 * The holds' rules: a queue per book, first come first served; a copy that comes back (or leaves
 * the hold shelf) goes to the first waiting hold (ready until today + the loan rules' days on the
 * hold shelf) before the shelf; a ready hold is fulfilled when the book is lent to its member, and
 * expires once its day has passed (exactly once, whatever the number of api processes). Each change
 * is written in the activity log in its own transaction, the hold named by its book's title (never
 * by its member's name: the card number is in the details).
 */
import { recordActivities, systemActor, type ActivityActor, type ActivityInput } from '../activity/activity.service';
import { LOAN_RULE_DEFAULTS } from '../contract';
import type { Db, Executor } from '../db/handles';
import type { Retry } from '../db/pg-errors';
import * as q from './holds.queries';

export type { HoldChange } from './holds.queries';

/** The log's entry of a hold that changed: the hold, named by its book's title; the card in the details. */
function holdEntry(action: ActivityInput['action'], hold: q.HoldChange): ActivityInput {
  return {
    action,
    target: { kind: 'hold', id: hold.id, label: hold.title },
    details: { bookId: hold.bookId, card: hold.card },
  };
}

async function logAll(
  exec: Executor,
  actor: ActivityActor,
  action: ActivityInput['action'],
  holds: readonly q.HoldChange[],
): Promise<void> {
  if (holds.length === 0) return;
  await recordActivities(
    exec,
    holds.map((hold) => ({ actor, entry: holdEntry(action, hold) })),
  );
}

/**
 * Lending a book to a member who has a READY hold on it (call it inside the borrow's transaction,
 * before taking copies from the shelf): marks that hold FULFILLED (ended now) and logs
 * hold.fulfilled. True when there was one: its copy (from the hold shelf) is one of the loan's.
 */
export async function takeReadyHold(
  tx: Executor,
  bookId: string,
  memberId: string,
  actor: ActivityActor,
): Promise<boolean> {
  const hold = await q.fulfilReadyHold(tx, bookId, memberId);
  if (hold === undefined) return false;
  await logAll(tx, actor, 'hold.fulfilled', [hold]);
  return true;
}

/** The loan rules' days a copy waits on the hold shelf (the default when the row is missing). */
async function shelfDays(tx: Executor): Promise<number> {
  return (await q.holdShelfDays(tx)) ?? LOAN_RULE_DEFAULTS.holdShelfDays;
}

/**
 * Hands `count` copies of a book out, inside the caller's transaction: locks the book's row, then
 * the first `count` waiting holds of its queue become READY (logged hold.ready by `actor`), and the
 * copies left over go back to the shelf. Returns the holds made ready (none when the book is gone).
 * A return calls it for the copies it brings back; a ready hold cancelled or expired for its copy.
 */
export async function passCopyOn(
  tx: Executor,
  bookId: string,
  count: number,
  actor: ActivityActor,
  today: string,
): Promise<q.HoldChange[]> {
  if (count <= 0 || !(await q.lockBook(tx, bookId))) return [];
  const ready = await q.handOutCopies(tx, bookId, count, today, await shelfDays(tx));
  await logAll(tx, actor, 'hold.ready', ready);
  return ready;
}

/** A return's copies, inside its transaction: to the book's first waiting holds, the rest to the shelf. */
export const putAsideOnReturn = passCopyOn;

/**
 * Expires every READY hold whose day on the hold shelf has passed (before `today`) and passes each
 * one's copy on (the next waiting hold, else the shelf), in one transaction, logged by the system.
 * Each hold expires once whatever the number of processes running this at once. Returns how many.
 */
export async function expireHoldsOn(db: Db, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await q.expireReadyHolds(tx, today);
    if (expired.length === 0) return 0;
    await logAll(tx, systemActor, 'hold.expired', expired);
    // Books in one order (their ids), so two transactions never wait on each other's books in a circle.
    const perBook = new Map<string, number>();
    for (const hold of expired) perBook.set(hold.bookId, (perBook.get(hold.bookId) ?? 0) + 1);
    for (const bookId of [...perBook.keys()].sort()) {
      await passCopyOn(tx, bookId, perBook.get(bookId) ?? 0, systemActor, today);
    }
    return expired.length;
  });
}

export interface HoldsService {
  /**
   * Expires the ready holds whose day on the hold shelf has passed (by the library's today) and
   * passes their copies on; how many expired. Run before holds are read and by the hourly job.
   */
  expireHolds(): Promise<number>;
}

export interface HoldsOptions {
  /** The library's day (`YYYY-MM-DD`), read anew at each call. */
  today: () => string;
}

export function holdsService(db: Db, retry: Retry, { today }: HoldsOptions): HoldsService {
  return {
    expireHolds: () => retry(() => expireHoldsOn(db, today())),
  };
}
