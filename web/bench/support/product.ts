/**
 * What the web benchmarks share: the product as a user runs it (`npm start`, scripts/start.ts, from
 * the repository root: it builds what is stale, web/ included, then starts the api and the gateway),
 * in production mode on free ports, on a fresh PGlite data directory seeded with the demo catalogue
 * (removed at the end); and Debian's Chromium, headless, launched as the end-to-end suite launches it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { npmStartArgs } from '../../../scripts/start-command';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The e2e suite's Chromium flags (playwright.config.ts). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export interface RunningProduct {
  /** The app's address, e.g. http://127.0.0.1:4000 */
  url: string;
  stop(): Promise<void>;
}

/**
 * `npm start` with NODE_ENV=production and the demo catalogue; resolves once /readyz answers 200.
 * BENCH_URL: measure a product already running there instead (left running).
 */
export async function startProduct(): Promise<RunningProduct> {
  const running = process.env['BENCH_URL'];
  if (running) return { url: running.replace(/\/+$/, ''), stop: () => Promise.resolve() };
  const port = await freePort();
  const apiPort = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'library-bench-web-'));
  const child = spawn(process.execPath, npmStartArgs(), {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      SEED: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`npm start exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the product did not become ready in 5 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The id of a book of the demo catalogue (the newest), through the gateway's GraphQL. */
export async function aBookId(url: string): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ books(limit: 1) { items { id } } }' }),
  });
  const body: unknown = await response.json();
  const id = /"id":"([^"]+)"/.exec(JSON.stringify(body))?.[1];
  if (!id) throw new Error(`no book in the catalogue: ${JSON.stringify(body)}`);
  return id;
}

/** The median of `values` (NaN for none). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
