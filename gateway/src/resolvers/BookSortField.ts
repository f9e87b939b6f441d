import type { BookSortFieldResolvers } from '../generated/graphql';

/** GraphQL sort fields → the REST `sortBy` values. */
export const BookSortField: BookSortFieldResolvers = {
  CREATED_AT: 'createdAt',
  UPDATED_AT: 'updatedAt',
  TITLE: 'title',
  AUTHOR: 'author',
  COPIES: 'copies',
};
