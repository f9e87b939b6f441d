/**
 * axe-core (WCAG 2.0/2.1 A and AA) on every screen, open dialogs and the mobile menu, in the light and
 * the dark theme (the system theme, emulated). Each scan must find nothing.
 */
import { expect, test } from '@playwright/test';
import { borrowBook, createBook, randomIsbn, uniqueSuffix, UNKNOWN_BOOK_ID } from './support/catalogue';
import { dialog, expectNoAxeViolations, expectTheme, PHONE, THEMES } from './support/page';

for (const theme of THEMES) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('when the list is shown as a table and as cards, then axe finds no violations', async ({ page, request }) => {
      await createBook(request, { genre: 'FANTASY', copies: 0, available: false });
      for (const genre of ['SCIENCE', 'HISTORY', 'BIOGRAPHY'] as const) await createBook(request, { genre });

      await page.goto('/all-books');
      await expectTheme(page, theme);
      await expect(page.getByRole('region', { name: 'Books table' })).toBeVisible();
      await expectNoAxeViolations(page, 'list (table)');

      await page.getByRole('button', { name: 'Cards' }).click();
      await expect(page.getByRole('list', { name: 'Books' })).toBeVisible();
      await expectNoAxeViolations(page, 'list (cards)');
    });

    test('when a book is shown, and its delete confirmation is open, then axe finds no violations', async ({
      page,
      request,
    }) => {
      const book = await createBook(request, { genre: 'NON_FICTION' });
      await page.goto(`/books/${book.id}`);
      await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
      await expectNoAxeViolations(page, 'book detail');

      await page.getByRole('button', { name: 'Delete book' }).click();
      await expect(dialog(page, 'Are you sure?')).toBeVisible();
      await expectNoAxeViolations(page, 'delete confirmation dialog');
    });

    test('when the add form is empty, shows its messages, and reports "Added!", then axe finds no violations', async ({
      page,
    }) => {
      await page.goto('/create-book');
      await expect(page.getByRole('heading', { level: 1, name: 'Add Book' })).toBeVisible();
      await expectNoAxeViolations(page, 'add form');

      await page.getByRole('button', { name: 'Add Book' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await expectNoAxeViolations(page, 'add form with validation messages');

      await page.getByLabel('Title', { exact: true }).fill(`Accessible ${uniqueSuffix()}`);
      await page.getByLabel('Author').fill('Ann Able');
      await page.getByLabel('Genre').selectOption('FICTION');
      await page.getByLabel('ISBN').fill(randomIsbn());
      await page.getByRole('button', { name: 'Add Book' }).click();
      await expect(dialog(page, 'Added!')).toBeVisible();
      await expectNoAxeViolations(page, '"Added!" dialog over the list');
    });

    test('when a book is edited and the toast shows, then axe finds no violations', async ({ page, request }) => {
      const book = await createBook(request);
      await page.goto(`/edit-book/${book.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Book' })).toBeVisible();
      await expectNoAxeViolations(page, 'edit form');

      await page.getByRole('button', { name: 'Update Book' }).click();
      const toast = page.getByRole('alert').filter({ hasText: '✅ Book updated successfully' });
      await expect(toast).toBeVisible();
      await toast.hover();
      await expectNoAxeViolations(page, 'list with the success toast');
    });

    test('when borrowing (picker, form, success dialog) and the summary are shown, then axe finds no violations', async ({
      page,
      request,
    }) => {
      const book = await createBook(request, { title: `Lendable ${uniqueSuffix()}`, copies: 4 });
      await borrowBook(request, book.id, 1);

      await page.goto('/borrow');
      await expect(page.getByRole('list', { name: 'Available books' })).toBeVisible();
      await expectNoAxeViolations(page, 'borrow picker');

      await page.goto(`/borrow/${book.id}`);
      await expect(page.getByRole('button', { name: 'Confirm Borrow' })).toBeVisible();
      await expectNoAxeViolations(page, 'borrow form');

      await page.getByLabel('Quantity').fill('9');
      await page.getByRole('button', { name: 'Confirm Borrow' }).click();
      await expect(page.getByText('Only 3 copies are available')).toBeVisible();
      await expectNoAxeViolations(page, 'borrow form with a validation message');

      await page.getByLabel('Quantity').fill('1');
      await page.getByRole('button', { name: 'Confirm Borrow' }).click();
      await expect(dialog(page, '✅ Book borrowed successfully!')).toBeVisible();
      await expectNoAxeViolations(page, 'borrow success dialog');

      await dialog(page, '✅ Book borrowed successfully!').getByRole('button', { name: 'OK' }).click();
      await expect(page.getByRole('region', { name: 'Borrow summary table' })).toBeVisible();
      await expectNoAxeViolations(page, 'borrow summary');
    });

    test('when the 404 page and "Book not found" are shown, then axe finds no violations', async ({ page }) => {
      await page.goto('/nowhere');
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expectNoAxeViolations(page, '404 page');

      await page.goto(`/books/${UNKNOWN_BOOK_ID}`);
      await expect(page.getByRole('heading', { name: 'Book not found' })).toBeVisible();
      await expectNoAxeViolations(page, 'book not found');
    });

    test('when the mobile menu is open at phone width, then axe finds no violations', async ({ page, request }) => {
      await createBook(request);
      await page.setViewportSize(PHONE);
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Books table' })).toBeVisible();
      await expectNoAxeViolations(page, 'list on a phone');

      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      await expectNoAxeViolations(page, 'mobile menu');
    });
  });
}
