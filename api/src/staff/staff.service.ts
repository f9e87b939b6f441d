/**
 * Staff accounts' rules: a new account is invited (no password; a one-time token, stored only as
 * its hash, valid INVITATION_DAYS), an email is one account's (409 DUPLICATE_EMAIL), the last
 * active admin is never demoted, disabled or reset (409 LAST_ADMIN, decided under row locks so two
 * concurrent changes cannot both pass), disabling or resetting an account ends its sessions at
 * once; a reset also revokes the API tokens the account made (the account may be in the wrong hands,
 * and whoever had it may have made them), while disabling only stops them until it is enabled again
 * (the sessions' service refuses a token whose maker is disabled). Each change is written in the
 * activity log in its own transaction. Accounts are listed and
 * added by the accounts' service, sessions ended by the sessions' service, on this transaction.
 */
import { recordActivity, type ActivityActor } from '../activity/activity.service';
import type { AccountsService, StaffRow } from '../accounts/accounts.service';
import { type CreateStaffInput, type StaffRole, type StaffStatus, type UpdateStaffInput } from '../contract';
import type { Db, Tx } from '../db/handles';
import type { Retry } from '../db/pg-errors';
import type { AccountRow } from '../db/schema';
import { lastAdmin, staffNotFound } from '../errors';
import type { SessionsService } from '../sessions/sessions.service';
import type { TokensService } from '../tokens/tokens.service';
import * as q from './staff.queries';

export type { StaffRow } from '../accounts/accounts.service';

/** Disabled, else invited until a password is set, else active. */
export function staffStatusOf(row: Pick<AccountRow, 'disabledAt' | 'passwordHash'>): StaffStatus {
  if (row.disabledAt !== null) return 'disabled';
  return row.passwordHash === null ? 'invited' : 'active';
}

/** A new invitation: the account, its one-time token (shown once), and when it ends. */
export interface StaffInvitation {
  account: StaffRow;
  token: string;
  expiresAt: Date;
}

export interface StaffService {
  /** The staff accounts, admins first, then by name. */
  listStaffAccounts(): Promise<StaffRow[]>;
  /** A new invited account; 409 DUPLICATE_EMAIL when an account has this email (emailKey). */
  createStaffAccount(input: CreateStaffInput, actor: ActivityActor): Promise<StaffInvitation>;
  /** The account with its new role and/or status; 404 NOT_FOUND; 409 LAST_ADMIN. Disabling ends its sessions. */
  updateStaffAccount(id: string, change: UpdateStaffInput, actor: ActivityActor): Promise<StaffRow>;
  /** A new invitation for the account: its password cleared, its sessions, passkeys and API tokens ended; 404, 409 LAST_ADMIN. */
  resetStaffAccount(id: string, actor: ActivityActor): Promise<StaffInvitation>;
  /** A staff account with its password (the staff command); 409 DUPLICATE_EMAIL, VALIDATION_FAILED. */
  addStaffAccount(input: CreateStaffInput & { password: string }, actor: ActivityActor): Promise<StaffRow>;
  /** A new password for an account (the staff command), its sessions ended; how many; 404 NOT_FOUND. */
  setStaffPassword(id: string, password: string, actor: ActivityActor): Promise<number>;
}

export interface StaffDependencies {
  accounts: AccountsService;
  sessions: SessionsService;
  tokens: Pick<TokensService, 'revokeTokensOf'>;
}

/** The log's target of a change to an account: named by its email. */
const accountTarget = (row: AccountRow) => ({ kind: 'account', id: row.id, label: row.email });

/**
 * Locks the active admins, then the account (see lockActiveAdmins), and refuses with LAST_ADMIN a
 * change after which the account, an active admin now, would not be one (`staysActiveAdmin`) while
 * no other active admin exists.
 */
async function lockForChange(tx: Tx, id: string, staysActiveAdmin: (row: StaffRow) => boolean): Promise<StaffRow> {
  const admins = await q.lockActiveAdmins(tx);
  const row = await q.lockStaff(tx, id);
  if (row === undefined) throw staffNotFound();
  if (q.isActiveAdmin(row) && !staysActiveAdmin(row) && !admins.some((admin) => admin !== id)) throw lastAdmin();
  return row;
}

function found<Row>(row: Row | undefined): Row {
  if (row === undefined) throw staffNotFound();
  return row;
}

function invitation(account: StaffRow, token: string): StaffInvitation {
  if (account.invitationExpiresAt === null) throw new Error('an invited account has no invitation end');
  return { account, token, expiresAt: account.invitationExpiresAt };
}

/** The account as a staff row: it was made or found with a role. */
function staffRow(row: AccountRow, role: StaffRole): StaffRow {
  return { ...row, role: row.role ?? role };
}

export function staffService(db: Db, retry: Retry, { accounts, sessions, tokens }: StaffDependencies): StaffService {
  /** A new invitation (the accounts' machinery: a one-time token, its hash stored, INVITATION_DAYS long). */
  const newInvitation = () => accounts.newInvitation();

  /** Adds an account (invited, or with its password) and logs it, in one transaction. */
  const add = (
    input: CreateStaffInput,
    secret: { invitation: { hash: string; expiresAt: Date } } | { password: string },
    actor: ActivityActor,
  ) =>
    retry(() =>
      db.transaction(async (tx) => {
        const row = await accounts.createAccount({ ...input, ...secret }, tx);
        const account = staffRow(row, input.role);
        await recordActivity(tx, actor, {
          action: 'staff.created',
          target: accountTarget(account),
          details: { role: account.role },
        });
        return account;
      }),
    );

  return {
    listStaffAccounts: () => accounts.listStaff(),

    createStaffAccount: async (input, actor) => {
      const { token, stored } = newInvitation();
      return invitation(await add(input, { invitation: stored }, actor), token);
    },

    addStaffAccount: ({ password, ...input }, actor) => add(input, { password }, actor),

    setStaffPassword: (id, password, actor) =>
      retry(() =>
        db.transaction(async (tx) => {
          const account = found(await accounts.setPassword(id, password, 'password', tx));
          const ended = await sessions.endSessionsOf(id, tx);
          await recordActivity(tx, actor, { action: 'staff.reset', target: accountTarget(account) });
          return ended;
        }),
      ),

    updateStaffAccount: (id, change, actor) =>
      retry(() =>
        db.transaction(async (tx) => {
          const before = await lockForChange(tx, id, (row) =>
            q.isActiveAdmin({
              ...row,
              role: change.role ?? row.role,
              disabledAt:
                change.status === undefined ? row.disabledAt : change.status === 'disabled' ? new Date() : null,
            }),
          );
          const role = change.role !== undefined && change.role !== before.role ? change.role : undefined;
          const disabled =
            change.status !== undefined && (change.status === 'disabled') !== (before.disabledAt !== null)
              ? change.status === 'disabled'
              : undefined;
          if (role === undefined && disabled === undefined) return before;
          const after = found(await q.updateStaff(tx, id, { role, disabled }));
          if (disabled === true) await sessions.endSessionsOf(id, tx);
          await recordActivity(tx, actor, {
            action: 'staff.updated',
            target: accountTarget(after),
            details: {
              ...(role === undefined ? {} : { role }),
              ...(disabled === undefined ? {} : { status: disabled ? 'disabled' : 'active' }),
            },
          });
          return after;
        }),
      ),

    resetStaffAccount: (id, actor) => {
      const { token, stored } = newInvitation();
      return retry(() =>
        db.transaction(async (tx) => {
          // A reset clears the password: the account is invited, no longer an active admin.
          await lockForChange(tx, id, () => false);
          const account = found(await q.reinvite(tx, id, stored));
          await sessions.endSessionsOf(id, tx);
          await q.removePasskeys(tx, id);
          await tokens.revokeTokensOf(id, actor, tx);
          await recordActivity(tx, actor, { action: 'staff.reset', target: accountTarget(account) });
          return invitation(account, token);
        }),
      );
    },
  };
}
