import {
  LOAN_RULE_DEFAULTS,
  LOAN_RULE_LABELS,
  LOAN_RULE_LIMITS,
  MEMBER_MESSAGES,
  MESSAGES,
  type LoanRules,
} from '@library/api/contract/rules';
import { number, object } from 'yup';

/** The rules in the form's order (the contract's). */
export const LOAN_RULE_KEYS = Object.keys(LOAN_RULE_DEFAULTS) as (keyof LoanRules)[];

/** One rule: a whole number within its limits, its messages naming its label (as the api's). */
function rule(key: keyof LoanRules) {
  const label = LOAN_RULE_LABELS[key];
  const { min, max } = LOAN_RULE_LIMITS[key];
  return number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(MEMBER_MESSAGES.ruleWhole(label))
    .required(MESSAGES.required(label))
    .integer(MEMBER_MESSAGES.ruleWhole(label))
    .min(min, MEMBER_MESSAGES.ruleMin(label, min))
    .max(max, MEMBER_MESSAGES.ruleMax(label, max));
}

/** The loan rules form (/settings), checked as `PUT /loan-rules` checks it. */
export const loanRulesSchema = object({
  loanDays: rule('loanDays'),
  loansPerMember: rule('loansPerMember'),
  renewalsPerLoan: rule('renewalsPerLoan'),
  holdShelfDays: rule('holdShelfDays'),
  keepBorrowerDays: rule('keepBorrowerDays'),
  keepActivityDays: rule('keepActivityDays'),
});

/** What the form holds while typing (a number input holds '' when cleared). */
export type LoanRulesFormValues = { [K in keyof LoanRules]: number | '' };

/** What each rule does, under its field. */
export const LOAN_RULE_HINTS: Readonly<Record<keyof LoanRules, string>> = {
  loanDays:
    'The due date the borrow form suggests is today plus this; a renewal adds it to the due date (or to today, if overdue).',
  loansPerMember: 'Copies one member may have out at once; 0 means no limit.',
  renewalsPerLoan: 'Times one loan may be renewed (never while someone waits for the book).',
  holdShelfDays: 'How long a copy put aside for a hold waits for its member before it goes to the next.',
  keepBorrowerDays:
    'Returned loans forget who borrowed them after this many days (0: at once), unless the member keeps their history.',
  keepActivityDays: 'The activity log deletes its entries after this many days.',
};
