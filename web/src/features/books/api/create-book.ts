import { graphql } from '../../../gql';

export { useCreateBookMutation } from '../../../gql/hooks';

/** Adds a book; errors: BAD_USER_INPUT (per-field messages), CONFLICT (ISBN taken). */
export const CreateBookDocument = /* @__PURE__ */ graphql(`
  mutation CreateBook($input: CreateBookInput!) {
    createBook(input: $input) {
      ...BookFields
    }
  }
`);
