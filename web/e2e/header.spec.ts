/**
 * The header on a laptop and a desktop: at 1024, 1280 and 1440 px, for each kind of viewer of a
 * protected library (signed out, a member, a volunteer, a librarian, an admin) and of an open one,
 * every link and button of the header is on one line (no "All / Books", no name over its caret) and
 * the header is no wider than the screen. Where the links do not fit, the phone menu holds them.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { startProduct, type RunningProduct } from './support/harness';
import { STAFF_PASSWORD, gql, staffLibrary, type Cookies } from './support/staff';
import { saveScreenshot, THEMES, type Theme } from './support/page';
import { expect, test } from './support/test';

const WIDTHS = [1024, 1280, 1440] as const;

let product: RunningProduct | undefined;
/** Each viewer of the protected library: their name in the header (null: signed out) and their cookies. */
const viewers = new Map<string, { name: string | null; cookies: Cookies }>();

/** Accepts the invitation link `url` with the staff password, as a fresh browser would: its cookies. */
async function accept(fresh: APIRequestContext, url: string): Promise<Cookies> {
  await gql(
    fresh,
    'mutation E2EAccept($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) { id } }',
    { token: url.slice(url.lastIndexOf('/') + 1), password: STAFF_PASSWORD },
  );
  return (await fresh.storageState()).cookies;
}

/** What is wrong with the header on `page`: items on more than one line, or a header wider than its box. */
function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const inner = document.querySelector('.site-header__inner');
    if (!(inner instanceof HTMLElement)) return ['no header'];
    for (const box of [inner, inner.parentElement]) {
      if (box && box.scrollWidth > box.clientWidth) {
        problems.push(`${box.className} is ${box.scrollWidth} px wide in ${box.clientWidth} px`);
      }
    }
    if (inner.getBoundingClientRect().right > document.documentElement.clientWidth) {
      problems.push('the header reaches past the screen');
    }
    /** The distinct tops (to 4 px) of the lines the text nodes of `node` are drawn on. */
    const lineTops = (node: Node): Set<number> => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top / 4));
      }
      return tops;
    };
    const items = [...inner.querySelectorAll('a, button')].filter(
      (item) => item instanceof HTMLElement && item.checkVisibility(),
    );
    if (items.length === 0) problems.push('the header shows no link or button');
    for (const item of items) {
      // The logo's tagline sits under its name by design: each of its texts is on one line.
      if (item.classList.contains('brand')) {
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (lineTops(text).size > 1) problems.push(`the logo's "${text.textContent?.trim() ?? ''}" wraps`);
        }
        continue;
      }
      const lines = lineTops(item).size;
      const label = item.getAttribute('aria-label') ?? item.textContent.trim();
      if (lines > 1) problems.push(`"${label}" is on ${lines} lines`);
      const rect = item.getBoundingClientRect();
      if (rect.right > inner.getBoundingClientRect().right + 1) problems.push(`"${label}" reaches past the header`);
    }
    return problems;
  });
}

/**
 * Opens the catalogue in a new browser `width` px wide with `cookies`, waits until the header shows
 * what the viewer may use (`ready`: a locator of the header that shows only then), and measures it.
 */
async function problemsAt(
  browser: Browser,
  url: string,
  width: number,
  cookies: Cookies,
  ready: (header: Locator) => Locator,
  screenshot?: { name: string; theme: Theme },
): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: screenshot?.theme });
  try {
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(url);
    const header = page.getByRole('banner');
    await expect(ready(header).or(header.getByRole('button', { name: 'Open menu' }))).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    if (screenshot) await saveScreenshot(page, test.info(), screenshot.name);
    return await headerProblems(page);
  } finally {
    await context.close();
  }
}

test.describe('the header of a protected library', () => {
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(180_000);
    product = await startProduct({ readyWithinMs: 150_000, seed: false });
    const staff = await staffLibrary(playwright, product);
    viewers.set('signed out', { name: null, cookies: [] });
    viewers.set('admin', { name: staff.admin.name, cookies: staff.admin.cookies });
    viewers.set('librarian', { name: staff.librarian.name, cookies: staff.librarian.cookies });

    const admin = await playwright.request.newContext({
      baseURL: product.url,
      extraHTTPHeaders: { cookie: staff.admin.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    const volunteer = { name: 'Victoria Alexandra Volunteer-Smith', email: `vic-${randomUUID()}@library.test` };
    const invited = await gql(
      admin,
      'mutation E2EStaff($input: CreateStaffAccountInput!) { createStaffAccount(input: $input) { url } }',
      { input: { ...volunteer, role: 'VOLUNTEER' } },
    );
    const volunteerApi = await playwright.request.newContext({ baseURL: product.url });
    const volunteerCookies = await accept(volunteerApi, (invited['createStaffAccount'] as { url: string }).url);
    viewers.set('volunteer', { name: volunteer.name, cookies: volunteerCookies });

    const member = await gql(
      admin,
      'mutation E2EMember($input: CreateMemberInput!) { createMember(input: $input) { id } }',
      { input: { name: 'Mia Member', email: `mia-${randomUUID()}@library.test` } },
    );
    const link = await gql(admin, 'mutation E2EInvite($id: ID!) { inviteMember(id: $id) { url } }', {
      id: (member['createMember'] as { id: string }).id,
    });
    const memberApi = await playwright.request.newContext({ baseURL: product.url });
    const memberCookies = await accept(memberApi, (link['inviteMember'] as { url: string }).url);
    viewers.set('member', { name: 'Mia Member', cookies: memberCookies });
    await Promise.all([admin.dispose(), volunteerApi.dispose(), memberApi.dispose()]);
  });

  test.afterAll(async () => {
    await product?.stop();
  });

  const ROLES = {
    'signed out': 'a visitor',
    member: 'a member',
    volunteer: 'a volunteer',
    librarian: 'a librarian',
    admin: 'an admin',
  };
  for (const [role, who] of Object.entries(ROLES)) {
    test(`when ${who} opens the catalogue at 1024, 1280 and 1440 px, then every header item is on one line and the header fits`, async ({
      browser,
    }) => {
      const viewer = viewers.get(role);
      if (!viewer || !product) throw new Error('the library was not set up');
      // Shown once the viewer is known: their name (the menu, loaded lazily), or "Sign in".
      const { name, cookies } = viewer;
      const ready = (header: Locator) =>
        name === null ? header.getByRole('link', { name: 'Sign in' }) : header.getByRole('button', { name });
      for (const width of WIDTHS) {
        expect(await problemsAt(browser, product.url, width, cookies, ready), `${role} at ${width} px`).toEqual([]);
      }
      // For people to look at (test-results/screenshots): the fullest header, on a 1280 px screen, in both themes.
      if (role === 'admin') {
        for (const theme of THEMES) {
          const screenshot = { name: `header-1280-admin-${theme}`, theme };
          expect(await problemsAt(browser, product.url, 1280, cookies, ready, screenshot)).toEqual([]);
        }
      }
    });
  }
});

test('when anyone opens an open library at 1024, 1280 and 1440 px, then every header item is on one line and the header fits', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no base URL');
  for (const width of WIDTHS) {
    // Loans shows only once the library is known to be open.
    const ready = (header: Locator) =>
      header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Loans' });
    expect(await problemsAt(browser, baseURL, width, [], ready), `open library at ${width} px`).toEqual([]);
  }
});
