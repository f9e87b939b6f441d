/**
 * `GET /books/by-isbn/:isbn`: the book of an ISBN in any of its forms (10 or 13 digits, with or
 * without hyphens), found by the catalogue's unique ISBN key; public, as `GET /books/:id`.
 */
import { MESSAGES, isbnForms, type BookJson } from '../src/contract';
import { TARGETS, startApiWithStore, uniqueIsbn10, type Api } from './helpers';
import { signedInStaff } from './support/auth';

/** An ISBN-10 with hyphens after its first digit and before its check digit ('0-30640615-2'). */
function hyphenated(isbn: string): string {
  return `${isbn.slice(0, 1)}-${isbn.slice(1, -1)}-${isbn.slice(-1)}`;
}

describe.each(TARGETS)('GET /api/books/by-isbn/:isbn on %s', (target) => {
  let api: Api;
  let book: BookJson;
  let isbn10: string;
  beforeAll(async () => {
    const started = await startApiWithStore(target);
    api = started.api;
    const librarian = await signedInStaff(started.store, 'LIBRARIAN');
    isbn10 = uniqueIsbn10();
    book = await api.book({ title: 'Found By Its ISBN', isbn: isbn10 }, librarian.headers);
  });
  afterAll(async () => {
    await api.close();
  });

  it('when the ISBN is given in any of its forms, then the book is answered without signing in, as GET /books/:id answers it', async () => {
    const [isbn13] = isbnForms(isbn10);
    const byId = await api.get<BookJson>(`/books/${book.id}`);
    for (const form of [isbn10, hyphenated(isbn10), isbn13, `${isbn13.slice(0, 3)}-${isbn13.slice(3)}`]) {
      const res = await api.get<BookJson>(`/books/by-isbn/${encodeURIComponent(form)}`);
      expect([form, res.status, res.body.data]).toEqual([form, 200, byId.body.data]);
    }
  });

  it('when no book has the ISBN, then 404 NOT_FOUND says "Book not found"', async () => {
    const res = await api.get(`/books/by-isbn/${uniqueIsbn10()}`);
    expect([res.status, res.body.error?.code, res.body.message]).toEqual([404, 'NOT_FOUND', 'Book not found']);
  });

  it('when the text is not an ISBN, then 400 VALIDATION_FAILED says so on isbn', async () => {
    const res = await api.get(
      `/books/by-isbn/${encodeURIComponent(`${isbn10.slice(0, -1)}${isbn10.endsWith('1') ? '2' : '1'}`)}`,
    );
    expect([res.status, res.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.body.error?.errors?.['isbn']?.message).toBe(MESSAGES.notValid('ISBN'));
  });
});
