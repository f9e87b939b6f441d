import { graphql } from '../../../gql-staff';

export { useBorrowMemberQuery, useBorrowRulesQuery } from '../../../gql-staff/hooks';

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

/** The member a card number names (null when none): who they are, whether they may borrow, how many books they have out. */
export const BorrowMemberDocument = /* @__PURE__ */ graphql(`
  query BorrowMember($cardNumber: String!) {
    memberByCard(cardNumber: $cardNumber) {
      id
      name
      cardNumber
      status
      blockedReason
      copiesOut
      loansLeft
    }
  }
`);
