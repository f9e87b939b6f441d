import { graphql } from '../../../gql';

export { useBorrowSummaryQuery } from '../../../gql/hooks';

/** Total borrowed quantity per book, largest first. */
export const BorrowSummaryDocument = graphql(`
  query BorrowSummary {
    borrowSummary {
      book {
        id
        title
        isbn
      }
      totalQuantity
    }
  }
`);
