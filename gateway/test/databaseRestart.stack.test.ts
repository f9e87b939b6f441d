/**
 * PostgreSQL going away and coming back under traffic, for real: a cluster of the test's own
 * (tools/harness' startScratchCluster), the api as its own process (src/main.ts, as `npm start`
 * runs it) and the gateway in front, while borrows and reads run. A `restart -m fast`, a
 * `restart -m immediate` (a crash) and a stop of 30 s: neither process exits, every failure in the
 * gap is a 503 DATABASE_UNAVAILABLE with Retry-After (GraphQL: the same code), every borrow answered
 * 201 is in the database afterwards, and requests succeed again soon after the database is back.
 * Skipped where no scratch cluster can run (no PostgreSQL 15 server programs, or root without runuser).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pino from 'pino';
import { Client } from 'pg';
import { MAX_COPIES } from '@library/api/contract/rules';
import {
  freePort,
  randomIsbn13,
  repoRoot,
  scratchClusterUnavailable,
  startScratchCluster,
  stopProcess,
  waitUntilAnswers,
  type ScratchCluster,
} from '@library/harness';
import { openStore, type Store } from '@library/api';
import { startJobs, type Every } from '@library/api/jobs';
import { startGateway, type RunningGateway } from '../src/index';
import { testGatewayOptions } from './support/gateway';
import { postGraphQL } from './support/http';
import { dueIn } from './support/dates';

jest.setTimeout(150_000);

/** The requirement: the first success no later than this after the database accepts connections again. */
const BACK_WITHIN_MS = 2_000;
/** How long the database stays stopped in the third scenario. */
const STOP_MS = 30_000;
const WORKERS = 4;
const PAUSE_MS = 40;

/** One answer of the traffic: what was asked, when it was sent and answered, and what came back. */
interface Sample {
  kind: 'borrow' | 'rest read' | 'graphql read';
  sentAt: number;
  answeredAt: number;
  ok: boolean;
  status: number;
  code: unknown;
  retryAfter: string | null;
}

const unavailable = scratchClusterUnavailable();
if (unavailable) process.stdout.write(`database restart test skipped: ${unavailable}\n`);

(unavailable === undefined ? describe : describe.skip)('PostgreSQL restarting and stopping under traffic', () => {
  let cluster: ScratchCluster;
  let databaseUrl: string;
  let api: ChildProcess;
  let apiOutput = '';
  let apiUrl: string;
  let gateway: RunningGateway;
  let bookIds: string[] = [];
  const samples: Sample[] = [];
  const borrowed = new Set<string>();
  let traffic: Promise<void> | undefined;
  let running = false;
  /** What beforeAll started, undone in reverse order by afterAll (only as far as it got). */
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    cluster = await startScratchCluster();
    cleanups.push(() => cluster.destroy());
    const admin = new Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE library');
    await admin.end();
    databaseUrl = cluster.adminUrl.replace(/\/postgres$/, '/library');
    const port = await freePort();
    apiUrl = `http://127.0.0.1:${port}/api`;
    api = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api', 'src', 'main.ts')], {
      cwd: path.join(repoRoot, 'api'),
      env: {
        ...process.env,
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        SEED: '0',
        DATABASE_URL: databaseUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => stopProcess(api, 'SIGTERM'));
    api.stdout?.on('data', (chunk: Buffer) => (apiOutput += chunk.toString()));
    api.stderr?.on('data', (chunk: Buffer) => (apiOutput += chunk.toString()));
    await waitUntilAnswers(api, `${apiUrl}/health`, { timeoutMs: 60_000, output: () => apiOutput });
    gateway = await startGateway(testGatewayOptions({ apiUrl }));
    cleanups.push(() => gateway.close());
    bookIds = [];
    for (let i = 0; i < WORKERS; i++) {
      const res = await fetch(`${apiUrl}/books`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title: `Restart ${i}`,
          author: 'R',
          genre: 'FICTION',
          isbn: randomIsbn13(),
          copies: MAX_COPIES,
        }),
      });
      const body = (await res.json()) as { data: { id: string } };
      expect({ status: res.status, body }).toMatchObject({ status: 201 });
      bookIds.push(body.data.id);
    }
  });

  afterAll(async () => {
    running = false;
    await traffic;
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** Runs one request; no answer at all (a process gone) is a failure of its own, `code` saying why. */
  async function sample(kind: Sample['kind'], ask: () => Promise<Omit<Sample, 'kind' | 'sentAt' | 'answeredAt'>>) {
    const sentAt = performance.now();
    let answer: Omit<Sample, 'kind' | 'sentAt' | 'answeredAt'>;
    try {
      answer = await ask();
    } catch (error: unknown) {
      answer = { ok: false, status: 0, code: `no answer: ${String(error)}`, retryAfter: null };
    }
    samples.push({ kind, sentAt, answeredAt: performance.now(), ...answer });
  }

  async function borrow(bookId: string): Promise<void> {
    await sample('borrow', async () => {
      const res = await fetch(`${apiUrl}/borrow`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ book: bookId, quantity: 1, dueDate: dueIn(7) }),
      });
      const body = (await res.json()) as { data?: { id: string }; error?: { code: string } };
      if (res.status === 201 && body.data) borrowed.add(body.data.id);
      return {
        ok: res.status === 201,
        status: res.status,
        code: body.error?.code,
        retryAfter: res.headers.get('retry-after'),
      };
    });
  }

  async function restRead(): Promise<void> {
    await sample('rest read', async () => {
      const res = await fetch(`${apiUrl}/books?limit=5`);
      const body = (await res.json()) as { error?: { code: string } };
      return {
        ok: res.status === 200,
        status: res.status,
        code: body.error?.code,
        retryAfter: res.headers.get('retry-after'),
      };
    });
  }

  async function graphqlRead(): Promise<void> {
    await sample('graphql read', async () => {
      const res = await postGraphQL(gateway.url, '{ books { total items { id title } } }');
      const code = res.body.errors?.[0]?.extensions?.['code'];
      const retryAfter = res.body.errors?.[0]?.extensions?.['retryAfter'];
      return {
        ok: res.body.errors === undefined && res.body.data !== undefined,
        status: res.status,
        code,
        retryAfter: typeof retryAfter === 'number' ? String(retryAfter) : null,
      };
    });
  }

  function startTraffic(): void {
    running = true;
    traffic = Promise.all(
      bookIds.map(async (bookId, worker) => {
        for (let turn = worker; running; turn++) {
          if (turn % 3 === 0) await restRead();
          else if (turn % 3 === 1) await borrow(bookId);
          else await graphqlRead();
          await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
        }
      }),
    ).then(() => undefined);
  }

  /** Waits until each kind of request has succeeded once after `since`. */
  async function successesAfter(since: number, timeoutMs = 20_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    const kinds: Sample['kind'][] = ['borrow', 'rest read', 'graphql read'];
    while (!kinds.every((kind) => samples.some((s) => s.kind === kind && s.ok && s.sentAt >= since))) {
      if (api.exitCode !== null || api.signalCode !== null) {
        throw new Error(`the api exited (${api.signalCode ?? String(api.exitCode)}):\n${apiOutput.slice(-2_000)}`);
      }
      if (performance.now() > deadline) throw new Error('no success after the database came back');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** How long after `backAt` the first request sent after it succeeded (ms), by kind and overall. */
  function firstSuccessAfter(backAt: number): Record<'any' | Sample['kind'], number> {
    const after = samples.filter((s) => s.ok && s.sentAt >= backAt);
    const first = (list: Sample[]) => Math.round(Math.min(...list.map((s) => s.answeredAt)) - backAt);
    return {
      any: first(after),
      borrow: first(after.filter((s) => s.kind === 'borrow')),
      'rest read': first(after.filter((s) => s.kind === 'rest read')),
      'graphql read': first(after.filter((s) => s.kind === 'graphql read')),
    };
  }

  /** Every failure in `[from, to]`: a 503 DATABASE_UNAVAILABLE with Retry-After (GraphQL: the code and retryAfter). */
  function expectFailuresAreDatabaseUnavailable(from: number, to: number): number {
    const failures = samples.filter((s) => !s.ok && s.answeredAt >= from && s.sentAt <= to);
    const shapes = failures.map((s) => ({
      kind: s.kind,
      status: s.kind === 'graphql read' ? 'graphql' : s.status,
      code: s.code,
      retryAfter: s.retryAfter !== null,
    }));
    for (const shape of shapes) {
      expect(shape).toEqual({
        kind: shape.kind,
        status: shape.kind === 'graphql read' ? 'graphql' : 503,
        code: 'DATABASE_UNAVAILABLE',
        retryAfter: true,
      });
    }
    return failures.length;
  }

  function expectBothUp(): void {
    expect({ apiExit: api.exitCode, apiSignal: api.signalCode }).toEqual({ apiExit: null, apiSignal: null });
  }

  const figures: Record<string, Record<string, number>> = {};

  it.each([
    ['restart -m fast', (c: ScratchCluster) => c.restart('fast')],
    ['restart -m immediate', (c: ScratchCluster) => c.restart('immediate')],
  ])(
    'when PostgreSQL does a %s under traffic, then both stay up, failures are 503 DATABASE_UNAVAILABLE and requests succeed again within 2 s',
    async (name, restart) => {
      if (!running) startTraffic();
      await successesAfter(performance.now());
      const from = performance.now();
      await restart(cluster);
      const backAt = performance.now();
      await successesAfter(backAt);
      const failed = expectFailuresAreDatabaseUnavailable(from, backAt);
      const measured = firstSuccessAfter(backAt);
      figures[name] = { ...measured, failuresInGap: failed };
      expectBothUp();
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
      expect(measured.any).toBeLessThanOrEqual(BACK_WITHIN_MS);
    },
  );

  it('when PostgreSQL is stopped for 30 s, then health and readiness answer 503, jobs skip their run, and all comes back within 2 s of the start', async () => {
    if (!running) startTraffic();
    await successesAfter(performance.now());
    // The hourly jobs, on a store of their own (the same database), ticked by hand.
    const jobLines: string[] = [];
    const jobsLogger = pino({ level: 'info' }, { write: (line: string) => jobLines.push(line) });
    const store: Store = await openStore({ dataDir: '', databaseUrl, seed: false, logger: jobsLogger });
    let tick: () => void = () => undefined;
    const every: Every = (_ms, run) => {
      tick = run;
      return () => undefined;
    };
    const jobs = startJobs(store, { logger: jobsLogger, every });
    await jobs.idle();
    try {
      const from = performance.now();
      await cluster.stop('fast');
      const stoppedAt = performance.now();

      const health = await fetch(`${apiUrl}/health`);
      expect({ status: health.status, retryAfter: health.headers.get('retry-after') }).toEqual({
        status: 503,
        retryAfter: '2',
      });
      const ready = await fetch(`${gateway.url}/readyz`);
      expect({ status: ready.status, body: await ready.json() }).toMatchObject({
        status: 503,
        body: { status: 'not ready', code: 'DATABASE_UNAVAILABLE' },
      });
      // The CSV pass-through keeps REST's 503.
      const csv = await fetch(`${gateway.url}/api/books/export.csv`);
      expect({ status: csv.status, retryAfter: csv.headers.get('retry-after') }).toEqual({
        status: 503,
        retryAfter: '2',
      });
      tick();
      await jobs.idle();
      // Every job of the run skipped (expire holds, forget borrowers, forget old activity), none failed.
      const skipped = jobLines.filter((l) => l.includes('background job skipped'));
      expect(skipped).toHaveLength(3);
      expect(jobLines.join('\n')).not.toMatch(/stack|background job failed/);

      await new Promise((resolve) => setTimeout(resolve, STOP_MS - (performance.now() - stoppedAt)));
      await cluster.start();
      const backAt = performance.now();
      await successesAfter(backAt);
      const failed = expectFailuresAreDatabaseUnavailable(from, backAt);
      const measured = firstSuccessAfter(backAt);
      figures['stop 30 s, then start'] = { ...measured, failuresInGap: failed };
      expect((await fetch(`${apiUrl}/health`)).status).toBe(200);
      expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
      tick();
      await jobs.idle();
      expect(jobLines.filter((l) => l.includes('background job skipped'))).toHaveLength(skipped.length);
      expectBothUp();
      expect(measured.any).toBeLessThanOrEqual(BACK_WITHIN_MS);
    } finally {
      await jobs.stop();
      await store.close();
    }
  });

  it('when the traffic stops, then every borrow answered 201 is in the database and the api logged no unexpected error', async () => {
    running = false;
    await traffic;
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>(
        'SELECT id::text AS id FROM borrows WHERE id = ANY($1::uuid[])',
        [[...borrowed]],
      );
      expect(borrowed.size).toBeGreaterThan(0);
      expect(rows.length).toBe(borrowed.size);
    } finally {
      await client.end();
    }
    expectBothUp();
    expect(apiOutput).not.toMatch(/unexpected error|Unhandled|uncaught/i);
    process.stdout.write(
      `database restart: first success after the database is back (ms): ${JSON.stringify(figures)}\n`,
    );
  });
});
