import { graphql } from '../../../gql';

export { useUpdateBookMutation } from '../../../gql/hooks';

/** Changes some fields of a book; errors: BAD_USER_INPUT, NOT_FOUND, CONFLICT. */
export const UpdateBookDocument = /* @__PURE__ */ graphql(`
  mutation UpdateBook($id: ID!, $input: UpdateBookInput!) {
    updateBook(id: $id, input: $input) {
      ...BookFields
    }
  }
`);
