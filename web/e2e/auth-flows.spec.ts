/**
 * Staff sign-in end to end. The suite's shared product stays open (every other spec needs
 * it so); the protected library is a product of its own (`npm start` on its own ports and data
 * folder, no demo catalogue), started once for these specs: its first admin is made with the setup
 * code its start printed, a volunteer joins through an invitation, and one book is on loan.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { AUTH_MESSAGES } from './support/rules';
import { createBook, type Book } from './support/catalogue';
import { startProduct, type RunningProduct } from './support/harness';
import { DESKTOP, expectNoAxeViolations, expectTheme, PHONE, THEMES } from './support/page';
import { expect, test } from './support/test';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

const PASSWORD = 'Quiet-lantern-of-the-stacks';
const ADMIN = { name: 'Ada Admin', email: `ada-${randomUUID()}@library.test` };
const VOLUNTEER = { name: 'Val Volunteer', email: `val-${randomUUID()}@library.test` };
/** The borrower of the book on loan: a name no page of a visitor may hold. */
const BORROWER = `Borrower ${randomUUID().slice(0, 8)}`;

let product: RunningProduct | undefined;
let url = '';
let adminCookies: Cookies = [];
let volunteerCookies: Cookies = [];
let book: Book;

/** One GraphQL operation with `api`'s cookies (it keeps the ones the answer sets); its data, or it throws. */
async function gql(api: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await api.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body)}`);
  return body.data;
}

/** The session cookie of `cookies` as a request header. */
function cookieHeader(cookies: Cookies): Record<string, string> {
  return { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') };
}

/** Fills and sends the sign-in form as the admin. */
async function signInAsAdmin(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('a protected library', () => {
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    product = await startProduct({ readyWithinMs: 90_000, seed: false });
    url = product.url;
    if (product.setupCode === null) throw new Error('the product printed no setup code');

    const admin = await playwright.request.newContext({ baseURL: url });
    await gql(
      admin,
      'mutation($code: String!, $name: String!, $email: String!, $password: String!) { setUpLibrary(code: $code, name: $name, email: $email, password: $password) { id } }',
      { code: product.setupCode, ...ADMIN, password: PASSWORD },
    );
    adminCookies = (await admin.storageState()).cookies;

    const invited = await gql(
      admin,
      'mutation($input: CreateStaffAccountInput!) { createStaffAccount(input: $input) { url } }',
      { input: { ...VOLUNTEER, role: 'VOLUNTEER' } },
    );
    const link = (invited['createStaffAccount'] as { url: string }).url;
    const volunteer = await playwright.request.newContext({ baseURL: url });
    await gql(
      volunteer,
      'mutation($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) { id } }',
      {
        token: link.slice(link.lastIndexOf('/') + 1),
        password: PASSWORD,
      },
    );
    volunteerCookies = (await volunteer.storageState()).cookies;

    book = await createBook(admin, { copies: 2 });
    const due = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await gql(
      admin,
      'mutation($book: ID!, $due: Date!, $borrower: String) { borrowBook(book: $book, quantity: 1, dueDate: $due, borrower: $borrower) { id } }',
      { book: book.id, due, borrower: BORROWER },
    );
    await admin.dispose();
    await volunteer.dispose();
  });

  test.afterAll(async () => {
    await product?.stop();
  });

  test('when a staff page is opened signed out, then /sign-in?next=… comes first and the page after signing in', async ({
    page,
  }) => {
    await page.goto(`${url}/loans?status=overdue`);
    await expect(page).toHaveURL(`${url}/sign-in?next=${encodeURIComponent('/loans?status=overdue')}`);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await signInAsAdmin(page);
    await expect(page).toHaveURL(`${url}/loans?status=overdue`);
    await expect(page.getByRole('button', { name: ADMIN.name })).toBeVisible();
  });

  test('when next is //evil.example, then signing in stays on the site (the catalogue)', async ({ page }) => {
    await page.goto(`${url}/sign-in?next=${encodeURIComponent('//evil.example')}`);
    await signInAsAdmin(page);
    await expect(page.getByRole('button', { name: ADMIN.name })).toBeVisible();
    await expect(page).toHaveURL(`${url}/`);
  });

  test('when an admin adds a librarian on /staff, then the copied link lets them set a password and be signed in as one', async ({
    page,
    browser,
  }) => {
    await page.context().addCookies(adminCookies);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    await page.goto(`${url}/staff`);
    const name = `Lee Librarian ${randomUUID().slice(0, 4)}`;
    const form = page.getByRole('form', { name: 'Add a staff member' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill(`lee-${randomUUID()}@library.test`);
    await form.getByLabel('Role').selectOption('LIBRARIAN');
    await form.getByRole('button', { name: 'Add and make an invitation link' }).click();
    const linkField = page.getByLabel(`Invitation link for ${name}`);
    await expect(linkField).toHaveValue(new RegExp(`^${url}/invitation/`));
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Copied.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await linkField.inputValue());
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Invited');

    // The new person, in a browser of their own.
    const theirs = await browser.newContext();
    try {
      const newcomer = await theirs.newPage();
      await newcomer.goto(copied);
      await newcomer.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(newcomer.getByText(`Welcome, ${name}.`)).toBeVisible();
      await newcomer.getByLabel('New password').fill(PASSWORD);
      await newcomer.getByRole('button', { name: 'Set password and sign in' }).click();
      await expect(newcomer).toHaveURL(`${url}/`);
      const menu = newcomer.getByRole('button', { name });
      await expect(menu).toBeVisible();
      // A librarian's controls: the catalogue's and the loans', not the admin's.
      const nav = newcomer.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Add Book' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Loans' })).toBeVisible();
      await menu.click();
      await expect(newcomer.getByRole('link', { name: 'Account' })).toBeVisible();
      await expect(newcomer.getByRole('link', { name: 'Staff' })).toHaveCount(0);
      await expect(newcomer.getByRole('link', { name: 'Activity' })).toHaveCount(0);
    } finally {
      await theirs.close();
    }
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Active');
  });

  test('when the invitation, staff and activity screens show, then axe finds no violations in both themes on a phone and a desktop', async ({
    browser,
    playwright,
  }) => {
    // Twelve axe runs (three screens, two themes, two sizes): 30 s is too short on a busy machine.
    test.setTimeout(120_000);
    const admin = await playwright.request.newContext({ baseURL: url, extraHTTPHeaders: cookieHeader(adminCookies) });
    const invited = await gql(
      admin,
      'mutation($input: CreateStaffAccountInput!) { createStaffAccount(input: $input) { url } }',
      { input: { name: 'Axe Checked', email: `axe-${randomUUID()}@library.test`, role: 'VOLUNTEER' } },
    );
    await admin.dispose();
    const invitation = (invited['createStaffAccount'] as { url: string }).url;
    for (const theme of THEMES) {
      for (const [size, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
        const visitor = await browser.newContext({ colorScheme: theme, viewport });
        const staff = await browser.newContext({ colorScheme: theme, viewport });
        try {
          const newcomer = await visitor.newPage();
          await newcomer.goto(invitation);
          await expectTheme(newcomer, theme);
          await expect(newcomer.getByText('Welcome, Axe Checked.')).toBeVisible();
          await expectNoAxeViolations(newcomer, `invitation (${theme}, ${size})`);

          await staff.addCookies(adminCookies);
          const page = await staff.newPage();
          await page.goto(`${url}/staff`);
          await expectTheme(page, theme);
          await expect(page.getByRole('row', { name: /Axe Checked/ })).toBeVisible();
          await expectNoAxeViolations(page, `staff (${theme}, ${size})`);
          await page.goto(`${url}/activity`);
          await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
          await expectNoAxeViolations(page, `activity (${theme}, ${size})`);
        } finally {
          await visitor.close();
          await staff.close();
        }
      }
    }
  });

  test("when a book on loan is rendered for a visitor, then no borrower's name is in its HTML; for staff it is, and private", async ({
    request,
  }) => {
    for (const path of [`/books/${book.id}`, '/borrow-summary']) {
      const visitor = await request.get(`${url}${path}`);
      expect(visitor.status()).toBe(200);
      const html = await visitor.text();
      // Rendered with the book (the page itself, and its state for the browser), without whoever borrowed it.
      expect(html).toContain(book.title);
      expect(html).not.toContain(BORROWER);
      expect(visitor.headers()['cache-control']).not.toMatch(/public/);
    }
    const staff = await request.get(`${url}/books/${book.id}`, { headers: cookieHeader(adminCookies) });
    expect(staff.status()).toBe(200);
    expect(await staff.text()).toContain(BORROWER);
    expect(staff.headers()['cache-control']).toBe('private, no-store');
  });

  test('when a volunteer looks at the catalogue and a book, then lending is offered and no Add Book, Edit, Delete, Import or Export', async ({
    page,
  }) => {
    const catalogueControls = (on: Page) => [
      on.getByRole('link', { name: 'Add Book' }),
      on.getByRole('link', { name: 'Import CSV' }),
      on.getByRole('link', { name: 'Export CSV' }),
      on.getByRole('link', { name: `Edit ${book.title}` }),
      on.getByRole('link', { name: 'Add a new book' }),
    ];
    const bookControls = (on: Page) => [
      on.getByRole('link', { name: 'Edit book' }),
      on.getByRole('button', { name: 'Delete book' }),
    ];

    // The admin has them all (the same names, so their absence below means something).
    await page.context().addCookies(adminCookies);
    await page.goto(`${url}/all-books`);
    for (const control of catalogueControls(page)) await expect(control).toBeVisible();
    await page.goto(`${url}/books/${book.id}`);
    for (const control of bookControls(page)) await expect(control).toBeVisible();

    await page.context().clearCookies();
    await page.context().addCookies(volunteerCookies);
    await page.goto(`${url}/all-books`);
    await expect(page.getByRole('button', { name: VOLUNTEER.name })).toBeVisible();
    await expect(page.getByRole('link', { name: `Borrow ${book.title}` })).toBeVisible();
    for (const control of catalogueControls(page)) await expect(control).toHaveCount(0);
    await page.goto(`${url}/books/${book.id}`);
    await expect(page.getByText(BORROWER)).toBeVisible();
    for (const control of bookControls(page)) await expect(control).toHaveCount(0);
    await expect(page.getByText(AUTH_MESSAGES.openCatalogue)).toHaveCount(0);
  });
});

test('when the library is open, then the footer says anyone can edit, with a link to /setup', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`${AUTH_MESSAGES.openCatalogue}.`);
  await expect(footer.getByRole('link', { name: 'Protect it with a staff sign-in' })).toHaveAttribute('href', '/setup');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
});
