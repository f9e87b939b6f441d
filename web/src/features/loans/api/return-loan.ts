import { graphql } from '../../../gql-staff';

export { useReturnLoanMutation } from '../../../gql-staff/hooks';

/** Returns a whole loan (its copies go back to the book); errors: NOT_FOUND, CONFLICT (already returned).
 * `putAside`: the holds the returned copies went to (on the hold shelf) instead of the shelf. */
export const ReturnLoanDocument = /* @__PURE__ */ graphql(`
  mutation ReturnLoan($id: ID!) {
    returnLoan(id: $id) {
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
