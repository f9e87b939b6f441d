import { graphql } from '../../../gql';

export { useBorrowBookMutation } from '../../../gql/hooks';

/**
 * Borrows copies of a book, for a borrower when one is given (left out: none); errors:
 * BAD_USER_INPUT, NOT_FOUND, CONFLICT (not enough copies).
 */
export const BorrowBookDocument = /* @__PURE__ */ graphql(`
  mutation BorrowBook($book: ID!, $quantity: Int!, $dueDate: Date!, $borrower: String) {
    borrowBook(book: $book, quantity: $quantity, dueDate: $dueDate, borrower: $borrower) {
      id
      bookId
      quantity
      dueDate
      borrower
      createdAt
      book {
        ...BookFields
      }
    }
  }
`);
