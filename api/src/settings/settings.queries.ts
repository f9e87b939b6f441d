/** The loan rules' one row (id 1, inserted by migration 0009), in and out. */
import { eq, sql } from 'drizzle-orm';
import type { LoanRules } from '../contract';
import type { Executor } from '../db/handles';
import { loanRules, type LoanRulesRow } from '../db/schema';

/** The row; undefined only if it was deleted by hand (the service then falls back to the defaults). */
export async function readLoanRules(exec: Executor): Promise<LoanRulesRow | undefined> {
  return (await exec.select().from(loanRules).where(eq(loanRules.id, 1))).at(0);
}

/** Writes every rule (the row is made again if it went missing). */
export async function writeLoanRules(exec: Executor, rules: LoanRules): Promise<LoanRulesRow> {
  const row = (
    await exec
      .insert(loanRules)
      .values({ id: 1, ...rules })
      .onConflictDoUpdate({ target: loanRules.id, set: { ...rules, updatedAt: sql`now()` } })
      .returning()
  ).at(0);
  if (row === undefined) throw new Error('INSERT … RETURNING of the loan rules gave no row');
  return row;
}
