/**
 * End to end over HTTP: the real REST api (PGlite in a temp dir; also PostgreSQL when
 * TEST_DATABASE_URL is set) and the real gateway, both in-process on random ports. Every query and mutation, with its failures. Each test makes its own
 * books (unique ISBNs) and compares with what the REST api itself answers where order matters.
 */
import type { RunningGateway } from '../src/index';
import { errorCodes, postGraphQL, type GraphQLHttpResult } from './support/http';
import { uniqueIsbn } from './support/isbn';
import { startStack, TARGETS, type ApiServer, type Stack } from './support/stack';

const BOOK_FIELDS = 'id title author genre isbn description copies available createdAt updatedAt';
const CREATE = `mutation Create($input: CreateBookInput!) { createBook(input: $input) { ${BOOK_FIELDS} } }`;

interface GqlBook {
  id: string;
  title: string;
  author: string;
  genre: string;
  isbn: string;
  description: string | null;
  copies: number;
  available: boolean;
  createdAt: string;
  updatedAt: string;
}

describe.each(TARGETS)('through the gateway to the api on %s', (target) => {
  let stack: Stack | undefined;
  let api: ApiServer;
  let gateway: RunningGateway;

  beforeAll(async () => {
    stack = await startStack(target);
    ({ api, gateway } = stack);
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
  });

  function gql(query: string, variables?: Record<string, unknown>): Promise<GraphQLHttpResult> {
    return postGraphQL(gateway.url, query, variables);
  }

  async function createBook(overrides: Record<string, unknown> = {}): Promise<GqlBook> {
    const result = await gql(CREATE, {
      input: { title: 'Integration', author: 'Tester', genre: 'HISTORY', isbn: uniqueIsbn(), copies: 3, ...overrides },
    });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.['createBook'] as GqlBook;
  }

  async function restJson(
    pathAndQuery: string,
    init?: RequestInit,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${api.url}${pathAndQuery}`, init);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  function tomorrow(): string {
    return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  }

  describe('books and book', () => {
    it('when a book is created, then it comes back with every field and book(id) finds it', async () => {
      const book = await createBook({
        title: '  The Histories ',
        author: 'Herodotus',
        description: 'Nine books.',
        copies: 2,
      });
      expect(book).toMatchObject({
        title: 'The Histories',
        author: 'Herodotus',
        genre: 'HISTORY',
        description: 'Nine books.',
        copies: 2,
        available: true,
      });
      expect(typeof book.id).toBe('string');
      expect(new Date(book.createdAt).toISOString()).toBe(book.createdAt);
      const found = await gql(`query($id: ID!) { book(id: $id) { ${BOOK_FIELDS} } }`, { id: book.id });
      expect(found.body).toEqual({ data: { book } });
    });

    it('when a page is asked for with sort, order and genre, then it is the page REST gives for the same parameters', async () => {
      for (let i = 0; i < 3; i += 1) await createBook({ genre: 'BIOGRAPHY', title: `Life ${i}`, copies: i });
      const result = await gql(
        '{ books(page: 1, limit: 2, sortBy: COPIES, sort: ASC, filter: BIOGRAPHY) { page limit total totalPages items { id copies } } }',
      );
      const rest = await restJson('/books?page=1&limit=2&sortBy=copies&sort=asc&filter=BIOGRAPHY');
      const restData = rest.body['data'] as { _id: string; copies: number }[];
      const meta = rest.body['meta'] as { total: number; totalPages: number };
      expect(result.body.data?.['books']).toEqual({
        page: 1,
        limit: 2,
        total: meta.total,
        totalPages: meta.totalPages,
        items: restData.map((b) => ({ id: b._id, copies: b.copies })),
      });
      expect(meta.total).toBeGreaterThanOrEqual(3);
    });

    it('when no arguments are given, then 4 books newest first, as REST gives them', async () => {
      for (let i = 0; i < 5; i += 1) await createBook();
      const result = await gql('{ books { page limit items { id } } }');
      const rest = await restJson('/books?page=1&limit=4&sortBy=createdAt&sort=desc');
      expect(result.body.data?.['books']).toEqual({
        page: 1,
        limit: 4,
        items: (rest.body['data'] as { _id: string }[]).map((b) => ({ id: b._id })),
      });
    });

    it('when a page past the end is asked for, then items are empty', async () => {
      const result = await gql('{ books(page: 100000, limit: 100) { page items { id } } }');
      expect(result.body.data?.['books']).toEqual({ page: 100000, items: [] });
    });

    it('when search and available are given, then the page and the totals are those REST gives for the same parameters', async () => {
      const tag = `Srch${uniqueIsbn().slice(-8)}`;
      const digits = uniqueIsbn();
      const isbn = `${digits.slice(0, 3)}-${digits.slice(3, 8)}-${digits.slice(8)}`;
      const wanted = await createBook({ title: `${tag} One`, isbn, copies: 2 });
      await createBook({ title: `${tag} Two`, copies: 1 });
      await createBook({ author: `${tag.toUpperCase()} Author`, copies: 4 });
      const gone = await createBook({ title: `${tag} None Left`, copies: 0 });
      const query =
        'query($s: String, $a: Boolean) { books(search: $s, available: $a, limit: 2, sortBy: TITLE, sort: ASC) { total totalPages items { id } } }';
      const result = await gql(query, { s: ` ${tag.toLowerCase()} `, a: true });
      const rest = await restJson(`/books?search=${tag}&available=true&limit=2&sortBy=title&sort=asc`);
      const items = (rest.body['data'] as { _id: string }[]).map((b) => ({ id: b._id }));
      expect(rest.body['meta']).toMatchObject({ total: 3, totalPages: 2 });
      expect(result.body).toEqual({ data: { books: { total: 3, totalPages: 2, items } } });

      const unavailable = await gql(query, { s: tag, a: false });
      expect(unavailable.body.data?.['books']).toEqual({ total: 1, totalPages: 1, items: [{ id: gone.id }] });
      const byIsbn = await gql(query, { s: digits.slice(3), a: null });
      expect(byIsbn.body.data?.['books']).toEqual({ total: 1, totalPages: 1, items: [{ id: wanted.id }] });
    });

    it('when the search is over 100 characters, then BAD_USER_INPUT with the message for search', async () => {
      const result = await gql('query($s: String) { books(search: $s) { total } }', { s: 'y'.repeat(101) });
      expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
      expect(result.body.errors?.[0]?.extensions?.['fields']).toEqual({
        search: 'search must be at most 100 characters',
      });
    });

    it('when the limit is out of range, then BAD_USER_INPUT', async () => {
      const result = await gql('{ books(limit: 1000) { total } }');
      expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    });

    it('when no book has the id (well-formed or not), then book is null', async () => {
      const book = await createBook();
      await gql('mutation($id: ID!) { deleteBook(id: $id) }', { id: book.id });
      for (const id of [book.id, 'not-an-id!', '00000000-0000-0000-0000-000000000000']) {
        const result = await gql('query($id: ID!) { book(id: $id) { id } }', { id });
        expect(result.body).toEqual({ data: { book: null } });
      }
    });
  });

  describe('createBook', () => {
    it('when fields are invalid, then BAD_USER_INPUT with the REST message and a message per field', async () => {
      const result = await gql(CREATE, {
        input: { title: '   ', author: 'A', genre: 'FICTION', isbn: uniqueIsbn(), copies: -1 },
      });
      expect(result.status).toBe(200);
      expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
      const error = result.body.errors?.[0];
      expect(error?.message).toBe('Validation failed');
      const fields = error?.extensions?.['fields'] as Record<string, string>;
      expect(Object.keys(fields).sort()).toEqual(['copies', 'title']);
      expect(typeof fields['title']).toBe('string');
    });

    it('when the ISBN has a wrong check digit, then BAD_USER_INPUT with "ISBN is not valid" for isbn and no book is made', async () => {
      const isbn = uniqueIsbn();
      const wrong = `${isbn.slice(0, 12)}${(Number(isbn[12]) + 1) % 10}`;
      const result = await gql(CREATE, {
        input: { title: 'Typo', author: 'A', genre: 'FICTION', isbn: wrong, copies: 1 },
      });
      expect(result.status).toBe(200);
      expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
      expect(result.body.errors?.[0]?.message).toBe('Validation failed');
      expect(result.body.errors?.[0]?.extensions?.['fields']).toEqual({ isbn: 'ISBN is not valid' });
      const found = await gql('query($s: String) { books(search: $s) { total } }', { s: wrong });
      expect(found.body.data?.['books']).toEqual({ total: 0 });
    });

    it('when the ISBN-10 of a book stored by its ISBN-13 is given, then CONFLICT (DUPLICATE_ISBN)', async () => {
      await createBook({ isbn: '978-0-306-40615-7' });
      const result = await gql(CREATE, {
        input: { title: 'Same book', author: 'A', genre: 'FICTION', isbn: '0-306-40615-2', copies: 1 },
      });
      expect(result.body.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', upstreamCode: 'DUPLICATE_ISBN' });
    });

    it('when the ISBN is already in the catalogue, then CONFLICT with the REST message unchanged', async () => {
      const isbn = uniqueIsbn();
      await createBook({ isbn });
      const input = { title: 'Copy', author: 'A', genre: 'FICTION', isbn, copies: 1 };
      const result = await gql(CREATE, { input });
      const rest = await restJson('/books', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      expect(rest.status).toBe(409);
      expect(result.body.errors?.[0]).toMatchObject({
        message: rest.body['message'],
        extensions: { code: 'CONFLICT', upstreamCode: 'DUPLICATE_ISBN' },
      });
    });

    it('when copies are 0, then the book is not available even if asked to be', async () => {
      const book = await createBook({ copies: 0, available: true });
      expect(book).toMatchObject({ copies: 0, available: false });
    });
  });

  describe('updateBook', () => {
    it('when some fields change, then only they change', async () => {
      const book = await createBook({ title: 'Old', copies: 4 });
      const result = await gql(
        `mutation($id: ID!) { updateBook(id: $id, input: { title: "New", copies: 0 }) { ${BOOK_FIELDS} } }`,
        { id: book.id },
      );
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data?.['updateBook']).toMatchObject({
        id: book.id,
        title: 'New',
        author: book.author,
        isbn: book.isbn,
        copies: 0,
        available: false,
      });
    });

    it('when no book has the id, then NOT_FOUND', async () => {
      const book = await createBook();
      await gql('mutation($id: ID!) { deleteBook(id: $id) }', { id: book.id });
      const result = await gql('mutation($id: ID!) { updateBook(id: $id, input: { title: "X" }) { id } }', {
        id: book.id,
      });
      expect(errorCodes(result)).toEqual(['NOT_FOUND']);
    });

    it('when a field is invalid, then BAD_USER_INPUT naming it', async () => {
      const book = await createBook();
      const result = await gql('mutation($id: ID!) { updateBook(id: $id, input: { copies: -5 }) { id } }', {
        id: book.id,
      });
      expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
      expect(Object.keys(result.body.errors?.[0]?.extensions?.['fields'] as object)).toEqual(['copies']);
    });

    it('when description is null, then it is cleared; when the title is null, then BAD_USER_INPUT naming it and the book is unchanged', async () => {
      const book = await createBook({ description: 'A blurb' });
      const cleared = await gql(
        `mutation($id: ID!) { updateBook(id: $id, input: { description: null }) { ${BOOK_FIELDS} } }`,
        { id: book.id },
      );
      expect(cleared.body.errors).toBeUndefined();
      expect(cleared.body.data?.['updateBook']).toMatchObject({ id: book.id, title: book.title, description: null });
      const refused = await gql(
        'mutation($id: ID!) { updateBook(id: $id, input: { title: null, copies: 1 }) { id } }',
        { id: book.id },
      );
      expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
      expect(Object.keys(refused.body.errors?.[0]?.extensions?.['fields'] as object)).toEqual(['title']);
      const after = await gql(`query($id: ID!) { book(id: $id) { title copies } }`, { id: book.id });
      expect(after.body.data?.['book']).toEqual({ title: book.title, copies: book.copies });
    });

    it('when the new ISBN is not valid, then BAD_USER_INPUT with "ISBN is not valid" and the book is unchanged', async () => {
      const book = await createBook();
      const result = await gql(
        'mutation($id: ID!, $isbn: String!) { updateBook(id: $id, input: { isbn: $isbn }) { id } }',
        { id: book.id, isbn: '978-0-306-40615-8' },
      );
      expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
      expect(result.body.errors?.[0]?.extensions?.['fields']).toEqual({ isbn: 'ISBN is not valid' });
      const again = await gql(`query($id: ID!) { book(id: $id) { ${BOOK_FIELDS} } }`, { id: book.id });
      expect(again.body.data?.['book']).toEqual(book);
    });

    it("when the new ISBN is another book's, then CONFLICT", async () => {
      const first = await createBook();
      const second = await createBook();
      const result = await gql(
        'mutation($id: ID!, $isbn: String!) { updateBook(id: $id, input: { isbn: $isbn }) { id } }',
        {
          id: second.id,
          isbn: first.isbn,
        },
      );
      expect(errorCodes(result)).toEqual(['CONFLICT']);
    });
  });

  describe('deleteBook', () => {
    it('when the book exists, then its id comes back and it is gone; deleting again is NOT_FOUND', async () => {
      const book = await createBook();
      const deleted = await gql('mutation($id: ID!) { deleteBook(id: $id) }', { id: book.id });
      expect(deleted.body).toEqual({ data: { deleteBook: book.id } });
      expect((await gql('query($id: ID!) { book(id: $id) { id } }', { id: book.id })).body).toEqual({
        data: { book: null },
      });
      const again = await gql('mutation($id: ID!) { deleteBook(id: $id) }', { id: book.id });
      expect(errorCodes(again)).toEqual(['NOT_FOUND']);
    });
  });

  describe('borrowBook and borrowSummary', () => {
    const BORROW = `mutation($book: ID!, $quantity: Int!, $dueDate: Date!) {
      borrowBook(book: $book, quantity: $quantity, dueDate: $dueDate) { id bookId quantity dueDate createdAt book { id copies available } }
    }`;

    it('when copies are borrowed, then the borrow and the reduced book come back, and the summary adds them up', async () => {
      const book = await createBook({ copies: 5 });
      const due = tomorrow();
      const first = await gql(BORROW, { book: book.id, quantity: 2, dueDate: due });
      expect(first.body.errors).toBeUndefined();
      expect(first.body.data?.['borrowBook']).toMatchObject({
        bookId: book.id,
        quantity: 2,
        dueDate: due,
        book: { id: book.id, copies: 3, available: true },
      });
      await gql(BORROW, { book: book.id, quantity: 3, dueDate: `${due}T12:00:00.000Z` });
      const summary = await gql('{ borrowSummary { totalQuantity book { id title isbn } } }');
      const rows = summary.body.data?.['borrowSummary'] as { totalQuantity: number; book: { id: string } }[];
      expect(rows.find((r) => r.book.id === book.id)).toEqual({
        totalQuantity: 5,
        book: { id: book.id, title: book.title, isbn: book.isbn },
      });
      const after = await gql('query($id: ID!) { book(id: $id) { copies available } }', { id: book.id });
      expect(after.body.data?.['book']).toEqual({ copies: 0, available: false });
    });

    it('when more copies are asked than exist, then CONFLICT with the REST message saying how many are available', async () => {
      const book = await createBook({ copies: 2 });
      const result = await gql(BORROW, { book: book.id, quantity: 3, dueDate: tomorrow() });
      expect(errorCodes(result)).toEqual(['CONFLICT']);
      const error = result.body.errors?.[0];
      expect(error?.extensions).toMatchObject({ upstreamCode: 'INSUFFICIENT_COPIES', available: 2 });
      expect(error?.message).toContain('2');
      const unchanged = await gql('query($id: ID!) { book(id: $id) { copies } }', { id: book.id });
      expect(unchanged.body.data?.['book']).toEqual({ copies: 2 });
    });

    it('when the book is marked not available, then CONFLICT with the REST message and no copy leaves the shelf', async () => {
      const book = await createBook({ copies: 4, available: false });
      const result = await gql(BORROW, { book: book.id, quantity: 1, dueDate: tomorrow() });
      expect(errorCodes(result)).toEqual(['CONFLICT']);
      expect(result.body.errors?.[0]?.extensions).toMatchObject({ upstreamCode: 'BOOK_NOT_AVAILABLE' });
      expect(result.body.errors?.[0]?.message).toBe('This book is not available for borrowing');
      const unchanged = await gql('query($id: ID!) { book(id: $id) { copies available } }', { id: book.id });
      expect(unchanged.body.data?.['book']).toEqual({ copies: 4, available: false });
    });

    it('when the book does not exist, then NOT_FOUND', async () => {
      const book = await createBook();
      await gql('mutation($id: ID!) { deleteBook(id: $id) }', { id: book.id });
      const result = await gql(BORROW, { book: book.id, quantity: 1, dueDate: tomorrow() });
      expect(errorCodes(result)).toEqual(['NOT_FOUND']);
    });

    it('when the quantity is 0 or the due date is in the past, then BAD_USER_INPUT naming the field', async () => {
      const book = await createBook();
      const zero = await gql(BORROW, { book: book.id, quantity: 0, dueDate: tomorrow() });
      expect(errorCodes(zero)).toEqual(['BAD_USER_INPUT']);
      expect(Object.keys(zero.body.errors?.[0]?.extensions?.['fields'] as object)).toContain('quantity');
      const past = await gql(BORROW, { book: book.id, quantity: 1, dueDate: '2000-01-01' });
      expect(errorCodes(past)).toEqual(['BAD_USER_INPUT']);
      expect(Object.keys(past.body.errors?.[0]?.extensions?.['fields'] as object)).toContain('dueDate');
    });

    it('when a borrowed book is deleted, then it stays in the summary with its title, ISBN, author and genre, and counts in the totals', async () => {
      const totals = async () =>
        (await gql('{ borrowTotals { titles totalBorrowed copiesOut overdueCopies } }')).body.data?.[
          'borrowTotals'
        ] as {
          titles: number;
          totalBorrowed: number;
          copiesOut: number;
          overdueCopies: number;
        };
      const before = await totals();
      const book = await createBook({ copies: 2, author: 'Gone Author', genre: 'BIOGRAPHY' });
      await gql(BORROW, { book: book.id, quantity: 1, dueDate: tomorrow() });
      await gql('mutation($id: ID!) { deleteBook(id: $id) }', { id: book.id });
      const summary = await gql('{ borrowSummary(limit: 100) { copiesOut book { id title isbn author genre } } }');
      const rows = summary.body.data?.['borrowSummary'] as { book: { id: string } }[];
      expect(rows.find((r) => r.book.id === book.id)).toEqual({
        copiesOut: 1,
        book: { id: book.id, title: book.title, isbn: book.isbn, author: 'Gone Author', genre: 'BIOGRAPHY' },
      });
      expect(await totals()).toEqual({
        titles: before.titles + 1,
        totalBorrowed: before.totalBorrowed + 1,
        copiesOut: before.copiesOut + 1,
        overdueCopies: before.overdueCopies,
      });
    });

    it('when borrowSummary is asked for a page, then REST gives that page; a limit over 100 is BAD_USER_INPUT naming limit', async () => {
      const book = await createBook({ copies: 50 });
      await gql(BORROW, { book: book.id, quantity: 40, dueDate: tomorrow() });
      const first = await gql('{ borrowSummary(page: 1, limit: 1) { totalQuantity book { id } } }');
      expect(first.body.data?.['borrowSummary']).toEqual([{ totalQuantity: 40, book: { id: book.id } }]);
      const tooMany = await gql('{ borrowSummary(limit: 101) { totalQuantity } }');
      expect(errorCodes(tooMany)).toEqual(['BAD_USER_INPUT']);
      expect(tooMany.body.errors?.[0]?.extensions?.['fields']).toEqual({
        limit: 'limit must be a whole number from 1 to 100',
      });
    });
  });

  describe('probes', () => {
    it('when the api is up, then /readyz is 200', async () => {
      const response = await fetch(`${gateway.url}/readyz`);
      expect(response.status).toBe(200);
    });
  });

  /**
   * REST behaviour the resolver tests used to get from a fake that copied it (search matching,
   * validation messages, the summary's order), checked here against the real api through the
   * gateway (each test makes its own books, with unique tags and ISBNs).
   */
  describe('REST behaviour seen through the gateway', () => {
    let counter = 0;

    /** A tag no other book's title, author or ISBN holds, to search for. */
    function tag(): string {
      counter += 1;
      return `Tag${String(Date.now() % 1e6)}q${counter}`;
    }

    async function createBook(fields: Record<string, unknown>): Promise<string> {
      const result = await gql('mutation($input: CreateBookInput!) { createBook(input: $input) { id } }', {
        input: {
          title: 'Rest behaviour',
          author: 'Tester',
          genre: 'FICTION',
          isbn: uniqueIsbn('978'),
          copies: 3,
          ...fields,
        },
      });
      expect(result.body.errors).toBeUndefined();
      return (result.body.data?.['createBook'] as { id: string }).id;
    }

    const SEARCH = 'query($s: String) { books(search: $s, limit: 100) { total totalPages items { id } } }';

    async function search(text: string): Promise<unknown> {
      const result = await gql(SEARCH, { s: text });
      expect(result.body.errors).toBeUndefined();
      return result.body.data?.['books'];
    }

    it('when the search has hyphens and the ISBN has none, then the book is found', async () => {
      const digits = uniqueIsbn('978');
      const id = await createBook({ isbn: digits });
      const page = { total: 1, totalPages: 1, items: [{ id }] };
      expect(await search(`${digits.slice(0, 3)}-${digits.slice(3, 8)}-${digits.slice(8)}`)).toEqual(page);
      expect(await search(`${digits.slice(4, 8)}-${digits.slice(8)}`)).toEqual(page);
    });

    it('when the search holds % or _, then they match only themselves, not as wildcards', async () => {
      const t = tag();
      const percent = await createBook({ title: `${t} 100% Pure` });
      await createBook({ title: `${t} 1000 Pure` });
      const underscore = await createBook({ title: `${t} snake_case` });
      await createBook({ title: `${t} snakeXcase` });
      expect(await search(`${t} 100%`)).toEqual({ total: 1, totalPages: 1, items: [{ id: percent }] });
      expect(await search(`${t} snake_`)).toEqual({ total: 1, totalPages: 1, items: [{ id: underscore }] });
    });

    it('when the search is blank, then there is no search; when nothing matches, then the page is empty with total 0 and 1 page', async () => {
      await createBook({});
      const all = await gql('{ books(limit: 1) { total } }');
      const total = (all.body.data?.['books'] as { total: number }).total;
      expect(total).toBeGreaterThan(0);
      const blank = await gql('{ books(search: "   ", limit: 1) { total } }');
      expect(blank.body).toEqual({ data: { books: { total } } });
      expect(await search(`${tag()} no such book`)).toEqual({ total: 0, totalPages: 1, items: [] });
    });

    it('when the search holds a control character, then BAD_USER_INPUT with the REST message for search', async () => {
      const result = await gql(SEARCH, { s: 'a\u0001b' });
      expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
      expect(result.body.errors?.[0]?.extensions?.['fields']).toEqual({
        search: 'search must not contain control characters',
      });
    });

    it('when the limit is out of range, then BAD_USER_INPUT with the message REST gives for limit', async () => {
      const result = await gql('{ books(limit: 500) { total } }');
      const rest = await fetch(`${api.url}/books?limit=500`);
      const restBody = (await rest.json()) as { error: { errors: { limit: { message: string } } } };
      expect(rest.status).toBe(400);
      expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
      expect(result.body.errors?.[0]?.extensions?.['fields']).toEqual({ limit: restBody.error.errors.limit.message });
    });

    it('when books have been borrowed, then borrowSummary lists the larger totals first', async () => {
      const fewer = await createBook({ copies: 5 });
      const more = await createBook({ copies: 5 });
      const due = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const borrow =
        'mutation($book: ID!, $q: Int!, $due: Date!) { borrowBook(book: $book, quantity: $q, dueDate: $due) { id } }';
      expect((await gql(borrow, { book: fewer, q: 1, due })).body.errors).toBeUndefined();
      expect((await gql(borrow, { book: more, q: 3, due })).body.errors).toBeUndefined();
      const summary = await gql('{ borrowSummary { totalQuantity book { id } } }');
      const rows = summary.body.data?.['borrowSummary'] as { totalQuantity: number; book: { id: string } }[];
      const totals = rows.map((row) => row.totalQuantity);
      expect(totals).toEqual([...totals].sort((a, b) => b - a));
      const ids = rows.map((row) => row.book.id);
      expect(ids.indexOf(more)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(more)).toBeLessThan(ids.indexOf(fewer));
    });
  });
});
