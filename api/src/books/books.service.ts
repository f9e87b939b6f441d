/**
 * The books' rules: a listing is read in one snapshot, a book that is not there is 404 NOT_FOUND, an
 * ISBN already in the catalogue (the unique ISBN key) is 409 DUPLICATE_ISBN; writes are run again once
 * when they lose a race (db/pg-errors). Each change is written in the activity log, in its own
 * transaction.
 */
import { recordActivity, type ActivityActor, type ActivityInput } from '../activity/activity.service';
import type { BookInput, BookPatch, ListQuery } from '../contract';
import type { Db } from '../db/handles';
import { isUniqueViolation, type Retry } from '../db/pg-errors';
import type { BookRow } from '../db/schema';
import { bookNotFound, duplicateIsbn } from '../errors';
import { cancelHoldsOfBook } from '../holds/holds.service';
import { matchShelfToCopies } from '../items/items.service';
import * as q from './books.queries';

export type { BookView, GenreCount } from './books.queries';

export interface BooksService {
  /** A page of books, each with its copies on the hold shelf. */
  listBooks(query: ListQuery): Promise<{ books: q.BookView[]; total: number }>;
  /** The book; 404 NOT_FOUND when there is none with this id. */
  getBook(id: string): Promise<q.BookView>;
  /** The book whose ISBN key (isbnKey) is `key`; 404 NOT_FOUND when the catalogue has none. */
  bookByIsbn(key: string): Promise<q.BookView>;
  /** The books of `ids` that exist, in that order (`GET /books/by-ids`: a page of loans' books at once). */
  booksByIds(ids: readonly string[]): Promise<q.BookView[]>;
  /** The book created; 409 DUPLICATE_ISBN when its ISBN is in the catalogue. */
  createBook(input: BookInput, actor: ActivityActor): Promise<q.BookView>;
  /** The book as patched; 404 NOT_FOUND, or 409 DUPLICATE_ISBN for an ISBN another book has. */
  updateBook(id: string, patch: BookPatch, actor: ActivityActor): Promise<q.BookView>;
  /** 404 NOT_FOUND when there is no such book. Its active holds are cancelled (ended now). */
  deleteBook(id: string, actor: ActivityActor): Promise<void>;
  /** The six genres with how many books each has. */
  genreCounts(): Promise<q.GenreCount[]>;
}

/** Throws DUPLICATE_ISBN for a unique violation of the ISBN key, else `err` as it is. */
export function duplicateIsbnOr(err: unknown): never {
  if (isUniqueViolation(err, q.ISBN_KEY_CONSTRAINT)) throw duplicateIsbn();
  throw err;
}

function found<T>(row: T | undefined): T {
  if (row === undefined) throw bookNotFound();
  return row;
}

/** The log's entry of a change to a book (named by its title of now). */
function bookEntry(
  action: ActivityInput['action'],
  book: Pick<BookRow, 'id' | 'title'>,
  details?: ActivityInput['details'],
): ActivityInput {
  return { action, target: { kind: 'book', id: book.id, label: book.title }, ...(details && { details }) };
}

export function booksService(db: Db, retry: Retry): BooksService {
  return {
    listBooks: (query) =>
      db.transaction((tx) => q.listBooks(tx, query), { isolationLevel: 'repeatable read', accessMode: 'read only' }),
    getBook: async (id) => found(await q.getBook(db, id)),
    bookByIsbn: async (key) => found(await q.bookByIsbnKey(db, key)),
    booksByIds: (ids) => q.booksByIds(db, ids),
    createBook: (input, actor) =>
      retry(() =>
        db.transaction(async (tx) => {
          const book = await q.createBook(tx, input);
          await recordActivity(tx, actor, bookEntry('book.created', book));
          // A new book has no holds and no loans yet.
          return { ...book, onHoldShelf: 0, copiesOnLoan: 0 };
        }),
      ).catch(duplicateIsbnOr),
    updateBook: async (id, patch, actor) =>
      found(
        await retry(() =>
          db.transaction(async (tx) => {
            const book = await q.updateBook(tx, id, patch);
            const fields = Object.keys(patch);
            // A PUT of no field changes nothing: nothing to write down.
            if (book !== undefined && fields.length > 0) {
              await recordActivity(tx, actor, bookEntry('book.updated', book, { fields }));
              // Copies on the shelf set: its items added (generated barcodes) or withdrawn to match.
              if (patch.copies !== undefined) await matchShelfToCopies(tx, book, actor);
            }
            return book;
          }),
        ).catch(duplicateIsbnOr),
      ),
    deleteBook: async (id, actor) => {
      const deleted = await retry(() =>
        db.transaction(async (tx) => {
          const book = await q.deleteBook(tx, id);
          if (book !== undefined) {
            await recordActivity(tx, actor, bookEntry('book.deleted', book));
            await cancelHoldsOfBook(tx, book.id, actor);
          }
          return book;
        }),
      );
      if (deleted === undefined) throw bookNotFound();
    },
    genreCounts: () => q.genreCountsOf(db),
  };
}
