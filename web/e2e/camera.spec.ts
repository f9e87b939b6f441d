/**
 * The camera scanner in real Chromium with a fake camera: Chromium plays a Y4M video that this spec
 * writes itself (an EAN-13 of an ISBN, black bars on white), the add form's "Scan ISBN" reads it
 * (with the zxing-wasm reader: Linux Chromium has no native BarcodeDetector) and no request leaves
 * the machine (the .wasm comes from the gateway). A refused camera permission shows the message.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ean13Frame, writeY4m } from './support/barcode-video';
import { CHROMIUM_ARGS } from './support/chromium';
import { createBook, randomIsbn13, uniqueSuffix } from './support/catalogue';
import { keepLocal } from './support/page';
import { expect, test } from './support/test';

/** camera.spec's video: 640×480, 10 frames a second, half a second of the barcode (Chromium loops it). */
const SIZE = { width: 640, height: 480 };
const FPS = 10;

// Written when the file loads, before the worker launches Chromium with it.
const ISBN = randomIsbn13();
const VIDEO = path.join(tmpdir(), `library-camera-${process.pid}.y4m`);
writeY4m(
  VIDEO,
  SIZE,
  FPS,
  Array.from({ length: 5 }, () => ean13Frame(ISBN, SIZE)),
);

test.use({
  launchOptions: {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`],
  },
});

test.describe.configure({ mode: 'serial' });

test.describe('Scan ISBN on the add form', () => {
  test("when the camera sees a new book's barcode, then its ISBN is filled in, with no request leaving the machine", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['camera'], { origin: baseURL });
    const outside = await keepLocal(context);
    const wasm: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.wasm')) wasm.push({ url: response.url(), status: response.status() });
    });

    await page.goto('/add-book');
    await page.getByRole('button', { name: 'Scan ISBN' }).click();
    await expect(page.getByRole('heading', { name: "Scan the book's barcode" })).toBeVisible();

    await expect(page.getByLabel('ISBN', { exact: true })).toHaveValue(ISBN, { timeout: 20_000 });
    await expect(page.getByText(`ISBN ${ISBN} filled in: it is not in the catalogue yet.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: "Scan the book's barcode" })).toHaveCount(0);
    expect(wasm).toHaveLength(1);
    expect(wasm[0]?.url.startsWith(`${baseURL ?? ''}/assets/`)).toBe(true);
    expect(wasm[0]?.status).toBe(200);
    expect(outside).toEqual([]);
  });

  test('when the barcode is of a book in the catalogue, then it is offered, and "Add a copy" raises its copies', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const book = await createBook(request, { title: `Scanned Already ${uniqueSuffix()}`, isbn: ISBN, copies: 2 });
    await context.grantPermissions(['camera'], { origin: baseURL });
    const outside = await keepLocal(context);

    await page.goto('/add-book');
    await page.getByRole('button', { name: 'Scan ISBN' }).click();

    await expect(page.getByText(`Already in the catalogue: ${book.title} — add copies?`)).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('link', { name: book.title })).toHaveAttribute('href', `/edit-book/${book.id}`);
    await expect(page.getByLabel('ISBN', { exact: true })).toHaveValue('');
    await page.getByRole('button', { name: 'Add a copy' }).click();
    await expect(page.getByText(`${book.title} now has 3 copies.`)).toBeVisible();
    expect(outside).toEqual([]);
  });

  test('when the camera permission is refused, then the panel says how to allow it or type the code', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await page.goto('/add-book');
    await page.getByRole('button', { name: 'Scan ISBN' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Camera permission was refused' })).toHaveText(
      "Camera permission was refused: allow it in the browser's site settings, or type the code",
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: "Scan the book's barcode" })).toHaveCount(0);
  });
});
