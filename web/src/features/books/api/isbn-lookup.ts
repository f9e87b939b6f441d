import { graphql } from '../../../gql-staff';

/**
 * What the ISBN lookup service knows of a book (the add form fills its empty fields from it). In
 * gql-staff (codegen.ts): only catalogue staff's add form loads it.
 */
export const IsbnLookupDocument = /* @__PURE__ */ graphql(`
  query IsbnLookup($isbn: String!) {
    isbnLookup(isbn: $isbn) {
      isbn
      title
      author
      publisher
      year
      pages
      description
      hasCover
    }
  }
`);
