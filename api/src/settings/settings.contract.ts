/**
 * The library's loan rules (`GET /loan-rules`, `PUT /loan-rules`) as zod schemas (re-exported by
 * `@library/api/contract`). Rules, limits and labels: contract/member-rules (LOAN_RULE_*).
 */
import { z } from 'zod';
import { LOAN_RULE_LABELS, LOAN_RULE_LIMITS, MEMBER_MESSAGES, MESSAGES, type LoanRules } from '../contract/rules';
import { timestamp, wholeNumber } from '../contract/schema-parts';

/** One rule: a whole number within its LOAN_RULE_LIMITS, its failures naming its LOAN_RULE_LABELS label. */
function ruleValue(key: keyof LoanRules) {
  const label = LOAN_RULE_LABELS[key];
  const { min, max } = LOAN_RULE_LIMITS[key];
  return wholeNumber(label, min, max, {
    required: MESSAGES.required(label),
    notWhole: MEMBER_MESSAGES.ruleWhole(label),
    min: MEMBER_MESSAGES.ruleMin(label, min),
    max: MEMBER_MESSAGES.ruleMax(label, max),
  });
}

/**
 * Body of `PUT /loan-rules`: every rule; keepActivityDays (added after the others) may be left out
 * by a client that does not know it yet, and then stays as it is.
 */
export const loanRulesRequest = z.object({
  loanDays: ruleValue('loanDays'),
  loansPerMember: ruleValue('loansPerMember'),
  renewalsPerLoan: ruleValue('renewalsPerLoan'),
  holdShelfDays: ruleValue('holdShelfDays'),
  keepBorrowerDays: ruleValue('keepBorrowerDays'),
  keepActivityDays: ruleValue('keepActivityDays').optional(),
});
export type LoanRulesRequest = z.input<typeof loanRulesRequest>;
/** The rules a `PUT /loan-rules` sets (keepActivityDays unchanged when absent). */
export type LoanRulesUpdate = z.output<typeof loanRulesRequest>;

/** The loan rules as the api sends them (`GET` and `PUT /loan-rules`). */
export const restLoanRules = z.object({
  loanDays: z.number().int(),
  loansPerMember: z.number().int(),
  renewalsPerLoan: z.number().int(),
  holdShelfDays: z.number().int(),
  keepBorrowerDays: z.number().int(),
  keepActivityDays: z.number().int(),
  updatedAt: timestamp,
});
export type LoanRulesJson = z.output<typeof restLoanRules>;
