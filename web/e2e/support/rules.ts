/**
 * The contract's rules and texts (`@library/api/contract/rules`), for the specs: a CommonJS module,
 * `require()`d for the reason ./harness.ts gives (an ES module cannot import it by name here).
 */
import { createRequire } from 'node:module';

const rules = createRequire(import.meta.url)(
  '@library/api/contract/rules',
) as typeof import('@library/api/contract/rules');

export const {
  AUTH_MESSAGES,
  DESK_MESSAGES,
  LOAN_RULE_DEFAULTS,
  LOAN_RULE_LABELS,
  MEMBER_MESSAGES,
  addDays,
  dayIn,
  shownDate,
} = rules;
