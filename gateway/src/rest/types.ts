/**
 * The REST service's shapes as the gateway uses them: derived from the shared REST contract
 * (`@library/api/contract`, api/src/contract), read from REST answers by ./read. Ids are opaque strings.
 */
import type {
  BookCreateRequest,
  BookPatchRequest,
  BorrowRequest,
  Genre,
  LoanStatus,
  PageMeta,
  RestBook,
  RestBorrow,
  RestBorrowSummaryRow,
  SortField,
  SortOrder,
} from '@library/api/contract';

export type {
  RestBook,
  RestBorrow,
  RestBorrowedBook,
  RestBorrowSummaryRow,
  RestBorrowTotals,
  RestHealth,
  RestSummaryBook,
} from '@library/api/contract';

export type RestGenre = Genre;
export type RestSortField = SortField;
export type RestSortOrder = SortOrder;

/** One page of `GET /loans`: REST `data` + `meta` joined, each loan read as a borrow record. */
export interface RestLoanPage extends PageMeta {
  items: RestBorrow[];
}

/** Query of `GET /loans`, as the gateway fills it (null: left out of the query string). */
export interface ListLoansParams {
  status: LoanStatus;
  /** Only this book's loans; null: every book's. */
  book: string | null;
  page: number;
  limit: number;
}

/** One page of `GET /borrow?page&limit`: REST `data` + `meta` joined. */
export interface RestBorrowSummaryPage extends PageMeta {
  items: RestBorrowSummaryRow[];
}

/** Query of `GET /borrow` as the gateway sends it (always one page). */
export interface BorrowSummaryParams {
  page: number;
  limit: number;
}

/** One page of `GET /books`: REST `data` + `meta` joined. */
export interface RestBookPage extends PageMeta {
  items: RestBook[];
}

/** Query of `GET /books`, as the gateway fills it (null: left out of the query string). */
export interface ListBooksParams {
  page: number;
  limit: number;
  sortBy: RestSortField;
  sort: RestSortOrder;
  filter: RestGenre | null;
  /** Text to find in title, author or ISBN (REST trims it; blank is no search); null: no search. */
  search: string | null;
  /** Only books whose `available` is this; null: all books. */
  available: boolean | null;
}

/** Body of `POST /books` (as the api's contract accepts it). */
export type CreateBookBody = BookCreateRequest;

/** Body of `PUT /books/:id`: only the fields to change. */
export type UpdateBookBody = BookPatchRequest;

/** Body of `POST /borrow`. */
export type BorrowBody = BorrowRequest;
