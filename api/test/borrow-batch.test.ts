/**
 * Borrows of one book that arrive together are sent to the database together: each caller must
 * still get its own record, or the answer it would have had alone, in arrival order.
 */
import pino from 'pino';
import { openStore, type Store } from '../src/store';
import { TARGETS, bookInput, failureCode, isoDate, storeLocation, summaryOf, systemActor } from './helpers';

describe.each(TARGETS)('borrows of one book arriving together at the store on %s', (target) => {
  let store: Store;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const location = await storeLocation(target);
    dispose = location.dispose;
    store = await openStore({ dataDir: '', ...location.options, seed: false, logger: pino({ level: 'silent' }) });
  });
  afterAll(async () => {
    await store.close();
    await dispose();
  });

  it('when 60 borrows of different quantities and due dates hit a book with enough copies at once, then each gets its own record and copies and summary add up', async () => {
    const book = await store.createBook(bookInput({ title: 'Popular', genre: 'FICTION', copies: 1000 }), systemActor);
    const asked = Array.from({ length: 60 }, (_, i) => ({ quantity: 1 + (i % 4), dueDate: isoDate(1 + (i % 9)) }));
    const records = await Promise.all(
      asked.map((a) => store.borrow({ bookId: book.id, borrower: null, ...a }, systemActor)),
    );

    expect(records.map((r) => ({ quantity: r.quantity, dueDate: r.dueDate }))).toEqual(asked);
    expect(records.every((r) => r.bookId === book.id)).toBe(true);
    expect(new Set(records.map((r) => r.id)).size).toBe(60);
    const lent = asked.reduce((sum, a) => sum + a.quantity, 0);
    expect(await store.getBook(book.id)).toMatchObject({ copies: 1000 - lent, available: true });
    expect((await summaryOf(store)).find((row) => row.bookId === book.id)?.totalQuantity).toBe(lent);
  });

  it('when more is asked at once than a book has, then the borrows are served in arrival order, each while copies last', async () => {
    const book = await store.createBook(bookInput({ title: 'Queued', genre: 'HISTORY', copies: 10 }), systemActor);
    const outcomes = await Promise.all(
      [3, 5, 4, 2, 1].map((quantity) =>
        store
          .borrow({ bookId: book.id, quantity, dueDate: isoDate(5), borrower: null }, systemActor)
          .then((record) => `lent ${record.quantity}`, failureCode),
      ),
    );
    expect(outcomes).toEqual(['lent 3', 'lent 5', 'INSUFFICIENT_COPIES', 'lent 2', 'INSUFFICIENT_COPIES']);
    expect(await store.getBook(book.id)).toMatchObject({ copies: 0, available: false });
    expect((await summaryOf(store)).find((row) => row.bookId === book.id)?.totalQuantity).toBe(10);
  });

  it('when borrows of a book marked not available arrive at once with borrows of an available one, then each is told its own answer', async () => {
    const withdrawn = await store.createBook(
      bookInput({ title: 'Withdrawn', genre: 'SCIENCE', copies: 10, available: false }),
      systemActor,
    );
    const open = await store.createBook(bookInput({ title: 'Open', genre: 'SCIENCE', copies: 10 }), systemActor);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store
          .borrow(
            { bookId: i % 2 === 0 ? withdrawn.id : open.id, quantity: 1, dueDate: isoDate(3), borrower: null },
            systemActor,
          )
          .then((record) => `lent ${record.bookId === open.id ? 'open' : 'withdrawn'}`, failureCode),
      ),
    );
    expect(outcomes).toEqual(outcomes.map((_, i) => (i % 2 === 0 ? 'BOOK_NOT_AVAILABLE' : 'lent open')));
    expect(await store.getBook(withdrawn.id)).toMatchObject({ copies: 10, available: false });
    expect(await store.getBook(open.id)).toMatchObject({ copies: 0, available: false });
    const summary = await summaryOf(store);
    expect(summary.find((row) => row.bookId === withdrawn.id)).toBeUndefined();
    expect(summary.find((row) => row.bookId === open.id)?.totalQuantity).toBe(10);
  });

  it('when a book is marked not available while its borrows are queued, then the borrows before are lent, those after refused, and the copies add up', async () => {
    const book = await store.createBook(
      bookInput({ title: 'Withdrawn midway', genre: 'FICTION', copies: 1000 }),
      systemActor,
    );
    const borrows = Array.from({ length: 60 }, (_, i) =>
      store.borrow({ bookId: book.id, quantity: 1 + (i % 3), dueDate: isoDate(2), borrower: null }, systemActor).then(
        (record) => ({ lent: record.quantity }),
        (err: unknown) => ({ refused: failureCode(err) }),
      ),
    );
    const withdrawal = store.updateBook(book.id, { available: false }, systemActor);
    const outcomes = await Promise.all(borrows);
    await withdrawal;

    // In arrival order: every borrow lent, then (from the withdrawal on) every one refused as not available.
    const firstRefused = outcomes.findIndex((o) => 'refused' in o);
    const lent = firstRefused === -1 ? outcomes : outcomes.slice(0, firstRefused);
    const refused = firstRefused === -1 ? [] : outcomes.slice(firstRefused);
    expect(lent.every((o) => 'lent' in o)).toBe(true);
    expect(refused).toEqual(refused.map(() => ({ refused: 'BOOK_NOT_AVAILABLE' })));
    const total = lent.reduce((sum, o) => sum + ('lent' in o ? o.lent : 0), 0);
    expect(await store.getBook(book.id)).toMatchObject({ copies: 1000 - total, available: false });
    expect((await summaryOf(store)).find((row) => row.bookId === book.id)?.totalQuantity ?? 0).toBe(total);
  });

  it('when borrows of a book that does not exist arrive at once, then each is told the book was not found', async () => {
    const bookId = '00000000-0000-4000-8000-000000000000';
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        store
          .borrow({ bookId, quantity: 1, dueDate: isoDate(3), borrower: null }, systemActor)
          .then(() => 'lent', failureCode),
      ),
    );
    expect(outcomes).toEqual(outcomes.map(() => 'NOT_FOUND'));
  });
});
