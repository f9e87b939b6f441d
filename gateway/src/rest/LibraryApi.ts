import type { Readable } from 'node:stream';
import type { BodyEncoding } from '@library/api/contract';
import type {
  BorrowBody,
  CreateBookBody,
  ListBooksParams,
  ListLoansParams,
  RestBook,
  RestBookPage,
  RestBorrow,
  RestLoanPage,
  BorrowSummaryParams,
  RestBorrowSummaryPage,
  RestBorrowTotals,
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
  /** One page of `GET /borrow` (largest total first), with its paging. */
  borrowSummary(params: BorrowSummaryParams): Promise<RestBorrowSummaryPage>;
  /** `GET /borrow/totals`: the summary's headline figures. */
  borrowTotals(): Promise<RestBorrowTotals>;
  listLoans(params: ListLoansParams): Promise<RestLoanPage>;
  returnLoan(id: string): Promise<RestBorrow>;
  health(): Promise<RestHealth>;
}

/**
 * A REST answer the gateway passes on as it comes (the CSV routes, ../csv): its status, the headers
 * forwarded to the browser, and the body as a stream (never buffered: an export may be large).
 */
export interface RestPassThrough {
  status: number;
  contentType: string | null;
  contentDisposition: string | null;
  body: Readable;
}

/**
 * The REST service's CSV routes, streamed both ways. A 2xx or a 4xx with the REST failure envelope
 * resolves (the 4xx's JSON body unchanged); a REST service that is down, slow, answers 5xx or an
 * answer that is not the contract's rejects with a GraphQLError of ../errors (UPSTREAM_* ...).
 */
export interface LibraryFiles {
  /** `GET /books/export.csv` with the list's query (filter, search, available, sortBy, sort). */
  exportBooks(query: URLSearchParams): Promise<RestPassThrough>;
  /** `POST /books/import?dryRun=` with the CSV body as it arrives (`contentType` forwarded). */
  importBooks(
    csv: Readable,
    options: { dryRun: string | null; contentType: string; contentEncoding: BodyEncoding },
  ): Promise<RestPassThrough>;
}
