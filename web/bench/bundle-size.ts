/**
 * Bundle-size benchmark: builds the app, then prints the gzip size of the JavaScript and CSS that `/`
 * loads (the entry chunk and everything it imports statically) and of each lazy chunk.
 * Budget: the JavaScript of `/` is at most 160 KB gzip. Run: `npm run bench -w web` (or `npm run bench:web`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Chunks by key; a key that is not in it gives undefined. */
type Manifest = Record<string, ManifestChunk | undefined>;

const BUDGET_KB = 160;
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(webDir, 'dist');

function isManifest(value: unknown): value is Manifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((chunk) => typeof chunk === 'object' && chunk !== null && 'file' in chunk)
  );
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1024;
}

/** The chunk and all chunks it imports statically (what the browser must fetch before running it). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function row(label: string, kb: number): string {
  return `  ${label.padEnd(52)} ${kb.toFixed(1).padStart(7)} KB`;
}

execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });

const parsed: unknown = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
if (!isManifest(parsed)) throw new Error('dist/.vite/manifest.json is not a Vite manifest');
const manifest = parsed;

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');
const initialKeys = staticClosure(manifest, entryKey);

console.log('\nWhat `/` loads (gzip, level 9):');
let initialJs = 0;
let initialCss = 0;
for (const key of initialKeys) {
  const chunk = manifest[key];
  if (!chunk) continue;
  const kb = gzipKb(chunk.file);
  initialJs += kb;
  console.log(row(chunk.file, kb));
  for (const css of chunk.css ?? []) {
    const cssKb = gzipKb(css);
    initialCss += cssKb;
    console.log(row(css, cssKb));
  }
}
console.log(row('TOTAL JavaScript for /', initialJs));
console.log(row('TOTAL CSS for /', initialCss));

console.log('\nLazy chunks (loaded on demand, gzip):');
const lazyKeys = Object.keys(manifest).filter((key) => !initialKeys.has(key) && manifest[key]?.file.endsWith('.js'));
for (const key of lazyKeys.sort()) {
  const chunk = manifest[key];
  if (!chunk) continue;
  const label = `${chunk.file}${chunk.isDynamicEntry ? ` (route ${chunk.src ?? key})` : ''}`;
  console.log(row(label, gzipKb(chunk.file)));
  for (const css of chunk.css ?? []) console.log(row(`  ${css}`, gzipKb(css)));
}

// Marker strings that only these libraries' code contains, searched in the JavaScript `/` loads.
const MARKERS: Record<string, string> = { formik: 'FormikContext', yup: 'ValidationError', sweetalert2: 'swal2-' };
const initialCode = [...initialKeys]
  .map((key) => manifest[key]?.file)
  .filter((file): file is string => typeof file === 'string' && file.endsWith('.js'))
  .map((file) => readFileSync(join(distDir, file), 'utf8'))
  .join('\n');
const eagerHeavy = Object.entries(MARKERS)
  .filter(([, marker]) => initialCode.includes(marker))
  .map(([name]) => name);
console.log(
  `\nBudget for /: ${BUDGET_KB} KB gzip JavaScript -> ${initialJs <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'} (${initialJs.toFixed(1)} KB)`,
);
console.log(
  `formik / yup / sweetalert2 code in the first download: ${eagerHeavy.length ? eagerHeavy.join(', ') : 'none'}`,
);
if (initialJs > BUDGET_KB || eagerHeavy.length) process.exitCode = 1;
