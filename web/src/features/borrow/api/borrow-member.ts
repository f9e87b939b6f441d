import { graphql } from '../../../gql-staff';

export { useBorrowRulesQuery } from '../../../gql-staff/hooks';

/**
 * What the borrow form needs besides the book: the loan period (the due date it suggests), the loan
 * limit (to say "3 of 5 books out"), and the book's copies on the hold shelf and who they wait for
 * (a member with a ready hold may borrow that copy).
 */
export const BorrowRulesDocument = /* @__PURE__ */ graphql(`
  query BorrowRules($id: ID!) {
    loanRules {
      loanDays
      loansPerMember
    }
    book(id: $id) {
      id
      copiesOnHoldShelf
      holdQueue {
        id
        status
        member {
          id
        }
      }
    }
  }
`);
