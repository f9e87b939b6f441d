/**
 * The catalogue's CSV export and import, on the store: an export reads a listing in keyset pages
 * (one in memory at a time), an import looks its ISBNs up and inserts its books all or nothing, an
 * ISBN taken meanwhile being 409 DUPLICATE_ISBN (as for one book: books.service). How a file is read
 * and judged is ./import; how an export is written, ./export.
 */
import type { BookInput, ListQuery } from '../contract';
import { duplicateIsbnOr } from '../books/books.service';
import { keysetPages, type Db } from '../db/handles';
import type { Retry } from '../db/pg-errors';
import type { BookRow } from '../db/schema';
import * as q from './catalogue-csv.queries';

export type { KeyedBook } from './catalogue-csv.queries';

export interface CatalogueCsvService {
  /**
   * Every book a listing covers (its genre, search and `available`; not its page), in its order:
   * keyset pages of EXPORT_PAGE books, each read (in its own short read-only transaction) only when
   * the consumer asks for it, so an export holds one page in memory whatever the catalogue's size.
   */
  exportBooks(query: ListQuery): AsyncIterable<BookRow[]>;
  /** The catalogue's books whose ISBN key (the contract's isbnKey) is one of `keys`, by key. */
  booksByIsbnKey(keys: readonly string[]): Promise<Map<string, q.KeyedBook>>;
  /**
   * Inserts the books in one transaction, all or nothing (multi-row statements, the first book
   * newest); their ids and titles in `list`'s order. DUPLICATE_ISBN, with nothing inserted, when an
   * ISBN was taken meanwhile.
   */
  importBooks(list: readonly BookInput[]): Promise<q.KeyedBook[]>;
}

/** Books read per page of an export. */
const EXPORT_PAGE = 1_000;

export function catalogueCsvService(db: Db, retry: Retry): CatalogueCsvService {
  return {
    exportBooks: (query) =>
      keysetPages(db, (tx, cursor: q.ExportCursor | undefined) => q.exportPage(tx, query, cursor, EXPORT_PAGE)),
    booksByIsbnKey: (keys) => q.booksByIsbnKey(db, keys),
    importBooks: (list) => retry(() => db.transaction((tx) => q.insertBooks(tx, list))).catch(duplicateIsbnOr),
  };
}
