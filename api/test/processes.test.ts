/** The service as separate processes: start-up failures, signals, crashes, and two processes at once. */
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { GENRES, MAX_COPIES } from '../src/contract';
import {
  TARGETS,
  TEST_DATABASE_URL,
  call,
  isbn13CheckDigit,
  isoDate,
  spawnService,
  storeLocation,
  type BookJson,
  type BorrowJson,
  type ChildService,
  type LoanJson,
  type StoreLocation,
  type SummaryJson,
  withStoreLocation,
} from './helpers';

jest.setTimeout(120_000);

const running: ChildService[] = [];
function service(env: Record<string, string>, options: { ipc?: boolean } = {}): ChildService {
  const child = spawnService(env, options);
  running.push(child);
  return child;
}
afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.proc.exitCode === null && child.proc.signalCode === null) {
      child.proc.kill('SIGKILL');
      await child.exited;
    }
  }
});

/** The one line a failed start prints (stderr), with the JSON log lines left out. */
function failureLine(output: string): string {
  return output
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('{'))
    .join('\n');
}

describe('start-up failures', () => {
  it('when a second process opens a locked data directory, then it exits non-zero with one clear line', async () => {
    const location = await storeLocation('pglite');
    try {
      const first = service(location.env);
      await first.ready;
      const second = service(location.env);
      const { code } = await second.exited;
      expect(code).toBe(1);
      expect(failureLine(second.output())).toMatch(
        /^The data directory .+ is in use by another process \(pid \d+\): stop it, or set DATA_DIR to another directory$/,
      );
      // The first one is unharmed.
      expect((await call(await first.ready, 'GET', '/health')).status).toBe(200);
    } finally {
      await location.dispose();
    }
  });

  it('when the port is taken, then it exits non-zero with one clear line and releases the data directory', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '0.0.0.0', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    const location = await storeLocation('pglite');
    try {
      const child = service({ ...location.env, API_PORT: String(port) });
      const { code } = await child.exited;
      expect(code).toBe(1);
      expect(failureLine(child.output())).toBe(
        `Port ${port} is already in use: stop the other process or set API_PORT to a free port`,
      );
      const next = service(location.env);
      await expect(next.ready).resolves.toMatch(/^http:/);
      // Stopped before its data directory is removed: a running store still writes there.
      next.proc.kill('SIGTERM');
      await next.exited;
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
      await location.dispose();
    }
  });

  it('when the configuration is invalid, then it exits non-zero naming every bad variable', async () => {
    const child = service({ API_PORT: '70000', LOG_LEVEL: 'chatty', SEED: 'maybe', DATABASE_URL: 'mysql://x' });
    const { code } = await child.exited;
    expect(code).toBe(1);
    expect(failureLine(child.output())).toBe(
      'Invalid configuration: API_PORT must be a whole number from 0 to 65535 (got "70000"); ' +
        'DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://"); ' +
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "chatty"); SEED must be 1 or 0 (got "maybe")',
    );
  });

  it('when the database cannot be reached, then it exits non-zero with one clear line and no password', async () => {
    const child = service({ DATABASE_URL: 'postgres://someone:hunter2@127.0.0.1:1/library' });
    const { code } = await child.exited;
    expect(code).toBe(1);
    const line = failureLine(child.output());
    expect(line).toMatch(/^Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/library \(DATABASE_URL\): .+$/);
    expect(child.output()).not.toContain('hunter2');
  });
});

describe.each(TARGETS)('processes on %s', (target) => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'when %s arrives, then requests in flight finish, it exits 0 and the store can be reopened',
    async (signal) => {
      await withStoreLocation(target, async (location) => {
        const child = service(location.env);
        const url = await child.ready;
        const inFlight = Array.from({ length: 20 }, (_, i) => {
          const isbn = `9791${String(i).padStart(8, '0')}`;
          return call(url, 'POST', '/books', {
            title: `Inflight ${i}`,
            author: 'A',
            genre: 'SCIENCE',
            isbn: `${isbn}${isbn13CheckDigit(isbn)}`,
            copies: 1,
          }).then(
            (res) => res.status,
            () => 'not accepted' as const,
          );
        });
        await new Promise((r) => setTimeout(r, 20));
        child.proc.kill(signal);
        const [{ code }, statuses] = await Promise.all([child.exited, Promise.all(inFlight)]);
        expect(code).toBe(0);
        // Requests the server took were answered in full; none was cut off with an error.
        const answered = statuses.filter((s) => s !== 'not accepted');
        expect(answered.length).toBeGreaterThan(0);
        expect(answered.every((s) => s === 201)).toBe(true);
        expect(child.output()).toContain('"msg":"stopped"');
        const again = service(location.env);
        expect((await call(await again.ready, 'GET', '/health')).status).toBe(200);
      });
    },
  );

  it('when its IPC channel closes (the npm start that started it is gone), then it stops gracefully, exits 0 and the store can be reopened', async () => {
    await withStoreLocation(target, async (location) => {
      const child = service(location.env, { ipc: true });
      await child.ready;
      child.proc.disconnect();
      const { code } = await child.exited;
      expect(code).toBe(0);
      expect(child.output()).toContain('the process that started this one (npm start) is gone: stopping');
      expect(child.output()).toContain('"msg":"stopped"');
      const again = service(location.env);
      expect((await call(await again.ready, 'GET', '/health')).status).toBe(200);
    });
  });

  it('when SIGTERM arrives while the store is still opening, then it stops once open, exits 0 and the store can be reopened', async () => {
    await withStoreLocation(target, async (location) => {
      const child = service({ ...location.env, LOG_LEVEL: 'debug' });
      const deadline = Date.now() + 60_000;
      while (!child.output().includes('"msg":"opening the store"')) {
        if (child.proc.exitCode !== null || Date.now() > deadline)
          throw new Error(`never started opening the store:\n${child.output()}`);
        await new Promise((r) => setTimeout(r, 5));
      }
      child.proc.kill('SIGTERM');
      const { code } = await child.exited;
      expect(code).toBe(0);
      expect(child.output()).toContain('"msg":"stopped"');
      expect(child.output()).not.toContain('API ready');
      const again = service(location.env);
      expect((await call(await again.ready, 'GET', '/health')).status).toBe(200);
    });
  });

  it('when the process is killed with SIGKILL during a burst of writes, then after a restart every acknowledged write is there as acknowledged', async () => {
    await withStoreLocation(target, async (location) => {
      const child = service(location.env);
      const url = await child.ready;
      const book = (
        await call<BookJson>(url, 'POST', '/books', {
          title: 'Crash',
          author: 'A',
          genre: 'FICTION',
          isbn: '9790000000018',
          copies: MAX_COPIES,
        })
      ).body.data;
      const ackedBooks: { sent: Record<string, unknown>; answer: BookJson }[] = [];
      const ackedBorrows: BorrowJson[] = [];
      let stop = false;
      const writer = async (w: number): Promise<void> => {
        for (let i = 0; !stop; i++) {
          try {
            if (i % 2 === 0) {
              const isbn = `979${String(w).padStart(2, '0')}${String(i).padStart(7, '0')}`;
              const sent = {
                title: `W${w}-${i}`,
                author: `Writer ${w}`,
                genre: GENRES[i % GENRES.length],
                isbn: `${isbn}${isbn13CheckDigit(isbn)}`,
                description: `Book ${i} of writer ${w}`,
                copies: 1 + (i % 5),
              };
              const res = await call<BookJson>(url, 'POST', '/books', sent);
              if (res.status === 201) ackedBooks.push({ sent, answer: res.body.data });
            } else {
              const res = await call<BorrowJson>(url, 'POST', '/borrow', {
                book: book.id,
                quantity: 1 + (i % 3),
                dueDate: isoDate(1 + (w % 5)),
              });
              if (res.status === 201) ackedBorrows.push(res.body.data);
            }
          } catch {
            return; // the connection died with the process
          }
        }
      };
      const writers = Array.from({ length: 8 }, (_, w) => writer(w));
      // Before the kill below, an exit is the service's own doing (Node sets these before 'exit').
      const exitedEarly = (): boolean => child.proc.exitCode !== null || child.proc.signalCode !== null;
      try {
        // Until 60 creations are acknowledged, checked every 10 ms, 3000 checks (30 s) at most.
        for (let check = 0; ackedBooks.length < 60; check++) {
          if (exitedEarly())
            throw new Error(
              `the service exited after ${ackedBooks.length} acknowledged creations, before it was killed:\n${child.output()}`,
            );
          if (check === 3000)
            throw new Error(
              `only ${ackedBooks.length} of 60 creations were acknowledged after 3000 checks:\n${child.output()}`,
            );
          await new Promise((r) => setTimeout(r, 10));
        }
        stop = true;
        child.proc.kill('SIGKILL');
        await child.exited;
      } finally {
        stop = true;
        await Promise.all(writers);
      }

      const restarted = service(location.env);
      const url2 = await restarted.ready;
      for (const { sent, answer } of ackedBooks) {
        expect(answer).toMatchObject({ ...sent, available: true });
        const res = await call<BookJson>(url2, 'GET', `/books/${answer.id}`);
        expect([answer.id, res.status, res.body.data]).toEqual([answer.id, 200, answer]);
      }
      const after = (await call<BookJson>(url2, 'GET', `/books/${book.id}`)).body.data;
      const summary = (await call<SummaryJson[]>(url2, 'GET', '/borrow')).body.data;
      expect(summary.find((row) => row.book._id === book.id)?.totalQuantity).toBe(MAX_COPIES - after.copies);
      restarted.proc.kill('SIGTERM');
      expect((await restarted.exited).code).toBe(0);

      // Every acknowledged borrow record is stored as answered, and the records add up to the copies
      // deducted (a borrow cut off before its answer may be there too, but whole or not at all).
      expect(ackedBorrows.length).toBeGreaterThan(0);
      const stored = await borrowsOf(location, book.id);
      for (const acked of ackedBorrows) {
        expect([acked.id, stored.get(acked.id)]).toEqual([
          acked.id,
          { book: acked.book, quantity: acked.quantity, dueDate: acked.dueDate },
        ]);
      }
      expect([...stored.values()].reduce((sum, r) => sum + r.quantity, 0)).toBe(MAX_COPIES - after.copies);
    });
  });
});

interface StoredBorrow {
  book: string;
  quantity: number;
  dueDate: string;
}

/** The borrow records of `bookId`, by id, read from the database itself (no route lists them). */
async function borrowsOf(location: StoreLocation, bookId: string): Promise<Map<string, StoredBorrow>> {
  const sql =
    "SELECT id, book_id, quantity, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM borrows WHERE book_id = $1";
  type Row = { id: string; book_id: string; quantity: number; due_date: string };
  let rows: Row[];
  if ('dataDir' in location.options) {
    const db = await PGlite.create(location.options.dataDir);
    try {
      rows = (await db.query<Row>(sql, [bookId])).rows;
    } finally {
      await db.close();
    }
  } else {
    const db = new Client({ connectionString: location.options.databaseUrl });
    await db.connect();
    try {
      rows = (await db.query<Row>(sql, [bookId])).rows;
    } finally {
      await db.end();
    }
  }
  return new Map(rows.map((r) => [r.id, { book: r.book_id, quantity: r.quantity, dueDate: r.due_date }]));
}

(TEST_DATABASE_URL ? describe : describe.skip)('two service processes on one PostgreSQL database', () => {
  it('when 200 borrows of one copy are split across two processes on a book with 50 copies, then exactly 50 succeed', async () => {
    const location = await storeLocation('postgres');
    try {
      const [a, b] = [service(location.env), service(location.env)];
      const urls = await Promise.all([a.ready, b.ready]);
      const book = (
        await call<BookJson>(urls[0], 'POST', '/books', {
          title: 'Contended',
          author: 'A',
          genre: 'FICTION',
          isbn: '9790000000025',
          copies: 50,
        })
      ).body.data;
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          call(urls[i % 2], 'POST', '/borrow', { book: book.id, quantity: 1, dueDate: isoDate(1) }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(50);
      expect(statuses.filter((s) => s === 409)).toHaveLength(150);
      expect((await call<BookJson>(urls[1], 'GET', `/books/${book.id}`)).body.data).toMatchObject({
        copies: 0,
        available: false,
      });
      const summary = (await call<{ totalQuantity: number }[]>(urls[1], 'GET', '/borrow')).body.data;
      expect(summary).toEqual([
        {
          book: { _id: book.id, title: 'Contended', isbn: '9790000000025', author: 'A', genre: 'FICTION' },
          totalQuantity: 50,
          copiesOut: 50,
          overdueCopies: 0,
        },
      ]);
    } finally {
      for (const child of running.splice(0)) {
        child.proc.kill('SIGTERM');
        await child.exited;
      }
      await location.dispose();
    }
  });

  it('when borrows and returns of one book race across two processes, then copies always equal initial − borrowed + returned and each loan comes back once', async () => {
    const location = await storeLocation('postgres');
    try {
      const [a, b] = [service(location.env), service(location.env)];
      const urls = await Promise.all([a.ready, b.ready]);
      const initial = 20;
      const book = (
        await call<BookJson>(urls[0], 'POST', '/books', {
          title: 'Circulating',
          author: 'A',
          genre: 'SCIENCE',
          isbn: '9790000000032',
          copies: initial,
        })
      ).body.data;
      const borrowOne = (i: number) =>
        call<BorrowJson>(urls[i % 2], 'POST', '/borrow', { book: book.id, quantity: 1, dueDate: isoDate(2) });
      const first = await Promise.all(Array.from({ length: 12 }, (_, i) => borrowOne(i)));
      const loanIds = first.map((r) => r.body.data.id);
      // Every early loan is returned twice (once through each process) while 60 more borrows race them.
      const [borrows, returns] = await Promise.all([
        Promise.all(Array.from({ length: 60 }, (_, i) => borrowOne(i))),
        Promise.all(
          loanIds.flatMap((id, i) => [
            call(urls[i % 2], 'POST', `/loans/${id}/return`),
            call(urls[(i + 1) % 2], 'POST', `/loans/${id}/return`),
          ]),
        ),
      ]);
      const returnStatuses = returns.map((r) => r.status);
      expect(returnStatuses.filter((s) => s === 200)).toHaveLength(loanIds.length);
      expect(returnStatuses.filter((s) => s === 409)).toHaveLength(loanIds.length);
      const lent = first.length + borrows.filter((r) => r.status === 201).length;
      expect(borrows.every((r) => r.status === 201 || r.body.error?.code === 'INSUFFICIENT_COPIES')).toBe(true);
      const after = (await call<BookJson>(urls[1], 'GET', `/books/${book.id}`)).body.data;
      expect(after.copies).toBe(initial - lent + loanIds.length);
      expect(after.copies).toBeGreaterThanOrEqual(0);
      const out = await call<LoanJson[]>(urls[0], 'GET', `/loans?book=${book.id}&status=out`);
      expect(out.body.meta?.total).toBe(lent - loanIds.length);
      expect(initial - after.copies).toBe(out.body.meta?.total);
    } finally {
      for (const child of running.splice(0)) {
        child.proc.kill('SIGTERM');
        await child.exited;
      }
      await location.dispose();
    }
  });
});
