/** The desk bench's scans: a keyboard-wedge scanner's keystrokes, and the time and cost of each book's scan. */
import { type Page } from '@playwright/test';
import { median } from '@library/harness';
import type { RestCounter } from './rest-count';
import { WEDGE_DELAY_MS, SCAN_LIMIT_MS, type Member, type Book, isRecord } from './desk-data';

/**
 * In the page (a string: tsx's name-keeping helper would not exist there): the time of each Enter's
 * keydown, and `window.__deskBench.waitFor(title)`, a promise of the time from the last Enter to the
 * moment a line naming `title` is in "This visit" (and whether it is a refusal).
 */
export const IN_PAGE = `
  window.__deskBench = { enter: 0 };
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') window.__deskBench.enter = performance.now();
  }, true);
  window.__deskBench.waitFor = (title, limitMs) => new Promise((resolve) => {
    const line = () => {
      const heading = Array.from(document.querySelectorAll('h2')).find((h) => h.textContent === 'This visit');
      const section = heading ? heading.closest('section') : null;
      return section ? Array.from(section.querySelectorAll('li')).find((li) => (li.textContent || '').includes(title)) : undefined;
    };
    const done = (li) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve({ ms: performance.now() - window.__deskBench.enter, refused: li ? li.classList.contains('desk-entry--refused') : true, text: li ? li.textContent : 'no line within ' + limitMs + ' ms' });
    };
    const observer = new MutationObserver(() => {
      const li = line();
      if (li) done(li);
    });
    const timer = setTimeout(() => done(undefined), limitMs);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
`;

export interface ScanResult {
  ms: number;
  refused: boolean;
  text: string;
}

export function isScanResult(value: unknown): value is ScanResult {
  return (
    isRecord(value) &&
    typeof value['ms'] === 'number' &&
    typeof value['refused'] === 'boolean' &&
    typeof value['text'] === 'string'
  );
}

/** Types `code` as a keyboard-wedge scanner does, into the focused input. */
export async function wedgeScan(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code, { delay: WEDGE_DELAY_MS });
  await page.keyboard.press('Enter');
}

/** The desk has finished with the last scan: its live region is no longer busy and the input has the focus. */
export async function deskIdle(page: Page): Promise<void> {
  await page.locator('[aria-live="polite"][aria-busy="false"]').waitFor({ timeout: SCAN_LIMIT_MS });
  await page.waitForFunction('document.activeElement && document.activeElement.tagName === "INPUT"', undefined, {
    timeout: SCAN_LIMIT_MS,
  });
}

/** What each book scan cost: the page's GraphQL requests and, when counted, the gateway's REST calls. */
export interface ScanCost {
  graphql: number;
  rest: number | null;
}

/** Scans each member's card then their books; the time and the cost of each book's scan, in scan order. */
export async function scanAll(
  page: Page,
  visits: { member: Member; books: Book[] }[],
  rest: RestCounter | null,
): Promise<{ books: number[]; cards: number[]; costs: ScanCost[] }> {
  const books: number[] = [];
  const cards: number[] = [];
  const costs: ScanCost[] = [];
  let graphql = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/graphql') graphql += 1;
  });
  for (const { member, books: theirBooks } of visits) {
    const cardStart = Date.now();
    await wedgeScan(page, member.cardNumber);
    await page.getByRole('heading', { level: 2, name: member.name }).waitFor({ timeout: SCAN_LIMIT_MS });
    cards.push(Date.now() - cardStart);
    await deskIdle(page);
    for (const book of theirBooks) {
      // The observer is in place before the first keystroke; the Enter's keydown starts the clock. (The
      // statement's value is not the promise: evaluate would wait for it.)
      await page.evaluate(
        `window.__deskBench.pending = window.__deskBench.waitFor(${JSON.stringify(book.title)}, ${SCAN_LIMIT_MS}); undefined`,
      );
      graphql = 0;
      rest?.reset();
      await wedgeScan(page, book.isbn);
      const result: unknown = await page.evaluate('window.__deskBench.pending');
      if (!isScanResult(result)) throw new Error(`the page measured nothing: ${JSON.stringify(result)}`);
      if (result.refused) {
        const notice = await page.locator('.desk-notice-region').innerText();
        throw new Error(
          `the scan of ${book.isbn} (${book.title}) did not lend it: ${result.text} (the desk says: ${notice})`,
        );
      }
      books.push(result.ms);
      await deskIdle(page);
      costs.push({ graphql, rest: rest ? rest.requests().length : null });
    }
  }
  return { books, cards, costs };
}

/** "median (min to max)" of a count. */
export function countRange(values: readonly number[]): string {
  return `${median([...values]).toFixed(0)} (${Math.min(...values)} to ${Math.max(...values)})`;
}

export function ms(value: number): string {
  return `${value.toFixed(0)} ms`;
}
