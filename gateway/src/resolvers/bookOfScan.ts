import { BORROW_MESSAGES } from '@library/api/contract/rules';
import { invalidInput } from '../errors/codes';
import type { LibraryApi } from '../rest/LibraryApi';

/**
 * The id of the book `borrowBook` lends: `book` as given, or the book of `isbn` (a scan at the desk:
 * one REST read, NOT_FOUND when no book has it). One of the two: BAD_USER_INPUT otherwise.
 */
export async function borrowedBookId(
  api: LibraryApi,
  book: string | null | undefined,
  isbn: string | null | undefined,
): Promise<string> {
  const given = [book, isbn].filter((value) => value !== null && value !== undefined);
  if (given.length !== 1) throw invalidInput({ book: BORROW_MESSAGES.bookOrIsbn });
  if (book !== null && book !== undefined) return book;
  return (await api.bookByIsbn(isbn ?? ''))._id;
}
