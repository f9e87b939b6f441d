/**
 * Sessions, API tokens as bearers, failed sign-ins and the setup code, rows in and out (drizzle):
 * nothing here knows HTTP. Every time is given by the caller (the service's clock), never the
 * database's `now()`, so that tests can move time.
 */
import { and, asc, desc, eq, gt, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { SignInKind } from '../contract/rules';
import { resultRows, type Executor, type Tx } from '../db/handles';
import {
  accounts,
  apiTokens,
  members,
  sessions,
  signInFailures,
  storeMeta,
  type AccountRow,
  type ApiTokenRow,
  type SessionRow,
} from '../db/schema';

export interface NewSession {
  accountId: string;
  tokenHash: string;
  at: Date;
  expiresAt: Date;
  address: string | null;
  userAgent: string | null;
}

export async function insertSession(exec: Executor, session: NewSession): Promise<SessionRow> {
  const { at, ...fields } = session;
  const row = (
    await exec
      .insert(sessions)
      .values({ ...fields, createdAt: at, lastSeenAt: at })
      .returning()
  ).at(0);
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** The session of a token hash, its account, and the id of the member linked to the account (or null). */
export async function sessionByTokenHash(
  exec: Executor,
  tokenHash: string,
): Promise<{ session: SessionRow; account: AccountRow; memberId: string | null } | undefined> {
  return (
    await exec
      .select({ session: sessions, account: accounts, memberId: members.id })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .leftJoin(members, eq(members.accountId, accounts.id))
      .where(eq(sessions.tokenHash, tokenHash))
  ).at(0);
}

/** The member linked to an account, as the signed-in person's answers show them; undefined for none. */
export async function memberOfAccount(
  exec: Executor,
  accountId: string,
): Promise<{ id: string; cardNumber: string; name: string } | undefined> {
  return (
    await exec
      .select({ id: members.id, cardNumber: members.cardNumber, name: members.name })
      .from(members)
      .where(eq(members.accountId, accountId))
  ).at(0);
}

/** Marks the session used at `at`, when it was last marked before `before` (at most once a minute). */
export async function touchSession(exec: Executor, id: string, at: Date, before: Date): Promise<void> {
  await exec
    .update(sessions)
    .set({ lastSeenAt: at })
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, before)));
}

/** The account's sessions that have not ended (absolute expiry after `at`, used since `idleSince`), newest first. */
export function liveSessionsOf(exec: Executor, accountId: string, at: Date, idleSince: Date): Promise<SessionRow[]> {
  return exec
    .select()
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), gt(sessions.expiresAt, at), gt(sessions.lastSeenAt, idleSince)))
    .orderBy(desc(sessions.lastSeenAt), asc(sessions.id));
}

/** Deletes one session; whether there was one. */
export async function deleteSession(exec: Executor, id: string): Promise<boolean> {
  return (await exec.delete(sessions).where(eq(sessions.id, id)).returning({ id: sessions.id })).length > 0;
}

/** Deletes the account's sessions but `keep`; how many. */
export async function deleteSessionsOf(exec: Executor, accountId: string, keep?: string): Promise<number> {
  const condition =
    keep === undefined
      ? eq(sessions.accountId, accountId)
      : and(eq(sessions.accountId, accountId), ne(sessions.id, keep));
  return (await exec.delete(sessions).where(condition).returning({ id: sessions.id })).length;
}

/** Deletes the sessions that ended before `at` or idle since before `idleSince` (housekeeping). */
export async function deleteEndedSessions(exec: Executor, at: Date, idleSince: Date): Promise<void> {
  await exec.delete(sessions).where(sql`${sessions.expiresAt} <= ${at} OR ${sessions.lastSeenAt} <= ${idleSince}`);
}

/** An API token and the account that made it, as it is now (null when there is none: gone, or made by a token). */
export type LiveApiToken = ApiTokenRow & {
  creator: { role: AccountRow['role']; disabled: boolean } | null;
};

/** The API token of a hash that is not revoked, with its creator's current role and whether they are disabled. */
export async function liveApiTokenByHash(exec: Executor, tokenHash: string): Promise<LiveApiToken | undefined> {
  const row = (
    await exec
      .select({ token: apiTokens, creatorId: accounts.id, creatorRole: accounts.role, disabledAt: accounts.disabledAt })
      .from(apiTokens)
      .leftJoin(accounts, eq(accounts.id, apiTokens.createdBy))
      .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)))
  ).at(0);
  if (row === undefined) return undefined;
  const creator = row.creatorId === null ? null : { role: row.creatorRole, disabled: row.disabledAt !== null };
  return { ...row.token, creator };
}

/** Marks the token used at `at`, when it was last marked before `before` (or never). */
export async function touchApiToken(exec: Executor, id: string, at: Date, before: Date): Promise<void> {
  await exec
    .update(apiTokens)
    .set({ lastUsedAt: at })
    .where(and(eq(apiTokens.id, id), sql`(${apiTokens.lastUsedAt} IS NULL OR ${apiTokens.lastUsedAt} < ${before})`));
}

/** Whose attempts a count is about: an email key, an address, or both (the pair), of one kind. */
export interface AttemptsOf {
  kind: SignInKind;
  emailKey?: string | null;
  address?: string | null;
}

function attemptsOf(by: AttemptsOf): SQL | undefined {
  return and(
    eq(signInFailures.kind, by.kind),
    by.emailKey === undefined
      ? undefined
      : by.emailKey === null
        ? isNull(signInFailures.emailKey)
        : eq(signInFailures.emailKey, by.emailKey),
    by.address === undefined
      ? undefined
      : by.address === null
        ? isNull(signInFailures.address)
        : eq(signInFailures.address, by.address),
  );
}

/**
 * Holds, until the transaction ends, the locks of these keys (an email's attempts, an address's),
 * taken in the order given, so that two api processes reserving attempts for them count one after
 * the other.
 */
export async function lockAttemptsOf(tx: Tx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const locks = sql.join(
    keys.map((key) => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`),
    sql`, `,
  );
  await tx.execute(sql`SELECT ${locks}`);
}

/** The attempts of one email, one address and their pair since `since` (the email's also since `lockSince`), with the latest. */
export interface AttemptCounts {
  pair: number;
  email: number;
  emailLatest: Date | null;
  emailSinceLock: number;
  address: number;
  addressLatest: Date | null;
}

const when = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string | Date);

/** Counts the attempts of kind `kind` (reserved or failed) of the email, the address and their pair, in one statement. */
export async function attemptCounts(
  exec: Executor,
  by: { kind: SignInKind; emailKey: string | null; address: string | null },
  since: Date,
  lockSince: Date,
): Promise<AttemptCounts> {
  const f = signInFailures;
  const ofEmail = by.emailKey === null ? sql`false` : sql`${f.emailKey} = ${by.emailKey}`;
  const ofAddress = by.address === null ? sql`false` : sql`${f.address} = ${by.address}`;
  const recent = sql`${f.at} > ${since}`;
  const rows = resultRows(
    await exec.execute(sql`
      SELECT
        count(*) FILTER (WHERE ${ofEmail} AND ${ofAddress} AND ${recent}) AS pair,
        count(*) FILTER (WHERE ${ofEmail} AND ${recent}) AS email,
        max(${f.at}) FILTER (WHERE ${ofEmail} AND ${recent}) AS email_latest,
        count(*) FILTER (WHERE ${ofEmail}) AS email_since_lock,
        count(*) FILTER (WHERE ${ofAddress} AND ${recent}) AS address,
        max(${f.at}) FILTER (WHERE ${ofAddress} AND ${recent}) AS address_latest
      FROM ${f}
      WHERE ${f.kind} = ${by.kind} AND ${f.at} > ${lockSince} AND (${ofEmail} OR ${ofAddress})`),
  );
  const row = rows.at(0) ?? {};
  return {
    pair: Number(row['pair'] ?? 0),
    email: Number(row['email'] ?? 0),
    emailLatest: when(row['email_latest']),
    emailSinceLock: Number(row['email_since_lock'] ?? 0),
    address: Number(row['address'] ?? 0),
    addressLatest: when(row['address_latest']),
  };
}

/** The times of the attempts since `since` (reserved or failed), oldest first (the latest `limit` of them). */
export async function failuresSince(exec: Executor, by: AttemptsOf, since: Date, limit: number): Promise<Date[]> {
  const rows = await exec
    .select({ at: signInFailures.at })
    .from(signInFailures)
    .where(and(attemptsOf(by), gt(signInFailures.at, since)))
    .orderBy(desc(signInFailures.at))
    .limit(limit);
  return rows.map((row) => row.at).reverse();
}

/** Whether the account has a session started from `address` (its person's own) within its absolute expiry at `at`. */
export async function hasSessionFrom(exec: Executor, accountId: string, address: string, at: Date): Promise<boolean> {
  const rows = await exec
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), eq(sessions.address, address), gt(sessions.expiresAt, at)))
    .limit(1);
  return rows.length > 0;
}

/** Reserves an attempt (a pending row, counted as a failure until it is settled); its id. */
export async function insertAttempt(
  exec: Executor,
  attempt: { kind: SignInKind; emailKey: string | null; address: string | null; at: Date },
): Promise<string> {
  const row = (
    await exec
      .insert(signInFailures)
      .values({ ...attempt, pending: true })
      .returning({ id: signInFailures.id })
  ).at(0);
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row.id;
}

/** A reserved attempt failed: it stays, as the failure; and forgets the attempts older than `forgetBefore`. */
export async function settleAsFailure(exec: Executor, id: string, forgetBefore: Date): Promise<void> {
  await exec.update(signInFailures).set({ pending: false }).where(eq(signInFailures.id, id));
  await exec.delete(signInFailures).where(lt(signInFailures.at, forgetBefore));
}

/** Forgets the settled password failures of one email from one address (after its successful sign-in there). */
export async function forgetPairFailures(exec: Executor, emailKey: string, address: string | null): Promise<void> {
  await exec
    .delete(signInFailures)
    .where(and(attemptsOf({ kind: 'password', emailKey, address }), eq(signInFailures.pending, false)));
}

/** Removes one reserved attempt (it succeeded, or was never checked). */
export async function deleteAttempt(exec: Executor, id: string): Promise<void> {
  await exec.delete(signInFailures).where(eq(signInFailures.id, id));
}

/** The key in store_meta of the setup code's hash. */
const SETUP_CODE = 'setup_code_hash';

export async function setSetupCodeHash(exec: Executor, hash: string, at: Date): Promise<void> {
  await exec
    .insert(storeMeta)
    .values({ key: SETUP_CODE, value: hash, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: storeMeta.key, set: { value: hash, updatedAt: at } });
}

export async function setupCodeHash(exec: Executor): Promise<string | undefined> {
  return (await exec.select({ value: storeMeta.value }).from(storeMeta).where(eq(storeMeta.key, SETUP_CODE))).at(0)
    ?.value;
}

/** Uses up the setup code of this hash: true for the one caller that did. */
export async function takeSetupCode(exec: Executor, hash: string): Promise<boolean> {
  const taken = await exec
    .delete(storeMeta)
    .where(and(eq(storeMeta.key, SETUP_CODE), eq(storeMeta.value, hash)))
    .returning({ key: storeMeta.key });
  return taken.length > 0;
}

export async function clearSetupCode(exec: Executor): Promise<void> {
  await exec.delete(storeMeta).where(eq(storeMeta.key, SETUP_CODE));
}
