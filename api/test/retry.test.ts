/**
 * A write that PostgreSQL aborts as the victim of a deadlock (40P01) is run again once by the store,
 * so the client gets its answer instead of a 500. The deadlock is made on purpose: another session
 * holds a count row the PUT needs, then asks for the book row the PUT holds.
 */
import { Client } from 'pg';
import { startApiServer, type ApiServer } from '../src/server';
import { TEST_DATABASE_URL, call, defined, freshDatabase, uniqueIsbn, type BookJson } from './helpers';

(TEST_DATABASE_URL ? describe : describe.skip)('a write that loses a deadlock on PostgreSQL', () => {
  it('when a PUT is chosen as the victim of a deadlock, then it is run again and answers 200, and the counts are right', async () => {
    const db = await freshDatabase();
    let server: ApiServer | undefined;
    const other = new Client({ connectionString: db.url });
    try {
      server = await startApiServer({ databaseUrl: db.url, port: 0, logLevel: 'silent' });
      const book = (
        await call<BookJson>(server.url, 'POST', '/books', {
          title: 'Victim',
          author: 'A',
          genre: 'SCIENCE',
          isbn: uniqueIsbn(),
          copies: 1,
        })
      ).body.data;

      await other.connect();
      // This session never detects the deadlock itself: the PUT's session (1 s) does, and is the victim.
      await other.query("SET deadlock_timeout = '60s'");
      await other.query('BEGIN');
      await other.query("SELECT 1 FROM genre_counts WHERE genre = 'BIOGRAPHY' FOR UPDATE");

      const put = call<BookJson>(server.url, 'PUT', `/books/${book.id}`, { genre: 'BIOGRAPHY' });
      // Wait until the PUT holds the book's row and waits for the BIOGRAPHY count row.
      let waiting = false;
      for (let attempt = 0; attempt < 500 && !waiting; attempt++) {
        const res = await other.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'",
        );
        waiting = res.rows[0].n > 0;
        if (!waiting) await new Promise((r) => setTimeout(r, 20));
      }
      expect(waiting).toBe(true);
      // Close the cycle: this waits for the PUT's row lock until the PUT is aborted as the victim.
      await other.query('UPDATE books SET title = title WHERE id = $1', [book.id]);
      await other.query('COMMIT');

      const res = await put;
      expect([res.status, res.body.data.genre]).toEqual([200, 'BIOGRAPHY']);
      const { url } = server;
      const total = async (genre: string): Promise<number> =>
        defined((await call(url, 'GET', `/books?filter=${genre}`)).body.meta, 'the paging meta of a listing').total;
      expect([await total('SCIENCE'), await total('BIOGRAPHY')]).toEqual([0, 1]);
    } finally {
      await other.end().catch(() => undefined);
      await server?.close();
      await db.drop();
    }
  });
});
