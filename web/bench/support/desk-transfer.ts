/** What /desk transfers when first loaded and when the camera opens, and how the bench prints it. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { brotliSize, distDir, readManifest } from './build';
import { kb, kindOf, networkQuiet, printReceived, printTotals, recordResponses, sum, type Received } from './received';
import { VIEWPORT, type StorageState } from './desk-data';

/** A fresh context (nothing cached), signed in when `storageState` is given, the camera allowed. */
export async function freshPage(browser: Browser, url: string, storageState?: StorageState): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState });
  await context.grantPermissions(['camera'], { origin: url });
  return context.newPage();
}

/** /desk is ready: its "Card or book" input (a protected library without a session would show the sign-in). */
export async function deskReady(page: Page): Promise<void> {
  await page
    .getByLabel('Card or book')
    .waitFor({ timeout: 30_000 })
    .catch(() => {
      throw new Error(
        `/desk did not show its "Card or book" input (at ${page.url()}): an open library, or staff signed in, is needed`,
      );
    });
}

export interface Transfer {
  firstLoad: Received[];
  camera: Received[];
  /** Where "Scan with camera" was opened: /desk, or the add form when this build's desk has none yet. */
  cameraOn: string;
  /**
   * Opened on the add form: what /desk would fetch besides (the camera panel's static imports and CSS,
   * from the build's manifest, that neither /desk's first load nor the add form's camera fetched).
   */
  deskExtra: { path: string; transferred: number; formik: boolean }[];
}

export const SCANNER_PANEL = 'src/components/scanner/scanner-panel.tsx';
/** A string only formik's code contains (as transfer.ts checks `/`). */
export const FORMIK_MARKER = 'FormikContext';

/** The files the camera panel's chunk needs before it runs: its static imports' chunks and CSS, transitively. */
export function panelStaticFiles(): string[] {
  const manifest = new Map(Object.entries(readManifest()));
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest.get(key);
    if (seen.has(key) || chunk === undefined) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(SCANNER_PANEL);
  return [...files];
}

/** `/desk` as first loaded, then what opening the camera fetches, until the panel scans and the network is quiet. */
export async function deskTransfer(browser: Browser, url: string, storageState?: StorageState): Promise<Transfer> {
  const page = await freshPage(browser, url, storageState);
  try {
    const pending = recordResponses(page);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${url}/desk`, { waitUntil: 'networkidle' });
    await deskReady(page);
    await networkQuiet(page);
    const firstLoad = await Promise.all(pending.slice());

    let cameraOn = '/desk';
    let button = page.getByRole('button', { name: 'Scan with camera' });
    if ((await button.count()) === 0) {
      // This build's desk has no camera yet: the add form's "Scan ISBN" opens the same lazy panel.
      cameraOn = '/add-book ("Scan ISBN": this build\'s /desk has no "Scan with camera" yet)';
      await page.goto(`${url}/add-book`, { waitUntil: 'networkidle' });
      await networkQuiet(page);
      button = page.getByRole('button', { name: 'Scan ISBN' });
    }
    const before = pending.length;
    // Settled at once: a missing .wasm is reported, not thrown while the panel is awaited.
    const wasm = page
      .waitForResponse((response) => response.url().endsWith('.wasm'), { timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    const quiet = networkQuiet(page, 1000);
    await button.click();
    await page.getByRole('status').filter({ hasText: 'Point the camera at a barcode.' }).waitFor({ timeout: 30_000 });
    // The reader's .wasm comes with the first frame read (none if the browser had a native BarcodeDetector).
    if (!(await wasm)) console.log('\n  (no .wasm fetched within 30 s of opening the camera)');
    await quiet;
    await networkQuiet(page, 1000);
    const camera = (await Promise.all(pending)).slice(before);
    if (problems.length) console.log(`\nErrors in the page:\n  ${problems.join('\n  ')}`);
    const fetched = new Set([...firstLoad, ...camera].map((item) => item.path));
    const deskExtra =
      cameraOn === '/desk'
        ? []
        : panelStaticFiles()
            .filter((file) => !fetched.has(`/${file}`))
            .map((file) => ({
              path: `/${file}`,
              transferred: brotliSize(file),
              formik: readFileSync(path.join(distDir, file), 'utf8').includes(FORMIK_MARKER),
            }));
    return { firstLoad, camera, cameraOn, deskExtra };
  } finally {
    await page.context().close();
  }
}

/** Whether the camera brings formik (the forms' library) to /desk. */
export function cameraHasFormik(transfer: Transfer): boolean {
  return (
    transfer.deskExtra.some((item) => item.formik) ||
    transfer.camera.some((item) => kindOf(item) === 'JavaScript' && item.body.toString('utf8').includes(FORMIK_MARKER))
  );
}

export function printTransfer(who: string, url: string, transfer: Transfer): void {
  printReceived(`What Chromium received for /desk as first loaded (${who}, ${url}):`, transfer.firstLoad);
  printTotals(transfer.firstLoad);
  printReceived(`What opening the camera fetched, on ${transfer.cameraOn}:`, transfer.camera);
  printTotals(transfer.camera);
  if (transfer.deskExtra.length > 0) {
    console.log(
      "\nOn /desk the camera would also fetch what its panel's chunk imports and /desk has not loaded (build manifest, Brotli copies):",
    );
    for (const item of transfer.deskExtra)
      console.log(`  ${item.path.padEnd(44)} ${kb(item.transferred)}${item.formik ? '  (formik)' : ''}`);
  }
  console.log(`formik code in what the camera loads: ${cameraHasFormik(transfer) ? 'yes' : 'none'}`);
}

/** JavaScript + CSS + WebAssembly transferred (what the figures compare), as "x KB". */
export function codeBytes(items: readonly Received[]): number {
  return sum(
    items.filter((item) => kindOf(item) !== 'other'),
    'transferred',
  );
}
