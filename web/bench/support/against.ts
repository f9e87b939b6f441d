/**
 * Another commit of the product beside the working tree, for a side-by-side benchmark
 * (`npm run bench:lighthouse -w web -- --against <commit>`): the commit's files are extracted with
 * `git archive` into a scratch folder outside the repository (os.tmpdir(), one per commit, kept for
 * the next run), its dependencies installed there (`npm ci`; hard links of the working tree's
 * node_modules when the lockfiles are the same), and the product started from it as a user starts it
 * (its own `npm start`: it builds what is stale, then serves in production on free ports, with the
 * demo catalogue on a fresh data directory, removed when it stops).
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePorts, repoRoot, stopProcess, waitUntilAnswers, type RunningProduct } from '@library/harness';

const run = promisify(execFile);

/** `--against <commit>` and `--pairs <n>` from the command line (null: no comparison asked). */
export function comparisonArgs(argv: readonly string[]): { against: string; pairs: number } | null {
  const value = (flag: string): string | undefined => {
    const index = argv.indexOf(flag);
    const inline = argv.find((arg) => arg.startsWith(`${flag}=`));
    return inline ? inline.slice(flag.length + 1) : index >= 0 ? argv[index + 1] : undefined;
  };
  const against = value('--against');
  if (!against) return null;
  const pairs = Number(value('--pairs') ?? 5);
  if (!Number.isInteger(pairs) || pairs < 1)
    throw new Error(`--pairs must be a whole number from 1: ${value('--pairs')}`);
  return { against, pairs };
}

async function git(...args: string[]): Promise<string> {
  const { stdout } = await run('git', ['-C', repoRoot, ...args], { maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim();
}

/** The scratch folder holding `commit` with its dependencies installed, made on first use. */
export async function checkoutOf(commit: string): Promise<{ sha: string; root: string }> {
  const sha = await git('rev-parse', '--verify', `${commit}^{commit}`);
  const root = path.join(tmpdir(), `library-bench-${sha.slice(0, 12)}`);
  const ready = path.join(root, '.bench-ready');
  if (existsSync(ready)) return { sha, root };
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  console.log(`Extracting ${sha.slice(0, 12)} into ${root} (once)…`);
  await run('sh', ['-c', `git -C "${repoRoot}" archive --format=tar ${sha} | tar -x -C "${root}"`]);
  const lock = (dir: string) => readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
  if (lock(root) === lock(repoRoot)) {
    // Same dependencies: hard links are enough (the workspaces' links are relative, so they point into the copy).
    console.log('Same lockfile as the working tree: linking its node_modules…');
    for (const dir of ['.', 'api', 'gateway', 'web', 'tools/harness']) {
      const modules = path.join(repoRoot, dir, 'node_modules');
      if (existsSync(modules)) await run('cp', ['-al', modules, path.join(root, dir, 'node_modules')]);
    }
  } else {
    console.log(`Installing ${sha.slice(0, 12)}'s dependencies (npm ci, once)…`);
    await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  }
  await run('touch', [ready]);
  return { sha, root };
}

/** What `root`'s `npm start` runs, as the arguments of a `node` process (as @library/harness does for the working tree). */
function startArgs(root: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts?: { start?: string } };
  const start = pkg.scripts?.start;
  if (!start?.startsWith('exec node ')) throw new Error(`${root}'s start script does not run node: ${start}`);
  return start.replace(/^exec node /, '').split(' ');
}

/** The product of the checkout at `root`, started as `npm start` starts it (production, demo catalogue). */
export async function startProductAt(root: string): Promise<RunningProduct> {
  const [port, apiPort] = await freePorts(2);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'library-product-'));
  const child = spawn(process.execPath, startArgs(root), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      SEED: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswers(child, `${url}/readyz`, { timeoutMs: 600_000, output: () => output });
    return { url, setupCode: null, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
