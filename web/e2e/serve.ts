/**
 * The web server of the end-to-end suite: the product's `npm start` (scripts/start.ts, run as npm
 * would, from the repository root) on a fresh temporary PGlite data directory that is removed when the
 * server stops. Ports and the rest of the environment come from playwright.config.ts.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { npmStartArgs, repoRoot } from '@library/harness';

const dataDir = mkdtempSync(path.join(tmpdir(), 'library-e2e-'));

const child = spawn(process.execPath, npmStartArgs(), {
  cwd: repoRoot,
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});

function removeDataDir(): void {
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on('exit', (code, signal) => {
  removeDataDir();
  process.exit(code ?? (signal ? 1 : 0));
});
child.on('error', (error) => {
  removeDataDir();
  process.stderr.write(`could not start the product: ${error.message}\n`);
  process.exit(1);
});
