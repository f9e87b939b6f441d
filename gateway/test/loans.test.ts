/**
 * Loans end to end over HTTP: the real REST api and the real gateway (see ./support/stack). The
 * REST rules themselves (exactly-once returns, overdue by the library's day) are tested in the api;
 * here, that GraphQL carries them: fields, arguments, defaults and the error codes.
 */
import { errorCodes, postGraphQL, type GraphQLHttpResult } from './support/http';
import { TARGETS, startStack, type Stack } from './support/stack';
import { uniqueIsbn } from './support/isbn';

const LOAN_FIELDS = 'id bookId title isbn quantity dueDate borrower createdAt returnedAt overdue';
const BORROW = `mutation($book: ID!, $quantity: Int!, $dueDate: Date!, $borrower: String) {
  borrowBook(book: $book, quantity: $quantity, dueDate: $dueDate, borrower: $borrower) { ${LOAN_FIELDS} }
}`;
const RETURN = `mutation($id: ID!) { returnLoan(id: $id) { ${LOAN_FIELDS} book { id copies available } } }`;
const PART_RETURN = `mutation($id: ID!, $quantity: Int) {
  returnLoan(id: $id, quantity: $quantity) { ${LOAN_FIELDS} book { id copies available } }
}`;
const LOANS = `query($status: LoanStatus, $bookId: ID, $page: Int, $limit: Int) {
  loans(status: $status, bookId: $bookId, page: $page, limit: $limit) {
    items { ${LOAN_FIELDS} } page limit total totalPages
  }
}`;

interface GqlLoan {
  id: string;
  bookId: string;
  title: string | null;
  isbn: string | null;
  quantity: number;
  dueDate: string;
  borrower: string | null;
  createdAt: string;
  returnedAt: string | null;
  overdue: boolean;
}

interface GqlLoanPage {
  items: GqlLoan[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(TARGETS)('loans through the gateway to the api on %s', (target) => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack(target, 'gateway_loans');
  }, 120_000);

  afterAll(async () => {
    await stack.close();
  });

  const gql = (query: string, variables?: Record<string, unknown>): Promise<GraphQLHttpResult> =>
    postGraphQL(stack.gateway.url, query, variables);

  async function createBook(copies: number, title = 'Loan Book'): Promise<{ id: string; isbn: string }> {
    const isbn = uniqueIsbn();
    const result = await gql(`mutation($input: CreateBookInput!) { createBook(input: $input) { id isbn } }`, {
      input: { title, author: 'Tester', genre: 'HISTORY', isbn, copies },
    });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.['createBook'] as { id: string; isbn: string };
  }

  async function borrow(book: string, variables: Record<string, unknown> = {}): Promise<GqlLoan> {
    const result = await gql(BORROW, { book, quantity: 1, dueDate: inDays(5), ...variables });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.['borrowBook'] as GqlLoan;
  }

  async function loans(variables: Record<string, unknown>): Promise<GqlLoanPage> {
    const result = await gql(LOANS, variables);
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.['loans'] as GqlLoanPage;
  }

  it('when a book is borrowed with a borrower, then the loan carries the borrower, title and ISBN, out and not overdue', async () => {
    const book = await createBook(3, 'Carried Title');
    const loan = await borrow(book.id, { borrower: '  Card 88 ', quantity: 2 });
    expect(loan).toEqual({
      id: expect.any(String) as unknown,
      bookId: book.id,
      title: 'Carried Title',
      isbn: book.isbn,
      quantity: 2,
      dueDate: inDays(5),
      borrower: 'Card 88',
      createdAt: expect.any(String) as unknown,
      returnedAt: null,
      overdue: false,
    });
  });

  it('when the borrower is null or left out, then the loan has none', async () => {
    const book = await createBook(3);
    expect((await borrow(book.id, { borrower: null })).borrower).toBeNull();
    expect((await borrow(book.id)).borrower).toBeNull();
  });

  it('when the borrower is over 100 characters, then BAD_USER_INPUT naming it', async () => {
    const book = await createBook(3);
    const result = await gql(BORROW, { book: book.id, quantity: 1, dueDate: inDays(1), borrower: 'x'.repeat(101) });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(JSON.stringify(result.body.errors)).toContain('Borrower must be at most 100 characters');
  });

  it('when loans are listed with no arguments, then the out loans come newest first, 10 a page', async () => {
    const book = await createBook(20);
    const made: string[] = [];
    for (let i = 0; i < 11; i++) made.push((await borrow(book.id)).id);
    const page = await loans({ bookId: book.id });
    expect(page).toMatchObject({ page: 1, limit: 10, total: 11, totalPages: 2 });
    expect(page.items.map((l) => l.id)).toEqual(made.slice(1).reverse());
    const defaults = await gql(`{ loans { page limit } }`);
    expect(defaults.body.data?.['loans']).toEqual({ page: 1, limit: 10 });
  });

  it('when a loan is returned, then it comes back returned with the book restocked, and lists move it from OUT to RETURNED', async () => {
    const book = await createBook(2);
    const loan = await borrow(book.id, { quantity: 2 });
    const result = await gql(RETURN, { id: loan.id });
    expect(result.body.errors).toBeUndefined();
    const returned = result.body.data?.['returnLoan'] as GqlLoan & { book: { copies: number; available: boolean } };
    expect(returned).toMatchObject({ id: loan.id, bookId: book.id, quantity: 2, overdue: false });
    expect(returned.returnedAt).toEqual(expect.any(String));
    expect(returned.book).toEqual({ id: book.id, copies: 2, available: true });
    expect((await loans({ bookId: book.id, status: 'OUT' })).items).toEqual([]);
    expect((await loans({ bookId: book.id, status: 'RETURNED' })).items.map((l) => l.id)).toEqual([loan.id]);
    expect((await loans({ bookId: book.id, status: 'ALL' })).total).toBe(1);
  });

  it('when 1 of a loan of 3 copies is returned, then the returned part comes back and the loan stays OUT with 2', async () => {
    const book = await createBook(3);
    const loan = await borrow(book.id, { quantity: 3 });
    const result = await gql(PART_RETURN, { id: loan.id, quantity: 1 });
    expect(result.body.errors).toBeUndefined();
    const returned = result.body.data?.['returnLoan'] as GqlLoan & { book: { copies: number; available: boolean } };
    expect(returned).toMatchObject({ bookId: book.id, quantity: 1 });
    expect(returned.id).not.toBe(loan.id);
    expect(returned.returnedAt).toEqual(expect.any(String));
    expect(returned.book).toEqual({ id: book.id, copies: 1, available: true });
    expect((await loans({ bookId: book.id, status: 'OUT' })).items.map((l) => [l.id, l.quantity])).toEqual([
      [loan.id, 2],
    ]);
  });

  it('when more copies are returned than the loan has out, then BAD_USER_INPUT with the REST message', async () => {
    const book = await createBook(2);
    const loan = await borrow(book.id, { quantity: 2 });
    const result = await gql(PART_RETURN, { id: loan.id, quantity: 5 });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(JSON.stringify(result.body.errors)).toContain('Quantity must be at most 2: the copies this loan has out');
  });

  it('when a loan is returned twice, then CONFLICT with the REST message', async () => {
    const book = await createBook(1);
    const loan = await borrow(book.id);
    await gql(RETURN, { id: loan.id });
    const again = await gql(RETURN, { id: loan.id });
    expect(errorCodes(again)).toEqual(['CONFLICT']);
    expect(again.body.errors?.[0]?.message).toBe('This loan has already been returned');
  });

  it('when no loan has the id (well-formed or not), then NOT_FOUND', async () => {
    expect(errorCodes(await gql(RETURN, { id: '00000000-0000-4000-8000-000000000000' }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await gql(RETURN, { id: 'nope' }))).toEqual(['NOT_FOUND']);
  });

  it('when copies are out, then the summary row says how many, and none overdue', async () => {
    const book = await createBook(5);
    await borrow(book.id, { quantity: 2 });
    const back = await borrow(book.id, { quantity: 1 });
    await gql(RETURN, { id: back.id });
    const result = await gql('{ borrowSummary { book { id } totalQuantity copiesOut overdueCopies } }');
    const rows = result.body.data?.['borrowSummary'] as { book: { id: string } }[];
    expect(rows.find((r) => r.book.id === book.id)).toEqual({
      book: { id: book.id },
      totalQuantity: 3,
      copiesOut: 2,
      overdueCopies: 0,
    });
  });

  it('when the limit is out of range, then BAD_USER_INPUT', async () => {
    expect(errorCodes(await gql(LOANS, { limit: 0 }))).toEqual(['BAD_USER_INPUT']);
  });

  it('when one request asks for more than 500 books and loans in all, then it is refused before any REST call', async () => {
    const aliases = Array.from({ length: 6 }, (_, i) => `l${i}: loans(limit: 100) { total }`).join(' ');
    const result = await gql(`{ ${aliases} }`);
    expect(result.body.data ?? null).toBeNull();
    expect(result.body.errors?.[0]?.message).toMatch(/600 loans/);
  });
});
