/** The web build the benchmarks measure (web/dist): its manifest and its files' Brotli copies. */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@library/harness';

export const distDir = path.join(repoRoot, 'web', 'dist');

/** A chunk of Vite's manifest (dist/.vite/manifest.json), keyed by its source or `_name`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
}

/** The size of a built file's Brotli copy (the file's own size when it has none: the gateway sends it as is). */
export function brotliSize(file: string): number {
  try {
    return statSync(path.join(distDir, `${file}.br`)).size;
  } catch {
    return statSync(path.join(distDir, file)).size;
  }
}
