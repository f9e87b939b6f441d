/**
 * CSV import and export through the app: a small file imported through /import (preview,
 * import, summary), an imported book found with the list's search; the list's Export CSV downloaded
 * and read; axe on the import page's steps in both themes, desktop and phone.
 */
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createBook, randomIsbn13, uniqueSuffix } from './support/catalogue';
import { DESKTOP, expectNoAxeViolations, expectTheme, PHONE, saveScreenshot, THEMES, toast } from './support/page';

const EXPORT_HEADER = 'title,author,genre,isbn,description,copies,available,createdAt';

interface FileRow {
  title: string;
  author: string;
  genre: string;
  isbn: string;
  copies: string;
}

/** A CSV file in memory, as the file input takes it. */
function csvFile(rows: FileRow[]): { name: string; mimeType: string; buffer: Buffer } {
  const lines = [
    'title,author,genre,isbn,copies',
    ...rows.map((r) => [r.title, r.author, r.genre, r.isbn, r.copies].join(',')),
  ];
  return { name: 'books.csv', mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`, 'utf8') };
}

/** Two good rows, one not valid (no title, bad ISBN) and one whose ISBN is already in the catalogue. */
async function sampleFile(request: Parameters<typeof createBook>[0]) {
  const tag = uniqueSuffix();
  const existing = await createBook(request, { isbn: randomIsbn13() });
  const rows: FileRow[] = [
    { title: `Imported Harbour ${tag}`, author: 'Lena Marsh', genre: 'FICTION', isbn: randomIsbn13(), copies: '2' },
    { title: `Imported Atlas ${tag}`, author: 'Omar Reyes', genre: 'SCIENCE', isbn: randomIsbn13(), copies: '' },
    { title: '', author: 'Nobody', genre: 'HISTORY', isbn: '9780000000001', copies: '1' },
    { title: `Imported Copy ${tag}`, author: 'Lena Marsh', genre: 'FICTION', isbn: existing.isbn, copies: '1' },
  ];
  return { tag, rows, file: csvFile(rows) };
}

async function chooseFile(page: Page, file: ReturnType<typeof csvFile>): Promise<void> {
  await page.getByLabel('CSV file').setInputFiles(file);
}

test('when a small file is imported through the page, then preview, import and summary, and an imported book is in the list', async ({
  page,
  request,
}) => {
  test.slow(); // a file through two REST calls, a download and the list's search, on a shared machine
  const { tag, rows, file } = await sampleFile(request);
  await page.goto('/');
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page).toHaveURL(/\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import books' })).toBeVisible();

  await chooseFile(page, file);
  await expect(page.getByRole('heading', { level: 2, name: 'Preview' })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Rows of the file' });
  const rowOf = (n: number) =>
    preview.getByRole('row').filter({ has: page.getByRole('cell', { name: String(n), exact: true }) });
  await expect(rowOf(2)).toContainText('Ready');
  await expect(rowOf(3)).toContainText('Ready');
  await expect(rowOf(4)).toContainText('Not valid');
  await expect(rowOf(4)).toContainText('Title is required');
  await expect(rowOf(4)).toContainText('ISBN is not valid');
  await expect(rowOf(5)).toContainText('Duplicate');

  await page.getByRole('button', { name: 'Import 2 books' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Imported 2 books' })).toBeVisible();
  await expect(page.getByText('Skipped 2 rows')).toBeVisible();
  await expect(toast(page, 'Imported 2 books')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download skipped rows (CSV)' }).click();
  const skipped = await download;
  expect(skipped.suggestedFilename()).toBe('skipped-rows.csv');
  const skippedText = await readFile(await skipped.path(), 'utf8');
  const skippedLines = skippedText
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(skippedLines[0]).toBe('title,author,genre,isbn,description,copies,available,reason');
  expect(skippedLines).toHaveLength(3);
  expect(skippedLines[2]).toContain(rows[3]?.isbn ?? '');

  await page.getByRole('link', { name: 'Go to the book list' }).click();
  await page.getByLabel('Search').fill(`Imported Harbour ${tag}`);
  await expect(
    page.getByRole('region', { name: 'Books table' }).getByRole('rowheader', { name: `Imported Harbour ${tag}` }),
  ).toBeVisible();
});

test("when the list's Export CSV is clicked, then the file has the export's header and the list's books", async ({
  page,
  request,
}) => {
  const tag = uniqueSuffix();
  const book = await createBook(request, {
    title: `Exported Lantern ${tag}`,
    genre: 'BIOGRAPHY',
    isbn: randomIsbn13(),
  });
  await page.goto(`/all-books?search=${encodeURIComponent(`Exported Lantern ${tag}`)}&genre=BIOGRAPHY`);
  await expect(page.getByRole('rowheader', { name: book.title })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^books-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe(EXPORT_HEADER);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Exported Lantern ${tag},Ada Tester,BIOGRAPHY,${book.isbn},`);
});

for (const viewport of [DESKTOP, PHONE]) {
  const device = viewport === PHONE ? 'phone' : 'desktop';
  for (const theme of THEMES) {
    test(`when the import page is used on a ${device} in the ${theme} theme, then axe finds nothing at each step`, async ({
      page,
      request,
    }, testInfo) => {
      test.slow(); // four axe scans and an import
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/import');
      await expectTheme(page, theme);
      await expect(page.getByLabel('CSV file')).toBeVisible();
      await expectNoAxeViolations(page, `import page (${device}, ${theme})`);

      const { file } = await sampleFile(request);
      await chooseFile(page, file);
      await expect(page.getByRole('button', { name: 'Import 2 books' })).toBeVisible();
      await expectNoAxeViolations(page, `import preview (${device}, ${theme})`);
      await saveScreenshot(page, testInfo, `import-${device}-${theme}-preview`);

      await page.getByRole('button', { name: 'Import 2 books' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Imported 2 books' })).toBeVisible();
      await expectNoAxeViolations(page, `import summary (${device}, ${theme})`);
      await saveScreenshot(page, testInfo, `import-${device}-${theme}-summary`);

      await page.getByRole('button', { name: 'Import another file' }).click();
      await chooseFile(page, { name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('title,author\n') });
      await expect(page.getByRole('alert').filter({ hasText: 'Choose another file' })).toBeVisible();
      await expectNoAxeViolations(page, `import error (${device}, ${theme})`);
    });
  }
}
