/**
 * Loans end to end: a book found by the list's search, borrowed for a borrower, seen under Loans, returned
 * (dialog and toast) and its copies back on the detail page; a return from the book's own "On loan"
 * section, whole and in part; and the demo loans a seeded first start shows (out, overdue in words, returned) on a second
 * product started here with SEED=1, since the suite's own server starts without the demo catalogue.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { borrowBook, createBook, uniqueSuffix } from './support/catalogue';
import { startProduct, type RunningProduct } from './support/harness';
import { dialog, expectNoAxeViolations, expectTheme, fact, saveScreenshot, THEMES, toast } from './support/page';

/** The table of /loans. */
function loansTable(page: Page) {
  return page.getByRole('region', { name: 'Loans table' });
}

/** The row of /loans's table whose title cell names this book. */
function loanRow(page: Page, title: string) {
  return loansTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
}

test.describe('loans', () => {
  test('when a book found by search is borrowed for a borrower, then it is under Loans, and returning it puts its copies back', async ({
    page,
    request,
  }) => {
    const tag = uniqueSuffix();
    const book = await createBook(request, { title: `The Lending Journey ${tag}`, copies: 3 });
    const borrower = `Ada Reader ${tag}`;

    // Find the book by what one remembers of its title, and open it.
    await page.goto('/all-books');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(`lending journey ${tag}`);
    await expect(page).toHaveURL(/\?search=lending\+journey\+/);
    await expect(page.getByRole('region', { name: 'Books table' }).locator('tbody tr')).toHaveCount(1);
    await page
      .getByRole('region', { name: 'Books table' })
      .getByRole('link', { name: book.title, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
    await expect(fact(page, 'Copies')).toHaveText('3 copies: 3 on the shelf');
    const onLoan = page.getByRole('region', { name: 'On loan' });
    await expect(onLoan.getByText('No copies are out on loan.')).toBeVisible();

    // Borrow one copy for a borrower.
    await page.getByRole('link', { name: 'Borrow book' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Borrow Book' })).toBeVisible();
    await page.getByLabel('Quantity').fill('1');
    await page.getByRole('textbox', { name: 'Borrower' }).fill(borrower);
    await page.getByRole('button', { name: 'Confirm Borrow' }).click();
    await dialog(page, '✅ Book borrowed successfully!').getByRole('button', { name: 'OK' }).click();

    // Under Loans, Out tab: the loan with its borrower.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Loans' }).click();
    await expect(page).toHaveURL(/\/loans$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Loans' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Loan status' });
    await expect(tabs.getByRole('link', { name: 'Out' })).toHaveAttribute('aria-current', 'page');
    const row = loanRow(page, book.title);
    await expect(row).toContainText(borrower);
    await expect(row).toContainText(book.isbn);

    // Return it.
    await row.getByRole('button', { name: `Return ${book.title} borrowed by ${borrower}` }).click();
    const confirm = dialog(page, 'Return this loan?');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Return', exact: true }).click();
    await expect(toast(page, '✅ Loan returned')).toBeVisible();
    await expect(loanRow(page, book.title)).toHaveCount(0);

    // It is under Returned now; its title leads back to the book, whose copies are all on the shelf.
    await tabs.getByRole('link', { name: 'Returned' }).click();
    await expect(page).toHaveURL(/\/loans\?status=returned$/);
    const returned = loanRow(page, book.title);
    await expect(returned).toContainText(borrower);
    await returned.getByRole('link', { name: book.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
    await expect(fact(page, 'Copies')).toHaveText('3 copies: 3 on the shelf');
    await expect(onLoan.getByText('No copies are out on loan.')).toBeVisible();
  });

  test('when a loan is returned from the book\'s "On loan" section, then the copies come back on the same page', async ({
    page,
    request,
  }) => {
    const book = await createBook(request, { title: `Out and Back ${uniqueSuffix()}`, copies: 2 });
    await borrowBook(request, book.id, 2);

    await page.goto(`/books/${book.id}`);
    await expect(fact(page, 'Copies')).toHaveText('2 copies: 0 on the shelf, 2 on loan');
    await expect(fact(page, 'Available')).toContainText('No');
    const onLoan = page.getByRole('region', { name: 'On loan' });
    const loans = onLoan.getByRole('list', { name: 'Open loans' }).getByRole('listitem');
    await expect(loans).toHaveCount(1);
    await expect(loans.first()).toContainText('Quantity2');

    await loans
      .first()
      .getByRole('button', { name: `Return ${book.title}` })
      .click();
    await dialog(page, 'Return this loan?').getByRole('button', { name: 'Return', exact: true }).click();
    await expect(toast(page, '✅ Loan returned')).toBeVisible();
    await expect(onLoan.getByText('No copies are out on loan.')).toBeVisible();
    await expect(fact(page, 'Copies')).toHaveText('2 copies: 2 on the shelf');
    await expect(fact(page, 'Available')).toContainText('Yes');
  });

  test('when 1 copy of a loan of 3 is returned, then the dialog asks how many, the loan keeps 2 and 1 is back on the shelf', async ({
    page,
    request,
  }) => {
    const book = await createBook(request, { title: `Class Set ${uniqueSuffix()}`, copies: 3 });
    await borrowBook(request, book.id, 3);

    await page.goto(`/books/${book.id}`);
    const onLoan = page.getByRole('region', { name: 'On loan' });
    const loans = onLoan.getByRole('list', { name: 'Open loans' }).getByRole('listitem');
    await expect(loans.first()).toContainText('Quantity3');
    await loans
      .first()
      .getByRole('button', { name: `Return ${book.title}` })
      .click();
    const question = dialog(page, 'Return this loan?');
    await question.getByLabel('Copies coming back').selectOption('1');
    await question.getByRole('button', { name: 'Return', exact: true }).click();

    await expect(toast(page, '✅ 1 of 3 copies returned; 2 stay on loan')).toBeVisible();
    await expect(loans).toHaveCount(1);
    await expect(loans.first()).toContainText('Quantity2');
    await expect(fact(page, 'Copies')).toHaveText('3 copies: 1 on the shelf, 2 on loan');
  });
});

// ---------------------------------------------------------------- a seeded first start

test.describe('the demo loans of a first start', () => {
  // The product built by the suite's web server, started again on its own ports and an empty data
  // folder with the demo catalogue on (SEED=1), as `npm start` does on a first visit.
  let product: RunningProduct | undefined;
  let seededURL = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    product = await startProduct({ readyWithinMs: 90_000 });
    seededURL = product.url;
  });

  test.afterAll(async () => {
    await product?.stop();
  });

  test('when the Out, Overdue and Returned tabs are opened, then each shows its demo loans, the overdue one in words', async ({
    page,
  }) => {
    await page.goto(`${seededURL}/loans`);
    await expect(loansTable(page).getByRole('row')).not.toHaveCount(0);
    await expect(loansTable(page)).toContainText('Amara Okafor');
    await expect(loansTable(page)).toContainText(/Overdue by \d+ days?/);

    await page.getByRole('navigation', { name: 'Loan status' }).getByRole('link', { name: 'Overdue' }).click();
    await expect(page).toHaveURL(/\/loans\?status=overdue$/);
    const overdue = loansTable(page).locator('tbody tr');
    await expect(overdue).toHaveCount(1);
    await expect(overdue).toContainText('Jonas Lindqvist');
    await expect(overdue).toContainText(/Overdue by \d+ days?/);

    await page.getByRole('navigation', { name: 'Loan status' }).getByRole('link', { name: 'Returned' }).click();
    await expect(page).toHaveURL(/\/loans\?status=returned$/);
    await expect(loansTable(page).locator('tbody tr')).toHaveCount(1);
    await expect(loansTable(page).getByRole('columnheader', { name: 'Returned on' })).toBeVisible();
    await expect(loansTable(page).getByRole('button', { name: /^Return/ })).toHaveCount(0);
  });

  for (const theme of THEMES) {
    test(`when the demo loans are shown in the ${theme} theme, on a desktop and on a phone, then axe finds no violations`, async ({
      page,
    }) => {
      // Four axe scans: more than the default 30 s on a busy machine.
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: theme });
      for (const status of ['out', 'overdue', 'returned']) {
        await page.goto(`${seededURL}/loans?status=${status}`);
        await expectTheme(page, theme);
        await expect(loansTable(page).locator('tbody tr').first()).toBeVisible();
        await expectNoAxeViolations(page, `seeded loans, ${status} (${theme}, desktop)`);
        await saveScreenshot(page, test.info(), `seeded-desktop-${theme}-loans-${status}`);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${seededURL}/loans?status=overdue`);
      await expect(page.getByRole('list', { name: 'Loans' }).getByRole('article')).toHaveCount(1);
      await expectNoAxeViolations(page, `seeded loans, overdue (${theme}, phone)`);
      await saveScreenshot(page, test.info(), `seeded-phone-${theme}-loans-overdue`);
    });
  }
});
