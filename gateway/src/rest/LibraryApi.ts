import type {
  BorrowBody,
  CreateBookBody,
  ListBooksParams,
  ListLoansParams,
  RestBook,
  RestBookPage,
  RestBorrow,
  RestLoanPage,
  RestBorrowSummaryRow,
  RestHealth,
  UpdateBookBody,
} from './types';

/**
 * The library REST service as the resolvers see it. Each method resolves to the validated REST
 * shape or rejects with a GraphQLError built by ../errors (NOT_FOUND, CONFLICT, BAD_USER_INPUT,
 * UPSTREAM_* ...). The undici implementation is ./UndiciLibraryApi; tests use fakes.
 */
export interface LibraryApi {
  listBooks(params: ListBooksParams): Promise<RestBookPage>;
  getBook(id: string): Promise<RestBook>;
  createBook(body: CreateBookBody): Promise<RestBook>;
  updateBook(id: string, body: UpdateBookBody): Promise<RestBook>;
  deleteBook(id: string): Promise<void>;
  borrowBook(body: BorrowBody): Promise<RestBorrow>;
  borrowSummary(): Promise<RestBorrowSummaryRow[]>;
  listLoans(params: ListLoansParams): Promise<RestLoanPage>;
  returnLoan(id: string): Promise<RestBorrow>;
  health(): Promise<RestHealth>;
}
