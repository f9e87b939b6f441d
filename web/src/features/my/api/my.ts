import { graphql } from '../../../gql-staff';

export { useMyHistoryQuery, useMyQuery, useSetKeepHistoryMutation } from '../../../gql-staff/hooks';

/** A loan as /my shows it. */
export const MyLoanFieldsFragment = /* @__PURE__ */ graphql(`
  fragment MyLoanFields on Borrow {
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

/** A hold as /my shows it. */
export const MyHoldFieldsFragment = /* @__PURE__ */ graphql(`
  fragment MyHoldFields on Hold {
    id
    bookId
    book {
      id
      title
      isbn
    }
    status
    position
    readyUntil
    placedAt
  }
`);

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
        ...MyLoanFields
      }
      holds {
        ...MyHoldFields
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
          ...MyLoanFields
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
