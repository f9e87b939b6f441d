/**
 * Passkeys and WebAuthn challenges, rows in and out (drizzle): nothing here knows HTTP. Times are
 * given by the caller (the service's clock).
 */
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../db/handles';
import { passkeys, webauthnChallenges, type PasskeyRow } from '../db/schema';

export type ChallengePurpose = 'register' | 'sign-in';

/** Stores a challenge until `expiresAt` (and forgets those that have expired). */
export async function insertChallenge(
  exec: Executor,
  challenge: { challenge: string; purpose: ChallengePurpose; accountId: string | null; expiresAt: Date },
  at: Date,
): Promise<void> {
  await exec.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, at));
  await exec.insert(webauthnChallenges).values(challenge);
}

/**
 * Takes a challenge (deletes it: one use) when it is for `purpose` (and `accountId` for a
 * registration) and has not expired at `at`; whether it was there.
 */
export async function takeChallenge(
  exec: Executor,
  challenge: string,
  purpose: ChallengePurpose,
  accountId: string | null,
  at: Date,
): Promise<boolean> {
  const conditions = [
    eq(webauthnChallenges.challenge, challenge),
    eq(webauthnChallenges.purpose, purpose),
    gt(webauthnChallenges.expiresAt, at),
  ];
  if (accountId !== null) conditions.push(eq(webauthnChallenges.accountId, accountId));
  const taken = await exec
    .delete(webauthnChallenges)
    .where(and(...conditions))
    .returning({ challenge: webauthnChallenges.challenge });
  return taken.length > 0;
}

/** The account's passkeys, oldest first. */
export function passkeysOf(exec: Executor, accountId: string): Promise<PasskeyRow[]> {
  return exec
    .select()
    .from(passkeys)
    .where(eq(passkeys.accountId, accountId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function passkeyByCredentialId(exec: Executor, credentialId: string): Promise<PasskeyRow | undefined> {
  return (await exec.select().from(passkeys).where(eq(passkeys.credentialId, credentialId))).at(0);
}

export interface NewPasskey {
  accountId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string | null;
  name: string;
  createdAt: Date;
}

export async function insertPasskey(exec: Executor, passkey: NewPasskey): Promise<PasskeyRow> {
  const row = (await exec.insert(passkeys).values(passkey).returning()).at(0);
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** Records a use: the authenticator's new counter and when. */
export async function markUsed(exec: Executor, id: string, counter: number, at: Date): Promise<void> {
  await exec.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.id, id));
}

/** Deletes one of the account's passkeys; the row, or undefined when it has none of that id. */
export async function deletePasskey(exec: Executor, accountId: string, id: string): Promise<PasskeyRow | undefined> {
  return (
    await exec
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.accountId, accountId)))
      .returning()
  ).at(0);
}
