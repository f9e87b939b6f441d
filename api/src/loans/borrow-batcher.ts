/**
 * Borrows of one book queue in this process and go to the database together: while one statement
 * for a book runs, the borrows of that book that arrive wait, then all of them go in the next
 * statement (all or nothing: one row lock, one round trip and one commit for many borrows). When
 * the book cannot serve them all, they are served one by one in arrival order (`alone`), so each
 * gets the answer it would have had alone. Correctness does not depend on this queue: the
 * conditional UPDATE guards every statement, across processes.
 */
import type { BorrowInput } from '../contract';
import type { Db } from '../db/handles';
import type { Retry } from '../db/pg-errors';
import type { BorrowRow } from '../db/schema';
import { borrowTogether } from './loans.queries';

/** Most borrows of one book sent in one statement. */
const MAX_BORROW_BATCH = 100;

interface WaitingBorrow {
  input: BorrowInput;
  resolve: (record: BorrowRow) => void;
  reject: (err: unknown) => void;
}

export function borrowBatcher(
  db: Db,
  retry: Retry,
  alone: (input: BorrowInput) => Promise<BorrowRow>,
): (input: BorrowInput) => Promise<BorrowRow> {
  const queues = new Map<string, WaitingBorrow[]>();

  const serve = async (bookId: string, batch: WaitingBorrow[]): Promise<void> => {
    if (batch.length > 1) {
      let records: BorrowRow[] | undefined;
      try {
        records = await retry(() =>
          borrowTogether(
            db,
            bookId,
            batch.map((w) => w.input),
          ),
        );
      } catch (err: unknown) {
        for (const w of batch) w.reject(err);
        return;
      }
      if (records) {
        batch.forEach((w, i) => w.resolve(records[i]));
        return;
      }
    }
    for (const w of batch) await alone(w.input).then(w.resolve, w.reject);
  };

  const drain = async (bookId: string, queue: WaitingBorrow[]): Promise<void> => {
    while (queue.length > 0) await serve(bookId, queue.splice(0, MAX_BORROW_BATCH));
    queues.delete(bookId);
  };

  return (input) =>
    new Promise<BorrowRow>((resolve, reject) => {
      const waiting = { input, resolve, reject };
      const queue = queues.get(input.bookId);
      if (queue) {
        queue.push(waiting);
        return;
      }
      const fresh = [waiting];
      queues.set(input.bookId, fresh);
      void drain(input.bookId, fresh);
    });
}
