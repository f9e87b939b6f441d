/**
 * Failed sign-ins and wrong setup codes, counted in the database (sign_in_failures) so that every
 * api process sees them: SIGN_IN_THROTTLE.perEmail failures for one email key, or perAddress from
 * one address, within the window, and further tries are refused (429 TOO_MANY_ATTEMPTS) until
 * enough of them are older than the window.
 */
import { SIGN_IN_THROTTLE } from '../contract/rules';
import type { Executor } from '../db/handles';
import * as q from './sessions.queries';

const WINDOW_MS = SIGN_IN_THROTTLE.windowMinutes * 60_000;

/** Who tried: the email key (none for a setup code) and the client's address (none when unknown). */
export interface Attempt {
  emailKey: string | null;
  address: string | null;
}

/**
 * The seconds until `limit` failures at `times` (oldest first) are no longer all within the window
 * at `at`, or undefined when fewer than `limit` are.
 */
function waitFor(times: Date[], limit: number, at: Date): number | undefined {
  if (times.length < limit) return undefined;
  // Tries are allowed again once the (count - limit + 1)-th oldest failure leaves the window.
  const leaving = times.at(times.length - limit);
  if (leaving === undefined) return undefined;
  return Math.max(1, Math.ceil((leaving.getTime() + WINDOW_MS - at.getTime()) / 1000));
}

/** The seconds to wait before trying again, or undefined when this attempt may go ahead. */
export async function retryAfter(exec: Executor, attempt: Attempt, at: Date): Promise<number | undefined> {
  const since = new Date(at.getTime() - WINDOW_MS);
  const waits: number[] = [];
  if (attempt.emailKey !== null) {
    const times = await q.failuresSince(exec, { emailKey: attempt.emailKey }, since, SIGN_IN_THROTTLE.perEmail);
    const wait = waitFor(times, SIGN_IN_THROTTLE.perEmail, at);
    if (wait !== undefined) waits.push(wait);
  }
  if (attempt.address !== null) {
    const times = await q.failuresSince(exec, { address: attempt.address }, since, SIGN_IN_THROTTLE.perAddress);
    const wait = waitFor(times, SIGN_IN_THROTTLE.perAddress, at);
    if (wait !== undefined) waits.push(wait);
  }
  return waits.length === 0 ? undefined : Math.max(...waits);
}

/** Records a failed attempt (and forgets those that left the window). */
export function recordFailure(exec: Executor, attempt: Attempt, at: Date): Promise<void> {
  return q.recordFailure(exec, { ...attempt, at }, new Date(at.getTime() - WINDOW_MS));
}
