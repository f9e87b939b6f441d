/**
 * The `pg` pool's idle connections: one that PostgreSQL ends (a restart, a dropped database, an
 * administrator) is logged as a warning with the error's code and message and the pool's state,
 * never the client object (its cancel key included). A connection in use that PostgreSQL ends
 * never takes the process down: its request fails as DATABASE_UNAVAILABLE.
 */
import { Client } from 'pg';
import { lostConnection } from '../src/db/pg-errors';
import { openPostgres } from '../src/db/postgres';
import { toAppError } from '../src/errors';
import { TEST_DATABASE_URL, freshDatabase, loggedText } from './helpers';

(TEST_DATABASE_URL ? describe : describe.skip)('an idle PostgreSQL connection that fails', () => {
  it('when the server ends an idle connection, then one warning with its code, message and the pool state, never the client', async () => {
    const db = await freshDatabase();
    const { logged: lines, logger } = loggedText('debug');
    const pool = await openPostgres(db.url, logger);
    const admin = new Client({ connectionString: db.url });
    try {
      const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
      for (let waited = 0; waited < 5_000 && !lines.some((l) => l.includes('idle PostgreSQL')); waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const logged = lines.filter((l) => l.includes('idle PostgreSQL'));
      expect(logged).toHaveLength(1);
      const entry = JSON.parse(logged[0] ?? '{}') as Record<string, unknown>;
      expect(entry).toMatchObject({
        level: 40,
        msg: 'idle PostgreSQL connection failed',
        error: { code: '57P01', message: 'terminating connection due to administrator command' },
        pool: { totalCount: expect.any(Number) as unknown, idleCount: expect.any(Number) as unknown, waitingCount: 0 },
      });
      expect(logged[0]).not.toMatch(/secretKey|processID|client|password/i);
      expect(logged[0]?.length).toBeLessThan(500);
    } finally {
      await admin.end().catch(() => undefined);
      await pool.end().catch(() => undefined);
      await db.drop();
    }
  });
});

(TEST_DATABASE_URL ? describe : describe.skip)('a PostgreSQL connection in use that fails', () => {
  it('when the server ends a connection inside a transaction, then the process lives on, the request fails as DATABASE_UNAVAILABLE with Retry-After, and the pool serves the next one', async () => {
    const db = await freshDatabase();
    const { logger } = loggedText('debug');
    const pool = await openPostgres(db.url, logger);
    const admin = new Client({ connectionString: db.url });
    try {
      await admin.connect();
      const client = await pool.connect();
      let failure: unknown;
      try {
        await client.query('BEGIN');
        const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        // Ended between two statements of the transaction: pg emits 'error' on the checked-out client.
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await client.query('SELECT 1');
      } catch (err: unknown) {
        failure = err;
      } finally {
        client.release();
      }
      expect(lostConnection(failure)).toBe(true);
      const answer = toAppError(failure);
      expect({ status: answer?.status, code: answer?.code, retryAfter: answer?.details['retryAfter'] }).toEqual({
        status: 503,
        code: 'DATABASE_UNAVAILABLE',
        retryAfter: 2,
      });
      expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end().catch(() => undefined);
      await pool.end().catch(() => undefined);
      await db.drop();
    }
  });
});
