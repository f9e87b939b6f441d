import { graphql } from '../../../gql-staff';

export { useBookHoldsQuery, usePlaceHoldMutation } from '../../../gql-staff/hooks';

/**
 * A book's holds: its queue (staff; empty for others), the copies on the hold shelf, and the
 * signed-in member's own hold (null for others); with the copies, to know whether a hold may be placed.
 */
export const BookHoldsDocument = /* @__PURE__ */ graphql(`
  query BookHolds($id: ID!) {
    book(id: $id) {
      id
      copies
      available
      copiesOnHoldShelf
      holdQueue {
        id
        status
        position
        readyUntil
        member {
          id
          name
          cardNumber
        }
      }
      myHold {
        id
        status
        position
        readyUntil
      }
    }
  }
`);

/** Places a hold on a book with no copy on the shelf: a member for themself leaves `member` out. */
export const PlaceHoldDocument = /* @__PURE__ */ graphql(`
  mutation PlaceHold($bookId: ID!, $member: String) {
    placeHold(bookId: $bookId, member: $member) {
      id
      status
      position
      readyUntil
    }
  }
`);
