import { graphql } from '../../../gql';

/** Every field of a book the screens show; spread as `...BookFields` in the book operations. */
export const BookFieldsFragment = graphql(`
  fragment BookFields on Book {
    id
    title
    author
    genre
    isbn
    description
    copies
    available
    createdAt
    updatedAt
  }
`);
