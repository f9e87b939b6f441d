import type { QueryBooksArgs, QueryLoansArgs, QueryResolvers } from '../generated/graphql';
import { findBook } from './findBook';

export const Query: QueryResolvers = {
  // Explicit nulls fall back to the schema defaults (GraphQL passes null through for nullable args).
  // search and available go to REST as given (null: left out); REST trims and validates the search.
  // The arguments as the schema has them: codegen types defaulted ones as never null, but a client's
  // explicit null reaches the resolver.
  books: (_parent, { page, limit, sortBy, sort, filter, search, available }: QueryBooksArgs, { api }) =>
    api.listBooks({
      page: page ?? 1,
      limit: limit ?? 4,
      sortBy: sortBy ?? 'createdAt',
      sort: sort ?? 'desc',
      filter: filter ?? null,
      search: search ?? null,
      available: available ?? null,
    }),

  book: (_parent, { id }, { api }) => findBook(api, id),

  borrowSummary: (_parent, _args, { api }) => api.borrowSummary(),

  loans: (_parent, { status, bookId, page, limit }: QueryLoansArgs, { api }) =>
    api.listLoans({
      status: status ?? 'out',
      book: bookId ?? null,
      page: page ?? 1,
      limit: limit ?? 10,
    }),
};
