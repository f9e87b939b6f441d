/**
 * How long a start takes until the service answers, on the embedded store (the goal: the first
 * `npm start` ready in ≤ 3 s). Prints figures; asserts nothing.
 *
 *   npm run bench:start [-- --runs N]
 *
 * Measured, each from spawning the process to the first 200 of its health check:
 * - api, first start: a new empty DATA_DIR (loaded from the template, migrated, demo catalogue seeded);
 * - api, restart: the same directory again;
 * - the whole product (`npm start`: scripts/start.ts, run as package.json's start script says, without
 *   npm in between: settings, ports, stale builds, then api + gateway + web), first start on a new
 *   DATA_DIR, ready when the gateway's /readyz answers 200 (that needs the api too);
 * - for comparison, what the template saves: one `initdb` (a new in-memory PGlite instance).
 * Needs the builds (`npm run build`); a stale build would be rebuilt inside the product figure, so
 * the product is started once untimed first.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { freePort, freePorts, median, npmStartArgs, repoRoot, stopProcess, waitUntilAnswers } from '@library/harness';

const apiMain = path.join(repoRoot, 'api', 'dist', 'main.js');

function runsFrom(argv: readonly string[]): number {
  const at = argv.indexOf('--runs');
  if (at < 0) return 5;
  const n = Number(argv[at + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 50) {
    console.error('usage: npm run bench:start -- [--runs N]   (N from 1 to 50, default 5)');
    process.exit(2);
  }
  return n;
}

interface Start {
  command: string[];
  env: Record<string, string>;
  url: string;
}

async function timeStart({ command, env, url }: Start): Promise<number> {
  const [file, ...args] = command;
  if (!file) throw new Error('no command');
  const started = process.hrtime.bigint();
  const child = spawn(file, args, { cwd: repoRoot, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    // Every 10 ms: the figure is the time to the first 200.
    await waitUntilAnswers(child, url, { everyMs: 10, output: () => output });
    return Number(process.hrtime.bigint() - started) / 1e6;
  } finally {
    // As Ctrl-C would.
    await stopProcess(child, 'SIGINT');
  }
}

async function apiStart(dataDir: string): Promise<Start> {
  const port = await freePort();
  return {
    command: [process.execPath, apiMain],
    env: { DATA_DIR: dataDir, API_PORT: String(port), API_HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${port}/api/health`,
  };
}

async function productStart(dataDir: string): Promise<Start> {
  const [port, apiPort] = await freePorts(2);
  return {
    command: [process.execPath, ...npmStartArgs()],
    env: { DATA_DIR: dataDir, PORT: String(port), API_PORT: String(apiPort), HOST: '127.0.0.1', API_HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${port}/readyz`,
  };
}

function summary(label: string, ms: readonly number[], goal = ''): string {
  const cells = [median(ms), Math.min(...ms), Math.max(...ms)].map((v) => (v / 1000).toFixed(2).padStart(7));
  return `${label.padEnd(52)}${String(ms.length).padStart(4)}${cells.join('')}  ${goal}`;
}

async function main(): Promise<void> {
  const runs = runsFrom(process.argv.slice(2));
  if (!fs.existsSync(apiMain)) {
    console.error('api/dist is missing: run `npm run build` first');
    process.exit(1);
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'library-first-start-'));
  const fresh = (name: string) => path.join(scratch, name);
  try {
    console.error('warming up: one untimed start of the product (builds anything stale)...');
    await timeStart(await productStart(fresh('warm-up')));

    const first: number[] = [];
    const restart: number[] = [];
    const product: number[] = [];
    const initdb: number[] = [];
    for (let i = 0; i < runs; i++) {
      console.error(`run ${i + 1} of ${runs}`);
      const dir = fresh(`api-${i}`);
      first.push(await timeStart(await apiStart(dir)));
      restart.push(await timeStart(await apiStart(dir)));
      product.push(await timeStart(await productStart(fresh(`product-${i}`))));
      const t = process.hrtime.bigint();
      const db = await PGlite.create();
      initdb.push(Number(process.hrtime.bigint() - t) / 1e6);
      await db.close();
    }

    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    console.log(`first-start benchmark: ${runs} runs, ${os.cpus().length} CPUs (${cpu}), Node ${process.version}`);
    console.log('from spawning the process to the first 200 of its health check, in seconds\n');
    console.log(
      `${'figure'.padEnd(52)}${'n'.padStart(4)}${'median'.padStart(7)}${'min'.padStart(7)}${'max'.padStart(7)}  goal`,
    );
    const met = (ms: readonly number[]) => median(ms) <= 3000;
    console.log(summary('api, first start (new DATA_DIR, seeded)', first, `<= 3 s: ${met(first) ? 'met' : 'missed'}`));
    console.log(summary('api, restart (existing DATA_DIR)', restart));
    console.log(
      summary('npm start, first start (api + gateway + web)', product, `<= 3 s: ${met(product) ? 'met' : 'missed'}`),
    );
    console.log(summary('for comparison: one initdb (new in-memory PGlite)', initdb));
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
