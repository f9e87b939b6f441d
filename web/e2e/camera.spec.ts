/**
 * The camera scanner in real Chromium with a fake camera: Chromium plays a Y4M video that this spec
 * writes itself (an EAN-13 of an ISBN, black bars on white), the add form's "Scan ISBN" reads it
 * (with the zxing-wasm reader: Linux Chromium has no native BarcodeDetector) and no request leaves
 * the machine (the .wasm comes from the gateway). A refused camera permission shows the message.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/chromium';
import { createBook, randomIsbn13, uniqueSuffix } from './support/catalogue';
import { expect, test } from './support/test';

const WIDTH = 640;
const HEIGHT = 480;

// EAN-13 (ISO/IEC 15420): the left half's digits in code set L or G as the first digit says, the right half's in R.
// prettier-ignore
const L_CODES = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R_CODES = L_CODES.map((code) => code.replace(/[01]/g, (bit) => (bit === '1' ? '0' : '1')));
const G_CODES = R_CODES.map((code) => Array.from(code).reverse().join(''));
// prettier-ignore
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGGL', 'LGLGLG', 'LGGLGL'];

/** The 95 modules of an EAN-13 ('1' a bar), guards included. */
function ean13Modules(code: string): string {
  const digits = Array.from(code, Number);
  const parity = PARITY[digits[0] ?? 0] ?? '';
  const left = digits
    .slice(1, 7)
    .map((digit, i) => (parity[i] === 'G' ? G_CODES[digit] : L_CODES[digit]))
    .join('');
  const right = digits
    .slice(7)
    .map((digit) => R_CODES[digit])
    .join('');
  return `101${left}01010${right}101`;
}

/**
 * A Y4M video (4:2:0, 10 frames a second) of the barcode, 4 px a module, centred with quiet zones of
 * 30+ modules: the luma plane black bars on white, the chroma planes neutral (128).
 */
function writeBarcodeVideo(file: string, code: string): void {
  const modules = ean13Modules(code);
  const moduleWidth = 4;
  const left = Math.floor((WIDTH - modules.length * moduleWidth) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let y = 120; y < 360; y += 1) {
    for (let m = 0; m < modules.length; m += 1) {
      if (modules[m] === '1')
        luma.fill(0, y * WIDTH + left + m * moduleWidth, y * WIDTH + left + (m + 1) * moduleWidth);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]));
}

// Written when the file loads, before the worker launches Chromium with it.
const ISBN = randomIsbn13();
const VIDEO = path.join(tmpdir(), `library-camera-${process.pid}.y4m`);
writeBarcodeVideo(VIDEO, ISBN);

test.use({
  launchOptions: {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`],
  },
});

/** Every request of the context that is not to this machine fails, and is listed. */
async function keepLocal(context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route('**/*', async (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === '127.0.0.1' || hostname === 'localhost') {
      await route.continue();
      return;
    }
    outside.push(route.request().url());
    await route.abort('blockedbyclient');
  });
  return outside;
}

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
