/**
 * The activity log's side of loans: a loan's entry (its book's title, never the borrower's name;
 * the member it is about, so forgetting them finds it) and forgetting borrowers together with the
 * entries that name them.
 */
import { forgetLoansInLog, type ActivityInput } from '../activity/activity.service';
import type { Tx } from '../db/handles';
import type { BorrowRow } from '../db/schema';
import * as q from './loans.queries';

/**
 * The log's entry of a loan made or returned: the loan, named by its book's title (no borrower's
 * name), about its member (forgotten with them, or when the loan forgets its borrower).
 */
export function loanEntry(
  action: ActivityInput['action'],
  loan: BorrowRow,
  more: Record<string, unknown> = {},
): ActivityInput {
  return {
    action,
    target: { kind: 'loan', id: loan.id, label: loan.title },
    details: { bookId: loan.bookId, quantity: loan.quantity, dueDate: loan.dueDate, ...more },
    memberId: loan.memberId,
  };
}

/** Forgets the borrowers of returned loans (q.forgetBorrowers' choice), and so does their log; how many. */
export async function forgetWithLog(tx: Tx, before: Date | null, batch: number, loanId?: string): Promise<number> {
  const ids = await q.forgetBorrowers(tx, before, batch, loanId);
  await forgetLoansInLog(tx, ids);
  return ids.length;
}
