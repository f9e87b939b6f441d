/**
 * The desk's camera end to end: real Chromium with a fake camera playing a Y4M video this
 * spec writes itself. The member's card in it is the card printer's own Code 128 (/members/:id/card,
 * its SVG rasterised by the browser); the book is an EAN-13 of its ISBN. In Lend mode the camera
 * reads the card, then the book, and the book is lent to that member; in Return mode it reads the
 * book and the loan is returned. The reader is zxing-wasm served by the gateway: no request leaves
 * the machine. A refused camera permission shows the scanner's message.
 *
 * Chromium's fake video is fixed when the browser starts, so each video gets a browser launched
 * here. The desk is the suite's shared product, which has no staff accounts (an open library lets
 * everyone use the desk); desk.spec covers the desk on a protected library.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { blankFrame, ean13Frame, svgFrame, writeY4m } from './support/barcode-video';
import { CHROMIUM_ARGS } from './support/chromium';
import { createBook, randomIsbn13, uniqueSuffix } from './support/catalogue';
import { DESKTOP, keepLocal } from './support/page';
import { shownDate } from './support/rules';
import { appReady, expect, test } from './support/test';

/** Frames small enough to keep the file modest, wide enough for a card's Code 128 at 3 px a module. */
const SIZE = { width: 640, height: 240 };
/** One frame a second: the file stays small, and a barcode shown for a few seconds is seen many times. */
const FPS = 1;
/**
 * How long a scan may take to show: the reader loads when the camera opens, and a code it missed on
 * the video's first pass comes round again when Chromium loops the file.
 */
const SCAN_TIMEOUT_MS = 60_000;

/** `frame` held for `seconds`. */
function hold(frame: Buffer, seconds: number): Buffer[] {
  return Array.from({ length: seconds * FPS }, () => frame);
}

/** One GraphQL operation; its data, or it throws. */
async function gql(api: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await api.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body)}`);
  return body.data;
}

/** The book's loans out, with their due date and their member's card. */
async function loansOut(api: APIRequestContext, bookId: string) {
  const data = await gql(
    api,
    'query E2EDeskCameraLoans($bookId: ID!) { loans(bookId: $bookId, status: OUT) { items { id dueDate member { cardNumber } } } }',
    { bookId },
  );
  return (data['loans'] as { items: { id: string; dueDate: string; member: { cardNumber: string } | null }[] }).items;
}

/**
 * Runs `use` on /desk in a Chromium of its own whose camera plays `video` (the camera permission
 * granted unless `camera` is 'refused'); every request not to this machine is blocked and listed.
 */
async function atDeskWithCamera(
  baseURL: string,
  video: string,
  use: (page: Page, context: BrowserContext, outside: string[]) => Promise<void>,
  camera: 'granted' | 'refused' = 'granted',
): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: DESKTOP, locale: 'en-GB' });
    if (camera === 'granted') await context.grantPermissions(['camera'], { origin: baseURL });
    const outside = await keepLocal(context);
    const page = await context.newPage();
    await page.goto('/desk');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Desk' })).toBeVisible();
    await use(page, context, outside);
  } finally {
    await browser.close();
  }
}

/** A fresh path for a video of this run. */
function videoPath(name: string): string {
  return path.join(tmpdir(), `library-desk-camera-${name}-${process.pid}-${uniqueSuffix()}.y4m`);
}

test.describe('the desk with a camera', () => {
  test('when the camera sees a member’s printed card then a book, then the book is lent to them; when it sees the book in Return mode, then it is returned, with no request leaving the machine', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const origin = baseURL ?? '';
    const tag = uniqueSuffix();
    const made = await gql(
      request,
      'mutation E2EDeskCameraMember($input: CreateMemberInput!) { createMember(input: $input) { id cardNumber name } }',
      { input: { name: `Casey Camera ${tag}` } },
    );
    const member = made['createMember'] as { id: string; cardNumber: string; name: string };
    const book = await createBook(request, { title: `Seen Stories ${tag}`, isbn: randomIsbn13(), copies: 1 });

    // The card as the card printer draws it, rasterised by the browser that shows it.
    await page.goto(`/members/${member.id}/card`);
    const card = await svgFrame(page.getByRole('img', { name: `Card number ${member.cardNumber} as a barcode` }), SIZE);
    const bookFrame = ean13Frame(book.isbn, SIZE);
    const blank = blankFrame(SIZE);
    const lendVideo = videoPath('lend');
    const returnVideo = videoPath('return');
    // The card, a gap, the book, then a long blank tail: Chromium loops the file, and the same code
    // seen again after 2 s is a new scan, so the camera is closed while the tail plays.
    writeY4m(lendVideo, SIZE, FPS, [...hold(card, 4), ...hold(blank, 2), ...hold(bookFrame, 4), ...hold(blank, 20)]);
    writeY4m(returnVideo, SIZE, FPS, [...hold(bookFrame, 4), ...hold(blank, 20)]);

    try {
      await test.step('Lend: the card, then the book', async () => {
        await atDeskWithCamera(origin, lendVideo, async (desk, _context, outside) => {
          const input = desk.getByLabel('Card or book');
          const open = desk.getByRole('button', { name: 'Scan with camera' });
          await expect(open).toHaveAttribute('aria-expanded', 'false');
          await open.click();
          await expect(open).toHaveAttribute('aria-expanded', 'true');
          const panel = desk.getByRole('region', { name: 'Scan with camera' });
          await expect(panel.getByLabel('Camera view: hold the barcode inside the frame')).toBeVisible();

          await expect(desk.getByRole('heading', { level: 2, name: member.name })).toBeVisible({
            timeout: SCAN_TIMEOUT_MS,
          });
          await expect(desk.getByText(`Card ${member.cardNumber}`)).toBeVisible();
          const lent = desk
            .getByRole('region', { name: 'This visit' })
            .getByRole('listitem')
            .filter({ hasText: book.title });
          await expect(lent).toBeVisible({ timeout: SCAN_TIMEOUT_MS });
          // While the camera scans, a scan does not focus the input (a phone would open its keyboard).
          await expect(input).not.toBeFocused();
          await desk.getByRole('button', { name: 'Close camera' }).click();

          const loans = await loansOut(request, book.id);
          expect(loans.map((loan) => loan.member?.cardNumber)).toEqual([member.cardNumber]);
          await expect(lent).toContainText(`due ${shownDate(loans[0]?.dueDate ?? '(no loan)')}`);
          await expect(panel).toHaveCount(0);
          await expect(open).toHaveAttribute('aria-expanded', 'false');
          await expect(input).toBeFocused();
          expect(outside).toEqual([]);
        });
      });

      await test.step('Return: the book', async () => {
        await atDeskWithCamera(origin, returnVideo, async (desk, _context, outside) => {
          await desk.getByRole('button', { name: 'Return', exact: true }).click();
          await desk.getByRole('button', { name: 'Scan with camera' }).click();
          const returned = desk
            .getByRole('region', { name: 'Returned' })
            .getByRole('listitem')
            .filter({ hasText: book.title });
          await expect(returned).toContainText(member.name, { timeout: SCAN_TIMEOUT_MS });
          await desk.getByRole('button', { name: 'Close camera' }).click();
          await expect(desk.getByRole('region', { name: 'Scan with camera' })).toHaveCount(0);
          expect(await loansOut(request, book.id)).toEqual([]);
          expect(outside).toEqual([]);
        });
      });
    } finally {
      rmSync(lendVideo, { force: true });
      rmSync(returnVideo, { force: true });
    }
  });

  test('when the camera permission is refused at the desk, then the panel says how to allow it or type the code', async ({
    baseURL,
  }) => {
    const video = videoPath('refused');
    writeY4m(video, SIZE, FPS, hold(blankFrame(SIZE), 2));
    try {
      await atDeskWithCamera(
        baseURL ?? '',
        video,
        async (desk) => {
          await desk.getByRole('button', { name: 'Scan with camera' }).click();
          await expect(desk.getByRole('alert').filter({ hasText: 'Camera permission was refused' })).toHaveText(
            "Camera permission was refused: allow it in the browser's site settings, or type the code",
          );
          await desk.keyboard.press('Escape');
          await expect(desk.getByRole('region', { name: 'Scan with camera' })).toHaveCount(0);
          await expect(desk.getByLabel('Card or book')).toBeFocused();
        },
        'refused',
      );
    } finally {
      rmSync(video, { force: true });
    }
  });
});
