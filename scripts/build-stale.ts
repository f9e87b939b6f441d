/**
 * "Build what is stale", written once: what each workspace's build writes and reads, whether it is
 * current, and running it (the workspace's own `npm run build`). Used by the root `npm start`
 * (scripts/start.ts) and, from the command line, by the api's `npm start -w api` and
 * `npm run seed -w api`, so that both work on a fresh clone:
 *
 *   node --require tsx/cjs scripts/build-stale.ts <workspace>...
 *
 * builds, in the order given, each workspace whose output is missing or older than its sources, and
 * exits 1 if a build fails (130 / 143 when interrupted by SIGINT / SIGTERM).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The repository root. */
export const repoRoot = path.resolve(__dirname, '..');

export const WORKSPACES = ['api', 'gateway', 'web'] as const;
export type Workspace = (typeof WORKSPACES)[number];

interface BuildFiles {
  /** A file the build writes: its modification time is when the workspace was last built. */
  readonly output: string;
  /** Files and folders (node_modules and dist inside them skipped) the build reads. */
  readonly sources: readonly string[];
}

/** Paths from the repository root. */
export const BUILDS: Readonly<Record<Workspace, BuildFiles>> = {
  api: {
    output: 'api/dist/main.js',
    sources: ['api/src', 'api/package.json', 'api/tsconfig.build.json', 'tsconfig.json'],
  },
  gateway: {
    output: 'gateway/dist/main.js',
    sources: ['gateway/src', 'gateway/package.json', 'gateway/tsconfig.build.json', 'tsconfig.json'],
  },
  web: {
    // The last file its build writes (the server bundle, after the browser's): a build stopped halfway is stale.
    output: 'web/dist/.ssr/entry-server.cjs',
    // The bundle includes the REST contract's rules, imported from the api workspace.
    sources: ['web/src', 'web/public', 'web/index.html', 'web/package.json', 'web/vite.config.ts', 'api/src/contract'],
  },
};

export function isWorkspace(name: string): name is Workspace {
  return (WORKSPACES as readonly string[]).includes(name);
}

/** Newest modification time of the files under `paths` (0 when there are none). */
function newestMtime(paths: readonly string[]): number {
  let newest = 0;
  const walk = (p: string): void => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(p);
    } catch {
      return; // missing (an optional source)
    }
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of fs.readdirSync(p)) {
      if (entry !== 'node_modules' && entry !== 'dist') walk(path.join(p, entry));
    }
  };
  paths.forEach(walk);
  return newest;
}

/** Why `workspace` must be built, or null when its build is current. */
export function staleReason(workspace: Workspace, root: string = repoRoot): string | null {
  const { output, sources } = BUILDS[workspace];
  let built: number;
  try {
    built = fs.statSync(path.join(root, output)).mtimeMs;
  } catch {
    return 'not built yet';
  }
  return newestMtime(sources.map((s) => path.join(root, s))) > built ? 'sources changed since the last build' : null;
}

export interface BuildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Build {
  readonly workspace: Workspace;
  /** Settles when the build (npm and what it runs) has exited. */
  readonly exited: Promise<BuildExit>;
  /** Sends `signal` to the build's whole process group (npm, tsc, vite). */
  stop(signal: NodeJS.Signals): void;
}

/** The line printed before a build starts. */
export function buildingLine(workspace: Workspace, reason: string): string {
  return `▶ building ${workspace} (${reason}): npm run build -w ${workspace}`;
}

/**
 * Starts `npm run build -w <workspace>` from the repository root, output on this process's. In its
 * own process group: a Ctrl-C in the terminal reaches the caller only, which stops the build with
 * `stop()` (reaching npm's children too).
 */
export function startBuild(workspace: Workspace, env: NodeJS.ProcessEnv = process.env): Build {
  const child = spawn('npm', ['run', 'build', '-w', workspace], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = new Promise<BuildExit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', () => resolve({ code: 1, signal: null }));
  });
  return {
    workspace,
    exited,
    stop(signal) {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    },
  };
}

/** The command line: builds the stale ones of the named workspaces, in order. */
async function main(names: readonly string[]): Promise<void> {
  const unknown = names.filter((name) => !isWorkspace(name));
  if (names.length === 0 || unknown.length > 0) {
    process.stderr.write(`usage: node --require tsx/cjs scripts/build-stale.ts <${WORKSPACES.join('|')}>...\n`);
    process.exit(2);
  }
  let current: Build | undefined;
  /** The exit code of a stop asked for by a signal. */
  let interrupted: number | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      interrupted = 128 + os.constants.signals[signal];
      if (!current) process.exit(interrupted);
      current.stop(signal);
    });
  }
  for (const workspace of names.filter(isWorkspace)) {
    const reason = staleReason(workspace);
    if (reason === null) continue;
    process.stderr.write(`${buildingLine(workspace, reason)}\n`);
    current = startBuild(workspace);
    const { code } = await current.exited;
    current = undefined;
    if (interrupted !== undefined) process.exit(interrupted);
    if (code !== 0) {
      process.stderr.write(`\n✖ Building ${workspace} failed (see above).\n`);
      process.exit(1);
    }
  }
}

if (require.main === module) void main(process.argv.slice(2));
