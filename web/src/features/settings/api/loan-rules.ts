import { graphql } from '../../../gql-staff';

export { useLoanRulesQuery, useUpdateLoanRulesMutation } from '../../../gql-staff/hooks';

/** Every loan rule, as the screen shows and saves them. */
export const LoanRulesFieldsFragment = /* @__PURE__ */ graphql(`
  fragment LoanRulesFields on LoanRules {
    loanDays
    loansPerMember
    renewalsPerLoan
    holdShelfDays
    keepBorrowerDays
    keepActivityDays
  }
`);

/** The library's loan rules. */
export const LoanRulesDocument = /* @__PURE__ */ graphql(`
  query LoanRules {
    loanRules {
      ...LoanRulesFields
    }
  }
`);

/** Changes every loan rule (ADMIN); errors: BAD_USER_INPUT (per field). */
export const UpdateLoanRulesDocument = /* @__PURE__ */ graphql(`
  mutation UpdateLoanRules($input: LoanRulesInput!) {
    updateLoanRules(input: $input) {
      ...LoanRulesFields
    }
  }
`);
