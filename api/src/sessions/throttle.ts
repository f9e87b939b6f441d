/**
 * The sign-in throttle (SIGN_IN_THROTTLE; api/README.md, "Sign-in throttle"). Every attempt at a
 * secret (a password, a setup code, a passkey) is reserved before the secret is checked: a row of
 * sign_in_failures inserted under the locks of its email and its address (advisory locks, so
 * every api process on the database counts one attempt after the other), only when the counts
 * allow it; otherwise the attempt is refused with the seconds to wait, before any hash. A reserved
 * attempt counts as a failure until it is settled: deleted when it succeeds (or was never checked),
 * kept as the failure otherwise. What refuses, for passwords, within the window:
 * - perEmail attempts for one email from one address: that pair, until the oldest leaves the window;
 * - perEmail attempts of one email from anywhere (being checked, or failed): a wait after the
 *   latest, 1 s doubling up to maxDelaySeconds (it slows a guesser down, and never refuses anyone
 *   for longer); not from an address where the account has a session (its person's own address);
 * - perAddress failures from one address: a wait after its latest (1 s doubling up to
 *   maxDelaySeconds), but only for emails that have failures: a person behind a busy address whose
 *   own email has none still signs in.
 * Setup codes and passkeys count their own failures, per address only: perAddress refuse it.
 * The lock of an account after lockAfter failures in lockHours is the sessions service's.
 */
import { SIGN_IN_THROTTLE, type SignInKind } from '../contract/rules';
import type { Db, Executor } from '../db/handles';
import * as q from './sessions.queries';

const WINDOW_MS = SIGN_IN_THROTTLE.windowMinutes * 60_000;
const LOCK_WINDOW_MS = SIGN_IN_THROTTLE.lockHours * 3_600_000;

/** Who tries what: the kind of secret, the email key (none for a setup code or a passkey) and the address (none when unknown). */
export interface Attempt {
  kind: SignInKind;
  emailKey: string | null;
  address: string | null;
  /** The address is one where the email's account has a session (its person's own): not slowed for the email. */
  ownAddress?: boolean;
}

/** A reserved attempt, to be settled: `succeeded`, `released` or `failed`. */
export interface Reservation {
  id: string;
  attempt: Attempt;
  at: Date;
}

/** The seconds until `at` is `ms` after `from` (at least 1), or undefined when it already is. */
function secondsUntil(from: Date | null, ms: number, at: Date): number | undefined {
  if (from === null) return undefined;
  const left = from.getTime() + ms - at.getTime();
  return left > 0 ? Math.max(1, Math.ceil(left / 1000)) : undefined;
}

/** The growing wait after `over` failures beyond a limit (the first one over: 1 s), capped. */
export function slowdownSeconds(over: number): number {
  return Math.min(SIGN_IN_THROTTLE.maxDelaySeconds, 2 ** Math.max(0, over - 1));
}

/**
 * The seconds until fewer than `limit` of `times` (oldest first) are within the window at `at`, or
 * undefined when fewer than `limit` are.
 */
function waitFor(times: Date[], limit: number, at: Date): number | undefined {
  if (times.length < limit) return undefined;
  // Tries are allowed again once the (count - limit + 1)-th oldest failure leaves the window.
  return secondsUntil(times.at(times.length - limit) ?? null, WINDOW_MS, at);
}

/** The seconds a password attempt must wait (the rules above), or undefined when it may go ahead. */
async function passwordWait(exec: Executor, attempt: Attempt, at: Date): Promise<number | undefined> {
  const since = new Date(at.getTime() - WINDOW_MS);
  const { kind, emailKey, address } = attempt;
  const counts = await q.attemptCounts(exec, attempt, since, since);
  const waits: Array<number | undefined> = [];
  if (emailKey !== null && address !== null && counts.pair >= SIGN_IN_THROTTLE.perEmail) {
    const pair = await q.failuresSince(exec, { kind, emailKey, address }, since, SIGN_IN_THROTTLE.perEmail);
    waits.push(waitFor(pair, SIGN_IN_THROTTLE.perEmail, at));
  }
  if (counts.email >= SIGN_IN_THROTTLE.perEmail && attempt.ownAddress !== true) {
    const over = counts.email - SIGN_IN_THROTTLE.perEmail + 1;
    waits.push(secondsUntil(counts.emailLatest, slowdownSeconds(over) * 1000, at));
  }
  if (counts.email > 0 && counts.address >= SIGN_IN_THROTTLE.perAddress) {
    const over = counts.address - SIGN_IN_THROTTLE.perAddress + 1;
    waits.push(secondsUntil(counts.addressLatest, slowdownSeconds(over) * 1000, at));
  }
  const defined = waits.filter((wait): wait is number => wait !== undefined);
  return defined.length === 0 ? undefined : Math.max(...defined);
}

/** The seconds a setup code or passkey attempt must wait (perAddress of its kind), or undefined. */
async function addressWait(exec: Executor, attempt: Attempt, at: Date): Promise<number | undefined> {
  if (attempt.address === null) return undefined;
  const since = new Date(at.getTime() - WINDOW_MS);
  const times = await q.failuresSince(
    exec,
    { kind: attempt.kind, address: attempt.address },
    since,
    SIGN_IN_THROTTLE.perAddress,
  );
  return waitFor(times, SIGN_IN_THROTTLE.perAddress, at);
}

/** The attempt reserved, or the seconds to wait before trying again. */
export function reserve(db: Db, attempt: Attempt, at: Date): Promise<Reservation | { wait: number }> {
  return db.transaction(async (tx) => {
    // Always the email's lock first, then the address's: two reservations never wait for each other in a circle.
    const keys = [
      attempt.emailKey === null ? undefined : `sign-in ${attempt.kind} email ${attempt.emailKey}`,
      attempt.address === null ? undefined : `sign-in ${attempt.kind} address ${attempt.address}`,
    ];
    await q.lockAttemptsOf(
      tx,
      keys.filter((key): key is string => key !== undefined),
    );
    const wait = attempt.kind === 'password' ? await passwordWait(tx, attempt, at) : await addressWait(tx, attempt, at);
    if (wait !== undefined) return { wait };
    return { id: await q.insertAttempt(tx, { ...attempt, at }), attempt, at };
  });
}

/**
 * The attempt succeeded, or was not checked (no hashing slot came): its reservation goes, and counts
 * for nothing (the email's earlier failures are the accounts service's to forget).
 */
export function released(exec: Executor, reservation: Reservation): Promise<void> {
  return q.deleteAttempt(exec, reservation.id);
}

/**
 * The attempt succeeded: its reservation goes, and the failures of its pair (email and address) with
 * it. Not the email's others: a burst's other guesses still count, and the cap still counts them.
 */
export async function succeeded(db: Db, reservation: Reservation): Promise<void> {
  await q.deleteAttempt(db, reservation.id);
  const { emailKey, address } = reservation.attempt;
  if (emailKey !== null) await q.forgetPairFailures(db, emailKey, address);
}

/** What a failure leaves: whether it is the one that starts throttling, and the email's failures in lockHours. */
export interface Failure {
  startsThrottling: boolean;
  failuresInLockWindow: number;
}

/** The attempt failed: its reservation stays as the failure (and those older than lockHours go). */
export async function failed(db: Db, reservation: Reservation): Promise<Failure> {
  const { attempt, at } = reservation;
  const lockSince = new Date(at.getTime() - LOCK_WINDOW_MS);
  await q.settleAsFailure(db, reservation.id, lockSince);
  const counts = await q.attemptCounts(db, attempt, new Date(at.getTime() - WINDOW_MS), lockSince);
  const startsThrottling =
    (attempt.emailKey !== null && counts.email === SIGN_IN_THROTTLE.perEmail) ||
    (attempt.address !== null && attempt.emailKey !== null && counts.pair === SIGN_IN_THROTTLE.perEmail) ||
    (attempt.address !== null && counts.address === SIGN_IN_THROTTLE.perAddress);
  return { startsThrottling, failuresInLockWindow: attempt.emailKey === null ? 0 : counts.emailSinceLock };
}
