/**
 * Screenshots of the main screens for people to look at: desktop (1280x800) and phone (390x844), light
 * and dark, saved as test-results/screenshots/{viewport}-{theme}-{screen}.png. Each test also checks
 * that the screen it photographs is the one it meant to.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { borrowBook, createBook, type Book, type NewBook } from './support/catalogue';
import { DESKTOP, PHONE, saveScreenshot, THEMES } from './support/page';

const SHELF: Partial<NewBook>[] = [
  { title: 'Meditations', author: 'Marcus Aurelius', genre: 'NON_FICTION', copies: 2 },
  { title: 'The Voyage of the Beagle', author: 'Charles Darwin', genre: 'SCIENCE', copies: 3 },
  { title: 'The Autobiography of Benjamin Franklin', author: 'Benjamin Franklin', genre: 'BIOGRAPHY', copies: 1 },
  { title: 'The Histories', author: 'Herodotus', genre: 'HISTORY', copies: 0, available: false },
  { title: 'Walden', author: 'Henry David Thoreau', genre: 'NON_FICTION', copies: 4 },
  { title: "Alice's Adventures in Wonderland", author: 'Lewis Carroll', genre: 'FANTASY', copies: 6 },
  { title: 'On the Origin of Species', author: 'Charles Darwin', genre: 'SCIENCE', copies: 5 },
  {
    title: 'Pride and Prejudice',
    author: 'Jane Austen',
    genre: 'FICTION',
    copies: 8,
    description:
      'Elizabeth Bennet meets the proud Mr Darcy, and first impressions turn out to be wrong on both sides. ' +
      'A sharp, funny novel about manners, money and marriage in Regency England.',
  },
];

let featured: Book;

test.beforeAll(async ({ request }) => {
  const books: Book[] = [];
  for (const book of SHELF) {
    books.push(await createBook(request, { description: 'A classic of the library’s collection.', ...book }));
  }
  const last = books.at(-1);
  if (!last) throw new Error('no books were made');
  featured = last;
  await borrowBook(request, featured.id, 3);
  const origin = books.find((book) => book.title === 'On the Origin of Species');
  if (origin) await borrowBook(request, origin.id, 2);
});

async function shoot(page: Page, path: string, heading: string | RegExp, name: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await saveScreenshot(page, test.info(), name);
}

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  for (const theme of THEMES) {
    test.describe(`${device} ${theme}`, () => {
      test.use({ viewport, colorScheme: theme });

      test(`when the main screens are opened on a ${device} in the ${theme} theme, then each is captured`, async ({
        page,
      }) => {
        const prefix = `${device}-${theme}`;
        await shoot(page, '/', 'All Books', `${prefix}-list-table`);
        await shoot(page, '/?view=card', 'All Books', `${prefix}-list-cards`);
        await shoot(page, `/books/${featured.id}`, featured.title, `${prefix}-detail`);
        await shoot(page, '/create-book', 'Add Book', `${prefix}-create`);
        await page.getByRole('button', { name: 'Add Book' }).click();
        await expect(page.getByText('Title is required')).toBeVisible();
        await saveScreenshot(page, test.info(), `${prefix}-create-errors`);
        await shoot(page, `/edit-book/${featured.id}`, 'Edit Book', `${prefix}-edit`);
        await shoot(page, `/borrow/${featured.id}`, 'Borrow Book', `${prefix}-borrow`);
        await shoot(page, '/borrow', 'Borrow Book', `${prefix}-borrow-picker`);
        await shoot(page, '/borrow-summary', 'Borrow Summary', `${prefix}-summary`);
        await shoot(page, '/loans', 'Loans', `${prefix}-loans-out`);
        await shoot(page, '/loans?status=overdue', 'Loans', `${prefix}-loans-overdue`);
        await shoot(page, '/loans?status=returned', 'Loans', `${prefix}-loans-returned`);
        await shoot(page, '/no-such-page', '404', `${prefix}-404`);

        await page.goto(`/books/${featured.id}`);
        await page.getByRole('button', { name: 'Delete book' }).click();
        await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
        await saveScreenshot(page, test.info(), `${prefix}-delete-dialog`);
        await page.getByRole('button', { name: 'Cancel' }).click();

        if (device === 'phone') {
          await page.goto('/');
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
          await saveScreenshot(page, test.info(), `${prefix}-menu`);
        }
      });
    });
  }
}
