import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { Client } from 'pg';
import pino from 'pino';
import { INVALID_ISBNS, VALID_ISBNS, isValidIsbn, isbnDigits, isbnKey } from '../src/contract';
import { pgliteExtensions } from '../src/db/template';
import { openStore, type Store } from '../src/store';
import {
  TARGETS,
  TEST_DATABASE_URL,
  defined,
  freshDatabase,
  tempDir,
  uniqueIsbn,
  systemActor,
  withTempDir,
} from './helpers';
import { journal, migrationsBefore, acrossMigrations } from './support/migrations';

const logger = pino({ level: 'silent' });

/**
 * An embedded store whose rows were written (`fill`) under the migrations before `tag`, then opened
 * (so migrated to now, its time zone UTC) for `check`; its directories removed after.
 */
async function migratedFrom(
  tag: string,
  fill: (pg: PGlite) => Promise<void>,
  check: (store: Store) => Promise<void>,
): Promise<void> {
  const dataDir = tempDir();
  const oldMigrations = migrationsBefore(tag);
  try {
    const pg = await PGlite.create(dataDir, { extensions: pgliteExtensions });
    try {
      await migrate(drizzle({ client: pg }), { migrationsFolder: oldMigrations });
      await fill(pg);
    } finally {
      await pg.close();
    }
    const store = await openStore({ dataDir, seed: false, logger, timeZone: 'UTC' });
    try {
      await check(store);
    } finally {
      await store.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(oldMigrations, { recursive: true, force: true });
  }
}

describe('migrations', () => {
  it('when an embedded store is opened twice, then the migrations are recorded once each', async () => {
    await withTempDir(async (dataDir) => {
      for (let i = 0; i < 2; i++) await (await openStore({ dataDir, seed: false, logger })).close();
      const pg = await PGlite.create(dataDir);
      try {
        const applied = await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
        expect(applied.rows[0].n).toBe(journal.entries.length);
      } finally {
        await pg.close();
      }
    });
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

  it('when a store with activity from before 0011 is migrated, then members own entries become theirs, and what names forgotten people goes', async () => {
    const [account, member, book, out, forgotten, gone, goneAccount] = Array.from({ length: 7 }, () =>
      crypto.randomUUID(),
    );
    const card = `MG${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
    await migratedFrom(
      '0011_forget_activity',
      async (pg) => {
        await pg.query(
          `INSERT INTO accounts (id, email, email_key, name) VALUES ($1, 'rosa@example.test', 'rosa@example.test', 'Racer 0')`,
          [account],
        );
        await pg.query(
          `INSERT INTO members (id, card_number, card_key, name, account_id) VALUES ($1, $2, $2, 'Rosa Migrated', $3)`,
          [member, card, account],
        );
        await pg.query(
          `INSERT INTO books (id, title, author, genre, isbn, isbn_key, copies) VALUES ($1, 'Old Log Book', 'A', 'FICTION', $2, $2, 2)`,
          [book, uniqueIsbn()],
        );
        await pg.query(
          `INSERT INTO borrows (id, book_id, quantity, due_date, title, member_id, returned_at) VALUES
             ($1, $3, 1, '2030-01-01', 'Old Log Book', $4, NULL), ($2, $3, 1, '2030-01-01', 'Old Log Book', NULL, now())`,
          [out, forgotten, book, member],
        );
        await pg.query(
          `INSERT INTO activity (actor_kind, actor_id, actor_name, action, target_kind, target_id, target_label, details) VALUES
             ('account', $1, 'Racer 0', 'loan.renewed', 'loan', $2, 'Old Log Book', '{"dueDate":"2030-01-01"}'),
             ('system', NULL, NULL, 'loan.created', 'loan', $2, 'Old Log Book', $5::jsonb),
             ('account', $1, 'Racer 0', 'loan.renewed', 'loan', $3, 'Old Log Book', '{"dueDate":"2030-01-01"}'),
             ('system', NULL, NULL, 'loan.created', 'loan', $3, 'Old Log Book', $5::jsonb),
             ('system', NULL, NULL, 'member.updated', 'member', $4, $6, NULL),
             ('system', NULL, NULL, 'member.deleted', 'member', $7, 'GONE0001', NULL),
             ('account', $8, 'Gone Person', 'hold.placed', 'hold', $7, 'Old Log Book', '{"card":"GONE0001"}')`,
          [account, out, forgotten, member, JSON.stringify({ card }), card, gone, goneAccount],
        );
      },
      async (store) => {
        const all = async () => (await store.listActivity({ page: 1, limit: 100 })).entries;
        const entries = await all();
        const of = (loanId: string, action: string) =>
          entries.find((e) => e.targetId === loanId && e.action === action);
        expect(of(out, 'loan.renewed')).toMatchObject({
          actorKind: 'member',
          actorId: member,
          actorName: 'Rosa Migrated',
        });
        expect(of(forgotten, 'loan.renewed')).toMatchObject({ actorKind: 'member', actorId: null, actorName: null });
        expect(of(forgotten, 'loan.created')?.details).toEqual({});
        const text = JSON.stringify(entries);
        for (const value of ['Racer 0', 'GONE0001', 'Gone Person', goneAccount]) expect(text).not.toContain(value);

        expect(entries.find((e) => e.action === 'member.deleted')).toMatchObject({ targetId: null, targetLabel: null });
        await store.returnLoan(out, systemActor);
        await store.deleteMember(member, systemActor);
        const after = JSON.stringify(await all());
        for (const value of ['Rosa Migrated', card, member, account]) expect(after).not.toContain(value);
      },
    );
  });

  it('when a store with borrow records from before loans is migrated, then each record is a loan that is out, with its book title and ISBN (none when the book was gone)', async () => {
    const kept = crypto.randomUUID();
    const gone = crypto.randomUUID();
    const isbn = uniqueIsbn();
    await migratedFrom(
      '0004_loans',
      async (pg) => {
        await pg.query(
          `INSERT INTO books (id, title, author, genre, isbn, copies) VALUES ($1, 'Kept Book', 'A', 'FICTION', $2, 2)`,
          [kept, isbn],
        );
        await pg.query(
          `INSERT INTO borrows (book_id, quantity, due_date) VALUES ($1, 1, '2030-01-01'), ($2, 2, '2030-01-02')`,
          [kept, gone],
        );
      },
      async (store) => {
        const { loans, total } = await store.listLoans({ status: 'out', bookId: undefined, page: 1, limit: 10 });
        expect(total).toBe(2);
        const byBook = new Map(loans.map((l) => [l.bookId, l]));
        expect(byBook.get(kept)).toMatchObject({
          title: 'Kept Book',
          isbn,
          returnedAt: null,
          borrower: null,
          quantity: 1,
        });
        expect(byBook.get(gone)).toMatchObject({ title: null, isbn: null, returnedAt: null, quantity: 2 });
        expect(
          (await store.returnLoan(defined(byBook.get(kept), 'the kept loan').id, systemActor)).returnedAt,
        ).not.toBeNull();
        expect(await store.getBook(kept)).toMatchObject({ copies: 3 });
      },
    );
  });

  it('when a store with borrow totals from before 0007 is migrated, then each row gets its book (a deleted one its last borrow) and the counters add up', async () => {
    const kept = crypto.randomUUID();
    const gone = crypto.randomUUID();
    const ancient = crypto.randomUUID();
    const isbn = uniqueIsbn();
    await migratedFrom(
      '0007_borrow_summary',
      async (pg) => {
        await pg.query(
          `INSERT INTO books (id, title, author, genre, isbn, isbn_key, copies) VALUES ($1, 'Kept Book', 'Kay', 'HISTORY', $2, $2, 2)`,
          [kept, isbn],
        );
        await pg.query(
          `INSERT INTO borrows (book_id, quantity, due_date, title, isbn, returned_at, created_at) VALUES
             ($1, 1, '2030-01-01', 'Kept Book', $3, NULL, now()),
             ($1, 2, '2030-01-01', 'Kept Book', $3, now(), now()),
             ($2, 4, '2000-01-01', 'Gone Book (old title)', '111', NULL, now() - interval '2 days'),
             ($2, 1, '2030-01-01', 'Gone Book', '222', NULL, now() - interval '1 day'),
             ($4, 3, '2030-01-01', NULL, NULL, NULL, now())`,
          [kept, gone, isbn, ancient],
        );
        await pg.query(`INSERT INTO borrow_totals (book_id, total_quantity) VALUES ($1, 3), ($2, 5), ($3, 3)`, [
          kept,
          gone,
          ancient,
        ]);
      },
      async (store) => {
        const { rows } = await store.borrowSummaryPage(1, 10);
        expect(rows).toEqual([
          {
            bookId: gone,
            title: 'Gone Book',
            isbn: '222',
            author: null,
            genre: null,
            totalQuantity: 5,
            copiesOut: 5,
            overdueCopies: 4,
          },
          ...[
            {
              bookId: ancient,
              title: null,
              isbn: null,
              author: null,
              genre: null,
              totalQuantity: 3,
              copiesOut: 3,
              overdueCopies: 0,
            },
            {
              bookId: kept,
              title: 'Kept Book',
              isbn,
              author: 'Kay',
              genre: 'HISTORY',
              totalQuantity: 3,
              copiesOut: 1,
              overdueCopies: 0,
            },
          ],
        ]);
        expect(await store.borrowTotals()).toEqual({ titles: 3, totalBorrowed: 11, copiesOut: 9, overdueCopies: 4 });
      },
    );
  });

  describe.each(TARGETS)('0005_isbn_key on %s', (target) => {
    const acrossMigration = <T>(before: { text: string; params: unknown[] }, after: string): Promise<T[]> =>
      acrossMigrations(target, '0005_isbn_key', [before], [after]).then((rows) => rows.flat() as T[]);

    it('when books of every kind of ISBN are stored before it, then each gets the key isbnKey() gives, except an ISBN-10 whose ISBN-13 is another book: both stay, the ISBN-10 keyed by its own digits', async () => {
      // The corpus and a few more texts, one per old key (the old unique index allowed no more).
      const texts = [
        ' 0-8044-2957-x ',
        'abc-12',
        '0000000000',
        '9790000000001',
        'X',
        ...VALID_ISBNS.map((v) => v.isbn),
        ...INVALID_ISBNS.map((v) => v.isbn),
      ].filter((isbn, i, all) => all.findIndex((other) => isbnDigits(other) === isbnDigits(isbn)) === i);
      const rows = await acrossMigration<{ isbn: string; isbn_key: string }>(
        {
          text: `INSERT INTO books (title, author, genre, isbn, copies) VALUES ${texts.map((_, i) => `('Book', 'A', 'FICTION', $${i + 1}, 1)`).join(', ')}`,
          params: texts,
        },
        'SELECT isbn, isbn_key FROM books',
      );
      expect(rows.length).toBe(texts.length);
      const thirteens = new Set(texts.map(isbnDigits).filter((d) => d.length === 13));
      const isTwin = (isbn: string): boolean =>
        isValidIsbn(isbn) && isbnDigits(isbn).length === 10 && thirteens.has(isbnKey(isbn));
      expect(texts.filter(isTwin).length).toBeGreaterThanOrEqual(3);
      const got = new Map(rows.map((r) => [r.isbn, r.isbn_key]));
      expect(texts.map((isbn) => ({ isbn, key: got.get(isbn) }))).toEqual(
        texts.map((isbn) => ({ isbn, key: isTwin(isbn) ? isbnDigits(isbn) : isbnKey(isbn) })),
      );
    });
  });
});
