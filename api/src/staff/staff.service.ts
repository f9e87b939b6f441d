/**
 * Staff accounts' rules: a new account is invited (no password; a one-time token, stored only as
 * its hash, valid INVITATION_DAYS), an email is one account's (409 DUPLICATE_EMAIL), the last
 * active admin is never demoted, disabled or reset (409 LAST_ADMIN, decided under row locks so two
 * concurrent changes cannot both pass), disabling or resetting an account ends its sessions at
 * once. Each change is written in the activity log in its own transaction.
 */
import { recordActivity, type ActivityActor } from '../activity/activity.service';
import { hashSecret, randomSecret } from '../access/secrets';
import { emailKey, type CreateStaffInput, type UpdateStaffInput } from '../contract';
import type { Db, Tx } from '../db/handles';
import { isUniqueViolation, type Retry } from '../db/pg-errors';
import { duplicateEmail, lastAdmin, staffNotFound } from '../errors';
import * as q from './staff.queries';

export type { StaffRow } from './staff.queries';

/** A new invitation: the account, its one-time token (shown once), and when it ends. */
export interface StaffInvitation {
  account: q.StaffRow;
  token: string;
  expiresAt: Date;
}

export interface StaffService {
  /** The staff accounts, admins first, then by name. */
  listStaffAccounts(): Promise<q.StaffRow[]>;
  /** A new invited account; 409 DUPLICATE_EMAIL when an account has this email (emailKey). */
  createStaffAccount(input: CreateStaffInput, actor: ActivityActor): Promise<StaffInvitation>;
  /** The account with its new role and/or status; 404 NOT_FOUND; 409 LAST_ADMIN. Disabling ends its sessions. */
  updateStaffAccount(id: string, change: UpdateStaffInput, actor: ActivityActor): Promise<q.StaffRow>;
  /** A new invitation for the account: its password cleared, its sessions and passkeys ended; 404, 409 LAST_ADMIN. */
  resetStaffAccount(id: string, actor: ActivityActor): Promise<StaffInvitation>;
}

/** The log's target of a change to an account: named by its email. */
const accountTarget = (row: q.StaffRow) => ({ kind: 'account', id: row.id, label: row.email });

/**
 * Locks the active admins, then the account (see lockActiveAdmins), and refuses with LAST_ADMIN a
 * change after which the account, an active admin now, would not be one (`staysActiveAdmin`) while
 * no other active admin exists.
 */
async function lockForChange(tx: Tx, id: string, staysActiveAdmin: (row: q.StaffRow) => boolean): Promise<q.StaffRow> {
  const admins = await q.lockActiveAdmins(tx);
  const row = await q.lockStaff(tx, id);
  if (row === undefined) throw staffNotFound();
  if (q.isActiveAdmin(row) && !staysActiveAdmin(row) && !admins.some((admin) => admin !== id)) throw lastAdmin();
  return row;
}

function found(row: q.StaffRow | undefined): q.StaffRow {
  if (row === undefined) throw staffNotFound();
  return row;
}

function duplicateEmailOr(err: unknown): never {
  if (isUniqueViolation(err, q.EMAIL_KEY_CONSTRAINT)) throw duplicateEmail();
  throw err;
}

function invitation(account: q.StaffRow, token: string): StaffInvitation {
  if (account.invitationExpiresAt === null) throw new Error('an invited account has no invitation end');
  return { account, token, expiresAt: account.invitationExpiresAt };
}

export function staffService(db: Db, retry: Retry): StaffService {
  return {
    listStaffAccounts: () => q.listStaff(db),

    createStaffAccount: (input, actor) => {
      const token = randomSecret();
      return retry(() =>
        db.transaction(async (tx) => {
          const account = await q.insertInvited(tx, {
            email: input.email,
            emailKey: emailKey(input.email),
            name: input.name,
            role: input.role,
            invitationHash: hashSecret(token),
          });
          await recordActivity(tx, actor, {
            action: 'staff.created',
            target: accountTarget(account),
            details: { role: account.role },
          });
          return invitation(account, token);
        }),
      ).catch(duplicateEmailOr);
    },

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
          if (disabled === true) await q.endSessions(tx, id);
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
      const token = randomSecret();
      return retry(() =>
        db.transaction(async (tx) => {
          // A reset clears the password: the account is invited, no longer an active admin.
          await lockForChange(tx, id, () => false);
          const account = found(await q.reinvite(tx, id, hashSecret(token)));
          await q.endSessions(tx, id);
          await q.removePasskeys(tx, id);
          await recordActivity(tx, actor, { action: 'staff.reset', target: accountTarget(account) });
          return invitation(account, token);
        }),
      );
    },
  };
}
