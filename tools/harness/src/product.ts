/**
 * The product as a user starts it: `npm start` (package.json's start script, scripts/start.ts) run
 * from the repository root, without npm in between (the same command, so signals reach the script
 * itself), in production mode on free ports and a fresh PGlite data directory, removed when it stops.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePorts } from './ports';
import { stopProcess, waitForOutput, waitUntilAnswers } from './processes';

/** The repository's root folder (where `npm start` runs). */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** What `npm start` runs (package.json's start script: `exec node …`), as the arguments of a `node` process. */
export function npmStartArgs(): string[] {
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
  /** The one-time setup code `npm start` printed for its open library (null: a product started elsewhere). */
  setupCode: string | null;
  /** Stops it as a process manager does (SIGTERM), waits until it has exited and removes its data directory. */
  stop(): Promise<void>;
}

export interface ProductOptions {
  readyWithinMs?: number;
  /** The demo catalogue on the first start (SEED=1, the default) or none. */
  seed?: boolean;
  /**
   * Run with the product's environment (DATA_DIR set) before it starts: e.g. `npm run staff -- add`,
   * which needs the embedded store while the app is stopped. The data directory is removed if it fails.
   */
  beforeStart?: (env: NodeJS.ProcessEnv) => Promise<void>;
  /**
   * The address the gateway reaches the api at, given the api's own (`http://127.0.0.1:<port>/api`):
   * e.g. a proxy that counts the REST calls. The api's own when left out.
   */
  apiUrl?: (direct: string) => Promise<string>;
}

/** What `npm start` prints once both servers are ready, while the library is open: its setup page with the code. */
const SETUP_LINK = /\/setup\?code=([A-Z0-9-]+)/;

/**
 * `npm start` with NODE_ENV=production and the demo catalogue (SEED=1, unless `seed: false`), on two
 * free ports and a new data directory; resolves once its /readyz answers 200 and, unless `beforeStart`
 * may have protected the library, it has printed its setup code (it builds what is stale first).
 */
export async function startProduct({
  readyWithinMs = 300_000,
  seed = true,
  beforeStart,
  apiUrl,
}: ProductOptions = {}): Promise<RunningProduct> {
  const [port, apiPort] = await freePorts(2);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'library-product-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    SEED: seed ? '1' : '0',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  };
  if (apiUrl) env['API_URL'] = await apiUrl(`http://127.0.0.1:${apiPort}/api`);
  try {
    await beforeStart?.(env);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const child = spawn(process.execPath, npmStartArgs(), {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Read until the setup link (printed with the ready lines); the rest of stdout is read and dropped.
  const setupLink = beforeStart ? Promise.resolve(null) : waitForOutput(child, SETUP_LINK);
  // stdout is a pipe: when it is not read for the setup link, it is read and dropped.
  if (beforeStart) child.stdout.resume();
  // Awaited once ready; a start that fails first is reported by waitUntilAnswers.
  void setupLink.catch(() => undefined);
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswers(child, `${url}/readyz`, { timeoutMs: readyWithinMs });
    const setupCode = (await setupLink)?.[1] ?? null;
    return { url, setupCode, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
