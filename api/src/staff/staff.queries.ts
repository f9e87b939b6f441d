/**
 * Staff accounts' rows in and out (drizzle): the list, a new invited account, the row locks that
 * keep the last active admin, an account's changes, its invitation, and the end of its sessions
 * and passkeys. Nothing here knows HTTP: a taken email throws the database's unique violation,
 * staff.service says what it means.
 */
import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { INVITATION_DAYS, STAFF_ROLES, type StaffRole } from '../contract';
import type { Executor, Tx } from '../db/handles';
import { accounts, passkeys, sessions, type AccountRow } from '../db/schema';

/** The unique key of accounts' emails (emailKey of the contract): a violation is a taken email. */
export const EMAIL_KEY_CONSTRAINT = 'accounts_email_key';

/** A staff account: an account with a role. */
export type StaffRow = AccountRow & { role: StaffRole };

const isStaff = (row: AccountRow): row is StaffRow => row.role !== null;

/** An admin who can sign in: role ADMIN, not disabled, a password set (not merely invited). */
export function isActiveAdmin(row: Pick<AccountRow, 'role' | 'disabledAt' | 'passwordHash'>): boolean {
  return row.role === 'ADMIN' && row.disabledAt === null && row.passwordHash !== null;
}

const ACTIVE_ADMIN: SQL | undefined = and(
  eq(accounts.role, 'ADMIN'),
  isNull(accounts.disabledAt),
  isNotNull(accounts.passwordHash),
);

/** STAFF_ROLES' order (most powerful first), for sorting. */
const ROLE_RANK = sql`CASE ${accounts.role} ${sql.raw(STAFF_ROLES.map((role, i) => `WHEN '${role}' THEN ${i}`).join(' '))} END`;

/** The staff accounts, admins first (STAFF_ROLES' order), then by name. */
export async function listStaff(exec: Executor): Promise<StaffRow[]> {
  const rows = await exec
    .select()
    .from(accounts)
    .where(isNotNull(accounts.role))
    .orderBy(ROLE_RANK, sql`lower(${accounts.name})`, asc(accounts.id));
  return rows.filter(isStaff);
}

/** When an invitation made now ends (INVITATION_DAYS from now, by the database's clock). */
const INVITATION_ENDS = sql`now() + make_interval(days => ${INVITATION_DAYS})`;

/** A new account, invited: no password, the invitation's hash, ending INVITATION_DAYS from now. */
export async function insertInvited(
  exec: Executor,
  fields: { email: string; emailKey: string; name: string; role: StaffRole; invitationHash: string },
): Promise<StaffRow> {
  const row = (
    await exec
      .insert(accounts)
      .values({ ...fields, invitationExpiresAt: INVITATION_ENDS })
      .returning()
  ).at(0);
  if (row === undefined || !isStaff(row)) throw new Error('INSERT … RETURNING of an account gave no staff row');
  return row;
}

/**
 * Locks the rows of the active admins (in id order, as every change of staff does, so two changes
 * never wait on each other crosswise) until the transaction ends, and answers their ids. Under READ
 * COMMITTED, a row another transaction demoted meanwhile is re-checked once its lock is released,
 * and left out: two concurrent demotions of the last two admins see each other.
 */
export async function lockActiveAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(ACTIVE_ADMIN)
    .orderBy(asc(accounts.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** A staff account, its row locked until the transaction ends; undefined when there is none. */
export async function lockStaff(tx: Tx, id: string): Promise<StaffRow | undefined> {
  const row = (await tx.select().from(accounts).where(eq(accounts.id, id)).for('update')).at(0);
  return row !== undefined && isStaff(row) ? row : undefined;
}

/** Changes an account's role and/or disabled time. */
export async function updateStaff(
  tx: Tx,
  id: string,
  change: { role?: StaffRole; disabled?: boolean },
): Promise<StaffRow | undefined> {
  const set: PgUpdateSetSource<typeof accounts> = { updatedAt: sql`now()` };
  if (change.role !== undefined) set.role = change.role;
  if (change.disabled !== undefined) set.disabledAt = change.disabled ? sql`now()` : null;
  const row = (await tx.update(accounts).set(set).where(eq(accounts.id, id)).returning()).at(0);
  return row !== undefined && isStaff(row) ? row : undefined;
}

/** A new invitation for an account (a reset): its password cleared, the invitation's hash, ending INVITATION_DAYS from now. */
export async function reinvite(tx: Tx, id: string, invitationHash: string): Promise<StaffRow | undefined> {
  const row = (
    await tx
      .update(accounts)
      .set({ passwordHash: null, invitationHash, invitationExpiresAt: INVITATION_ENDS, updatedAt: sql`now()` })
      .where(eq(accounts.id, id))
      .returning()
  ).at(0);
  return row !== undefined && isStaff(row) ? row : undefined;
}

/** Ends every session of an account (signed out everywhere at once). */
export async function endSessions(exec: Executor, accountId: string): Promise<void> {
  await exec.delete(sessions).where(eq(sessions.accountId, accountId));
}

/** Removes every passkey of an account (a reset: only the new invitation lets its owner in). */
export async function removePasskeys(exec: Executor, accountId: string): Promise<void> {
  await exec.delete(passkeys).where(eq(passkeys.accountId, accountId));
}
