/** The shell around every screen: 404, theme, toasts, mobile menu, and /borrow without a book id. */
import { expect, test } from './support/test';
import { createBook, uniqueSuffix } from './support/catalogue';
import { addDuplicate, DESKTOP, expectTheme, PHONE } from './support/page';

test.describe('not-found page', () => {
  test('when an unknown route is opened, then the 404 page says so and links home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText("Oops! The page you're looking for does not exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to the catalogue' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Books' })).toBeVisible();
  });
});

test.describe('theme', () => {
  test('when nothing was chosen, then the system theme is followed', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'System theme' })).toHaveAttribute('aria-pressed', 'true');
    await expectTheme(page, 'dark');

    await page.emulateMedia({ colorScheme: 'light' });
    await expectTheme(page, 'light');
  });

  test('when Dark is chosen, then it survives a reload and is applied before the app runs', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expectTheme(page, 'light');

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Light theme' })).toHaveAttribute('aria-pressed', 'false');
    await expectTheme(page, 'dark');

    await page.reload();
    await expectTheme(page, 'dark');
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');

    // Without the app's JavaScript only the pre-paint script can have set the theme (on the server-rendered page).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1, name: 'All Books' })).toBeVisible();
    await expectTheme(page, 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const channels = (background.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    expect(Math.max(...channels), `body background ${background} is dark`).toBeLessThan(80);
    await page.unroute('**/assets/*.js');

    await page.reload();
    await page.getByRole('button', { name: 'Light theme' }).click();
    await page.reload();
    await expectTheme(page, 'light');
    await expect(page.getByRole('button', { name: 'Light theme' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('toasts', () => {
  test('when a toast shows, then it is 356 px wide at the top centre and closes by itself after its 4000 ms timer', async ({
    page,
    request,
  }) => {
    const existing = await createBook(request);
    const shown = await addDuplicate(page, {
      title: `Toast ${uniqueSuffix()}`,
      author: 'Tess Toast',
      isbn: existing.isbn,
    });
    await expect(shown).toBeVisible();
    const shownAt = Date.now();
    // Away from the toast (hovering pauses its timer); then measure it once it has slid in.
    await page.mouse.move(10, DESKTOP.height - 10);
    await shown.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));

    const width = await shown.evaluate((element) =>
      getComputedStyle(element).getPropertyValue('--toastify-toast-width').trim(),
    );
    expect(width).toBe('356px');
    const box = await shown.boundingBox();
    if (!box) throw new Error('the toast has no box');
    expect(box.width).toBeCloseTo(356, 0);
    expect(
      Math.abs(box.x + box.width / 2 - DESKTOP.width / 2),
      'distance of the toast centre from the page centre',
    ).toBeLessThan(2);
    expect(box.y, 'distance from the top of the window').toBeLessThan(40);

    const timer = shown.getByRole('progressbar', { name: 'notification timer', includeHidden: true });
    expect(await timer.evaluate((element) => getComputedStyle(element).animationDuration)).toBe('4s');

    await expect(shown).toHaveCount(0, { timeout: 10_000 });
    const closedAfter = Date.now() - shownAt;
    expect(closedAfter, 'ms from showing to closing').toBeGreaterThanOrEqual(3_900);
  });
});

test.describe('mobile menu at phone width', () => {
  test.use({ viewport: PHONE });

  test('when the menu is opened, then Escape closes it and gives focus back to the toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'All Books',
      'Add Book',
      'Borrow Book',
      'Loans',
      'Desk',
      'Members',
      'Borrow Summary',
    ]);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('when a menu link is clicked, then the menu closes and the page opens', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Borrow Summary' }).click();

    await expect(page).toHaveURL(/\/borrow-summary$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Borrow Summary' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('when the list is shown on a phone, then the page does not scroll sideways', async ({ page, request }) => {
    await createBook(request, { title: `A Rather Long Title For A Narrow Screen ${uniqueSuffix()}` });
    for (const path of ['/', '/?view=card', '/create-book', '/borrow-summary']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('borrowing without a book id', () => {
  test('when Borrow Book is chosen from the mobile menu, then a searchable list of available books leads to the borrow form', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    const tag = uniqueSuffix();
    const wanted = await createBook(request, { title: `Picker Pick ${tag}` });
    await createBook(request, { title: `Picker Other ${tag}` });
    const gone = await createBook(request, { title: `Picker None Left ${tag}`, copies: 0 });

    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Borrow Book' }).click();
    await expect(page).toHaveURL(/\/borrow$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Borrow Book' })).toBeVisible();

    // The server searches the whole catalogue (not the page on screen) and counts the matches.
    await page.getByLabel('Search available books').fill(tag);
    const list = page.getByRole('list', { name: 'Available books' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('2 books ready to borrow')).toBeVisible();
    await expect(list.getByText(gone.title)).toHaveCount(0);

    await page.getByLabel('Search available books').fill(`Pick ${tag}`);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('1 book ready to borrow')).toBeVisible();
    await list.getByRole('link', { name: `Borrow ${wanted.title}` }).click();

    await expect(page).toHaveURL(`/borrow/${wanted.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Borrow Book' })).toBeVisible();
    await expect(page.getByText(wanted.title)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm Borrow' })).toBeVisible();
  });
});

test.describe('what the browser downloads', () => {
  test('when / is opened, then the app script arrives Brotli-compressed, cached for a year, and the page is titled', async ({
    page,
  }) => {
    const script = page.waitForResponse((response) =>
      /\/assets\/index-[^/]+\.js$/.test(new URL(response.url()).pathname),
    );
    await page.goto('/');
    const response = await script;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['vary']).toBe('Accept-Encoding');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await expect(page).toHaveTitle('All Books — Library');
  });

  test('when a crawler reads /robots.txt, then it is plain text naming the sitemap, which lists the catalogue', async ({
    request,
    baseURL,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain(`Sitemap: ${baseURL ?? ''}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(await sitemap.text()).toContain(`<loc>${baseURL ?? ''}/all-books</loc>`);
  });
});
