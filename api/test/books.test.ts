import crypto from 'node:crypto';
import { INVALID_ISBNS, VALID_ISBNS, isbnKey } from '../src/contract';
import {
  TARGETS,
  anyString,
  sharedApi,
  startApiWithStore,
  stringMatching,
  uniqueIsbn,
  uniqueIsbn10,
  type BookJson,
  type FieldErrorJson,
  systemActor,
} from './helpers';

describe.each(TARGETS)('books on %s', (target) => {
  const api = sharedApi(target);

  describe('POST /api/books', () => {
    it('when a valid book is posted, then it answers 201 with the stored book, strings trimmed', async () => {
      const isbn = uniqueIsbn();
      const res = await api.post<BookJson>('/books', {
        title: '  Dune  ',
        author: ' Frank Herbert ',
        genre: 'FANTASY',
        isbn: ` ${isbn} `,
        description: '  Spice.  ',
        copies: 4,
      });
      expect(res.status).toBe(201);
      expect(res.body.success).toBe(true);
      expect(res.body.message).toBe('Book created successfully');
      const book = res.body.data;
      expect(book).toEqual({
        _id: book.id,
        id: anyString(),
        title: 'Dune',
        author: 'Frank Herbert',
        genre: 'FANTASY',
        isbn,
        description: 'Spice.',
        copies: 4,
        available: true,
        onHoldShelf: 0,
        copiesOnLoan: 0,
        createdAt: stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        updatedAt: stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const again = await api.get<BookJson>(`/books/${book.id}`);
      expect(again.body.data).toEqual(book);
    });

    it('when description is left out or blank, then it is stored as null', async () => {
      expect((await api.book({ description: undefined })).description).toBeNull();
      expect((await api.book({ description: '   ' })).description).toBeNull();
    });

    it('when available is not given, then it defaults to true; when given false, then it is kept', async () => {
      expect((await api.book()).available).toBe(true);
      expect((await api.book({ available: false })).available).toBe(false);
    });

    it('when copies is 0, then available is false even if true was asked', async () => {
      const book = await api.book({ copies: 0, available: true });
      expect(book.copies).toBe(0);
      expect(book.available).toBe(false);
    });

    it('when the body carries unknown fields, _id, createdAt or updatedAt, then they are ignored', async () => {
      const fakeId = crypto.randomUUID();
      const book = await api.book({
        _id: fakeId,
        id: fakeId,
        createdAt: '2001-01-01T00:00:00.000Z',
        updatedAt: 'x',
        password: 'p',
      } as Partial<Record<keyof BookJson, unknown>>);
      expect(book.id).not.toBe(fakeId);
      expect(book.createdAt.startsWith('2001')).toBe(false);
      expect(book).not.toHaveProperty('password');
    });

    it('when the genre is lower case, then it is accepted and stored upper case', async () => {
      expect((await api.book({ genre: 'non_fiction' })).genre).toBe('NON_FICTION');
    });

    it('when the genre is given as the screens label it (the message lists the labels), then it is accepted as its genre', async () => {
      expect((await api.book({ genre: 'Non-fiction' })).genre).toBe('NON_FICTION');
      expect((await api.book({ genre: ' science ' })).genre).toBe('SCIENCE');
    });

    it('when the body is empty, then 400 names every required field with its message', async () => {
      const res = await api.post('/books', {});
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toBe('Validation failed');
      expect(res.body.error?.name).toBe('ValidationError');
      expect(res.body.error?.code).toBe('VALIDATION_FAILED');
      const errors = res.body.error?.errors ?? {};
      expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.message]))).toEqual({
        title: 'Title is required',
        author: 'Author is required',
        genre: 'Genre is required',
        isbn: 'ISBN is required',
        copies: 'Copies is required',
      });
      expect(errors.title).toMatchObject({ message: 'Title is required', kind: 'required', path: 'title' });
    });

    it('when strings are only whitespace, then they count as missing', async () => {
      const res = await api.post('/books', { title: '   ', author: '\t', genre: ' ', isbn: '  ', copies: 1 });
      expect(res.status).toBe(400);
      const errors: Partial<Record<string, FieldErrorJson>> = res.body.error?.errors ?? {};
      expect(errors.title).toMatchObject({
        message: 'Title is required',
        kind: 'required',
        path: 'title',
        value: '   ',
      });
      expect(errors.author?.message).toBe('Author is required');
      expect(errors.genre?.message).toBe('Genre is required');
      expect(errors.isbn?.message).toBe('ISBN is required');
    });

    const badFields: [Record<string, unknown>, string, string, string][] = [
      [{ copies: -1 }, 'copies', 'Copies must be 0 or more', 'min'],
      [{ copies: 1.5 }, 'copies', 'Copies must be a whole number', 'type'],
      [{ copies: '3.5' }, 'copies', 'Copies must be a whole number', 'type'],
      [{ copies: 10_000_000 }, 'copies', 'Copies must be at most 10000', 'max'],
      [
        { genre: 'POETRY' },
        'genre',
        'Genre must be one of Fiction, Non-fiction, Science, History, Biography, Fantasy',
        'enum',
      ],
      [
        { genre: 7 },
        'genre',
        'Genre must be one of Fiction, Non-fiction, Science, History, Biography, Fantasy',
        'type',
      ],
      [{ isbn: '12345' }, 'isbn', 'ISBN is not valid', 'invalid'],
      [{ isbn: 9780451524935 }, 'isbn', 'ISBN must be text', 'type'],
      [{ title: 42 }, 'title', 'Title must be text', 'type'],
      [{ title: 'x'.repeat(301) }, 'title', 'Title must be at most 300 characters', 'maxlength'],
      [{ author: 'x'.repeat(201) }, 'author', 'Author must be at most 200 characters', 'maxlength'],
      [{ title: 'bad\u0000title' }, 'title', 'Title must not contain control characters', 'invalid'],
      [{ description: 5 }, 'description', 'Description must be text', 'type'],
      [{ description: 'x'.repeat(5001) }, 'description', 'Description must be at most 5000 characters', 'maxlength'],
      [{ available: 'yes' }, 'available', 'Available must be true or false', 'type'],
    ];
    it.each(badFields.map(([override, field, message, kind]) => [field, message, override, kind] as const))(
      'when %s is bad, then 400 says "%s"',
      async (field, message, override, kind) => {
        const res = await api.post('/books', {
          title: 'T',
          author: 'A',
          genre: 'FICTION',
          isbn: uniqueIsbn(),
          copies: 1,
          ...override,
        });
        expect(res.status).toBe(400);
        expect(res.body.error?.errors?.[field]).toMatchObject({ message, kind, path: field });
        expect(Object.keys(res.body.error?.errors ?? {})).toEqual([field]);
      },
    );

    it('when the ISBN is already used, even written with other hyphens, then 409 DUPLICATE_ISBN', async () => {
      const isbn = uniqueIsbn();
      await api.book({ isbn });
      const hyphenated = `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 12)}-${isbn.slice(12)}`;
      const res = await api.post('/books', { title: 'T', author: 'A', genre: 'FICTION', isbn: hyphenated, copies: 1 });
      expect(res.status).toBe(409);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toEqual({ name: 'ConflictError', code: 'DUPLICATE_ISBN' });
      expect(res.body.message).toBe('A book with this ISBN already exists');
    });

    it('when an ISBN-10 with X is posted, then it is accepted', async () => {
      const digits = uniqueIsbn10({ endingInX: true });
      const isbn = `${digits.slice(0, 1)}-${digits.slice(1, 7)}-${digits.slice(7, 9)}-${digits.slice(9)}`;
      expect((await api.book({ isbn })).isbn).toBe(isbn);
    });

    it.each(INVALID_ISBNS.map((c) => [c.why, c.isbn]))(
      'when the ISBN is not valid (%s: %j), then 400 "ISBN is not valid" and no book is made',
      async (_why, isbn) => {
        const title = `Invalid ISBN ${crypto.randomUUID()}`;
        const res = await api.post('/books', { title, author: 'A', genre: 'FICTION', isbn, copies: 1 });
        expect(res.status).toBe(400);
        expect(res.body.error?.code).toBe('VALIDATION_FAILED');
        expect(res.body.error?.errors?.['isbn']).toMatchObject({ message: 'ISBN is not valid', kind: 'invalid' });
        expect(Object.keys(res.body.error?.errors ?? {})).toEqual(['isbn']);
        const found = await api.get<BookJson[]>(`/books?search=${encodeURIComponent(title)}`);
        expect(found.body.data).toEqual([]);
      },
    );

    it('when each valid ISBN of the corpus (ISBN-10 with or without X, ISBN-13 978 and 979) is posted, then it is accepted as written', async () => {
      for (const { isbn } of VALID_ISBNS) {
        const res = await api.post<BookJson>('/books', { title: 'T', author: 'A', genre: 'FICTION', isbn, copies: 1 });
        expect([isbn, res.status, res.body.data.isbn]).toEqual([isbn, 201, isbn]);
        expect((await api.del(`/books/${res.body.data.id}`)).status).toBe(200);
      }
    });

    it('when the ISBN-10 of a book stored by its ISBN-13 is posted, or the other way round, then 409 DUPLICATE_ISBN', async () => {
      const isbn10 = uniqueIsbn10();
      const isbn13 = isbnKey(isbn10);
      const hyphenated13 = `${isbn13.slice(0, 3)}-${isbn13.slice(3, 12)}-${isbn13.slice(12)}`;
      await api.book({ isbn: hyphenated13 });
      const res = await api.post('/books', { title: 'T', author: 'A', genre: 'FICTION', isbn: isbn10, copies: 1 });
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({ name: 'ConflictError', code: 'DUPLICATE_ISBN' });
      expect(res.body.message).toBe('A book with this ISBN already exists');

      const other10 = uniqueIsbn10();
      await api.book({ isbn: other10.toLowerCase() });
      const reverse = await api.post('/books', {
        title: 'T',
        author: 'A',
        genre: 'FICTION',
        isbn: isbnKey(other10),
        copies: 1,
      });
      expect(reverse.status).toBe(409);
      expect(reverse.body.error?.code).toBe('DUPLICATE_ISBN');
    });
  });

  describe('GET /api/books/:id', () => {
    it('when the book exists, then 200 with it', async () => {
      const book = await api.book({ title: 'Findable' });
      const res = await api.get<BookJson>(`/books/${book.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Book retrieved successfully', data: book });
    });

    it('when the id is unknown, then 404 "Book not found"', async () => {
      const res = await api.get(`/books/${crypto.randomUUID()}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        success: false,
        message: 'Book not found',
        error: { name: 'NotFoundError', code: 'NOT_FOUND' },
      });
    });

    it.each([
      ['a number', '123'],
      ['a word', 'not-an-id'],
      ['an SQL fragment', "1' OR '1'='1"],
      ['a Mongo ObjectId', '507f1f77bcf86cd799439011'],
      ['a NUL byte', '\u0000'],
      ['500 characters long', 'x'.repeat(500)],
    ])('when the id is %s, then 400 INVALID_ID, never 500', async (_label, id) => {
      const res = await api.get(`/books/${encodeURIComponent(id)}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'Invalid book id', error: { code: 'INVALID_ID' } });
    });
  });

  describe('PUT /api/books/:id', () => {
    it('when a subset of fields is sent, then only they change and updatedAt moves', async () => {
      const book = await api.book({ title: 'Old title', copies: 2 });
      await new Promise((r) => setTimeout(r, 5));
      const res = await api.put<BookJson>(`/books/${book.id}`, { title: '  New title ', description: 'Now described' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Book updated successfully');
      expect(res.body.data).toMatchObject({
        ...book,
        title: 'New title',
        description: 'Now described',
        updatedAt: anyString(),
      });
      expect(res.body.data.updatedAt > book.updatedAt).toBe(true);
      expect(res.body.data.createdAt).toBe(book.createdAt);
    });

    it('when copies goes to 0 without available, then available becomes false', async () => {
      const book = await api.book({ copies: 2 });
      expect((await api.put<BookJson>(`/books/${book.id}`, { copies: 0 })).body.data).toMatchObject({
        copies: 0,
        available: false,
      });
    });

    it('when copies goes from 0 to more without available, then available becomes true', async () => {
      const book = await api.book({ copies: 0 });
      expect((await api.put<BookJson>(`/books/${book.id}`, { copies: 3 })).body.data).toMatchObject({
        copies: 3,
        available: true,
      });
    });

    it('when available true is sent for a book with 0 copies, then it stays false', async () => {
      const book = await api.book({ copies: 0 });
      expect((await api.put<BookJson>(`/books/${book.id}`, { available: true })).body.data.available).toBe(false);
    });

    it('when copies and available false are sent together, then both are kept', async () => {
      const book = await api.book({ copies: 1 });
      expect((await api.put<BookJson>(`/books/${book.id}`, { copies: 5, available: false })).body.data).toMatchObject({
        copies: 5,
        available: false,
      });
    });

    it('when an empty body is sent, then 200 with the book unchanged', async () => {
      const book = await api.book();
      const res = await api.put<BookJson>(`/books/${book.id}`, {});
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual(book);
    });

    it.each([
      [{ title: '' }, 'title', 'Title is required'],
      [{ author: null }, 'author', 'Author is required'],
      [{ copies: -2 }, 'copies', 'Copies must be 0 or more'],
      [
        { genre: 'COOKING' },
        'genre',
        'Genre must be one of Fiction, Non-fiction, Science, History, Biography, Fantasy',
      ],
      [{ isbn: 'abc' }, 'isbn', 'ISBN is not valid'],
    ])('when the update has %j, then 400 with "%s: %s" and the book is unchanged', async (patch, field, message) => {
      const book = await api.book();
      const res = await api.put(`/books/${book.id}`, patch);
      expect(res.status).toBe(400);
      expect(res.body.error?.errors?.[field]?.message).toBe(message);
      expect((await api.get<BookJson>(`/books/${book.id}`)).body.data).toEqual(book);
    });

    it('when the ISBN of another book is sent, then 409 DUPLICATE_ISBN', async () => {
      const first = await api.book();
      const second = await api.book();
      const res = await api.put(`/books/${second.id}`, { isbn: first.isbn });
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('DUPLICATE_ISBN');
    });

    it('when the ISBN-10 form of another book’s ISBN-13 is sent, then 409 DUPLICATE_ISBN and the book is unchanged', async () => {
      const isbn10 = uniqueIsbn10();
      await api.book({ isbn: isbnKey(isbn10) });
      const second = await api.book();
      const res = await api.put(`/books/${second.id}`, { isbn: isbn10 });
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('DUPLICATE_ISBN');
      expect((await api.get<BookJson>(`/books/${second.id}`)).body.data).toEqual(second);
    });

    it('when a book changes its ISBN-10 for its own ISBN-13, then it is not a duplicate', async () => {
      const isbn10 = uniqueIsbn10();
      const book = await api.book({ isbn: isbn10 });
      const res = await api.put<BookJson>(`/books/${book.id}`, { isbn: isbnKey(isbn10) });
      expect(res.status).toBe(200);
      expect(res.body.data.isbn).toBe(isbnKey(isbn10));
    });

    it.each(INVALID_ISBNS.map((c) => [c.why, c.isbn]))(
      'when the update sends an ISBN that is not valid (%s: %j), then 400 "ISBN is not valid" and the book is unchanged',
      async (_why, isbn) => {
        const book = await api.book();
        const res = await api.put(`/books/${book.id}`, { isbn, title: 'Changed' });
        expect(res.status).toBe(400);
        expect(res.body.error?.errors?.['isbn']?.message).toBe('ISBN is not valid');
        expect((await api.get<BookJson>(`/books/${book.id}`)).body.data).toEqual(book);
      },
    );

    it('when the book keeps its own ISBN, then it is not a duplicate', async () => {
      const book = await api.book();
      expect((await api.put(`/books/${book.id}`, { isbn: book.isbn, title: 'Same ISBN' })).status).toBe(200);
    });

    it('when the id is unknown, then 404; when it is not an id, then 400', async () => {
      expect((await api.put(`/books/${crypto.randomUUID()}`, { title: 'x' })).status).toBe(404);
      expect((await api.put('/books/42', { title: 'x' })).body.error?.code).toBe('INVALID_ID');
    });
  });

  describe('DELETE /api/books/:id', () => {
    it('when the book exists, then 200 with data null and it is gone', async () => {
      const book = await api.book();
      const res = await api.del(`/books/${book.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Book deleted successfully', data: null });
      expect((await api.get(`/books/${book.id}`)).status).toBe(404);
      expect((await api.del(`/books/${book.id}`)).status).toBe(404);
    });

    it('when the id is not an id, then 400 INVALID_ID', async () => {
      expect((await api.del('/books/nope')).body.error?.code).toBe('INVALID_ID');
    });
  });
});

describe.each(TARGETS)('a book stored before check digits were checked, on %s', (target) => {
  it('when its ISBN is not valid, then it is still read and listed; an update that leaves the ISBN out is saved; one that sends it asks for a valid ISBN', async () => {
    const { api, store } = await startApiWithStore(target);
    try {
      const isbn = '978-0-00-000000-1';
      // The store saves what it is given (the api validates requests before it): an old row.
      const old = await store.createBook(
        {
          title: 'Old Record',
          author: 'A',
          genre: 'HISTORY',
          isbn,
          description: null,
          copies: 2,
        },
        systemActor,
      );
      const read = await api.get<BookJson>(`/books/${old.id}`);
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ title: 'Old Record', isbn });
      const listed = await api.get<BookJson[]>('/books');
      expect(listed.body.data.map((b) => b.isbn)).toEqual([isbn]);

      const retitled = await api.put<BookJson>(`/books/${old.id}`, { title: 'Old Record, retitled', copies: 3 });
      expect(retitled.status).toBe(200);
      expect(retitled.body.data).toMatchObject({ title: 'Old Record, retitled', isbn, copies: 3 });

      const resent = await api.put(`/books/${old.id}`, { title: 'Again', isbn });
      expect(resent.status).toBe(400);
      expect(resent.body.error?.errors?.['isbn']?.message).toBe('ISBN is not valid');

      const fixed = uniqueIsbn();
      const saved = await api.put<BookJson>(`/books/${old.id}`, { isbn: fixed });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ title: 'Old Record, retitled', isbn: fixed });
    } finally {
      await api.close();
    }
  });
});
