import { graphql } from '../../../gql';

export { useBookHistoryQuery } from '../../../gql/hooks';

/** Who added a book and who changed it last (staff only: ask it only when the viewer may see circulation). */
export const BookHistoryDocument = /* @__PURE__ */ graphql(`
  query BookHistory($id: ID!) {
    book(id: $id) {
      id
      history {
        createdBy
        createdAt
        updatedBy
        updatedAt
      }
    }
  }
`);
