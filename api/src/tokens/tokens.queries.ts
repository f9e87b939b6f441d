/**
 * API tokens' rows in and out (drizzle): the list with each creator's name, a new token (its
 * secret's hash only), and its revocation. Nothing here knows HTTP.
 */
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
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

/** Revokes every live token `accountId` made; the revoked tokens. */
export async function revokeTokensOf(exec: Executor, accountId: string): Promise<{ id: string; name: string }[]> {
  return exec
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.createdBy, accountId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id, name: apiTokens.name });
}

/** How many live (not revoked) tokens each account made; accounts that made none are left out. */
export async function liveTokenCounts(exec: Executor): Promise<Map<string, number>> {
  const rows = await exec
    .select({ accountId: apiTokens.createdBy, tokens: count() })
    .from(apiTokens)
    .where(and(isNull(apiTokens.revokedAt), isNotNull(apiTokens.createdBy)))
    .groupBy(apiTokens.createdBy);
  return new Map(rows.flatMap((row) => (row.accountId === null ? [] : [[row.accountId, row.tokens] as const])));
}
