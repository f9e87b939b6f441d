import { graphql } from '../../../gql';

export { useDeleteBookMutation } from '../../../gql/hooks';

/** Removes a book and returns its id; errors: NOT_FOUND. */
export const DeleteBookDocument = /* @__PURE__ */ graphql(`
  mutation DeleteBook($id: ID!) {
    deleteBook(id: $id)
  }
`);
