/**
 * The desk end to end, on a protected product of its own (`npm start` on its own ports and
 * data folder, no demo catalogue): its admin is made with the setup code its start printed and a
 * librarian joins through an invitation. A keyboard-wedge scanner (keystrokes 5 ms apart ending in
 * Enter, into the focused "Card or book" input) scans a member's card then a book's ISBN: the book is
 * lent; in Return mode a scan of the same ISBN returns it. A title typed at the desk lends that book,
 * with a member at the desk or before their card; a deleted book's loan is returned by its ISBN; a
 * book with no copy free is held for the member at the desk.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createBook, uniqueSuffix } from './support/catalogue';
import { startProduct, type RunningProduct } from './support/harness';
import { gql, staffLibrary, todayIso, type Cookies } from './support/staff';
import { DESK_MESSAGES, LOAN_RULE_DEFAULTS, addDays, shownDate } from './support/rules';
import { expect, test } from './support/test';

/** What a USB or Bluetooth barcode scanner does: fast keystrokes, then Enter. */
const WEDGE_DELAY_MS = 5;

let product: RunningProduct | undefined;
let url = '';
let librarianCookies: Cookies = [];

/** Types `code` as a keyboard-wedge scanner does, into whatever has the focus. */
async function wedgeScan(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code, { delay: WEDGE_DELAY_MS });
  await page.keyboard.press('Enter');
}

/** The book's loans out, with their member's card. */
async function loansOut(api: APIRequestContext, bookId: string) {
  const data = await gql(
    api,
    'query E2EDeskLoans($bookId: ID!) { loans(bookId: $bookId, status: OUT) { items { id dueDate member { cardNumber } } } }',
    { bookId },
  );
  return (data['loans'] as { items: { id: string; dueDate: string; member: { cardNumber: string } | null }[] }).items;
}

/** A librarian's API context on the product. */
async function librarianApi(playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }) {
  return playwright.request.newContext({
    baseURL: url,
    extraHTTPHeaders: { cookie: librarianCookies.map((c) => `${c.name}=${c.value}`).join('; ') },
  });
}

/** A new member; their card number and name. */
async function newMember(api: APIRequestContext, name: string): Promise<{ cardNumber: string; name: string }> {
  const made = await gql(
    api,
    'mutation E2EDeskNewMember($input: CreateMemberInput!) { createMember(input: $input) { cardNumber name } }',
    { input: { name } },
  );
  return made['createMember'] as { cardNumber: string; name: string };
}

/** Lends one copy of the book to the member with the card, due in a week. */
async function lendTo(api: APIRequestContext, bookId: string, cardNumber: string): Promise<void> {
  await gql(
    api,
    'mutation E2EDeskLendTo($book: ID!, $due: Date!, $member: String) { borrowBook(book: $book, quantity: 1, dueDate: $due, member: $member) { id } }',
    { book: bookId, due: addDays(todayIso(), 7), member: cardNumber },
  );
}

/** `use`s the desk as the librarian, in a browser context of its own, once its input has the focus. */
async function atTheDesk(browser: Browser, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  await context.addCookies(librarianCookies);
  try {
    const page = await context.newPage();
    await page.goto(`${url}/desk`);
    await expect(page.getByLabel('Card or book')).toBeFocused();
    await use(page);
  } finally {
    await context.close();
  }
}

/** The loans out whose own ISBN is `isbn` (a deleted book's too). */
async function loansOutByIsbn(api: APIRequestContext, isbn: string): Promise<number> {
  const data = await gql(api, 'query E2EDeskLoansByIsbn($isbn: String) { loans(isbn: $isbn) { total } }', { isbn });
  return (data['loans'] as { total: number }).total;
}

test.describe('the desk on a protected library', () => {
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(180_000);
    product = await startProduct({ readyWithinMs: 150_000, seed: false });
    url = product.url;
    librarianCookies = (await staffLibrary(playwright, product)).librarian.cookies;
  });

  test.afterAll(async () => {
    await product?.stop();
  });

  test('when a scanner types a member’s card then a book’s ISBN, then the book is lent; when it types the ISBN in Return mode, then it is returned', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueSuffix();
    const api = await playwright.request.newContext({
      baseURL: url,
      extraHTTPHeaders: { cookie: librarianCookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    const made = await gql(
      api,
      'mutation E2EDeskMember($input: CreateMemberInput!) { createMember(input: $input) { id cardNumber name } }',
      { input: { name: `Dana Desk ${tag}` } },
    );
    const member = made['createMember'] as { id: string; cardNumber: string; name: string };
    const book = await createBook(api, { title: `Scanned Stories ${tag}`, copies: 1 });
    const due = addDays(todayIso(), LOAN_RULE_DEFAULTS.loanDays);

    const context = await browser.newContext();
    await context.addCookies(librarianCookies);
    try {
      const page = await context.newPage();
      await page.goto(`${url}/desk`);
      await expect(page.getByRole('heading', { level: 1, name: 'Desk' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Desk' }).first()).toBeVisible();
      const input = page.getByLabel('Card or book');
      await expect(input).toBeFocused();

      // Lend: the card, then the book.
      await wedgeScan(page, member.cardNumber);
      await expect(page.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
      await expect(page.getByText(`Card ${member.cardNumber}`)).toBeVisible();
      await expect(input).toBeFocused();
      await wedgeScan(page, book.isbn);
      const visit = page.getByRole('region', { name: 'This visit' });
      await expect(visit.getByRole('listitem').filter({ hasText: book.title })).toContainText(shownDate(due));
      await expect
        .poll(async () => (await loansOut(api, book.id)).map((loan) => loan.member?.cardNumber))
        .toEqual([member.cardNumber]);

      // "Done": the receipt names the member and the book with its due date.
      await page.getByRole('button', { name: 'Done', exact: true }).click();
      const receipt = page.getByRole('region', { name: 'Receipt' });
      await expect(receipt).toContainText(member.name);
      await expect(receipt.getByRole('row').filter({ hasText: book.title })).toContainText(shownDate(due));

      // Return: the same ISBN brings the book back.
      await page.getByRole('button', { name: 'Return', exact: true }).click();
      await expect(input).toBeFocused();
      await wedgeScan(page, book.isbn);
      const returned = page.getByRole('region', { name: 'Returned' });
      await expect(returned.getByRole('listitem').filter({ hasText: book.title })).toContainText(member.name);
      await expect.poll(async () => (await loansOut(api, book.id)).length).toBe(0);
    } finally {
      await context.close();
      await api.dispose();
    }
  });

  test('when a title is typed with a member at the desk, then its book is listed and one tap lends it; typed before any card, a tap then the card lends it', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueSuffix();
    const api = await librarianApi(playwright);
    const member = await newMember(api, `Tia Title ${tag}`);
    // One word of letters and digits: it has the form of a card, and no member has it.
    const matilda = await createBook(api, { title: `Matilda${tag}`, copies: 2 });
    const gatsby = await createBook(api, { title: `The Great ${tag} Gatsby`, copies: 2 });
    await atTheDesk(browser, async (page) => {
      await wedgeScan(page, member.cardNumber);
      await expect(page.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
      await wedgeScan(page, matilda.title);
      const choices = page.getByRole('region', { name: DESK_MESSAGES.chooseTitle });
      await choices.getByRole('button', { name: new RegExp(`^${matilda.title} — `) }).click();
      const visit = page.getByRole('region', { name: 'This visit' });
      await expect(visit.getByRole('listitem').filter({ hasText: matilda.title })).toBeVisible();
      await expect(page.getByText(DESK_MESSAGES.noMemberWithCard(matilda.title))).toHaveCount(0);

      // Next member: the title first, then their card.
      await page.getByRole('button', { name: 'Done', exact: true }).click();
      await page.getByRole('button', { name: DESK_MESSAGES.nextMember }).click();
      await wedgeScan(page, `great ${tag}`);
      await choices.getByRole('button', { name: new RegExp(`^${gatsby.title} — `) }).click();
      await expect(page.getByText(DESK_MESSAGES.cardNext(gatsby.title))).toBeVisible();
      await wedgeScan(page, member.cardNumber);
      await expect(visit.getByRole('listitem').filter({ hasText: gatsby.title })).toBeVisible();
      await expect
        .poll(async () => (await loansOut(api, gatsby.id)).map((loan) => loan.member?.cardNumber))
        .toEqual([member.cardNumber]);
    });
    await api.dispose();
  });

  test('when a book with a copy out is deleted, then scanning its ISBN in Return mode returns the loan', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueSuffix();
    const api = await librarianApi(playwright);
    const member = await newMember(api, `Dora Deleted ${tag}`);
    const book = await createBook(api, { title: `Gone Tomorrow ${tag}`, copies: 2 });
    await lendTo(api, book.id, member.cardNumber);
    await gql(api, 'mutation E2EDeskDelete($id: ID!) { deleteBook(id: $id) }', { id: book.id });
    expect(await loansOutByIsbn(api, book.isbn)).toBe(1);
    await atTheDesk(browser, async (page) => {
      await page.getByRole('button', { name: 'Return', exact: true }).click();
      await expect(page.getByLabel('Card or book')).toBeFocused();
      await wedgeScan(page, book.isbn);
      const returned = page.getByRole('region', { name: 'Returned' });
      await expect(returned.getByRole('listitem').filter({ hasText: book.title })).toContainText(member.name);
      await expect.poll(() => loansOutByIsbn(api, book.isbn)).toBe(0);
    });
    await api.dispose();
  });

  test('when a book has no copy free, then the desk offers to place a hold for the member at the desk, and a tap does', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueSuffix();
    const api = await librarianApi(playwright);
    const first = await newMember(api, `Finn First ${tag}`);
    const mia = await newMember(api, `Mia Waiting ${tag}`);
    const book = await createBook(api, { title: `Only Copy ${tag}`, copies: 1 });
    await lendTo(api, book.id, first.cardNumber);
    await atTheDesk(browser, async (page) => {
      await wedgeScan(page, mia.cardNumber);
      await expect(page.getByRole('heading', { level: 2, name: mia.name })).toBeVisible();
      await wedgeScan(page, book.isbn);
      await page.getByRole('button', { name: DESK_MESSAGES.placeHoldFor(mia.name) }).click();
      await expect(page.getByText(DESK_MESSAGES.holdPlaced(book.title, mia.name))).toBeVisible();
      const holds = await gql(
        api,
        'query E2EDeskHolds($bookId: ID!) { holds(bookId: $bookId) { items { member { cardNumber } } } }',
        { bookId: book.id },
      );
      expect((holds['holds'] as { items: { member: { cardNumber: string } }[] }).items).toEqual([
        { member: { cardNumber: mia.cardNumber } },
      ]);
    });
    await api.dispose();
  });
});
