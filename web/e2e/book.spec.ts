/** One book's life: details, edit, borrow (with a borrower; the summary's totals), delete; unknown ids. */
import { expect, test } from './support/test';
import { bookExists, borrowBook, createBook, uniqueSuffix, UNKNOWN_BOOK_ID } from './support/catalogue';
import { booksTable, dialog, fact } from './support/page';

test.describe('a book', () => {
  test('when its title is clicked in the list, then the details show every field and the three actions', async ({
    page,
    request,
  }) => {
    const book = await createBook(request, {
      title: `Salt and Silence ${uniqueSuffix()}`,
      author: 'Jonas Ek',
      genre: 'HISTORY',
      copies: 4,
      description: 'A history of the Baltic salt trade.',
    });

    await page.goto('/all-books');
    await booksTable(page).getByRole('link', { name: book.title, exact: true }).click();

    await expect(page).toHaveURL(`/books/${book.id}`);
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
    await expect(fact(page, 'Author')).toHaveText('Jonas Ek');
    await expect(fact(page, 'Genre')).toHaveText('History');
    await expect(fact(page, 'ISBN')).toHaveText(book.isbn);
    await expect(fact(page, 'Copies')).toHaveText('4 copies: 4 on the shelf');
    await expect(fact(page, 'Available')).toContainText('Yes');
    await expect(fact(page, 'Description')).toHaveText('A history of the Baltic salt trade.');
    await expect(page.getByRole('link', { name: 'Edit book' })).toHaveAttribute('href', `/edit-book/${book.id}`);
    await expect(page.getByRole('link', { name: 'Borrow book' })).toHaveAttribute('href', `/borrow/${book.id}`);
    await expect(page.getByRole('button', { name: 'Delete book' })).toBeEnabled();
  });

  test('when it is edited, then the success toast shows and the list has the new values', async ({ page, request }) => {
    const book = await createBook(request, { title: `Draft Title ${uniqueSuffix()}`, copies: 2 });
    const newTitle = `Final Title ${uniqueSuffix()}`;

    await page.goto(`/books/${book.id}`);
    await page.getByRole('link', { name: 'Edit book' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Book' })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(book.title);

    await page.getByLabel('Title', { exact: true }).fill(newTitle);
    await page.getByLabel('Copies').fill('7');
    await page.getByRole('button', { name: 'Update Book' }).click();

    await expect(page.getByRole('alert').filter({ hasText: '✅ Book updated successfully' })).toBeVisible();
    await expect(page).toHaveURL(/\/all-books$/);
    const row = booksTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: newTitle }) });
    await expect(row.getByRole('cell', { name: '7', exact: true })).toBeVisible();
    await expect(booksTable(page).getByRole('rowheader', { name: book.title })).toHaveCount(0);
  });

  test('when the edit form gets 0 copies, then the book is no longer available', async ({ page, request }) => {
    const book = await createBook(request, { copies: 2 });

    await page.goto(`/edit-book/${book.id}`);
    await page.getByLabel('Copies').fill('0');
    await page.getByRole('button', { name: 'Update Book' }).click();
    await expect(page).toHaveURL(/\/all-books$/);

    await page.goto(`/books/${book.id}`);
    await expect(fact(page, 'Available')).toContainText('No');
  });

  test('when it is borrowed for a borrower, then the dialog confirms it and the summary shows its total borrowed and copies on loan', async ({
    page,
    request,
  }) => {
    const book = await createBook(request, { title: `Borrowed Tales ${uniqueSuffix()}`, copies: 5 });

    await page.goto(`/books/${book.id}`);
    await page.getByRole('link', { name: 'Borrow book' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Borrow Book' })).toBeVisible();
    await expect(page.getByLabel('Quantity')).toHaveValue('1');
    await page.getByLabel('Quantity').fill('2');
    const borrower = page.getByRole('textbox', { name: 'Borrower' });
    await expect(borrower).toHaveValue('');
    await borrower.pressSequentially('  Card 0042 ');
    await page.getByRole('button', { name: 'Confirm Borrow' }).click();

    const borrowed = dialog(page, '✅ Book borrowed successfully!');
    await expect(borrowed).toBeVisible();
    await expect(page).toHaveURL(/\/borrow-summary$/);
    await borrowed.getByRole('button', { name: 'OK' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Borrow Summary' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Borrow summary table' });
    await expect(summary.getByRole('columnheader')).toHaveText([
      'Title',
      'ISBN',
      'Total Borrowed',
      'On loan',
      'Overdue',
    ]);
    const row = summary.getByRole('row').filter({ has: page.getByRole('rowheader', { name: book.title }) });
    // ISBN, Total Borrowed, On loan, Overdue.
    await expect(row.getByRole('cell')).toHaveText([book.isbn, '2', '2', '0']);
    // The loan was recorded for the borrower, trimmed.
    const loans = await request.post('/graphql', {
      data: {
        query: 'query E2EBookLoans($book: ID) { loans(bookId: $book, status: ALL) { items { borrower quantity } } }',
        variables: { book: book.id },
      },
    });
    const answer: unknown = await loans.json();
    expect(answer).toEqual({ data: { loans: { items: [{ borrower: 'Card 0042', quantity: 2 }] } } });

    await borrowBook(request, book.id, 1);
    await page.reload();
    await expect(row.getByRole('cell')).toHaveText([book.isbn, '3', '3', '0']);

    await page.goto(`/books/${book.id}`);
    await expect(fact(page, 'Copies')).toHaveText('5 copies: 2 on the shelf, 3 on loan');
  });

  test('when more copies are asked for than are on the shelf, then the borrow form says how many there are', async ({
    page,
    request,
  }) => {
    const book = await createBook(request, { copies: 3 });

    await page.goto(`/borrow/${book.id}`);
    await page.getByLabel('Quantity').fill('4');
    await page.getByRole('button', { name: 'Confirm Borrow' }).click();

    await expect(page.getByText('Only 3 copies are available')).toBeVisible();
    await expect(page).toHaveURL(`/borrow/${book.id}`);
  });

  test('when delete is cancelled, then the book stays; when confirmed, then "Deleted!" shows and it is gone', async ({
    page,
    request,
  }) => {
    const book = await createBook(request, { title: `Short-lived ${uniqueSuffix()}` });

    await page.goto(`/books/${book.id}`);
    await page.getByRole('button', { name: 'Delete book' }).click();
    const confirm = dialog(page, 'Are you sure?');
    await expect(confirm).toBeVisible();
    await expect(confirm.locator('.swal2-icon.swal2-warning')).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(`/books/${book.id}`);
    expect(await bookExists(request, book.id)).toBe(true);

    await page.getByRole('button', { name: 'Delete book' }).click();
    await dialog(page, 'Are you sure?').getByRole('button', { name: 'Delete' }).click();
    const deleted = dialog(page, 'Deleted!');
    await expect(deleted).toBeVisible();
    await expect(deleted).toContainText('Book has been deleted.');
    await expect(page).toHaveURL(/\/all-books$/);
    await deleted.getByRole('button', { name: 'OK' }).click();
    await expect(booksTable(page).getByRole('rowheader', { name: book.title })).toHaveCount(0);
    expect(await bookExists(request, book.id)).toBe(false);

    await page.goto(`/books/${book.id}`);
    await expect(page.getByRole('heading', { name: 'Book not found' })).toBeVisible();
  });
});

test.describe('an unknown book id', () => {
  for (const route of ['/books/', '/edit-book/', '/borrow/']) {
    test(`when ${route}{id} has an id no book has, then "Book not found" links back to the list`, async ({ page }) => {
      await page.goto(`${route}${UNKNOWN_BOOK_ID}`);
      await expect(page.getByRole('heading', { name: 'Book not found' })).toBeVisible();
      await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
      await page.getByRole('link', { name: 'Back to all books' }).click();
      await expect(page).toHaveURL(/\/all-books$/);
      await expect(page.getByRole('heading', { level: 1, name: 'All Books' })).toBeVisible();
    });
  }

  test('when the id is not even well-formed, then "Book not found" is shown too', async ({ page }) => {
    await page.goto('/books/not-a-real-id');
    await expect(page.getByRole('heading', { name: 'Book not found' })).toBeVisible();
  });
});
