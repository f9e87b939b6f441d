/**
 * `npm run bench:members -w api` (or `npm run bench:members` at the root): the figures of members,
 * their loans and the loan limit, not a test. PostgreSQL only (the goals are set for
 * PostgreSQL's, and the limit's race needs two api processes on one database).
 *
 * In a database of its own on the server of BENCH_DATABASE_URL (or DATABASE_URL), created and
 * dropped here, it bulk-loads B books (bench/load.ts), then M members and L loans (bench/members-load.ts:
 * 100,000 and 1,000,000 by default, as a library would hold them once its daily jobs have run),
 * starts the real service in this process on a random port, and measures over HTTP, as a client sees
 * it, in `--rounds` alternating rounds (every figure in turn, round after round; each figure is the
 * median of its rounds, so a noisy moment of the shared machine falls on all of them):
 * - member search: `GET /members?search=` page 1 with its total (a surname, accented; a whole name,
 *   unaccented; a first name spelt two ways; a card number; an email: goal p50 <= 10 ms; part of a
 *   card and two letters: reported only), the first page newest first and A–Z, and a card at the desk
 *   (`GET /members/by-card/:card`), reported only;
 * - a member's loans: `GET /loans?member=<id>&status=all` page 1 (of a member picked at random, and
 *   of one keeping their history: goal p50 <= 5 ms; of a member with a long kept history, and
 *   `status=out`: reported only); each answer's total is checked against the database's count;
 * - borrows with a member: R concurrent `POST /borrow` with `member` (a card number, each member
 *   once, none with a book out), C in flight, on one book and on ten: borrows/s (goal >= 500/s),
 *   with the check that each was lent once and the books' copies agree; for comparison, one in
 *   flight (latency) and without a member (the batched path); each with its CPU per borrow (this
 *   process: service and client; the database's backends), which a busy shared machine does not
 *   change as it changes borrows/s;
 * - the limit, exactly: K members one below the loan limit each ask twice at once, one request to
 *   this process and one to a second api process (src/main.ts through tsx, a child) on the same
 *   database: exactly one of each two must be lent (the other 409 LOAN_LIMIT), and each member ends
 *   with exactly the limit out (`GET /members/:id` copiesOut).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:members
 *   npm run bench:members -- --members 10000 --loans 100000     (smaller)
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { median, serialIsbn13, stopProcess, waitForOutput } from '@library/harness';
import { openPostgres } from '../src/db/postgres';
import { createScratchDatabase } from '../src/db/scratch-database';
import { createLogger } from '../src/logger';
import { startApiServer, type ApiServer } from '../src/server';
import { BenchClient, runConcurrent, timeSequential, type Envelope, type Latencies } from './client';
import { loadData, serverVersion, type LoadTimings, type Row, type SqlRunner } from './load';
import { benchCardNumber, HEAVY_MEMBERS, loadMembers, type MemberLoadTimings } from './members-load';
import { readFlags, UsageError, type NumberFlag, type StoreChoice } from './options';

/** Goal: page 1 of a member search, with its total, at 100,000 members on PostgreSQL. */
const SEARCH_GOAL_MS = 10;
/** Goal: page 1 of a member's loans at 1,000,000 loans on PostgreSQL. */
const MEMBER_LOANS_GOAL_MS = 5;
/** Goal: borrows with the member checks, 50 in flight. */
const BORROW_GOAL_PER_S = 500;
/** Timed requests of a `slow` figure per round, at most (a scan of the table each). */
const SLOW_SAMPLES = 10;
/** Borrows with a member before the timed ones, each by its own member. */
const BORROW_WARMUP = 200;
/** Borrows one after another (the latency figure) per round, at most. */
const SEQUENTIAL_BORROWS = 200;
const apiRoot = path.resolve(__dirname, '..');

interface Options {
  books: number;
  loanBooks: number;
  members: number;
  loans: number;
  samples: number;
  warmup: number;
  rounds: number;
  limit: number;
  borrowRequests: number;
  concurrency: number;
  pairs: number;
  stores: StoreChoice[];
  adminUrl: string | undefined;
}

type NumberOption =
  | 'books'
  | 'loanBooks'
  | 'members'
  | 'loans'
  | 'samples'
  | 'warmup'
  | 'rounds'
  | 'limit'
  | 'borrowRequests'
  | 'concurrency'
  | 'pairs';

const USAGE = `usage: npm run bench:members -w api -- [options]   (PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL)
  --members M          members loaded (default 100000)
  --loans L            loans loaded (default 1000000)
  --books B            books loaded (default 20000); --loan-books K: books the loans cover (default 10000)
  --samples S          timed requests per read figure, over all rounds (default 200); --warmup W (default 20)
  --rounds N           alternating rounds (default 3)
  --limit P            page size of the list requests (default 20, the members page's)
  --borrow-requests R  borrows per throughput figure and round, one per member (default 3000)
  --concurrency C      borrows in flight at once (default 50)
  --pairs K            members one below the limit, per round, each asking twice at once (default 200)
env: BENCH_DATABASE_URL or DATABASE_URL — a PostgreSQL server; the bench creates its own database
     there (library_members_bench_<random>) and drops it after.`;

const NUMBER_FLAGS: Readonly<Record<string, NumberFlag<NumberOption>>> = {
  '--members': { key: 'members', min: 1_000, max: 10_000_000 },
  '--loans': { key: 'loans', min: 1_000, max: 100_000_000 },
  '--books': { key: 'books', min: 100, max: 10_000_000 },
  '--loan-books': { key: 'loanBooks', min: 1, max: 10_000_000 },
  '--samples': { key: 'samples', min: 1, max: 1_000_000 },
  '--warmup': { key: 'warmup', min: 0, max: 1_000_000 },
  '--rounds': { key: 'rounds', min: 1, max: 50 },
  '--limit': { key: 'limit', min: 1, max: 100 },
  '--borrow-requests': { key: 'borrowRequests', min: 1, max: 1_000_000 },
  '--concurrency': { key: 'concurrency', min: 1, max: 1_000 },
  '--pairs': { key: 'pairs', min: 1, max: 100_000 },
};

function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): Options {
  const adminUrl = env['BENCH_DATABASE_URL'] || env['DATABASE_URL'] || undefined;
  const options: Options = {
    books: 20_000,
    loanBooks: 10_000,
    members: 100_000,
    loans: 1_000_000,
    samples: 200,
    warmup: 20,
    rounds: 3,
    limit: 20,
    borrowRequests: 3_000,
    concurrency: 50,
    pairs: 200,
    stores: ['postgres'],
    adminUrl,
  };
  readFlags(argv, options, NUMBER_FLAGS, USAGE);
  if (options.stores.includes('pglite') || !adminUrl) {
    throw new UsageError('the members benchmark runs on PostgreSQL only', false, USAGE);
  }
  options.loanBooks = Math.min(options.loanBooks, options.books);
  return options;
}

/** Undone in reverse order when a run ends, fails or is interrupted. */
const cleanups: Array<() => void | Promise<void>> = [];
let cleaning: Promise<void> | undefined;
let interrupted = false;

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const step = cleanups.pop();
      try {
        await step?.();
      } catch (err: unknown) {
        progress(`clean-up failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  })().finally(() => {
    cleaning = undefined;
  });
  return cleaning;
}

function progress(line: string): void {
  process.stderr.write(`${line}\n`);
}

const fmt = (n: number): string => n.toLocaleString('en-US');
const ms = (n: number): string => (Number.isFinite(n) ? n.toFixed(2) : '-');
const seconds = (n: number): string => `${(n / 1000).toFixed(1)} s`;

/** A member as the bench picked it from the database before the service started. */
interface PickedMember {
  id: string;
  card: string;
  /** Loans naming the member: all of them, and those out. */
  loans: number;
  out: number;
}

interface Picks {
  /** Members picked at random (any), with their loans counted. */
  random: PickedMember[];
  /** Members keeping their history, at random. */
  keepers: PickedMember[];
  /** The members with a long kept history. */
  heavy: PickedMember[];
  /** Active members with nothing out, in random order, none of the above: the borrowers. */
  fresh: PickedMember[];
  /** An email of a member, as stored. */
  email: string;
}

interface Prepared {
  version: string;
  databaseUrl: string;
  books: LoadTimings;
  members: MemberLoadTimings;
  picks: Picks;
}

function pickedFrom(rows: readonly Row[]): PickedMember[] {
  return rows.map((r) => ({
    id: String(r['id']),
    card: String(r['card']),
    loans: Number(r['loans'] ?? 0),
    out: Number(r['out'] ?? 0),
  }));
}

const COUNTED = `
  SELECT m.id, m.card_number AS card,
         (SELECT count(*)::int FROM borrows b WHERE b.member_id = m.id) AS loans,
         (SELECT count(*)::int FROM borrows b WHERE b.member_id = m.id AND b.returned_at IS NULL) AS out
  FROM members m`;

async function prepare(options: Options): Promise<Prepared> {
  const adminUrl = options.adminUrl;
  if (!adminUrl) throw new UsageError('PostgreSQL needs BENCH_DATABASE_URL', false, USAGE);
  const database = await createScratchDatabase(adminUrl, 'library_members_bench');
  cleanups.push(() => database.drop());
  const pool = await openPostgres(database.url, createLogger('warn'));
  const client = await pool.connect();
  try {
    // One connection throughout: the loader's temporary tables live in it.
    const db: SqlRunner = { query: async (text, params) => (await client.query<Row>(text, params)).rows };
    const version = `PostgreSQL ${await serverVersion(db)}`;
    progress(`  books ${fmt(options.books)}`);
    const books = await loadData(db, { books: options.books, borrows: 0, borrowedBooks: 1 }, () => undefined);
    const members = await loadMembers(
      db,
      { members: options.members, loans: options.loans, loanBooks: options.loanBooks },
      progress,
    );
    const random = pickedFrom(await db.query(`${COUNTED} ORDER BY random() LIMIT 500`));
    const keepers = pickedFrom(await db.query(`${COUNTED} WHERE m.keep_history ORDER BY random() LIMIT 500`));
    const heavyCards = Array.from({ length: HEAVY_MEMBERS }, (_, i) => benchCardNumber(i + 1));
    const heavy = pickedFrom(await db.query(`${COUNTED} WHERE m.card_key = ANY($1::text[])`, [heavyCards]));
    const taken = [...random, ...keepers, ...heavy].map((m) => m.id);
    const freshWanted =
      BORROW_WARMUP +
      options.rounds *
        (2 * options.borrowRequests + Math.min(SEQUENTIAL_BORROWS, options.borrowRequests) + options.pairs);
    const fresh = pickedFrom(
      await db.query(
        `SELECT m.id, m.card_number AS card, 0 AS loans, 0 AS out FROM members m
         WHERE m.status = 'active' AND m.id <> ALL($1::uuid[])
           AND NOT EXISTS (SELECT 1 FROM borrows b WHERE b.member_id = m.id AND b.returned_at IS NULL)
         ORDER BY random() LIMIT $2`,
        [taken, freshWanted],
      ),
    );
    if (fresh.length < freshWanted) {
      throw new UsageError(
        `only ${fmt(fresh.length)} members have nothing out; the borrows need ${fmt(freshWanted)} ` +
          '(the warm-up, then per round: 2 x borrow-requests, the sequential ones and the pairs): load more members or ask for fewer borrows',
        false,
        USAGE,
      );
    }
    const email = (await db.query('SELECT email FROM members WHERE email IS NOT NULL ORDER BY random() LIMIT 1')).at(
      0,
    )?.['email'];
    if (typeof email !== 'string') throw new Error('no member has an email');
    if (random.length === 0 || keepers.length === 0 || heavy.length === 0) throw new Error('no members to read');
    return { version, databaseUrl: database.url, books, members, picks: { random, keepers, heavy, fresh, email } };
  } finally {
    client.release();
    await pool.end();
  }
}

/** A second api process (src/main.ts through tsx) on the same database; resolves once it is ready. */
async function startSecondApi(databaseUrl: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'main.ts')], {
    cwd: apiRoot,
    env: {
      ...process.env,
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED: '0',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => stopProcess(child));
  const [, url = ''] = await waitForOutput(child, /API ready at (http:\/\/[^\s"]+\/api)/);
  return url;
}

interface CpuPerRequest {
  apiMs: number;
  dbMs: number;
}

/** CPU time (user + system, ms) a process has used: /proc/<pid>/stat, in clock ticks of 10 ms. */
function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * CPU per request of a burst: this process's (the service in it and the client) from
 * process.cpuUsage, and the bench database's backends' (pg_stat_activity's pids, from /proc; a
 * backend started during the burst counts whole). What the burst would cost on an idle machine,
 * whatever else the shared machine runs meanwhile.
 */
interface CpuMeter {
  start(): Promise<{ api: NodeJS.CpuUsage; db: Map<number, number> }>;
  stop(
    started: { api: NodeJS.CpuUsage; db: Map<number, number> },
    requests: number,
  ): Promise<CpuPerRequest | undefined>;
  close(): Promise<void>;
}

async function cpuMeter(databaseUrl: string): Promise<CpuMeter> {
  const watcher = new Client({ connectionString: databaseUrl });
  await watcher.connect();
  const backends = async (): Promise<Map<number, number>> => {
    const { rows } = await watcher.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      const used = processCpuMs(pid);
      if (used !== undefined) cpu.set(pid, used);
    }
    return cpu;
  };
  return {
    start: async () => ({ api: process.cpuUsage(), db: await backends() }),
    stop: async (started, requests) => {
      const api = process.cpuUsage(started.api);
      const db = await backends();
      let dbMs = 0;
      for (const [pid, used] of db) dbMs += used - (started.db.get(pid) ?? 0);
      if (requests === 0) return undefined;
      return { apiMs: (api.user + api.system) / 1000 / requests, dbMs: dbMs / requests };
    },
    close: () => watcher.end(),
  };
}

interface Figure {
  label: string;
  count: string;
  p50: string;
  p95: string;
  goal: string;
  result: string;
}

type Goal = 'search' | 'loans' | 'reported' | 'none';

function goalText(goal: Goal, p50: number): string {
  if (goal === 'reported') return 'reported only';
  if (goal === 'none') return '';
  const limit = goal === 'search' ? SEARCH_GOAL_MS : MEMBER_LOANS_GOAL_MS;
  return `p50 <= ${limit} ms: ${p50 <= limit ? 'met' : 'missed'}`;
}

/** A figure over rounds: the median of the rounds' p50s and p95s, and each round's p50. */
function roundsFigure(label: string, rounds: readonly Latencies[], goal: Goal): Figure {
  const p50 = median(rounds.map((r) => r.p50));
  const p95 = median(rounds.map((r) => r.p95));
  return {
    label,
    count: fmt(rounds.reduce((n, r) => n + r.count, 0)),
    p50: ms(p50),
    p95: ms(p95),
    goal: goalText(goal, p50),
    result: `rounds' p50 ${rounds.map((r) => ms(r.p50)).join(' / ')}; max ${ms(Math.max(...rounds.map((r) => r.max)))}`,
  };
}

function rowsOf(body: Envelope): unknown[] {
  return Array.isArray(body.data) ? body.data : [];
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && name in value
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

interface ReadCase {
  label: string;
  goal: Goal;
  slow?: boolean;
  run: (i: number) => Promise<void>;
}

/** A list answer with `total` rows in all and `min(limit, total)` on its page. */
function expectPage(body: Envelope, total: number, limit: number, what: string): void {
  const rows = rowsOf(body).length;
  if (body.meta?.total !== total || rows !== Math.min(limit, total)) {
    throw new Error(
      `${what}: expected ${Math.min(limit, total)} rows of ${total}, got ${rows} of ${body.meta?.total ?? '?'}`,
    );
  }
}

async function readCases(client: BenchClient, options: Options, picks: Picks): Promise<ReadCase[]> {
  const limit = options.limit;
  const cases: ReadCase[] = [
    {
      label: 'GET /health (baseline: HTTP + SELECT 1)',
      goal: 'none',
      run: async () => {
        await client.expect(200, 'GET', 'health');
      },
    },
  ];
  const someCard = picks.random[0]?.card ?? benchCardNumber(1);
  const searches: { text: string; what: string; goal: Goal; exactly?: number; slow?: boolean }[] = [
    { text: 'García', what: 'a surname, accented', goal: 'search' },
    { text: 'jose garcia', what: 'a whole name, unaccented', goal: 'search' },
    { text: 'zoe', what: 'a first name spelt two ways (Zoe, Zoë)', goal: 'search' },
    { text: someCard, what: 'a card number', goal: 'search', exactly: 1 },
    { text: picks.email.toUpperCase(), what: 'an email, upper case', goal: 'search', exactly: 1 },
    { text: someCard.slice(2, 7), what: 'five digits of a card', goal: 'reported' },
    { text: 'li', what: 'two letters, too short for the trigram index', goal: 'reported', slow: true },
  ];
  for (const s of searches) {
    const query = `members?search=${encodeURIComponent(s.text)}&limit=${limit}`;
    const total = (await client.expect(200, 'GET', query)).meta?.total ?? -1;
    if (total < 1 || (s.exactly !== undefined && total !== s.exactly)) {
      throw new Error(`GET /${query}: ${total} matches, expected ${s.exactly ?? 'some'}`);
    }
    cases.push({
      label: `GET /members search "${s.text}" (${s.what}), ${fmt(total)} matches`,
      goal: s.goal,
      slow: s.slow,
      run: async () => {
        expectPage(await client.expect(200, 'GET', query), total, limit, query);
      },
    });
  }
  for (const sort of ['newest', 'name'] as const) {
    const query = `members?sort=${sort}&limit=${limit}`;
    cases.push({
      label: `GET /members page 1, sort=${sort} (no search)`,
      goal: 'reported',
      run: async () => {
        expectPage(await client.expect(200, 'GET', query), options.members, limit, query);
      },
    });
  }
  cases.push({
    label: 'GET /members/by-card/:card (the desk scans a card)',
    goal: 'reported',
    run: async (i) => {
      const m = picks.random[i % picks.random.length];
      const body = await client.expect(200, 'GET', `members/by-card/${encodeURIComponent(m.card)}`);
      if (field(body.data, 'id') !== m.id) throw new Error(`GET /members/by-card/${m.card} answered another member`);
    },
  });
  const memberLoans = (
    label: string,
    members: readonly PickedMember[],
    status: 'all' | 'out',
    goal: Goal,
  ): ReadCase => {
    const counts = members.map((m) => (status === 'all' ? m.loans : m.out));
    const mean = counts.reduce((a, b) => a + b, 0) / Math.max(1, counts.length);
    return {
      label: `${label}: ${mean.toFixed(1)} loans each on average, max ${fmt(Math.max(...counts))}`,
      goal,
      run: async (i) => {
        const m = members[i % members.length];
        const query = `loans?member=${m.id}&status=${status}&limit=${limit}`;
        expectPage(await client.expect(200, 'GET', query), status === 'all' ? m.loans : m.out, limit, query);
      },
    };
  };
  cases.push(
    memberLoans('GET /loans?member=&status=all, a member at random', picks.random, 'all', 'loans'),
    memberLoans('GET /loans?member=&status=all, a member keeping history', picks.keepers, 'all', 'loans'),
    memberLoans(`GET /loans?member=&status=all, ${picks.heavy.length} long histories`, picks.heavy, 'all', 'reported'),
    memberLoans('GET /loans?member=&status=out, a member at random', picks.random, 'out', 'reported'),
  );
  return cases;
}

async function measureReads(client: BenchClient, options: Options, picks: Picks): Promise<Figure[]> {
  const cases = await readCases(client, options, picks);
  progress(`  warm-up: ${options.warmup} of each request`);
  for (let i = 0; i < options.warmup; i += 1) {
    for (const c of cases) if (!c.slow || i < 2) await c.run(i);
  }
  const perRound = Math.max(1, Math.ceil(options.samples / options.rounds));
  const rounds = cases.map((): Latencies[] => []);
  let offset = options.warmup;
  for (let round = 0; round < options.rounds; round += 1) {
    progress(`  reads, round ${round + 1} of ${options.rounds}`);
    for (const [k, c] of cases.entries()) {
      const samples = c.slow ? Math.min(perRound, SLOW_SAMPLES) : perRound;
      const start = offset;
      rounds[k]?.push(await timeSequential(samples, (i) => c.run(start + i)));
    }
    offset += perRound;
  }
  return cases.map((c, k) => roundsFigure(c.label, rounds[k] ?? [], c.goal));
}

function dueDate(): string {
  return new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
}

let bookSerial = 0;

/** A new book of `copies` copies (ISBNs 979…: the loaded books' are 978…). */
async function createBook(client: BenchClient, copies: number): Promise<string> {
  bookSerial += 1;
  const body = await client.expect(201, 'POST', 'books', {
    title: `Members bench book ${bookSerial}`,
    author: 'Benchmark',
    genre: 'FICTION',
    isbn: serialIsbn13(bookSerial),
    copies,
  });
  const id = field(body.data, 'id');
  if (typeof id !== 'string') throw new Error('POST /books answered no id');
  return id;
}

async function copiesOf(client: BenchClient, bookId: string): Promise<number> {
  const copies = field((await client.expect(200, 'GET', `books/${bookId}`)).data, 'copies');
  return typeof copies === 'number' ? copies : NaN;
}

async function copiesOut(client: BenchClient, memberId: string): Promise<number> {
  const out = field((await client.expect(200, 'GET', `members/${memberId}`)).data, 'copiesOut');
  return typeof out === 'number' ? out : NaN;
}

interface BorrowRound {
  rate: number;
  latencies: Latencies;
  lent: number;
  problems: string[];
  /** CPU time per borrow: this process (the service and the client) and the database's backends. */
  cpu: CpuPerRequest | undefined;
}

/**
 * `count` borrows of one copy over `books` new books, `concurrency` in flight: each by its own member
 * (`members[i]`, by card number) or, with `members` undefined, with no member (the batched path).
 */
async function borrowRound(
  client: BenchClient,
  meter: CpuMeter,
  count: number,
  members: readonly PickedMember[] | undefined,
  books: number,
  concurrency: number,
): Promise<BorrowRound> {
  const perBook = Math.ceil(count / books);
  const bookIds: string[] = [];
  for (let b = 0; b < books; b += 1) bookIds.push(await createBook(client, perBook));
  const due = dueDate();
  let lent = 0;
  const problems: string[] = [];
  const started = await meter.start();
  const { elapsedMs, latencies } = await runConcurrent(count, concurrency, async (i) => {
    const book = bookIds[i % books];
    const body = { book, quantity: 1, dueDate: due, ...(members ? { member: members[i]?.card } : {}) };
    const reply = await client.request('POST', 'borrow', body);
    if (reply.status === 201) lent += 1;
    else if (problems.length < 3) problems.push(`${reply.status} ${reply.body.error?.code ?? reply.body.message}`);
  });
  const cpu = await meter.stop(started, lent);
  let left = 0;
  for (const id of bookIds) left += await copiesOf(client, id);
  if (left !== books * perBook - lent) problems.push(`copies left ${left}, expected ${books * perBook - lent}`);
  // Each member has exactly the one copy out (a sample of them: one GET each).
  for (const m of (members ?? []).slice(0, 50)) {
    const out = await copiesOut(client, m.id);
    if (out !== 1) {
      problems.push(`member ${m.card} has ${out} out, expected 1`);
      break;
    }
  }
  return { rate: (lent * 1000) / elapsedMs, latencies, lent, problems, cpu };
}

interface LimitRound {
  pairs: number;
  lent: number;
  refused: number;
  overLimit: number;
  problems: string[];
  latencies: Latencies;
}

/**
 * `members` are brought to one below `limit` (one borrow of limit - 1 copies each), then each asks
 * for one more copy twice at once: one request to `a`, one to `b` (two api processes). Exactly one
 * of the two must be lent and the other refused LOAN_LIMIT; each member must end with `limit` out.
 */
async function limitRound(
  a: BenchClient,
  b: BenchClient,
  members: readonly PickedMember[],
  limit: number,
  concurrency: number,
): Promise<LimitRound> {
  const due = dueDate();
  const book = await createBook(a, members.length * (limit + 1));
  if (limit > 1) {
    await runConcurrent(members.length, concurrency, async (i) => {
      await a.expect(201, 'POST', 'borrow', { book, member: members[i]?.card, quantity: limit - 1, dueDate: due });
    });
  }
  let lent = 0;
  let refused = 0;
  const problems: string[] = [];
  const pairs = Math.max(1, Math.floor(concurrency / 2));
  const { latencies } = await runConcurrent(members.length, pairs, async (i) => {
    const member = members[i]?.card;
    const replies = await Promise.all(
      [a, b].map((c) => c.request('POST', 'borrow', { book, member, quantity: 1, dueDate: due })),
    );
    for (const reply of replies) {
      if (reply.status === 201) lent += 1;
      else if (reply.status === 409 && reply.body.error?.code === 'LOAN_LIMIT') refused += 1;
      else if (problems.length < 3) problems.push(`${reply.status} ${reply.body.error?.code ?? reply.body.message}`);
    }
  });
  let overLimit = 0;
  for (const m of members) {
    const out = await copiesOut(a, m.id);
    if (out > limit) overLimit += 1;
    else if (out !== limit && problems.length < 3) problems.push(`member ${m.card} has ${out} out of ${limit}`);
  }
  const left = await copiesOf(a, book);
  const had = members.length * (limit + 1);
  const expectedLeft = had - members.length * (limit - 1) - lent;
  if (left !== expectedLeft) problems.push(`copies left ${left}, expected ${expectedLeft}`);
  return { pairs: members.length, lent, refused, overLimit, problems, latencies };
}

async function measureBorrows(
  a: BenchClient,
  b: BenchClient,
  meter: CpuMeter,
  options: Options,
  fresh: readonly PickedMember[],
): Promise<Figure[]> {
  const rulesBody = await a.expect(200, 'GET', 'loan-rules');
  const limit = Number(field(rulesBody.data, 'loansPerMember'));
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`loansPerMember is ${String(limit)}: no limit to check`);
  let next = 0;
  const take = (n: number): PickedMember[] => {
    const picked = fresh.slice(next, next + n);
    next += n;
    return picked;
  };
  // Warm the borrow paths (JIT, the pool's connections), not timed.
  progress(`  warm-up: ${BORROW_WARMUP} borrows with a member, ${BORROW_WARMUP} without`);
  await borrowRound(a, meter, BORROW_WARMUP, take(BORROW_WARMUP), 1, options.concurrency);
  await borrowRound(a, meter, BORROW_WARMUP, undefined, 1, options.concurrency);
  const c = options.concurrency;
  const cases: { label: string; books: number; member: boolean; concurrency: number; goal: boolean }[] = [
    { label: `POST /borrow with member, 1 book, ${c} in flight`, books: 1, member: true, concurrency: c, goal: true },
    {
      label: `POST /borrow with member, 10 books, ${c} in flight`,
      books: 10,
      member: true,
      concurrency: c,
      goal: true,
    },
    {
      label: `POST /borrow with member, 1 in flight (latency)`,
      books: 1,
      member: true,
      concurrency: 1,
      goal: false,
    },
    {
      label: `POST /borrow without member (batched), 1 book, ${c} in flight`,
      books: 1,
      member: false,
      concurrency: c,
      goal: false,
    },
  ];
  const countOf = (k: { concurrency: number }): number =>
    k.concurrency === 1 ? Math.min(SEQUENTIAL_BORROWS, options.borrowRequests) : options.borrowRequests;
  const borrowRounds = cases.map((): BorrowRound[] => []);
  const limitRounds: LimitRound[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [k, bc] of cases.entries()) {
      progress(`  ${bc.label}, round ${round + 1} of ${options.rounds}`);
      const n = countOf(bc);
      borrowRounds[k]?.push(await borrowRound(a, meter, n, bc.member ? take(n) : undefined, bc.books, bc.concurrency));
    }
    progress(`  the loan limit (${limit}), two api processes, round ${round + 1} of ${options.rounds}`);
    limitRounds.push(await limitRound(a, b, take(options.pairs), limit, options.concurrency));
  }
  const figures: Figure[] = cases.map((bc, k) => {
    const rounds = borrowRounds[k] ?? [];
    const rate = median(rounds.map((r) => r.rate));
    const problems = rounds.flatMap((r) => r.problems);
    const lent = rounds.reduce((n, r) => n + r.lent, 0);
    const asked = rounds.length * countOf(bc);
    const ok = rate >= BORROW_GOAL_PER_S && problems.length === 0 && lent === asked;
    const cpus = rounds.flatMap((r) => (r.cpu ? [r.cpu] : []));
    const apiMs = median(cpus.map((x) => x.apiMs));
    const dbMs = median(cpus.map((x) => x.dbMs));
    return {
      label: bc.label,
      count: fmt(asked),
      p50: ms(median(rounds.map((r) => r.latencies.p50))),
      p95: ms(median(rounds.map((r) => r.latencies.p95))),
      goal: bc.goal ? `>= ${BORROW_GOAL_PER_S}/s, each lent once: ${ok ? 'met' : 'missed'}` : 'reported only',
      result:
        `${fmt(Math.round(rate))} borrows/s (rounds ${rounds.map((r) => fmt(Math.round(r.rate))).join(' / ')}); ` +
        `${fmt(lent)} of ${fmt(asked)} lent; CPU per borrow: api+client ${ms(apiMs)} ms, PostgreSQL ${ms(dbMs)} ms` +
        (Number.isFinite(apiMs + dbMs) && apiMs + dbMs > 0
          ? ` (${os.cpus().length} idle CPUs: ~${fmt(Math.round((os.cpus().length * 1000) / (apiMs + dbMs)))}/s)`
          : '') +
        (problems.length > 0 ? `; ${problems.slice(0, 3).join('; ')}` : ''),
    };
  });
  const pairs = limitRounds.reduce((n, r) => n + r.pairs, 0);
  const lent = limitRounds.reduce((n, r) => n + r.lent, 0);
  const refused = limitRounds.reduce((n, r) => n + r.refused, 0);
  const overLimit = limitRounds.reduce((n, r) => n + r.overLimit, 0);
  const problems = limitRounds.flatMap((r) => r.problems);
  const exact = lent === pairs && refused === pairs && overLimit === 0 && problems.length === 0;
  figures.push({
    label: `POST /borrow x2 at once per member at ${limit - 1} of ${limit}, 2 api processes`,
    count: fmt(2 * pairs),
    p50: ms(median(limitRounds.map((r) => r.latencies.p50))),
    p95: ms(median(limitRounds.map((r) => r.latencies.p95))),
    goal: `exactly one of two: ${exact ? 'met' : 'missed'}`,
    result:
      `${fmt(pairs)} members: ${fmt(lent)} lent, ${fmt(refused)} refused LOAN_LIMIT, ${fmt(overLimit)} over the limit` +
      (problems.length > 0 ? `; ${problems.slice(0, 3).join('; ')}` : ''),
  });
  return figures;
}

function table(figures: readonly Figure[]): string {
  const header: Figure = { label: 'figure', count: 'n', p50: 'p50 ms', p95: 'p95 ms', goal: 'goal', result: 'result' };
  const rows = [header, ...figures];
  const width = (pick: (f: Figure) => string): number => Math.max(...rows.map((r) => pick(r).length));
  const w = {
    label: width((f) => f.label),
    count: width((f) => f.count),
    p50: width((f) => f.p50),
    p95: width((f) => f.p95),
    goal: width((f) => f.goal),
  };
  return rows
    .map((r) =>
      [
        r.label.padEnd(w.label),
        r.count.padStart(w.count),
        r.p50.padStart(w.p50),
        r.p95.padStart(w.p95),
        r.goal.padEnd(w.goal),
        r.result,
      ]
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function run(options: Options): Promise<void> {
  progress(
    `\n[postgres] loading ${fmt(options.books)} books, ${fmt(options.members)} members and ${fmt(options.loans)} loans...`,
  );
  const prepared = await prepare(options);
  const server: ApiServer = await startApiServer({
    port: 0,
    host: '127.0.0.1',
    seed: false,
    logLevel: 'warn',
    databaseUrl: prepared.databaseUrl,
  });
  cleanups.push(() => server.close());
  const client = new BenchClient(server.url, Math.max(options.concurrency, 100));
  cleanups.push(() => client.close());
  progress(`[postgres] measuring at ${server.url}`);
  const secondUrl = await startSecondApi(prepared.databaseUrl);
  const second = new BenchClient(secondUrl, Math.max(options.concurrency, 100));
  cleanups.push(() => second.close());

  const meter = await cpuMeter(prepared.databaseUrl);
  cleanups.push(() => meter.close());
  const loadBefore = os.loadavg()[0] ?? NaN;
  const figures = [
    ...(await measureReads(client, options, prepared.picks)),
    ...(await measureBorrows(client, second, meter, options, prepared.picks.fresh)),
  ];
  const loadAfter = os.loadavg()[0] ?? NaN;
  const cpus = os.cpus();
  const t = prepared.members;
  process.stdout.write(
    [
      '',
      `members benchmark: ${prepared.version}, ${fmt(options.members)} members, ${fmt(options.loans)} loans over ${fmt(options.loanBooks)} of ${fmt(options.books)} books`,
      `machine: ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.arch()}`,
      `1-min load average ${loadBefore.toFixed(2)} before measuring, ${loadAfter.toFixed(2)} after`,
      `load: books ${seconds(prepared.books.booksMs)}, members ${seconds(t.membersMs)}, loans ${seconds(t.loansMs)}, ` +
        `index rebuild ${seconds(t.indexesMs)}, VACUUM ANALYZE ${seconds(t.vacuumAnalyzeMs)}`,
      `reads: ${options.samples} timed per figure in ${options.rounds} alternating rounds after ${options.warmup} warm-up rounds, ` +
        `one in flight, limit ${options.limit}; p50 and p95 are the medians of the rounds'; every answer's total is checked`,
      `borrows: quantity 1, each by its own member (card number) with nothing out, ${options.concurrency} in flight ` +
        '(and, for comparison, one in flight, and without a member through the batcher); CPU per borrow: this ' +
        "process's (service and client) and the database backends', whatever else the machine runs; " +
        `the limit: ${options.pairs} members a round, ${Math.max(1, Math.floor(options.concurrency / 2))} pairs in flight; ` +
        'the service runs in this process, the second api process as a child',
      `goals (PostgreSQL, 100,000 members, 1,000,000 loans): member search p50 <= ${SEARCH_GOAL_MS} ms, ` +
        `a member's loans p50 <= ${MEMBER_LOANS_GOAL_MS} ms, borrows with a member >= ${BORROW_GOAL_PER_S}/s at 50 in flight, limits exact`,
      '',
      table(figures),
      '',
    ].join('\n'),
  );
  await cleanUp();
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), process.env);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      interrupted = true;
      progress(`\n${signal}: cleaning up...`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    await run(options);
  } finally {
    await cleanUp();
  }
}

main().catch(async (err: unknown) => {
  if (interrupted) {
    await cleanUp();
    process.exit(130);
  }
  if (err instanceof UsageError && err.help) {
    process.stdout.write(`${err.message}\n`);
    process.exit(0);
  }
  process.stderr.write(
    `${err instanceof UsageError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
