/** Helpers the specs share: settling the page, the axe-core scan, screenshots, themes, dialogs. */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Waits until every finite animation and transition on the page has finished (dialogs sliding in,
 * toasts bouncing, colours fading), so contrast checks and screenshots see the final colours. The
 * dialogs' decorative icon animations (up to 4.25 s for the success tick) change no colours: skipped.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      if (animation.playState !== 'running') return true;
      const effect = animation.effect;
      if (effect?.getComputedTiming().endTime === Infinity) return true;
      return effect instanceof KeyframeEffect && effect.target?.closest('.swal2-icon') != null;
    }),
  );
}

/** The page shows `theme` (set on <html> by the pre-paint script and the theme provider). */
export async function expectTheme(page: Page, theme: Theme): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * WCAG 2.1 rules axe tags `experimental` too, which the tags alone leave off: label in name (2.5.3,
 * level A: a control's accessible name starts with the words it shows).
 */
const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch'];

/** axe-core (WCAG 2.1 A and AA, label in name included) finds nothing on the page as it is now. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await settle(page);
  const rules = Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((rule) => [rule, { enabled: true }]));
  // options() first: it replaces the options that withTags() adds to.
  const results = await new AxeBuilder({ page }).options({ rules }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  }));
  expect(violations, `axe violations on ${screen}`).toEqual([]);
}

/** Saves a full-page screenshot to test-results/screenshots/{name}.png for people to look at. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // From the top, so the sticky header is captured where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  await page.screenshot({
    path: path.join(testInfo.project.outputDir, 'screenshots', `${name}.png`),
    fullPage: true,
  });
}

/** The open SweetAlert2 dialog with this title. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Fills the add form's required fields (title, author, genre, ISBN). */
export async function fillAddForm(
  page: Page,
  book: { title: string; author: string; genre: string; isbn: string },
): Promise<void> {
  await page.getByLabel('Title', { exact: true }).fill(book.title);
  await page.getByLabel('Author').fill(book.author);
  await page.getByLabel('Genre').selectOption(book.genre);
  await page.getByLabel('ISBN').fill(book.isbn);
}

/**
 * Opens the add form, fills it in for a book whose ISBN the catalogue already has and submits it:
 * the error toast that follows (the api refuses the duplicate).
 */
export async function addDuplicate(
  page: Page,
  book: { title: string; author: string; isbn: string },
): Promise<Locator> {
  await page.goto('/create-book');
  await fillAddForm(page, { ...book, genre: 'FICTION' });
  await page.getByRole('button', { name: 'Add Book' }).click();
  return toast(page, /^❌ /);
}

/** The toast (an alert in the notifications area) that shows `text`. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('alert')
    .filter({ hasText: text });
}

/** The value (<dd>) of one fact (<dt>) on the book detail page. */
export function fact(page: Page, term: string): Locator {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');
}

/** The table layout of the book list. */
export function booksTable(page: Page): Locator {
  return page.getByRole('region', { name: 'Books table' });
}

/** The titles of the rows shown in the table layout, top to bottom. */
export function tableTitles(page: Page): Locator {
  return booksTable(page).locator('tbody th');
}

/** The 'Page {page} of {totalPages}' status of the list's pagination. */
export function pageStatus(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Pagination' }).getByText(/^Page \d+ of \d+$/);
}

/** Reads the total number of pages from the pagination status. */
export async function totalPages(page: Page): Promise<number> {
  const text = (await pageStatus(page).textContent()) ?? '';
  const match = /of (\d+)$/.exec(text.trim());
  if (!match?.[1]) throw new Error(`no page count in "${text}"`);
  return Number(match[1]);
}

/** Every request of the context that is not to this machine fails, and is listed (what left, or tried to). */
export async function keepLocal(context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route('**/*', async (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === '127.0.0.1' || hostname === 'localhost') {
      await route.continue();
      return;
    }
    outside.push(route.request().url());
    await route.abort('blockedbyclient');
  });
  return outside;
}
