/** Resolvers through executeOperation, against an in-memory fake of the REST service. */
import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from '../src/context';
import { MESSAGES } from '../src/errors';
import type { RestBorrow } from '../src/rest/types';
import { FakeLibraryApi } from './support/FakeLibraryApi';
import { codes, run, testServer } from './support/graphql';

const BOOK_FIELDS = 'id title author genre isbn description copies available createdAt updatedAt';

let server: ApolloServer<GatewayContext>;
let api: FakeLibraryApi;

beforeAll(async () => {
  server = testServer();
  await server.start();
});
afterAll(() => server.stop());
beforeEach(() => {
  api = new FakeLibraryApi();
});

describe('Query.books', () => {
  it('when no arguments are given, then the REST defaults of the schema are asked for (page 1, 4, createdAt desc)', async () => {
    api.addBook();
    const result = await run(server, api, '{ books { page limit total totalPages items { id } } }');
    expect(result.errors).toBeUndefined();
    expect(api.calls).toEqual([
      { method: 'listBooks', args: [{ page: 1, limit: 4, sortBy: 'createdAt', sort: 'desc', filter: null, search: null, available: null }] },
    ]);
    expect(result.data).toEqual({ books: { page: 1, limit: 4, total: 1, totalPages: 1, items: [{ id: 'b1' }] } });
  });

  it('when sort, order and genre are given, then they reach REST as its own values', async () => {
    await run(server, api, '{ books(page: 2, limit: 10, sortBy: TITLE, sort: ASC, filter: SCIENCE) { total } }');
    expect(api.calls[0]?.args[0]).toEqual({ page: 2, limit: 10, sortBy: 'title', sort: 'asc', filter: 'SCIENCE', search: null, available: null });
  });

  it('when search and available are given, then they reach REST as given (REST trims the search)', async () => {
    await run(server, api, '{ books(search: "  le guin ", available: true) { total } }');
    await run(server, api, '{ books(search: "", available: false) { total } }');
    await run(server, api, 'query($s: String, $a: Boolean) { books(search: $s, available: $a) { total } }', { s: null, a: null });
    expect(api.calls.map((call) => call.args[0])).toEqual([
      expect.objectContaining({ search: '  le guin ', available: true }),
      expect.objectContaining({ search: '', available: false }),
      expect.objectContaining({ search: null, available: null }),
    ]);
  });

  it('when searching, then title, author and ISBN (hyphens ignored) match case-insensitively, wildcards literally, and the total counts the matches', async () => {
    const darkness = api.addBook({ title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', isbn: '978-0-441-47812-5' });
    const dune = api.addBook({ title: 'Dune', author: 'Frank Herbert', isbn: '9780441013593', copies: 0, available: false });
    const percent = api.addBook({ title: '100% Pure', isbn: '9780000000026' });
    api.addBook({ title: '1000 Pure', isbn: '9780000000033' });
    const query = 'query($s: String, $a: Boolean) { books(search: $s, available: $a, limit: 10) { total totalPages items { id } } }';
    const ids = async (s: string, a: boolean | null = null): Promise<unknown> => (await run(server, api, query, { s, a })).data?.['books'];
    const page = (...books: { _id: string }[]) => ({ total: books.length, totalPages: 1, items: books.map((b) => ({ id: b._id })) });
    expect(await ids('DARKNESS')).toEqual(page(darkness));
    expect(await ids('le guin')).toEqual(page(darkness));
    expect(await ids('9780441478')).toEqual(page(darkness));
    expect(await ids('0-441-01359-3')).toEqual(page(dune));
    expect(await ids('0441', true)).toEqual(page(darkness));
    expect(await ids('0441', false)).toEqual(page(dune));
    expect(await ids('100%')).toEqual(page(percent));
    expect(await ids('   ')).toEqual(expect.objectContaining({ total: 4 }));
    expect(await ids('no such book')).toEqual(page());
  });

  it('when the search is over 100 characters, then BAD_USER_INPUT with the message for search', async () => {
    const result = await run(server, api, 'query($s: String) { books(search: $s) { total } }', { s: 'x'.repeat(101) });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: 'Validation failed',
      extensions: { code: 'BAD_USER_INPUT', fields: { search: 'search must be at most 100 characters' } },
    });
  });

  it('when every enum value is used, then each maps to the REST value', async () => {
    const pairs = [
      ['CREATED_AT', 'createdAt'],
      ['UPDATED_AT', 'updatedAt'],
      ['TITLE', 'title'],
      ['AUTHOR', 'author'],
      ['COPIES', 'copies'],
    ];
    for (const [graphql, rest] of pairs) {
      await run(server, api, `{ books(sortBy: ${graphql}, sort: DESC) { total } }`);
      expect(api.calls.at(-1)?.args[0]).toMatchObject({ sortBy: rest, sort: 'desc' });
    }
  });

  it('when page and limit are explicitly null, then the defaults are used', async () => {
    await run(server, api, 'query($p: Int, $l: Int) { books(page: $p, limit: $l) { total } }', { p: null, l: null });
    expect(api.calls[0]?.args[0]).toMatchObject({ page: 1, limit: 4 });
  });

  it('when a page of books is returned, then every Book field is there with `id` from `_id` and UTC timestamps', async () => {
    api.addBook({
      _id: 'opaque-42',
      title: 'Dune',
      author: 'Frank Herbert',
      genre: 'SCIENCE',
      isbn: '9780441013593',
      description: 'Spice.',
      copies: 2,
      available: true,
      createdAt: '2026-03-01T10:00:00+02:00',
      updatedAt: '2026-03-02T08:00:00.000Z',
    });
    const result = await run(server, api, `{ books { items { ${BOOK_FIELDS} } } }`);
    expect(result.data).toEqual({
      books: {
        items: [
          {
            id: 'opaque-42',
            title: 'Dune',
            author: 'Frank Herbert',
            genre: 'SCIENCE',
            isbn: '9780441013593',
            description: 'Spice.',
            copies: 2,
            available: true,
            createdAt: '2026-03-01T08:00:00.000Z',
            updatedAt: '2026-03-02T08:00:00.000Z',
          },
        ],
      },
    });
  });

  it('when REST refuses a parameter, then BAD_USER_INPUT carries its message and the per-field message', async () => {
    const result = await run(server, api, '{ books(limit: 500) { total } }');
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: 'Validation failed',
      extensions: { code: 'BAD_USER_INPUT', fields: { limit: 'limit must be between 1 and 100' } },
    });
  });
});

describe('Query.book', () => {
  it('when the book exists, then it is returned', async () => {
    const book = api.addBook({ title: 'Emma' });
    const result = await run(server, api, 'query($id: ID!) { book(id: $id) { id title } }', { id: book._id });
    expect(result.data).toEqual({ book: { id: book._id, title: 'Emma' } });
  });

  it('when no book has the id, then it is null without an error', async () => {
    const result = await run(server, api, '{ book(id: "nope") { id } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ book: null });
  });
});

describe('Query.borrowSummary', () => {
  it('when books were borrowed, then one row per book with title, ISBN and total, largest first', async () => {
    const a = api.addBook({ title: 'A', isbn: '111' });
    const b = api.addBook({ title: 'B', isbn: '222' });
    await api.borrowBook({ book: a._id, quantity: 1, dueDate: '2030-01-01' });
    await api.borrowBook({ book: b._id, quantity: 2, dueDate: '2030-01-01' });
    const result = await run(server, api, '{ borrowSummary { totalQuantity book { id title isbn } } }');
    expect(result.data).toEqual({
      borrowSummary: [
        { totalQuantity: 2, book: { id: b._id, title: 'B', isbn: '222' } },
        { totalQuantity: 1, book: { id: a._id, title: 'A', isbn: '111' } },
      ],
    });
  });

  it('when the source has no title or ISBN for a row, then they are null', async () => {
    api.borrowSummary = async () => [{ book: { _id: 'x', title: null, isbn: null }, totalQuantity: 5 }];
    const result = await run(server, api, '{ borrowSummary { totalQuantity book { id title isbn } } }');
    expect(result.data).toEqual({ borrowSummary: [{ totalQuantity: 5, book: { id: 'x', title: null, isbn: null } }] });
  });
});

describe('Mutation.createBook', () => {
  const CREATE = `mutation($input: CreateBookInput!) { createBook(input: $input) { ${BOOK_FIELDS} } }`;
  const input = { title: 'Dune', author: 'Frank Herbert', genre: 'SCIENCE', isbn: '9780441013593', copies: 3 };

  it('when the input is valid, then the book is created and returned', async () => {
    const result = await run(server, api, CREATE, { input: { ...input, description: 'Spice.' } });
    expect(result.errors).toBeUndefined();
    expect(result.data?.['createBook']).toMatchObject({ ...input, description: 'Spice.', available: true });
    expect(api.calls[0]).toEqual({ method: 'createBook', args: [{ ...input, description: 'Spice.' }] });
  });

  it('when REST finds the input invalid, then BAD_USER_INPUT with per-field messages in extensions.fields', async () => {
    const result = await run(server, api, CREATE, { input: { ...input, title: ' ', copies: -1 } });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Validation failed',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { title: 'Title is required', copies: 'Copies must be 0 or more' },
      },
    });
  });

  it('when the ISBN is taken, then CONFLICT with the REST message unchanged', async () => {
    api.addBook({ isbn: input.isbn });
    const result = await run(server, api, CREATE, { input });
    expect(result.errors?.[0]).toMatchObject({
      message: `A book with ISBN ${input.isbn} is already in the catalogue`,
      extensions: { code: 'CONFLICT', upstreamCode: 'DUPLICATE_ISBN', fields: { isbn: expect.any(String) } },
    });
  });

  it('when the genre is not one of the six, then GraphQL refuses it before REST is called', async () => {
    const result = await run(server, api, CREATE, { input: { ...input, genre: 'POETRY' } });
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expect(api.calls).toEqual([]);
  });
});

describe('Mutation.updateBook', () => {
  it('when some fields are given, then only those are sent and the updated book is returned', async () => {
    const book = api.addBook({ copies: 3 });
    const result = await run(
      server,
      api,
      'mutation($id: ID!) { updateBook(id: $id, input: { copies: 0, description: null }) { id copies } }',
      { id: book._id },
    );
    expect(result.data).toEqual({ updateBook: { id: book._id, copies: 0 } });
    expect(api.calls[0]).toEqual({ method: 'updateBook', args: [book._id, { copies: 0, description: null }] });
  });

  it('when description is null, then it is sent as null and the description is cleared', async () => {
    const book = api.addBook({ description: 'A blurb' });
    const result = await run(server, api, 'mutation($id: ID!) { updateBook(id: $id, input: { description: null }) { description } }', {
      id: book._id,
    });
    expect(result.data).toEqual({ updateBook: { description: null } });
    expect(api.calls[0]).toEqual({ method: 'updateBook', args: [book._id, { description: null }] });
  });

  it('when fields that cannot be empty are given as null, then BAD_USER_INPUT names each one and REST is not called', async () => {
    const book = api.addBook();
    const result = await run(
      server,
      api,
      'mutation($id: ID!, $input: UpdateBookInput!) { updateBook(id: $id, input: $input) { id } }',
      { id: book._id, input: { title: null, author: null, genre: null, isbn: null, copies: null, available: null, description: 'kept' } },
    );
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors?.[0]?.message).toBe('Validation failed');
    expect(result.errors?.[0]?.extensions?.['fields']).toEqual({
      title: 'Title cannot be null: leave it out to keep the current value',
      author: 'Author cannot be null: leave it out to keep the current value',
      genre: 'Genre cannot be null: leave it out to keep the current value',
      isbn: 'ISBN cannot be null: leave it out to keep the current value',
      copies: 'Copies cannot be null: leave it out to keep the current value',
      available: 'Available cannot be null: leave it out to keep the current value',
    });
    expect(api.calls).toEqual([]);
  });

  it('when no book has the id, then NOT_FOUND with the REST message', async () => {
    const result = await run(server, api, 'mutation { updateBook(id: "nope", input: { title: "X" }) { id } }');
    expect(result.errors?.[0]).toMatchObject({ message: 'Book not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('Mutation.deleteBook', () => {
  it('when the book exists, then it is deleted and its id returned', async () => {
    const book = api.addBook();
    const result = await run(server, api, 'mutation($id: ID!) { deleteBook(id: $id) }', { id: book._id });
    expect(result.data).toEqual({ deleteBook: book._id });
    expect(api.books.has(book._id)).toBe(false);
  });

  it('when no book has the id, then NOT_FOUND', async () => {
    const result = await run(server, api, 'mutation { deleteBook(id: "nope") }');
    expect(codes(result)).toEqual(['NOT_FOUND']);
  });
});

describe('Mutation.borrowBook', () => {
  const BORROW = `mutation($book: ID!, $q: Int!, $due: Date!) {
    borrowBook(book: $book, quantity: $q, dueDate: $due) { id bookId quantity dueDate createdAt book { id copies } }
  }`;

  it('when enough copies are there, then the borrow is returned with the book as it is now', async () => {
    const book = api.addBook({ copies: 3 });
    const result = await run(server, api, BORROW, { book: book._id, q: 2, due: '2030-05-06' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.['borrowBook']).toMatchObject({
      bookId: book._id,
      quantity: 2,
      dueDate: '2030-05-06',
      book: { id: book._id, copies: 1 },
    });
  });

  it('when the due date is an ISO timestamp, then its date part is sent', async () => {
    const book = api.addBook();
    await run(server, api, BORROW, { book: book._id, q: 1, due: '2030-05-06T23:30:00.000Z' });
    expect(api.calls[0]?.args[0]).toEqual({ book: book._id, quantity: 1, dueDate: '2030-05-06' });
  });

  it.each(['tomorrow', '2030-02-30', '06/05/2030', ''])(
    'when the due date is %p, then BAD_USER_INPUT and REST is never called',
    async (due) => {
      const result = await run(server, api, BORROW, { book: 'b1', q: 1, due });
      expect(codes(result)).toEqual(['BAD_USER_INPUT']);
      expect(result.errors?.[0]?.message).toContain('YYYY-MM-DD');
      expect(api.calls).toEqual([]);
    },
  );

  it('when the due date literal in the document is invalid, then BAD_USER_INPUT', async () => {
    const result = await run(server, api, 'mutation { borrowBook(book: "b1", quantity: 1, dueDate: "soon") { id } }');
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expect(api.calls).toEqual([]);
  });

  it('when more copies are asked than exist, then CONFLICT with the REST message and how many are available', async () => {
    const book = api.addBook({ copies: 2 });
    const result = await run(server, api, BORROW, { book: book._id, q: 5, due: '2030-01-01' });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Only 2 copies are available',
      extensions: { code: 'CONFLICT', upstreamCode: 'INSUFFICIENT_COPIES', available: 2 },
    });
  });

  it('when the borrowed book has been deleted since, then Borrow.book is null', async () => {
    const gone: RestBorrow = { _id: 'r1', book: 'gone', quantity: 1, dueDate: '2030-01-01', createdAt: '2026-01-01T00:00:00.000Z' };
    api.borrowBook = async () => gone;
    const result = await run(server, api, BORROW, { book: 'gone', q: 1, due: '2030-01-01' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.['borrowBook']).toMatchObject({ id: 'r1', bookId: 'gone', book: null });
  });
});

describe('error masking', () => {
  it('when a resolver fails unexpectedly in production, then the client sees a generic INTERNAL_SERVER_ERROR without details', async () => {
    const production = testServer({ production: true });
    await production.start();
    try {
      api.listBooks = async () => {
        throw new Error('connection string postgres://secret@db leaked');
      };
      const result = await run(production, api, '{ books { total } }');
      expect(result.errors).toEqual([
        { message: MESSAGES.internal, locations: [{ line: 1, column: 3 }], path: ['books'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ]);
      expect(JSON.stringify(result.errors)).not.toContain('secret');
    } finally {
      await production.stop();
    }
  });

  it('when an expected error happens in production, then its message and code reach the client', async () => {
    const production = testServer({ production: true });
    await production.start();
    try {
      const result = await run(production, api, 'mutation { deleteBook(id: "nope") }');
      expect(result.errors?.[0]).toMatchObject({ message: 'Book not found', extensions: { code: 'NOT_FOUND' } });
    } finally {
      await production.stop();
    }
  });

  it('when introspection is asked for in production, then it is refused; in development it works', async () => {
    const production = testServer({ production: true });
    await production.start();
    try {
      const refused = await run(production, api, '{ __schema { queryType { name } } }');
      expect(codes(refused)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    } finally {
      await production.stop();
    }
    const allowed = await run(server, api, '{ __schema { queryType { name } } }');
    expect(allowed.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});
