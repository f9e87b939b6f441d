import { GENRES } from '../src/contract';
import type { SummaryRow } from '../src/loans/loans.service';
import type { Store } from '../src/store';
import {
  TARGETS,
  isoDate,
  startApi,
  startApiWithStore,
  type Api,
  type BookJson,
  type BorrowJson,
  type LoanJson,
  type SummaryJson,
  cutAfterFirstPage,
  failingPages,
  loggedText,
  getThroughStore,
  dayAfter,
  systemActor,
} from './helpers';

interface TotalsJson {
  titles: number;
  totalBorrowed: number;
  copiesOut: number;
  overdueCopies: number;
}

describe.each(TARGETS)('the borrow summary on %s', (target) => {
  let api: Api;
  /** Books lent in this order, so that their totals, then titles, order them: see beforeAll. */
  let lent: BookJson[];
  beforeAll(async () => {
    // Pages of 2 rows when unpaged: five rows are read in three keyset pages.
    ({ api } = await startApiWithStore(target, { summaryPageSize: 2 }));
    const specs: [string, number][] = [
      ['Beta', 2],
      ['Alpha', 2],
      ['Gamma', 5],
      ['Same', 1],
      ['Same', 1],
    ];
    lent = [];
    for (const [title, quantity] of specs) {
      const book = await api.book({ title, copies: 10 });
      expect((await api.post('/borrow', { book: book.id, quantity, dueDate: isoDate(3) })).status).toBe(201);
      lent.push(book);
    }
  });
  afterAll(async () => {
    await api.close();
  });

  const ids = (rows: SummaryJson[]) => rows.map((r) => r.book._id);
  /** The order the summary promises: largest total first, then title, then id. */
  const expectedOrder = () => {
    const [beta, alpha, gamma, same1, same2] = lent;
    return [gamma.id, alpha.id, beta.id, ...[same1.id, same2.id].sort()];
  };

  it('when no page is asked for, then every row comes, largest total first, then by title, then by id, across the store pages', async () => {
    const res = await api.get<SummaryJson[]>('/borrow');
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('meta');
    expect(ids(res.body.data)).toEqual(expectedOrder());
  });

  it('when page and limit are given, then that page comes with meta like the other lists', async () => {
    const res = await api.get<SummaryJson[]>('/borrow?page=2&limit=2');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect(ids(res.body.data)).toEqual(expectedOrder().slice(2, 4));
    const last = await api.get<SummaryJson[]>('/borrow?page=3&limit=2');
    expect(ids(last.body.data)).toEqual(expectedOrder().slice(4));
    const past = await api.get<SummaryJson[]>('/borrow?page=4&limit=2');
    expect(past.body.data).toEqual([]);
    expect(past.body.meta).toEqual({ page: 4, limit: 2, total: 5, totalPages: 3 });
  });

  it('when only page is given, then the list default limit applies', async () => {
    const res = await api.get<SummaryJson[]>('/borrow?page=1');
    expect(res.body.meta).toEqual({ page: 1, limit: 10, total: 5, totalPages: 1 });
    expect(ids(res.body.data)).toEqual(expectedOrder());
  });

  it.each([
    ['limit=0', 'limit', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit', 'limit must be a whole number from 1 to 100'],
    ['page=0', 'page', 'page must be a whole number from 1 to 10000000'],
    ['page=abc', 'page', 'page must be a whole number from 1 to 10000000'],
    ['page=1&page=2', 'page', 'page must be given once, as a single value'],
  ])('when the query is %s, then 400 VALIDATION_FAILED naming %s', async (query, field, message) => {
    const res = await api.get(`/borrow?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
    expect(Object.keys(res.body.error?.errors ?? {})).toEqual([field]);
    expect(res.body.error?.errors?.[field]?.message).toBe(message);
  });

  it('when a borrowed book is edited, then its row shows it as it is now; once deleted, as it last was', async () => {
    const book = await api.book({ title: 'Old Title', copies: 4 });
    await api.post('/borrow', { book: book.id, quantity: 1, dueDate: isoDate(3) });
    await api.put(`/books/${book.id}`, { title: 'New Title', genre: 'SCIENCE', author: 'Someone Else' });
    await api.del(`/books/${book.id}`);
    const row = (await api.get<SummaryJson[]>('/borrow')).body.data.find((r) => r.book._id === book.id);
    expect(row).toEqual({
      book: { _id: book.id, title: 'New Title', isbn: book.isbn, author: 'Someone Else', genre: 'SCIENCE' },
      totalQuantity: 1,
      copiesOut: 1,
      overdueCopies: 0,
    });
  });
});

describe.each(TARGETS)('GET /api/borrow/totals on %s', (target) => {
  it('when copies were borrowed, returned, some are overdue and a book was deleted, then the four figures count them', async () => {
    const { api, store } = await startApiWithStore(target);
    try {
      const empty = await api.get<TotalsJson>('/borrow/totals');
      expect(empty.status).toBe(200);
      expect(empty.body.data).toEqual({ titles: 0, totalBorrowed: 0, copiesOut: 0, overdueCopies: 0 });

      const a = await api.book({ copies: 10 });
      const b = await api.book({ copies: 10 });
      await api.post('/borrow', { book: a.id, quantity: 2, dueDate: isoDate(3) });
      const back = (await api.post<BorrowJson>('/borrow', { book: a.id, quantity: 3, dueDate: isoDate(3) })).body.data;
      await store.borrow(
        { bookId: b.id, quantity: 4, dueDate: dayAfter(store.today(), -2), borrower: null },
        systemActor,
      );
      expect((await api.post<LoanJson>(`/loans/${back.id}/return`)).status).toBe(200);
      await api.del(`/books/${b.id}`);

      const res = await api.get<TotalsJson>('/borrow/totals');
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Borrow totals retrieved successfully');
      expect(res.body.data).toEqual({ titles: 2, totalBorrowed: 9, copiesOut: 6, overdueCopies: 4 });
    } finally {
      await api.close();
    }
  });
});

describe.each(TARGETS)('GET /api/books/genres and /genres/counts on %s', (target) => {
  it('when the genres are asked for, then the answer is the six names as the enum spells them, each a string a client can split', async () => {
    const api = await startApi(target);
    try {
      await api.book({ genre: 'NON_FICTION' });
      const res = await api.get<string[]>('/books/genres');
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Genres retrieved successfully');
      expect(res.body.data).toEqual(['FICTION', 'NON_FICTION', 'SCIENCE', 'HISTORY', 'BIOGRAPHY', 'FANTASY']);
      expect(res.body.data.map((genre) => genre.split('_').length)).toEqual([1, 2, 1, 1, 1, 1]);
    } finally {
      await api.close();
    }
  });

  it('when books of some genres exist, then the counts route gives every genre with its number of books (not taken for a book id)', async () => {
    const api = await startApi(target);
    try {
      await api.book({ genre: 'FANTASY' });
      await api.book({ genre: 'FANTASY' });
      await api.book({ genre: 'HISTORY' });
      const res = await api.get<{ genre: string; books: number }[]>('/books/genres/counts');
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Genre counts retrieved successfully');
      expect(res.body.data).toEqual(
        GENRES.map((genre) => ({ genre, books: genre === 'FANTASY' ? 2 : genre === 'HISTORY' ? 1 : 0 })),
      );
    } finally {
      await api.close();
    }
  });
});

describe.each(TARGETS)('an unpaged summary that fails on %s', (target) => {
  it('when the store fails after the first page, then the answer is cut (never complete-looking JSON) and the failure logged with the request id', async () => {
    const { logged, logger } = loggedText('error');
    const failAfterFirstPage = (store: Store): Store => ({
      ...store,
      borrowSummaryPages: () => cutAfterFirstPage(store.borrowSummaryPages()),
    });
    const { api } = await startApiWithStore(target, {
      wrap: failAfterFirstPage,
      logger,
      summaryPageSize: 1,
    });
    try {
      for (let i = 0; i < 2; i += 1) {
        const book = await api.book({ copies: 2 });
        await api.post('/borrow', { book: book.id, quantity: 1, dueDate: isoDate(3) });
      }
      const res = await fetch(`${api.url}/borrow`, { headers: { 'x-request-id': 'summary-cut-1' } });
      expect(res.status).toBe(200);
      await expect(res.text()).rejects.toThrow();
      const line = logged.find((l) => l.includes('summary-cut-1'));
      expect(line).toContain('list answer failed mid-stream');
      expect(line).toContain('the database went away');
    } finally {
      await api.close();
    }
  });

  it('when the store fails before the first page, then 500 with the generic message', async () => {
    const failing = (store: Store): Store => ({ ...store, borrowSummaryPages: () => failingPages<SummaryRow[]>() });
    const res = await getThroughStore(target, failing, '/borrow');
    expect([res.status, res.body.error?.code]).toEqual([500, 'INTERNAL']);
  });

  it('when the summary is asked for with HEAD, then the headers come after the first page only', async () => {
    let pagesRead = 0;
    const counting = (store: Store): Store => ({
      ...store,
      borrowSummaryPages: async function* () {
        for await (const page of store.borrowSummaryPages()) {
          pagesRead += 1;
          yield page;
        }
      },
    });
    const { api } = await startApiWithStore(target, { wrap: counting, summaryPageSize: 1 });
    try {
      for (let i = 0; i < 3; i += 1) {
        const book = await api.book({ copies: 2 });
        await api.post('/borrow', { book: book.id, quantity: 1, dueDate: isoDate(3) });
      }
      const res = await fetch(`${api.url}/borrow`, { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await res.text()).toBe('');
      expect(pagesRead).toBe(1);
    } finally {
      await api.close();
    }
  });
});
