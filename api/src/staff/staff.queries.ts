/**
 * Staff accounts' rows in and out (drizzle): the row locks that keep the last active admin, an
 * account's changes, its new invitation, and the end of its passkeys. Listing, adding accounts
 * and ending sessions are the accounts' and sessions' services' (staff.service uses them).
 */
import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../contract';
import { isStaff, type StaffRow } from '../accounts/accounts.service';
import type { Executor, Tx } from '../db/handles';
import { accounts, passkeys, type AccountRow } from '../db/schema';

/** An admin who can sign in: role ADMIN, not disabled, a password set (not merely invited). */
export function isActiveAdmin(row: Pick<AccountRow, 'role' | 'disabledAt' | 'passwordHash'>): boolean {
  return row.role === 'ADMIN' && row.disabledAt === null && row.passwordHash !== null;
}

const ACTIVE_ADMIN: SQL | undefined = and(
  eq(accounts.role, 'ADMIN'),
  isNull(accounts.disabledAt),
  isNotNull(accounts.passwordHash),
);

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

/** A new invitation for an account (a reset): its password cleared, the invitation's hash and end. */
export async function reinvite(
  tx: Tx,
  id: string,
  invitation: { hash: string; expiresAt: Date },
): Promise<StaffRow | undefined> {
  const row = (
    await tx
      .update(accounts)
      .set({
        passwordHash: null,
        invitationHash: invitation.hash,
        invitationExpiresAt: invitation.expiresAt,
        passwordLockedAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(accounts.id, id))
      .returning()
  ).at(0);
  return row !== undefined && isStaff(row) ? row : undefined;
}

/** Removes every passkey of an account (a reset: only the new invitation lets its owner in). */
export async function removePasskeys(exec: Executor, accountId: string): Promise<void> {
  await exec.delete(passkeys).where(eq(passkeys.accountId, accountId));
}
