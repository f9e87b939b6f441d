/**
 * A hold placed by staff for a member (a pupil without an account of their own), on a protected
 * product of its own: the librarian signs in, opens a book whose every copy is out, places a hold for
 * the member by card number, and sees it in the book's queue and on the member's page.
 */
import type { APIRequestContext } from '@playwright/test';
import { createBook, uniqueSuffix } from './support/catalogue';
import { startProduct, type RunningProduct } from './support/harness';
import { gql, staffLibrary, todayIso, type Cookies } from './support/staff';
import { toast } from './support/page';
import { addDays, LOAN_RULE_DEFAULTS, MEMBER_MESSAGES } from './support/rules';
import { expect, test } from './support/test';

let product: RunningProduct | undefined;
let librarianCookies: Cookies = [];

/** A GraphQL caller signed in as the librarian. */
async function librarianApi(request: { newContext: (options: object) => Promise<APIRequestContext> }) {
  const cookie = librarianCookies.map((entry) => `${entry.name}=${entry.value}`).join('; ');
  return request.newContext({ baseURL: product?.url, extraHTTPHeaders: { cookie } });
}

test.describe('staff hold a book for a member', () => {
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(180_000);
    product = await startProduct({ readyWithinMs: 150_000, seed: false });
    librarianCookies = (await staffLibrary(playwright, product)).librarian.cookies;
  });

  test.afterAll(async () => {
    await product?.stop();
  });

  test('when a librarian places a hold for a member by card on a book with every copy out, then it is in the book’s queue and on the member’s page', async ({
    browser,
    playwright,
  }) => {
    const url = product?.url ?? '';
    const tag = uniqueSuffix();
    const api = await librarianApi(playwright.request);
    const book = await createBook(api, { title: `Every Copy Out ${tag}`, copies: 1 });
    await gql(
      api,
      'mutation E2ELend($book: ID!, $due: Date!, $borrower: String) { borrowBook(book: $book, quantity: 1, dueDate: $due, borrower: $borrower) { id } }',
      { book: book.id, due: addDays(todayIso(), LOAN_RULE_DEFAULTS.loanDays), borrower: `Someone Else ${tag}` },
    );
    const created = await gql(
      api,
      'mutation E2ECreateMember($input: CreateMemberInput!) { createMember(input: $input) { id cardNumber name } }',
      { input: { name: `Mia Pupil ${tag}` } },
    );
    const member = created['createMember'] as { id: string; cardNumber: string; name: string };
    await api.dispose();

    const context = await browser.newContext();
    await context.addCookies(librarianCookies);
    try {
      const page = await context.newPage();
      await page.goto(`${url}/books/${book.id}`);
      await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
      const holds = page.getByRole('region', { name: 'Holds' });
      await expect(holds.getByText('Nobody is waiting for this book.')).toBeVisible();

      // A card nobody has is refused in place.
      const form = holds.getByRole('form', { name: 'Hold for a member' });
      await expect(form).toBeVisible();
      await form.getByLabel('Card number').fill('NOBODY42');
      await form.getByRole('button', { name: 'Place hold' }).click();
      await expect(form.getByRole('alert')).toHaveText(MEMBER_MESSAGES.memberUnknown);

      await form.getByLabel('Card number').fill(member.cardNumber);
      await form.getByRole('button', { name: 'Place hold' }).click();
      await expect(toast(page, `Hold placed for card ${member.cardNumber}`)).toBeVisible();
      const queue = holds.getByRole('list', { name: 'Hold queue' });
      await expect(queue.getByRole('listitem')).toHaveText([
        `${member.name} (card ${member.cardNumber}) — Waiting (number 1)`,
      ]);

      // The same card again: the member already holds it.
      await form.getByLabel('Card number').fill(member.cardNumber);
      await form.getByRole('button', { name: 'Place hold' }).click();
      await expect(form.getByRole('alert')).toHaveText(MEMBER_MESSAGES.holdExists);

      await page.goto(`${url}/members/${member.id}`);
      await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
      const memberHolds = page.getByRole('region', { name: 'Holds table' });
      await expect(memberHolds.getByRole('row').filter({ hasText: book.title })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
