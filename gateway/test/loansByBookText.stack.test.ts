/**
 * A deleted book's loans found by their own ISBN and title through GraphQL (`loans(isbn, search)`):
 * the real api (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) behind the real gateway, an
 * open library (no staff account: everyone may lend and return).
 */
import { dueIn } from './support/dates';
import { errorCodes, postGraphQL } from './support/http';
import { uniqueIsbn } from './support/isbn';
import { startStack, TARGETS, type Stack } from './support/stack';

jest.setTimeout(90_000);

interface FoundLoan {
  id: string;
  title: string | null;
  isbn: string | null;
  book: { id: string } | null;
}

const LOANS = `query($isbn: String, $search: String) {
  loans(isbn: $isbn, search: $search) { items { id title isbn book { id } } }
}`;

describe.each(TARGETS)('loans by their own ISBN and title through the gateway (%s)', (target) => {
  let stack: Stack;
  let url: string;

  async function data(query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
    const result = await postGraphQL(url, query, variables);
    expect(result.body.errors).toBeUndefined();
    return result.body.data ?? {};
  }

  async function loans(variables: Record<string, unknown>): Promise<FoundLoan[]> {
    return ((await data(LOANS, variables))['loans'] as { items: FoundLoan[] }).items;
  }

  beforeAll(async () => {
    stack = await startStack(target, 'gateway_loans_text');
    url = stack.gateway.url;
  });
  afterAll(() => stack.close());

  /** A new book lent once; its id and the loan's. */
  async function aLoanOf(title: string, isbn: string): Promise<{ bookId: string; loanId: string }> {
    const created = await data('mutation($input: CreateBookInput!) { createBook(input: $input) { id } }', {
      input: { title, author: 'R. Dahl', genre: 'FICTION', isbn, copies: 2 },
    });
    const bookId = (created['createBook'] as { id: string }).id;
    const lent = await data(
      'mutation($book: ID!, $due: Date!) { borrowBook(book: $book, quantity: 1, dueDate: $due) { id } }',
      { book: bookId, due: dueIn(7) },
    );
    return { bookId, loanId: (lent['borrowBook'] as { id: string }).id };
  }

  it('when a book with a copy out is deleted, then loans(isbn) and loans(search) find its loan, with its title and ISBN and no book', async () => {
    const isbn = uniqueIsbn();
    const title = `Matilda ${isbn.slice(-6)}`;
    const { bookId, loanId } = await aLoanOf(title, isbn);
    await aLoanOf(`Another ${isbn.slice(-6)}`, uniqueIsbn());
    await data('mutation($id: ID!) { deleteBook(id: $id) }', { id: bookId });

    const expected = [{ id: loanId, title, isbn, book: null }];
    expect(await loans({ isbn })).toEqual(expected);
    expect(await loans({ search: title.toLowerCase() })).toEqual(expected);
  });

  it('when the isbn is no valid ISBN, then BAD_USER_INPUT saying so', async () => {
    const result = await postGraphQL(url, LOANS, { isbn: '12345' });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.body.errors?.[0]?.extensions?.['fields']).toEqual({ isbn: 'isbn must be a valid ISBN' });
  });
});
