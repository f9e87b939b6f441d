import type { BookResolvers } from '../generated/graphql';

/** Fields not listed resolve to the REST field of the same name. */
export const Book: BookResolvers = {
  id: (book) => book._id,
};
