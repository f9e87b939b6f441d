/**
 * PostgreSQL's error codes, as the services need them: a transaction that lost a race (run it again)
 * and a unique violation (the service says which failure of its own that is).
 */
import type { Logger } from '../logger';

/** PostgreSQL error code of `err` or of one of its causes (drizzle wraps driver errors). */
function pgErrorCode(err: unknown): { code: string; constraint: string | undefined } | undefined {
  for (let e: unknown = err, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      const constraint = 'constraint' in e && typeof e.constraint === 'string' ? e.constraint : undefined;
      return { code: e.code, constraint };
    }
    e = 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

/**
 * True when PostgreSQL aborted the transaction because it lost a race with another one (deadlock
 * victim 40P01, serialization failure 40001): nothing of it remains, and running it again is safe.
 */
export function lostRace(err: unknown): boolean {
  const code = pgErrorCode(err)?.code;
  return code === '40P01' || code === '40001';
}

/** True for a unique violation (23505) of `constraint` (or of a constraint the driver does not name). */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const pg = pgErrorCode(err);
  return pg?.code === '23505' && (pg.constraint === undefined || pg.constraint === constraint);
}

/** Runs one statement or transaction, once more if it lost a race (see retryOnce). */
export type Retry = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Runs `work` (one statement or transaction, which leaves nothing behind when it fails) once more
 * when PostgreSQL aborted it for losing a race with another transaction (a deadlock or a
 * serialization failure): the second run usually goes through, where the first would have been a
 * 500. Once only: a second loss is reported as it is.
 */
export function retryOnce(logger: Logger): Retry {
  return async (work) => {
    try {
      return await work();
    } catch (err: unknown) {
      if (!lostRace(err)) throw err;
      logger.warn(
        { err },
        'transaction lost a race with another one (deadlock or serialization failure): running it again',
      );
      return work();
    }
  };
}
