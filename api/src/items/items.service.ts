/**
 * The items' rules: each copy of a book is an item, and `books.copies` stays the number of its items
 * on the shelf. The functions here run inside another service's transaction (a borrow, a return, a
 * book's copies changed), after that service's statement has locked the book's row.
 */
import { recordActivities, type ActivityActor } from '../activity/activity.service';
import type { ItemJson } from '../contract';
import type { Db, Executor, Tx } from '../db/handles';
import { bookNotFound, itemNotFound } from '../errors';
import * as q from './items.queries';

export type { ItemView, LoanToFill } from './items.queries';

export interface ItemsService {
  /** A book's items, oldest first; 404 NOT_FOUND when there is no such book. */
  itemsOfBook(bookId: string): Promise<q.ItemView[]>;
  /** The item of a barcode (as printed on its label); 404 NOT_FOUND "Item not found" when none has it. */
  itemByBarcode(barcode: string): Promise<q.ItemView>;
}

export function itemsService(db: Db): ItemsService {
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
  const itemEntry = (
    action: 'items.added' | 'item.status-changed',
    barcode: string,
    details: Record<string, unknown>,
  ) => ({
    actor,
    entry: {
      action,
      target: { kind: 'item', id: barcode, label: book.title },
      details: { bookId: book.id, ...details },
    },
  });
  const entries = [
    ...added.map((barcode) => itemEntry('items.added', barcode, { to: 'on_shelf' })),
    ...withdrawn.map((barcode) =>
      itemEntry('item.status-changed', barcode, { from: 'on_shelf', to: 'withdrawn', reason: 'copies lowered' }),
    ),
  ];
  if (entries.length > 0) await recordActivities(tx, entries);
}

/** After a restore: new barcodes follow the largest generated one loaded. */
export const syncBarcodes = (exec: Executor): Promise<void> => q.syncBarcodeSequence(exec);
