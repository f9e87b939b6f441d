import { graphql } from '../../../gql';

export { useBooksQuery } from '../../../gql/hooks';

/** One page of the catalogue: `useBooksQuery({ variables: { page, limit, sort, filter } })`. */
export const BooksDocument = graphql(`
  query Books($page: Int, $limit: Int, $sortBy: BookSortField, $sort: SortOrder, $filter: Genre) {
    books(page: $page, limit: $limit, sortBy: $sortBy, sort: $sort, filter: $filter) {
      ...BookPageFields
    }
  }
`);
