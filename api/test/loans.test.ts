import crypto from 'node:crypto';
import { LOAN_RULE_DEFAULTS, dayIn } from '../src/contract';

import {
  TARGETS,
  anyString,
  isoDate,
  startApi,
  startApiWithStore,
  type BookJson,
  type BorrowJson,
  type LoanJson,
  type SummaryJson,
  dayAfter,
  systemActor,
} from './helpers';
import { apiSuite } from './support/suite';

describe.each(TARGETS)('loans on %s', (target) => {
  const { api, store } = apiSuite(target);

  const borrow = (book: string, fields: Record<string, unknown> = {}) =>
    api.post<BorrowJson>('/borrow', { book, quantity: 1, dueDate: isoDate(7), ...fields });
  const loansOf = (book: string, status = 'all') => api.get<LoanJson[]>(`/loans?book=${book}&status=${status}`);
  const returnLoan = (id: string) => api.post<LoanJson>(`/loans/${id}/return`);
  const bookNow = async (id: string) => (await api.get<BookJson>(`/books/${id}`)).body.data;
  /** A loan made through the store, which takes due dates the api refuses (in the past). */
  const storeLoan = (bookId: string, dueDate: string, quantity = 1) =>
    store.borrow({ bookId, quantity, dueDate, borrower: null }, systemActor);

  describe('POST /api/borrow with a borrower', () => {
    it('when a borrower is given, then the loan answers it trimmed, with the book title and ISBN, out and not overdue', async () => {
      const book = await api.book({ title: 'Loaned', copies: 3 });
      const res = await borrow(book.id, { borrower: '  Card 4711 ' });
      expect(res.status).toBe(201);
      expect(res.body.data).toEqual({
        _id: res.body.data.id,
        id: anyString(),
        book: book.id,
        quantity: 1,
        dueDate: isoDate(7),
        borrower: 'Card 4711',
        title: 'Loaned',
        isbn: book.isbn,
        returnedAt: null,
        overdue: false,
        member: null,
        renewals: 0,
        renewalsLeft: LOAN_RULE_DEFAULTS.renewalsPerLoan,
        createdAt: anyString(),
        updatedAt: anyString(),
      });
    });

    it.each([[undefined], [null], ['   ']])(
      'when the borrower is %p, then the loan has none (null)',
      async (borrower) => {
        const book = await api.book();
        const res = await borrow(book.id, { borrower });
        expect(res.status).toBe(201);
        expect(res.body.data.borrower).toBeNull();
      },
    );

    it.each([
      ['x'.repeat(101), 'Borrower must be at most 100 characters'],
      [42, 'Borrower must be text'],
      ['Ann\u0007', 'Borrower must not contain control characters'],
    ])('when the borrower is %p, then 400 saying why and nothing is borrowed', async (borrower, message) => {
      const book = await api.book({ copies: 2 });
      const res = await borrow(book.id, { borrower });
      expect(res.status).toBe(400);
      expect(res.body.error?.errors?.borrower.message).toBe(message);
      expect((await bookNow(book.id)).copies).toBe(2);
    });

    it('when a borrower has exactly 100 characters, then it is kept', async () => {
      const book = await api.book();
      const res = await borrow(book.id, { borrower: 'b'.repeat(100) });
      expect(res.status).toBe(201);
      expect(res.body.data.borrower).toBe('b'.repeat(100));
    });
  });

  describe('POST /api/loans/:id/return', () => {
    it('when a loan is returned, then 200 with the loan returned, and its copies are back on the book', async () => {
      const book = await api.book({ copies: 5 });
      const loan = (await borrow(book.id, { quantity: 3, borrower: 'Ann' })).body.data;
      expect((await bookNow(book.id)).copies).toBe(2);
      const res = await returnLoan(loan.id);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Loan returned successfully');
      expect(res.body.data).toEqual({
        _id: loan.id,
        id: loan.id,
        book: { _id: book.id, title: book.title, isbn: book.isbn },
        quantity: 3,
        dueDate: loan.dueDate,
        borrower: 'Ann',
        createdAt: loan.createdAt,
        returnedAt: anyString(),
        overdue: false,
        member: null,
        renewals: 0,
        renewalsLeft: 0,
        putAside: [],
      });
      expect(Date.parse(String(res.body.data.returnedAt))).not.toBeNaN();
      expect(await bookNow(book.id)).toMatchObject({ copies: 5, available: true });
    });

    it('when the last copies come back, then the book is available again', async () => {
      const book = await api.book({ copies: 2 });
      const loan = (await borrow(book.id, { quantity: 2 })).body.data;
      expect(await bookNow(book.id)).toMatchObject({ copies: 0, available: false });
      expect((await returnLoan(loan.id)).status).toBe(200);
      expect(await bookNow(book.id)).toMatchObject({ copies: 2, available: true });
    });

    it('when a book was marked not available by hand while it had copies, then a return leaves it not available', async () => {
      const book = await api.book({ copies: 3 });
      const loan = (await borrow(book.id)).body.data;
      expect((await api.put(`/books/${book.id}`, { available: false })).status).toBe(200);
      expect((await returnLoan(loan.id)).status).toBe(200);
      expect(await bookNow(book.id)).toMatchObject({ copies: 3, available: false });
    });

    it('when a loan is returned twice, then the second is 409 ALREADY_RETURNED and the copies are given back once', async () => {
      const book = await api.book({ copies: 4 });
      const loan = (await borrow(book.id, { quantity: 2 })).body.data;
      expect((await returnLoan(loan.id)).status).toBe(200);
      const again = await returnLoan(loan.id);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This loan has already been returned');
      expect(again.body.error?.code).toBe('ALREADY_RETURNED');
      expect((await bookNow(book.id)).copies).toBe(4);
    });

    it('when ten returns of one loan arrive at once, then exactly one succeeds and the copies come back once', async () => {
      const book = await api.book({ copies: 6 });
      const loan = (await borrow(book.id, { quantity: 4 })).body.data;
      const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await returnLoan(loan.id)).status));
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(9);
      expect((await bookNow(book.id)).copies).toBe(6);
    });

    it('when the loan does not exist, then 404 LOAN_NOT_FOUND', async () => {
      const res = await returnLoan(crypto.randomUUID());
      expect(res.status).toBe(404);
      expect(res.body.error?.code).toBe('LOAN_NOT_FOUND');
      expect(res.body.message).toBe('Loan not found');
    });

    it('when the id is not a loan id, then 400 INVALID_ID', async () => {
      const res = await returnLoan('not-a-loan');
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('INVALID_ID');
      expect(res.body.message).toBe('Invalid loan id');
    });

    it('when the book was deleted, then its loan can still be read by title and ISBN and be returned', async () => {
      const book = await api.book({ title: 'Soon gone', copies: 2 });
      const loan = (await borrow(book.id)).body.data;
      expect((await api.del(`/books/${book.id}`)).status).toBe(200);
      const listed = (await loansOf(book.id)).body.data;
      expect(listed).toEqual([
        expect.objectContaining({ id: loan.id, book: { _id: book.id, title: 'Soon gone', isbn: book.isbn } }),
      ]);
      const res = await returnLoan(loan.id);
      expect(res.status).toBe(200);
      expect(res.body.data.returnedAt).not.toBeNull();
      expect((await api.get(`/books/${book.id}`)).status).toBe(404);
    });

    it('when a book is renamed after a borrow, then the loan keeps the title it had when borrowed', async () => {
      const book = await api.book({ title: 'First title' });
      await borrow(book.id);
      await api.put(`/books/${book.id}`, { title: 'Second title' });
      expect((await loansOf(book.id)).body.data[0]?.book.title).toBe('First title');
    });
  });

  describe('GET /api/loans', () => {
    it('when nothing is asked, then the loans that are out come newest first, 10 a page, with paging', async () => {
      const book = await api.book({ copies: 20 });
      const made: string[] = [];
      for (let i = 0; i < 12; i++) made.push((await borrow(book.id)).body.data.id);
      await returnLoan(made[11]);
      const res = await api.get<LoanJson[]>(`/loans?book=${book.id}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Loans retrieved successfully');
      expect(res.body.meta).toEqual({ page: 1, limit: 10, total: 11, totalPages: 2 });
      expect(res.body.data.map((l) => l.id)).toEqual(made.slice(1, 11).reverse());
      const second = await api.get<LoanJson[]>(`/loans?book=${book.id}&page=2`);
      expect(second.body.data.map((l) => l.id)).toEqual([made[0]]);
    });

    it('when a status is asked, then out, returned and all list what they say', async () => {
      const book = await api.book({ copies: 5 });
      const kept = (await borrow(book.id)).body.data.id;
      const back = (await borrow(book.id)).body.data.id;
      await returnLoan(back);
      const ids = async (status: string) => (await loansOf(book.id, status)).body.data.map((l) => l.id);
      expect(await ids('out')).toEqual([kept]);
      expect(await ids('returned')).toEqual([back]);
      expect(await ids('all')).toEqual([back, kept]);
      expect(await ids('OUT')).toEqual([kept]);
    });

    it('when a loan was due before today, then it is overdue; one due today is not', async () => {
      const book = await api.book({ copies: 5 });
      const today = store.today();
      const late = await storeLoan(book.id, dayAfter(today, -1));
      const dueToday = await storeLoan(book.id, today);
      const listed = (await loansOf(book.id)).body.data;
      expect(listed.find((l) => l.id === late.id)?.overdue).toBe(true);
      expect(listed.find((l) => l.id === dueToday.id)?.overdue).toBe(false);
      expect((await loansOf(book.id, 'overdue')).body.data.map((l) => l.id)).toEqual([late.id]);
    });

    it('when an overdue loan is returned, then it is no longer overdue', async () => {
      const book = await api.book({ copies: 2 });
      const late = await storeLoan(book.id, dayAfter(store.today(), -5));
      const res = await returnLoan(late.id);
      expect(res.body.data.overdue).toBe(false);
      expect((await loansOf(book.id, 'overdue')).body.data).toEqual([]);
    });

    it.each([
      ['status=lost', 'status', 'status must be one of out, overdue, returned, all'],
      ['book=123', 'book', 'book must be a valid book id'],
      ['limit=101', 'limit', 'limit must be a whole number from 1 to 100'],
      ['page=0', 'page', 'page must be a whole number from 1 to 10000000'],
    ])('when the query has %s, then 400 naming %s', async (query, field, message) => {
      const res = await api.get(`/loans?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error?.errors?.[field]?.message).toBe(message);
    });

    it('when a query value is undefined or blank, then its default applies', async () => {
      const res = await api.get(`/loans?status=undefined&page=&limit=null`);
      expect(res.status).toBe(200);
      expect(res.body.meta).toMatchObject({ page: 1, limit: 10 });
    });
  });

  describe('GET /api/borrow (summary)', () => {
    it('when copies are out and some overdue, then the row says how many, beside the total ever borrowed', async () => {
      const book = await api.book({ copies: 10 });
      await borrow(book.id, { quantity: 2 });
      const back = (await borrow(book.id, { quantity: 3 })).body.data;
      await storeLoan(book.id, dayAfter(store.today(), -2), 4);
      await returnLoan(back.id);
      const row = (await api.get<SummaryJson[]>('/borrow')).body.data.find((r) => r.book._id === book.id);
      expect(row).toEqual({
        book: { _id: book.id, title: book.title, isbn: book.isbn, author: book.author, genre: book.genre },
        totalQuantity: 9,
        copiesOut: 6,
        overdueCopies: 4,
      });
    });
  });
});

describe.each(TARGETS)("the library's time zone on %s", (target) => {
  it('when a loan is due on a day that has passed in the library but not in another zone, then only that library calls it overdue', async () => {
    // UTC+14 and UTC-12 are always on different days: the day of UTC-12 has ended at UTC+14.
    const west = 'Etc/GMT+12';
    const east = 'Pacific/Kiritimati';
    const dueDate = dayIn(west);
    expect(dayIn(east) > dueDate).toBe(true);
    for (const [zone, overdue] of [
      [west, false],
      [east, true],
    ] as const) {
      const { api, store } = await startApiWithStore(target, { timeZone: zone });
      try {
        const book = await api.book();
        const loan = await store.borrow({ bookId: book.id, quantity: 1, dueDate, borrower: null }, systemActor);
        const listed = (await api.get<LoanJson[]>(`/loans?book=${book.id}`)).body.data;
        expect(listed.find((l) => l.id === loan.id)?.overdue).toBe(overdue);
      } finally {
        await api.close();
      }
    }
  });

  it("when a due date is the library's today, then a borrow takes it, and the day before is refused", async () => {
    const zone = 'Pacific/Kiritimati';
    const api = await startApi(target, { timeZone: zone });
    try {
      const book = await api.book();
      const today = dayIn(zone);
      expect((await api.post('/borrow', { book: book.id, quantity: 1, dueDate: today })).status).toBe(201);
      const before = await api.post('/borrow', { book: book.id, quantity: 1, dueDate: dayAfter(today, -1) });
      expect(before.status).toBe(400);
      expect(before.body.error?.errors?.dueDate.message).toBe('Due date must be today or later');
    } finally {
      await api.close();
    }
  });
});
