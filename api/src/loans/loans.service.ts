/**
 * The loans' rules: a borrow takes copies only from an available book that has enough of them
 * (404 NOT_FOUND, 409 BOOK_NOT_AVAILABLE, 409 INSUFFICIENT_COPIES otherwise), a loan is returned
 * once (404 LOAN_NOT_FOUND, 409 ALREADY_RETURNED), and the library's today decides what is overdue.
 * A borrow for a member also needs the member active (409 MEMBER_BLOCKED) and within
 * the loan limit (409 LOAN_LIMIT), checked with the member's row locked; it takes the copy of the
 * member's ready hold first. A renewal moves the due date by the loan period from the later of
 * the due date and today, within the library's renewals and while nobody waits for the book. Returned loans forget their borrower
 * after the days the loan rules say (forgetBorrowers), unless the member keeps their history.
 * Lists are read in one snapshot; writes are run again once when they lose a race (db/pg-errors).
 * A loan and its return are written in the activity log in their own transaction.
 */
import {
  memberActor,
  recordActivities,
  recordActivity,
  systemActor,
  type ActivityActor,
} from '../activity/activity.service';
import { dueDateFrom, renewedDueDate, type BorrowAsk, type LoanQuery, type LoanRules } from '../contract';
import { keysetPages, type Db, type Executor, type Tx } from '../db/handles';
import type { Retry } from '../db/pg-errors';
import type { MemberRow } from '../db/schema';
import {
  alreadyReturned,
  dueDateBeyondRules,
  loanLimit,
  loanNotFound,
  loanOnHold,
  memberBlocked,
  memberUnknown,
  renewalLimit,
  returnQuantityOver,
} from '../errors';
import { holdViews, putAsideOnReturn, takeReadyHolds, type HoldView } from '../holds/holds.service';
import { itemsBackFrom, lendItems } from '../items/items.service';
import type { MembersService } from '../members/members.service';
import { borrowBatcher, type BorrowAsked } from './borrow-batcher';
import * as summary from './borrow-summary.queries';
import { forgetWithLog, loanEntry } from './loan-log';
import { loanView, type LoanView } from './loan-views';
import { whyNotBorrowed } from './borrow-refusal';
import * as q from './loans.queries';

export type { LoanMember, LoanRow } from './loans.queries';
export { borrowJson, loanJson, loanMemberJson, loanView, type LoanView } from './loan-views';

/** A returned loan and the holds its copies were put aside for (made ready), in queue order. */
export type ReturnedLoan = LoanView & { putAside: HoldView[] };
export type { BorrowTotals, SummaryRow } from './borrow-summary.queries';

/** Loans whose borrower is forgotten per statement (forgetBorrowers runs as many as it takes). */
const FORGET_BATCH = 5_000;

const DAY_MS = 86_400_000;

export interface LoansService {
  /**
   * Lends a book. Without a member: one statement deducts the copies if enough are left and records
   * the loan (and its log entry, same transaction; borrows of one book are batched). With a member
   * (card number or id): their row locked, their status and loan limit checked, their ready hold of
   * the book taken first, the rest from the shelf, in one transaction (member borrows of one book are
   * batched too, each decided as it would be alone; see memberBorrows). No due date: see BorrowAsk.
   */
  borrow(input: BorrowAsk, actor: ActivityActor, may?: BorrowRights): Promise<LoanView>;
  /**
   * One transaction: mark the loan returned if it is out, and hand its copies out: to the book's
   * first waiting holds (made ready: `putAside`), the rest back to the shelf (and log it all).
   * `quantity` (1..the copies out) returns part of it: the answer is then the returned part, a loan
   * of its own (q.returnCopies), and the loan keeps the rest out; the whole loan when it is all.
   */
  returnLoan(id: string, actor: ActivityActor, quantity?: number): Promise<ReturnedLoan>;
  /**
   * Renews a loan that is out: due the loan period after its due date, or after today when that is
   * later (never more than a year from today), one renewal more. `onlyMemberId`: the member asking for themself (a loan not theirs is not found); null for staff.
   */
  renewLoan(id: string, actor: ActivityActor, onlyMemberId: string | null): Promise<LoanView>;
  /** One page of loans, newest first, with their total; overdue by the library's today. */
  listLoans(query: LoanQuery): Promise<{ loans: LoanView[]; total: number }>;
  /** A member's loans: out (soonest due first), or all that still name them (newest first). */
  memberLoans(memberId: string, which: 'out' | 'all'): Promise<LoanView[]>;
  /**
   * Forgets the borrower (free text and member) of loans returned more than the loan rules'
   * keepBorrowerDays before `now`, except the loans of members who keep their history; logs
   * 'loans.forgotten' with the count. Returns how many loans were forgotten.
   */
  forgetBorrowers(now: Date): Promise<number>;
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

/**
 * What the asker of a borrow may (the routes decide it with the contract's `allows`): `longLoans`, a
 * due date after today + the loan period. Left out (the CLI, the server's own work), it may.
 */
export interface BorrowRights {
  longLoans: boolean;
}

export interface LoansOptions {
  /** The library's day (`YYYY-MM-DD`), read anew at each call: due dates before it are past. */
  today: () => string;
  /** The library's loan rules, as they are now (`handle`: inside a caller's transaction): the settings service's. */
  loanRules: (handle?: Executor) => Promise<LoanRules>;
  /** Who a borrow's `member` is, and what they have out: the members service's. */
  members: Pick<MembersService, 'lockMembersByCardOrId' | 'memberByCardOrId'>;
  /** Rows per keyset page of the unpaged borrow summary. */
  summaryPageSize: number;
}

/** A member's borrow decided in a batch: their loan, or the refusal they would have had alone. */
type MemberOutcome = { loan: LoanView } | { refused: Error };

/** Thrown inside a batch's transaction to roll it back when the book cannot serve the whole batch. */
const SHORT = new Error('the book cannot serve the whole batch');

/** A snapshot read: one transaction, repeatable read, read only. */
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export function loansService(
  db: Db,
  retry: Retry,
  { today, loanRules, members, summaryPageSize }: LoansOptions,
): LoansService {
  /**
   * The borrows of one book in one transaction, all or nothing: one statement takes the copies and
   * records the loans, the next writes their log entries. Undefined (nothing changed) when the book
   * cannot serve them all.
   */
  const together = (bookId: string, asked: readonly BorrowAsked[]): Promise<LoanView[] | undefined> =>
    retry(() =>
      db.transaction(async (tx) => {
        const records = await q.borrowTogether(
          tx,
          bookId,
          asked.map((a) => a.input),
        );
        if (records === undefined) return undefined;
        await lendItems(tx, bookId, records);
        await recordActivities(
          tx,
          records.map((record, i) => ({ actor: asked[i].actor, entry: loanEntry('loan.created', record) })),
        );
        // The rules in the same transaction (one read a batch, on its connection): renewals left.
        const rules = await loanRules(tx);
        return records.map((record) => loanView({ ...record, overdue: false, member: null }, rules));
      }),
    );

  /**
   * Borrows for one request (one transaction, all or nothing). When no row could be updated, a read
   * tells 404 (no such book) from 409 not available (copies left, but marked not for lending) and
   * 409 insufficient copies (how many are left).
   */
  const borrowAlone = async (asked: BorrowAsked): Promise<LoanView> => {
    const { input } = asked;
    const record = (await together(input.bookId, [asked]))?.at(0);
    if (record) return record;
    throw await whyNotBorrowed(db, input.bookId, input.quantity);
  };

  const batched = borrowBatcher(together, borrowAlone);

  /**
   * Borrows for members of one book, in the caller's transaction: the members' rows locked (in id
   * order: their borrows queue there, across processes), then in a statement of its own what each
   * has out, whether a copy of the book is ready for them, and the loan rules. Each borrow is decided
   * in order as if alone (unknown, blocked, over the limit counting the batch's borrows before it);
   * the allowed ones take their members' ready holds first, the rest from the shelf, in one
   * statement, and their log entries in one insert. `short`: the book cannot serve them all (with
   * the copies the ready holds gave); the caller then rolls back.
   */
  const memberBorrows = async (
    tx: Tx,
    bookId: string,
    asked: readonly BorrowAsked[],
  ): Promise<{ outcomes: MemberOutcome[] } | { short: number }> => {
    const who = await members.lockMembersByCardOrId(
      asked.map((a) => a.input.member ?? ''),
      tx,
    );
    const ids = [...new Set(who.flatMap((m) => (m === undefined ? [] : [m.id])))];
    if (ids.length === 0) return { outcomes: asked.map(() => ({ refused: memberUnknown() })) };
    const { rules, standings } = await q.memberStandings(tx, bookId, ids);
    const outcomes: (MemberOutcome | undefined)[] = [];
    const allowed: { index: number; member: MemberRow }[] = [];
    asked.forEach(({ input }, index) => {
      const member = who[index];
      const standing = member && standings.get(member.id);
      if (member === undefined || standing === undefined) outcomes[index] = { refused: memberUnknown() };
      else if (member.status === 'blocked')
        outcomes[index] = { refused: memberBlocked(member.name, member.blockedReason ?? '') };
      else if (rules.loansPerMember > 0 && standing.copiesOut + input.quantity > rules.loansPerMember)
        outcomes[index] = { refused: loanLimit(member.name, standing.copiesOut, rules.loansPerMember) };
      else {
        standing.copiesOut += input.quantity;
        allowed.push({ index, member });
      }
    });
    if (allowed.length === 0) return { outcomes: outcomes.map((o) => o ?? { refused: memberUnknown() }) };
    // Each member's ready hold (if the read saw one) goes to their first borrow; the UPDATE says which were still ready.
    const holders = new Map<string, BorrowAsked['actor']>();
    for (const { index, member } of allowed)
      if (standings.get(member.id)?.readyHold && !holders.has(member.id)) holders.set(member.id, asked[index].actor);
    const held =
      holders.size === 0
        ? new Map<string, string | null>()
        : await takeReadyHolds(
            tx,
            bookId,
            [...holders].map(([memberId, actor]) => ({ memberId, actor })),
          );
    const total = allowed.reduce((sum, { index }) => sum + asked[index].input.quantity, 0);
    const records = await q.borrowTogether(
      tx,
      bookId,
      allowed.map(({ index, member }) => ({ ...asked[index].input, memberId: member.id })),
      total - held.size,
    );
    if (records === undefined) return { short: held.size };
    await lendItems(tx, bookId, records, held);
    await recordActivities(
      tx,
      records.map((record, i) => ({
        actor: asked[allowed[i].index].actor,
        entry: loanEntry('loan.created', record, { card: allowed[i].member.cardNumber }),
      })),
    );
    records.forEach((record, i) => {
      const { id, name, cardNumber } = allowed[i].member;
      outcomes[allowed[i].index] = {
        loan: loanView({ ...record, overdue: false, member: { id, name, cardNumber } }, rules),
      };
    });
    return { outcomes: outcomes.map((o) => o ?? { refused: memberUnknown() }) };
  };

  /** Member borrows of one book together (as memberBorrows); undefined, nothing changed, when the book cannot serve them all. */
  const membersTogether = async (
    bookId: string,
    asked: readonly BorrowAsked[],
  ): Promise<MemberOutcome[] | undefined> => {
    try {
      return await retry(() =>
        db.transaction(async (tx) => {
          const done = await memberBorrows(tx, bookId, asked);
          if ('short' in done) throw SHORT;
          return done.outcomes;
        }),
      );
    } catch (err: unknown) {
      if (err === SHORT) return undefined;
      throw err;
    }
  };

  /**
   * One borrow for a member, in one transaction: refused with the member's failure (unknown,
   * blocked, limit) or the book's (as whyNotBorrowed tells it, with the copy of their ready hold
   * counted as theirs); any refusal leaves nothing changed.
   */
  const memberAlone = ({ input, actor }: BorrowAsked): Promise<MemberOutcome> =>
    retry(() =>
      db.transaction(async (tx) => {
        const done = await memberBorrows(tx, input.bookId, [{ input, actor }]);
        if ('short' in done) throw await whyNotBorrowed(tx, input.bookId, input.quantity, done.short);
        const outcome = done.outcomes[0];
        if ('refused' in outcome) throw outcome.refused;
        return outcome;
      }),
    );

  const memberBatched = borrowBatcher(membersTogether, memberAlone);

  return {
    borrow: async (asked, actor, may = { longLoans: true }) => {
      // No due date: the loan period from the library's today; a given one is bounded by it for a
      // role without longLoans (the rules read only then).
      const input = { ...asked, dueDate: asked.dueDate ?? dueDateFrom(today(), await loanRules()) };
      if (!may.longLoans && asked.dueDate !== undefined) {
        const rules = await loanRules();
        const latest = dueDateFrom(today(), rules);
        if (input.dueDate > latest) throw dueDateBeyondRules(rules.loanDays, latest);
      }
      if (input.member !== undefined) {
        const outcome = await memberBatched(input, actor);
        if ('refused' in outcome) throw outcome.refused;
        return outcome.loan;
      }
      return batched(input, actor);
    },
    returnLoan: async (id, actor, quantity) => {
      const day = today();
      // Everything the answer needs is read in the return's transaction: once it commits, nothing can fail.
      const returned = await retry(() =>
        db.transaction(async (tx): Promise<ReturnedLoan | undefined> => {
          await q.lockBookOfLoan(tx, id);
          const out = quantity === undefined ? undefined : await q.lockOpenLoan(tx, id);
          if (quantity !== undefined && out !== undefined && quantity > out) throw returnQuantityOver(out, quantity);
          const part = quantity !== undefined && out !== undefined && quantity < out;
          const loan = part ? await q.returnCopies(tx, id, quantity) : await q.returnLoan(tx, id);
          if (loan === undefined) return undefined;
          await recordActivity(tx, actor, loanEntry('loan.returned', loan, part ? { partOf: id } : {}));
          // Its copies go to the book's first waiting holds (made ready), the rest back to the shelf.
          const items = await itemsBackFrom(tx, id, part ? { to: loan.id, count: loan.quantity } : undefined);
          const ready = await putAsideOnReturn(tx, loan.bookId, loan.quantity, actor, day, items);
          // A library that keeps no borrower after the return forgets this one now (forgetBorrowers' rule).
          const rules = await loanRules(tx);
          if (rules.keepBorrowerDays === 0) await forgetWithLog(tx, null, 1, loan.id);
          // The loan as it is now (with its member, unless the return forgot them).
          const row = (await q.loansByIds(tx, [loan.id], day)).at(0) ?? { ...loan, overdue: false, member: null };
          const putAside = await holdViews(
            tx,
            ready.map((hold) => hold.id),
          );
          return { ...loanView(row, rules), putAside };
        }),
      );
      if (returned === undefined) throw (await q.loanExists(db, id)) ? alreadyReturned() : loanNotFound();
      return returned;
    },
    renewLoan: async (id, actor, onlyMemberId) => {
      const day = today();
      return retry(() =>
        db.transaction(async (tx) => {
          const loan = await q.lockLoan(tx, id);
          if (loan === undefined || (onlyMemberId !== null && loan.memberId !== onlyMemberId)) throw loanNotFound();
          if (loan.returnedAt !== null) throw alreadyReturned();
          if (await q.hasWaitingHold(tx, loan.bookId)) throw loanOnHold();
          const rules = await loanRules(tx);
          if (loan.renewals >= rules.renewalsPerLoan) throw renewalLimit(rules.renewalsPerLoan);
          // The loan period from the due date (or today, when overdue), never more than a year ahead.
          await q.renewLoan(tx, loan.id, renewedDueDate(loan.dueDate, day, rules));
          const renewed = (await q.loansByIds(tx, [loan.id], day)).at(0);
          if (renewed === undefined) throw loanNotFound();
          // A member renewing their own loan is logged as the member (from their record), not as their account.
          const self = onlyMemberId === null ? undefined : await members.memberByCardOrId(onlyMemberId, tx);
          await recordActivity(
            tx,
            self === undefined ? actor : memberActor(self, actor.address),
            loanEntry('loan.renewed', loan, { dueDate: renewed.dueDate }),
          );
          return loanView(renewed, rules);
        }),
      );
    },
    listLoans: async (query) => {
      const rules = await loanRules();
      const page = await db.transaction((tx) => q.listLoans(tx, query, today()), SNAPSHOT);
      return { loans: page.loans.map((row) => loanView(row, rules)), total: page.total };
    },
    memberLoans: async (memberId, which) => {
      const rules = await loanRules();
      return (await q.memberLoans(db, memberId, today(), which)).map((row) => loanView(row, rules));
    },
    forgetBorrowers: async (now) => {
      const { keepBorrowerDays } = await loanRules();
      const before = new Date(now.getTime() - keepBorrowerDays * DAY_MS);
      let forgotten = 0;
      for (;;) {
        const count = await retry(() =>
          db.transaction(async (tx) => {
            const n = await forgetWithLog(tx, before, FORGET_BATCH);
            if (n > 0) await recordActivity(tx, systemActor, { action: 'loans.forgotten', details: { count: n } });
            return n;
          }),
        );
        forgotten += count;
        if (count < FORGET_BATCH) return forgotten;
      }
    },
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
