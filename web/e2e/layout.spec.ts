/**
 * Long words and narrow screens: no word in a book's data (a title of 300 letters without a space)
 * widens a page, on a desktop or a 375 px phone, and the book table keeps its rows on a phone's screen;
 * the borrow summary is cards on a phone and keeps each ISBN on one line on a desktop.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { borrowBook, createBook, uniqueSuffix } from './support/catalogue';
import { booksTable, DESKTOP, expectNoAxeViolations } from './support/page';

/** A small phone (the narrowest width the layouts are checked at). */
const SMALL_PHONE = { width: 375, height: 812 } as const;

/** A tablet: wider than a phone, narrower than the width that puts the summary's chart beside its table. */
const TABLET = { width: 768, height: 1024 } as const;

/** The longest title the catalogue takes (300 characters), one word, unique to this run. */
function unbrokenTitle(): string {
  const tag = uniqueSuffix();
  return `${tag}${'W'.repeat(300 - tag.length)}`;
}

/** How far the page reaches to the right (the widest thing on it), in CSS pixels. */
function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** How far a scrolling region's content reaches past its own right edge (0: nothing hidden sideways). */
function hiddenSideways(region: Locator): Promise<number> {
  return region.evaluate((element) => element.scrollWidth - element.clientWidth);
}

/** Left and right edges of an element on the screen. */
async function edges(locator: Locator): Promise<{ left: number; right: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not on the page');
  return { left: box.x, right: box.x + box.width };
}

for (const viewport of [DESKTOP, SMALL_PHONE]) {
  test(`when a title is 300 letters without a space, then no page that shows it is wider than a ${viewport.width} px screen`, async ({
    page,
    request,
  }) => {
    const title = unbrokenTitle();
    // The longest search the list takes (100 characters): a part of the same word, said back in the
    // heading; and one that finds nothing, said back in the empty text.
    const search = title.slice(0, 100);
    const nothing = `${title.slice(0, 95)}-none`;
    const book = await createBook(request, { title, author: 'Q'.repeat(200), copies: 5 });
    await borrowBook(request, book.id, 3);
    await page.setViewportSize(viewport);

    const screens = [
      `/?search=${search}`,
      `/?search=${search}&view=card`,
      `/?search=${nothing}`,
      `/books/${book.id}`,
      `/edit-book/${book.id}`,
      `/borrow/${book.id}`,
      '/loans',
      '/borrow-summary',
    ];
    for (const path of screens) {
      await page.goto(path);
      const shown = path.endsWith('-none')
        ? page.getByText(`No books found matching "${nothing}"`, { exact: true })
        : page.getByText(title, { exact: true }).filter({ visible: true }).first();
      await expect(shown, `the title on ${path}`).toBeVisible();
      expect(await pageWidth(page), `the width of ${path}`).toBeLessThanOrEqual(viewport.width);
    }

    // The borrow picker finds it by a search typed in (its state is not in the URL).
    await page.goto('/borrow');
    await page.getByLabel('Search available books').fill(search);
    await expect(page.getByText(title, { exact: true })).toBeVisible();
    expect(await pageWidth(page), 'the width of /borrow').toBeLessThanOrEqual(viewport.width);
  });
}

test('when a 300-letter title is in the book table and the loans table on a desktop, then neither scrolls sideways', async ({
  page,
  request,
}) => {
  const title = unbrokenTitle();
  const book = await createBook(request, { title });
  await borrowBook(request, book.id, 1);
  await page.setViewportSize(DESKTOP);

  await page.goto(`/?search=${title.slice(0, 100)}`);
  await expect(booksTable(page).getByRole('link', { name: title, exact: true })).toBeVisible();
  expect(await hiddenSideways(booksTable(page))).toBeLessThanOrEqual(0);

  await page.goto('/loans');
  const loans = page.getByRole('region', { name: 'Loans table' });
  await expect(loans.getByRole('link', { name: title, exact: true })).toBeVisible();
  expect(await hiddenSideways(loans)).toBeLessThanOrEqual(0);
});

test('when the list is a table on a 375 px phone, then each row shows its title, author and actions within the screen', async ({
  page,
  request,
}) => {
  const tag = uniqueSuffix();
  const book = await createBook(request, {
    title: `Small Screen Atlas ${tag}`,
    author: 'Marguerite Okonkwo-Lindqvist',
  });
  await page.setViewportSize(SMALL_PHONE);
  await page.goto(`/?search=${tag}`);

  const table = booksTable(page);
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: book.title, exact: true }) });
  const shown = [
    row.getByRole('link', { name: book.title, exact: true }),
    row.getByText(book.author, { exact: true }),
    row.getByRole('link', { name: `View details of ${book.title}` }),
    row.getByRole('link', { name: `Edit ${book.title}` }),
    row.getByRole('link', { name: `Borrow ${book.title}` }),
  ];
  for (const locator of shown) {
    await expect(locator).toBeVisible();
    const { left, right } = await edges(locator);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(SMALL_PHONE.width);
  }
  expect(await hiddenSideways(table)).toBeLessThanOrEqual(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(SMALL_PHONE.width);
  // The layout is still the visitor's choice: the table stays a table.
  await expect(page.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, 'the book table on a 375 px phone');
});

test('when a book with a 300-letter title is in the borrow summary, then on a 375 px phone its card fits the screen and on a tablet or desktop its ISBN is one line', async ({
  page,
  request,
}) => {
  const title = unbrokenTitle();
  // Many copies borrowed: the book is among the largest totals, on the summary's first page.
  const book = await createBook(request, { title, copies: 500 });
  await borrowBook(request, book.id, 400);

  await page.setViewportSize(SMALL_PHONE);
  await page.goto('/borrow-summary');
  const card = page.getByRole('list', { name: 'Borrow summary' }).getByRole('article', { name: title, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText(book.isbn, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Borrow summary table' })).toBeHidden();
  const cardBox = await card.boundingBox();
  expect(cardBox?.height, 'the height of the card').toBeLessThanOrEqual(600);
  expect(await pageWidth(page), 'the width of the phone summary').toBeLessThanOrEqual(SMALL_PHONE.width);
  await expectNoAxeViolations(page, 'the borrow summary cards on a 375 px phone');

  // A desktop, and a tablet (between the phone's cards and the desktop's chart beside the table).
  for (const viewport of [DESKTOP, TABLET]) {
    await page.setViewportSize(viewport);
    await page.goto('/borrow-summary');
    const table = page.getByRole('region', { name: 'Borrow summary table' });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
    const isbn = row.getByRole('cell', { name: book.isbn, exact: true });
    await expect(isbn).toBeVisible();
    await expect(page.getByRole('list', { name: 'Borrow summary' })).toBeHidden();
    const lines = await isbn.evaluate((cell) => {
      const text = document.createRange();
      text.selectNodeContents(cell);
      return text.getClientRects().length;
    });
    expect(lines, `the lines of the ISBN at ${viewport.width} px`).toBe(1);
    expect(await hiddenSideways(table), `the table at ${viewport.width} px`).toBeLessThanOrEqual(0);
    expect(await pageWidth(page), `the page at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
  }
});
