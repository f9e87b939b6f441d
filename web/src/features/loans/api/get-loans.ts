import { graphql } from '../../../gql-staff';

export { useLoansQuery } from '../../../gql-staff/hooks';

/**
 * One page of loans, newest first: out (the default), overdue, returned or all, of every book or of one
 * (`bookId`), of every borrower or of one member (`memberId`): `useLoansQuery({ variables: { status, bookId, memberId, page, limit } })`.
 */
export const LoansDocument = /* @__PURE__ */ graphql(`
  query Loans($status: LoanStatus, $bookId: ID, $memberId: ID, $page: Int, $limit: Int) {
    loans(status: $status, bookId: $bookId, memberId: $memberId, page: $page, limit: $limit) {
      items {
        ...LoanFields
      }
      page
      limit
      total
      totalPages
    }
  }
`);
