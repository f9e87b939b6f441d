/**
 * The product as a user starts it, for the end-to-end suite and the web benchmarks: free ports, and
 * `npm start` (package.json's start script, run as npm would from the repository root) in production
 * mode on a fresh PGlite data directory, seeded with the demo catalogue, removed when it stops.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Headless Chromium's flags on this machine (Debian's build): the e2e suite's and the benches'. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A port free on 127.0.0.1 right now (the OS's pick). */
export function freePort(): Promise<number> {
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

/**
 * `node` arguments of package.json's start script (as scripts/start-command.ts reads them; that module is
 * CommonJS for tsx, which Playwright's loader cannot import by name).
 */
function npmStartArgs(): string[] {
  const pkg: unknown = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const scripts = typeof pkg === 'object' && pkg !== null && 'scripts' in pkg ? pkg.scripts : undefined;
  const start = typeof scripts === 'object' && scripts !== null && 'start' in scripts ? scripts.start : undefined;
  if (typeof start !== 'string') throw new Error('package.json has no start script');
  // `exec node …`: npm's shell gives way to node (see scripts/start.ts).
  const [bin, ...args] = start.replace(/^exec /, '').split(' ');
  if (bin !== 'node') throw new Error(`package.json's start script does not run node: ${start}`);
  return args;
}

export interface RunningProduct {
  /** The app's address, e.g. http://127.0.0.1:4000 */
  url: string;
  stop(): Promise<void>;
}

/** `npm start` with NODE_ENV=production and the demo catalogue; resolves once /readyz answers 200. */
export async function startProduct({ readyWithinMs = 300_000 } = {}): Promise<RunningProduct> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'library-product-'));
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
  const deadline = Date.now() + readyWithinMs;
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
      throw new Error(`the product did not become ready within ${readyWithinMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
