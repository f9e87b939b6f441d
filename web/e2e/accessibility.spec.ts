/**
 * axe-core (WCAG 2.0/2.1 A and AA) on every screen, open dialogs, toasts and the mobile menu, in the
 * light and the dark theme (the system theme, emulated). Each scan must find nothing.
 */
import { expect, test } from './support/test';
import {
  borrowBook,
  countBooks,
  createBook,
  randomIsbn13,
  uniqueSuffix,
  UNKNOWN_BOOK_ID,
  updateBook,
} from './support/catalogue';
import {
  addDuplicate,
  dialog,
  expectNoAxeViolations,
  expectTheme,
  fillAddForm,
  PHONE,
  THEMES,
  toast,
} from './support/page';

// First in the first spec file, so on the suite's fresh database no genre has books yet. The database
// is shared by every test and nothing is deleted to make room: if each genre already has books (this
// test run on its own against a used database), there is no empty genre to show and the test is skipped.
test('when a genre filter finds no books, then the empty state passes axe in both themes', async ({
  page,
  request,
}) => {
  // Every genre, as the list's genre filter offers them.
  await page.goto('/all-books');
  const genres = await page
    .getByRole('combobox', { name: 'Genre' })
    .locator('option')
    .evaluateAll((options: HTMLOptionElement[]) =>
      options.map((option) => option.value).filter((value) => value !== ''),
    );
  expect(genres.length).toBeGreaterThan(0);
  let emptyGenre: string | undefined;
  for (const genre of genres) {
    if ((await countBooks(request, genre)) === 0) {
      emptyGenre = genre;
      break;
    }
  }
  test.skip(emptyGenre === undefined, 'every genre already has books in this database');
  if (emptyGenre === undefined) return;

  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(`/all-books?genre=${emptyGenre}`);
    await expectTheme(page, theme);
    await expect(page.getByText(`No books found for genre "${emptyGenre}"`)).toBeVisible();
    await expectNoAxeViolations(page, `empty list for genre ${emptyGenre} (${theme})`);
  }
});

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

    test('when a book is shown, its delete confirmation is open, and "Deleted!" shows, then axe finds no violations', async ({
      page,
      request,
    }) => {
      const book = await createBook(request, { genre: 'NON_FICTION' });
      await page.goto(`/books/${book.id}`);
      await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
      await expectNoAxeViolations(page, 'book detail');

      await page.getByRole('button', { name: 'Delete book' }).click();
      await expect(dialog(page, 'Are you sure?')).toBeVisible();
      await expect(dialog(page, 'Are you sure?').getByRole('img', { name: 'Warning' })).toBeVisible();
      await expectNoAxeViolations(page, 'delete confirmation dialog');

      await dialog(page, 'Are you sure?').getByRole('button', { name: 'Delete' }).click();
      await expect(dialog(page, 'Deleted!')).toBeVisible();
      await expect(dialog(page, 'Deleted!').getByText('Book has been deleted.')).toBeVisible();
      await expectNoAxeViolations(page, '"Deleted!" dialog over the list');
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

      await fillAddForm(page, {
        title: `Accessible ${uniqueSuffix()}`,
        author: 'Ann Able',
        genre: 'FICTION',
        isbn: randomIsbn13(),
      });
      await page.getByRole('button', { name: 'Add Book' }).click();
      await expect(dialog(page, 'Added!')).toBeVisible();
      await expectNoAxeViolations(page, '"Added!" dialog over the list');
    });

    test('when adding fails (ISBN already in the catalogue) and the error toast shows, then axe finds no violations', async ({
      page,
      request,
    }) => {
      const existing = await createBook(request);
      const error = await addDuplicate(page, {
        title: `Duplicate ${uniqueSuffix()}`,
        author: 'Ann Able',
        isbn: existing.isbn,
      });
      await expect(error).toBeVisible();
      await expect(error).toContainText('ISBN');
      await error.hover();
      await expectNoAxeViolations(page, 'add form with the error toast');
    });

    test('when a book is edited and the toast shows, then axe finds no violations', async ({ page, request }) => {
      const book = await createBook(request);
      await page.goto(`/edit-book/${book.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Book' })).toBeVisible();
      await expectNoAxeViolations(page, 'edit form');

      await page.getByRole('button', { name: 'Update Book' }).click();
      const success = toast(page, '✅ Book updated successfully');
      await expect(success).toBeVisible();
      await success.hover();
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
      await expect(page.getByRole('figure', { name: 'Most borrowed' })).toBeVisible();
      await expectNoAxeViolations(page, 'borrow summary');
    });

    test('when the server refuses a borrow (copies taken meanwhile) and its message shows in a dialog, then axe finds no violations', async ({
      page,
      request,
    }) => {
      const book = await createBook(request, { title: `Contested ${uniqueSuffix()}`, copies: 2 });
      await page.goto(`/borrow/${book.id}`);
      await expect(page.getByRole('button', { name: 'Confirm Borrow' })).toBeVisible();
      await page.getByLabel('Quantity').fill('2');
      // Another desk lends a copy while the form is open: the form still offers 2, the server has 1.
      await updateBook(request, book.id, { copies: 1 });

      await page.getByRole('button', { name: 'Confirm Borrow' }).click();
      const refusal = page.getByRole('dialog', { name: /^Only 1 copy is available, not 2/ });
      await expect(refusal).toBeVisible();
      await expect(refusal.getByRole('img', { name: 'Error' })).toBeVisible();
      await expectNoAxeViolations(page, 'borrow failure dialog');
    });

    test('when the loans (each tab, a phone, the Return dialog and toast) and a book\'s "On loan" are shown, then axe finds no violations', async ({
      page,
      request,
    }) => {
      // Seven axe scans: more than the default 30 s on a busy machine.
      test.setTimeout(120_000);
      const book = await createBook(request, { title: `On Loan ${uniqueSuffix()}`, copies: 3 });
      await borrowBook(request, book.id, 1);
      await borrowBook(request, book.id, 1);

      await page.goto('/loans');
      await expectTheme(page, theme);
      await expect(page.getByRole('region', { name: 'Loans table' })).toBeVisible();
      await expectNoAxeViolations(page, 'loans, out');

      for (const [status, anyText] of [
        ['overdue', /^No loans are overdue\.$|^Overdue by/],
        ['returned', /^No loans have been returned yet\.$|^Returned on$/],
      ] as const) {
        await page
          .getByRole('navigation', { name: 'Loan status' })
          .getByRole('link', { name: status === 'overdue' ? 'Overdue' : 'Returned' })
          .click();
        await expect(page.getByText(anyText).first()).toBeVisible();
        await expectNoAxeViolations(page, `loans, ${status}`);
      }

      await page.setViewportSize(PHONE);
      await page.goto('/loans');
      await expect(page.getByRole('list', { name: 'Loans' })).toBeVisible();
      await expectNoAxeViolations(page, 'loans on a phone');

      await page.goto(`/books/${book.id}`);
      const onLoan = page.getByRole('region', { name: 'On loan' });
      await expect(onLoan.getByRole('listitem')).toHaveCount(2);
      await expectNoAxeViolations(page, 'book detail with its loans');

      await onLoan
        .getByRole('button', { name: `Return ${book.title}` })
        .first()
        .click();
      await expect(dialog(page, 'Return this loan?')).toBeVisible();
      await expect(dialog(page, 'Return this loan?').getByRole('img', { name: 'Question' })).toBeVisible();
      await expectNoAxeViolations(page, 'return confirmation dialog');

      await dialog(page, 'Return this loan?').getByRole('button', { name: 'Return', exact: true }).click();
      const returned = toast(page, '✅ Loan returned');
      await expect(returned).toBeVisible();
      await expect(onLoan.getByRole('listitem')).toHaveCount(1);
      await returned.hover();
      await expectNoAxeViolations(page, 'book detail with the "Loan returned" toast');
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
