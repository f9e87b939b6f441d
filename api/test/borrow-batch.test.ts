/**
 * Borrows of one book that arrive together are sent to the database together: each caller must
 * still get its own record, or the answer it would have had alone, in arrival order.
 */
import pino from 'pino';
import { AppError } from '../src/errors';
import { openStore, type Store } from '../src/store';
import { TARGETS, isoDate, storeLocation, uniqueIsbn } from './helpers';

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
    const book = await store.createBook({ title: 'Popular', author: 'A', genre: 'FICTION', isbn: uniqueIsbn(), description: null, copies: 1000, available: undefined });
    const asked = Array.from({ length: 60 }, (_, i) => ({ quantity: 1 + (i % 4), dueDate: isoDate(1 + (i % 9)) }));
    const records = await Promise.all(asked.map((a) => store.borrow({ bookId: book.id, ...a })));

    expect(records.map((r) => ({ quantity: r.quantity, dueDate: r.dueDate }))).toEqual(asked);
    expect(records.every((r) => r.bookId === book.id)).toBe(true);
    expect(new Set(records.map((r) => r.id)).size).toBe(60);
    const lent = asked.reduce((sum, a) => sum + a.quantity, 0);
    expect(await store.getBook(book.id)).toMatchObject({ copies: 1000 - lent, available: true });
    expect((await store.borrowSummary()).find((row) => row.bookId === book.id)?.totalQuantity).toBe(lent);
  });

  it('when more is asked at once than a book has, then the borrows are served in arrival order, each while copies last', async () => {
    const book = await store.createBook({ title: 'Queued', author: 'A', genre: 'HISTORY', isbn: uniqueIsbn(), description: null, copies: 10, available: undefined });
    const outcomes = await Promise.all(
      [3, 5, 4, 2, 1].map((quantity) =>
        store.borrow({ bookId: book.id, quantity, dueDate: isoDate(5) }).then(
          (record) => `lent ${record.quantity}`,
          (err: unknown) => (err instanceof AppError ? err.code : 'unexpected'),
        ),
      ),
    );
    expect(outcomes).toEqual(['lent 3', 'lent 5', 'INSUFFICIENT_COPIES', 'lent 2', 'INSUFFICIENT_COPIES']);
    expect(await store.getBook(book.id)).toMatchObject({ copies: 0, available: false });
    expect((await store.borrowSummary()).find((row) => row.bookId === book.id)?.totalQuantity).toBe(10);
  });

  it('when borrows of a book that does not exist arrive at once, then each is told the book was not found', async () => {
    const bookId = '00000000-0000-4000-8000-000000000000';
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        store.borrow({ bookId, quantity: 1, dueDate: isoDate(3) }).then(
          () => 'lent',
          (err: unknown) => (err instanceof AppError ? err.code : 'unexpected'),
        ),
      ),
    );
    expect(outcomes).toEqual(outcomes.map(() => 'NOT_FOUND'));
  });
});
