import { DEMO_BOOKS, DEMO_LOANS } from '../src/seed-data';
import { GENRES, isValidIsbn, isbnKey } from '../src/contract';
import { startApiServer } from '../src/server';
import { openStore } from '../src/store';
import pino from 'pino';
import {
  TEST_DATABASE_URL,
  call,
  freshDatabase,
  tempDir,
  type BookJson,
  type LoanJson,
  type SummaryJson,
  withTempDir,
} from './helpers';
import fs from 'node:fs';

describe('the demo catalogue', () => {
  it('when inspected, then it has at least 24 real books in all six genres, valid unique ISBN-13s and a few with no copies', () => {
    expect(DEMO_BOOKS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(DEMO_BOOKS.map((b) => b.genre))).toEqual(new Set(GENRES));
    const digits = DEMO_BOOKS.map((b) => b.isbn.replace(/-/g, ''));
    for (const isbn of digits) {
      expect(isbn).toMatch(/^97[89]\d{10}$/);
      expect([isbn, isValidIsbn(isbn)]).toEqual([isbn, true]);
    }
    expect(new Set(DEMO_BOOKS.map((b) => isbnKey(b.isbn))).size).toBe(digits.length);
    const zero = DEMO_BOOKS.filter((b) => b.copies === 0).length;
    expect(zero).toBeGreaterThanOrEqual(2);
    expect(new Set(DEMO_BOOKS.map((b) => b.copies)).size).toBeGreaterThanOrEqual(5);
  });

  it('when an empty embedded store starts with seeding on, then the catalogue is there once, and not again after being emptied', async () => {
    await withTempDir(async (dataDir) => {
      let server = await startApiServer({ dataDir, seed: true, logLevel: 'silent' });
      const list = await call<BookJson[]>(server.url, 'GET', '/books?limit=100');
      expect(list.body.meta?.total).toBe(DEMO_BOOKS.length);
      const zero = list.body.data.filter((b) => b.copies === 0);
      expect(zero.length).toBeGreaterThan(0);
      expect(zero.every((b) => !b.available)).toBe(true);
      for (const b of list.body.data) await call(server.url, 'DELETE', `/books/${b.id}`);
      await server.close();

      server = await startApiServer({ dataDir, seed: true, logLevel: 'silent' });
      expect((await call(server.url, 'GET', '/books')).body.meta?.total).toBe(0);
      await server.close();
    });
  });

  it('when an empty embedded store starts with seeding on, then the demo loans are there: some out with their copies taken, one overdue, one returned', async () => {
    const dataDir = tempDir();
    const server = await startApiServer({ dataDir, seed: true, logLevel: 'silent', timeZone: 'UTC' });
    try {
      const all = await call<LoanJson[]>(server.url, 'GET', '/loans?status=all&limit=100');
      expect(all.body.meta?.total).toBe(DEMO_LOANS.length);
      const loans = all.body.data;
      expect(loans.filter((l) => l.returnedAt === null).length).toBeGreaterThanOrEqual(2);
      expect(loans.filter((l) => l.overdue)).toHaveLength(1);
      expect(loans.filter((l) => l.returnedAt !== null)).toHaveLength(1);
      expect(loans.every((l) => l.book.title !== null && l.book.isbn !== null)).toBe(true);
      const overdue = await call<LoanJson[]>(server.url, 'GET', '/loans?status=overdue');
      expect(overdue.body.data.map((l) => l.id)).toEqual(loans.filter((l) => l.overdue).map((l) => l.id));

      const books = (await call<BookJson[]>(server.url, 'GET', '/books?limit=100')).body.data;
      const summary = (await call<SummaryJson[]>(server.url, 'GET', '/borrow')).body.data;
      for (const loan of DEMO_LOANS) {
        const seeded = DEMO_BOOKS.find((b) => b.isbn === loan.isbn);
        const book = books.find((b) => b.isbn === loan.isbn);
        const out = DEMO_LOANS.filter((l) => l.isbn === loan.isbn && l.returnedDaysAgo === undefined);
        expect(book?.copies).toBe((seeded?.copies ?? NaN) - out.reduce((sum, l) => sum + l.quantity, 0));
        expect(summary.find((row) => row.book.isbn === loan.isbn)?.copiesOut).toBe(
          out.reduce((sum, l) => sum + l.quantity, 0),
        );
      }
    } finally {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('when an empty embedded store first starts with seeding off, then it stays empty, even if later started with seeding on', async () => {
    await withTempDir(async (dataDir) => {
      let server = await startApiServer({ dataDir, seed: false, logLevel: 'silent' });
      expect((await call(server.url, 'GET', '/books')).body.meta?.total).toBe(0);
      await server.close();
      server = await startApiServer({ dataDir, seed: true, logLevel: 'silent' });
      expect((await call(server.url, 'GET', '/books')).body.meta?.total).toBe(0);
      await server.close();
    });
  });

  (TEST_DATABASE_URL ? it : it.skip)(
    'when PostgreSQL starts with seeding on, then it is not seeded; the seed command adds the books once',
    async () => {
      const db = await freshDatabase();
      try {
        const server = await startApiServer({ databaseUrl: db.url, seed: true, logLevel: 'silent' });
        expect((await call(server.url, 'GET', '/books')).body.meta?.total).toBe(0);
        const store = await openStore({
          dataDir: '',
          databaseUrl: db.url,
          seed: false,
          logger: pino({ level: 'silent' }),
        });
        expect(await store.seedDemo()).toBe(DEMO_BOOKS.length);
        expect(await store.seedDemo()).toBe(0);
        await store.close();
        expect((await call(server.url, 'GET', '/books')).body.meta?.total).toBe(DEMO_BOOKS.length);
        await server.close();
      } finally {
        await db.drop();
      }
    },
  );
});
