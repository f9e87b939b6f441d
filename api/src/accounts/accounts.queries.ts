/**
 * The accounts' rows in and out (drizzle): nothing here knows HTTP. A write that breaks a constraint
 * throws the database's error as it is; accounts.service decides what that means.
 */
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '../contract/rules';
import { resultRows, type Executor } from '../db/handles';
import { accounts, passkeys, signInFailures, type AccountRow } from '../db/schema';

/** The unique key of the accounts' emails (emailKey of the contract): a violation is a duplicate email. */
export const EMAIL_KEY_CONSTRAINT = 'accounts_email_key';

/** Whether any account has a staff role: the library is protected from then on. */
export async function anyStaff(exec: Executor): Promise<boolean> {
  const rows = resultRows(
    await exec.execute(sql`SELECT EXISTS (SELECT 1 FROM ${accounts} WHERE ${accounts.role} IS NOT NULL) AS "any"`),
  );
  return rows.at(0)?.['any'] === true;
}

export async function accountById(exec: Executor, id: string): Promise<AccountRow | undefined> {
  return (await exec.select().from(accounts).where(eq(accounts.id, id))).at(0);
}

export async function accountByEmailKey(exec: Executor, key: string): Promise<AccountRow | undefined> {
  return (await exec.select().from(accounts).where(eq(accounts.emailKey, key))).at(0);
}

export async function accountByInvitationHash(exec: Executor, hash: string): Promise<AccountRow | undefined> {
  return (await exec.select().from(accounts).where(eq(accounts.invitationHash, hash))).at(0);
}

/** A staff account: an account with a role. */
export type StaffRow = AccountRow & { role: StaffRole };

export const isStaff = (row: AccountRow): row is StaffRow => row.role !== null;

/** STAFF_ROLES' order (most powerful first), for sorting. */
const ROLE_RANK = sql`CASE ${accounts.role} ${sql.raw(STAFF_ROLES.map((role, i) => `WHEN '${role}' THEN ${i}`).join(' '))} END`;

/** The staff accounts, admins first (STAFF_ROLES' order), then by name (case aside). */
export async function listStaff(exec: Executor): Promise<StaffRow[]> {
  const rows = await exec
    .select()
    .from(accounts)
    .where(isNotNull(accounts.role))
    .orderBy(ROLE_RANK, sql`lower(${accounts.name})`, asc(accounts.id));
  return rows.filter(isStaff);
}

export interface NewAccount {
  email: string;
  emailKey: string;
  name: string;
  role: StaffRole | null;
  passwordHash: string | null;
  invitationHash?: string | null;
  invitationExpiresAt?: Date | null;
  at: Date;
}

export async function insertAccount(exec: Executor, account: NewAccount): Promise<AccountRow> {
  const { at, ...fields } = account;
  const row = (
    await exec
      .insert(accounts)
      .values({ ...fields, createdAt: at, updatedAt: at })
      .returning()
  ).at(0);
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export type AccountChange = Partial<
  Pick<
    AccountRow,
    | 'name'
    | 'email'
    | 'emailKey'
    | 'role'
    | 'passwordHash'
    | 'disabledAt'
    | 'lastSignInAt'
    | 'invitationHash'
    | 'invitationExpiresAt'
    | 'passwordLockedAt'
  >
>;

/** The account as changed, or undefined when there is none with this id. */
export async function updateAccount(
  exec: Executor,
  id: string,
  change: AccountChange,
  at: Date,
): Promise<AccountRow | undefined> {
  return (
    await exec
      .update(accounts)
      .set({ ...change, updatedAt: at })
      .where(eq(accounts.id, id))
      .returning()
  ).at(0);
}

/** Deletes an account (its sessions and passkeys go with it: ON DELETE CASCADE); whether there was one. */
export async function deleteAccount(exec: Executor, id: string): Promise<boolean> {
  return (await exec.delete(accounts).where(eq(accounts.id, id)).returning({ id: accounts.id })).length > 0;
}

/** Removes every passkey of an account (a reset: only the new invitation lets its owner in). */
export async function removePasskeys(exec: Executor, accountId: string): Promise<void> {
  await exec.delete(passkeys).where(eq(passkeys.accountId, accountId));
}

/**
 * Sets the password of an invited account and uses its invitation up, when the invitation is this
 * hash and still valid at `at`: the account as changed, or undefined for every caller but the one
 * that used it (one UPDATE: two acceptances at once cannot both pass).
 */
export async function useInvitation(
  exec: Executor,
  id: string,
  invitationHash: string,
  passwordHash: string,
  at: Date,
): Promise<AccountRow | undefined> {
  return (
    await exec
      .update(accounts)
      .set({ passwordHash, invitationHash: null, invitationExpiresAt: null, passwordLockedAt: null, updatedAt: at })
      .where(
        and(
          eq(accounts.id, id),
          eq(accounts.invitationHash, invitationHash),
          gt(accounts.invitationExpiresAt, at),
          sql`${accounts.disabledAt} IS NULL`,
        ),
      )
      .returning()
  ).at(0);
}

/** Forgets the settled password failures of one email key (a successful sign-in, a new password). */
export async function forgetPasswordFailures(exec: Executor, emailKey: string): Promise<void> {
  await exec
    .delete(signInFailures)
    .where(
      and(
        eq(signInFailures.emailKey, emailKey),
        eq(signInFailures.kind, 'password'),
        eq(signInFailures.pending, false),
      ),
    );
}
