/**
 * A member's own page: their details, loans out and active holds; their history (the
 * returned loans that still name them); their keep-history choice; and all of it as one file. Only
 * a signed-in member, for themself (403 FORBIDDEN `notAMember` for anyone else signed in): the
 * routes pass the member id of the session, never one from the request.
 */
import { memberActor, recordActivity, type ActivityActor } from '../activity/activity.service';
import { LIST_LIMITS, MEMBER_MESSAGES, loansLeft, type LoanRules } from '../contract';
import type { Db, Executor } from '../db/handles';
import type { Retry } from '../db/pg-errors';
import { AppError } from '../errors';
import type { HoldView, HoldsService } from '../holds/holds.service';
import type { LoanView, LoansService } from '../loans/loans.service';
import * as q from './my.queries';

export type { MyMemberRow } from './my.queries';

/** The member with what they may still borrow (null: no limit). */
export interface MyMember extends q.MyMemberRow {
  loansLeft: number | null;
}

export interface MyPage {
  member: MyMember;
  loans: LoanView[];
  holds: HoldView[];
}

export interface MyExport {
  exportedAt: Date;
  member: MyMember;
  loans: LoanView[];
  holds: HoldView[];
}

export interface MyService {
  /** The member's page: details, loans out (soonest due first), active holds. */
  myPage(memberId: string): Promise<MyPage>;
  /** One page of the member's returned loans that still name them, newest first. */
  myHistory(memberId: string, page: number, limit: number): Promise<{ loans: LoanView[]; total: number }>;
  /** Sets whether the member keeps their loan history (logged 'member.updated'); their page after. */
  setMyKeepHistory(memberId: string, keepHistory: boolean, actor: ActivityActor): Promise<MyPage>;
  /** Everything the library keeps about the member: details, every loan naming them, every hold. */
  myExport(memberId: string): Promise<MyExport>;
}

export interface MyOptions {
  loans: Pick<LoansService, 'memberLoans' | 'listLoans'>;
  holds: Pick<HoldsService, 'listHolds'>;
  loanRules: (handle?: Executor) => Promise<LoanRules>;
  now: () => Date;
}

/** 403 for a signed-in person who is no member (or whose member record is gone). */
export const notAMember = (): AppError => new AppError(403, 'FORBIDDEN', MEMBER_MESSAGES.notAMember);

export function myService(db: Db, retry: Retry, { loans, holds, loanRules, now }: MyOptions): MyService {
  const memberOf = async (memberId: string): Promise<q.MyMemberRow> => {
    const row = await q.myMember(db, memberId);
    if (row === undefined) throw notAMember();
    return row;
  };

  const withLoansLeft = async (row: q.MyMemberRow, out: readonly LoanView[]): Promise<MyMember> => {
    const copiesOut = out.reduce((sum, loan) => sum + loan.quantity, 0);
    return { ...row, loansLeft: loansLeft(copiesOut, await loanRules()) };
  };

  /** Every hold of the member with `status`, page by page. */
  const allHolds = async (memberId: string, status: 'active' | 'all'): Promise<HoldView[]> => {
    const found: HoldView[] = [];
    for (let page = 1; ; page += 1) {
      const { holds: rows, total } = await holds.listHolds({
        status,
        memberId,
        bookId: undefined,
        page,
        limit: LIST_LIMITS.maxLimit,
      });
      found.push(...rows);
      if (rows.length === 0 || found.length >= total) return found;
    }
  };

  const pageOf = async (row: q.MyMemberRow): Promise<MyPage> => {
    const [out, active] = await Promise.all([loans.memberLoans(row.id, 'out'), allHolds(row.id, 'active')]);
    return { member: await withLoansLeft(row, out), loans: out, holds: active };
  };

  return {
    myPage: async (memberId) => pageOf(await memberOf(memberId)),
    myHistory: async (memberId, page, limit) => {
      await memberOf(memberId);
      return loans.listLoans({ status: 'returned', bookId: undefined, memberId, page, limit });
    },
    setMyKeepHistory: async (memberId, keepHistory, actor) => {
      const row = await retry(() =>
        db.transaction(async (tx) => {
          const changed = await q.setKeepHistory(tx, memberId, keepHistory);
          if (changed === undefined) throw notAMember();
          // The member's own choice: logged as the member (named from their record), not their account.
          await recordActivity(tx, memberActor(changed, actor.address), {
            action: 'member.updated',
            target: { kind: 'member', id: changed.id, label: changed.cardNumber },
            details: { fields: ['keepHistory'], keepHistory },
            memberId: changed.id,
          });
          return changed;
        }),
      );
      return pageOf(row);
    },
    myExport: async (memberId) => {
      const row = await memberOf(memberId);
      const exportedAt = now();
      const [all, out, every] = await Promise.all([
        loans.memberLoans(memberId, 'all'),
        loans.memberLoans(memberId, 'out'),
        allHolds(memberId, 'all'),
      ]);
      return { exportedAt, member: await withLoansLeft(row, out), loans: all, holds: every };
    },
  };
}
