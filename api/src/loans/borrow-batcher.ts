/**
 * Borrows of one book queue in this process and go to the database together: while one transaction
 * for a book runs, the borrows of that book that arrive wait, then all of them go in the next one
 * (all or nothing: one row lock, one round trip for the loans and one commit for many borrows). When
 * the book cannot serve them all, they are served one by one in arrival order (`alone`), so each
 * gets the answer it would have had alone. Correctness does not depend on this queue: the
 * conditional UPDATE guards every statement, across processes (and, for borrows with a member, the
 * members' rows locked before their limits are read). Borrows with and without a member queue apart.
 */
import type { ActivityActor } from '../activity/activity.service';
import type { BorrowInput } from '../contract';

/** Most borrows of one book sent in one statement. */
const MAX_BORROW_BATCH = 100;

/** A borrow asked for, and who asked (written in the activity log with its loan). */
export interface BorrowAsked {
  input: BorrowInput;
  actor: ActivityActor;
}

interface WaitingBorrow<R> extends BorrowAsked {
  resolve: (record: R) => void;
  reject: (err: unknown) => void;
}

/**
 * `together`: the borrows of one book, all or nothing (their loans in their order, or undefined when
 * the book cannot serve them all); `alone`: one borrow, with the failure it would have alone.
 */
export function borrowBatcher<R>(
  together: (bookId: string, asked: readonly BorrowAsked[]) => Promise<R[] | undefined>,
  alone: (asked: BorrowAsked) => Promise<R>,
): (input: BorrowInput, actor: ActivityActor) => Promise<R> {
  const queues = new Map<string, WaitingBorrow<R>[]>();

  const serve = async (bookId: string, batch: WaitingBorrow<R>[]): Promise<void> => {
    if (batch.length > 1) {
      let records: R[] | undefined;
      try {
        records = await together(bookId, batch);
      } catch (err: unknown) {
        for (const w of batch) w.reject(err);
        return;
      }
      if (records) {
        batch.forEach((w, i) => w.resolve(records[i]));
        return;
      }
    }
    for (const w of batch) await alone(w).then(w.resolve, w.reject);
  };

  const drain = async (bookId: string, queue: WaitingBorrow<R>[]): Promise<void> => {
    while (queue.length > 0) await serve(bookId, queue.splice(0, MAX_BORROW_BATCH));
    queues.delete(bookId);
  };

  return (input, actor) =>
    new Promise<R>((resolve, reject) => {
      const waiting = { input, actor, resolve, reject };
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
