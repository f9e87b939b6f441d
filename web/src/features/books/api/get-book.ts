import { graphql } from '../../../gql';

export { useBookQuery } from '../../../gql/hooks';

/** One book by id, with its cover's large size (the book page's picture); `data.book` is null when no book has that id. */
export const BookDocument = /* @__PURE__ */ graphql(`
  query Book($id: ID!) {
    book(id: $id) {
      ...BookFields
      cover {
        large {
          url
          width
          height
        }
      }
    }
  }
`);
