import { graphql } from '../../../gql-staff';

/** Every field of a loan the loan screens show; spread as `...LoanFields` in the loan operations. */
export const LoanFieldsFragment = /* @__PURE__ */ graphql(`
  fragment LoanFields on Borrow {
    id
    bookId
    title
    isbn
    quantity
    dueDate
    borrower
    createdAt
    returnedAt
    overdue
    member {
      id
      name
      cardNumber
    }
    renewals
    renewalsLeft
  }
`);
