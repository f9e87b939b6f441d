/**
 * What the files Playwright's loader runs (the config, the specs and their support) take from
 * @library/harness. The harness is CommonJS TypeScript: that loader compiles it when it is
 * `require()`d, but an ES module cannot import it by name (Node looks for the names in the file as
 * written, before the loader compiles it). Code run by tsx (serve.ts, the benchmarks) imports the
 * harness directly.
 */
import { createRequire } from 'node:module';

const harness = createRequire(import.meta.url)('@library/harness') as typeof import('@library/harness');

export const { freePorts, randomIsbn13, repoRoot, startProduct } = harness;
export type { RunningProduct } from '@library/harness';
