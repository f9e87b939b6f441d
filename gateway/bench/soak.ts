/**
 * `npm run bench:soak`: SOAK_SECONDS (60) of mixed GraphQL traffic through the gateway, after a
 * SOAK_WARMUP_SECONDS (10) warm-up of the same traffic. The api and the gateway run as child
 * processes (./children.ts, NODE_ENV=production), the api on a fresh PostgreSQL database
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres: a scratch database is
 * created there and dropped after; `none` runs it on PGlite in a temp dir).
 *
 * SOAK_CONNECTIONS (20) clients send requests back to back over keep-alive connections, each picking
 * an operation from MIX by weight: mostly reads (a page of the list, with sorts, genres and searches;
 * one book; the borrow summary; a page of loans), some createBook, updateBook, borrowBook and returnLoan. Any answer that is not
 * HTTP 200 with data and no `errors` counts as an error (goal: 0; the run exits 1 otherwise).
 *
 * Prints per 10 s window: requests, errors, p50/p99 latency and both processes' RSS; then the totals
 * and the RSS of the gateway and the api at the start (after the warm-up) and at the end, with the
 * change (goal: within 10 %).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import {
  GENRES,
  median,
  percentile,
  rssMiB as rssOfProcess,
  serialIsbn13,
  stopProcess,
  waitForOutput,
} from '@library/harness';
import { Pool } from 'undici';
import { MAX_COPIES } from '@library/api/contract/rules';
import { OPERATIONS } from '../test/support/operations';

const SECONDS = Number(process.env['SOAK_SECONDS'] ?? 60);
const WARMUP_SECONDS = Number(process.env['SOAK_WARMUP_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['SOAK_CONNECTIONS'] ?? 20);
const BOOKS = Number(process.env['SOAK_BOOKS'] ?? 200);
const WINDOW_MS = 10_000;
const DATABASE_SETTING = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_URL = DATABASE_SETTING === 'none' ? undefined : DATABASE_SETTING;

const CHILDREN = path.join(__dirname, 'children.ts');
const SORT_FIELDS = ['CREATED_AT', 'UPDATED_AT', 'TITLE', 'AUTHOR', 'COPIES'] as const;
/** Copies of every book, the most a book may have: borrows of one copy rarely run out during a soak. */
const COPIES = MAX_COPIES;

interface Operation {
  name: string;
  weight: number;
  /** The request: a query and its variables. */
  build(): { query: string; variables?: Record<string, unknown> };
  /** What to do with a successful answer's data (e.g. remember a created book's id). */
  onData?(data: Record<string, unknown>): void;
}

/** Ids of the books that exist (seeded, then created by the soak); none is ever deleted. */
const bookIds: string[] = [];
/** Loans made by the soak and not returned yet: each is returned at most once. */
const openLoans: string[] = [];

function idOf(data: Record<string, unknown>, field: string): string | null {
  const value = data[field];
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string' ? value.id : null;
}
const runTag = Date.now() % 1e3;
let isbnCounter = 0;

/** A valid ISBN-13 (the api checks the check digit): 979, the run's tag (3 digits), a counter (6), the check digit. */
function uniqueIsbn(): string {
  isbnCounter += 1;
  return serialIsbn13(runTag * 1e6 + (isbnCounter % 1e6));
}

function pick<T>(values: readonly T[]): T {
  const value = values[Math.floor(Math.random() * values.length)];
  if (value === undefined) throw new Error('pick() from an empty list');
  return value;
}

function dueDate(): string {
  return new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
}

function newBook(): Record<string, unknown> {
  return {
    title: `Soak book ${isbnCounter + 1}`,
    author: `Author ${isbnCounter % 17}`,
    genre: pick(GENRES),
    isbn: uniqueIsbn(),
    description: 'A book made by the soak benchmark.',
    copies: COPIES,
  };
}

/**
 * The traffic: mostly reads, some writes. To add an operation, add its query above and an entry
 * here with its weight.
 */
const MIX: Operation[] = [
  {
    name: 'books (page)',
    weight: 34,
    build: () => ({
      query: OPERATIONS.books,
      variables: {
        page: 1 + Math.floor(Math.random() * 5),
        limit: pick([4, 10, 20]),
        sortBy: pick(SORT_FIELDS),
        sort: pick(['ASC', 'DESC']),
        ...(Math.random() < 0.3 ? { filter: pick(GENRES) } : {}),
        ...(Math.random() < 0.2 ? { search: pick(['Soak', 'Author 3', '979', 'book 1']) } : {}),
      },
    }),
  },
  { name: 'book (detail)', weight: 22, build: () => ({ query: OPERATIONS.book, variables: { id: pick(bookIds) } }) },
  { name: 'borrowSummary', weight: 8, build: () => ({ query: OPERATIONS.borrowSummary }) },
  {
    name: 'createBook',
    weight: 8,
    build: () => ({ query: OPERATIONS.createBook, variables: { input: newBook() } }),
    onData: (data) => {
      const id = idOf(data, 'createBook');
      if (id) bookIds.push(id);
    },
  },
  {
    name: 'updateBook',
    weight: 9,
    build: () => ({
      query: OPERATIONS.updateBook,
      variables: {
        id: pick(bookIds),
        input: { title: `Soak book, edited ${Math.floor(Math.random() * 1e6)}`, description: pick(['Edited.', null]) },
      },
    }),
  },
  {
    name: 'borrowBook',
    weight: 8,
    build: () => ({
      query: OPERATIONS.borrowBook,
      variables: { book: pick(bookIds), quantity: 1, dueDate: dueDate(), borrower: pick(['Ada', 'Grace', 'Alan']) },
    }),
    onData: (data) => {
      const id = idOf(data, 'borrowBook');
      if (id) openLoans.push(id);
    },
  },
  {
    name: 'returnLoan',
    weight: 6,
    // One of the soak's open loans (each returned once); a page of loans when none is open yet.
    build: () => {
      const id = openLoans.shift();
      return id === undefined
        ? { query: OPERATIONS.loans, variables: { status: 'OUT', page: 1, limit: 10 } }
        : { query: OPERATIONS.returnLoan, variables: { id } };
    },
  },
  {
    name: 'loans (page)',
    weight: 6,
    build: () => ({
      query: OPERATIONS.loans,
      variables: {
        status: pick(['OUT', 'OVERDUE', 'RETURNED', 'ALL']),
        page: 1 + Math.floor(Math.random() * 3),
        limit: 10,
      },
    }),
  },
];
const TOTAL_WEIGHT = MIX.reduce((sum, op) => sum + op.weight, 0);

function pickOperation(): Operation {
  let at = Math.random() * TOTAL_WEIGHT;
  for (const op of MIX) {
    at -= op.weight;
    if (at < 0) return op;
  }
  return MIX[0];
}

interface Child {
  process: ChildProcess;
  url: string;
  mode: string | undefined;
  /** V8 heap in use after the latest full (mark-compact) GC, in MB, from `--trace-gc`; null before the first. */
  heapAfterFullGc: number | null;
}

/** Loaded into each child: `{ type: 'gc' }` over IPC runs a full GC and answers `{ type: 'gc-done', memory }` (process.memoryUsage()). */
const GC_ON_REQUEST = `data:text/javascript,${encodeURIComponent(
  "process.on('message', (m) => { if (m && m.type === 'gc') { globalThis.gc(); process.send({ type: 'gc-done', memory: process.memoryUsage() }); } });",
)}`;

/** process.memoryUsage() of a child, in bytes. */
type MemoryUsage = Record<'rss' | 'heapTotal' | 'heapUsed' | 'external' | 'arrayBuffers', number>;

/** Runs a full GC in the child (see GC_ON_REQUEST); its memory use right after. */
function fullGc(child: Child): Promise<MemoryUsage> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('type' in message) || message.type !== 'gc-done') return;
      if (!('memory' in message)) return;
      child.process.off('message', onMessage);
      resolve(message.memory as MemoryUsage);
    };
    child.process.on('message', onMessage);
    child.process.send({ type: 'gc' }, (error) => {
      if (error) {
        child.process.off('message', onMessage);
        reject(error);
      }
    });
  });
}

interface Memory {
  /** RSS as it is, in MiB. */
  rss: number;
  /** Right after a full GC: RSS, and V8's heap (committed, used) and memory outside it, in MiB. */
  afterGc: { rss: number; heapTotal: number; heapUsed: number; external: number };
}

/** A child's memory as it is and right after a full GC (what it keeps). */
async function memory(child: Child): Promise<Memory> {
  const rss = rssMiB(child);
  const usage = await fullGc(child);
  const mib = (bytes: number) => bytes / 1024 / 1024;
  return {
    rss,
    afterGc: {
      rss: mib(usage.rss),
      heapTotal: mib(usage.heapTotal),
      heapUsed: mib(usage.heapUsed),
      external: mib(usage.external),
    },
  };
}

function describeMemory(m: Memory): string {
  const g = m.afterGc;
  return (
    `${m.rss.toFixed(1)} MiB; after a full GC ${g.rss.toFixed(1)} MiB ` +
    `(V8 heap ${g.heapUsed.toFixed(1)} used of ${g.heapTotal.toFixed(1)}, external ${g.external.toFixed(1)})`
  );
}

/** A `--trace-gc` line of a full GC: `Mark-Compact 45.1 (60.2) -> 30.4 (58.0) MB, ...`. */
const FULL_GC = /Mark-Compact.*?[\d.]+ \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB/;

/**
 * Starts `children.ts <args>` (NODE_ENV=production, `--trace-gc`) and waits for its READY line. The
 * GC lines on its stdout keep `heapAfterFullGc` up to date: the live heap, which tells a leak from a
 * heap that V8 merely lets grow (RSS alone does not).
 */
async function startChild(args: string[], env: Record<string, string | undefined>): Promise<Child> {
  const child = spawn(
    process.execPath,
    ['--trace-gc', '--expose-gc', '--import', GC_ON_REQUEST, '--import', 'tsx', CHILDREN, ...args],
    {
      cwd: path.join(__dirname, '..'),
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      env: { ...process.env, ...env, NODE_ENV: 'production' },
    },
  );
  let heapAfterFullGc: number | null = null;
  const heaps = new Map<string, number>();
  let pending = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const gc = FULL_GC.exec(line);
      // One line per isolate: tsx's module hooks run in a small isolate of their own; the main one is the largest.
      if (gc?.[1]) heaps.set(/^\[[^\]]+\]/.exec(line)?.[0] ?? '', Number(gc[1]));
    }
    if (heaps.size > 0) heapAfterFullGc = Math.max(...heaps.values());
  });
  const [, url = '', mode] = await waitForOutput(child, /^READY (\S+)(?: ([^\n]+))?\n/m);
  return {
    process: child,
    url,
    mode,
    get heapAfterFullGc() {
      return heapAfterFullGc;
    },
  };
}

function stopChild(child: Child): Promise<void> {
  return stopProcess(child.process);
}

/** Resident set size of a child, in MiB (Linux: /proc/<pid>/status). */
function rssMiB(child: Child): number {
  return rssOfProcess(child.process.pid ?? 0);
}

interface Window {
  latencies: number[];
  errors: number;
}

interface Tally {
  requests: number;
  errors: number;
  perOperation: Map<string, { requests: number; errors: number }>;
  /** First error messages seen (at most 10), to say what went wrong. */
  samples: string[];
}

async function main(): Promise<void> {
  const store = DATABASE_URL ? `PostgreSQL (a scratch database on ${new URL(DATABASE_URL).host})` : 'PGlite';
  process.stdout.write(
    `Soak: ${String(SECONDS)} s after a ${String(WARMUP_SECONDS)} s warm-up, ${String(CONNECTIONS)} connections; api on ${store}\n`,
  );
  const api = await startChild(['api'], { BENCH_DATABASE_URL: DATABASE_URL });
  let gateway: Child | undefined;
  let pool: Pool | undefined;
  try {
    gateway = await startChild(['gateway', api.url], {});
    if (!gateway.mode?.startsWith('production ')) {
      throw new Error(`the gateway does not run in production mode (${gateway.mode ?? 'unknown'})`);
    }
    process.stdout.write(`Gateway running as: ${gateway.mode}\n`);
    pool = new Pool(gateway.url, { connections: CONNECTIONS, pipelining: 1 });
    const client = pool;

    async function send(op: Operation): Promise<string | null> {
      const { query, variables } = op.build();
      const response = await client.request({
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, ...(variables ? { variables } : {}) }),
      });
      const text = await response.body.text();
      if (response.statusCode !== 200) return `${op.name}: HTTP ${String(response.statusCode)} ${text.slice(0, 200)}`;
      const body = JSON.parse(text) as { data?: Record<string, unknown> | null; errors?: unknown[] };
      if (body.errors && body.errors.length > 0) return `${op.name}: ${JSON.stringify(body.errors).slice(0, 300)}`;
      if (!body.data) return `${op.name}: no data`;
      op.onData?.(body.data);
      return null;
    }

    // The catalogue the traffic reads: BOOKS books, created through the gateway.
    const createBook = MIX.find((op) => op.name === 'createBook');
    if (!createBook) throw new Error('no createBook in MIX');
    for (let i = 0; i < BOOKS; i += 1) {
      const problem = await send(createBook);
      if (problem) throw new Error(`seeding failed: ${problem}`);
    }
    process.stdout.write(`Seeded ${String(bookIds.length)} books through the gateway.\n`);

    /** Runs the traffic until `deadline`; records into `record` when given (not during the warm-up). */
    async function traffic(deadline: number, record?: (op: Operation, ms: number, problem: string | null) => void) {
      const worker = async () => {
        while (Date.now() < deadline) {
          const op = pickOperation();
          const started = performance.now();
          let problem: string | null;
          try {
            problem = await send(op);
          } catch (error) {
            problem = `${op.name}: ${error instanceof Error ? error.message : String(error)}`;
          }
          record?.(op, performance.now() - started, problem);
        }
      };
      await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    }

    let warmupErrors = 0;
    await traffic(Date.now() + WARMUP_SECONDS * 1000, (_op, _ms, problem) => {
      if (problem) warmupErrors += 1;
    });
    const startMemory = { gateway: await memory(gateway), api: await memory(api) };
    process.stdout.write(
      `Warm-up done (${String(warmupErrors)} errors).\nAt start: gateway ${describeMemory(startMemory.gateway)}\n` +
        `          api     ${describeMemory(startMemory.api)}\n\n`,
    );

    const tally: Tally = { requests: 0, errors: 0, perOperation: new Map(), samples: [] };
    const windows: Window[] = [];
    const all: number[] = [];
    const start = Date.now();
    const gatewayChild = gateway;
    process.stdout.write(
      'window      requests  errors   p50 ms   p99 ms  gateway RSS  api RSS   (heap after the last full GC: gateway, api)\n',
    );
    const heap = (child: Child) => (child.heapAfterFullGc === null ? '-' : `${child.heapAfterFullGc.toFixed(1)} MB`);
    let printed = 0;
    /** Each window's RSS, read as it ends, under traffic: what the memory verdict compares. */
    const rssAtWindowEnd: { gateway: number; api: number }[] = [];
    const printWindows = (upTo: number) => {
      for (; printed < upTo; printed += 1) {
        const w = windows[printed] ?? { latencies: [], errors: 0 };
        const from = printed * (WINDOW_MS / 1000);
        const rss = { gateway: rssMiB(gatewayChild), api: rssMiB(api) };
        rssAtWindowEnd.push(rss);
        process.stdout.write(
          `${`${String(from)}-${String(from + WINDOW_MS / 1000)} s`.padEnd(10)} ${String(w.latencies.length).padStart(9)} ${String(w.errors).padStart(7)} ` +
            `${percentile(w.latencies, 0.5).toFixed(1).padStart(8)} ${percentile(w.latencies, 0.99).toFixed(1).padStart(8)} ` +
            `${rss.gateway.toFixed(1).padStart(8)} MiB ${rss.api.toFixed(1).padStart(6)} MiB   (${heap(gatewayChild)}, ${heap(api)})\n`,
        );
      }
    };
    const lastWindow = Math.ceil((SECONDS * 1000) / WINDOW_MS) - 1;
    // A window is printed once it is over; the last one after the requests in flight at the end have come back.
    const ticker = setInterval(
      () => printWindows(Math.min(Math.floor((Date.now() - start) / WINDOW_MS), lastWindow)),
      1000,
    );
    try {
      await traffic(start + SECONDS * 1000, (op, ms, problem) => {
        const index = Math.min(Math.floor((Date.now() - start) / WINDOW_MS), lastWindow);
        const window = (windows[index] ??= { latencies: [], errors: 0 });
        window.latencies.push(ms);
        all.push(ms);
        tally.requests += 1;
        const perOp = tally.perOperation.get(op.name) ?? { requests: 0, errors: 0 };
        perOp.requests += 1;
        if (problem) {
          window.errors += 1;
          tally.errors += 1;
          perOp.errors += 1;
          if (tally.samples.length < 10) tally.samples.push(problem);
        }
        tally.perOperation.set(op.name, perOp);
      });
    } finally {
      clearInterval(ticker);
    }
    printWindows(lastWindow + 1);
    const endMemory = { gateway: await memory(gateway), api: await memory(api) };
    const elapsed = (Date.now() - start) / 1000;
    const change = (from: number, to: number) => `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(1)} %`;
    process.stdout.write(
      `\nTotal: ${String(tally.requests)} requests in ${elapsed.toFixed(1)} s (${(tally.requests / elapsed).toFixed(0)} req/s), ` +
        `${String(tally.errors)} errors (goal 0); p50 ${percentile(all, 0.5).toFixed(1)} ms, p99 ${percentile(all, 0.99).toFixed(1)} ms\n`,
    );
    for (const op of MIX) {
      const t = tally.perOperation.get(op.name) ?? { requests: 0, errors: 0 };
      process.stdout.write(
        `  ${op.name.padEnd(14)} ${String(t.requests).padStart(8)} requests ${String(t.errors).padStart(5)} errors\n`,
      );
    }
    for (const sample of tally.samples) process.stdout.write(`  error: ${sample}\n`);
    process.stdout.write(
      `At end:   gateway ${describeMemory(endMemory.gateway)}\n` +
        `          api     ${describeMemory(endMemory.api)}\n` +
        `RSS gateway: ${startMemory.gateway.rss.toFixed(1)} -> ${endMemory.gateway.rss.toFixed(1)} MiB (${change(startMemory.gateway.rss, endMemory.gateway.rss)}); ` +
        `after a full GC ${change(startMemory.gateway.afterGc.rss, endMemory.gateway.afterGc.rss)}, V8 heap used ${change(startMemory.gateway.afterGc.heapUsed, endMemory.gateway.afterGc.heapUsed)}\n` +
        `RSS api:     ${startMemory.api.rss.toFixed(1)} -> ${endMemory.api.rss.toFixed(1)} MiB (${change(startMemory.api.rss, endMemory.api.rss)}); ` +
        `after a full GC ${change(startMemory.api.afterGc.rss, endMemory.api.afterGc.rss)}, V8 heap used ${change(startMemory.api.afterGc.heapUsed, endMemory.api.afterGc.heapUsed)}\n` +
        `(the readings at the start are taken the moment the warm-up's traffic stops; V8 gives back part of\n` +
        ` the heap the warm-up grew during the first window)\n` +
        memoryVerdict(rssAtWindowEnd),
    );
    if (tally.errors > 0) process.exitCode = 1;
  } finally {
    await pool?.close();
    if (gateway) await stopChild(gateway);
    await stopChild(api);
  }
}

/** How far RSS may move between the two halves of the soak: the goal's 10 %. */
const RSS_GOAL = 0.1;

/**
 * Flat memory: the median RSS of the second half of the windows against the first half's, each
 * read at a window's end under the same traffic (a single reading swings about 5 % with the GC's
 * timing; the median of several does not). Within RSS_GOAL either way: met.
 */
function memoryVerdict(samples: readonly { gateway: number; api: number }[]): string {
  const half = Math.floor(samples.length / 2);
  if (half === 0) return 'Memory: too few windows for a verdict (SOAK_SECONDS >= 20)\n';
  const line = (name: 'gateway' | 'api') => {
    const first = median(samples.slice(0, half).map((sample) => sample[name]));
    const second = median(samples.slice(samples.length - half).map((sample) => sample[name]));
    const moved = (second - first) / first;
    const verdict = Math.abs(moved) <= RSS_GOAL ? 'met' : 'MISSED';
    return `  ${name.padEnd(8)} ${first.toFixed(1)} -> ${second.toFixed(1)} MiB (${moved >= 0 ? '+' : ''}${(moved * 100).toFixed(1)} %): ${verdict}`;
  };
  return (
    `Memory, median RSS of the first ${String(half)} windows -> the last ${String(half)} (goal: within ${String(RSS_GOAL * 100)} %):\n` +
    `${line('gateway')}\n${line('api')}\n`
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
