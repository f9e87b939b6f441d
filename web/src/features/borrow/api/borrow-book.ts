import { graphql } from '../../../gql';

export { useBorrowBookMutation } from '../../../gql/hooks';

/** Borrows copies of a book; errors: BAD_USER_INPUT, NOT_FOUND, CONFLICT (not enough copies). */
export const BorrowBookDocument = graphql(`
  mutation BorrowBook($book: ID!, $quantity: Int!, $dueDate: Date!) {
    borrowBook(book: $book, quantity: $quantity, dueDate: $dueDate) {
      id
      bookId
      quantity
      dueDate
      createdAt
      book {
        ...BookFields
      }
    }
  }
`);
