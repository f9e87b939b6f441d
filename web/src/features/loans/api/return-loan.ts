import { graphql } from '../../../gql-staff';

export { useReturnLoanMutation } from '../../../gql-staff/hooks';

/** Returns a loan, or `quantity` of its copies (they go back to the book); errors: NOT_FOUND, CONFLICT
 * (already returned), BAD_USER_INPUT (more copies than it has out).
 * `putAside`: the holds the returned copies went to (on the hold shelf) instead of the shelf. */
export const ReturnLoanDocument = /* @__PURE__ */ graphql(`
  mutation ReturnLoan($id: ID!, $quantity: Int) {
    returnLoan(id: $id, quantity: $quantity) {
      ...LoanFields
      putAside {
        id
        member {
          id
          name
          cardNumber
        }
      }
    }
  }
`);
