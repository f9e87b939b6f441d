import { graphql } from '../../../gql-staff';

export { useMemberHistoryQuery, useMemberLendingQuery } from '../../../gql-staff/hooks';

/** A member's loans out and active holds (at most 100 of each: a member has a handful). */
export const MemberLendingDocument = /* @__PURE__ */ graphql(`
  query MemberLending($memberId: ID!) {
    loans(memberId: $memberId, status: OUT, limit: 100) {
      items {
        ...CirculationLoanFields
      }
      total
    }
    holds(memberId: $memberId, status: ACTIVE, limit: 100) {
      items {
        ...CirculationHoldFields
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
        ...CirculationLoanFields
      }
      page
      totalPages
      total
    }
  }
`);
