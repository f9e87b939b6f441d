/**
 * `npm run bench -w api` (or `npm run bench:api` at the root): the REST api's figures, not a test.
 *
 * For each store (PGlite in a temporary data directory; PostgreSQL too when BENCH_DATABASE_URL or
 * DATABASE_URL names a server, in a database of its own created and dropped here), it bulk-loads
 * N books and M borrow records, starts the real service in this process on a random port, and
 * measures over HTTP: p50/p95 of the list (page 1, page 100, the middle and the last page, without
 * and with a genre filter; each answer carries the count behind totalPages), of page 1 of searches
 * (about 10,000 matches at 1,000,000 books, unaccented and accented: goal p50 <= 20 ms; a few
 * matches; an ISBN with hyphens; searches of one and two characters, too short for the trigram
 * indexes: reported only) and of available=true (reported only), of a book by id and of the borrow
 * summary (page 1 of 50 rows, goal p50 <= 10 ms at 100,000 titles; the last page; the
 * headline totals; the whole summary, streamed), first of all the unpaged summary's peak RSS against
 * the idle RSS (goal: at most +50 MiB); then contended
 * borrowing (many concurrent POST /api/borrow on one book and on a few books: borrows/s), checking
 * that nothing was oversold (201s, copies left and the summary's totals agree); last, sign-in's latency
 * (the first admin made with the store's setup code, then 50 sign-ins, each one argon2id
 * verification: reported only). Prints one table per store with the machine's facts and the goals.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, samplePeak, serialIsbn13 } from '@library/harness';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { createScratchDatabase } from '../src/db/scratch-database';
import { GENRES, type Genre } from '../src/contract';
import { createLogger } from '../src/logger';
import { startApiServer, type ApiServer } from '../src/server';
import { cleanUp, cleanups, fmt, ms, progress, runBench, seconds, table, type Figure } from './runner';
import { BenchClient, runConcurrent, timeSequential, type Envelope, type Latencies } from './client';
import { loadData, sampleBookIds, serverVersion, type LoadTimings, type Row, type SqlRunner } from './load';
import { parseOptions, UsageError, type BenchOptions, type StoreChoice } from './options';

const LIST_GOAL_MS = 5;
/** Goal: page 1 of a search with about 10,000 matches, total included, at 1,000,000 books on PostgreSQL. */
const SEARCH_GOAL_MS = 20;
const BORROW_GOAL_PER_S = 500;
/** Goal: page 1 of the borrow summary (50 rows, with its total) at 100,000 borrowed titles. */
const SUMMARY_GOAL_MS = 10;
/** Goal: the unpaged summary's peak RSS at most this much above the idle RSS. */
const SUMMARY_RSS_GOAL_MIB = 50;
/**
 * The searches measured (page 1, with its total). The loaded authors are "Author <i mod 9973>", the
 * titles "Benchmark <10 hex digits>", the ISBNs 978 and i on 10 digits (load.ts). "author 77" finds
 * "Author 77", "Author 770".."Author 779" and "Author 7700".."Author 7799": 111 of the 9,973
 * authors, 11,130 books of 1,000,000 (1,113 of 100,000); "AUTHÖR 77" finds the same ones, accents
 * and case aside. `slow`: fewer samples (a scan of the table each).
 */
const BENCH_SEARCHES: readonly { text: string; what: string; goal: 'search' | 'reported'; slow?: boolean }[] = [
  { text: 'author 77', what: 'unaccented', goal: 'search' },
  { text: 'AUTHÖR 77', what: 'accented, upper case', goal: 'search' },
  { text: 'author 7777', what: 'a few matches', goal: 'reported' },
  { text: '978-0000-1234', what: 'ISBN with hyphens', goal: 'reported' },
  { text: 'é', what: 'one character, no index', goal: 'reported', slow: true },
  { text: '7Ë', what: 'two characters, no index', goal: 'reported', slow: true },
];
/** Timed and warm-up requests of a `slow` figure, at most. */
const SLOW_SAMPLES = 20;
/** Sign-ins timed (each one argon2id verification: its cost is the figure). */
const SIGN_IN_SAMPLES = 50;
const SLOW_WARMUP = 2;
/** Rows per page of the summary figures (the web's page). */
const SUMMARY_PAGE_ROWS = 50;

interface Prepared {
  server: ApiServer;
  version: string;
  timings: LoadTimings;
  ids: string[];
}

async function loadAndStart(store: StoreChoice, options: BenchOptions): Promise<Prepared> {
  const counts = { books: options.books, borrows: options.borrows, borrowedBooks: options.borrowedBooks };
  const start = (extra: { dataDir: string } | { databaseUrl: string }): Promise<ApiServer> =>
    startApiServer({ port: 0, host: '127.0.0.1', seed: false, logLevel: 'warn', ...extra });

  if (store === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'library-bench-'));
    cleanups.push(() => {
      rmSync(dataDir, { recursive: true, force: true });
    });
    // PGlite is one process (and one handle) per directory: load first, close, then start the service.
    const { client, lock } = await openPglite(dataDir);
    let loaded: Omit<Prepared, 'server'>;
    try {
      const db: SqlRunner = {
        query: async (text, params) => {
          const { rows } = await client.query<Row>(text, params);
          // PGlite's promises never return to the event loop: let a Ctrl-C in between statements.
          await new Promise((resolve) => setImmediate(resolve));
          return rows;
        },
      };
      const version = `PGlite (PostgreSQL ${await serverVersion(db)})`;
      const timings = await loadData(db, counts, progress);
      loaded = { version, timings, ids: await sampleBookIds(db, 1000) };
    } finally {
      await client.close();
      lock.release();
    }
    return { ...loaded, server: await start({ dataDir }) };
  }

  const adminUrl = options.adminUrl;
  if (!adminUrl) throw new UsageError('PostgreSQL needs BENCH_DATABASE_URL');
  const database = await createScratchDatabase(adminUrl, 'library_bench');
  cleanups.push(() => database.drop());
  const pool = await openPostgres(database.url, createLogger('warn'));
  let loaded: Omit<Prepared, 'server'>;
  try {
    const db: SqlRunner = { query: async (text, params) => (await pool.query<Row>(text, params)).rows };
    const version = `PostgreSQL ${await serverVersion(db)}`;
    const timings = await loadData(db, counts, progress);
    loaded = { version, timings, ids: await sampleBookIds(db, 1000) };
  } finally {
    await pool.end();
  }
  return { ...loaded, server: await start({ databaseUrl: database.url }) };
}

type Goal = 'list' | 'search' | 'summary' | 'reported' | 'none';

function latencyFigure(label: string, l: Latencies, goal: Goal): Figure {
  const goalMs = goal === 'list' ? LIST_GOAL_MS : goal === 'summary' ? SUMMARY_GOAL_MS : SEARCH_GOAL_MS;
  const verdict = l.p50 <= goalMs ? 'met' : 'missed';
  return {
    label,
    count: fmt(l.count),
    p50: ms(l.p50),
    p95: ms(l.p95),
    result: `max ${ms(l.max)}`,
    goal:
      goal === 'list' || goal === 'search' || goal === 'summary'
        ? `p50 <= ${goalMs} ms: ${verdict}`
        : goal === 'reported'
          ? 'reported only'
          : '',
  };
}

function expectList(body: Envelope, total: number, rows: number, what: string): void {
  const data = Array.isArray(body.data) ? body.data : undefined;
  if (body.meta?.total !== total || data?.length !== rows) {
    throw new Error(
      `${what}: expected ${rows} rows of ${total}, got ${data?.length ?? 'no'} rows of ${body.meta?.total ?? '?'}`,
    );
  }
}

interface ReadCase {
  label: string;
  goal: Goal;
  run: (i: number) => Promise<void>;
  /** A request that scans the table: SLOW_SAMPLES and SLOW_WARMUP at most. */
  slow?: boolean;
}

async function measureReads(client: BenchClient, options: BenchOptions, ids: readonly string[]): Promise<Figure[]> {
  const limit = options.limit;
  const totalOf = async (genre: Genre | undefined): Promise<number> => {
    const body = await client.expect(200, 'GET', `books?limit=${limit}${genre ? `&filter=${genre}` : ''}`);
    return body.meta?.total ?? 0;
  };
  const totals = new Map<Genre | undefined, number>([[undefined, await totalOf(undefined)]]);
  for (const genre of GENRES) totals.set(genre, await totalOf(genre));
  if (totals.get(undefined) !== options.books)
    throw new Error(`the api counts ${totals.get(undefined)} books, ${options.books} were loaded`);

  const cases: ReadCase[] = [
    {
      label: 'GET /health (baseline: HTTP + SELECT 1)',
      goal: 'none',
      run: async () => {
        await client.expect(200, 'GET', 'health');
      },
    },
  ];
  const lastPage = (total: number): number => Math.max(1, Math.ceil(total / limit));
  const pages = {
    'page 1': () => 1,
    'page 100': (total: number) => Math.min(100, lastPage(total)),
    'middle page': (total: number) => Math.ceil(lastPage(total) / 2),
    'last page': (total: number) => lastPage(total),
  } as const;
  for (const filtered of [false, true]) {
    for (const [name, pageOf] of Object.entries(pages)) {
      const allPages = `${fmt(pageOf(options.books))} of ${fmt(lastPage(options.books))}`;
      cases.push({
        label: filtered ? `GET /books ${name}, genre filter` : `GET /books ${name} (${allPages})`,
        goal: name === 'middle page' ? 'reported' : 'list',
        run: async (i) => {
          const genre = filtered ? GENRES[i % GENRES.length] : undefined;
          const total = totals.get(genre) ?? 0;
          const page = pageOf(total);
          const rows = Math.min(limit, total - (page - 1) * limit);
          const query = `books?limit=${limit}&page=${page}${genre ? `&filter=${genre}` : ''}`;
          expectList(await client.expect(200, 'GET', query), total, rows, query);
        },
      });
    }
  }
  // Searches (BENCH_SEARCHES) and `available` are counted with COUNT(*) over the matching rows: a
  // search's through its trigram indexes (a scan of the table when it is too short for them),
  // `available`'s by a scan of the table (reported only).
  const filtered = async (query: string): Promise<number> =>
    (await client.expect(200, 'GET', `books?limit=${limit}&${query}`)).meta?.total ?? 0;
  const listings: { label: string; query: string; goal: Goal; slow?: boolean }[] = [
    ...BENCH_SEARCHES.map(({ text, what, goal, slow }) => ({
      label: `GET /books search (page 1, "${text}": ${what})`,
      query: `search=${encodeURIComponent(text)}`,
      goal,
      slow,
    })),
    { label: 'GET /books available=true (page 1)', query: 'available=true', goal: 'reported' },
  ];
  for (const { label, query, goal, slow } of listings) {
    const total = await filtered(query);
    cases.push({
      label: `${label}, ${fmt(total)} matches`,
      goal,
      slow,
      run: async () => {
        expectList(
          await client.expect(200, 'GET', `books?limit=${limit}&${query}`),
          total,
          Math.min(limit, total),
          query,
        );
      },
    });
  }
  cases.push({
    label: 'GET /books/:id',
    goal: 'none',
    run: async (i) => {
      const id = ids[i % ids.length] ?? '';
      const body = await client.expect(200, 'GET', `books/${id}`);
      if (typeof body.data !== 'object' || body.data === null || !('id' in body.data) || body.data.id !== id) {
        throw new Error(`GET /books/${id} answered another book`);
      }
    },
  });
  // Loans (bench/load.ts): half returned; of those out, one in five overdue. Page 1, newest first.
  for (const status of ['out', 'overdue'] as const) {
    const query = `loans?status=${status}&limit=${limit}`;
    const total = (await client.expect(200, 'GET', query)).meta?.total ?? 0;
    cases.push({
      label: `GET /loans?status=${status} page 1, ${fmt(total)} of ${fmt(options.borrows)} loans`,
      goal: 'list',
      run: async () => {
        expectList(await client.expect(200, 'GET', query), total, Math.min(limit, total), query);
      },
    });
  }
  const summaryRows = summaryRowsOf(options);
  const lastSummaryPage = Math.max(1, Math.ceil(summaryRows / SUMMARY_PAGE_ROWS));
  for (const page of [1, lastSummaryPage]) {
    const query = `borrow?page=${page}&limit=${SUMMARY_PAGE_ROWS}`;
    const rows = Math.max(0, Math.min(SUMMARY_PAGE_ROWS, summaryRows - (page - 1) * SUMMARY_PAGE_ROWS));
    cases.push({
      label: `GET /${query} (summary page ${fmt(page)} of ${fmt(lastSummaryPage)}, ${fmt(summaryRows)} titles)`,
      goal: page === 1 ? 'summary' : 'reported',
      run: async () => {
        expectList(await client.expect(200, 'GET', query), summaryRows, rows, query);
      },
    });
  }
  cases.push({
    label: 'GET /borrow/totals (headline figures: counters, overdue by index)',
    goal: 'reported',
    run: async () => {
      const body = await client.expect(200, 'GET', 'borrow/totals');
      const titles =
        typeof body.data === 'object' && body.data !== null && 'titles' in body.data ? body.data.titles : -1;
      if (titles !== summaryRows)
        throw new Error(`GET /borrow/totals: ${String(titles)} titles, expected ${summaryRows}`);
    },
  });
  cases.push({
    label: `GET /borrow (the whole summary, ${fmt(summaryRows)} rows, streamed)`,
    goal: 'none',
    slow: true,
    run: async () => {
      const body = await client.expect(200, 'GET', 'borrow');
      const rows = Array.isArray(body.data) ? body.data.length : -1;
      if (rows !== summaryRows) throw new Error(`GET /borrow: ${rows} rows, expected ${summaryRows}`);
    },
  });

  // Warm every path (JIT, caches) before timing any, so the first figure is not the coldest.
  progress(`  warm-up: ${options.warmup} of each request`);
  for (let i = 0; i < options.warmup; i += 1) {
    for (const c of cases) if (!c.slow || i < SLOW_WARMUP) await c.run(i);
  }
  const figures: Figure[] = [];
  for (const c of cases) {
    progress(`  ${c.label}`);
    const samples = c.slow ? Math.min(options.samples, SLOW_SAMPLES) : options.samples;
    figures.push(latencyFigure(c.label, await timeSequential(samples, c.run), c.goal));
  }
  return figures;
}

let isbnSerial = 0;

async function createBook(client: BenchClient, copies: number): Promise<string> {
  isbnSerial += 1;
  const body = await client.expect(201, 'POST', 'books', {
    title: `Contended book ${isbnSerial}`,
    author: 'Benchmark',
    genre: 'FICTION',
    isbn: serialIsbn13(isbnSerial),
    copies,
  });
  if (typeof body.data !== 'object' || body.data === null || !('id' in body.data) || typeof body.data.id !== 'string') {
    throw new Error('POST /books answered no id');
  }
  return body.data.id;
}

function dueDate(): string {
  return new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
}

/** What the api says after a burst: copies left per book and the summary's total per book. */
async function ledger(client: BenchClient, bookIds: readonly string[]): Promise<{ copies: number; borrowed: number }> {
  let copies = 0;
  for (const id of bookIds) {
    const body = await client.expect(200, 'GET', `books/${id}`);
    if (
      typeof body.data === 'object' &&
      body.data !== null &&
      'copies' in body.data &&
      typeof body.data.copies === 'number'
    ) {
      copies += body.data.copies;
    }
  }
  const summary = await client.expect(200, 'GET', 'borrow');
  let borrowed = 0;
  for (const row of Array.isArray(summary.data) ? summary.data : []) {
    const item: unknown = row;
    if (typeof item !== 'object' || item === null || !('book' in item) || !('totalQuantity' in item)) continue;
    const book: unknown = item.book;
    const id = typeof book === 'object' && book !== null && '_id' in book ? book._id : undefined;
    if (typeof id === 'string' && bookIds.includes(id) && typeof item.totalQuantity === 'number')
      borrowed += item.totalQuantity;
  }
  return { copies, borrowed };
}

/**
 * `requests` concurrent borrows of one copy each, spread round-robin over `books` new books of
 * `copiesEach` copies. Oversold = copies lent beyond those the books had; the check also asks that
 * the 201s, the copies left and the summary's totals tell the same story.
 */
async function contendedBorrows(
  client: BenchClient,
  label: string,
  books: number,
  copiesEach: number,
  requests: number,
  concurrency: number,
  goal: string,
): Promise<Figure> {
  const bookIds: string[] = [];
  for (let b = 0; b < books; b += 1) bookIds.push(await createBook(client, copiesEach));
  const due = dueDate();
  let lent = 0;
  let refused = 0;
  progress(`  ${label}`);
  const { elapsedMs, latencies } = await runConcurrent(requests, concurrency, async (i) => {
    const reply = await client.request('POST', 'borrow', { book: bookIds[i % books], quantity: 1, dueDate: due });
    if (reply.status === 201) lent += 1;
    else if (reply.status === 409 && reply.body.error?.code === 'INSUFFICIENT_COPIES') refused += 1;
    else throw new Error(`POST /borrow answered ${reply.status}: ${JSON.stringify(reply.body).slice(0, 300)}`);
  });
  const had = books * copiesEach;
  const after = await ledger(client, bookIds);
  const oversold = Math.max(0, lent - had, -after.copies, after.borrowed - had);
  const consistent = after.copies === had - lent && after.borrowed === lent && lent === Math.min(had, requests);
  const rate = (lent * 1000) / elapsedMs;
  const verdict =
    goal === '' ? '' : `${goal}: ${rate >= BORROW_GOAL_PER_S && oversold === 0 && consistent ? 'met' : 'missed'}`;
  return {
    label,
    count: fmt(requests),
    p50: ms(latencies.p50),
    p95: ms(latencies.p95),
    result:
      `${fmt(Math.round(rate))} borrows/s (${fmt(Math.round((requests * 1000) / elapsedMs))} answers/s); ` +
      `${fmt(lent)} lent, ${fmt(refused)} refused, ` +
      `${fmt(after.copies)} left of ${fmt(had)}, summary ${fmt(after.borrowed)}; ` +
      `oversold ${oversold}${consistent ? '' : ', INCONSISTENT'}`,
    goal: verdict,
  };
}

async function measureBorrows(client: BenchClient, options: BenchOptions): Promise<Figure[]> {
  const { borrowRequests: requests, concurrency } = options;
  const warmBook = await createBook(client, 1_000);
  const due = dueDate();
  await runConcurrent(200, concurrency, async () => {
    await client.expect(201, 'POST', 'borrow', { book: warmBook, quantity: 1, dueDate: due });
  });
  const few = 4;
  return [
    await contendedBorrows(
      client,
      `POST /borrow, 1 book, ${concurrency} in flight`,
      1,
      requests,
      requests,
      concurrency,
      `>= ${BORROW_GOAL_PER_S}/s, 0 oversold`,
    ),
    await contendedBorrows(
      client,
      `POST /borrow, ${few} books, ${concurrency} in flight`,
      few,
      Math.ceil(requests / few),
      requests,
      concurrency,
      '',
    ),
    await contendedBorrows(
      client,
      `POST /borrow, 1 book of 100 copies, 400 asked`,
      1,
      100,
      400,
      Math.max(concurrency, 100),
      '',
    ),
  ];
}

/** The id of each loan a POST /borrow answered. */
function loanId(body: Envelope): string {
  if (typeof body.data !== 'object' || body.data === null || !('id' in body.data) || typeof body.data.id !== 'string') {
    throw new Error('POST /borrow answered no loan id');
  }
  return body.data.id;
}

/**
 * Returns of `loans` loans of one copy of one book, `concurrency` in flight: returns/s, and the check
 * that every return succeeded once and the book has all its copies back, exactly.
 */
async function measureReturns(client: BenchClient, loans: number, concurrency: number): Promise<Figure> {
  const book = await createBook(client, loans);
  const due = dueDate();
  const ids: string[] = [];
  await runConcurrent(loans, concurrency, async () => {
    ids.push(loanId(await client.expect(201, 'POST', 'borrow', { book, quantity: 1, dueDate: due })));
  });
  const label = `POST /loans/:id/return, 1 book, ${concurrency} in flight`;
  progress(`  ${label}`);
  let returned = 0;
  const { elapsedMs, latencies } = await runConcurrent(loans, concurrency, async (i) => {
    await client.expect(200, 'POST', `loans/${ids[i] ?? ''}/return`);
    returned += 1;
  });
  const again = await client.request('POST', `loans/${ids[0] ?? ''}/return`);
  const after = await ledger(client, [book]);
  const exact = returned === loans && after.copies === loans && again.status === 409;
  return {
    label,
    count: fmt(loans),
    p50: ms(latencies.p50),
    p95: ms(latencies.p95),
    result:
      `${fmt(Math.round((returned * 1000) / elapsedMs))} returns/s; ${fmt(returned)} returned, ` +
      `${fmt(after.copies)} of ${fmt(loans)} copies back, a second return ${again.status}` +
      (exact ? '' : ', INCONSISTENT'),
    goal: `copies exact: ${exact ? 'met' : 'missed'}`,
  };
}

/**
 * Sign-in's latency, measured last: the store's setup code makes the first admin, after
 * which the library is protected. Each sign-in verifies one argon2id hash (m=19456 KiB, t=2, p=1).
 */
async function measureSignIn(client: BenchClient, setupCode: string | null): Promise<Figure> {
  if (setupCode === null) throw new Error('the bench store already has a staff account (no setup code)');
  const email = 'bench-admin@library.test';
  const password = `bench-${randomUUID()}`;
  await client.expect(201, 'POST', 'auth/setup', { code: setupCode, name: 'Bench Admin', email, password });
  const label = 'POST /auth/sign-in (argon2id m=19456 KiB, t=2, p=1)';
  progress(`  ${label}`);
  const latencies = await timeSequential(SIGN_IN_SAMPLES, async () => {
    await client.expect(200, 'POST', 'auth/sign-in', { email, password });
  });
  return latencyFigure(label, latencies, 'reported');
}

/** Rows of the borrow summary after the load: one per borrowed book. */
function summaryRowsOf(options: BenchOptions): number {
  return options.borrows === 0 ? 0 : Math.min(options.borrows, options.borrowedBooks);
}

const MIB = 2 ** 20;

/**
 * The unpaged `GET /borrow` (every row, streamed by the api) and the memory it takes: this
 * process's RSS (the service runs in it; the client drains the body without keeping it) sampled
 * every 5 ms during the request, against the idle RSS just before it (the median of 20 samples over
 * 200 ms). Run first, before any other request has grown the heap. Goal: the peak at most
 * SUMMARY_RSS_GOAL_MIB above idle.
 */
async function measureSummaryMemory(client: BenchClient, options: BenchOptions): Promise<Figure> {
  const idleSamples: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    idleSamples.push(process.memoryUsage.rss());
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const idle = median(idleSamples);
  const sampler = samplePeak(() => process.memoryUsage.rss(), 5);
  const started = performance.now();
  let reply: { status: number; bytes: number; tail: string };
  let sampled: number | undefined;
  try {
    reply = await client.drain('borrow');
  } finally {
    sampled = sampler.stop();
  }
  const took = performance.now() - started;
  const peak = Math.max(idle, sampled ?? idle);
  if (reply.status !== 200 || !reply.tail.endsWith(']}')) {
    throw new Error(`GET /borrow (unpaged) answered ${reply.status}, ending ${JSON.stringify(reply.tail)}`);
  }
  const grew = (peak - idle) / MIB;
  return {
    label: `GET /borrow (unpaged, ${fmt(summaryRowsOf(options))} rows): RSS idle → peak`,
    count: '1',
    p50: ms(took),
    p95: '',
    result: `${(reply.bytes / MIB).toFixed(1)} MiB sent; RSS ${(idle / MIB).toFixed(0)} → ${(peak / MIB).toFixed(0)} MiB (+${grew.toFixed(1)})`,
    goal: `peak <= idle + ${SUMMARY_RSS_GOAL_MIB} MiB: ${grew <= SUMMARY_RSS_GOAL_MIB ? 'met' : 'missed'}`,
  };
}

async function runOnStore(store: StoreChoice, options: BenchOptions): Promise<void> {
  progress(`\n[${store}] loading ${fmt(options.books)} books and ${fmt(options.borrows)} borrow records...`);
  const prepared = await loadAndStart(store, options);
  cleanups.push(() => prepared.server.close());
  const client = new BenchClient(prepared.server.url, Math.max(options.concurrency, 100));
  cleanups.push(() => {
    client.close();
  });
  progress(`[${store}] measuring at ${prepared.server.url}`);
  const loadBefore = os.loadavg()[0] ?? NaN;
  const memory = await measureSummaryMemory(client, options);
  const figures = [
    memory,
    ...(await measureReads(client, options, prepared.ids)),
    ...(await measureBorrows(client, options)),
    await measureReturns(client, Math.min(options.borrowRequests, 2_000), options.concurrency),
    // Last: it protects the library.
    await measureSignIn(client, prepared.server.setupCode),
  ];
  const loadAfter = os.loadavg()[0] ?? NaN;
  const cpus = os.cpus();
  const t = prepared.timings;
  process.stdout.write(
    [
      '',
      `api benchmark: ${prepared.version}, ${fmt(options.books)} books, ${fmt(options.borrows)} borrow records over ${fmt(options.borrowedBooks)} books`,
      `machine: ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.arch()}`,
      `1-min load average ${loadBefore.toFixed(2)} before measuring, ${loadAfter.toFixed(2)} after`,
      `load: books ${seconds(t.booksMs)}, borrows ${seconds(t.borrowsMs)}, index rebuild ${seconds(t.indexesMs)}, VACUUM ANALYZE ${seconds(t.vacuumAnalyzeMs)}`,
      `reads: ${options.samples} timed per figure after ${options.warmup} warm-up rounds of all of them, one in flight, limit ${options.limit}, sortBy createdAt desc; ` +
        `the genre filter rotates over the ${GENRES.length} genres; every list answer includes the count (meta.total)`,
      `borrows and returns: quantity 1 each, ${options.concurrency} in flight; client and service share this process`,
      `loans: half returned, one in five of those out overdue; page 1 newest first, with the count`,
      `goals (lists, borrows and searches) are set for 1,000,000 books on PostgreSQL; ` +
        `searches marked "no index" are timed ${SLOW_SAMPLES} times at most`,
      '',
      table(figures),
      '',
    ].join('\n'),
  );
  await cleanUp();
}

runBench(parseOptions, async (options) => {
  for (const store of options.stores) await runOnStore(store, options);
});
