/**
 * PostgreSQL's error codes, as the services need them: a transaction that lost a race (run it again),
 * a unique violation (the service says which failure of its own that is), and a connection that is
 * gone (the database restarting or away: the request answers 503 DATABASE_UNAVAILABLE).
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

/** The database did not answer a probe in time (the health check's short timeout). */
export class DatabaseNotAnsweringError extends Error {
  override name = 'DatabaseNotAnsweringError';
}

/**
 * What says a connection is gone or cannot be made: PostgreSQL shutting down, restarting, starting up
 * or killing the backend (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now), no
 * connection slot left (53300), a socket refused, reset or timed out. SQLSTATE class 08 (connection
 * exception) is matched by prefix.
 */
const CONNECTION_GONE_CODES: ReadonlySet<string> = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * pg's own messages for the same (it gives them no code): a socket closed under a client ("Connection
 * terminated unexpectedly"), a client used after that ("… is not queryable"), the pool's connect
 * timeouts ("timeout exceeded when trying to connect", "Connection terminated due to connection timeout").
 */
const CONNECTION_GONE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * True when `err` (or one of its causes: drizzle wraps driver errors) says the database connection
 * is gone or cannot be made, not that a statement was wrong: nothing of the transaction remains
 * (PostgreSQL rolls back what a dead connection had begun), and the same request may succeed once
 * the database is back.
 */
export function lostConnection(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    if (e instanceof DatabaseNotAnsweringError) return true;
    const code = 'code' in e && typeof e.code === 'string' ? e.code : undefined;
    if (code !== undefined && (code.startsWith('08') || CONNECTION_GONE_CODES.has(code))) return true;
    if (e instanceof Error && CONNECTION_GONE_MESSAGE.test(e.message)) return true;
    // Node's connection attempts to several addresses fail together (AggregateError).
    if (e instanceof AggregateError && e.errors.some((inner) => lostConnection(inner))) return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}
