/**
 * A book's copies on loan: the sum of the quantities of its loans not returned, counted
 * from the loans (never stored), on GET /books/:id and in GET /books; the shelf (`copies`) unchanged.
 */
import { TARGETS, isoDate, startApi, type Api, type BookJson, type BorrowJson } from './helpers';

describe.each(TARGETS)('copiesOnLoan on %s', (target) => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(target);
  });
  afterAll(async () => {
    await api.close();
  });

  const borrow = async (book: string, quantity: number): Promise<BorrowJson> => {
    const res = await api.post<BorrowJson>('/borrow', { book, quantity, dueDate: isoDate(7), borrower: 'Robin' });
    if (res.status !== 201) throw new Error(`borrow answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const bookNow = async (id: string) => (await api.get<BookJson>(`/books/${id}`)).body.data;

  it('when a book is new, then it has 0 copies on loan', async () => {
    const book = await api.book({ title: 'Fresh', copies: 2 });
    expect(book.copiesOnLoan).toBe(0);
    expect((await bookNow(book.id)).copiesOnLoan).toBe(0);
  });

  it('when copies are lent in two loans, then copiesOnLoan is their sum and copies the shelf; a return takes its loan off', async () => {
    const book = await api.book({ title: 'Often Lent', copies: 5 });
    const first = await borrow(book.id, 2);
    await borrow(book.id, 1);
    expect(await bookNow(book.id)).toMatchObject({ copies: 2, copiesOnLoan: 3 });
    const listed = (await api.get<BookJson[]>(`/books?search=${encodeURIComponent('Often Lent')}`)).body.data;
    expect(listed.map((b) => [b.id, b.copies, b.copiesOnLoan])).toEqual([[book.id, 2, 3]]);

    expect((await api.post(`/loans/${first.id}/return`)).status).toBe(200);
    expect(await bookNow(book.id)).toMatchObject({ copies: 4, copiesOnLoan: 1 });
  });

  it('when another book is lent, then this one does not count its loans', async () => {
    const mine = await api.book({ title: 'Mine Alone', copies: 1 });
    const other = await api.book({ title: 'The Other One', copies: 3 });
    await borrow(other.id, 3);
    expect((await bookNow(mine.id)).copiesOnLoan).toBe(0);
    expect((await bookNow(other.id)).copiesOnLoan).toBe(3);
  });

  it('when a book is updated, then its answer carries copiesOnLoan too', async () => {
    const book = await api.book({ title: 'Changed', copies: 2 });
    await borrow(book.id, 1);
    const res = await api.put<BookJson>(`/books/${book.id}`, { copies: 4 });
    expect(res.body.data).toMatchObject({ copies: 4, copiesOnLoan: 1 });
  });
});
