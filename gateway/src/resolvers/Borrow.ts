import type { BorrowResolvers } from '../generated/graphql';
import { findBook } from './findBook';

export const Borrow: BorrowResolvers = {
  id: (borrow) => borrow._id,
  bookId: (borrow) => borrow.book,
  // Fetched only when asked for; null when the book has been deleted since.
  book: (borrow, _args, { api }) => findBook(api, borrow.book),
};
