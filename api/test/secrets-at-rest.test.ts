/**
 * Secrets at rest: what the api hands out (session tokens from setup and sign-in, API
 * tokens from `POST /tokens`) is not in the database; the sessions and api_tokens rows hold its
 * SHA-256 (hex) instead. Read from the tables themselves after the api has stopped, every column.
 */
import { createHash } from 'node:crypto';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pino from 'pino';
import type { CreatedApiTokenJson } from '../src/contract';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import * as schema from '../src/db/schema';
import { startApiServer } from '../src/server';
import { TARGETS, client, withStoreLocation, type StoreLocation } from './helpers';
import { goodPassword, uniqueEmail, type SignInData } from './support/auth';

/** Every row of the sessions and api_tokens tables, read straight from the store's database. */
async function storedRows(
  location: StoreLocation,
): Promise<{ sessions: schema.SessionRow[]; apiTokens: schema.ApiTokenRow[] }> {
  const read = async (
    db: ReturnType<typeof drizzlePglite<typeof schema>> | ReturnType<typeof drizzlePg<typeof schema>>,
  ) => ({
    sessions: await db.select().from(schema.sessions),
    apiTokens: await db.select().from(schema.apiTokens),
  });
  if ('dataDir' in location.options) {
    const { client: pglite, lock } = await openPglite(location.options.dataDir);
    try {
      return await read(drizzlePglite({ client: pglite, schema }));
    } finally {
      await pglite.close();
      lock.release();
    }
  }
  const pool = await openPostgres(location.options.databaseUrl, pino({ level: 'silent' }));
  try {
    return await read(drizzlePg({ client: pool, schema }));
  } finally {
    await pool.end();
  }
}

const sha256 = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

describe.each(TARGETS)('secrets at rest on %s', (target) => {
  it('when sessions start and an API token is made, then the tables hold their SHA-256, never the token', async () => {
    await withStoreLocation(target, async (location) => {
      const server = await startApiServer({ ...location.options, port: 0, logLevel: 'silent', seed: false });
      const api = client(server.url, target, () => server.close());
      const secrets: string[] = [];
      try {
        const email = uniqueEmail('admin');
        const password = goodPassword();
        const setUp = await api.post<SignInData>('/auth/setup', {
          code: server.setupCode,
          name: 'Ada',
          email,
          password,
        });
        expect(setUp.status).toBe(201);
        const signedIn = await api.post<SignInData>('/auth/sign-in', { email, password });
        expect(signedIn.status).toBe(200);
        const headers = { authorization: `Bearer ${signedIn.body.data.token}` };
        const made = await api.post<CreatedApiTokenJson>('/tokens', { name: 'Sync', role: 'LIBRARIAN' }, { headers });
        expect(made.status).toBe(201);
        secrets.push(setUp.body.data.token, signedIn.body.data.token, made.body.data.secret);
      } finally {
        await api.close();
      }

      const rows = await storedRows(location);
      const [setUpToken = '', sessionToken = '', apiSecret = ''] = secrets;
      expect(rows.sessions.map((row) => row.tokenHash).sort()).toEqual(
        [sha256(setUpToken), sha256(sessionToken)].sort(),
      );
      expect(rows.apiTokens.map((row) => row.tokenHash)).toEqual([sha256(apiSecret)]);
      const stored = JSON.stringify(rows);
      for (const secret of secrets) expect(stored).not.toContain(secret);
    });
  });
});
