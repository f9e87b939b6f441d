/**
 * The specs' `test`: Playwright's, with a page whose goto and reload wait, when JavaScript is on,
 * until the app is running (`data-hydrated` on <html>: public/early-events.js, src/lib/early-events.tsx).
 * The server-rendered pages show before the app's JavaScript has started; a spec acts as a visitor
 * who waits for the page to be ready. What a visitor does before that is replayed by the app: the
 * ssr spec checks that without this wait.
 */
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Waits until the app is running on the page (for pages made outside this `test`'s fixture). */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      // A spec that names its own waitUntil (a page without its JavaScript, an early click) waits for that only.
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil === undefined) await appReady(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil === undefined) await appReady(page);
        return response;
      };
    }
    await use(page);
  },
});
