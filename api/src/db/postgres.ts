/** The PostgreSQL store: a `pg` pool; migrations applied under an advisory lock. */
import { Pool } from 'pg';
import { describeDatabaseUrl } from '../config';
import type { Logger } from '../logger';
import { migratePostgresDb } from './migrate';

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

export async function openPostgres(databaseUrl: string, logger: Logger): Promise<Pool> {
  const pool = new Pool({ connectionString: databaseUrl, max: 20, connectionTimeoutMillis: 10_000 });
  // pg puts the client (its cancel key included) on the error: only the error's code and message are logged.
  pool.on('error', (err: Error & { code?: unknown }) => {
    const { totalCount, idleCount, waitingCount } = pool;
    logger.warn(
      {
        error: { code: typeof err.code === 'string' ? err.code : undefined, message: err.message },
        pool: { totalCount, idleCount, waitingCount },
      },
      'idle PostgreSQL connection failed',
    );
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
