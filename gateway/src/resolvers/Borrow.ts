import type { BorrowResolvers } from '../generated/graphql';
import { loadersOf } from './loaders';

/** Fields not listed resolve to the REST field of the same name (`member`, `renewals`, `renewalsLeft`...). */
export const Borrow: BorrowResolvers = {
  id: (borrow) => borrow._id,
  bookId: (borrow) => borrow.book,
  // Fetched only when asked for (a list's loans in one call, ./loaders); null when the book has been deleted since.
  book: (borrow, _args, context) => loadersOf(context).book.load(borrow.book),
  // Only a return's answer has the holds it made ready.
  putAside: (borrow) => borrow.putAside ?? [],
  // Only a member's borrow has it (REST `standing` of POST /borrow): no further call.
  memberStanding: (borrow) => borrow.standing ?? null,
};
