import type { HoldResolvers } from '../generated/graphql';

/** A hold (REST HoldJson); fields not listed (status, position, placedAt, readyUntil, endedAt) are REST's. */
export const Hold: HoldResolvers = {
  id: (hold) => hold._id,
  bookId: (hold) => hold.book._id,
  // The book as the hold keeps it (title and ISBN); a hold says nothing of its author or genre.
  book: (hold) => ({ author: null, genre: null, ...hold.book }),
};
