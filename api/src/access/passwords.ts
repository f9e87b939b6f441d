/**
 * Passwords: hashed with argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane), the
 * PHC string stored; rehashed at sign-in when the stored parameters differ from these. Refused when
 * among the common passwords of `@zxcvbn-ts/language-common` (case-insensitive) or equal to the
 * account's email or name (AUTH_MESSAGES.passwordCommon); the length is the contract's
 * (PASSWORD_LIMITS, checked by the request schemas).
 */
import { hash, parseOptions, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AUTH_MESSAGES, PASSWORD_LIMITS, SIGN_IN_LOAD, emailKey } from '../contract/rules';
import { signInBusy } from '../errors';
import { Slots, SlotsBusyError } from './slots';

/**
 * The number of Algorithm.Argon2id, the library's default algorithm (a `declare const enum`, which
 * isolated modules cannot read: its runtime object is empty).
 */
const ARGON2ID = 2;

/** OWASP's argon2id parameters (Password Storage Cheat Sheet): m=19456 KiB, t=2, p=1. */
export const ARGON2_PARAMETERS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The hashing slots of this process (SIGN_IN_LOAD.hashes): every argon2id hash and verify runs in
 * one, so a flood of sign-ins cannot take every core; one that finds no slot in time is 429 (signInBusy).
 */
const slots = new Slots({ ...SIGN_IN_LOAD.hashes, perKey: SIGN_IN_LOAD.hashes.queued });

/** Runs `work` in a slot of `slots` (keyed by `key`), refused with 429 (signInBusy) when none comes in time. */
export async function inSlot<T>(work: () => Promise<T>, key: string | null = null, within: Slots = slots): Promise<T> {
  try {
    return await within.run(work, key);
  } catch (err: unknown) {
    if (err instanceof SlotsBusyError) throw signInBusy(SIGN_IN_LOAD.retryAfterSeconds);
    throw err;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inSlot(() => hash(password, ARGON2_PARAMETERS));
}

/** Whether a stored hash was made with other parameters than ARGON2_PARAMETERS (then rehashed at sign-in). */
export function needsRehash(stored: string): boolean {
  try {
    const used = parseOptions(stored);
    return (
      (used.algorithm as number) !== ARGON2ID ||
      used.memoryCost !== ARGON2_PARAMETERS.memoryCost ||
      used.timeCost !== ARGON2_PARAMETERS.timeCost ||
      used.parallelism !== ARGON2_PARAMETERS.parallelism
    );
  } catch {
    return true;
  }
}

/** A hash of no password anybody has: verified against when the account is unknown, for the same timing. */
let dummy: Promise<string> | undefined;

/**
 * Whether `password` matches `stored`; with `stored` null (no such account, or no password yet),
 * a hash is still verified, so that an unknown email takes as long as a wrong password.
 */
export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummy ??= hash(`no account ${Math.random()}`, ARGON2_PARAMETERS);
    const known = await dummy;
    await inSlot(() => verify(known, password).catch(() => false));
    return false;
  }
  return inSlot(() => verify(stored, password).catch(() => false));
}

let common: Set<string> | undefined;

/** The common passwords, lower-cased (read once, when first needed). */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/**
 * Why `password` may not be chosen by this person, or undefined when it may: too short or long, a
 * common password, or their email or name.
 */
export function passwordProblem(password: string, person: { email: string; name: string }): string | undefined {
  if (password.length < PASSWORD_LIMITS.minLength) return AUTH_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_LIMITS.maxLength) return AUTH_MESSAGES.passwordTooLong;
  const folded = password.toLowerCase();
  if (
    commonPasswords().has(folded) ||
    folded === emailKey(person.email) ||
    folded.trim() === person.name.trim().toLowerCase()
  ) {
    return AUTH_MESSAGES.passwordCommon;
  }
  return undefined;
}
