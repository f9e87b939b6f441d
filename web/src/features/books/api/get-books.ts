import { graphql } from '../../../gql';

export { useBooksQuery } from '../../../gql/hooks';

/**
 * One page of the catalogue, searched on the server by title, author or ISBN when `search` is given
 * (omitted or null: no search): `useBooksQuery({ variables: { page, limit, sort, filter, search } })`.
 */
export const BooksDocument = /* @__PURE__ */ graphql(`
  query Books($page: Int, $limit: Int, $sortBy: BookSortField, $sort: SortOrder, $filter: Genre, $search: String) {
    books(page: $page, limit: $limit, sortBy: $sortBy, sort: $sort, filter: $filter, search: $search) {
      ...BookPageFields
    }
  }
`);
