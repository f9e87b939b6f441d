/**
 * The accounts' rows in and out (drizzle): nothing here knows HTTP. A write that breaks a constraint
 * throws the database's error as it is; accounts.service decides what that means.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { StaffRole } from '../contract/rules';
import { resultRows, type Executor } from '../db/handles';
import { accounts, type AccountRow } from '../db/schema';

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

/** Every account: admins first, then librarians, volunteers, people without a role; then by name. */
export function listAccounts(exec: Executor): Promise<AccountRow[]> {
  return exec
    .select()
    .from(accounts)
    .orderBy(
      sql`CASE ${accounts.role} WHEN 'ADMIN' THEN 0 WHEN 'LIBRARIAN' THEN 1 WHEN 'VOLUNTEER' THEN 2 ELSE 3 END`,
      asc(accounts.name),
      asc(accounts.id),
    );
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
    'name' | 'role' | 'passwordHash' | 'disabledAt' | 'lastSignInAt' | 'invitationHash' | 'invitationExpiresAt'
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
