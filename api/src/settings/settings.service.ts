/**
 * The library's settings: its loan rules, stored in one row of the database so every api process
 * reads the same ones. `loanRules()` reads the row at each call (one primary-key read, no cache: a
 * change is seen by every process at once); loans, holds and members read them through it.
 * A change is written in the activity log in its own transaction.
 */
import { recordActivity, type ActivityActor } from '../activity/activity.service';
import { LOAN_RULE_DEFAULTS, type LoanRules, type LoanRulesUpdate } from '../contract';
import type { Db, Executor } from '../db/handles';
import type { Retry } from '../db/pg-errors';
import type { LoanRulesRow } from '../db/schema';
import * as q from './settings.queries';

/** The rules with when they were last changed. */
export type StoredLoanRules = LoanRules & { updatedAt: Date };

export interface SettingsService {
  /** The loan rules now (read from the database at each call; `handle`: inside a caller's transaction). */
  loanRules(handle?: Executor): Promise<LoanRules>;
  /** The loan rules with their last change. */
  storedLoanRules(): Promise<StoredLoanRules>;
  /**
   * Sets every rule (the route has checked them; keepActivityDays left as it is when absent);
   * logged as 'loan-rules.updated' with the fields changed.
   */
  updateLoanRules(rules: LoanRulesUpdate, actor: ActivityActor): Promise<StoredLoanRules>;
}

const RULE_KEYS = Object.keys(LOAN_RULE_DEFAULTS) as (keyof LoanRules)[];

function stored(row: LoanRulesRow | undefined): StoredLoanRules {
  if (row === undefined) return { ...LOAN_RULE_DEFAULTS, updatedAt: new Date(0) };
  return {
    loanDays: row.loanDays,
    loansPerMember: row.loansPerMember,
    renewalsPerLoan: row.renewalsPerLoan,
    holdShelfDays: row.holdShelfDays,
    keepBorrowerDays: row.keepBorrowerDays,
    keepActivityDays: row.keepActivityDays,
    updatedAt: row.updatedAt,
  };
}

export function settingsService(db: Db, retry: Retry): SettingsService {
  return {
    loanRules: async (handle) => {
      const { updatedAt: _updatedAt, ...rules } = stored(await q.readLoanRules(handle ?? db));
      return rules;
    },
    storedLoanRules: async () => stored(await q.readLoanRules(db)),
    updateLoanRules: (rules, actor) =>
      retry(() =>
        db.transaction(async (tx) => {
          const before = stored(await q.readLoanRules(tx));
          const { keepActivityDays = before.keepActivityDays, ...given } = rules;
          const after = stored(await q.writeLoanRules(tx, { ...given, keepActivityDays }));
          const fields = RULE_KEYS.filter((key) => before[key] !== after[key]);
          await recordActivity(tx, actor, {
            action: 'loan-rules.updated',
            details: { fields, ...Object.fromEntries(RULE_KEYS.map((key) => [key, after[key]])) },
          });
          return after;
        }),
      ),
  };
}
