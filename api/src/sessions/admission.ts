/**
 * Sign-in admission: each password attempt (`POST /auth/sign-in`, `POST /auth/password`) takes one
 * of this process's places (SIGN_IN_LOAD.attempts: a few at once, a bounded queue, one client
 * address holding at most its share, the address served longest ago first) before anything
 * else is done for it, the access check's database read included, and holds it until its answer is
 * sent. A flood is refused at once with 429 and Retry-After (signInBusy), so it cannot queue up
 * database work or hashes in front of the other requests (health checks, a person signing in).
 */
import type { RequestHandler } from 'express';
import { Slots, SlotsBusyError } from '../access/slots';
import { SIGN_IN_LOAD } from '../contract/rules';
import { signInBusy } from '../errors';

const ADMITTED = new Set(['/auth/sign-in', '/auth/password']);

/** The admission middleware of one app (one api process): mounted before the access middleware. */
export function signInAdmission(): RequestHandler {
  const places = new Slots({ ...SIGN_IN_LOAD.attempts, perKey: SIGN_IN_LOAD.attempts.perAddress });
  return (req, res, next) => {
    if (req.method !== 'POST' || !ADMITTED.has(req.path)) {
      next();
      return;
    }
    const held = places.run(
      () =>
        new Promise<void>((resolve) => {
          res.once('close', resolve);
          next();
        }),
      req.ip ?? null,
    );
    held.catch((err: unknown) => {
      next(err instanceof SlotsBusyError ? signInBusy(SIGN_IN_LOAD.retryAfterSeconds) : err);
    });
  };
}
