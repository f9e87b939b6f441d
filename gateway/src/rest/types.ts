/**
 * The REST service's shapes as the gateway uses them, after runtime validation (see ./parse.ts).
 * Only the fields the gateway needs are kept; extra fields sent by the server are ignored.
 * Ids are opaque strings.
 */

export const GENRES = ['FICTION', 'NON_FICTION', 'SCIENCE', 'HISTORY', 'BIOGRAPHY', 'FANTASY'] as const;
export type RestGenre = (typeof GENRES)[number];

export const SORT_FIELDS = ['createdAt', 'updatedAt', 'title', 'author', 'copies'] as const;
export type RestSortField = (typeof SORT_FIELDS)[number];
export type RestSortOrder = 'asc' | 'desc';

/** A book (REST `Book`). */
export interface RestBook {
  _id: string;
  title: string;
  author: string;
  genre: RestGenre;
  isbn: string;
  description: string | null;
  copies: number;
  available: boolean;
  createdAt: string;
  updatedAt: string;
}

/** One page of `GET /books`: REST `data` + `meta` joined. */
export interface RestBookPage {
  items: RestBook[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** The book of a summary row (REST `{ _id, title, isbn }`). */
export interface RestBorrowedBook {
  _id: string;
  title: string | null;
  isbn: string | null;
}

/** A row of `GET /borrow`. */
export interface RestBorrowSummaryRow {
  book: RestBorrowedBook;
  totalQuantity: number;
}

/** A borrow record (REST `Borrow`); `book` is the borrowed book's id. */
export interface RestBorrow {
  _id: string;
  book: string;
  quantity: number;
  dueDate: string;
  createdAt: string;
}

/** Query of `GET /books`. */
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

/** Body of `POST /books`. */
export interface CreateBookBody {
  title: string;
  author: string;
  genre: RestGenre;
  isbn: string;
  description?: string | null;
  copies: number;
  available?: boolean;
}

/** Body of `PUT /books/:id`: only the fields to change. */
export type UpdateBookBody = Partial<CreateBookBody>;

/** Body of `POST /borrow`. */
export interface BorrowBody {
  book: string;
  quantity: number;
  dueDate: string;
}

/** `GET /health` answer. */
export interface RestHealth {
  store: string;
}
