/** Why a borrow changed nothing: what loans.service tells the client then. */
import type { Db, Tx } from '../db/handles';
import { bookNotAvailable, bookNotFound, insufficientCopies } from '../errors';
import * as q from './loans.queries';

/**
 * Why a borrow of `quantity` copies took nothing: 404 no such book, 409 not available (copies left,
 * but marked not for lending), 409 insufficient copies (with the copies on the hold shelf for others;
 * `ownHeld`: the borrower's own copy from the hold shelf, counted as theirs to take).
 */
export async function whyNotBorrowed(exec: Db | Tx, bookId: string, quantity: number, ownHeld = 0): Promise<Error> {
  const stock = await q.bookStock(exec, bookId);
  if (!stock) return bookNotFound();
  if (!stock.available && stock.copies > 0) return bookNotAvailable();
  return insufficientCopies(stock.copies + ownHeld, quantity, await q.onHoldShelf(exec, bookId));
}
