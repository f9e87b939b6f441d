import { graphql } from '../../../gql-staff';

export { useRenewLoanMutation } from '../../../gql-staff/hooks';

/**
 * Renews a loan: due the loan period after its due date (or today, if overdue), one renewal fewer left; errors
 * NOT_FOUND, CONFLICT (ALREADY_RETURNED, RENEWAL_LIMIT, ON_HOLD), with the api's message.
 */
export const RenewLoanDocument = /* @__PURE__ */ graphql(`
  mutation RenewLoan($id: ID!) {
    renewLoan(id: $id) {
      ...LoanFields
    }
  }
`);
