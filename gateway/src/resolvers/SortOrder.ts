import type { SortOrderResolvers } from '../generated/graphql';

/** GraphQL sort directions → the REST `sort` values. */
export const SortOrder: SortOrderResolvers = { ASC: 'asc', DESC: 'desc' };
