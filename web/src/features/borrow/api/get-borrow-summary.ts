import { graphql } from '../../../gql';

export { useBorrowSummaryQuery } from '../../../gql/hooks';

/**
 * One page of the total borrowed quantity per book, largest first, with the copies on loan now and
 * those overdue, and the headline figures (which also give the number of pages).
 */
export const BorrowSummaryDocument = /* @__PURE__ */ graphql(`
  query BorrowSummary($page: Int!, $limit: Int!) {
    borrowSummary(page: $page, limit: $limit) {
      book {
        id
        title
        isbn
      }
      totalQuantity
      copiesOut
      overdueCopies
    }
    borrowTotals {
      titles
      totalBorrowed
      copiesOut
      overdueCopies
    }
  }
`);
