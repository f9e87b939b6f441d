import { graphql } from '../../../gql-staff';

/** A member's loans out and the holds ready for them (a member has a handful: at most 100 of each). */
export const DeskMemberLendingDocument = /* @__PURE__ */ graphql(`
  query DeskMemberLending($memberId: ID!) {
    loans(memberId: $memberId, status: OUT, limit: 100) {
      items {
        id
        bookId
        title
        quantity
        dueDate
        overdue
      }
    }
    holds(memberId: $memberId, status: READY, limit: 100) {
      items {
        id
        bookId
        book {
          id
          title
        }
        readyUntil
      }
    }
  }
`);

/** A book as the desk finds it by a scan: what it is and how many copies are free. */
export const DeskBookFieldsFragment = /* @__PURE__ */ graphql(`
  fragment DeskBookFields on Book {
    id
    title
    author
    isbn
    copies
    available
  }
`);

/** Books whose title, author or ISBN contains `search` (an ISBN's 9 core digits find both of its forms). */
export const DeskBooksDocument = /* @__PURE__ */ graphql(`
  query DeskBooks($search: String!, $limit: Int) {
    books(search: $search, limit: $limit, sortBy: TITLE, sort: ASC) {
      items {
        ...DeskBookFields
      }
    }
  }
`);

/** A title's loans out, each with who has it: what a return scan picks from. */
export const DeskBookLoansDocument = /* @__PURE__ */ graphql(`
  query DeskBookLoans($bookId: ID!) {
    loans(bookId: $bookId, status: OUT, limit: 100) {
      items {
        ...DeskLoanFields
      }
    }
  }
`);

/** A loan as the desk lists it. */
export const DeskLoanFieldsFragment = /* @__PURE__ */ graphql(`
  fragment DeskLoanFields on Borrow {
    id
    bookId
    title
    quantity
    dueDate
    createdAt
    borrower
    member {
      id
      name
      cardNumber
    }
  }
`);

/** The book of a scanned ISBN (its unique key; any form), or null when the catalogue has none. */
export const DeskBookByIsbnDocument = /* @__PURE__ */ graphql(`
  query DeskBookByIsbn($isbn: String!) {
    bookByIsbn(isbn: $isbn) {
      ...DeskBookFields
    }
  }
`);

/**
 * A book scan with a member at the desk, in one request: the book of the ISBN lent to the member
 * for the loan period (the server's due date), with the member's standing after it (NOT_FOUND when
 * no book has the ISBN).
 */
export const DeskLendByIsbnDocument = /* @__PURE__ */ graphql(`
  mutation DeskLendByIsbn($isbn: String!, $member: String!) {
    borrowBook(isbn: $isbn, quantity: 1, member: $member) {
      ...DeskLoanFields
      overdue
      memberStanding {
        ...CirculationMemberStanding
      }
    }
  }
`);

/**
 * Lends copies of a book to a member (card number) or, for an undone return, a free-text borrower;
 * without a due date, for the loan period from the library's today.
 */
export const DeskBorrowDocument = /* @__PURE__ */ graphql(`
  mutation DeskBorrow($book: ID!, $quantity: Int!, $dueDate: Date, $member: String, $borrower: String) {
    borrowBook(book: $book, quantity: $quantity, dueDate: $dueDate, member: $member, borrower: $borrower) {
      ...DeskLoanFields
    }
  }
`);

/**
 * Loans out whose own ISBN or title matches (each is kept when the book is deleted), each with its
 * book (null once deleted): how the desk finds a deleted book's loans to take back.
 */
export const DeskLoansByBookTextDocument = /* @__PURE__ */ graphql(`
  query DeskLoansByBookText($isbn: String, $search: String) {
    loans(isbn: $isbn, search: $search, status: OUT, limit: 100) {
      items {
        ...DeskLoanFields
        isbn
        book {
          id
        }
      }
    }
  }
`);

/** Places a hold for a member (by card number) on a book no copy of which is free. */
export const DeskPlaceHoldDocument = /* @__PURE__ */ graphql(`
  mutation DeskPlaceHold($bookId: ID!, $member: String!) {
    placeHold(bookId: $bookId, member: $member) {
      id
      position
      member {
        id
        name
      }
    }
  }
`);
