/**
 * The circulation operations, written once for every screen that renews, returns, cancels a hold or
 * finds a member by card (loans, members, /my, a book's holds, the borrow form; the desk can take
 * them too). Each answer asks for the fields every screen shows, so Apollo's normalized cache updates
 * the loan or hold wherever it is on screen; screens that need more (a list that changes) say so where
 * they call the hook. The documents are generated into `gql-staff` (the staff and member chunk).
 */
import { graphql } from '../../gql-staff';

export {
  useCancelHoldMutation,
  useMemberByCardQuery,
  useRenewLoanMutation,
  useReturnLoanMutation,
} from '../../gql-staff/hooks';

/** What a renewal or a return changes on a loan, on every screen that shows one. */
export const CirculationLoanFieldsFragment = /* @__PURE__ */ graphql(`
  fragment CirculationLoanFields on Borrow {
    id
    bookId
    title
    isbn
    quantity
    dueDate
    createdAt
    returnedAt
    overdue
    renewals
    renewalsLeft
  }
`);

/** A hold as the member's page and /my show it. */
export const CirculationHoldFieldsFragment = /* @__PURE__ */ graphql(`
  fragment CirculationHoldFields on Hold {
    id
    bookId
    book {
      id
      title
      isbn
    }
    status
    position
    placedAt
    readyUntil
  }
`);

/**
 * A member's standing, as the desk and the borrow form show it: who they are, whether they may
 * borrow, how many books they have out.
 */
export const CirculationMemberStandingFragment = /* @__PURE__ */ graphql(`
  fragment CirculationMemberStanding on Member {
    id
    name
    cardNumber
    status
    blockedReason
    copiesOut
    loansLeft
  }
`);

/**
 * Renews a loan: due the loan period after its due date (or today, if overdue), one renewal fewer
 * left; errors NOT_FOUND, CONFLICT (ALREADY_RETURNED, RENEWAL_LIMIT, ON_HOLD), with the api's message.
 */
export const RenewLoanDocument = /* @__PURE__ */ graphql(`
  mutation RenewLoan($id: ID!) {
    renewLoan(id: $id) {
      ...CirculationLoanFields
    }
  }
`);

/**
 * Returns a loan, or `quantity` of its copies (they go back to the book); errors: NOT_FOUND, CONFLICT
 * (already returned), BAD_USER_INPUT (more copies than it has out). `putAside`: the holds the returned
 * copies went to (on the hold shelf) instead of the shelf.
 */
export const ReturnLoanDocument = /* @__PURE__ */ graphql(`
  mutation ReturnLoan($id: ID!, $quantity: Int) {
    returnLoan(id: $id, quantity: $quantity) {
      ...CirculationLoanFields
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

/** Cancels a hold (the member's own, or any for staff); a copy it held goes to the next in line. */
export const CancelHoldDocument = /* @__PURE__ */ graphql(`
  mutation CancelHold($id: ID!) {
    cancelHold(id: $id) {
      id
      status
    }
  }
`);

/**
 * The member a card number names (null when none): who they are, whether they may borrow, how many
 * books they have out.
 */
export const MemberByCardDocument = /* @__PURE__ */ graphql(`
  query MemberByCard($cardNumber: String!) {
    memberByCard(cardNumber: $cardNumber) {
      ...CirculationMemberStanding
    }
  }
`);
