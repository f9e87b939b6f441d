import type { QueryBooksArgs, QueryBorrowSummaryArgs, QueryLoansArgs, QueryResolvers } from '../generated/graphql';
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

  // One REST page; REST refuses a limit outside 1..100 (BAD_USER_INPUT through ../errors).
  borrowSummary: async (_parent, { page, limit }: QueryBorrowSummaryArgs, { api }) =>
    (await api.borrowSummary({ page: page ?? 1, limit: limit ?? 50 })).items,

  borrowTotals: (_parent, _args, { api }) => api.borrowTotals(),

  loans: (_parent, { status, bookId, page, limit }: QueryLoansArgs, { api }) =>
    api.listLoans({
      status: status ?? 'out',
      book: bookId ?? null,
      page: page ?? 1,
      limit: limit ?? 10,
    }),
};
