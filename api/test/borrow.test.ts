import crypto from 'node:crypto';
import pino from 'pino';
import { LOAN_RULE_DEFAULTS } from '../src/contract';
import { openStore } from '../src/store';
import {
  TARGETS,
  TEST_DATABASE_URL,
  anyString,
  bookInput,
  failureCode,
  freshDatabase,
  isoDate,
  startApi,
  type BookJson,
  type BorrowJson,
  type SummaryJson,
  sharedApi,
  systemActor,
} from './helpers';

describe.each(TARGETS)('borrowing on %s', (target) => {
  const api = sharedApi(target);

  const borrow = (book: string, quantity: unknown = 1, dueDate: unknown = isoDate(7)) =>
    api.post<BorrowJson>('/borrow', { book, quantity, dueDate });

  describe('POST /api/borrow', () => {
    it('when enough copies are left, then 201 with the record and the copies are deducted', async () => {
      const book = await api.book({ copies: 5 });
      const due = isoDate(14);
      const res = await borrow(book.id, 2, due);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Book borrowed successfully');
      expect(res.body.data).toEqual({
        _id: res.body.data.id,
        id: anyString(),
        book: book.id,
        quantity: 2,
        dueDate: due,
        borrower: null,
        title: book.title,
        isbn: book.isbn,
        returnedAt: null,
        overdue: false,
        member: null,
        renewals: 0,
        renewalsLeft: LOAN_RULE_DEFAULTS.renewalsPerLoan,
        createdAt: anyString(),
        updatedAt: anyString(),
      });
      const after = (await api.get<BookJson>(`/books/${book.id}`)).body.data;
      expect(after).toMatchObject({ copies: 3, available: true });
    });

    it('when the last copies are borrowed, then copies is 0 and the book is no longer available', async () => {
      const book = await api.book({ copies: 2 });
      expect((await borrow(book.id, 2)).status).toBe(201);
      expect((await api.get<BookJson>(`/books/${book.id}`)).body.data).toMatchObject({ copies: 0, available: false });
    });

    it('when more copies are asked than are left, then 409 saying how many are available, and nothing changes', async () => {
      const book = await api.book({ copies: 2 });
      const res = await borrow(book.id, 3);
      expect(res.status).toBe(409);
      expect(res.body.success).toBe(false);
      expect(res.body.error?.code).toBe('INSUFFICIENT_COPIES');
      expect(res.body.error?.available).toBe(2);
      expect(res.body.message).toBe('Only 2 copies are available, not 3');
      expect((await api.get<BookJson>(`/books/${book.id}`)).body.data.copies).toBe(2);
    });

    it('when no copy is left, then 409 says none are left', async () => {
      const book = await api.book({ copies: 0 });
      const res = await borrow(book.id, 1);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('There is no copy on the shelf to lend');
      expect(res.body.error?.available).toBe(0);
    });

    it('when the book has copies but is marked not available, then 409 BOOK_NOT_AVAILABLE for any quantity, and nothing changes until it is available again', async () => {
      const book = await api.book({ copies: 3, available: false });
      for (const quantity of [1, 3, 5]) {
        const res = await borrow(book.id, quantity);
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({
          success: false,
          message: 'This book is not available for borrowing',
          error: { name: 'ConflictError', code: 'BOOK_NOT_AVAILABLE' },
          requestId: anyString(),
        });
        expect(res.body.error).not.toHaveProperty('available');
      }
      expect((await api.get<BookJson>(`/books/${book.id}`)).body.data).toMatchObject({ copies: 3, available: false });
      expect((await api.get<SummaryJson[]>('/borrow')).body.data.some((row) => row.book._id === book.id)).toBe(false);

      expect((await api.put(`/books/${book.id}`, { available: true })).status).toBe(200);
      expect((await borrow(book.id, 3)).status).toBe(201);
      expect((await api.get<BookJson>(`/books/${book.id}`)).body.data).toMatchObject({ copies: 0, available: false });
    });

    it('when the book does not exist, then 404 "Book not found"', async () => {
      const res = await borrow(crypto.randomUUID(), 1);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Book not found');
    });

    it('when the due date is a full ISO 8601 timestamp, then its date is stored', async () => {
      const book = await api.book();
      const due = `${isoDate(3)}T12:30:00.000Z`;
      const res = await borrow(book.id, 1, due);
      expect(res.status).toBe(201);
      expect(res.body.data.dueDate).toBe(isoDate(3));
    });

    it('when the due date is today, then it is accepted', async () => {
      const book = await api.book();
      expect((await borrow(book.id, 1, isoDate(0))).status).toBe(201);
    });

    it.each([
      ['book', { quantity: 1, dueDate: isoDate(1) }, 'Book is required'],
      ['book', { book: 'abc', quantity: 1, dueDate: isoDate(1) }, 'Book must be a valid book id'],
      ['book', { book: 12, quantity: 1, dueDate: isoDate(1) }, 'Book must be a book id'],
      ['quantity', { book: crypto.randomUUID(), dueDate: isoDate(1) }, 'Quantity is required'],
      ['quantity', { book: crypto.randomUUID(), quantity: 0, dueDate: isoDate(1) }, 'Quantity must be 1 or more'],
      ['quantity', { book: crypto.randomUUID(), quantity: -3, dueDate: isoDate(1) }, 'Quantity must be 1 or more'],
      [
        'quantity',
        { book: crypto.randomUUID(), quantity: 1.5, dueDate: isoDate(1) },
        'Quantity must be a whole number',
      ],
      [
        'quantity',
        { book: crypto.randomUUID(), quantity: '2.5', dueDate: isoDate(1) },
        'Quantity must be a whole number',
      ],
      [
        'quantity',
        { book: crypto.randomUUID(), quantity: 1e9, dueDate: isoDate(1) },
        'Quantity must be at most 1000000',
      ],
      ['dueDate', { book: crypto.randomUUID(), quantity: 1, dueDate: '' }, 'Due date is required'],
      [
        'dueDate',
        { book: crypto.randomUUID(), quantity: 1, dueDate: 'tomorrow' },
        'Due date must be a date such as 2030-01-31',
      ],
      [
        'dueDate',
        { book: crypto.randomUUID(), quantity: 1, dueDate: '2030-02-30' },
        'Due date must be a date such as 2030-01-31',
      ],
      [
        'dueDate',
        { book: crypto.randomUUID(), quantity: 1, dueDate: 20300101 },
        'Due date must be a date such as 2030-01-31',
      ],
      ['dueDate', { book: crypto.randomUUID(), quantity: 1, dueDate: '2000-01-01' }, 'Due date must be today or later'],
      ['dueDate', { book: crypto.randomUUID(), quantity: 1, dueDate: isoDate(-3) }, 'Due date must be today or later'],
    ])('when %s is wrong (%j), then 400 says "%s"', async (field, body, message) => {
      const res = await api.post('/borrow', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Validation failed');
      expect(Object.keys(res.body.error?.errors ?? {})).toEqual([field]);
      expect(res.body.error?.errors?.[field]?.message).toBe(message);
    });
  });

  describe('GET /api/borrow', () => {
    it('when books were borrowed, then each total is listed, largest first, and a deleted book stays with its title and ISBN as last borrowed', async () => {
      const own = await startApi(target);
      try {
        const a = await own.book({ title: 'Small', copies: 10 });
        const b = await own.book({ title: 'Large', author: 'Le Guin', genre: 'FANTASY', copies: 10 });
        const c = await own.book({ title: 'Deleted later', author: 'Gone', genre: 'HISTORY', copies: 10 });
        const lend = (id: string, q: number) => own.post('/borrow', { book: id, quantity: q, dueDate: isoDate(5) });
        await lend(a.id, 1);
        await lend(a.id, 2);
        await lend(b.id, 4);
        await lend(b.id, 1);
        await lend(c.id, 9);
        await own.del(`/books/${c.id}`);
        const res = await own.get<SummaryJson[]>('/borrow');
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(res.body.message).toBe('Borrowed books summary retrieved successfully');
        expect(res.body).not.toHaveProperty('meta');
        expect(res.body.data).toEqual([
          {
            book: { _id: c.id, title: 'Deleted later', isbn: c.isbn, author: 'Gone', genre: 'HISTORY' },
            totalQuantity: 9,
            copiesOut: 9,
            overdueCopies: 0,
          },
          {
            book: { _id: b.id, title: 'Large', isbn: b.isbn, author: 'Le Guin', genre: 'FANTASY' },
            totalQuantity: 5,
            copiesOut: 5,
            overdueCopies: 0,
          },
          {
            book: { _id: a.id, title: 'Small', isbn: a.isbn, author: a.author, genre: a.genre },
            totalQuantity: 3,
            copiesOut: 3,
            overdueCopies: 0,
          },
        ]);
      } finally {
        await own.close();
      }
    });

    it('when nothing was borrowed, then data is an empty list', async () => {
      const own = await startApi(target);
      try {
        const res = await own.get<SummaryJson[]>('/borrow');
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual([]);
      } finally {
        await own.close();
      }
    });
  });

  it('when 200 borrows of one copy hit a book with 50 copies at once, then exactly 50 succeed and the rest get 409', async () => {
    const own = await startApi(target);
    try {
      const book = await own.book({ copies: 50 });
      const results = await Promise.all(
        Array.from({ length: 200 }, () => own.post('/borrow', { book: book.id, quantity: 1, dueDate: isoDate(2) })),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(50);
      expect(statuses.filter((s) => s === 409)).toHaveLength(150);
      expect((await own.get<BookJson>(`/books/${book.id}`)).body.data).toMatchObject({ copies: 0, available: false });
      const summary = (await own.get<SummaryJson[]>('/borrow')).body.data;
      expect(summary).toEqual([
        {
          book: { _id: book.id, title: book.title, isbn: book.isbn, author: book.author, genre: book.genre },
          totalQuantity: 50,
          copiesOut: 50,
          overdueCopies: 0,
        },
      ]);
    } finally {
      await own.close();
    }
  });
});

(TEST_DATABASE_URL ? describe : describe.skip)('borrowing through eight stores on one PostgreSQL database', () => {
  it('when 200 borrows race on a book with 50 copies from eight connection pools, then exactly 50 succeed', async () => {
    const db = await freshDatabase();
    const logger = pino({ level: 'silent' });
    const stores = await Promise.all(
      Array.from({ length: 8 }, () => openStore({ dataDir: '', databaseUrl: db.url, seed: false, logger })),
    );
    try {
      const book = await stores[0].createBook(bookInput({ title: 'Raced', genre: 'SCIENCE', copies: 50 }), systemActor);
      const outcomes = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          stores[i % 8]
            .borrow({ bookId: book.id, quantity: 1, dueDate: isoDate(1), borrower: null }, systemActor)
            .then(() => 'ok', failureCode),
        ),
      );
      expect(outcomes.filter((o) => o !== 'ok' && o !== 'INSUFFICIENT_COPIES')).toEqual([]);
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(50);
      expect(outcomes.filter((o) => o === 'INSUFFICIENT_COPIES')).toHaveLength(150);
      expect(await stores[7].getBook(book.id)).toMatchObject({ copies: 0, available: false });
      expect((await stores[3].borrowSummaryPage(1, 10)).rows).toEqual([
        {
          bookId: book.id,
          title: 'Raced',
          isbn: book.isbn,
          author: 'A',
          genre: 'SCIENCE',
          totalQuantity: 50,
          copiesOut: 50,
          overdueCopies: 0,
        },
      ]);
      expect(await stores[5].borrowTotals()).toEqual({ titles: 1, totalBorrowed: 50, copiesOut: 50, overdueCopies: 0 });
    } finally {
      await Promise.all(stores.map((s) => s.close()));
      await db.drop();
    }
  });
});
