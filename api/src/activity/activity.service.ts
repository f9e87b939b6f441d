/**
 * The activity log's rules: who is written as the actor of a change (an account, an API token, the
 * open catalogue, the system), an entry written in the same transaction as its change
 * (recordActivity, for the other resources' services), pages of the log read in one snapshot, and
 * a book's history (who added it, who changed it last) read from it. The log forgets: a deleted
 * member, or a loan that forgot its borrower, leaves entries that keep the action, the book and the
 * time, not who; and entries older than the loan rules' days are deleted by the hourly job.
 */
import { ACTOR_NAMES, type ActivityAction, type ActivityQuery, type ActorKind, type LoanRules } from '../contract';
import type { Actor } from '../access/principal';
import type { Db, Executor } from '../db/handles';
import type { AuthEvents } from '../sessions/sessions.service';
import type { ActivityRow } from '../db/schema';
import * as q from './activity.queries';

/**
 * Who a change is written down as: a request's actor; the system (the CLI, `npm run staff`, and
 * what the server does by itself); or an account that is not signed in yet (the library's first
 * admin, at its setup).
 */
export interface ActivityActor {
  principal:
    | Actor['principal']
    | { kind: 'system' }
    | { kind: 'account'; accountId: string; name: string }
    | { kind: 'member'; memberId: string; name: string };
  address: string | null;
}

/** The CLI and other work done on the server itself, by nobody signed in. */
export const systemActor: ActivityActor = { principal: { kind: 'system' }, address: null };

/** An account as the actor of what it does before it has a session (setting the library up). */
export function accountActor(account: { id: string; name: string }, address: string | null): ActivityActor {
  return { principal: { kind: 'account', accountId: account.id, name: account.name }, address };
}

/**
 * A member acting for themself (renewing, placing or cancelling their holds, their own choices):
 * named from their member record and marked as a member, never by their account's display name,
 * so a member cannot pass as staff in the log. `address`: the request's.
 */
export function memberActor(member: { id: string; name: string }, address: string | null): ActivityActor {
  return { principal: { kind: 'member', memberId: member.id, name: member.name }, address };
}

/** The sign-in events of the sessions (../sessions) written in the log: throttled sign-ins, the setup. */
export function activityAuthEvents(db: Db): AuthEvents {
  return {
    signInThrottled: ({ accountId, address }) =>
      recordActivity(
        db,
        { principal: { kind: 'system' }, address },
        // No email in the log for an unknown account: the account when there is one, else no target.
        {
          action: 'sign-in.throttled',
          ...(accountId === null ? {} : { target: { kind: 'account', id: accountId, label: null } }),
        },
      ),
    librarySetUp: ({ account, address }) =>
      recordActivity(db, accountActor(account, address), {
        action: 'library.set-up',
        target: { kind: 'account', id: account.id, label: account.email },
      }),
  };
}

/** What was done, to which record: the action, the record (kind, id, its name at the time) and details. */
export interface ActivityInput {
  action: ActivityAction;
  target?: { kind: string; id: string; label: string | null };
  /** Figures or field names, never personal data beyond what the target's label holds. */
  details?: Record<string, unknown>;
  /**
   * The member the entry is about (their record, their loan, their hold): forgetting them
   * (forgetMemberInLog) finds the entry by it and removes what names them.
   */
  memberId?: string | null;
}

/** Who added a record and who changed it last (nulls when the log does not say). */
export interface RecordHistory {
  createdBy: string | null;
  createdAt: Date | null;
  updatedBy: string | null;
  updatedAt: Date | null;
}

/**
 * The actor's columns of an entry. A visitor is refused every change by the routes' permissions;
 * a change that reaches a service without any check is the open catalogue's.
 */
function actorColumns(actor: ActivityActor): Pick<q.NewActivityRow, 'actorKind' | 'actorId' | 'actorName'> {
  const p = actor.principal;
  switch (p.kind) {
    case 'account':
      return { actorKind: 'account', actorId: p.accountId, actorName: p.name };
    case 'token':
      return { actorKind: 'token', actorId: p.tokenId, actorName: p.name };
    case 'member':
      return { actorKind: 'member', actorId: p.memberId, actorName: p.name };
    case 'system':
      return { actorKind: 'system', actorId: null, actorName: null };
    case 'open':
    case 'visitor':
      return { actorKind: 'open', actorId: null, actorName: null };
  }
}

/** The entry of `input` by `actor`, as a row to insert. */
function activityRow(actor: ActivityActor, input: ActivityInput): q.NewActivityRow {
  return {
    ...actorColumns(actor),
    action: input.action,
    targetKind: input.target?.kind ?? null,
    targetId: input.target?.id ?? null,
    targetLabel: input.target?.label ?? null,
    address: actor.address,
    details: input.details ?? null,
    memberId: input.memberId ?? null,
  };
}

/** Writes an entry by `actor` on `exec`: inside the change's own transaction, so both are kept or neither. */
export function recordActivity(exec: Executor, actor: ActivityActor, entry: ActivityInput): Promise<void> {
  return q.insertActivity(exec, [activityRow(actor, entry)]);
}

/** Writes several entries, each by its actor, in one statement on `exec` (as recordActivity). */
export function recordActivities(
  exec: Executor,
  entries: readonly { actor: ActivityActor; entry: ActivityInput }[],
): Promise<void> {
  return q.insertActivity(
    exec,
    entries.map(({ actor, entry }) => activityRow(actor, entry)),
  );
}

/**
 * Forgets a member in the log, inside their deletion's transaction: every entry about them or by
 * them (or by their account, deleted with them) keeps its action, book and time, not who (see
 * activity.queries' forgetMember). How many entries changed.
 */
export function forgetMemberInLog(exec: Executor, member: { id: string; accountId: string | null }): Promise<number> {
  return q.forgetMember(exec, member.id, member.accountId);
}

/** Forgets the borrower in the entries of loans that forgot theirs (inside that transaction). */
export function forgetLoansInLog(exec: Executor, loanIds: readonly string[]): Promise<number> {
  return q.forgetLoans(exec, loanIds);
}

/** The name an entry gives its actor: the account's or token's, else what the kind is called. */
export function actorNameOf(row: Pick<ActivityRow, 'actorKind' | 'actorName'>): string | null {
  const kind: ActorKind = row.actorKind;
  if (row.actorName !== null) return row.actorName;
  return kind === 'open' || kind === 'system' || kind === 'member' ? ACTOR_NAMES[kind] : null;
}

export interface ActivityService {
  /** Writes one entry, on its own (a change that has no transaction of its own). */
  record(actor: ActivityActor, entry: ActivityInput): Promise<void>;
  /** One page of the log, newest first, with the total of the entries that match the filters. */
  listActivity(query: ActivityQuery): Promise<{ entries: ActivityRow[]; total: number }>;
  /** Who added a book and who changed it last, from the log. */
  bookHistory(bookId: string): Promise<RecordHistory>;
  /** Who added a member and who changed them last (edits, blocks), from the log. */
  memberHistory(memberId: string): Promise<RecordHistory>;
  /** bookHistory of several books at once, in the order of `bookIds` (one a book, in one snapshot). */
  bookHistories(bookIds: readonly string[]): Promise<RecordHistoryOf[]>;
  /** memberHistory of several members at once, in the order of `memberIds`. */
  memberHistories(memberIds: readonly string[]): Promise<RecordHistoryOf[]>;
  /** Deletes the entries older than the loan rules' keepActivityDays before `now` (the hourly job); how many. */
  forgetOldActivity(now: Date): Promise<number>;
}

/** A record's history with the record's id (the batched reads). */
export interface RecordHistoryOf extends RecordHistory {
  id: string;
}

/** The actions that add a record, and those that change it, whose newest entries make its history. */
const BOOK_CREATED: readonly ActivityAction[] = ['book.created'];
const BOOK_UPDATED: readonly ActivityAction[] = ['book.updated'];
const MEMBER_CREATED: readonly ActivityAction[] = ['member.created'];
const MEMBER_UPDATED: readonly ActivityAction[] = ['member.updated', 'member.blocked', 'member.unblocked'];

/** A history from the newest entry that added the record and the newest that changed it. */
function historyOf(made: ActivityRow | undefined, changed: ActivityRow | undefined): RecordHistory {
  return {
    createdBy: made === undefined ? null : actorNameOf(made),
    createdAt: made?.at ?? null,
    updatedBy: changed === undefined ? null : actorNameOf(changed),
    updatedAt: changed?.at ?? null,
  };
}

export interface ActivityOptions {
  /** The loan rules now (the settings service's): how many days the log keeps an entry. */
  loanRules: () => Promise<Pick<LoanRules, 'keepActivityDays'>>;
}

/** Entries deleted per statement by forgetOldActivity (it runs as many as it takes). */
const FORGET_BATCH = 5_000;

const DAY_MS = 86_400_000;

/** A snapshot read: one transaction, repeatable read, read only. */
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export function activityService(db: Db, { loanRules }: ActivityOptions): ActivityService {
  /** Who made a record (its newest `created` entry) and who changed it last (its newest `updated` one). */
  const history = (
    target: { kind: string; id: string },
    created: readonly ActivityAction[],
    updated: readonly ActivityAction[],
  ): Promise<RecordHistory> =>
    db.transaction(async (tx) => {
      const made = await q.latestEntry(tx, target, created);
      const changed = await q.latestEntry(tx, target, updated);
      return historyOf(made, changed);
    }, SNAPSHOT);
  /** `history` of several records of one kind at once, in the order of `ids` (two statements, one snapshot). */
  const histories = (
    kind: string,
    ids: readonly string[],
    created: readonly ActivityAction[],
    updated: readonly ActivityAction[],
  ): Promise<RecordHistoryOf[]> =>
    db.transaction(async (tx) => {
      const made = await q.latestEntries(tx, kind, ids, created);
      const changed = await q.latestEntries(tx, kind, ids, updated);
      return ids.map((id) => ({ id, ...historyOf(made.get(id), changed.get(id)) }));
    }, SNAPSHOT);
  return {
    record: (actor, entry) => recordActivity(db, actor, entry),
    listActivity: (query) => db.transaction((tx) => q.listActivity(tx, query), SNAPSHOT),
    bookHistory: (bookId) => history({ kind: 'book', id: bookId }, BOOK_CREATED, BOOK_UPDATED),
    memberHistory: (memberId) => history({ kind: 'member', id: memberId }, MEMBER_CREATED, MEMBER_UPDATED),
    bookHistories: (bookIds) => histories('book', bookIds, BOOK_CREATED, BOOK_UPDATED),
    memberHistories: (memberIds) => histories('member', memberIds, MEMBER_CREATED, MEMBER_UPDATED),
    forgetOldActivity: async (now) => {
      const { keepActivityDays } = await loanRules();
      const before = new Date(now.getTime() - keepActivityDays * DAY_MS);
      let deleted = 0;
      for (;;) {
        const count = await q.deleteActivityBefore(db, before, FORGET_BATCH);
        deleted += count;
        if (count < FORGET_BATCH) return deleted;
      }
    },
  };
}
