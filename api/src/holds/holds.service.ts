/**
 * The holds' rules: a queue per book, first come first served; a copy that comes back (or leaves
 * the hold shelf) goes to the first waiting hold (ready until today + the loan rules' days on the
 * hold shelf) before the shelf; a ready hold is fulfilled when the book is lent to its member, and
 * expires once its day has passed (exactly once, whatever the number of api processes). Each change
 * is written in the activity log in its own transaction, the hold named by its book's title (never
 * by its member's name: the card number is in the details).
 */
import { accessOf, type Actor } from '../access/principal';
import {
  memberActor,
  recordActivities,
  systemActor,
  type ActivityActor,
  type ActivityInput,
} from '../activity/activity.service';
import {
  ACTIVE_HOLD_STATUSES,
  LIST_DEFAULTS,
  LOAN_RULE_DEFAULTS,
  MEMBER_MESSAGES,
  allows,
  type HoldJson,
  type HoldListStatus,
  type HoldQuery,
  type HoldStatus,
  type PlaceHoldInput,
} from '../contract';
import type { Db, Executor } from '../db/handles';
import type { MemberRow } from '../db/schema';
import { isUniqueViolation, type Retry } from '../db/pg-errors';
import {
  ValidationError,
  bookNotFound,
  copyOnShelf,
  duplicateHold,
  forbidden,
  memberBlocked,
  memberUnknown,
  holdNotActive,
  holdNotFound,
} from '../errors';
import type { MembersService } from '../members/members.service';
import * as q from './holds.queries';
import type { HoldView } from './holds.queries';

export type { HoldChange, HoldView } from './holds.queries';

/** The log's entry of a hold that changed: the hold, named by its book's title; the card in the details. */
function holdEntry(action: ActivityInput['action'], hold: q.HoldChange): ActivityInput {
  return {
    action,
    target: { kind: 'hold', id: hold.id, label: hold.title },
    details: { bookId: hold.bookId, card: hold.card },
    memberId: hold.memberId,
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
 * Lending a book to members who have a READY hold on it, inside the borrows' transaction (one
 * statement, one log insert): each member's READY hold of the book marked FULFILLED (ended now),
 * logged hold.fulfilled by the actor of their borrow. Returns the members whose hold was taken,
 * each with the item put aside for it (their loan takes that copy, from the hold shelf).
 */
export async function takeReadyHolds(
  tx: Executor,
  bookId: string,
  borrows: readonly { memberId: string; actor: ActivityActor }[],
): Promise<Map<string, string | null>> {
  if (borrows.length === 0) return new Map();
  const taken = await q.fulfilReadyHolds(
    tx,
    bookId,
    borrows.map((b) => b.memberId),
  );
  if (taken.length > 0) {
    const actorOf = new Map(borrows.map((b) => [b.memberId, b.actor]));
    await recordActivities(
      tx,
      taken.map((hold) => ({
        actor: actorOf.get(hold.memberId) ?? borrows[0].actor,
        entry: holdEntry('hold.fulfilled', hold),
      })),
    );
  }
  return new Map(taken.map((hold) => [hold.memberId, hold.itemId]));
}

/**
 * Hands `count` copies of a book out, inside the caller's transaction: locks the book's row, then
 * the first `count` waiting holds of its queue become READY (logged hold.ready by `actor`), and the
 * copies left over go back to the shelf. Returns the holds made ready (none when the book is gone).
 * A return calls it for the copies it brings back; a ready hold cancelled or expired for its copy.
 * `itemIds`: those copies' items (put on the hold shelf for the holds made ready, the rest on the shelf).
 */
export async function passCopyOn(
  tx: Executor,
  bookId: string,
  count: number,
  actor: ActivityActor,
  today: string,
  itemIds: readonly string[] = [],
): Promise<q.HoldChange[]> {
  if (count <= 0 || !(await q.lockBook(tx, bookId))) return [];
  const ready = await q.handOutCopies(tx, bookId, count, itemIds, today, LOAN_RULE_DEFAULTS.holdShelfDays);
  await logAll(tx, actor, 'hold.ready', ready);
  return ready;
}

/** The items of holds (those that have one). */
const itemsOf = (holds: readonly q.HoldChange[]): string[] =>
  holds.flatMap((hold) => (hold.itemId === null ? [] : [hold.itemId]));

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
    const perBook = new Map<string, q.HoldChange[]>();
    for (const hold of expired) perBook.set(hold.bookId, [...(perBook.get(hold.bookId) ?? []), hold]);
    for (const bookId of [...perBook.keys()].sort()) {
      const holds = perBook.get(bookId) ?? [];
      await passCopyOn(tx, bookId, holds.length, systemActor, today, itemsOf(holds));
    }
    return expired.length;
  });
}

/**
 * Cancels every active hold of a book being deleted, inside the delete's transaction (its copies on
 * the hold shelf go with the book), logged hold.cancelled by `actor`.
 */
export async function cancelHoldsOfBook(tx: Executor, bookId: string, actor: ActivityActor): Promise<void> {
  await logAll(tx, actor, 'hold.cancelled', await q.cancelHoldsOfBook(tx, bookId));
}

/** The holds of `ids` (made ready by a return, say), in that order, as the answers show them. */
export function holdViews(exec: Executor, ids: readonly string[]): Promise<HoldView[]> {
  return q.holdsByIds(exec, ids);
}

/** A hold's JSON (HoldJson of the contract): `GET /holds`, a placed or cancelled hold, a return's putAside, /my. */
export function holdJson(view: HoldView): HoldJson {
  return {
    _id: view.id,
    id: view.id,
    book: { _id: view.bookId, title: view.title, isbn: view.isbn },
    member: { _id: view.memberId, name: view.memberName, cardNumber: view.cardNumber },
    status: view.status,
    position: view.position,
    placedAt: view.placedAt.toISOString(),
    readyUntil: view.readyUntil,
    endedAt: view.endedAt?.toISOString() ?? null,
  };
}

/** Who acts on a hold: staff (circulation; anyone in an open library) for any member, or a member for themself. */
type HoldCaller = { staff: true } | { staff: false; memberId: string };

function callerOf(actor: Actor): HoldCaller {
  const { principal } = actor;
  if (allows(accessOf(principal), 'circulation')) return { staff: true };
  if (principal.kind === 'account' && principal.memberId !== null)
    return { staff: false, memberId: principal.memberId };
  // The routes ask for ownLoans: someone who is neither staff nor a member does not get here.
  throw forbidden();
}

/**
 * Which holds `listHolds` reads: a status (default active), one book's, one member's; a page (default
 * the first, of LIST_DEFAULTS.limit: a caller that wants them all, /my say, asks for more).
 */
export interface HoldFilter {
  status?: HoldListStatus;
  bookId?: string | undefined;
  memberId?: string | undefined;
  page?: number;
  limit?: number;
}

export interface HoldsService {
  /**
   * One page of holds (expired ones first expired, by the library's today): one book's queue in
   * order, otherwise newest first; each with its member and, waiting, its place in the queue.
   */
  listHolds(query: HoldFilter): Promise<{ holds: HoldView[]; total: number }>;
  /**
   * The active queues of several books at once (`GET /holds/queues`): for each of `bookIds`, in that
   * order, its first `limit` active holds in queue order, as `listHolds({ bookId, limit })` reads them.
   */
  holdQueues(bookIds: readonly string[], limit: number): Promise<HoldView[]>;
  /**
   * Places a hold at the end of a book's queue: by staff for `input.member` (400 VALIDATION_FAILED
   * without one), by a member for themself (403 FORBIDDEN for another's). 404 NOT_FOUND (book),
   * 404 MEMBER_NOT_FOUND, 409 MEMBER_BLOCKED, 409 COPY_ON_SHELF (borrow it), 409 DUPLICATE_HOLD.
   */
  placeHold(input: PlaceHoldInput, actor: Actor): Promise<HoldView>;
  /**
   * Cancels an active hold (a ready one passes its copy on): staff any, a member their own (404
   * HOLD_NOT_FOUND for another's, as for none); 409 HOLD_NOT_ACTIVE when it has ended.
   */
  cancelHold(id: string, actor: Actor): Promise<HoldView>;
  /**
   * Expires the ready holds whose day on the hold shelf has passed (by the library's today) and
   * passes their copies on; how many expired. Run before holds are read and by the hourly job.
   */
  expireHolds(): Promise<number>;
}

export interface HoldsOptions {
  /** The library's day (`YYYY-MM-DD`), read anew at each call. */
  today: () => string;
  /** Who a hold is for: a card number or a member's id (../members). */
  members: Pick<MembersService, 'memberByCardOrId'>;
}

/** A snapshot read: one transaction, repeatable read, read only. */
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export function holdsService(db: Db, retry: Retry, { today, members }: HoldsOptions): HoldsService {
  const expireHolds = (): Promise<number> => retry(() => expireHoldsOn(db, today()));

  const memberFor = async (input: PlaceHoldInput, caller: HoldCaller): Promise<MemberRow> => {
    if (caller.staff) {
      if (input.member === undefined) {
        throw new ValidationError({
          member: { message: MEMBER_MESSAGES.holdNeedsMember, kind: 'required', path: 'member', value: null },
        });
      }
      const member = await members.memberByCardOrId(input.member);
      if (member === undefined) throw memberUnknown();
      return member;
    }
    const self = await members.memberByCardOrId(caller.memberId);
    if (self === undefined) throw memberUnknown();
    // A member holds for themself only: `member`, when given, must name them (their id or card).
    if (input.member !== undefined && (await members.memberByCardOrId(input.member))?.id !== self.id) {
      throw forbidden();
    }
    return self;
  };

  return {
    listHolds: async (query) => {
      await expireHolds();
      const full: HoldQuery = {
        status: query.status ?? 'active',
        bookId: query.bookId,
        memberId: query.memberId,
        page: query.page ?? LIST_DEFAULTS.page,
        limit: query.limit ?? LIST_DEFAULTS.limit,
      };
      return db.transaction((tx) => q.listHolds(tx, full), SNAPSHOT);
    },
    holdQueues: async (bookIds, limit) => {
      await expireHolds();
      const queues = await db.transaction((tx) => q.activeQueues(tx, bookIds, limit), SNAPSHOT);
      return bookIds.flatMap((id) => queues.get(id) ?? []);
    },
    placeHold: async (input, actor) => {
      const caller = callerOf(actor);
      const member = await memberFor(input, caller);
      // A member's own hold is logged as the member (from their record), staff's as the staff.
      const logActor = caller.staff ? actor : memberActor(member, actor.address);
      if (member.status === 'blocked') throw memberBlocked(member.name, member.blockedReason ?? '');
      const placed = await retry(() =>
        db.transaction(async (tx) => {
          const book = await q.bookForHold(tx, input.bookId);
          if (book === undefined) throw bookNotFound();
          if (book.onShelf) throw copyOnShelf();
          const id = await q.insertHold(tx, { bookId: input.bookId, memberId: member.id, ...book });
          const view = (await q.holdsByIds(tx, [id])).at(0);
          if (view === undefined) throw new Error('a hold just placed cannot be read');
          await logAll(tx, logActor, 'hold.placed', [
            { id, bookId: view.bookId, memberId: member.id, title: view.title, card: member.cardNumber, itemId: null },
          ]);
          return view;
        }),
      ).catch((err: unknown) => {
        if (isUniqueViolation(err, q.ACTIVE_HOLD_CONSTRAINT)) throw duplicateHold();
        throw err;
      });
      return placed;
    },
    cancelHold: async (id, actor) => {
      const caller = callerOf(actor);
      const day = today();
      const self = caller.staff ? undefined : await members.memberByCardOrId(caller.memberId);
      const logActor = self === undefined ? actor : memberActor(self, actor.address);
      return retry(() =>
        db.transaction(async (tx) => {
          const hold = await q.lockHold(tx, id);
          // A member sees nothing of others' holds: another's is as none.
          if (hold === undefined || (!caller.staff && hold.memberId !== caller.memberId)) throw holdNotFound();
          if (!(ACTIVE_HOLD_STATUSES as readonly HoldStatus[]).includes(hold.status)) throw holdNotActive();
          const cancelled = await q.cancelHold(tx, id);
          if (cancelled === undefined) throw holdNotActive();
          await logAll(tx, logActor, 'hold.cancelled', [cancelled]);
          // Its copy on the hold shelf goes to the next in the queue, else back to the shelf.
          if (hold.status === 'ready') await passCopyOn(tx, hold.bookId, 1, logActor, day, itemsOf([cancelled]));
          const view = (await q.holdsByIds(tx, [id])).at(0);
          if (view === undefined) throw new Error('a hold just cancelled cannot be read');
          return view;
        }),
      );
    },
    expireHolds,
  };
}
