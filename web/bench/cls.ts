/**
 * `npm run bench:cls -w web`: cumulative layout shift of the catalogue pages as a visitor gets them.
 * Starts the product (npm start, production, demo catalogue: bench/support/product.ts; BENCH_URL to
 * measure one already running), then loads `/`, `/books/{id}` and `/borrow-summary` in headless
 * Chromium on a phone (390x844) and a desktop (1280x800), in the light and the dark theme, each
 * `BENCH_ROUNDS` times (3) in a fresh context (nothing cached), alternating the cases round by round.
 * A PerformanceObserver in the page sums the layout-shift entries without recent input, from the
 * first paint until 1 s after the page's content and network have settled. Prints the median per
 * case, and the elements that moved most. Each GraphQL answer is held back 1 s (BENCH_DATA_DELAY_MS),
 * so that the page paints its loading state before the data comes, as it does on a phone (where
 * Lighthouse saw the list move: CLS 0.29), and the shift that follows is measured. Goal: CLS at most 0.02 everywhere (exit 1 otherwise).
 */
import type { Browser } from '@playwright/test';
import { median } from '@library/harness';
import { aBookId, launchChromium, startProduct } from './support/product';

const GOAL = 0.02;
/** How long each GraphQL answer is held back: the page paints its loading state first. */
const DATA_DELAY_MS = Number(process.env['BENCH_DATA_DELAY_MS'] ?? 1000);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const THEMES = ['light', 'dark'] as const;

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

/**
 * Runs in the page before its own scripts: the theme to show, and every layout shift without recent
 * input (with what moved) in `window.__shifts`. A string, not a function: tsx's name-keeping helper
 * would not exist in the page.
 */
function observeShifts(theme: string): string {
  return `
    window.localStorage.setItem('library-theme', ${JSON.stringify(theme)});
    window.__shifts = [];
    const describe = (node) => {
      if (!(node instanceof Element)) return node ? node.nodeName : '?';
      const classes = typeof node.className === 'string' && node.className ? '.' + node.className.split(' ').join('.') : '';
      return node.tagName.toLowerCase() + classes;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.__shifts.push({ value: entry.value, sources: (entry.sources || []).map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  `;
}

async function measure(
  browser: Browser,
  url: string,
  viewport: keyof typeof VIEWPORTS,
  theme: string,
): Promise<Shift[]> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    colorScheme: theme === 'dark' ? 'dark' : 'light',
  });
  try {
    const page = await context.newPage();
    // The data comes after the first paint, as on a phone (held back DATA_DELAY_MS), so what moves
    // when it comes is measured.
    await page.route('**/graphql', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, DATA_DELAY_MS));
      await route.fallback();
    });
    await page.addInitScript({ content: observeShifts(theme) });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 180_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    return await page.evaluate(() => window.__shifts ?? []);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const product = await startProduct();
  const browser = await launchChromium();
  try {
    const bookId = await aBookId(product.url);
    const pages = ['/', `/books/${bookId}`, '/borrow-summary'];
    const cases = pages.flatMap((path) =>
      (Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).flatMap((viewport) =>
        THEMES.map((theme) => ({ path, viewport, theme, cls: [] as number[], worst: new Map<string, number>() })),
      ),
    );
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? cases : [...cases].reverse();
      for (const item of order) {
        const shifts = await measure(browser, `${product.url}${item.path}`, item.viewport, item.theme);
        item.cls.push(shifts.reduce((sum, shift) => sum + shift.value, 0));
        for (const shift of shifts) {
          for (const source of shift.sources) item.worst.set(source, (item.worst.get(source) ?? 0) + shift.value);
        }
      }
    }
    console.log(`\nCumulative layout shift, median of ${ROUNDS} loads (goal <= ${GOAL}):`);
    let over = false;
    for (const item of cases) {
      const cls = median(item.cls);
      over ||= cls > GOAL;
      const moved = [...item.worst.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([source]) => source)
        .join(', ');
      console.log(
        `  ${item.path.replace(bookId, '{id}').padEnd(16)} ${item.viewport.padEnd(8)} ${item.theme.padEnd(6)} ${cls.toFixed(3)}${moved ? `   moved: ${moved}` : ''}`,
      );
    }
    console.log(`\nGoal CLS <= ${GOAL} on every page, phone and desktop, both themes: ${over ? 'NOT MET' : 'met'}`);
    if (over) process.exitCode = 1;
  } finally {
    await browser.close();
    await product.stop();
  }
}

await main();
