/**
 * Server-rendered catalogue pages (gateway/src/ssr.ts): readable with JavaScript off, hydrated without
 * errors or a second fetch with it on, and the app's JavaScript sent compressed.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { borrowBook, createBook, UNKNOWN_BOOK_ID, uniqueSuffix } from './support/catalogue';
import { dialog, tableTitles } from './support/page';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('when the list is opened, then its books are there and a book link opens the book', async ({
    page,
    request,
  }) => {
    const book = await createBook(request, { title: `Server Shelf ${uniqueSuffix()}`, author: 'Octavia E. Butler' });
    const response = await page.goto('/all-books');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('All Books — Library');
    await expect(page.getByRole('heading', { level: 1, name: 'All Books' })).toBeVisible();
    await expect(tableTitles(page).first()).toHaveText(book.title);

    await page.getByRole('link', { name: book.title }).first().click();
    await expect(page).toHaveURL(`/books/${book.id}`);
    await expect(page).toHaveTitle(`${book.title} — Library`);
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
    await expect(page.getByText('by Octavia E. Butler')).toBeVisible();
  });

  test('when a search is in the URL, then the page lists what matches it', async ({ page, request }) => {
    const tag = uniqueSuffix();
    const book = await createBook(request, { title: `Kindred ${tag}` });
    await page.goto(`/all-books?search=${encodeURIComponent(`kindred ${tag}`)}`);
    await expect(tableTitles(page)).toHaveText([book.title]);
  });

  test('when the borrow summary is opened, then its table is there', async ({ page, request }) => {
    const book = await createBook(request, { title: `Summary Shelf ${uniqueSuffix()}` });
    await borrowBook(request, book.id, 1);
    await page.goto('/borrow-summary');
    await expect(page).toHaveTitle('Borrow summary — Library');
    await expect(page.getByRole('region', { name: 'Borrow summary table' }).getByText(book.title)).toBeVisible();
  });

  test('when a book does not exist, then the answer is 404 with the not-found page', async ({ page }) => {
    const response = await page.goto(`/books/${UNKNOWN_BOOK_ID}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Book not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to all books' }).click();
    await expect(page).toHaveURL('/all-books');
  });
});

test.describe('with JavaScript on', () => {
  /** Console errors, page errors and GraphQL requests from now on. */
  function watch(page: Page) {
    const problems: string[] = [];
    const graphqlRequests: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(request.postData() ?? '');
    });
    return { problems, graphqlRequests };
  }

  /** Hydrated: the header's theme buttons answer (React handles their clicks). */
  async function expectHydrated(page: Page) {
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
  }

  test('when each catalogue page loads, then it hydrates with no error and asks the server for nothing more', async ({
    page,
    request,
  }) => {
    const book = await createBook(request, { title: `Hydrated ${uniqueSuffix()}` });
    await borrowBook(request, book.id, 1);
    const { problems, graphqlRequests } = watch(page);
    const lists = ['/', '/all-books?sort=asc&view=card', '/all-books?sortBy=author&sort=asc&limit=24'];
    for (const path of [...lists, `/books/${book.id}`, '/borrow-summary']) {
      await page.goto(path);
      await expectHydrated(page);
    }
    expect(problems).toEqual([]);
    expect(graphqlRequests).toEqual([]);
  });

  test('when a dark theme is stored and the page is on a phone, then it hydrates without errors', async ({
    page,
    request,
  }) => {
    const book = await createBook(request, { title: `Phone ${uniqueSuffix()}` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => window.localStorage.setItem('library-theme', 'dark'));
    const { problems } = watch(page);
    await page.goto(`/books/${book.id}`);
    await expectHydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(problems).toEqual([]);
  });

  test('when the list has loaded, then its controls work at once', async ({ page, request }) => {
    const book = await createBook(request, { genre: 'BIOGRAPHY', title: `Controls ${uniqueSuffix()}` });
    await page.goto('/all-books');
    await page.getByLabel('Genre').selectOption({ label: 'Biography' });
    await expect(page).toHaveURL(/genre=BIOGRAPHY/);
    await expect(tableTitles(page).first()).toHaveText(book.title);
  });

  test('when the app loads, then its JavaScript comes compressed', async ({ page }) => {
    const encodings: (string | null)[] = [];
    page.on('response', (response) => {
      if (/\/assets\/index-[\w-]+\.js$/.test(response.url())) {
        encodings.push(response.headers()['content-encoding'] ?? null);
      }
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(encodings).toEqual(['br']);
  });
});

test.describe('before the app has hydrated', () => {
  test('when a button is clicked while the app is still loading, then the click takes effect once it has', async ({
    page,
    request,
  }) => {
    const book = await createBook(request, { title: `Early Click ${uniqueSuffix()}` });
    // The app's JavaScript comes 1.5 s late, as on a slow phone.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`/books/${book.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Delete book' }).click();
    await expect(dialog(page, 'Are you sure?')).toBeVisible({ timeout: 15_000 });
  });

  test('when a search is typed and a genre chosen while the app is still loading, then both apply once it has', async ({
    page,
    request,
  }) => {
    const tag = uniqueSuffix();
    const book = await createBook(request, { genre: 'HISTORY', title: `Early Search ${tag}` });
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/all-books', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Genre').selectOption({ label: 'History' });
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(`early search ${tag}`);
    await expect(page).toHaveURL(/genre=HISTORY/, { timeout: 15_000 });
    await expect(page).toHaveURL(/search=early\+search\+/, { timeout: 15_000 });
    await expect(tableTitles(page)).toHaveText([book.title]);
  });
});
