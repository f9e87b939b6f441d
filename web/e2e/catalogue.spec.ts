/** The catalogue: adding a book, the table and card layouts, genre filter, sort, paging, URL state. */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createBook, randomIsbn13, uniqueSuffix, type Book, type Genre } from './support/catalogue';
import {
  booksTable,
  dialog,
  expectNoAxeViolations,
  expectTheme,
  pageStatus,
  PHONE,
  tableTitles,
  THEMES,
  totalPages,
} from './support/page';

/** Adds `count` books of one genre, oldest first, each a moment after the previous one. */
async function shelf(request: Parameters<typeof createBook>[0], genre: Genre, count: number): Promise<Book[]> {
  const tag = uniqueSuffix();
  const books: Book[] = [];
  for (let n = 1; n <= count; n += 1) {
    books.push(await createBook(request, { genre, title: `Shelf ${tag} no. ${n}` }));
  }
  return books;
}

/** Clicks Next until the last page is shown; each step waits for the new page status. */
async function goToLastPage(page: Page): Promise<number> {
  const pages = await totalPages(page);
  const status = await pageStatus(page).textContent();
  let current = Number(/^Page (\d+)/.exec(status ?? '')?.[1] ?? '1');
  while (current < pages) {
    await page.getByRole('button', { name: 'Next' }).click();
    current += 1;
    await expect(pageStatus(page)).toHaveText(`Page ${current} of ${pages}`);
  }
  return pages;
}

/** Presses Tab until `target` has the focus, as a keyboard-only visitor would (at most 40 presses). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('adding a book', () => {
  test('when a visitor fills the add form, then "Added!" is shown and the book is in the list as a row and as a card', async ({
    page,
  }) => {
    const title = `The Quiet Orchard ${uniqueSuffix()}`;
    const isbn = randomIsbn13();

    await page.goto('/create-book');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Book' })).toBeVisible();
    await expect(page.getByLabel('Copies')).toHaveValue('1');
    await expect(page.getByLabel('Available', { exact: true })).toBeChecked();

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Author').fill('Mira Holt');
    await page.getByLabel('Genre').selectOption({ label: 'Science' });
    await page.getByLabel('ISBN').fill(isbn);
    await page.getByLabel('Description').fill('Trees, bees and the maths of pollination.');
    await page.getByLabel('Copies').fill('2');
    await page.getByRole('button', { name: 'Add Book' }).click();

    const added = dialog(page, 'Added!');
    await expect(added).toBeVisible();
    await expect(added).toContainText('Book has been Added.');
    await expect(page).toHaveURL(/\/all-books$/);
    await added.getByRole('button', { name: 'OK' }).click();
    await expect(added).toBeHidden();

    const row = booksTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: title }) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Mira Holt');
    await expect(row).toContainText('Science');
    await expect(row).toContainText(isbn);
    await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Cards' }).click();
    await expect(page.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/view=card/);
    const card = page.getByRole('list', { name: 'Books' }).getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('by Mira Holt');
    await expect(card).toContainText(`ISBN ${isbn}`);
    await expect(card).toContainText('2 copies on the shelf');
    await expect(booksTable(page)).toHaveCount(0);
  });

  test('when the add form is sent empty, then the required-field messages are shown and nothing is added', async ({
    page,
  }) => {
    await page.goto('/create-book');
    await page.getByLabel('Copies').fill('');
    await page.getByRole('button', { name: 'Add Book' }).click();

    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Author is required')).toBeVisible();
    await expect(page.getByText('Copies must be 0 or more')).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/create-book$/);
  });

  test('when the footer button is used, then the add form opens at /add-book', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Add a new book' }).click();
    await expect(page).toHaveURL(/\/add-book$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add Book' })).toBeVisible();
  });
});

test.describe('browsing the list', () => {
  test('when a genre is chosen, then only that genre is listed, newest first, four to a page', async ({
    page,
    request,
  }) => {
    const history = await shelf(request, 'HISTORY', 5);
    const other = await createBook(request, { genre: 'FANTASY', title: `Not History ${uniqueSuffix()}` });
    const titles = history.map((book) => book.title);

    await page.goto('/all-books');
    await expect(tableTitles(page).first()).toHaveText(other.title);

    await page.getByLabel('Genre').selectOption({ label: 'History' });
    await expect(page).toHaveURL(/genre=HISTORY/);
    await expect(tableTitles(page)).toHaveText(titles.slice(1).reverse());
    await expect(booksTable(page).locator('tbody .genre-badge')).toHaveText([
      'History',
      'History',
      'History',
      'History',
    ]);
    await expect(booksTable(page).getByRole('rowheader', { name: other.title })).toHaveCount(0);

    const pages = await totalPages(page);
    expect(pages).toBeGreaterThanOrEqual(2);
    await expect(pageStatus(page)).toHaveText(`Page 1 of ${pages}`);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(pageStatus(page)).toHaveText(`Page 2 of ${pages}`);
    await expect(page).toHaveURL(/page=2/);
    await expect(tableTitles(page).first()).toHaveText(titles[0] ?? '');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await goToLastPage(page);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(pageStatus(page)).toHaveText(`Page ${pages - 1} of ${pages}`);
  });

  test('when the sort is changed to Oldest First, then the list starts again at page 1 and the newest book is last', async ({
    page,
    request,
  }) => {
    const books = await shelf(request, 'BIOGRAPHY', 5);
    const newest = books.at(-1)?.title ?? '';

    await page.goto('/all-books?genre=BIOGRAPHY&page=2');
    await expect(pageStatus(page)).toHaveText(/^Page 2 of \d+$/);

    await page.getByLabel('Sort').selectOption({ label: 'Oldest First' });
    await expect(page).toHaveURL(/sort=asc/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(pageStatus(page)).toHaveText(/^Page 1 of \d+$/);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await goToLastPage(page);
    await expect(tableTitles(page).last()).toHaveText(newest);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await page.getByLabel('Sort').selectOption({ label: 'Newest First' });
    await expect(pageStatus(page)).toHaveText(/^Page 1 of \d+$/);
    await expect(tableTitles(page).first()).toHaveText(newest);
  });

  test('when the list state is in the URL, then a reload and back/forward keep genre, sort, layout and page', async ({
    page,
    request,
  }) => {
    await shelf(request, 'SCIENCE', 5);

    await page.goto('/all-books');
    await page.getByLabel('Genre').selectOption({ label: 'Science' });
    await page.getByLabel('Sort').selectOption({ label: 'Oldest First' });
    await page.getByRole('button', { name: 'Cards' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/all-books\?genre=SCIENCE&sort=asc&view=card&page=2$/);

    await page.reload();
    await expect(page.getByLabel('Genre')).toHaveValue('SCIENCE');
    await expect(page.getByLabel('Sort')).toHaveValue('createdAt-asc');
    await expect(page.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    await expect(pageStatus(page)).toHaveText(/^Page 2 of \d+$/);
    await expect(page.getByRole('list', { name: 'Books' })).toBeVisible();

    await page.goBack();
    await expect(pageStatus(page)).toHaveText(/^Page 1 of \d+$/);
    await expect(page.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    await page.goForward();
    await expect(pageStatus(page)).toHaveText(/^Page 2 of \d+$/);
  });
});

test.describe('searching the list', () => {
  test('when a visitor searches by part of a title and then, from an empty box, by author, then the book is listed, and Back brings the first search back', async ({
    page,
    request,
  }) => {
    const tag = uniqueSuffix();
    const book = await createBook(request, {
      title: `The Brass Lantern ${tag} Chronicles`,
      author: `Odile Marchetti ${tag}`,
    });
    const newest = await createBook(request, { title: `Another Shelf Book ${uniqueSuffix()}` });
    const search = page.getByRole('searchbox', { name: 'Search', exact: true });

    await page.goto('/all-books');
    await expect(search).toHaveAttribute('placeholder', 'Title, author or ISBN');
    await search.fill(`lantern ${tag}`);
    await expect(page).toHaveURL(new RegExp(`/all-books\\?search=lantern\\+${tag}$`));
    await expect(tableTitles(page)).toHaveText([book.title]);
    await expect(pageStatus(page)).toHaveText('Page 1 of 1');

    // Emptied first: a new search, with its own history entry (typing on would replace the first one's).
    await search.fill('');
    await search.fill(`marchetti ${tag}`);
    await expect(page).toHaveURL(new RegExp(`search=marchetti\\+${tag}$`));
    const row = booksTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: book.title }) });
    await expect(row).toContainText(book.author);
    await expect(tableTitles(page)).toHaveCount(1);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`search=lantern\\+${tag}$`));
    await expect(search).toHaveValue(`lantern ${tag}`);
    await expect(tableTitles(page)).toHaveText([book.title]);

    await search.fill('');
    await expect(page).toHaveURL(/\/all-books$/);
    await expect(pageStatus(page)).toHaveText(/^Page 1 of \d+$/);
    await expect(tableTitles(page).first()).toHaveText(newest.title);
  });

  test('when a search matches nothing, then the empty text names the search, and the genre when one is chosen', async ({
    page,
  }) => {
    const nothing = `zzz-${uniqueSuffix()}`;
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(nothing);
    await expect(page.getByText(`No books found matching "${nothing}"`, { exact: true })).toBeVisible();

    await page.getByLabel('Genre').selectOption({ label: 'Fiction' });
    await expect(page).toHaveURL(new RegExp(`\\?search=${nothing}&genre=FICTION$`));
    await expect(
      page.getByText(`No books found matching "${nothing}" for genre "FICTION"`, { exact: true }),
    ).toBeVisible();
  });

  for (const theme of THEMES) {
    test(`when a search is typed with the keyboard alone on a phone (${theme} theme), then the box fits and stays put while results arrive, and the empty text passes axe`, async ({
      page,
      request,
    }) => {
      const tag = uniqueSuffix();
      const book = await createBook(request, { title: `Pocket Atlas ${tag}`, author: 'Ines Calder' });
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize(PHONE);
      await page.goto('/');
      await expectTheme(page, theme);
      await expect(booksTable(page)).toBeVisible();

      const search = page.getByRole('searchbox', { name: 'Search', exact: true });
      await tabTo(page, search);
      const before = await search.boundingBox();
      expect(before).not.toBeNull();
      expect((before?.x ?? -1) >= 0 && (before?.x ?? 0) + (before?.width ?? 0) <= PHONE.width).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      await page.keyboard.type(`atlas ${tag}`);
      await expect(page).toHaveURL(new RegExp(`/\\?search=atlas\\+${tag}$`));
      await expect(tableTitles(page)).toHaveText([book.title]);
      expect(await search.boundingBox()).toEqual(before);

      await page.keyboard.type('-nothing');
      await expect(page.getByText(`No books found matching "atlas ${tag}-nothing"`, { exact: true })).toBeVisible();
      await expect(search).toBeFocused();
      await expectNoAxeViolations(page, `list searched for nothing on a phone (${theme})`);
    });
  }
});
