import crypto from 'node:crypto';
import { LIST_LIMITS, MESSAGES, isbnKey } from '../src/contract';
import { TARGETS, isoDate, startApi, uniqueIsbn10, type Api, type BorrowJson, type LoanJson } from './helpers';

describe.each(TARGETS)('GET /api/loans by a loan’s own ISBN and title on %s', (target) => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(target);
  });
  afterAll(async () => {
    await api.close();
  });

  const borrow = async (book: string): Promise<BorrowJson> =>
    (await api.post<BorrowJson>('/borrow', { book, quantity: 1, dueDate: isoDate(7) })).body.data;
  const loanIds = async (query: string): Promise<string[]> => {
    const res = await api.get<LoanJson[]>(`/loans?${query}`);
    expect(res.status).toBe(200);
    return res.body.data.map((loan) => loan.id);
  };
  /** A word no other test’s title has. */
  const word = (): string => `Zq${crypto.randomBytes(5).toString('hex')}`;

  it('when a book with a copy out is deleted, then its loan is found by the ISBN in either form and by part of its title, in any case', async () => {
    const isbn10 = uniqueIsbn10();
    const tag = word();
    const book = await api.book({ title: `The Great ${tag} Gatsby`, isbn: isbn10, copies: 2 });
    const loan = await borrow(book.id);
    const other = await api.book({ title: `Another ${word()}` });
    await borrow(other.id);
    expect((await api.del(`/books/${book.id}`)).status).toBe(200);

    expect(await loanIds(`isbn=${isbn10}`)).toEqual([loan.id]);
    expect(await loanIds(`isbn=${isbnKey(isbn10)}`)).toEqual([loan.id]);
    expect(await loanIds(`search=${encodeURIComponent(`great ${tag.toLowerCase()}`)}`)).toEqual([loan.id]);
    expect(await loanIds(`search=${tag}&isbn=${isbnKey(isbn10)}`)).toEqual([loan.id]);
  });

  it('when a loan of the ISBN was returned, then it is listed with status returned and not with the default (out)', async () => {
    const book = await api.book({ title: `Returned ${word()}` });
    const loan = await borrow(book.id);
    await api.post(`/loans/${loan.id}/return`);
    expect(await loanIds(`isbn=${book.isbn}`)).toEqual([]);
    expect(await loanIds(`isbn=${book.isbn}&status=returned`)).toEqual([loan.id]);
  });

  it('when no loan has the ISBN or the title, then the page is empty', async () => {
    expect(await loanIds(`isbn=${uniqueIsbn10()}`)).toEqual([]);
    expect(await loanIds(`search=${word()}`)).toEqual([]);
  });

  it('when the search holds a LIKE wildcard, then it is read literally', async () => {
    const tag = word();
    const book = await api.book({ title: `Half ${tag} done` });
    await borrow(book.id);
    expect(await loanIds(`search=Half%25done`)).toEqual([]);
    expect(await loanIds(`search=${tag}%20done`)).toEqual([
      (await api.get<LoanJson[]>(`/loans?search=${tag}`)).body.data[0]?.id,
    ]);
  });

  it.each([
    ['isbn', 'isbn=12345', 'isbn must be a valid ISBN'],
    ['search', `search=${'a'.repeat(LIST_LIMITS.maxSearch + 1)}`, MESSAGES.tooLong('search', LIST_LIMITS.maxSearch)],
  ])('when the %s is not a valid ISBN or too long a search, then 400 saying why', async (field, query, message) => {
    const res = await api.get(`/loans?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error?.errors?.[field]?.message).toBe(message);
  });
});
