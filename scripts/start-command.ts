/**
 * What `npm start` runs (package.json's `start` script: `node` and its arguments), as the arguments of
 * a `node` process run from the repository root: for the tests, benchmarks and end-to-end server that
 * start the product the way a user does, without npm in between.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './build-stale';

export function npmStartArgs(): string[] {
  const pkg: unknown = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const scripts = typeof pkg === 'object' && pkg !== null && 'scripts' in pkg ? pkg.scripts : undefined;
  const start = typeof scripts === 'object' && scripts !== null && 'start' in scripts ? scripts.start : undefined;
  if (typeof start !== 'string') throw new Error('package.json has no start script');
  // `exec node …`: npm's shell gives way to node (see scripts/start.ts).
  const [bin, ...args] = start.replace(/^exec /, '').split(' ');
  if (bin !== 'node') throw new Error(`package.json's start script does not run node: ${start}`);
  return args;
}
