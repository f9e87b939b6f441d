import { graphql } from '../../../gql-staff';

export { useLoanRulesQuery, useUpdateLoanRulesMutation } from '../../../gql-staff/hooks';

/** The library's loan rules. */
export const LoanRulesDocument = /* @__PURE__ */ graphql(`
  query LoanRules {
    loanRules {
      loanDays
      loansPerMember
      renewalsPerLoan
      holdShelfDays
      keepBorrowerDays
      keepActivityDays
    }
  }
`);

/** Changes every loan rule (ADMIN); errors: BAD_USER_INPUT (per field). */
export const UpdateLoanRulesDocument = /* @__PURE__ */ graphql(`
  mutation UpdateLoanRules($input: LoanRulesInput!) {
    updateLoanRules(input: $input) {
      loanDays
      loansPerMember
      renewalsPerLoan
      holdShelfDays
      keepBorrowerDays
      keepActivityDays
    }
  }
`);
