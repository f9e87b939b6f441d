/**
 * The books' rules: a listing is read in one snapshot, a book that is not there is 404 NOT_FOUND, an
 * ISBN already in the catalogue (the unique ISBN key) is 409 DUPLICATE_ISBN; writes are run again once
 * when they lose a race (db/pg-errors).
 */
import type { BookInput, BookPatch, ListQuery } from '../contract';
import type { Db } from '../db/handles';
import { isUniqueViolation, type Retry } from '../db/pg-errors';
import type { BookRow } from '../db/schema';
import { bookNotFound, duplicateIsbn } from '../errors';
import * as q from './books.queries';

export type { GenreCount } from './books.queries';

export interface BooksService {
  listBooks(query: ListQuery): Promise<{ books: BookRow[]; total: number }>;
  /** The book; 404 NOT_FOUND when there is none with this id. */
  getBook(id: string): Promise<BookRow>;
  /** The book created; 409 DUPLICATE_ISBN when its ISBN is in the catalogue. */
  createBook(input: BookInput): Promise<BookRow>;
  /** The book as patched; 404 NOT_FOUND, or 409 DUPLICATE_ISBN for an ISBN another book has. */
  updateBook(id: string, patch: BookPatch): Promise<BookRow>;
  /** 404 NOT_FOUND when there is no such book. */
  deleteBook(id: string): Promise<void>;
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

export function booksService(db: Db, retry: Retry): BooksService {
  return {
    listBooks: (query) =>
      db.transaction((tx) => q.listBooks(tx, query), { isolationLevel: 'repeatable read', accessMode: 'read only' }),
    getBook: async (id) => found(await q.getBook(db, id)),
    createBook: (input) => retry(() => q.createBook(db, input)).catch(duplicateIsbnOr),
    updateBook: async (id, patch) => found(await retry(() => q.updateBook(db, id, patch)).catch(duplicateIsbnOr)),
    deleteBook: async (id) => {
      if (!(await retry(() => q.deleteBook(db, id)))) throw bookNotFound();
    },
    genreCounts: () => q.genreCountsOf(db),
  };
}
