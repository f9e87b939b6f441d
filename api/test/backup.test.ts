/**
 * Backups that restore: `npm run backup` (through the running app, and from a stopped store),
 * `npm run restore -- FILE` into an empty PGlite and PostgreSQL store, the refusals, and the nightly
 * backup's folder (src/backup/, src/backup-cli.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import pino from 'pino';
import { BACKUP_MESSAGES, readBackup } from '../src/backup/backup-format';
import { nightlyName, writeFileAtomically } from '../src/backup/backup-files';
import { backupTables, codeMigrationLevel } from '../src/backup/backup.queries';
import { restoreBackup } from '../src/backup/backup.service';
import { openForRestore } from '../src/backup/backup-open';
import type { BookJson } from '../src/contract';
import { startApiServer } from '../src/server';
import { openStore, type Store } from '../src/store';
import {
  TARGETS,
  TEST_DATABASE_URL,
  client,
  defined,
  isoDate,
  storeLocation,
  tempDir,
  withStoreLocation,
  withTempDir,
  type Api,
  type StoreLocation,
  type Target,
} from './helpers';
import { signedInStaff, signIn, bearer } from './support/auth';
import { backupCli, rowsOf } from './support/backup';
import { uniqueCard } from './support/hold-members';

const logger = pino({ level: 'silent' });

/** Opens the store at `location` (migrated, not seeded) for `work`, closed after. */
async function withStore<T>(location: StoreLocation, work: (store: Store) => Promise<T>): Promise<T> {
  const store = await openStore({ dataDir: '', ...location.options, seed: false, logger, timeZone: 'UTC' });
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

/** The api on `location` for `work` (no background jobs), closed after; the location is kept. */
async function withApi<T>(location: StoreLocation, target: Target, work: (api: Api) => Promise<T>): Promise<T> {
  const server = await startApiServer({ ...location.options, logLevel: 'silent', timeZone: 'UTC', jobs: false });
  try {
    return await work(client(server.url, target, () => server.close()));
  } finally {
    await server.close();
  }
}

async function restoreInto(location: StoreLocation, file: string): Promise<void> {
  const store = await openForRestore({ dataDir: '', ...location.options });
  try {
    await restoreBackup(store.db, file);
  } finally {
    await store.close();
  }
}

function expectStatus(reply: { status: number; body: unknown }, status: number): void {
  expect([reply.status, reply.body]).toEqual([status, expect.anything()]);
}

/**
 * Fills the store through the api as an admin: books, members, a loan out and one returned, a
 * hold, a librarian, an API token, and the activity they log. Answers the admin's sign-in and the
 * API token's secret.
 */
async function fill(
  api: Api,
  admin: { email: string; password: string },
): Promise<{ headers: Record<string, string>; token: string }> {
  const signedIn = await signIn(api, admin.email, admin.password);
  expectStatus(signedIn, 200);
  const headers = bearer(signedIn.body.data.token);
  const books: BookJson[] = [];
  for (const copies of [1, 2, 3]) books.push(await api.book({ copies, title: `Backed up ${copies}` }, headers));
  const members: string[] = [];
  for (const name of ['Ada Reader', 'Bo Reader']) {
    const made = await api.post<{ id: string }>('/members', { name, cardNumber: uniqueCard() }, { headers });
    expectStatus(made, 201);
    members.push(made.body.data.id);
  }
  const [first, second] = [defined(books[0], 'a book'), defined(books[1], 'a book')];
  const out = await api.post(
    '/borrow',
    { book: first.id, quantity: 1, dueDate: isoDate(14), member: members[0] },
    { headers },
  );
  expectStatus(out, 201);
  const back = await api.post<{ id: string }>(
    '/borrow',
    { book: second.id, quantity: 1, dueDate: isoDate(7), borrower: 'Walk-in reader' },
    { headers },
  );
  expectStatus(back, 201);
  expectStatus(await api.post(`/loans/${back.body.data.id}/return`, {}, { headers }), 200);
  expectStatus(await api.post('/holds', { book: first.id, member: members[1] }, { headers }), 201);
  const token = await api.post<{ secret: string }>('/tokens', { name: 'Backups', role: 'ADMIN' }, { headers });
  expectStatus(token, 201);
  return { headers, token: token.body.data.secret };
}

describe.each(TARGETS)('backups of a %s store', (target) => {
  it('when a filled store is backed up while requests run, then fresh PGlite and PostgreSQL stores restored from it hold the same rows, sign in with the old passwords and lend', async () => {
    const source = await storeLocation(target);
    const restored: StoreLocation[] = [];
    const files = tempDir('library-backup-test-');
    try {
      const admin = await withStore(source, (store) => signedInStaff(store, 'ADMIN'));
      await withStore(source, (store) => signedInStaff(store, 'LIBRARIAN'));
      const viaApi = path.join(files, 'via-api.jsonl.gz');
      await withApi(source, target, async (api) => {
        const { token } = await fill(api, admin);
        expect((await api.get('/backup')).status).toBe(401);
        const download = await fetch(`${api.url}/backup`, { headers: bearer(token) });
        expect([download.status, download.headers.get('content-type')]).toEqual([200, 'application/gzip']);
        expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="library-.+\.jsonl\.gz"$/);
        await download.arrayBuffer();
        // Readers keep asking while the backup is made (public reads: they change no row).
        let stop = false;
        const answers: number[] = [];
        const traffic = Promise.all(
          Array.from({ length: 4 }, async () => {
            while (!stop) {
              answers.push((await api.get('/books?limit=50')).status, (await api.get('/borrow')).status);
            }
          }),
        );
        const [running, locked] = await Promise.all([
          backupCli(['backup', '--url', api.url.replace(/\/api$/, ''), '--out', viaApi], {
            ...source.env,
            LIBRARY_API_TOKEN: token,
          }),
          target === 'pglite' ? backupCli(['backup', '--out', files], source.env) : Promise.resolve(undefined),
        ]).finally(() => (stop = true));
        await traffic;
        expect([running.code, running.stderr]).toEqual([0, '']);
        expect(running.stdout.trim()).toBe(`Backed up the app at ${api.url.replace(/\/api$/, '')} to ${viaApi}`);
        expect(answers.length).toBeGreaterThan(0);
        expect(answers.filter((status) => status !== 200)).toEqual([]);
        if (locked !== undefined) {
          expect([locked.code, locked.stderr.trim()]).toEqual([
            1,
            expect.stringContaining('The app is running on the embedded store'),
          ]);
        }
      });
      const before = await rowsOf(source);
      expect(before['books']).toHaveLength(3);
      expect(before['members']).toHaveLength(2);
      expect(before['borrows']).toHaveLength(2);
      expect(before['holds']).toHaveLength(1);
      expect(before['accounts']).toHaveLength(2);
      expect(defined(before['activity'], 'the activity').length).toBeGreaterThan(5);

      // From the stopped store (PGlite) or straight from the database (PostgreSQL), by the command.
      const direct = path.join(files, 'direct.jsonl.gz');
      const stopped = await backupCli(['backup', '--out', direct], source.env);
      expect([stopped.code, stopped.stderr]).toEqual([0, '']);

      const intoPglite = await storeLocation('pglite');
      restored.push(intoPglite);
      const loaded = await backupCli(['restore', viaApi], intoPglite.env);
      expect([loaded.code, loaded.stderr]).toEqual([0, '']);
      expect(loaded.stdout).toMatch(new RegExp(`^Restored \\d+ rows of ${backupTables().length} tables into `));
      expect(await rowsOf(intoPglite)).toEqual(before);
      if (TEST_DATABASE_URL !== undefined) {
        const intoPostgres = await storeLocation('postgres');
        restored.push(intoPostgres);
        await restoreInto(intoPostgres, direct);
        expect(await rowsOf(intoPostgres)).toEqual(before);
      }

      for (const location of restored) {
        await withApi(location, location === intoPglite ? 'pglite' : 'postgres', async (api) => {
          const again = await signIn(api, admin.email, admin.password);
          expectStatus(again, 200);
          const headers = bearer(again.body.data.token);
          const books = await api.get<BookJson[]>('/books?search=Backed%20up%203', { headers });
          const book = defined(books.body.data[0], 'the book');
          expect(book.title).toBe('Backed up 3');
          const lent = await api.post(
            '/borrow',
            { book: book.id, quantity: 1, dueDate: isoDate(10), borrower: 'After restore' },
            { headers },
          );
          expectStatus(lent, 201);
        });
      }
    } finally {
      await Promise.all([source.dispose(), ...restored.map((location) => location.dispose())]);
      fs.rmSync(files, { recursive: true, force: true });
    }
  }, 300_000);

  it('when a truncated, damaged or foreign file is restored, then it is refused with a clear message and the store is unchanged', async () => {
    await withTempDir(async (files) => {
      const good = path.join(files, 'good.jsonl.gz');
      await withStoreLocation('pglite', async (from) => {
        await withStore(from, async (store) => {
          await store.seedDemo();
          await writeFileAtomically(good, (out) => store.writeBackup(out));
        });
      });
      const bytes = fs.readFileSync(good);
      const truncated = path.join(files, 'truncated.jsonl.gz');
      fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const damaged = path.join(files, 'damaged.jsonl.gz');
      fs.writeFileSync(
        damaged,
        zlib.gzipSync(zlib.gunzipSync(bytes).toString('utf8').replace('"title":"', '"title":"X')),
      );
      const foreign = path.join(files, 'foreign.jsonl.gz');
      fs.writeFileSync(foreign, zlib.gzipSync('{"hello":"world"}\n'));
      const csv = path.join(files, 'books.csv');
      fs.writeFileSync(csv, 'title,author\nDune,Frank Herbert\n');

      await withStoreLocation(target, async (into) => {
        const refused = async (file: string): Promise<string> =>
          restoreInto(into, file).then(
            () => 'restored',
            (err: unknown) => (err instanceof Error ? err.message : String(err)),
          );
        expect(await refused(truncated)).toBe(BACKUP_MESSAGES.truncated(truncated));
        expect(await refused(damaged)).toBe(BACKUP_MESSAGES.damaged(damaged));
        expect(await refused(foreign)).toBe(BACKUP_MESSAGES.foreign(foreign));
        expect(await refused(csv)).toBe(BACKUP_MESSAGES.foreign(csv));
        // Nothing was written: the good file still finds the store empty, and loads.
        expect(await refused(good)).toBe('restored');
        expect(await refused(good)).toMatch(/^The target store is not empty \(31 rows in books/);
      });

      const cli = await backupCli(['restore', truncated], { DATA_DIR: path.join(files, 'never-made') });
      expect([cli.code, cli.stdout, cli.stderr.trim()]).toEqual([1, '', BACKUP_MESSAGES.truncated(truncated)]);
      expect(fs.existsSync(path.join(files, 'never-made'))).toBe(false);

      // A sound file made at another database version (its checksum made anew) is refused too.
      const older = path.join(files, 'older.jsonl.gz');
      const code = codeMigrationLevel();
      const lines = zlib
        .gunzipSync(bytes)
        .toString('utf8')
        .replace(JSON.stringify(code), JSON.stringify({ count: code.count - 1, tag: 'an older one' }))
        .split('\n')
        .slice(0, -2);
      const body = lines.map((line) => `${line}\n`).join('');
      const end: unknown = JSON.parse(zlib.gunzipSync(bytes).toString('utf8').trim().split('\n').at(-1) ?? '');
      const rows = Array.isArray(end) ? (end[1] as { rows: unknown }).rows : {};
      const sha256 = crypto.createHash('sha256').update(body).digest('hex');
      fs.writeFileSync(older, zlib.gzipSync(`${body}${JSON.stringify(['end', { rows, sha256 }])}\n`));
      const version = await backupCli(['restore', older], { DATA_DIR: path.join(files, 'never-made') });
      expect([version.code, version.stderr.trim()]).toEqual([
        1,
        BACKUP_MESSAGES.migration(older, { count: code.count - 1, tag: 'an older one' }, code),
      ]);
      expect(fs.existsSync(path.join(files, 'never-made'))).toBe(false);
    });
  }, 300_000);

  it('when the nightly job runs, then the day has one backup file and only the last 14 nightly files are kept', async () => {
    await withTempDir(async (dir) => {
      for (let day = 1; day <= 20; day += 1)
        fs.writeFileSync(path.join(dir, nightlyName(`2020-01-${String(day).padStart(2, '0')}`)), 'old');
      fs.writeFileSync(path.join(dir, 'library-2020-01-01T000000Z.jsonl.gz'), 'made by hand');
      await withStoreLocation(target, async (location) => {
        const today = new Date().toISOString().slice(0, 10);
        const server = await startApiServer({
          ...location.options,
          logLevel: 'silent',
          timeZone: 'UTC',
          backupDir: dir,
        });
        try {
          const file = path.join(dir, nightlyName(today));
          for (let i = 0; i < 600 && !fs.existsSync(file); i += 1) await new Promise((r) => setTimeout(r, 100));
          expect((await readBackup(file)).tables).toContain('books');
        } finally {
          await server.close();
        }
        const nightly = fs.readdirSync(dir).filter((name) => /^library-\d{4}-\d{2}-\d{2}\.jsonl\.gz$/.test(name));
        expect(nightly.sort()).toEqual([
          ...Array.from({ length: 13 }, (_, i) => nightlyName(`2020-01-${String(i + 8).padStart(2, '0')}`)),
          nightlyName(today),
        ]);
        expect(fs.existsSync(path.join(dir, 'library-2020-01-01T000000Z.jsonl.gz'))).toBe(true);
        expect(fs.readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
        // Two more runs the same day (two api processes on PostgreSQL): no second file.
        const again = await Promise.all(
          (target === 'postgres' ? [1, 2] : [1]).map(() =>
            withStore(location, (store) => store.writeNightlyBackup({ dir, day: '2031-05-05' })),
          ),
        );
        expect(again.reduce((a, b) => a + b, 0)).toBe(1);
        expect(await withStore(location, (store) => store.writeNightlyBackup({ dir, day: '2031-05-05' }))).toBe(0);
      });
    });
  }, 300_000);
});
