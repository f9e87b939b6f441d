import { graphql } from '../../../gql-staff';

export { useMyHistoryQuery, useMyQuery, useSetKeepHistoryMutation } from '../../../gql-staff/hooks';

/** The signed-in member's card, loans out and active holds; `my` is null for a viewer who is no member. */
export const MyDocument = /* @__PURE__ */ graphql(`
  query My {
    my {
      cardNumber
      name
      status
      blockedReason
      keepHistory
      loansLeft
      loans {
        ...CirculationLoanFields
      }
      holds {
        ...CirculationHoldFields
      }
    }
  }
`);

/** A page of the member's kept history (returned loans, newest first). */
export const MyHistoryDocument = /* @__PURE__ */ graphql(`
  query MyHistory($page: Int!, $limit: Int!) {
    my {
      history(page: $page, limit: $limit) {
        items {
          ...CirculationLoanFields
        }
        page
        limit
        total
        totalPages
      }
    }
  }
`);

/** Keeps (or stops keeping) the member's returned loans. */
export const SetKeepHistoryDocument = /* @__PURE__ */ graphql(`
  mutation SetKeepHistory($keep: Boolean!) {
    setKeepHistory(keep: $keep) {
      keepHistory
    }
  }
`);
