/**
 * Members end to end, on a protected product of its own (`npm start` on its own ports and
 * data folder, no demo catalogue; the suite's shared product stays open): its admin is made with the
 * setup code its start printed and a librarian joins through an invitation. A member's story through
 * the screens: the librarian adds a member, lends them two books and invites them; the member sets a
 * password, renews one loan and holds a third book that is out; it comes back, is put aside for them,
 * and is lent to them. Then the members screens, the loan rules and /my under axe in both themes on a
 * phone and a desktop, and the borrow form for a member with the keyboard alone.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequest, APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { createBook, uniqueSuffix, type Book } from './support/catalogue';
import { startProduct, type RunningProduct } from './support/harness';
import { STAFF_PASSWORD, gql, staffLibrary, todayIso, type Cookies } from './support/staff';
import { dialog, DESKTOP, expectNoAxeViolations, expectTheme, THEMES, toast } from './support/page';
import { addDays, LOAN_RULE_DEFAULTS, LOAN_RULE_LABELS, MEMBER_MESSAGES, shownDate } from './support/rules';
import { expect, test } from './support/test';

const PASSWORD = STAFF_PASSWORD;
/** A phone as narrow as the smallest common one. */
const PHONE_375 = { width: 375, height: 812 } as const;
const SIZES = { phone: PHONE_375, desktop: DESKTOP } as const;

let product: RunningProduct | undefined;
let url = '';
let adminCookies: Cookies = [];
let librarianCookies: Cookies = [];

/** The session cookie of `cookies` as a request header. */
function cookieHeader(cookies: Cookies): Record<string, string> {
  return { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') };
}

/** A GraphQL caller signed in with `cookies`. */
async function apiAs(api: APIRequest, cookies: Cookies): Promise<APIRequestContext> {
  return api.newContext({ baseURL: url, extraHTTPHeaders: cookieHeader(cookies) });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The section of the page under the level-2 heading `heading` (the innermost that holds it). */
function section(page: Page, heading: string): Locator {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })
    .last();
}

/** The item (list item or table row) of `within` that names `title`. */
function itemOf(within: Locator, title: string): Locator {
  return within.getByRole('listitem').or(within.getByRole('row')).filter({ hasText: title });
}

/** The row of /loans's table whose title cell names this book. */
function loanRow(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: 'Loans table' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
}

/** Presses Tab until `target` has the focus, as a keyboard-only person would (at most 60 presses). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** A browser context signed in with `cookies`. */
async function signedInContext(
  browser: Browser,
  cookies: Cookies,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addCookies(cookies);
  return context;
}

interface MadeMember {
  id: string;
  cardNumber: string;
  name: string;
}

/** Adds a member through GraphQL (as `api`'s caller). */
async function createMember(api: APIRequestContext, input: Record<string, unknown>): Promise<MadeMember> {
  const data = await gql(
    api,
    'mutation E2ECreateMember($input: CreateMemberInput!) { createMember(input: $input) { id cardNumber name } }',
    { input },
  );
  return data['createMember'] as MadeMember;
}

/** Lends copies of a book through GraphQL, to a member (card) or a free-text borrower, due in the loan period. */
async function lend(api: APIRequestContext, book: string, who: { member?: string; borrower?: string }) {
  await gql(
    api,
    'mutation E2ELend($book: ID!, $due: Date!, $member: String, $borrower: String) { borrowBook(book: $book, quantity: 1, dueDate: $due, member: $member, borrower: $borrower) { id } }',
    { book, due: addDays(todayIso(), LOAN_RULE_DEFAULTS.loanDays), ...who },
  );
}

/** Invites a member and accepts the invitation with the password: the member's session cookies. */
async function memberSignedIn(api: APIRequestContext, fresh: APIRequestContext, member: MadeMember): Promise<Cookies> {
  const invited = await gql(api, 'mutation E2EInvite($id: ID!) { inviteMember(id: $id) { url } }', {
    id: member.id,
  });
  const link = (invited['inviteMember'] as { url: string }).url;
  await gql(
    fresh,
    'mutation E2EAccept($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) { id } }',
    { token: link.slice(link.lastIndexOf('/') + 1), password: PASSWORD },
  );
  return (await fresh.storageState()).cookies;
}

test.describe('members on a protected library', () => {
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(180_000);
    product = await startProduct({ readyWithinMs: 150_000, seed: false });
    url = product.url;
    const staff = await staffLibrary(playwright, product);
    adminCookies = staff.admin.cookies;
    librarianCookies = staff.librarian.cookies;
  });

  test.afterAll(async () => {
    await product?.stop();
  });

  test('when a librarian adds a member, lends them two books and invites them, then the member renews one, holds a third that is out, and it is put aside for them and lent to them', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const tag = uniqueSuffix();
    const name = `Mina Reader ${tag}`;
    const email = `mina-${randomUUID()}@library.test`;
    const today = todayIso();
    const due = addDays(today, LOAN_RULE_DEFAULTS.loanDays);

    const api = await apiAs(playwright.request, librarianCookies);
    const first = await createBook(api, { title: `The Long Loan ${tag}`, copies: 2 });
    const second = await createBook(api, { title: `A Second Helping ${tag}`, copies: 2 });
    // The third has one copy, out with someone else: no copy on the shelf.
    const third: Book = await createBook(api, { title: `The Awaited One ${tag}`, copies: 1 });
    await lend(api, third.id, { borrower: `Someone Else ${tag}` });
    await api.dispose();

    const staffContext = await signedInContext(browser, librarianCookies);
    await staffContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    const memberContext = await browser.newContext();
    try {
      const staff = await staffContext.newPage();

      // The librarian adds the member from /members, leaving the card number to be generated.
      await staff.goto(`${url}/members`);
      await expect(staff.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
      await staff.getByRole('link', { name: 'Add member' }).click();
      await expect(staff).toHaveURL(`${url}/members/new`);
      await expect(staff.getByRole('heading', { level: 1, name: 'Add member' })).toBeVisible();
      await expect(staff.getByText('Leave blank to generate one')).toBeVisible();
      await staff.getByLabel('Name', { exact: true }).fill(name);
      await staff.getByLabel('Email', { exact: true }).fill(email);
      await staff.getByRole('button', { name: 'Add member' }).click();
      await expect(toast(staff, 'Member added')).toBeVisible();
      await expect(staff).toHaveURL(new RegExp(`^${escapeRegExp(url)}/members/[0-9a-f-]{36}$`));
      await expect(staff.getByRole('heading', { level: 1, name })).toBeVisible();
      const memberPath = new URL(staff.url()).pathname;
      const cardMatch = /Card\s*(\d{10})/.exec(await staff.locator('main').innerText());
      if (!cardMatch?.[1]) throw new Error('the member page shows no generated card number');
      const card = cardMatch[1];

      // "Lend a book" leads to the borrow picker for this card.
      await staff.getByRole('link', { name: 'Lend a book' }).click();
      await expect(staff).toHaveURL(`${url}/borrow?member=${card}`);

      // The first book: the card pre-filled from the address, the member named, the due date the loan period.
      await staff.goto(`${url}/borrow/${first.id}?member=${card}`);
      await expect(staff.getByLabel('Member card number')).toHaveValue(card);
      await expect(staff.getByText(name).first()).toBeVisible();
      await expect(staff.getByText(`0 of ${LOAN_RULE_DEFAULTS.loansPerMember} books out`)).toBeVisible();
      await expect(staff.getByLabel('Due date')).toHaveValue(due);
      await expect(staff.getByRole('textbox', { name: 'Borrower' })).toHaveCount(0);
      await staff.getByRole('button', { name: 'Confirm Borrow' }).click();
      await dialog(staff, '✅ Book borrowed successfully!').getByRole('button', { name: 'OK' }).click();

      // The second: the card typed into the form.
      await staff.goto(`${url}/borrow/${second.id}`);
      await staff.getByLabel('Member card number').fill(card);
      await expect(staff.getByText(name).first()).toBeVisible();
      await expect(staff.getByText(`1 of ${LOAN_RULE_DEFAULTS.loansPerMember} books out`)).toBeVisible();
      await expect(staff.getByLabel('Due date')).toHaveValue(due);
      await staff.getByRole('button', { name: 'Confirm Borrow' }).click();
      await dialog(staff, '✅ Book borrowed successfully!').getByRole('button', { name: 'OK' }).click();

      // The member's page has both out, and invites them: the link copied to pass on.
      await staff.goto(`${url}${memberPath}`);
      const booksOut = section(staff, 'Books out');
      await expect(booksOut).toContainText(first.title);
      await expect(booksOut).toContainText(second.title);
      await staff.getByRole('button', { name: 'Invite to sign in' }).click();
      await staff.getByRole('button', { name: 'Copy link' }).click();
      const link = await staff.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(new RegExp(`^${escapeRegExp(url)}/invitation/`));

      // The member opens the link (a member's) in a browser of their own, sets a password and is signed in.
      const me = await memberContext.newPage();
      await me.goto(link);
      await expect(me.getByText(`Welcome, ${name}.`)).toBeVisible();
      await expect(me.locator('main .eyebrow')).toHaveText('Member');
      await me.getByLabel('New password').fill(PASSWORD);
      await me.getByRole('button', { name: 'Set password and sign in' }).click();
      await expect(me.getByRole('button', { name })).toBeVisible();

      // My loans: their card (as text and as a barcode), both books out; they renew the first.
      await me.getByRole('link', { name: 'My loans', exact: true }).first().click();
      await expect(me).toHaveURL(`${url}/my`);
      await expect(me.getByRole('heading', { level: 1, name: 'My loans' })).toBeVisible();
      await expect(me.locator('main')).toContainText(`Card ${card}`);
      await expect(me.getByRole('img', { name: `Card number ${card} as a barcode` })).toBeVisible();
      const mine = section(me, 'Books out');
      await expect(mine).toContainText(first.title);
      await expect(mine).toContainText(second.title);
      await itemOf(mine, first.title)
        .getByRole('button', { name: /^Renew/ })
        .click();
      // Renewed before it is due: the loan period is added to the due date, not to today.
      await expect(toast(me, `Renewed until ${shownDate(addDays(due, LOAN_RULE_DEFAULTS.loanDays))}`)).toBeVisible();

      // The third book has no copy on the shelf: they place a hold and are first in the queue.
      await me.goto(`${url}/books/${third.id}`);
      await expect(me.getByRole('heading', { level: 1, name: third.title })).toBeVisible();
      await me.getByRole('button', { name: 'Place hold' }).click();
      await expect(me.getByText('You are number 1 in the queue')).toBeVisible();

      // Staff take the third book's copy back: it is put aside for the member, not put on the shelf.
      await staff.goto(`${url}/loans`);
      await loanRow(staff, third.title)
        .getByRole('button', { name: new RegExp(`^Return ${escapeRegExp(third.title)}`) })
        .click();
      await dialog(staff, 'Return this loan?').getByRole('button', { name: 'Return', exact: true }).click();
      await expect(
        staff.getByRole('status').filter({ hasText: MEMBER_MESSAGES.putAsideFor(name, card) }),
      ).toBeVisible();

      // The member sees it ready for them, until the hold shelf's days are up.
      await me.goto(`${url}/my`);
      const holds = section(me, 'Holds');
      await expect(holds).toContainText(third.title);
      await expect(itemOf(holds, third.title)).toContainText(/Ready/);
      await expect(itemOf(holds, third.title)).toContainText(
        shownDate(addDays(today, LOAN_RULE_DEFAULTS.holdShelfDays)),
      );

      // Staff lend it to them: the hold is fulfilled, and it is among their books out.
      await staff.goto(`${url}/borrow/${third.id}?member=${card}`);
      await expect(staff.getByLabel('Member card number')).toHaveValue(card);
      await staff.getByRole('button', { name: 'Confirm Borrow' }).click();
      await dialog(staff, '✅ Book borrowed successfully!').getByRole('button', { name: 'OK' }).click();
      await me.reload();
      await expect(section(me, 'Books out')).toContainText(third.title);
      await expect(section(me, 'Holds')).not.toContainText(third.title);

      // A member is no staff: no Members link, /members not allowed, and the api refuses the list.
      await expect(me.getByRole('link', { name: 'Members', exact: true })).toHaveCount(0);
      await me.goto(`${url}/members`);
      await expect(me.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
      await expect(me.getByRole('table')).toHaveCount(0);
      const refused = await me.request.post(`${url}/graphql`, { data: { query: '{ members { total } }' } });
      const answer = (await refused.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await staffContext.close();
      await memberContext.close();
    }
  });

  test('when the borrow form is completed with the keyboard alone for a member, then the loan is theirs', async ({
    browser,
    playwright,
  }) => {
    const tag = uniqueSuffix();
    const api = await apiAs(playwright.request, librarianCookies);
    const member = await createMember(api, { name: `Kay Board ${tag}` });
    const book = await createBook(api, { title: `Keys Only ${tag}`, copies: 2 });

    const context = await signedInContext(browser, librarianCookies);
    try {
      const page = await context.newPage();
      await page.goto(`${url}/borrow/${book.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Borrow Book' })).toBeVisible();
      const cardField = page.getByLabel('Member card number');
      await tabTo(page, cardField);
      await page.keyboard.type(member.cardNumber);
      await expect(page.getByText(member.name).first()).toBeVisible();
      await tabTo(page, page.getByRole('button', { name: 'Confirm Borrow' }));
      await page.keyboard.press('Enter');
      const done = dialog(page, '✅ Book borrowed successfully!');
      await expect(done).toBeVisible();
      await expect(done.getByRole('button', { name: 'OK' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(done).toHaveCount(0);

      const data = await gql(api, 'query E2EMember($id: ID!) { member(id: $id) { copiesOut } }', { id: member.id });
      expect(data['member']).toEqual({ copiesOut: 1 });
    } finally {
      await context.close();
      await api.dispose();
    }
  });

  test.describe('the members screens, the loan rules and /my', () => {
    let member: MadeMember;
    let memberCookies: Cookies = [];
    let held: Book;

    test.beforeAll(async ({ playwright }) => {
      // A member with a loan out, a place in a queue and a sign-in: every section of their pages shows.
      const tag = uniqueSuffix();
      const api = await apiAs(playwright.request, adminCookies);
      member = await createMember(api, {
        name: `Axe Checked ${tag}`,
        email: `axe-${randomUUID()}@library.test`,
        phone: '+44 20 7946 0958',
        notes: 'Prefers large print.',
      });
      const lent = await createBook(api, { title: `Lent for Axe ${tag}`, copies: 2 });
      await lend(api, lent.id, { member: member.cardNumber });
      held = await createBook(api, { title: `Held for Axe ${tag}`, copies: 1 });
      await lend(api, held.id, { borrower: `Someone Else ${tag}` });
      await gql(
        api,
        'mutation E2EHold($book: ID!, $member: String) { placeHold(bookId: $book, member: $member) { id } }',
        {
          book: held.id,
          member: member.cardNumber,
        },
      );
      const fresh = await playwright.request.newContext({ baseURL: url });
      memberCookies = await memberSignedIn(api, fresh, member);
      await fresh.dispose();
      await api.dispose();
    });

    for (const theme of THEMES) {
      for (const [size, viewport] of Object.entries(SIZES)) {
        test(`when they show in the ${theme} theme on a ${size}, then axe finds no violations`, async ({ browser }) => {
          test.setTimeout(120_000);
          const staffContext = await signedInContext(browser, adminCookies, { colorScheme: theme, viewport });
          const memberContext = await signedInContext(browser, memberCookies, { colorScheme: theme, viewport });
          try {
            const page = await staffContext.newPage();
            await page.goto(`${url}/members`);
            await expectTheme(page, theme);
            await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
            await expect(page.getByRole('link', { name: member.name }).first()).toBeVisible();
            await expectNoAxeViolations(page, `members (${theme}, ${size})`);

            await page.getByRole('link', { name: member.name }).first().click();
            await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
            await expect(section(page, 'Holds')).toContainText(held.title);
            await expectNoAxeViolations(page, `member (${theme}, ${size})`);

            await page.goto(`${url}/members/new`);
            await expect(page.getByRole('heading', { level: 1, name: 'Add member' })).toBeVisible();
            await expectNoAxeViolations(page, `add member (${theme}, ${size})`);
            await page.getByRole('button', { name: 'Add member' }).click();
            await expect(page.getByText(MEMBER_MESSAGES.nameRequired, { exact: true })).toBeVisible();
            await expectNoAxeViolations(page, `add member with messages (${theme}, ${size})`);

            await page.goto(`${url}/settings`);
            await expect(page.getByRole('heading', { level: 1, name: 'Loan rules' })).toBeVisible();
            await expect(page.getByLabel(LOAN_RULE_LABELS.loanDays)).toHaveValue(String(LOAN_RULE_DEFAULTS.loanDays));
            await expectNoAxeViolations(page, `loan rules (${theme}, ${size})`);

            const mine = await memberContext.newPage();
            await mine.goto(`${url}/my`);
            await expectTheme(mine, theme);
            await expect(mine.getByRole('heading', { level: 1, name: 'My loans' })).toBeVisible();
            await expect(
              mine.getByRole('img', { name: `Card number ${member.cardNumber} as a barcode` }),
            ).toBeVisible();
            await expect(section(mine, 'Holds')).toContainText(held.title);
            await expectNoAxeViolations(mine, `my loans (${theme}, ${size})`);
          } finally {
            await staffContext.close();
            await memberContext.close();
          }
        });
      }
    }
  });
});
