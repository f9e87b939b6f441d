import type { MockLink } from '@apollo/client/testing';
import { isbn13CheckDigit } from '@library/api/contract/rules';
import { GraphQLError } from 'graphql';
import type {
  BookQuery,
  BooksQuery,
  BooksQueryVariables,
  BorrowableBooksQuery,
  BorrowableBooksQueryVariables,
  BorrowSummaryQuery,
  BorrowSummaryQueryVariables,
  Genre,
} from '../gql/graphql';
import type {
  BorrowRulesQuery,
  BorrowRulesQueryVariables,
  LoanFieldsFragment,
  LoansQuery,
  LoansQueryVariables,
  ReturnLoanMutation,
} from '../gql-staff/graphql';
import { BookDocument } from '../features/books/api/get-book';
import { BooksDocument } from '../features/books/api/get-books';
import { BorrowableBooksDocument } from '../features/books/api/get-borrowable-books';
import { BorrowSummaryDocument } from '../features/borrow/api/get-borrow-summary';
import { SUMMARY_PAGE_SIZE } from '../features/borrow/lib/summary-page';
import { LoansDocument } from '../features/loans/api/get-loans';
import { BookHoldsDocument } from '../features/holds/api/book-holds';
import { BorrowRulesDocument } from '../features/borrow/api/borrow-member';
import { MemberByCardDocument, ReturnLoanDocument } from '../components/circulation/operations';
import type {
  BookHoldsQuery,
  BookHoldsQueryVariables,
  MemberByCardQuery,
  MemberByCardQueryVariables,
} from '../gql-staff/graphql';

/** A book as the gateway returns it (with __typename, as Apollo's cache sees it). */
export type BookFixture = NonNullable<BookQuery['book']> & { __typename: 'Book' };

let counter = 0;

/** A valid ISBN-13 (check digit right) of `prefix` and `n`: `prefix` and 12 digits in all before the check digit. */
function isbn13(prefix: string, n: number): string {
  const first12 = `${prefix}${String(n).padStart(12 - prefix.length, '0')}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
}

/** A fresh book; every call gets its own id and (valid) ISBN unless given. */
export function makeBook(overrides: Partial<BookFixture> = {}): BookFixture {
  counter += 1;
  return {
    __typename: 'Book',
    id: `book-${counter}`,
    title: `Book number ${counter}`,
    author: `Author ${counter}`,
    genre: 'FICTION' satisfies Genre,
    isbn: isbn13('978', counter),
    description: null,
    copies: 3,
    available: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    cover: null,
    ...overrides,
  };
}

/** Variables the list screen sends for a given state. */
export function listVariables(overrides: Partial<BooksQueryVariables> = {}): BooksQueryVariables {
  return { page: 1, limit: 4, sortBy: 'CREATED_AT', sort: 'DESC', filter: null, ...overrides };
}

interface PageOptions {
  page?: number;
  totalPages?: number;
  total?: number;
  limit?: number;
}

export function booksResult(items: BookFixture[], options: PageOptions = {}): { data: BooksQuery } {
  const page = options.page ?? 1;
  const totalPages = options.totalPages ?? 1;
  return {
    data: {
      books: {
        __typename: 'BookPage',
        items,
        page,
        limit: options.limit ?? 4,
        total: options.total ?? items.length,
        totalPages,
      } as BooksQuery['books'],
    },
  };
}

/** Mock for the Books query. */
export function booksMock(
  variables: BooksQueryVariables,
  items: BookFixture[],
  options: PageOptions = {},
): MockLink.MockedResponse<BooksQuery, BooksQueryVariables> {
  return { request: { query: BooksDocument, variables }, result: booksResult(items, options) };
}

/** Variables the /borrow picker sends: page 1 of 20, no search, unless given. */
export function pickerVariables(overrides: Partial<BorrowableBooksQueryVariables> = {}): BorrowableBooksQueryVariables {
  return { page: 1, limit: 20, search: null, ...overrides };
}

/** Mock for the BorrowableBooks query (the /borrow picker); the page's limit is the variables'. */
export function borrowableBooksMock(
  variables: BorrowableBooksQueryVariables,
  items: BookFixture[],
  options: PageOptions = {},
): MockLink.MockedResponse<BorrowableBooksQuery, BorrowableBooksQueryVariables> {
  const { data } = booksResult(items, { limit: variables.limit, page: variables.page, ...options });
  return { request: { query: BorrowableBooksDocument, variables }, result: { data } };
}

/** Mock for the Book query (null when `book` is null). */
export function bookMock(id: string, book: BookFixture | null): MockLink.MockedResponse<BookQuery, { id: string }> {
  return { request: { query: BookDocument, variables: { id } }, result: { data: { book } } };
}

export type SummaryRowFixture = BorrowSummaryQuery['borrowSummary'][number];

/**
 * A summary row; unless given, every copy borrowed is still on loan (`copiesOut` = the total) and
 * none is overdue.
 */
export function summaryRow(
  title: string | null,
  isbn: string | null,
  totalQuantity: number,
  id = `borrowed-${title ?? 'x'}`,
  { copiesOut = totalQuantity, overdueCopies = 0 }: { copiesOut?: number; overdueCopies?: number } = {},
): SummaryRowFixture {
  return {
    __typename: 'BorrowSummaryRow',
    book: { __typename: 'BorrowedBook', id, title, isbn },
    totalQuantity,
    copiesOut,
    overdueCopies,
  } as SummaryRowFixture;
}

/** The variables of the summary's first page (SUMMARY_PAGE_SIZE rows). */
export function summaryVariables(page = 1): BorrowSummaryQueryVariables {
  return { page, limit: SUMMARY_PAGE_SIZE };
}

export type SummaryTotalsFixture = BorrowSummaryQuery['borrowTotals'];

/** The BorrowSummary query's data: `rows`, and totals added up from them unless given. */
export function summaryData(
  rows: SummaryRowFixture[],
  totals: Partial<Omit<SummaryTotalsFixture, '__typename'>> = {},
): BorrowSummaryQuery {
  return {
    borrowSummary: rows,
    borrowTotals: {
      __typename: 'BorrowTotals',
      titles: rows.length,
      totalBorrowed: rows.reduce((sum, row) => sum + row.totalQuantity, 0),
      copiesOut: rows.reduce((sum, row) => sum + row.copiesOut, 0),
      overdueCopies: rows.reduce((sum, row) => sum + row.overdueCopies, 0),
      ...totals,
    },
  } as BorrowSummaryQuery;
}

/** The summary's first page as cached (for `cache.writeQuery`). */
export function cachedSummary(rows: SummaryRowFixture[]) {
  return { query: BorrowSummaryDocument, variables: summaryVariables(), data: summaryData(rows) };
}

/** Mock for the summary page `page` holding `rows` (totals from the rows unless given). */
export function summaryMock(
  rows: SummaryRowFixture[],
  { page = 1, totals = {} }: { page?: number; totals?: Partial<Omit<SummaryTotalsFixture, '__typename'>> } = {},
): MockLink.MockedResponse<BorrowSummaryQuery, BorrowSummaryQueryVariables> {
  return {
    request: { query: BorrowSummaryDocument, variables: summaryVariables(page) },
    result: { data: summaryData(rows, totals) },
  };
}

/** A loan as the gateway returns it (with __typename). */
export type LoanFixture = LoanFieldsFragment & { __typename: 'Borrow' };

/** A fresh loan that is out, due in the future; every call gets its own id unless given. */
export function makeLoan(overrides: Partial<LoanFixture> = {}): LoanFixture {
  counter += 1;
  return {
    __typename: 'Borrow',
    id: `loan-${counter}`,
    bookId: `book-${counter}`,
    title: `Loaned book ${counter}`,
    isbn: isbn13('9781', counter),
    quantity: 1,
    dueDate: '2999-12-31',
    borrower: `Reader ${counter}`,
    createdAt: '2026-11-01T10:00:00.000Z',
    returnedAt: null,
    overdue: false,
    member: null,
    renewals: 0,
    renewalsLeft: 2,
    ...overrides,
  };
}

/** Variables the /loans screen sends: the Out tab, page 1 of 10, unless given. */
export function loansVariables(overrides: Partial<LoansQueryVariables> = {}): LoansQueryVariables {
  return { status: 'OUT', page: 1, limit: 10, ...overrides };
}

/** Variables the book detail's "On loan" section sends for a book. */
export function bookLoansVariables(bookId: string): LoansQueryVariables {
  return { status: 'OUT', bookId, page: 1, limit: 100 };
}

/** Mock for the Loans query; the page's limit is the variables'. */
export function loansMock(
  variables: LoansQueryVariables,
  items: LoanFixture[],
  options: PageOptions = {},
): MockLink.MockedResponse<LoansQuery, LoansQueryVariables> {
  const data: LoansQuery = {
    loans: {
      __typename: 'LoanPage',
      items,
      page: options.page ?? variables.page ?? 1,
      limit: options.limit ?? variables.limit ?? 10,
      total: options.total ?? items.length,
      totalPages: options.totalPages ?? 1,
    } as LoansQuery['loans'],
  };
  return { request: { query: LoansDocument, variables }, result: { data } };
}

/** A book's holds as the BookHolds query answers them (the holds feature on the book page). */
export type BookHoldsFixture = NonNullable<BookHoldsQuery['book']>;

/** Mock for the BookHolds query of a book: no queue, nothing on the hold shelf and no hold of the viewer, unless given. */
export function bookHoldsMock(
  book: Pick<BookFixture, 'id' | 'copies' | 'available'>,
  holds: Partial<Pick<BookHoldsFixture, 'holdQueue' | 'copiesOnHoldShelf' | 'myHold'>> = {},
): MockLink.MockedResponse<BookHoldsQuery, BookHoldsQueryVariables> {
  const data: BookHoldsQuery = {
    book: {
      __typename: 'Book',
      id: book.id,
      copies: book.copies,
      available: book.available,
      copiesOnHoldShelf: 0,
      holdQueue: [],
      myHold: null,
      ...holds,
    } as BookHoldsFixture,
  };
  return { request: { query: BookHoldsDocument, variables: { id: book.id } }, result: { data } };
}

/**
 * Mocks for a book's page (/books/{id}) as staff see it: the book, the open loans its "On loan"
 * section lists (none unless given) and its holds (none).
 */
export function bookPageMocks(
  book: BookFixture,
  loans: LoanFixture[] = [],
): MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>[] {
  return [
    bookMock(book.id, book),
    loansMock(bookLoansVariables(book.id), loans),
    bookHoldsMock(book),
  ] as MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>[];
}

/**
 * Mock for the ReturnLoan mutation answering the loan as returned; with `copies` (a partial return),
 * asked with that quantity and answering the returned part, a returned loan of its own.
 */
export function returnLoanMock(
  loan: LoanFixture,
  copies?: number,
): MockLink.MockedResponse<ReturnLoanMutation, { id: string; quantity?: number }> {
  const returned = { ...loan, returnedAt: '2026-11-20T12:00:00.000Z', overdue: false, putAside: [] };
  return copies === undefined
    ? { request: { query: ReturnLoanDocument, variables: { id: loan.id } }, result: { data: { returnLoan: returned } } }
    : {
        request: { query: ReturnLoanDocument, variables: { id: loan.id, quantity: copies } },
        result: { data: { returnLoan: { ...returned, id: `${loan.id}-part`, quantity: copies } } },
      };
}

/** A GraphQL error response as the gateway sends it. */
export function graphQLErrorResult(message: string, code: string, fields?: Record<string, string>) {
  return {
    errors: [new GraphQLError(message, { extensions: fields ? { code, fields } : { code } })],
  };
}

/** The loan rules the borrow form reads in these tests (the library's defaults unless given). */
export const TEST_LOAN_RULES = { loanDays: 21, loansPerMember: 5 };

/**
 * Mock for the borrow form's BorrowRules query of a book: the loan rules, and the book's hold shelf
 * (nothing on it unless `ready` lists the ids of the members copies wait for).
 */
export function borrowRulesMock(
  bookId: string,
  {
    rules = TEST_LOAN_RULES,
    ready = [],
  }: { rules?: { loanDays: number; loansPerMember: number }; ready?: string[] } = {},
): MockLink.MockedResponse<BorrowRulesQuery, BorrowRulesQueryVariables> {
  const data = {
    loanRules: { __typename: 'LoanRules', ...rules },
    book: {
      __typename: 'Book',
      id: bookId,
      copiesOnHoldShelf: ready.length,
      holdQueue: ready.map((memberId, index) => ({
        __typename: 'Hold',
        id: `hold-${bookId}-${index}`,
        status: 'READY',
        member: { __typename: 'LoanMember', id: memberId },
      })),
    },
  } as BorrowRulesQuery;
  return { request: { query: BorrowRulesDocument, variables: { id: bookId } }, result: { data } };
}

/** A member as the borrow form's card lookup finds them (active, nothing out, unless given). */
export type BorrowMemberFixture = NonNullable<MemberByCardQuery['memberByCard']> & { __typename: 'Member' };

export function makeMember(overrides: Partial<BorrowMemberFixture> = {}): BorrowMemberFixture {
  counter += 1;
  return {
    __typename: 'Member',
    id: `member-${counter}`,
    name: `Member ${counter}`,
    cardNumber: '1234567897',
    status: 'ACTIVE',
    blockedReason: null,
    copiesOut: 0,
    loansLeft: 5,
    ...overrides,
  };
}

/** Mock for the borrow form's card lookup: `member` for `cardNumber` (null: nobody has it). */
export function borrowMemberMock(
  cardNumber: string,
  member: BorrowMemberFixture | null,
): MockLink.MockedResponse<MemberByCardQuery, MemberByCardQueryVariables> {
  return {
    request: { query: MemberByCardDocument, variables: { cardNumber } },
    result: { data: { memberByCard: member } },
  };
}
