import { graphql } from '../../../gql';

export { useBorrowBookMutation } from '../../../gql/hooks';

/**
 * Borrows copies of a book, for a member (card number) or a free-text borrower when one is given
 * (left out: none); errors: BAD_USER_INPUT, NOT_FOUND (also no such member), CONFLICT (not enough
 * copies, the member blocked or at their loan limit), with the api's message.
 */
export const BorrowBookDocument = /* @__PURE__ */ graphql(`
  mutation BorrowBook($book: ID!, $quantity: Int!, $dueDate: Date!, $borrower: String, $member: String) {
    borrowBook(book: $book, quantity: $quantity, dueDate: $dueDate, borrower: $borrower, member: $member) {
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
