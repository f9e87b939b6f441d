import { graphql } from '../../../gql-staff';

export {
  useCancelMemberHoldMutation,
  useMemberHistoryQuery,
  useMemberLendingQuery,
  useRenewMemberLoanMutation,
  useReturnMemberLoanMutation,
} from '../../../gql-staff/hooks';

/** A loan as the member page shows it; spread as `...MemberLoanFields`. */
export const MemberLoanFieldsFragment = /* @__PURE__ */ graphql(`
  fragment MemberLoanFields on Borrow {
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

/** A hold as the member page shows it; spread as `...MemberHoldFields`. */
export const MemberHoldFieldsFragment = /* @__PURE__ */ graphql(`
  fragment MemberHoldFields on Hold {
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

/** A member's loans out and active holds (at most 100 of each: a member has a handful). */
export const MemberLendingDocument = /* @__PURE__ */ graphql(`
  query MemberLending($memberId: ID!) {
    loans(memberId: $memberId, status: OUT, limit: 100) {
      items {
        ...MemberLoanFields
      }
      total
    }
    holds(memberId: $memberId, status: ACTIVE, limit: 100) {
      items {
        ...MemberHoldFields
      }
      total
    }
  }
`);

/** A page of a member's returned loans (kept only when they chose to keep their history). */
export const MemberHistoryDocument = /* @__PURE__ */ graphql(`
  query MemberHistory($memberId: ID!, $page: Int) {
    loans(memberId: $memberId, status: RETURNED, page: $page, limit: 10) {
      items {
        ...MemberLoanFields
      }
      page
      totalPages
      total
    }
  }
`);

/** Renews a loan; errors: LOAN_NOT_FOUND, ALREADY_RETURNED, RENEWAL_LIMIT, ON_HOLD. */
export const RenewMemberLoanDocument = /* @__PURE__ */ graphql(`
  mutation RenewMemberLoan($id: ID!) {
    renewLoan(id: $id) {
      ...MemberLoanFields
    }
  }
`);

/** Returns a loan; a copy may go to the first hold of its book (`putAside`). */
export const ReturnMemberLoanDocument = /* @__PURE__ */ graphql(`
  mutation ReturnMemberLoan($id: ID!, $quantity: Int) {
    returnLoan(id: $id, quantity: $quantity) {
      ...MemberLoanFields
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

/** Cancels a hold; a copy it held goes to the next in line. */
export const CancelMemberHoldDocument = /* @__PURE__ */ graphql(`
  mutation CancelMemberHold($id: ID!) {
    cancelHold(id: $id) {
      ...MemberHoldFields
    }
  }
`);
