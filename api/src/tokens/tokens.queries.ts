/**
 * API tokens' rows in and out (drizzle): the list with each creator's name, a new token (its
 * secret's hash only), and its revocation. Nothing here knows HTTP.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '../contract';
import type { Executor } from '../db/handles';
import { accounts, apiTokens, type ApiTokenRow } from '../db/schema';

/** A token and the name of the account that created it (null when gone, or not an account). */
export type TokenRow = Omit<ApiTokenRow, 'tokenHash'> & { creatorName: string | null };

/** The columns read of a token: never its hash. */
const TOKEN_COLUMNS = {
  id: apiTokens.id,
  name: apiTokens.name,
  role: apiTokens.role,
  createdBy: apiTokens.createdBy,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
  creatorName: accounts.name,
};

/** Every token, newest first (revoked ones too), or the one of `id`. */
function tokens(exec: Executor, id?: string): Promise<TokenRow[]> {
  return exec
    .select(TOKEN_COLUMNS)
    .from(apiTokens)
    .leftJoin(accounts, eq(accounts.id, apiTokens.createdBy))
    .where(id === undefined ? undefined : eq(apiTokens.id, id))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

export function listTokens(exec: Executor): Promise<TokenRow[]> {
  return tokens(exec);
}

export async function getToken(exec: Executor, id: string): Promise<TokenRow | undefined> {
  return (await tokens(exec, id)).at(0);
}

/** A new token: its name, role, creator (an account id, or null) and the hash of its secret. */
export async function insertToken(
  exec: Executor,
  fields: { name: string; role: StaffRole; createdBy: string | null; tokenHash: string },
): Promise<string> {
  const row = (await exec.insert(apiTokens).values(fields).returning({ id: apiTokens.id })).at(0);
  if (row === undefined) throw new Error('INSERT … RETURNING of a token gave no row');
  return row.id;
}

/** Revokes a token that is not revoked yet; false when there is no such token or it already was. */
export async function revokeToken(exec: Executor, id: string): Promise<boolean> {
  const rows = await exec
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}
