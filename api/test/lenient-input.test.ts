/**
 * Liberal where the original Express + Mongoose backends were: whole numbers written as
 * JSON strings for `copies` and `quantity`, `"true"`/`"false"` for `available`, and query values
 * `undefined`, `null` or empty taken as absent. Every other form is refused with the usual message.
 */
import { TARGETS, isoDate, startApi, uniqueIsbn, type BookJson, type BorrowJson, sharedApi } from './helpers';
import { MAX_COPIES } from '../src/contract';

const book = (fields: Record<string, unknown>): Record<string, unknown> => ({
  title: 'Lenient',
  author: 'Author',
  genre: 'FICTION',
  isbn: uniqueIsbn(),
  copies: 1,
  ...fields,
});

/** The refused forms of a number written as text, with the message and kind each gets (as for a JSON number). */
function refusedNumbers(label: string, min: number, max: number): [unknown, string, string][] {
  const notWhole = `${label} must be a whole number`;
  return [
    ['3.5', notWhole, 'type'],
    ['abc', notWhole, 'type'],
    ['', notWhole, 'type'],
    ['   ', notWhole, 'type'],
    ['1e3', notWhole, 'type'],
    ['0x10', notWhole, 'type'],
    ['+3', notWhole, 'type'],
    ['3 4', notWhole, 'type'],
    ['9'.repeat(400), notWhole, 'type'],
    [String(min - 1), `${label} must be ${min} or more`, 'min'],
    ['-1', `${label} must be ${min} or more`, 'min'],
    [String(max + 1), `${label} must be at most ${max}`, 'max'],
    ['99999999999999999999', `${label} must be at most ${max}`, 'max'],
  ];
}

describe.each(TARGETS)('lenient input on %s', (target) => {
  const api = sharedApi(target);

  describe('copies as text', () => {
    it.each([
      ['3', 3],
      [' 3 ', 3],
      ['007', 7],
      ['0', 0],
      ['10000', 10_000],
    ])('when a book is created with copies "%s", then it is stored with %d copies', async (copies, stored) => {
      const res = await api.post<BookJson>('/books', book({ copies }));
      expect(res.status).toBe(201);
      expect(res.body.data.copies).toBe(stored);
      expect(res.body.data.available).toBe(stored > 0);
    });

    it('when a book is updated with copies "5", then it has 5 copies', async () => {
      const created = await api.book({ copies: 1 });
      const res = await api.put<BookJson>(`/books/${created.id}`, { copies: ' 5 ' });
      expect(res.status).toBe(200);
      expect(res.body.data.copies).toBe(5);
    });

    it.each(refusedNumbers('Copies', 0, MAX_COPIES))(
      'when copies is %j, then 400 says "%s" (kind %s) on create and on update, and nothing is stored',
      async (copies, message, kind) => {
        const isbn = uniqueIsbn();
        const created = await api.post('/books', book({ copies, isbn }));
        expect(created.status).toBe(400);
        expect(created.body.error?.errors?.copies).toEqual({ message, kind, path: 'copies', value: echoed(copies) });
        const search = await api.get<BookJson[]>(`/books?search=${isbn}`);
        expect(search.body.data).toEqual([]);

        const existing = await api.book({ copies: 2 });
        const updated = await api.put(`/books/${existing.id}`, { copies });
        expect(updated.status).toBe(400);
        expect(updated.body.error?.errors?.copies).toMatchObject({ message, kind });
        expect((await api.get<BookJson>(`/books/${existing.id}`)).body.data.copies).toBe(2);
      },
    );
  });

  describe('available as text', () => {
    it('when a book is created with available "false" or "true", then it is stored as the boolean', async () => {
      const off = await api.post<BookJson>('/books', book({ copies: '2', available: 'false' }));
      expect(off.status).toBe(201);
      expect(off.body.data.available).toBe(false);
      const on = await api.post<BookJson>('/books', book({ copies: 2, available: ' true ' }));
      expect(on.status).toBe(201);
      expect(on.body.data.available).toBe(true);
    });

    it('when a book is updated with available "false", then it is no longer lent', async () => {
      const created = await api.book({ copies: 2 });
      const res = await api.put<BookJson>(`/books/${created.id}`, { available: 'false' });
      expect(res.body.data.available).toBe(false);
      const borrow = await api.post('/borrow', { book: created.id, quantity: 1, dueDate: isoDate(3) });
      expect(borrow.body.error?.code).toBe('BOOK_NOT_AVAILABLE');
    });

    it.each(['TRUE', 'yes', '1', '', 'False'])(
      'when available is "%s", then 400 "Available must be true or false"',
      async (available) => {
        const res = await api.post('/books', book({ available }));
        expect(res.status).toBe(400);
        expect(res.body.error?.errors?.available).toEqual({
          message: 'Available must be true or false',
          kind: 'type',
          path: 'available',
          value: available,
        });
      },
    );
  });

  describe('quantity as text', () => {
    it('when a borrow asks for quantity "2" (or " 2 "), then 2 copies are lent', async () => {
      const lent = await api.book({ copies: 5 });
      const res = await api.post<BorrowJson>('/borrow', { book: lent.id, quantity: '2', dueDate: isoDate(3) });
      expect(res.status).toBe(201);
      expect(res.body.data.quantity).toBe(2);
      const again = await api.post<BorrowJson>('/borrow', { book: lent.id, quantity: ' 2 ', dueDate: isoDate(3) });
      expect(again.body.data.quantity).toBe(2);
      expect((await api.get<BookJson>(`/books/${lent.id}`)).body.data.copies).toBe(1);
    });

    it.each(refusedNumbers('Quantity', 1, 1_000_000))(
      'when quantity is %j, then 400 says "%s" (kind %s) and no copy is lent',
      async (quantity, message, kind) => {
        const lent = await api.book({ copies: 3 });
        const res = await api.post('/borrow', { book: lent.id, quantity, dueDate: isoDate(3) });
        expect(res.status).toBe(400);
        expect(res.body.error?.errors?.quantity).toEqual({ message, kind, path: 'quantity', value: echoed(quantity) });
        expect((await api.get<BookJson>(`/books/${lent.id}`)).body.data.copies).toBe(3);
      },
    );
  });

  describe('query values undefined, null and empty', () => {
    it('when page=undefined&limit=null&filter= is asked, then page 1 of 10 books is listed, as with no query', async () => {
      const own = await startApi(target);
      try {
        for (let i = 0; i < 12; i++) await own.book({ title: `Book ${i}` });
        const plain = await own.get<BookJson[]>('/books');
        const res = await own.get<BookJson[]>('/books?page=undefined&limit=null&filter=');
        expect(res.status).toBe(200);
        expect(res.body.meta).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
        expect(res.body.data.map((b) => b.id)).toEqual(plain.body.data.map((b) => b.id));
        const all = await own.get<BookJson[]>(
          '/books?sortBy=undefined&sort=null&search=undefined&available=null&filter=null&page=%20undefined%20',
        );
        expect(all.status).toBe(200);
        expect(all.body.meta).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
        expect(all.body.data.map((b) => b.id)).toEqual(plain.body.data.map((b) => b.id));
      } finally {
        await own.close();
      }
    });

    it('when numeric query values are written with spaces, then they are read; other texts are refused as before', async () => {
      const spaced = await api.get('/books?page=%202%20&limit=3');
      expect(spaced.status).toBe(200);
      expect(spaced.body.meta).toMatchObject({ page: 2, limit: 3 });
      for (const [query, field, message] of [
        ['page=undefinedx', 'page', 'page must be a whole number from 1 to 10000000'],
        ['limit=1e1', 'limit', 'limit must be a whole number from 1 to 100'],
        ['limit=NULL', 'limit', 'limit must be a whole number from 1 to 100'],
        ['page=0', 'page', 'page must be a whole number from 1 to 10000000'],
      ]) {
        const res = await api.get(`/books?${query}`);
        expect({ query, status: res.status, message: res.body.error?.errors?.[field]?.message }).toEqual({
          query,
          status: 400,
          message,
        });
      }
    });
  });
});

/** The value a field error echoes: long texts are cut to 100 characters. */
function echoed(value: unknown): unknown {
  return typeof value === 'string' && value.length > 100 ? `${value.slice(0, 100)}…` : value;
}
