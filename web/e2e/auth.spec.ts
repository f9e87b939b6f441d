/**
 * The staff side's screens: axe-clean in both themes, on a phone and a desktop, and usable by
 * keyboard. The suite's store is open (no staff account: every other spec needs it so), so /sign-in
 * and /setup are the real pages; /account needs a signed-in viewer, which this spec gives the page by
 * answering its GraphQL requests itself (the screens are what is checked here, not the api).
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { DESKTOP, expectNoAxeViolations, expectTheme, PHONE, THEMES } from './support/page';

const SIZES = { desktop: DESKTOP, phone: PHONE } as const;

/** Answers the page's GraphQL operations by name (others go to the gateway). */
async function answerGraphQL(page: Page, answers: Record<string, unknown>): Promise<void> {
  await page.route('**/graphql', async (route: Route) => {
    const body: unknown = route.request().postDataJSON();
    const name =
      typeof body === 'object' && body !== null ? (body as { operationName?: unknown }).operationName : undefined;
    const data = typeof name === 'string' ? answers[name] : undefined;
    if (data === undefined) return route.fallback();
    return route.fulfill({ json: { data } });
  });
}

const SIGNED_IN = {
  Access: {
    viewer: { __typename: 'Viewer', id: 'account-1', email: 'ada@example.org', name: 'Ada Admin', role: 'ADMIN' },
    library: { __typename: 'Library', open: false },
  },
  AccountSessions: {
    accountSessions: [
      {
        __typename: 'AccountSession',
        id: 'session-1',
        current: true,
        createdAt: '2026-11-26T09:00:00.000Z',
        lastSeenAt: '2026-11-26T10:00:00.000Z',
        expiresAt: '2026-12-03T09:00:00.000Z',
        userAgent: 'Chromium',
      },
      {
        __typename: 'AccountSession',
        id: 'session-2',
        current: false,
        createdAt: '2026-11-20T09:00:00.000Z',
        lastSeenAt: '2026-11-25T10:00:00.000Z',
        expiresAt: '2026-11-27T09:00:00.000Z',
        userAgent: 'Firefox on Android',
      },
    ],
  },
};

for (const theme of THEMES) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test.describe(`the staff side in the ${theme} theme on a ${size}`, () => {
      test.use({ colorScheme: theme, viewport });

      test("when /sign-in shows, and again with a wrong password's message, then axe finds no violations", async ({
        page,
      }) => {
        await page.goto('/sign-in');
        await expectTheme(page, theme);
        await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
        await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
        await expectNoAxeViolations(page, `sign-in (${theme}, ${size})`);

        // By keyboard only: the form's fields and its button, in order.
        await page.getByLabel('Email').focus();
        await page.keyboard.type('nobody@example.org');
        await page.keyboard.press('Tab');
        await page.keyboard.type('not the password');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('alert')).toBeVisible();
        await expectNoAxeViolations(page, `sign-in refused (${theme}, ${size})`);
      });

      test("when /setup shows with its fields' messages, then axe finds no violations", async ({ page }) => {
        await page.goto('/setup');
        await expectTheme(page, theme);
        await expect(page.getByLabel('Setup code')).toBeVisible();
        await expectNoAxeViolations(page, `setup (${theme}, ${size})`);
        await page.getByRole('button', { name: 'Protect the library' }).click();
        await expect(page.getByText('Name is required')).toBeVisible();
        await expectNoAxeViolations(page, `setup with messages (${theme}, ${size})`);
      });

      test('when /account shows for a signed-in admin, with the menu open, then axe finds no violations', async ({
        page,
      }) => {
        await answerGraphQL(page, SIGNED_IN);
        await page.goto('/account');
        await expectTheme(page, theme);
        await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
        await expect(page.getByText('Firefox on Android')).toBeVisible();
        await expectNoAxeViolations(page, `account (${theme}, ${size})`);

        if (size === 'desktop') {
          await page.getByRole('button', { name: 'Ada Admin' }).click();
          await expect(page.getByRole('link', { name: 'Staff' })).toBeVisible();
        } else {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('list', { name: 'Signed in as Ada Admin' })).toBeVisible();
        }
        await expectNoAxeViolations(page, `account with the menu open (${theme}, ${size})`);
      });
    });
  }
}
