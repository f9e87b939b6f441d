/**
 * The PostgreSQL store: a `pg` pool; migrations applied under an advisory lock. A connection that
 * PostgreSQL ends (a restart, a stop, a killed backend) never takes the process down: idle or in
 * use, its error is handled here, the pool drops it and opens new ones as requests come, and the
 * request that was using it fails with a connection error (db/pg-errors' lostConnection).
 */
import { Pool, type PoolClient } from 'pg';
import { describeDatabaseUrl } from '../config';
import type { Logger } from '../logger';
import { migratePostgresDb } from './migrate';
import { DatabaseNotAnsweringError } from './pg-errors';

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/**
 * How long a request waits for a connection (a new one, or a free one of a full pool) before it
 * fails: short enough that the request answers 503 before the gateway gives up on it (its 5 s for
 * the answer's headers), long enough for a connection over a slow network.
 */
export const CONNECT_TIMEOUT_MS = 3_000;

/** How long the health check's `SELECT 1` may take before the database counts as not answering. */
export const PING_TIMEOUT_MS = 1_500;

/** The error's code and message only: pg puts the client (its cancel key included) on some errors. */
function errorFields(err: Error & { code?: unknown }): { code: string | undefined; message: string } {
  return { code: typeof err.code === 'string' ? err.code : undefined, message: err.message };
}

export async function openPostgres(databaseUrl: string, logger: Logger): Promise<Pool> {
  const pool = new Pool({ connectionString: databaseUrl, max: 20, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on('error', (err: Error & { code?: unknown }) => {
    const { totalCount, idleCount, waitingCount } = pool;
    logger.warn(
      { error: errorFields(err), pool: { totalCount, idleCount, waitingCount } },
      'idle PostgreSQL connection failed',
    );
  });
  // The pool listens to a client's errors only while it is idle: one that fails while checked out
  // (in a transaction, between two statements, or as its socket closes after a failed statement)
  // would emit an 'error' event nobody listens to, which ends the process. Every client gets a
  // listener for its whole life; the statement that was running fails, and any later one on that
  // client too, so the request answers 503 and the pool discards the client when it is released.
  const inUse = new WeakSet<PoolClient>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_err: unknown, client: PoolClient) => inUse.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (err: Error & { code?: unknown }) => {
      // An idle client's failure is the pool's 'error' above; one in use is logged by its request.
      if (inUse.has(client)) logger.debug({ error: errorFields(err) }, 'PostgreSQL connection in use failed');
    });
  });
  let client;
  try {
    client = await pool.connect();
  } catch (err: unknown) {
    await pool.end().catch(() => undefined);
    const reason = err instanceof Error ? err.message : String(err);
    throw new DatabaseUnreachableError(
      `Cannot connect to PostgreSQL at ${describeDatabaseUrl(databaseUrl)} (DATABASE_URL): ${reason}`,
    );
  }
  try {
    await migratePostgresDb(client);
  } catch (err: unknown) {
    client.release();
    await pool.end().catch(() => undefined);
    throw err;
  }
  client.release();
  return pool;
}

/**
 * Resolves when the database answers `SELECT 1` within PING_TIMEOUT_MS; rejects with the
 * connection's error, or DatabaseNotAnsweringError when it takes longer (a full pool, a database
 * that accepts connections but does not answer).
 */
export async function pingPostgres(pool: Pool): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new DatabaseNotAnsweringError(`The database did not answer within ${PING_TIMEOUT_MS} ms`)),
      PING_TIMEOUT_MS,
    );
  });
  const query = pool.query('SELECT 1');
  // Answered after the timeout (or failed): nobody waits for it any more.
  query.catch(() => undefined);
  try {
    await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
  }
}
