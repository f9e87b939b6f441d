import { graphql } from '../../../gql';

export { useBorrowSummaryQuery } from '../../../gql/hooks';

/** Total borrowed quantity per book, largest first, with the copies on loan now and those overdue. */
export const BorrowSummaryDocument = graphql(`
  query BorrowSummary {
    borrowSummary {
      book {
        id
        title
        isbn
      }
      totalQuantity
      copiesOut
      overdueCopies
    }
  }
`);
