import { graphql } from '../../../gql-staff';

export { useBookCopiesQuery } from '../../../gql-staff/hooks';

/**
 * Where a book's copies are (staff: the book page's sentence, the edit form's note, delete's
 * question): on the shelf, on loan and on the hold shelf. In gql-staff (codegen.ts): a visitor's
 * book page does not load it.
 */
export const BookCopiesDocument = /* @__PURE__ */ graphql(`
  query BookCopies($id: ID!) {
    book(id: $id) {
      id
      copies
      copiesOnLoan
      copiesOnHoldShelf
    }
  }
`);
