/**
 * The catalogue's CSV export and import, on the store: an export reads a listing in keyset pages
 * (one in memory at a time), an import looks its ISBNs up and inserts its books all or nothing, an
 * ISBN taken meanwhile being 409 DUPLICATE_ISBN (as for one book: books.service). How a file is read
 * and judged is ./import; how an export is written, ./export.
 */
import { recordActivity, type ActivityActor } from '../activity/activity.service';
import type { BookInput, ListQuery } from '../contract';
import { duplicateIsbnOr } from '../books/books.service';
import { keysetPages, type Db } from '../db/handles';
import type { Retry } from '../db/pg-errors';
import type { BookRow } from '../db/schema';
import * as q from './catalogue-csv.queries';

export type { KeyedBook } from './catalogue-csv.queries';

/** The file's rows of an import, and how many of them were invalid or duplicates (not imported). */
export interface ImportCounts {
  rows: number;
  invalid: number;
  duplicate: number;
}

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
   * newest), with the import's entry in the activity log (how many books, and `counts` of the
   * file's rows); their ids and titles in `list`'s order. DUPLICATE_ISBN, with nothing inserted,
   * when an ISBN was taken meanwhile.
   */
  importBooks(list: readonly BookInput[], actor: ActivityActor, counts: ImportCounts): Promise<q.KeyedBook[]>;
}

/** Books read per page of an export. */
const EXPORT_PAGE = 1_000;

export function catalogueCsvService(db: Db, retry: Retry): CatalogueCsvService {
  return {
    exportBooks: (query) =>
      keysetPages(db, (tx, cursor: q.ExportCursor | undefined) => q.exportPage(tx, query, cursor, EXPORT_PAGE)),
    booksByIsbnKey: (keys) => q.booksByIsbnKey(db, keys),
    importBooks: (list, actor, counts) =>
      retry(() =>
        db.transaction(async (tx) => {
          const inserted = await q.insertBooks(tx, list);
          await recordActivity(tx, actor, {
            action: 'books.imported',
            details: { imported: inserted.length, ...counts },
          });
          return inserted;
        }),
      ).catch(duplicateIsbnOr),
  };
}
