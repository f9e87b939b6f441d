import { graphql } from '../../../gql-staff';

export { useLoanMemberQuery } from '../../../gql-staff/hooks';

/** The member whose loans the list is narrowed to (`?member=<id>`); null when none has the id. */
export const LoanMemberDocument = /* @__PURE__ */ graphql(`
  query LoanMember($id: ID!) {
    member(id: $id) {
      id
      name
      cardNumber
    }
  }
`);
