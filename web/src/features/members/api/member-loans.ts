import { graphql } from '../../../gql-staff';

export { useMemberHistoryQuery, useMemberLendingQuery } from '../../../gql-staff/hooks';

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
