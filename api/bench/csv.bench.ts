/**
 * `npm run bench:csv -w api` (or `npm run bench:csv` at the root): the CSV export and import's
 * figures, not a test.
 *
 * For each store (PGlite in a temporary data directory; PostgreSQL too when BENCH_DATABASE_URL or
 * DATABASE_URL names a server, in a database of its own created and dropped here), it bulk-loads N
 * books (bench/load.ts), starts the real api as a child process (src/main.ts through tsx) and
 * measures over HTTP:
 * - the export of the N books (`GET /api/books/export.csv`, default order): time to the last byte,
 *   rows and bytes received, and the api process's resident memory (RSS) before and at its peak
 *   during the export (sampled from /proc every 20 ms, and the kernel's high-water mark, reset
 *   before the export where the kernel allows): constant memory means the peak does not grow
 *   with N;
 * - the preview and the import of a file of R new books (`POST /api/books/import`, dryRun true,
 *   then false): time each (goal under 10 s for 10,000 rows), checking every row is ready, then
 *   imported;
 * - the import of the files that cost the import most, each as large as the limits allow (5 MB, or
 *   20,000 rows): blank lines, short rows, a huge quoted cell, a row of many cells, a byte that is
 *   not UTF-8 near the end, 20,000 rows full of mistakes, 20,000 good rows (preview): while each is
 *   read, `GET /api/health` is asked again and again (each as soon as the last answered); the
 *   file's time and health's worst wait during it, median of `--rounds` rounds (default 3). Goal:
 *   health within 200 ms (no import holds the event loop more than 50 ms at a time).
 *
 *   npm run bench:csv -w api -- [--books N] [--rows R] [--store pglite|postgres|all]
 *   BENCH_BOOKS=1000000 npm run bench:csv          (N from the environment)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  median,
  procMemoryKiB,
  resetPeakRss,
  samplePeak,
  serialIsbn13,
  stopProcess,
  waitForOutput,
} from '@library/harness';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { createScratchDatabase } from '../src/db/scratch-database';
import { createLogger } from '../src/logger';
import { loadData, serverVersion, type Row, type SqlRunner } from './load';
import { readFlags, wholeNumber, type NumberFlag, type StoreChoice } from './options';

const IMPORT_GOAL_MS = 10_000;
const HEALTH_GOAL_MS = 200;
const apiRoot = path.resolve(__dirname, '..');

interface Options {
  books: number;
  rows: number;
  rounds: number;
  stores: StoreChoice[];
  adminUrl: string | undefined;
}

const USAGE = `usage: npm run bench:csv -w api -- [--books N] [--rows R] [--rounds K] [--store pglite|postgres|all]
  --books N   books loaded and exported (default 100000, or BENCH_BOOKS)
  --rows R    rows of the file previewed and imported (default 10000)
  --rounds K  rounds of each costly import file, health asked meanwhile (default 3)
  --store S   pglite, postgres or all (default: pglite, and postgres when a URL is given)
env: BENCH_DATABASE_URL or DATABASE_URL — a PostgreSQL server; the bench creates its own database
     there (library_csv_bench_<random>) and drops it after.`;

const NUMBER_FLAGS: Readonly<Record<string, NumberFlag<'books' | 'rows' | 'rounds'>>> = {
  '--books': { key: 'books', min: 1, max: 10_000_000 },
  '--rows': { key: 'rows', min: 1, max: 20_000 },
  '--rounds': { key: 'rounds', min: 1, max: 50 },
};

function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): Options {
  const adminUrl = env['BENCH_DATABASE_URL'] || env['DATABASE_URL'] || undefined;
  const options: Options = {
    books: env['BENCH_BOOKS'] ? wholeNumber('BENCH_BOOKS', env['BENCH_BOOKS'], 1, 10_000_000, USAGE) : 100_000,
    rows: 10_000,
    rounds: 3,
    stores: adminUrl ? ['pglite', 'postgres'] : ['pglite'],
    adminUrl,
  };
  readFlags(argv, options, NUMBER_FLAGS, USAGE);
  return options;
}

/** Undone in reverse order when a run ends or fails. */
const cleanups: Array<() => void | Promise<void>> = [];

async function cleanUp(): Promise<void> {
  for (let step = cleanups.pop(); step !== undefined; step = cleanups.pop()) {
    try {
      await step();
    } catch (err: unknown) {
      progress(`clean-up failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

function progress(line: string): void {
  process.stderr.write(`${line}\n`);
}

const fmt = (n: number): string => n.toLocaleString('en-US');
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const mib = (kib: number): string => `${(kib / 1024).toFixed(0)} MiB`;

/** Loads the books into a new data directory or scratch database; the api's settings for it. */
async function prepare(
  store: StoreChoice,
  options: Options,
): Promise<{ env: Record<string, string>; version: string }> {
  const counts = { books: options.books, borrows: 0, borrowedBooks: 1 };
  if (store === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'library-csv-bench-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const { client, lock } = await openPglite(dataDir);
    try {
      const db: SqlRunner = { query: async (text, params) => (await client.query<Row>(text, params)).rows };
      const version = `PGlite (PostgreSQL ${await serverVersion(db)})`;
      await loadData(db, counts, progress);
      return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, version };
    } finally {
      await client.close();
      lock.release();
    }
  }
  if (options.adminUrl === undefined) throw new Error('PostgreSQL needs BENCH_DATABASE_URL');
  const database = await createScratchDatabase(options.adminUrl, 'library_csv_bench');
  cleanups.push(() => database.drop());
  const pool = await openPostgres(database.url, createLogger('warn'));
  try {
    const db: SqlRunner = { query: async (text, params) => (await pool.query<Row>(text, params)).rows };
    const version = `PostgreSQL ${await serverVersion(db)}`;
    await loadData(db, counts, progress);
    return { env: { DATABASE_URL: database.url }, version };
  } finally {
    await pool.end();
  }
}

interface ApiProcess {
  child: ChildProcess;
  url: string;
}

/** The api as a child process (src/main.ts through tsx) on a free port; resolves once it is ready (its log is read and dropped after). */
async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'main.ts')], {
    cwd: apiRoot,
    env: { ...process.env, API_PORT: '0', API_HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => stopProcess(child));
  const [, url = ''] = await waitForOutput(child, /API ready at (http:\/\/[^\s"]+\/api)/);
  return { child, url };
}

interface ExportFigures {
  ms: number;
  rows: number;
  bytes: number;
  rssBefore: number | undefined;
  rssPeakSampled: number | undefined;
  rssPeakKernel: number | undefined;
  peakReset: boolean;
}

async function measureExport(api: ApiProcess, books: number): Promise<ExportFigures> {
  const pid = api.child.pid ?? 0;
  const rssBefore = procMemoryKiB(pid, 'VmRSS');
  const peakReset = resetPeakRss(pid);
  const sampler = samplePeak(() => procMemoryKiB(pid, 'VmRSS'), 20);
  let rssPeakSampled: number | undefined;
  const started = performance.now();
  let bytes = 0;
  let lineEnds = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${api.url}/books/export.csv`, (res) => {
          if (res.statusCode !== 200) reject(new Error(`export answered ${String(res.statusCode)}`));
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            for (let at = chunk.indexOf(0x0a); at >= 0; at = chunk.indexOf(0x0a, at + 1)) lineEnds += 1;
          });
          res.once('end', resolve);
          res.once('error', reject);
        })
        .once('error', reject);
    });
  } finally {
    rssPeakSampled = sampler.stop();
  }
  const ms = performance.now() - started;
  // Every book is one line here (the loaded books have no line breaks), plus the header.
  if (lineEnds !== books + 1) throw new Error(`the export has ${lineEnds} lines, expected ${books + 1}`);
  return {
    ms,
    rows: lineEnds - 1,
    bytes,
    rssBefore,
    rssPeakSampled,
    rssPeakKernel: procMemoryKiB(pid, 'VmHWM'),
    peakReset,
  };
}

/** A file of `rows` new books, valid, ISBNs 979… (the loaded books' are 978…), in the export's columns. */
function importFile(rows: number): string {
  const lines = ['title,author,genre,isbn,description,copies,available'];
  for (let i = 0; i < rows; i += 1) {
    const genre = ['FICTION', 'HISTORY', 'SCIENCE'][i % 3] ?? 'FICTION';
    const isbn = serialIsbn13(i);
    lines.push(
      `"Imported, book ${i}",Author ${i % 997},${genre},${isbn},"Row ${i} of the CSV bench.",${1 + (i % 5)},true`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

interface ImportFigures {
  previewMs: number;
  importMs: number;
  bytes: number;
}

async function postImport(api: ApiProcess, file: string, dryRun: boolean, expect: { status: string; rows: number }) {
  const started = performance.now();
  const res = await fetch(`${api.url}/books/import?dryRun=${String(dryRun)}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body: file,
  });
  const body = (await res.json()) as { data?: { totals?: Record<string, number> } };
  const ms = performance.now() - started;
  const count = body.data?.totals?.[expect.status];
  if (res.status !== 200 || count !== expect.rows) {
    throw new Error(`import (dryRun=${String(dryRun)}) answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return ms;
}

async function measureImport(api: ApiProcess, rows: number): Promise<ImportFigures> {
  const file = importFile(rows);
  const previewMs = await postImport(api, file, true, { status: 'ready', rows });
  const importMs = await postImport(api, file, false, { status: 'imported', rows });
  return { previewMs, importMs, bytes: Buffer.byteLength(file) };
}

/** The most an import file may be: 5 MB. */
const MAX_BYTES = 5 * 1024 * 1024;
const HEADER = 'title,author,genre,isbn,description,copies,available\r\n';

/** `header`, then `line` as many times as fits in 5 MB. */
function filled(line: string, header = HEADER): Buffer {
  return Buffer.from(header + line.repeat(Math.floor((MAX_BYTES - header.length) / Buffer.byteLength(line))));
}

/** The files that cost the import most, each as large as the limits allow, and the status each gets. */
const COSTLY_FILES: { name: string; status: number; file: () => Buffer }[] = [
  { name: 'blank lines (2.6 M)', status: 413, file: () => filled('\r\n') },
  { name: 'short rows (2.6 M "a")', status: 413, file: () => filled('a\n', 'title,author,genre,isbn\n') },
  {
    name: 'one quoted cell of 5 MB',
    status: 400,
    file: () => Buffer.from(`${HEADER}"${'ab\r\n'.repeat((MAX_BYTES - 100) / 4)}",A,FICTION,1\r\n`),
  },
  { name: 'a row of 5 M cells', status: 400, file: () => filled(',', 'title,author,genre,isbn\r\nT,A,FICTION,1') },
  {
    name: 'not UTF-8 at the end',
    status: 400,
    file: () => Buffer.concat([filled('\n').subarray(0, MAX_BYTES - 1), Buffer.from([0xff])]),
  },
  { name: '20,000 rows full of mistakes', status: 200, file: () => filled(',,,x,,,\r\n').subarray(0, 20_000 * 9) },
  { name: '20,000 good rows (preview)', status: 200, file: () => Buffer.from(importFile(20_000)) },
];

interface CostlyFigures {
  name: string;
  bytes: number;
  importMs: number;
  healthWorstMs: number;
  healthAnswers: number;
}

/** One import of `file`, `/health` asked meanwhile (each time as soon as it answered): the time and health's worst wait. */
async function importWithHealth(api: ApiProcess, file: Buffer, status: number): Promise<Omit<CostlyFigures, 'name'>> {
  let done = false;
  const finished = (): boolean => done;
  const started = performance.now();
  const importing = fetch(`${api.url}/books/import?dryRun=true`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body: file,
  }).then(async (res) => {
    await res.arrayBuffer();
    const ms = performance.now() - started;
    done = true;
    if (res.status !== status) throw new Error(`the import answered ${res.status}, expected ${status}`);
    return ms;
  });
  let healthWorstMs = 0;
  let healthAnswers = 0;
  const pinging = (async () => {
    while (!finished()) {
      const asked = performance.now();
      const res = await fetch(`${api.url}/health`);
      await res.arrayBuffer();
      if (!finished()) {
        healthWorstMs = Math.max(healthWorstMs, performance.now() - asked);
        healthAnswers += 1;
      }
    }
  })();
  const importMs = await importing;
  await pinging;
  return { bytes: file.length, importMs, healthWorstMs, healthAnswers };
}

async function measureCostlyImports(api: ApiProcess, rounds: number): Promise<CostlyFigures[]> {
  const figures: CostlyFigures[] = [];
  for (const { name, status, file } of COSTLY_FILES) {
    const body = file();
    const runs: Omit<CostlyFigures, 'name'>[] = [];
    for (let round = 0; round < rounds; round += 1) runs.push(await importWithHealth(api, body, status));
    figures.push({
      name,
      bytes: body.length,
      importMs: median(runs.map((r) => r.importMs)),
      healthWorstMs: median(runs.map((r) => r.healthWorstMs)),
      healthAnswers: median(runs.map((r) => r.healthAnswers)),
    });
    progress(`  ${name}: ${seconds(figures.at(-1)?.importMs ?? 0)}`);
  }
  return figures;
}

async function runStore(store: StoreChoice, options: Options): Promise<void> {
  progress(`${store}: loading ${fmt(options.books)} books…`);
  const { env, version } = await prepare(store, options);
  const api = await startApi(env);
  progress(`${store}: api ready (pid ${api.child.pid ?? '?'}), exporting…`);
  const exported = await measureExport(api, options.books);
  progress(`${store}: previewing and importing ${fmt(options.rows)} rows…`);
  const imported = await measureImport(api, options.rows);
  progress(`${store}: the costly import files, /health asked meanwhile (${options.rounds} rounds each)…`);
  const costly = await measureCostlyImports(api, options.rounds);

  const rss = (kib: number | undefined): string => (kib === undefined ? 'n/a (no /proc)' : mib(kib));
  const verdict = (ms: number): string => (ms <= IMPORT_GOAL_MS ? 'met' : 'missed');
  console.log(`\n## ${store}: ${version}, ${fmt(options.books)} books`);
  console.log(
    `machine: ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, Node ${process.version}`,
  );
  console.log('| figure | result | goal |');
  console.log('|---|---|---|');
  console.log(
    `| export of ${fmt(exported.rows)} books | ${seconds(exported.ms)} (${fmt(Math.round(exported.rows / (exported.ms / 1000)))} rows/s, ${(exported.bytes / 1024 / 1024).toFixed(1)} MiB) | streamed |`,
  );
  console.log(`| api RSS before the export | ${rss(exported.rssBefore)} | |`);
  console.log(
    `| api RSS peak during the export | ${rss(exported.rssPeakSampled)} sampled every 20 ms; ${rss(exported.rssPeakKernel)} kernel high-water mark${exported.peakReset ? ' (reset before)' : ' (since start: not resettable here)'} | constant in N |`,
  );
  console.log(
    `| preview of ${fmt(options.rows)} rows (${(imported.bytes / 1024 / 1024).toFixed(1)} MiB) | ${seconds(imported.previewMs)} | < 10 s: ${verdict(imported.previewMs)} |`,
  );
  console.log(
    `| import of ${fmt(options.rows)} rows | ${seconds(imported.importMs)} | < 10 s: ${verdict(imported.importMs)} |`,
  );
  console.log(
    `\nThe costly import files (median of ${options.rounds} rounds; /health asked meanwhile, one after another):`,
  );
  console.log('| file | size | import | /health worst wait | /health answers meanwhile |');
  console.log('|---|---|---|---|---|');
  for (const f of costly) {
    console.log(
      `| ${f.name} | ${(f.bytes / 1024 / 1024).toFixed(1)} MiB | ${seconds(f.importMs)} | ${f.healthWorstMs.toFixed(0)} ms | ${fmt(f.healthAnswers)} |`,
    );
  }
  const slowest = costly.reduce((a, b) => (b.importMs > a.importMs ? b : a));
  const worstHealth = Math.max(...costly.map((f) => f.healthWorstMs));
  console.log(
    `| worst import file: ${slowest.name} | | ${seconds(slowest.importMs)} | worst /health wait over all files: ${worstHealth.toFixed(0)} ms (goal ≤ ${HEALTH_GOAL_MS} ms: ${worstHealth <= HEALTH_GOAL_MS ? 'met' : 'missed'}) | |`,
  );
}

async function main(): Promise<void> {
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (err: unknown) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(2);
  }
  const onSignal = (): void => {
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    for (const store of options.stores) {
      await runStore(store, options);
      await cleanUp();
    }
  } catch (err: unknown) {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

void main();
