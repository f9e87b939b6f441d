import type { QueryResolvers } from '../generated/graphql';
import { findBook } from './findBook';

export const Query: QueryResolvers = {
  // Explicit nulls fall back to the schema defaults (GraphQL passes null through for nullable args).
  books: (_parent, { page, limit, sortBy, sort, filter }, { api }) =>
    api.listBooks({
      page: page ?? 1,
      limit: limit ?? 4,
      sortBy: sortBy ?? 'createdAt',
      sort: sort ?? 'desc',
      filter: filter ?? null,
    }),

  book: (_parent, { id }, { api }) => findBook(api, id),

  borrowSummary: (_parent, _args, { api }) => api.borrowSummary(),
};
