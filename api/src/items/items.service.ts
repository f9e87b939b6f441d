/**
 * The items' rules: each copy of a book is an item, and `books.copies` stays the number of its items
 * on the shelf. Copies are added (`POST /books/:id/items`) and change status (`PATCH /items/:barcode`)
 * here; the functions at the end run inside another service's transaction (a borrow, a return, a
 * book's copies changed), after that service's statement has locked the book's row.
 */
import { accessOf, type Actor } from '../access/principal';
import { recordActivities, type ActivityActor } from '../activity/activity.service';
import {
  ITEM_MESSAGES,
  ITEM_STATUS_CHANGES,
  allows,
  isCatalogueChange,
  type ItemJson,
  type ItemPatchRequest,
  type ItemsAddRequest,
  type ItemStatus,
} from '../contract';
import type { Db, Executor, Tx } from '../db/handles';
import { isUniqueViolation, type Retry } from '../db/pg-errors';
import { bookNotFound, cataloguersOnly, duplicateBarcode, itemNotFound, itemStatusConflict } from '../errors';
import { passCopyOn } from '../holds/holds.service';
import * as q from './items.queries';

export type { ItemView, LoanToFill } from './items.queries';

export interface ItemsService {
  /** A book's items, oldest first; 404 NOT_FOUND when there is no such book. */
  itemsOfBook(bookId: string): Promise<q.ItemView[]>;
  /** The item of a barcode (as printed on its label); 404 NOT_FOUND "Item not found" when none has it. */
  itemByBarcode(barcode: string): Promise<q.ItemView>;
  /**
   * Copies added to a book's shelf (generated barcodes, or the library's own), books.copies up with
   * them, each logged items.added. 404 NOT_FOUND: no such book; 409 DUPLICATE_BARCODE: a barcode taken.
   */
  addItems(bookId: string, input: ItemsAddRequest, actor: ActivityActor): Promise<q.ItemView[]>;
  /**
   * An item's status (ITEM_STATUS_CHANGES; books.copies kept in step; a copy found goes to the
   * first waiting hold, if any) and its shelf mark, location or notes changed; a status change is
   * logged item.status-changed with its reason. 404 NOT_FOUND; 403 FORBIDDEN: withdrawing (or taking
   * back) a copy, or changing its shelf mark or location, without `catalogue`; 409
   * ITEM_STATUS_CONFLICT: a copy on loan or on the hold shelf, or already in that status.
   */
  changeItem(barcode: string, patch: ItemPatchRequest, actor: Actor): Promise<q.ItemView>;
}

export interface ItemsOptions {
  /** The library's today (a found copy's hold waits on the hold shelf from it). */
  today: () => string;
}

/** A unique violation of the barcodes as 409 DUPLICATE_BARCODE (a race past the service's own check), else `err`. */
function duplicateBarcodeOr(err: unknown): never {
  if (q.BARCODE_CONSTRAINTS.some((constraint) => isUniqueViolation(err, constraint))) throw duplicateBarcode();
  throw err;
}

/** The log's entry of a change to one item: its barcode the target, its book's title the label. */
function itemEntry(
  action: 'items.added' | 'item.status-changed',
  actor: ActivityActor,
  barcode: string,
  book: { id: string; title: string },
  details: Record<string, unknown>,
) {
  return {
    actor,
    entry: {
      action,
      target: { kind: 'item', id: barcode, label: book.title },
      details: { bookId: book.id, ...details },
    },
  };
}

/** A status change's effect, the item's row locked: books.copies in step; the status the copy has now. */
async function moveItem(
  tx: Tx,
  item: { id: string; bookId: string; status: ItemStatus },
  to: ItemStatus,
  actor: ActivityActor,
  today: string,
): Promise<ItemStatus> {
  if (to === 'on_shelf') {
    // Found, or back from repair: to the first waiting hold as a return's copy goes, else the shelf.
    const ready = await passCopyOn(tx, item.bookId, 1, actor, today, [item.id]);
    return ready.length > 0 ? 'on_hold_shelf' : 'on_shelf';
  }
  await q.updateItem(tx, item.id, { status: to });
  if (item.status === 'on_shelf') await q.shiftShelf(tx, item.bookId, -1);
  return to;
}

export function itemsService(db: Db, retry: Retry, { today }: ItemsOptions): ItemsService {
  return {
    itemsOfBook: (bookId) =>
      db.transaction(
        async (tx) => {
          if (!(await q.bookExists(tx, bookId))) throw bookNotFound();
          return q.itemsOfBook(tx, bookId);
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
    itemByBarcode: async (barcode) => {
      const item = await q.itemByBarcode(db, barcode);
      if (item === undefined) throw itemNotFound();
      return item;
    },
    addItems: (bookId, input, actor) => {
      const copies: { barcodes: string[] } | { count: number } =
        input.barcodes !== undefined ? { barcodes: input.barcodes } : { count: input.count ?? 1 };
      const place = { shelfMark: input.shelfMark ?? null, location: input.location ?? null };
      return retry(() =>
        db.transaction(async (tx) => {
          const book = await q.shiftShelf(tx, bookId, 'barcodes' in copies ? copies.barcodes.length : copies.count);
          if (book === undefined) throw bookNotFound();
          const taken = await q.barcodesTaken(tx, 'barcodes' in copies ? copies.barcodes : []);
          if (taken.length > 0) throw duplicateBarcode(taken);
          const added = await q.insertItems(tx, bookId, copies, place);
          const entry = (barcode: string) =>
            itemEntry('items.added', actor, barcode, { id: bookId, title: book.title }, { to: 'on_shelf' });
          await recordActivities(tx, added.map(entry));
          return q.itemsWithBarcodes(tx, added);
        }),
      ).catch(duplicateBarcodeOr);
    },
    changeItem: async (barcode, patch, actor) => {
      const day = today();
      const stored = await retry(() =>
        db.transaction(async (tx) => {
          // The book's row first, then the item's (the order every change of a book's copies takes).
          const bookId = await q.bookOfBarcode(tx, barcode);
          const book = bookId === undefined ? undefined : await q.lockBook(tx, bookId);
          const item = book === undefined ? undefined : await q.lockItem(tx, barcode);
          if (book === undefined || item === undefined) throw itemNotFound();
          const { status: to, reason, ...fields } = patch;
          const catalogueOnly =
            fields.shelfMark !== undefined ||
            fields.location !== undefined ||
            (to !== undefined && isCatalogueChange(item.status, to));
          if (catalogueOnly && !allows(accessOf(actor.principal), 'catalogue')) throw cataloguersOnly();
          if (to === item.status) throw itemStatusConflict(ITEM_MESSAGES.sameStatus(to));
          if (to !== undefined && !ITEM_STATUS_CHANGES[item.status].includes(to)) {
            throw itemStatusConflict(ITEM_MESSAGES.notChangeable(item.status));
          }
          await q.updateItem(tx, item.id, fields);
          if (to !== undefined) {
            const now = await moveItem(tx, item, to, actor, day);
            const details = { from: item.status, to: now, reason: reason ?? null };
            const target = { id: item.bookId, title: book.title };
            await recordActivities(tx, [itemEntry('item.status-changed', actor, item.barcode, target, details)]);
          }
          return item.barcode;
        }),
      );
      const item = await q.itemByBarcode(db, stored);
      if (item === undefined) throw itemNotFound();
      return item;
    },
  };
}

/** An item's JSON (ItemJson of the contract). */
export function itemJson(view: q.ItemView): ItemJson {
  return {
    ...view,
    addedAt: view.addedAt.toISOString(),
    lastSeenAt: view.lastSeenAt?.toISOString() ?? null,
    lastBorrowedAt: view.lastBorrowedAt?.toISOString() ?? null,
  };
}

/**
 * Lends the items of a book's new loans (see q.lendItems): each member's held copy (`held`: the
 * members whose ready hold the borrow took, with its item) goes to their first loan, the rest of
 * the copies come from the shelf. Throws when the shelf had fewer items than `books.copies`
 * promised (the two change together, so that is a broken store, never a race).
 */
export async function lendItems(
  tx: Tx,
  bookId: string,
  records: readonly { id: string; quantity: number; memberId: string | null }[],
  held: ReadonlyMap<string, string | null> = new Map(),
): Promise<void> {
  const heldLeft = new Map(held);
  const loans = records.map((record): q.LoanToFill => {
    const fromHold = record.memberId !== null && heldLeft.has(record.memberId);
    const heldItemId = fromHold && record.memberId !== null ? (heldLeft.get(record.memberId) ?? null) : null;
    if (record.memberId !== null) heldLeft.delete(record.memberId);
    return { loanId: record.id, heldItemId, fromShelf: record.quantity - (fromHold ? 1 : 0) };
  });
  const wanted = loans.reduce((sum, loan) => sum + loan.fromShelf, 0);
  const lent = await q.lendItems(tx, bookId, loans);
  if (lent !== wanted) throw new Error(`book ${bookId}: ${wanted} copies taken from the shelf, ${lent} items there`);
}

/** The items a loan has out; with `partTo`, `count` of them moved first to the loan `partTo` (a partial return), and those. */
export async function itemsBackFrom(tx: Tx, loanId: string, part?: { to: string; count: number }): Promise<string[]> {
  if (part === undefined) return q.itemsOfLoan(tx, loanId);
  await q.moveLoanItems(tx, loanId, part.to, part.count);
  return q.itemsOfLoan(tx, part.to);
}

/**
 * After a book's copies were set (its row locked by that update): items added or withdrawn from
 * the shelf to match, logged (items.added, item.status-changed to withdrawn) by `actor`.
 */
export async function matchShelfToCopies(
  tx: Tx,
  book: { id: string; title: string },
  actor: ActivityActor,
): Promise<void> {
  const { added, withdrawn } = await q.matchShelf(tx, book.id);
  // One entry per item (its barcode the target, the book's title its label), as every status change is.
  const entries = [
    ...added.map((barcode) => itemEntry('items.added', actor, barcode, book, { to: 'on_shelf' })),
    ...withdrawn.map((barcode) =>
      itemEntry('item.status-changed', actor, barcode, book, {
        from: 'on_shelf',
        to: 'withdrawn',
        reason: 'copies lowered',
      }),
    ),
  ];
  if (entries.length > 0) await recordActivities(tx, entries);
}

/** After a restore: new barcodes follow the largest generated one loaded. */
export const syncBarcodes = (exec: Executor): Promise<void> => q.syncBarcodeSequence(exec);
