import { graphql } from '../../../gql';

/** Every field of a book the screens show; spread as `...BookFields` in the book operations. */
export const BookFieldsFragment = /* @__PURE__ */ graphql(`
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

/** One page of books as the list and the /borrow picker show it; spread as `...BookPageFields`. */
export const BookPageFieldsFragment = /* @__PURE__ */ graphql(`
  fragment BookPageFields on BookPage {
    items {
      ...BookFields
    }
    page
    limit
    total
    totalPages
  }
`);
