import { graphql } from '../../../gql';

export { useBorrowableBooksQuery } from '../../../gql/hooks';

/**
 * One page of the books that can be borrowed now, by title, searched on the server (title, author
 * or ISBN; null: no search): `useBorrowableBooksQuery({ variables: { page, limit, search } })`.
 */
export const BorrowableBooksDocument = /* @__PURE__ */ graphql(`
  query BorrowableBooks($page: Int!, $limit: Int!, $search: String) {
    books(page: $page, limit: $limit, sortBy: TITLE, sort: ASC, available: true, search: $search) {
      ...BookPageFields
    }
  }
`);
