import { borrowerOrNone } from '@library/api/contract/rules';
import { invalidInput, type FieldMessages } from '../errors/codes';
import type { MutationResolvers, UpdateBookInput } from '../generated/graphql';
import type { BorrowBody, CreateBookBody, UpdateBookBody } from '../rest/types';

/**
 * UpdateBookInput → the REST patch, as the schema documents it: a field left out is not sent (it
 * keeps its value); `description: null` is sent (it clears the description); null for any other
 * field is refused here, BAD_USER_INPUT with a message per field, since that field cannot be empty.
 */
export function toUpdateBookBody(input: UpdateBookInput): UpdateBookBody {
  const refused: FieldMessages = {};
  /** The value to send, or undefined for "not sent"; a null is recorded as refused. */
  function given<T>(value: T | null | undefined, field: string, label: string): T | undefined {
    if (value !== null) return value;
    refused[field] = `${label} cannot be null: leave it out to keep the current value`;
    return undefined;
  }
  const body: UpdateBookBody = {};
  const title = given(input.title, 'title', 'Title');
  if (title !== undefined) body.title = title;
  const author = given(input.author, 'author', 'Author');
  if (author !== undefined) body.author = author;
  const genre = given(input.genre, 'genre', 'Genre');
  if (genre !== undefined) body.genre = genre;
  const isbn = given(input.isbn, 'isbn', 'ISBN');
  if (isbn !== undefined) body.isbn = isbn;
  if (input.description !== undefined) body.description = input.description;
  const copies = given(input.copies, 'copies', 'Copies');
  if (copies !== undefined) body.copies = copies;
  const available = given(input.available, 'available', 'Available');
  if (available !== undefined) body.available = available;
  if (Object.keys(refused).length > 0) throw invalidInput(refused);
  return body;
}

export const Mutation: MutationResolvers = {
  createBook: (_parent, { input }, { api }) => {
    const body: CreateBookBody = {
      title: input.title,
      author: input.author,
      genre: input.genre,
      isbn: input.isbn,
      copies: input.copies,
    };
    if (input.description !== undefined) body.description = input.description;
    // null, like leaving it out, takes the default (true).
    if (input.available !== undefined && input.available !== null) body.available = input.available;
    return api.createBook(body);
  },

  updateBook: (_parent, { id, input }, { api }) => api.updateBook(id, toUpdateBookBody(input)),

  deleteBook: async (_parent, { id }, { api }) => {
    await api.deleteBook(id);
    return id;
  },

  borrowBook: (_parent, { book, quantity, dueDate, borrower }, { api }) => {
    const body: BorrowBody = { book, quantity, dueDate };
    // No borrower (null, blank or left out: the contract's rule) is left out of the REST body; a
    // borrower is sent as given (the api trims it).
    if (typeof borrower === 'string' && borrowerOrNone(borrower) !== null) body.borrower = borrower;
    return api.borrowBook(body);
  },

  returnLoan: (_parent, { id }, { api }) => api.returnLoan(id),
};
