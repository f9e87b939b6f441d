/**
 * `npm run bench:gateway`: the same page of books fetched directly from the REST api and through the
 * gateway, one after the other in one run, with autocannon (fixed duration and connections).
 * Prints requests/s, p50 and p99 for each, and the ratios (goal: gateway >= 80% of REST throughput,
 * p50 <= 1.3x). With BENCH_PROFILE=1 the gateways run under `node --cpu-prof` and the functions and
 * packages that cost the most CPU are printed.
 *
 * Beside req/s, which a busy machine scrambles, every round gives each server's own CPU time
 * (user + system, `process.cpuUsage()` reported by the child over IPC) per 1,000 requests answered.
 * The targets are measured in alternating rounds (REST, then the gateway), req/s and latencies
 * averaged over the rounds, CPU per 1,000 requests as the median.
 *
 * A third target reads the same page through the gateway signed in (a staff session's cookie, made
 * with the api's setup code): the difference of the two gateways' CPU per request is what sign-in
 * adds to a public read (the cookie read, the bearer forwarded; no `/auth/me`: goal <= 0.2 ms).
 *
 * Env: BENCH_DURATION (s per round, 10), BENCH_ROUNDS (2), BENCH_CONNECTIONS (10), BENCH_BOOKS (40),
 * BENCH_LIMIT (10), BENCH_PROFILE=1,
 * BENCH_DATABASE_URL (a PostgreSQL server: the api then runs on a fresh database there, dropped
 * after; default: PGlite in a temp dir), BENCH_ACCEPT_ENCODING (the GraphQL requests' Accept-Encoding,
 * Chromium's `gzip, deflate, br, zstd` by default, so the gateways compress as for a browser; `identity`
 * for none).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GENRES, median, serialIsbn13, stopProcess, waitForOutput } from '@library/harness';
import autocannon from 'autocannon';
import type { CpuReport } from './children';

const DURATION = Number(process.env['BENCH_DURATION'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const BOOKS = Number(process.env['BENCH_BOOKS'] ?? 40);
const LIMIT = Number(process.env['BENCH_LIMIT'] ?? 10);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 2);
const PROFILE = process.env['BENCH_PROFILE'] === '1';
const STORE = process.env['BENCH_DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
const ACCEPT_ENCODING = process.env['BENCH_ACCEPT_ENCODING'] ?? 'gzip, deflate, br, zstd';

const CHILDREN = path.join(__dirname, 'children.ts');
const QUERY = `query Books($page: Int, $limit: Int) {
  books(page: $page, limit: $limit) {
    page limit total totalPages
    items { id title author genre isbn description copies available createdAt updatedAt }
  }
}`;

interface Child {
  process: ChildProcess;
  url: string;
  /** How the child says it runs (the gateway: `production introspection=off`, ...). */
  mode: string | undefined;
}

async function startChild(args: string[], nodeArgs: string[] = []): Promise<Child> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', CHILDREN, ...args], {
    cwd: path.join(__dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const [, url = '', mode] = await waitForOutput(child, /READY (\S+)(?: ([^\n]+))?\n/);
  return { process: child, url, mode };
}

/** The child's own CPU time so far (user + system, µs), as it reports it over IPC (./children.ts). */
function cpuOf(child: Child): Promise<number> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isCpuReport(message)) return;
      child.process.off('message', onMessage);
      resolve(message.user + message.system);
    };
    child.process.on('message', onMessage);
    child.process.send({ type: 'cpu' }, (error) => {
      if (error) {
        child.process.off('message', onMessage);
        reject(error);
      }
    });
  });
}

function isCpuReport(message: unknown): message is CpuReport {
  return (
    typeof message === 'object' &&
    message !== null &&
    'type' in message &&
    message.type === 'cpu' &&
    'user' in message &&
    typeof message.user === 'number' &&
    'system' in message &&
    typeof message.system === 'number'
  );
}

function stopChild(child: Child): Promise<void> {
  return stopProcess(child.process);
}

async function seed(apiUrl: string): Promise<void> {
  for (let i = 0; i < BOOKS; i += 1) {
    const response = await fetch(`${apiUrl}/books`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Benchmark book ${i}`,
        author: `Author ${i % 7}`,
        genre: GENRES[i % GENRES.length],
        isbn: serialIsbn13(100_000_000 + i, '978'),
        description: `A book used by the gateway benchmark, number ${i}.`,
        copies: 1 + (i % 5),
      }),
    });
    if (response.status !== 201) throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
  }
}

/**
 * A staff session's cookie: the first admin of the api's open library, made through the gateway's
 * `setUpLibrary` with the setup code the api child printed.
 */
async function staffCookie(api: Child, gateway: Child): Promise<string> {
  const code = /setup=(\S+)/.exec(api.mode ?? '')?.[1];
  if (code === undefined || code === 'none') throw new Error('the api printed no setup code');
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation Setup($code: String!) { setUpLibrary(code: $code, name: "Bench", email: "bench@library.test", password: "Quiet-lantern-bench") { id } }',
      variables: { code },
    }),
  });
  const cookie = response.headers.getSetCookie().at(0)?.split(';').at(0);
  if (!response.ok || cookie === undefined) throw new Error(`setting up failed: ${await response.text()}`);
  return cookie;
}

interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

interface Figures extends LoadFigures {
  /** The server process's CPU time (user + system) per 1,000 requests answered, in ms. */
  cpuPer1000: number;
}

/** Over the rounds: mean req/s and latencies, summed counts, median CPU per 1,000 requests. */
function summarise(rounds: Figures[]): Figures {
  const avg = (pick: (f: Figures) => number) => rounds.reduce((sum, f) => sum + pick(f), 0) / rounds.length;
  const sum = (pick: (f: Figures) => number) => rounds.reduce((total, f) => total + pick(f), 0);
  return {
    rps: avg((f) => f.rps),
    p50: avg((f) => f.p50),
    p99: avg((f) => f.p99),
    errors: sum((f) => f.errors),
    non2xx: sum((f) => f.non2xx),
    total: sum((f) => f.total),
    cpuPer1000: median(rounds.map((f) => f.cpuPer1000)),
  };
}

async function load(options: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

async function check(url: string, init: RequestInit): Promise<void> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok || text.includes('"errors"'))
    throw new Error(`sanity check failed for ${url}: ${response.status} ${text.slice(0, 300)}`);
}

/** Self time per function and per package from a V8 .cpuprofile. */
function summariseProfile(dir: string): void {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) {
    process.stdout.write('no CPU profile was written\n');
    return;
  }
  interface Node {
    id: number;
    hitCount?: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { nodes: Node[] };
  const all = profile.nodes.reduce((sum, n) => sum + (n.hitCount ?? 0), 0);
  const idle = profile.nodes
    .filter((n) => n.callFrame.functionName === '(idle)')
    .reduce((sum, n) => sum + (n.hitCount ?? 0), 0);
  const total = all - idle;
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits || node.callFrame.functionName === '(idle)') continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const short = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/gateway\//, 'gateway/');
    const key = `${functionName || '(anonymous)'} ${short ? `${short}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
    const pkgMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    const pkg =
      pkgMatch?.[1] ??
      (url.startsWith('node:')
        ? 'node core'
        : url.includes('/gateway/')
          ? 'gateway (our code)'
          : url
            ? 'other'
            : functionName || '(vm)');
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`)
      .join('\n');
  process.stdout.write(
    `\nGateway CPU profile: busy ${((100 * total) / all).toFixed(1)}% of ${all} samples (whole run, start-up included).\n` +
      `Share of the busy time by package:\n${top(byPackage, 12)}\n`,
  );
  process.stdout.write(`\nTop functions by self time (share of busy time):\n${top(byFunction, 20)}\n`);
}

interface Target {
  name: string;
  child: Child;
  options: autocannon.Options;
}

/** One round of load on one target, with the CPU time its server process spent meanwhile. */
async function measure(target: Target, extra: Partial<autocannon.Options> = {}): Promise<Figures> {
  const before = await cpuOf(target.child);
  const figures = await load({ ...target.options, ...extra });
  const after = await cpuOf(target.child);
  // Microseconds per request are milliseconds per 1,000 requests.
  return { ...figures, cpuPer1000: figures.total > 0 ? (after - before) / figures.total : Number.NaN };
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

async function main(): Promise<void> {
  process.stdout.write(`Starting api (${STORE}) and the gateway (NODE_ENV=production) as child processes...\n`);
  const api = await startChild(['api']);
  const profileDir = PROFILE ? mkdtempSync(path.join(tmpdir(), 'gateway-prof-')) : null;
  let gateway: Child | undefined;
  try {
    await seed(api.url);
    gateway = await startChild(['gateway', api.url], profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
    if (!gateway.mode?.startsWith('production ')) {
      throw new Error(`the gateway does not run in production mode (${gateway.mode ?? 'unknown'})`);
    }
    process.stdout.write(`Gateway running as: ${gateway.mode}\n`);

    const cookie = await staffCookie(api, gateway);
    const restUrl = `${api.url}/books?page=1&limit=${LIMIT}`;
    const gqlBody = JSON.stringify({ query: QUERY, variables: { page: 1, limit: LIMIT } });
    const rest: Target = { name: 'REST GET /api/books', child: api, options: { url: restUrl } };
    const viaGateway: Target = {
      name: 'gateway POST /graphql',
      child: gateway,
      options: {
        url: `${gateway.url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': ACCEPT_ENCODING },
        body: gqlBody,
      },
    };
    const signedIn: Target = {
      name: 'gateway, signed in',
      child: gateway,
      options: { ...viaGateway.options, headers: { ...viaGateway.options.headers, cookie } },
    };
    await check(restUrl, {});
    await check(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: gqlBody,
    });

    process.stdout.write(
      `${STORE}; ${BOOKS} books; page of ${LIMIT}; ${CONNECTIONS} connections; Accept-Encoding: ${ACCEPT_ENCODING}; ` +
        `${ROUNDS} alternating rounds of ${DURATION} s per target (after a 3 s warm-up each)\n` +
        `CPU: the server process's own user+system time (process.cpuUsage()) per 1,000 requests answered, in ms\n`,
    );
    const targets = [rest, viaGateway, signedIn];
    for (const target of targets) await load({ ...target.options, duration: 3 });
    const rounds = new Map<Target, Figures[]>(targets.map((target) => [target, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      const parts: string[] = [];
      for (const target of targets) {
        const figures = await measure(target);
        rounds.get(target)?.push(figures);
        parts.push(`${target.name} ${figures.rps.toFixed(0)} req/s, CPU ${figures.cpuPer1000.toFixed(0)}`);
      }
      process.stdout.write(`  round ${round + 1}: ${parts.join('; ')}\n`);
    }

    const restFigures = summarise(rounds.get(rest) ?? []);
    const gatewayFigures = summarise(rounds.get(viaGateway) ?? []);
    const signedInFigures = summarise(rounds.get(signedIn) ?? []);
    const row = (name: string, f: Figures) =>
      `${name.padEnd(24)} ${f.rps.toFixed(0).padStart(8)} ${f.p50.toFixed(1).padStart(8)} ${f.p99.toFixed(1).padStart(8)} ` +
      `${String(f.total).padStart(9)} ${String(f.errors + f.non2xx).padStart(7)} ${f.cpuPer1000.toFixed(0).padStart(12)}`;
    process.stdout.write(
      `\n${'target'.padEnd(24)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ` +
        `${'requests'.padStart(9)} ${'errors'.padStart(7)} ${'CPU/1k (med)'.padStart(12)}\n` +
        `${row(rest.name, restFigures)}\n${row(viaGateway.name, gatewayFigures)}\n` +
        `${row(signedIn.name, signedInFigures)}\n\n`,
    );
    const p50 = restFigures.p50 > 0 ? gatewayFigures.p50 / restFigures.p50 : Number.NaN;
    process.stdout.write(
      `gateway/REST: throughput ${percent(gatewayFigures.rps / restFigures.rps)} (goal >= 80%), ` +
        `p50 ${p50.toFixed(2)}x (goal <= 1.3x), p99 ${(gatewayFigures.p99 / Math.max(restFigures.p99, 1)).toFixed(2)}x\n`,
    );
    // ms per 1,000 requests = µs per request.
    const added = signedInFigures.cpuPer1000 - gatewayFigures.cpuPer1000;
    process.stdout.write(
      `signed in vs signed out, gateway CPU per request: ${added.toFixed(0)} µs added (goal <= 200 µs)\n`,
    );
  } finally {
    if (gateway) await stopChild(gateway);
    await stopChild(api);
  }
  if (profileDir) {
    summariseProfile(profileDir);
    rmSync(profileDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
