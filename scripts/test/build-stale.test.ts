/** "Build what is stale" (scripts/build-stale.ts), on a scratch tree, and its command line. */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILDS, staleReason } from '../build-stale';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-stale-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes `file` (from the scratch root) with its modification time `secondsAgo` in the past. */
function write(file: string, secondsAgo: number): void {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, at, at);
}

it('when the output is missing, then the workspace is "not built yet"', () => {
  write('api/src/main.ts', 10);
  expect(staleReason('api', root)).toBe('not built yet');
});

it('when the output is newer than every source, then the build is current', () => {
  write('api/src/main.ts', 10);
  write('api/src/db/store.ts', 10);
  write(BUILDS.api.output, 5);
  expect(staleReason('api', root)).toBeNull();
});

it('when a source anywhere under a source folder is newer, then the sources changed since the last build', () => {
  write('api/src/main.ts', 10);
  write(BUILDS.api.output, 5);
  write('api/src/db/store.ts', 1);
  expect(staleReason('api', root)).toBe('sources changed since the last build');
});

it('when a single-file source (package.json) is newer, then the build is stale', () => {
  write('gateway/src/main.ts', 10);
  write(BUILDS.gateway.output, 5);
  write('gateway/package.json', 1);
  expect(staleReason('gateway', root)).toBe('sources changed since the last build');
});

it('when only node_modules or dist inside a source folder changed, then the build is current', () => {
  write('web/src/main.tsx', 10);
  write(BUILDS.web.output, 5);
  write('web/src/node_modules/x/index.js', 1);
  write('web/src/dist/x.js', 1);
  expect(staleReason('web', root)).toBeNull();
});

it('when the command line names no known workspace, then it prints its usage and exits 2', async () => {
  const child = spawn(
    process.execPath,
    ['--require', 'tsx/cjs', path.join(__dirname, '..', 'build-stale.ts'), 'nope'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code).toBe(2);
  expect(stderr).toContain('usage: node --require tsx/cjs scripts/build-stale.ts <api|gateway|web>...');
});
