/**
 * The loans' rules: a borrow takes copies only from an available book that has enough of them
 * (404 NOT_FOUND, 409 BOOK_NOT_AVAILABLE, 409 INSUFFICIENT_COPIES otherwise), a loan is returned
 * once (404 LOAN_NOT_FOUND, 409 ALREADY_RETURNED), and the library's today decides what is overdue.
 * Lists are read in one snapshot; writes are run again once when they lose a race (db/pg-errors).
 * A loan and its return are written in the activity log in their own transaction.
 */
import { recordActivities, recordActivity, type ActivityActor, type ActivityInput } from '../activity/activity.service';
import type { BorrowInput, LoanQuery } from '../contract';
import { keysetPages, type Db } from '../db/handles';
import type { Retry } from '../db/pg-errors';
import type { BorrowRow } from '../db/schema';
import { alreadyReturned, bookNotAvailable, bookNotFound, insufficientCopies, loanNotFound } from '../errors';
import { holdViews, putAsideOnReturn, type HoldView } from '../holds/holds.service';
import { borrowBatcher, type BorrowAsked } from './borrow-batcher';
import * as summary from './borrow-summary.queries';
import * as q from './loans.queries';

export type { LoanRow } from './loans.queries';

/** A returned loan and the holds its copies were put aside for (made ready), in queue order. */
export type ReturnedLoan = BorrowRow & { putAside: HoldView[] };
export type { BorrowTotals, SummaryRow } from './borrow-summary.queries';

export interface LoansService {
  /** One statement: deduct the copies if enough are left, and record the loan (and its log entry, same transaction). */
  borrow(input: BorrowInput, actor: ActivityActor): Promise<BorrowRow>;
  /**
   * One transaction: mark the loan returned if it is out, and hand its copies out: to the book's
   * first waiting holds (made ready: `putAside`), the rest back to the shelf (and log it all).
   */
  returnLoan(id: string, actor: ActivityActor): Promise<ReturnedLoan>;
  /** One page of loans, newest first, with their total; overdue by the library's today. */
  listLoans(query: LoanQuery): Promise<{ loans: q.LoanRow[]; total: number }>;
  /** One page of the borrow summary (largest total first) with the number of titles, in one snapshot. */
  borrowSummaryPage(page: number, limit: number): Promise<{ rows: summary.SummaryRow[]; total: number }>;
  /**
   * The whole borrow summary in its order: keyset pages of `summaryPageSize` rows, each read in its
   * own short read-only transaction only when the consumer asks for it (memory: one page).
   */
  borrowSummaryPages(): AsyncIterable<summary.SummaryRow[]>;
  /** The summary's headline figures, from counters (not by adding up rows). */
  borrowTotals(): Promise<summary.BorrowTotals>;
}

export interface LoansOptions {
  /** The library's day (`YYYY-MM-DD`), read anew at each call: due dates before it are past. */
  today: () => string;
  /** Rows per keyset page of the unpaged borrow summary. */
  summaryPageSize: number;
}

/** A snapshot read: one transaction, repeatable read, read only. */
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** The log's entry of a loan made or returned: the loan, named by its book's title (no borrower's name). */
function loanEntry(action: ActivityInput['action'], loan: BorrowRow): ActivityInput {
  return {
    action,
    target: { kind: 'loan', id: loan.id, label: loan.title },
    details: { bookId: loan.bookId, quantity: loan.quantity },
  };
}

export function loansService(db: Db, retry: Retry, { today, summaryPageSize }: LoansOptions): LoansService {
  /**
   * The borrows of one book in one transaction, all or nothing: one statement takes the copies and
   * records the loans, the next writes their log entries. Undefined (nothing changed) when the book
   * cannot serve them all.
   */
  const together = (bookId: string, asked: readonly BorrowAsked[]): Promise<BorrowRow[] | undefined> =>
    retry(() =>
      db.transaction(async (tx) => {
        const records = await q.borrowTogether(
          tx,
          bookId,
          asked.map((a) => a.input),
        );
        if (records === undefined) return undefined;
        await recordActivities(
          tx,
          records.map((record, i) => ({ actor: asked[i].actor, entry: loanEntry('loan.created', record) })),
        );
        return records;
      }),
    );

  /**
   * Borrows for one request (one transaction, all or nothing). When no row could be updated, a read
   * tells 404 (no such book) from 409 not available (copies left, but marked not for lending) and
   * 409 insufficient copies (how many are left).
   */
  const borrowAlone = async (asked: BorrowAsked): Promise<BorrowRow> => {
    const { input } = asked;
    const record = (await together(input.bookId, [asked]))?.at(0);
    if (record) return record;
    const stock = await q.bookStock(db, input.bookId);
    if (!stock) throw bookNotFound();
    if (!stock.available && stock.copies > 0) throw bookNotAvailable();
    throw insufficientCopies(stock.copies, input.quantity);
  };

  return {
    borrow: borrowBatcher(together, borrowAlone),
    returnLoan: async (id, actor) => {
      const returned = await retry(() =>
        db.transaction(async (tx): Promise<ReturnedLoan | undefined> => {
          const loan = await q.returnLoan(tx, id);
          if (loan === undefined) return undefined;
          await recordActivity(tx, actor, loanEntry('loan.returned', loan));
          const ready = await putAsideOnReturn(tx, loan.bookId, loan.quantity, actor, today());
          return {
            ...loan,
            putAside: await holdViews(
              tx,
              ready.map((hold) => hold.id),
            ),
          };
        }),
      );
      if (returned) return returned;
      throw (await q.loanExists(db, id)) ? alreadyReturned() : loanNotFound();
    },
    listLoans: (query) => db.transaction((tx) => q.listLoans(tx, query, today()), SNAPSHOT),
    borrowSummaryPage: (page, limit) =>
      db.transaction((tx) => summary.borrowSummaryPage(tx, page, limit, today()), SNAPSHOT),
    borrowSummaryPages: () => {
      const day = today();
      return keysetPages(db, (tx, cursor: summary.SummaryCursor | undefined) =>
        summary.borrowSummaryAfter(tx, cursor, summaryPageSize, day),
      );
    },
    borrowTotals: () => summary.borrowTotals(db, today()),
  };
}
