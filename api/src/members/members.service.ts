/**
 * The members' rules: a card number is unique by its key (409 DUPLICATE_CARD), so is an
 * email among members (409 DUPLICATE_EMAIL); a new member without a card number gets a generated
 * one (10 digits, Luhn check digit, drawn again on the rare clash); a member with loans out or
 * holds ready is not deleted (409 MEMBER_HAS_LOANS), and deleting one keeps their past loans,
 * anonymised, deletes their account and removes what names them from the activity log; an invitation (an account with no role, linked to the
 * member) needs a protected library (409 LIBRARY_OPEN) and an email (409 MEMBER_NO_EMAIL). Each
 * change is written in the activity log in its own transaction, the member named by card number.
 * Other resources find a member through this service (memberByCardOrId), never its queries.
 */
import crypto from 'node:crypto';
import {
  forgetMemberInLog,
  recordActivity,
  type ActivityActor,
  type ActivityInput,
} from '../activity/activity.service';
import type { AccountsService } from '../accounts/accounts.service';
import {
  cardKey,
  generateCardNumber,
  isBookId,
  loansLeft,
  type MemberInput,
  type MemberListQuery,
  type MemberPatch,
} from '../contract';
import type { Db, Executor, Tx } from '../db/handles';
import { isUniqueViolation, type Retry } from '../db/pg-errors';
import type { MemberRow } from '../db/schema';
import {
  duplicateCard,
  duplicateMemberEmail,
  libraryOpen,
  memberHasLoans,
  memberNoEmail,
  memberNotFound,
} from '../errors';
import type { SessionsService } from '../sessions/sessions.service';
import type { SettingsService } from '../settings/settings.service';
import * as q from './members.queries';

/** A member's JSON with their standing (what `POST /borrow` answers a member's loan with, as GET /members/:id). */
export { memberJson } from './member-json';
export type { MemberDetail, NewMember } from './members.queries';

/** A member as staff see them: their row, account state, counts, and the copies they may still borrow. */
export type MemberView = q.MemberDetail & { loansLeft: number | null };

/** A member's new invitation: the member, the one-time token (shown once) and when it ends. */
export interface MemberInvitation {
  member: MemberView;
  token: string;
  expiresAt: Date;
}

/** The file's rows of an import, and how many of them were invalid or duplicates (not imported). */
export interface MemberImportCounts {
  rows: number;
  invalid: number;
  duplicate: number;
}

export interface MembersService {
  /** One page of members (search, sort) and the total, read in one snapshot. */
  listMembers(query: MemberListQuery): Promise<{ members: MemberView[]; total: number }>;
  /** 404 MEMBER_NOT_FOUND when there is none with this id. */
  getMember(id: string): Promise<MemberView>;
  /** The member with this card number (cardKey compared); 404 MEMBER_NOT_FOUND. */
  getMemberByCard(card: string): Promise<MemberView>;
  /**
   * The member a reference names: an id (a UUID), else a card number (cardKey compared); undefined
   * when nobody. On `handle` (a caller's transaction) when given; `lock`: the row locked FOR UPDATE
   * until that transaction ends (a borrow's limit check).
   */
  memberByCardOrId(ref: string, handle?: Executor, options?: { lock?: boolean }): Promise<MemberRow | undefined>;
  /**
   * The members of `refs` (card numbers or ids, as memberByCardOrId reads them), their rows locked in
   * id order inside the caller's transaction (a batch of borrows); each ref's member, undefined when unknown.
   */
  lockMembersByCardOrId(refs: readonly string[], tx: Executor): Promise<(MemberRow | undefined)[]>;
  /** The member linked to an account (a signed-in member); undefined for anyone else. */
  memberOfAccount(accountId: string, handle?: Executor): Promise<MemberRow | undefined>;
  /** Copies the member has out now (sum of the quantities of their loans not returned). */
  memberCopiesOut(memberId: string, handle?: Executor): Promise<number>;
  /** The member created (a card number generated when none is given); 409 DUPLICATE_CARD, DUPLICATE_EMAIL. */
  createMember(input: MemberInput, actor: ActivityActor): Promise<MemberView>;
  /** The member as patched; 404, 409 DUPLICATE_CARD, DUPLICATE_EMAIL. Their account follows their email and name. */
  updateMember(id: string, patch: Partial<MemberPatch>, actor: ActivityActor): Promise<MemberView>;
  /** Blocked with a reason (shown at lending); 404. */
  blockMember(id: string, reason: string, actor: ActivityActor): Promise<MemberView>;
  /** Active again; 404. */
  unblockMember(id: string, actor: ActivityActor): Promise<MemberView>;
  /** 404; 409 MEMBER_HAS_LOANS while they have loans out or holds ready. Past loans anonymised, account deleted. */
  deleteMember(id: string, actor: ActivityActor): Promise<void>;
  /** A new invitation to sign in (an account with no role); 404, 409 LIBRARY_OPEN, MEMBER_NO_EMAIL, DUPLICATE_EMAIL. */
  inviteMember(id: string, actor: ActivityActor): Promise<MemberInvitation>;
  /** The card keys among `keys` that members have (an import's duplicates). */
  memberCardKeysTaken(keys: readonly string[]): Promise<Set<string>>;
  /** The email keys among `keys` that members have (an import's duplicates). */
  memberEmailKeysTaken(keys: readonly string[]): Promise<Set<string>>;
  /**
   * Inserts the members in one transaction, all or nothing, with the import's entry in the log (how
   * many, and `counts` of the file's rows); their rows in `list`'s order. 409 DUPLICATE_CARD or
   * DUPLICATE_EMAIL, with nothing inserted, when one was taken meanwhile.
   */
  importMembers(list: readonly q.NewMember[], actor: ActivityActor, counts: MemberImportCounts): Promise<MemberRow[]>;
}

export interface MembersDependencies {
  accounts: AccountsService;
  sessions: SessionsService;
  settings: SettingsService;
  /** The library's day (YYYY-MM-DD): which loans are overdue. */
  today: () => string;
}

/** Throws DUPLICATE_CARD or DUPLICATE_EMAIL for a unique violation of a member's keys, else `err` as it is. */
export function memberConflictOr(err: unknown): never {
  if (isUniqueViolation(err, q.CARD_KEY_CONSTRAINT)) throw duplicateCard();
  if (isUniqueViolation(err, q.MEMBER_EMAIL_KEY_CONSTRAINT)) throw duplicateMemberEmail();
  throw err;
}

/** A new card number: crypto-random digits (generateCardNumber of the contract). */
export function newCardNumber(): string {
  return generateCardNumber(() => crypto.randomInt(0, 10));
}

/** Times a generated card number is drawn again when it is taken (1 in 10^9 per member, each time). */
const CARD_DRAWS = 5;

/** The log's entry of a change to a member: named by card number, never by name. */
function memberEntry(
  action: ActivityInput['action'],
  member: Pick<MemberRow, 'id' | 'cardNumber'>,
  details?: ActivityInput['details'],
): ActivityInput {
  return {
    action,
    target: { kind: 'member', id: member.id, label: member.cardNumber },
    memberId: member.id,
    ...(details && { details }),
  };
}

function found<T>(row: T | undefined): T {
  if (row === undefined) throw memberNotFound();
  return row;
}

/** A snapshot read: one transaction, repeatable read, read only. */
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export function membersService(
  db: Db,
  retry: Retry,
  { accounts, sessions, settings, today }: MembersDependencies,
): MembersService {
  /** The details of members, with loansLeft under the rules of now. */
  const views = async (details: q.MemberDetail[], handle: Executor = db): Promise<MemberView[]> => {
    if (details.length === 0) return [];
    const rules = await settings.loanRules(handle);
    return details.map((d) => ({ ...d, loansLeft: loansLeft(d.copiesOut, rules) }));
  };

  const view = async (id: string, handle: Executor = db): Promise<MemberView> => {
    const member = (await views([found(await q.memberDetail(handle, id, today()))], handle)).at(0);
    return found(member);
  };

  const memberByCardOrId: MembersService['memberByCardOrId'] = (ref, handle = db, { lock = false } = {}) =>
    isBookId(ref) ? q.memberById(handle, ref.toLowerCase(), lock) : q.memberByCard(handle, ref, lock);

  /** A change to one member in its own transaction (retried once on a lost race); the member after it. */
  const change = async (work: (tx: Tx) => Promise<MemberRow | undefined>): Promise<MemberView> => {
    const row = found(await retry(() => db.transaction(work)).catch(memberConflictOr));
    return view(row.id);
  };

  return {
    listMembers: (query) =>
      db.transaction(async (tx) => {
        const page = await q.listMembers(tx, query, today());
        return { members: await views(page.members, tx), total: page.total };
      }, SNAPSHOT),

    getMember: (id) => view(id),

    getMemberByCard: async (card) => view(found(await q.memberByCard(db, card)).id),

    memberByCardOrId,

    memberOfAccount: (accountId, handle = db) => q.memberByAccount(handle, accountId),

    memberCopiesOut: (memberId, handle = db) => q.copiesOut(handle, memberId),
    lockMembersByCardOrId: async (refs, tx) => {
      const ids = refs.filter((ref) => isBookId(ref)).map((ref) => ref.toLowerCase());
      const keys = refs.filter((ref) => !isBookId(ref)).map((ref) => cardKey(ref));
      const rows = await q.lockMembers(tx, ids, keys);
      return refs.map((ref) =>
        isBookId(ref)
          ? rows.find((row) => row.id === ref.toLowerCase())
          : rows.find((row) => row.cardKey === cardKey(ref)),
      );
    },

    createMember: async (input, actor) => {
      for (let draw = 1; ; draw += 1) {
        const cardNumber = input.cardNumber ?? newCardNumber();
        try {
          const row = await retry(() =>
            db.transaction(async (tx) => {
              const inserted = await q.insertMembers(tx, [
                {
                  cardNumber,
                  name: input.name,
                  email: input.email,
                  phone: input.phone,
                  notes: input.notes,
                  keepHistory: input.keepHistory ?? false,
                },
              ]);
              const member = inserted.at(0);
              if (member === undefined) throw new Error('insertMembers gave no member');
              await recordActivity(tx, actor, memberEntry('member.created', member));
              return member;
            }),
          );
          return await view(row.id);
        } catch (err: unknown) {
          // A generated card number that another member has: draw another (the email is not the cause).
          const cardTaken =
            isUniqueViolation(err, q.CARD_KEY_CONSTRAINT) && !isUniqueViolation(err, q.MEMBER_EMAIL_KEY_CONSTRAINT);
          if (input.cardNumber === undefined && cardTaken && draw < CARD_DRAWS) continue;
          memberConflictOr(err);
        }
      }
    },

    updateMember: (id, patch, actor) =>
      change(async (tx) => {
        const before = await q.memberById(tx, id, true);
        if (before === undefined) return undefined;
        const fields = Object.keys(patch);
        if (fields.length === 0) return before;
        const after = await q.updateMember(tx, id, patch);
        if (after === undefined) return undefined;
        // Their account signs in with their email and greets them by name: it follows both.
        if (after.accountId !== null && (after.email !== before.email || after.name !== before.name)) {
          await accounts.renameAccount(
            after.accountId,
            { ...(after.email === null ? {} : { email: after.email }), name: after.name },
            tx,
          );
        }
        // The field names only: the log holds no personal data beyond the card number.
        await recordActivity(tx, actor, memberEntry('member.updated', after, { fields }));
        return after;
      }),

    blockMember: (id, reason, actor) =>
      change(async (tx) => {
        const member = await q.setBlocked(tx, id, reason);
        if (member !== undefined) await recordActivity(tx, actor, memberEntry('member.blocked', member));
        return member;
      }),

    unblockMember: (id, actor) =>
      change(async (tx) => {
        const before = await q.memberById(tx, id, true);
        // Unblocking an active member changes nothing: nothing to write down.
        if (before === undefined || before.status === 'active') return before;
        const member = await q.setBlocked(tx, id, null);
        if (member !== undefined) await recordActivity(tx, actor, memberEntry('member.unblocked', member));
        return member;
      }),

    deleteMember: async (id, actor) => {
      await retry(() =>
        db.transaction(async (tx) => {
          // Locked first: a borrow for them (which locks them too) waits, or went first and is seen.
          const member = found(await q.memberById(tx, id, true));
          if (await q.hasLoansOrReadyHolds(tx, id)) throw memberHasLoans();
          const anonymised = await q.anonymiseLoans(tx, id);
          await q.deleteMember(tx, id);
          if (member.accountId !== null) await accounts.deleteAccount(member.accountId, tx);
          await recordActivity(tx, actor, memberEntry('member.deleted', member, { anonymisedLoans: anonymised }));
          // The log forgets them too (this entry included): the actions stay, not who.
          await forgetMemberInLog(tx, member);
        }),
      );
    },

    inviteMember: async (id, actor) => {
      const invitation = accounts.newInvitation();
      // Before the transaction: libraryIsOpen reads on the database handle (PGlite would wait on it inside).
      const open = await accounts.libraryIsOpen();
      const row = await retry(() =>
        db.transaction(async (tx) => {
          const member = found(await q.memberById(tx, id, true));
          if (open) throw libraryOpen();
          if (member.email === null) throw memberNoEmail();
          const person = { email: member.email, name: member.name };
          if (member.accountId === null) {
            const account = await accounts.createAccount({ ...person, role: null, invitation: invitation.stored }, tx);
            await q.linkAccount(tx, id, account.id);
          } else {
            // A new link for an account they have: its password, passkeys and sessions end.
            if ((await accounts.reinviteAccount(member.accountId, person, invitation.stored, tx)) === undefined) {
              throw new Error('a member is linked to an account that does not exist');
            }
            await sessions.endSessionsOf(member.accountId, tx);
          }
          await recordActivity(tx, actor, memberEntry('member.invited', member));
          return member;
        }),
      );
      return { member: await view(row.id), token: invitation.token, expiresAt: invitation.stored.expiresAt };
    },

    memberCardKeysTaken: (keys) => q.cardKeysTaken(db, keys),
    memberEmailKeysTaken: (keys) => q.emailKeysTaken(db, keys),

    importMembers: (list, actor, counts) =>
      retry(() =>
        db.transaction(async (tx) => {
          const inserted = await q.insertMembers(tx, list);
          await recordActivity(tx, actor, {
            action: 'members.imported',
            details: { imported: inserted.length, ...counts },
          });
          return inserted;
        }),
      ).catch(memberConflictOr),
  };
}
