/**
 * Resolvers through executeOperation, against a fake REST client that answers what each test sets
 * up. Each test says what REST answers and checks what the GraphQL caller sees and what was sent
 * to REST. What REST itself does (search, validation, stock) is tested in integration.test.ts.
 */
import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from '../src/context';
import { MESSAGES } from '../src/errors';
import type { ListBooksParams } from '../src/rest/types';
import { codes, run, testServer } from './support/graphql';
import {
  aBook,
  aBookPage,
  aBorrow,
  aLoanPage,
  aRestError,
  aSummaryPage,
  aSummaryRow,
  aValidationError,
} from './support/restData';
import { resolverTests } from './support/resolverTests';

const BOOK_FIELDS = 'id title author genre isbn description copies available createdAt updatedAt';
const DEFAULT_PARAMS: ListBooksParams = {
  page: 1,
  limit: 4,
  sortBy: 'createdAt',
  sort: 'desc',
  filter: null,
  search: null,
  available: null,
};
const NOT_FOUND_BODY = aRestError('Book not found', 'NOT_FOUND');

const t = resolverTests();

describe('Query.books', () => {
  beforeEach(() => {
    t.api.when.listBooks.returns(aBookPage());
  });

  it('when no arguments are given, then REST is asked for the schema defaults (page 1, 4, createdAt desc, no filters) and its page is the answer', async () => {
    t.api.when.listBooks.returns(aBookPage([aBook({ _id: 'b1' })], { page: 1, limit: 4, total: 9, totalPages: 3 }));
    const result = await run(t.server, t.api, '{ books { page limit total totalPages items { id } } }');
    expect(result.errors).toBeUndefined();
    expect(t.api.calls).toEqual([{ method: 'listBooks', args: [DEFAULT_PARAMS] }]);
    expect(result.data).toEqual({ books: { page: 1, limit: 4, total: 9, totalPages: 3, items: [{ id: 'b1' }] } });
  });

  it('when page, limit, sort, order and genre are given, then they reach REST as its own values', async () => {
    await run(t.server, t.api, '{ books(page: 2, limit: 10, sortBy: TITLE, sort: ASC, filter: SCIENCE) { total } }');
    expect(t.api.argsOf('listBooks')).toEqual([
      [{ ...DEFAULT_PARAMS, page: 2, limit: 10, sortBy: 'title', sort: 'asc', filter: 'SCIENCE' }],
    ]);
  });

  it('when every sort field and order is used, then each reaches REST as the REST value', async () => {
    const pairs = [
      ['CREATED_AT', 'createdAt'],
      ['UPDATED_AT', 'updatedAt'],
      ['TITLE', 'title'],
      ['AUTHOR', 'author'],
      ['COPIES', 'copies'],
    ];
    for (const [graphql, rest] of pairs) {
      await run(t.server, t.api, `{ books(sortBy: ${graphql}, sort: DESC) { total } }`);
      expect(t.api.argsOf('listBooks').at(-1)).toEqual([{ ...DEFAULT_PARAMS, sortBy: rest, sort: 'desc' }]);
    }
    await run(t.server, t.api, '{ books(sort: ASC) { total } }');
    expect(t.api.argsOf('listBooks').at(-1)).toEqual([{ ...DEFAULT_PARAMS, sort: 'asc' }]);
  });

  it('when search and available are given, then REST gets them exactly as given (untrimmed: REST trims); when null, then null', async () => {
    await run(t.server, t.api, '{ books(search: "  le guin ", available: true) { total } }');
    await run(t.server, t.api, '{ books(search: "", available: false) { total } }');
    await run(t.server, t.api, 'query($s: String, $a: Boolean) { books(search: $s, available: $a) { total } }', {
      s: null,
      a: null,
    });
    expect(t.api.argsOf('listBooks')).toEqual([
      [{ ...DEFAULT_PARAMS, search: '  le guin ', available: true }],
      [{ ...DEFAULT_PARAMS, search: '', available: false }],
      [DEFAULT_PARAMS],
    ]);
  });

  it('when page, limit, sort field, order and genre are explicitly null, then the defaults are sent', async () => {
    await run(
      t.server,
      t.api,
      'query($p: Int, $l: Int, $b: BookSortField, $s: SortOrder, $f: Genre) { books(page: $p, limit: $l, sortBy: $b, sort: $s, filter: $f) { total } }',
      { p: null, l: null, b: null, s: null, f: null },
    );
    expect(t.api.argsOf('listBooks')).toEqual([[DEFAULT_PARAMS]]);
  });

  it('when REST answers a page, then every Book field is there with `id` from `_id` and timestamps in UTC', async () => {
    t.api.when.listBooks.returns(
      aBookPage([
        aBook({
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
        }),
      ]),
    );
    const result = await run(t.server, t.api, `{ books { items { ${BOOK_FIELDS} } } }`);
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

  it('when the limit is out of range, then the gateway still sends it and REST’s 400 becomes BAD_USER_INPUT with its message and per-field message', async () => {
    t.api.when.listBooks.failsWith(400, aValidationError({ limit: 'limit must be a whole number from 1 to 100' }));
    const result = await run(t.server, t.api, '{ books(limit: 500) { total } }');
    expect(t.api.argsOf('listBooks')).toEqual([[{ ...DEFAULT_PARAMS, limit: 500 }]]);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: 'Validation failed',
      extensions: { code: 'BAD_USER_INPUT', fields: { limit: 'limit must be a whole number from 1 to 100' } },
    });
  });

  it('when REST refuses the search with a 400, then BAD_USER_INPUT with the message for search', async () => {
    t.api.when.listBooks.failsWith(400, aValidationError({ search: 'search must be at most 100 characters' }));
    const long = 'x'.repeat(101);
    const result = await run(t.server, t.api, 'query($s: String) { books(search: $s) { total } }', { s: long });
    expect(t.api.argsOf('listBooks')).toEqual([[{ ...DEFAULT_PARAMS, search: long }]]);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: 'Validation failed',
      extensions: {
        code: 'BAD_USER_INPUT',
        upstreamStatus: 400,
        upstreamCode: 'VALIDATION_FAILED',
        fields: { search: 'search must be at most 100 characters' },
      },
    });
  });
});

describe('Query.book', () => {
  it('when REST has the book, then it is returned and REST was asked for that id', async () => {
    t.api.when.getBook.returns(aBook({ _id: 'b7', title: 'Emma' }));
    const result = await run(t.server, t.api, 'query($id: ID!) { book(id: $id) { id title } }', { id: 'b7' });
    expect(result.data).toEqual({ book: { id: 'b7', title: 'Emma' } });
    expect(t.api.calls).toEqual([{ method: 'getBook', args: ['b7'] }]);
  });

  it('when REST answers 404, then book is null without an error', async () => {
    t.api.when.getBook.failsWith(404, NOT_FOUND_BODY);
    const result = await run(t.server, t.api, '{ book(id: "nope") { id } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ book: null });
  });

  it('when REST cannot parse the id (400 INVALID_ID), then book is null without an error', async () => {
    t.api.when.getBook.failsWith(400, aRestError('Invalid book id', 'INVALID_ID'));
    const result = await run(t.server, t.api, '{ book(id: "not-an-id!") { id } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ book: null });
  });

  it('when REST is unavailable, then the error reaches the caller instead of a null book', async () => {
    t.api.when.getBook.failsWith(503, aRestError('Service unavailable', 'UNAVAILABLE'));
    const result = await run(t.server, t.api, '{ book(id: "b1") { id } }');
    expect(result.data).toEqual({ book: null });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Service unavailable',
      path: ['book'],
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });
});

describe('Query.borrowSummary', () => {
  it('when REST answers rows, then each comes back in REST’s order with id from `_id`, title, ISBN, author, genre and total', async () => {
    t.api.when.borrowSummary.returns(
      aSummaryPage([
        aSummaryRow({ _id: 'b2', title: 'B', isbn: '222', author: 'Ann', genre: 'HISTORY' }, 2),
        aSummaryRow({ _id: 'b1', title: 'A', isbn: '111' }, 1),
      ]),
    );
    const result = await run(
      t.server,
      t.api,
      '{ borrowSummary { totalQuantity book { id title isbn author genre } } }',
    );
    expect(result.data).toEqual({
      borrowSummary: [
        { totalQuantity: 2, book: { id: 'b2', title: 'B', isbn: '222', author: 'Ann', genre: 'HISTORY' } },
        { totalQuantity: 1, book: { id: 'b1', title: 'A', isbn: '111', author: 'Frank Herbert', genre: 'SCIENCE' } },
      ],
    });
    expect(t.api.calls).toEqual([{ method: 'borrowSummary', args: [{ page: 1, limit: 50 }] }]);
  });

  it('when page and limit are given (or null), then REST is asked for that page (or the defaults)', async () => {
    t.api.when.borrowSummary.returns(aSummaryPage([], { page: 3, limit: 20, total: 41, totalPages: 3 }));
    await run(t.server, t.api, '{ borrowSummary(page: 3, limit: 20) { totalQuantity } }');
    await run(t.server, t.api, '{ borrowSummary(page: null, limit: null) { totalQuantity } }');
    expect(t.api.argsOf('borrowSummary')).toEqual([[{ page: 3, limit: 20 }], [{ page: 1, limit: 50 }]]);
  });

  it('when REST refuses the limit, then BAD_USER_INPUT with its message', async () => {
    t.api.when.borrowSummary.failsWith(400, aValidationError({ limit: 'limit must be a whole number from 1 to 100' }));
    const result = await run(t.server, t.api, '{ borrowSummary(limit: 101) { totalQuantity } }');
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
  });

  it('when REST has no title, ISBN, author or genre for a row, then they are null', async () => {
    t.api.when.borrowSummary.returns(
      aSummaryPage([aSummaryRow({ _id: 'x', title: null, isbn: null, author: null, genre: null }, 5)]),
    );
    const result = await run(
      t.server,
      t.api,
      '{ borrowSummary { totalQuantity book { id title isbn author genre } } }',
    );
    expect(result.data).toEqual({
      borrowSummary: [{ totalQuantity: 5, book: { id: 'x', title: null, isbn: null, author: null, genre: null } }],
    });
  });
});

describe('Query.borrowTotals', () => {
  it('when REST answers the totals, then the four figures come back as they are', async () => {
    t.api.when.borrowTotals.returns({ titles: 120, totalBorrowed: 900, copiesOut: 40, overdueCopies: 7 });
    const result = await run(t.server, t.api, '{ borrowTotals { titles totalBorrowed copiesOut overdueCopies } }');
    expect(result.data).toEqual({
      borrowTotals: { titles: 120, totalBorrowed: 900, copiesOut: 40, overdueCopies: 7 },
    });
    expect(t.api.calls).toEqual([{ method: 'borrowTotals', args: [] }]);
  });
});

describe('Mutation.createBook', () => {
  const CREATE = `mutation($input: CreateBookInput!) { createBook(input: $input) { ${BOOK_FIELDS} } }`;
  const input = { title: 'Dune', author: 'Frank Herbert', genre: 'SCIENCE', isbn: '9780441013593', copies: 3 };

  it('when the input is valid, then it is sent to REST as the body and the book REST answers is returned', async () => {
    t.api.when.createBook.returns(
      aBook({ _id: 'new-1', ...input, genre: 'SCIENCE', description: 'Spice.', available: true }),
    );
    const result = await run(t.server, t.api, CREATE, { input: { ...input, description: 'Spice.', available: true } });
    expect(result.errors).toBeUndefined();
    expect(t.api.restCalls).toEqual([
      { method: 'createBook', args: [{ ...input, description: 'Spice.', available: true }] },
    ]);
    expect(result.data).toEqual({
      createBook: {
        id: 'new-1',
        ...input,
        description: 'Spice.',
        available: true,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    });
  });

  it('when description and available are left out or available is null, then they are not sent (REST applies its defaults); when false, then false is sent', async () => {
    t.api.when.createBook.returns(aBook());
    await run(t.server, t.api, CREATE, { input });
    await run(t.server, t.api, CREATE, { input: { ...input, available: null } });
    await run(t.server, t.api, CREATE, { input: { ...input, available: false, description: null } });
    expect(t.api.argsOf('createBook')).toEqual([[input], [input], [{ ...input, available: false, description: null }]]);
  });

  it('when REST answers a validation 400, then BAD_USER_INPUT with the REST message and per-field messages in extensions.fields', async () => {
    t.api.when.createBook.failsWith(
      400,
      aValidationError({ title: 'Title is required', copies: 'Copies must be 0 or more' }),
    );
    const result = await run(t.server, t.api, CREATE, { input: { ...input, title: ' ', copies: -1 } });
    expect(t.api.argsOf('createBook')).toEqual([[{ ...input, title: ' ', copies: -1 }]]);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Validation failed',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { title: 'Title is required', copies: 'Copies must be 0 or more' },
      },
    });
  });

  it('when REST answers 409 DUPLICATE_ISBN, then CONFLICT with the REST message unchanged, also as the message for isbn', async () => {
    const message = `A book with ISBN ${input.isbn} is already in the catalogue`;
    t.api.when.createBook.failsWith(409, aRestError(message, 'DUPLICATE_ISBN'));
    const result = await run(t.server, t.api, CREATE, { input });
    expect(result.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'CONFLICT', upstreamCode: 'DUPLICATE_ISBN', fields: { isbn: message } },
    });
  });

  it('when the genre is not one of the six, then GraphQL refuses it before REST is called', async () => {
    const result = await run(t.server, t.api, CREATE, { input: { ...input, genre: 'POETRY' } });
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expect(t.api.calls).toEqual([]);
  });
});

describe('Mutation.updateBook', () => {
  it('when some fields are given, then only those are sent and the book REST answers is returned', async () => {
    t.api.when.updateBook.returns(aBook({ _id: 'b3', copies: 0 }));
    const result = await run(
      t.server,
      t.api,
      'mutation($id: ID!) { updateBook(id: $id, input: { copies: 0, title: "New" }) { id copies } }',
      {
        id: 'b3',
      },
    );
    expect(result.data).toEqual({ updateBook: { id: 'b3', copies: 0 } });
    expect(t.api.restCalls).toEqual([{ method: 'updateBook', args: ['b3', { copies: 0, title: 'New' }] }]);
  });

  it('when description is null, then null is sent (REST clears it) and REST’s book is returned', async () => {
    t.api.when.updateBook.returns(aBook({ _id: 'b3', description: null }));
    const result = await run(
      t.server,
      t.api,
      'mutation($id: ID!) { updateBook(id: $id, input: { description: null }) { description } }',
      {
        id: 'b3',
      },
    );
    expect(result.data).toEqual({ updateBook: { description: null } });
    expect(t.api.argsOf('updateBook')).toEqual([['b3', { description: null }]]);
  });

  it('when fields that cannot be empty are given as null, then BAD_USER_INPUT names each one and REST is not called', async () => {
    const result = await run(
      t.server,
      t.api,
      'mutation($id: ID!, $input: UpdateBookInput!) { updateBook(id: $id, input: $input) { id } }',
      {
        id: 'b3',
        input: {
          title: null,
          author: null,
          genre: null,
          isbn: null,
          copies: null,
          available: null,
          description: 'kept',
        },
      },
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
    expect(t.api.restCalls).toEqual([]);
  });

  it('when REST answers 404, then NOT_FOUND with the REST message', async () => {
    t.api.when.updateBook.failsWith(404, NOT_FOUND_BODY);
    const result = await run(t.server, t.api, 'mutation { updateBook(id: "nope", input: { title: "X" }) { id } }');
    expect(result.errors?.[0]).toMatchObject({ message: 'Book not found', extensions: { code: 'NOT_FOUND' } });
    expect(t.api.argsOf('updateBook')).toEqual([['nope', { title: 'X' }]]);
  });
});

describe('Mutation.deleteBook', () => {
  it('when REST deletes the book, then its id is returned', async () => {
    t.api.when.deleteBook.returns(undefined);
    const result = await run(t.server, t.api, 'mutation($id: ID!) { deleteBook(id: $id) }', { id: 'b4' });
    expect(result.data).toEqual({ deleteBook: 'b4' });
    expect(t.api.restCalls).toEqual([{ method: 'deleteBook', args: ['b4'] }]);
  });

  it('when REST answers 404, then NOT_FOUND', async () => {
    t.api.when.deleteBook.failsWith(404, NOT_FOUND_BODY);
    const result = await run(t.server, t.api, 'mutation { deleteBook(id: "nope") }');
    expect(codes(result)).toEqual(['NOT_FOUND']);
    expect(result.data).toBeNull();
  });
});

describe('Mutation.borrowBook', () => {
  const BORROW = `mutation($book: ID!, $q: Int!, $due: Date!) {
    borrowBook(book: $book, quantity: $q, dueDate: $due) { id bookId quantity dueDate createdAt book { id copies } }
  }`;

  it('when REST records the borrow, then it is returned with the book as REST gives it afterwards', async () => {
    t.api.when.borrowBook.returns(
      aBorrow({ _id: 'r1', book: 'b5', quantity: 2, dueDate: '2030-05-06', createdAt: '2026-02-01T12:00:00.000Z' }),
    );
    t.api.when.getBook.returns(aBook({ _id: 'b5', copies: 1 }));
    const result = await run(t.server, t.api, BORROW, { book: 'b5', q: 2, due: '2030-05-06' });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      borrowBook: {
        id: 'r1',
        bookId: 'b5',
        quantity: 2,
        dueDate: '2030-05-06',
        createdAt: '2026-02-01T12:00:00.000Z',
        book: { id: 'b5', copies: 1 },
      },
    });
    expect(t.api.restCalls).toEqual([
      { method: 'borrowBook', args: [{ book: 'b5', quantity: 2, dueDate: '2030-05-06' }] },
      { method: 'getBook', args: ['b5'] },
    ]);
  });

  it('when the book is not asked for, then REST is not asked for it', async () => {
    t.api.when.borrowBook.returns(aBorrow({ _id: 'r1', book: 'b5' }));
    const result = await run(
      t.server,
      t.api,
      'mutation { borrowBook(book: "b5", quantity: 1, dueDate: "2030-01-01") { id bookId } }',
    );
    expect(result.data).toEqual({ borrowBook: { id: 'r1', bookId: 'b5' } });
    expect(t.api.restCalls.map((call) => call.method)).toEqual(['borrowBook']);
  });

  it('when the due date is an ISO timestamp, then its date part is sent', async () => {
    t.api.when.borrowBook.returns(aBorrow());
    await run(t.server, t.api, 'mutation($due: Date!) { borrowBook(book: "b5", quantity: 1, dueDate: $due) { id } }', {
      due: '2030-05-06T23:30:00.000Z',
    });
    expect(t.api.argsOf('borrowBook')).toEqual([[{ book: 'b5', quantity: 1, dueDate: '2030-05-06' }]]);
  });

  it('when a borrower is given, then it is sent to REST as given; null is left out', async () => {
    t.api.when.borrowBook.returns(aBorrow({ book: 'b5', borrower: 'Ann' }));
    const given = await run(
      t.server,
      t.api,
      'mutation { borrowBook(book: "b5", quantity: 1, dueDate: "2030-05-06", borrower: " Ann ") { borrower } }',
    );
    expect(given.data).toEqual({ borrowBook: { borrower: 'Ann' } });
    await run(
      t.server,
      t.api,
      'mutation { borrowBook(book: "b5", quantity: 1, dueDate: "2030-05-06", borrower: null) { id } }',
    );
    expect(t.api.argsOf('borrowBook')).toEqual([
      [{ book: 'b5', quantity: 1, dueDate: '2030-05-06', borrower: ' Ann ' }],
      [{ book: 'b5', quantity: 1, dueDate: '2030-05-06' }],
    ]);
  });

  it.each(['tomorrow', '2030-02-30', '06/05/2030', ''])(
    'when the due date is %p, then BAD_USER_INPUT and REST is never called',
    async (due) => {
      const result = await run(t.server, t.api, BORROW, { book: 'b1', q: 1, due });
      expect(codes(result)).toEqual(['BAD_USER_INPUT']);
      expect(result.errors?.[0]?.message).toContain('YYYY-MM-DD');
      expect(t.api.calls).toEqual([]);
    },
  );

  it('when the due date literal in the document is invalid, then BAD_USER_INPUT and REST is never called', async () => {
    const result = await run(
      t.server,
      t.api,
      'mutation { borrowBook(book: "b1", quantity: 1, dueDate: "soon") { id } }',
    );
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expect(t.api.calls).toEqual([]);
  });

  it('when REST answers 409 INSUFFICIENT_COPIES, then CONFLICT with the REST message and how many are available', async () => {
    t.api.when.borrowBook.failsWith(
      409,
      aRestError('Only 2 copies are available', 'INSUFFICIENT_COPIES', { available: 2 }),
    );
    const result = await run(t.server, t.api, BORROW, { book: 'b5', q: 5, due: '2030-01-01' });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: 'Only 2 copies are available',
      extensions: { code: 'CONFLICT', upstreamCode: 'INSUFFICIENT_COPIES', available: 2 },
    });
  });

  it('when REST answers 409 BOOK_NOT_AVAILABLE, then CONFLICT with the REST message', async () => {
    t.api.when.borrowBook.failsWith(409, aRestError('This book is not available for borrowing', 'BOOK_NOT_AVAILABLE'));
    const result = await run(t.server, t.api, BORROW, { book: 'b5', q: 1, due: '2030-01-01' });
    expect(result.errors?.[0]).toMatchObject({
      message: 'This book is not available for borrowing',
      extensions: { code: 'CONFLICT', upstreamCode: 'BOOK_NOT_AVAILABLE' },
    });
    expect(result.errors?.[0]?.extensions).not.toHaveProperty('available');
  });

  it('when the borrowed book has been deleted since (REST answers 404 for it), then Borrow.book is null without an error', async () => {
    t.api.when.borrowBook.returns(aBorrow({ _id: 'r1', book: 'gone' }));
    t.api.when.getBook.failsWith(404, NOT_FOUND_BODY);
    const result = await run(t.server, t.api, BORROW, { book: 'gone', q: 1, due: '2030-01-01' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.['borrowBook']).toMatchObject({ id: 'r1', bookId: 'gone', book: null });
  });
});

describe('Query.loans and Mutation.returnLoan', () => {
  it('when loans are asked with no arguments or explicit nulls, then REST is asked for the defaults', async () => {
    t.api.when.listLoans.returns(aLoanPage([aBorrow({ borrower: 'Ann', overdue: true })]));
    const first = await run(t.server, t.api, '{ loans { items { id borrower overdue title } total } }');
    expect(first.data).toEqual({
      loans: { items: [{ id: 'borrow-1', borrower: 'Ann', overdue: true, title: 'Dune' }], total: 1 },
    });
    await run(t.server, t.api, '{ loans(status: null, bookId: null, page: null, limit: null) { total } }');
    const defaults = { status: 'out', book: null, member: null, page: 1, limit: 10 };
    expect(t.api.argsOf('listLoans')).toEqual([[defaults], [defaults]]);
  });

  it('when a status and a book are given, then REST is asked for them', async () => {
    t.api.when.listLoans.returns(aLoanPage());
    await run(t.server, t.api, '{ loans(status: OVERDUE, bookId: "b1", page: 2, limit: 5) { total } }');
    expect(t.api.argsOf('listLoans')).toEqual([[{ status: 'overdue', book: 'b1', member: null, page: 2, limit: 5 }]]);
  });

  it('when REST says the loan was already returned, then CONFLICT with its message', async () => {
    t.api.when.returnLoan.failsWith(409, aRestError('This loan has already been returned', 'ALREADY_RETURNED'));
    const result = await run(t.server, t.api, 'mutation { returnLoan(id: "l1") { id } }');
    expect(codes(result)).toEqual(['CONFLICT']);
    expect(result.errors?.[0]?.message).toBe('This loan has already been returned');
    expect(t.api.argsOf('returnLoan')).toEqual([['l1']]);
  });
});

describe('error masking', () => {
  let production: ApolloServer<GatewayContext>;
  beforeAll(async () => {
    production = testServer({ production: true });
    await production.start();
  });
  afterAll(() => production.stop());

  it('when a resolver fails unexpectedly in production, then the client sees a generic INTERNAL_SERVER_ERROR without details', async () => {
    t.api.when.listBooks.throws(new Error('connection string postgres://secret@db leaked'));
    const result = await run(production, t.api, '{ books { total } }');
    expect(result.errors).toEqual([
      {
        message: MESSAGES.internal,
        locations: [{ line: 1, column: 3 }],
        path: ['books'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'test' },
      },
    ]);
    expect(JSON.stringify(result.errors)).not.toContain('secret');
  });

  it('when an expected error happens in production, then its message and code reach the client', async () => {
    t.api.when.deleteBook.failsWith(404, NOT_FOUND_BODY);
    const result = await run(production, t.api, 'mutation { deleteBook(id: "nope") }');
    expect(result.errors?.[0]).toMatchObject({ message: 'Book not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('when introspection is asked for in production, then it is refused; in development it works', async () => {
    const refused = await run(production, t.api, '{ __schema { queryType { name } } }');
    expect(codes(refused)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    const allowed = await run(t.server, t.api, '{ __schema { queryType { name } } }');
    expect(allowed.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});
