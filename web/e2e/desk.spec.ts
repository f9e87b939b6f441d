/**
 * The desk end to end (issue 22), on a protected product of its own (`npm start` on its own ports and
 * data folder, no demo catalogue): its admin is made with the setup code its start printed and a
 * librarian joins through an invitation. A keyboard-wedge scanner (keystrokes 5 ms apart ending in
 * Enter, into the focused "Card or book" input) scans a member's card then a book's ISBN: the book is
 * lent; in Return mode a scan of the same ISBN returns it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createBook, uniqueSuffix } from './support/catalogue';
import { startProduct, type RunningProduct } from './support/harness';
import { gql, staffLibrary, todayIso, type Cookies } from './support/staff';
import { LOAN_RULE_DEFAULTS, addDays } from './support/rules';
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
      await expect(visit.getByRole('listitem').filter({ hasText: book.title })).toContainText(due);
      await expect
        .poll(async () => (await loansOut(api, book.id)).map((loan) => loan.member?.cardNumber))
        .toEqual([member.cardNumber]);

      // "Done": the receipt names the member and the book with its due date.
      await page.getByRole('button', { name: 'Done', exact: true }).click();
      const receipt = page.getByRole('region', { name: 'Receipt' });
      await expect(receipt).toContainText(member.name);
      await expect(receipt.getByRole('row').filter({ hasText: book.title })).toContainText(due);

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
});
