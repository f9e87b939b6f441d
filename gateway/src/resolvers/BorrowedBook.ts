import type { BorrowedBookResolvers } from '../generated/graphql';

export const BorrowedBook: BorrowedBookResolvers = {
  id: (book) => book._id,
};
