import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import pino from 'pino';
import { openStore } from '../src/store';
import { TEST_DATABASE_URL, freshDatabase, tempDir } from './helpers';

const journal = JSON.parse(fs.readFileSync(`${__dirname}/../drizzle/meta/_journal.json`, 'utf8')) as {
  entries: unknown[];
};
const logger = pino({ level: 'silent' });

describe('migrations', () => {
  it('when an embedded store is opened twice, then the migrations are recorded once each', async () => {
    const dataDir = tempDir();
    try {
      for (let i = 0; i < 2; i++) await (await openStore({ dataDir, seed: false, logger })).close();
      const pg = await PGlite.create(dataDir);
      try {
        const applied = await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
        expect(applied.rows[0].n).toBe(journal.entries.length);
      } finally {
        await pg.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  (TEST_DATABASE_URL ? it : it.skip)(
    'when four processes migrate one PostgreSQL database at once and again later, then each migration is applied and recorded once',
    async () => {
      const db = await freshDatabase();
      try {
        const stores = await Promise.all(
          Array.from({ length: 4 }, () => openStore({ dataDir: '', databaseUrl: db.url, seed: false, logger })),
        );
        await Promise.all(stores.map((s) => s.close()));
        const again = await openStore({ dataDir: '', databaseUrl: db.url, seed: false, logger });
        await again.close();
        const c = new Client({ connectionString: db.url });
        await c.connect();
        try {
          const applied = await c.query<{ n: string }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations');
          expect(Number(applied.rows[0].n)).toBe(journal.entries.length);
          const counts = await c.query<{ n: string }>('SELECT count(*) AS n FROM genre_counts');
          expect(Number(counts.rows[0].n)).toBe(6);
          const triggers = await c.query<{ n: string }>(
            "SELECT count(*) AS n FROM pg_trigger WHERE tgname LIKE 'books_count_%'",
          );
          expect(Number(triggers.rows[0].n)).toBe(3);
        } finally {
          await c.end();
        }
      } finally {
        await db.drop();
      }
    },
  );
});
