import {
  readWith,
  restBook,
  restBookPage,
  restBorrow,
  restBorrowSummary,
  restBorrowSummaryPage,
  restBorrowTotals,
  restFailureBody,
  restGenreCounts,
  restGenres,
  restHealth,
  restLoan,
  restLoanPage,
  successEnvelope,
  type ContractSchema,
} from '../src/contract';
import { TARGETS, isoDate, type BookJson, type BorrowJson, type LoanJson, sharedApi } from './helpers';

/** The api's answers read with the contract's schemas, as the gateway reads them. */
describe.each(TARGETS)('answers of the api against the REST contract on %s', (target) => {
  const api = sharedApi(target);

  /** The data of a success answer, read with `schema` (fails the test with the contract's reason). */
  function readData<T>(schema: ContractSchema<T>, body: unknown): T {
    const envelope = readWith(successEnvelope, body);
    if (!envelope.ok) throw new Error(`not a success envelope: ${envelope.reason}`);
    const data = readWith(schema, envelope.value.data);
    if (!data.ok) throw new Error(`data does not fit the contract: ${data.reason}`);
    return data.value;
  }

  it('when a book is created, read, updated and listed, then every answer fits the contract and keeps the book', async () => {
    const created = await api.book({ title: 'Contract Book', description: 'Read back' });
    const read = readData(restBook, (await api.get(`/books/${created.id}`)).body);
    expect(read).toMatchObject({ _id: created.id, title: 'Contract Book', description: 'Read back' });
    const updated = readData(restBook, (await api.put(`/books/${created.id}`, { copies: 7 })).body);
    expect(updated.copies).toBe(7);

    const list = await api.get<BookJson[]>('/books?limit=5');
    const page = readWith(restBookPage, { data: list.body.data, meta: list.body.meta });
    expect(page.ok && page.value.meta).toMatchObject({ page: 1, limit: 5 });
  });

  it('when a book is borrowed, then the borrow record and the summary fit the contract', async () => {
    const book = await api.book({ copies: 2 });
    const borrow = readData(
      restBorrow,
      (await api.post('/borrow', { book: book.id, quantity: 1, dueDate: isoDate(7) })).body,
    );
    expect(borrow).toMatchObject({ book: book.id, quantity: 1, dueDate: isoDate(7) });
    const summary = readData(restBorrowSummary, (await api.get('/borrow')).body);
    const row = {
      book: { _id: book.id, title: book.title, isbn: book.isbn, author: book.author, genre: book.genre },
      totalQuantity: 1,
      copiesOut: 1,
      overdueCopies: 0,
    };
    expect(summary).toContainEqual(row);
    const paged = await api.get('/borrow?page=1&limit=100');
    const page = readWith(restBorrowSummaryPage, { data: paged.body.data, meta: paged.body.meta });
    expect(page.ok && page.value.data).toContainEqual(row);
    expect(page.ok && page.value.meta).toMatchObject({ page: 1, limit: 100 });
    expect(readData(restBorrowTotals, (await api.get('/borrow/totals')).body).titles).toBeGreaterThanOrEqual(1);
    expect(readData(restGenres, (await api.get('/books/genres')).body)).toHaveLength(6);
    expect(readData(restGenreCounts, (await api.get('/books/genres/counts')).body)).toHaveLength(6);
    expect(readData(restHealth, (await api.get('/health')).body).store).toBe(target);
  });

  it('when a loan is listed and returned, then the loan page and the returned loan fit the contract', async () => {
    const book = await api.book({ copies: 2 });
    const made = await api.post<BorrowJson>('/borrow', {
      book: book.id,
      quantity: 1,
      dueDate: isoDate(3),
      borrower: 'Ann',
    });
    const list = await api.get<LoanJson[]>(`/loans?book=${book.id}`);
    const page = readWith(restLoanPage, { data: list.body.data, meta: list.body.meta });
    expect(page.ok && page.value.data).toEqual([
      expect.objectContaining({ _id: made.body.data.id, borrower: 'Ann', returnedAt: null, overdue: false }),
    ]);
    const returned = readData(restLoan, (await api.post(`/loans/${made.body.data.id}/return`)).body);
    expect(returned).toMatchObject({
      _id: made.body.data.id,
      book: { _id: book.id, title: book.title, isbn: book.isbn },
    });
    expect(returned.returnedAt).not.toBeNull();
  });

  it('when a request fails, then the failure body fits the contract with its code and field messages', async () => {
    const invalid = readWith(restFailureBody, (await api.post('/books', { title: ' ' })).body);
    expect(invalid.ok && invalid.value.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { title: 'Title is required' },
    });
    const missing = readWith(restFailureBody, (await api.get('/books/00000000-0000-4000-8000-000000000000')).body);
    expect(missing.ok && missing.value).toMatchObject({ message: 'Book not found', error: { code: 'NOT_FOUND' } });
  });
});
