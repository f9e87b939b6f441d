/**
 * `npm run bench:web`: what a browser downloads for `/`. Starts the product as a user does (npm start,
 * production mode, demo catalogue; it builds web/ first when stale: bench/support/product.ts), loads
 * `/` in headless Chromium, which asks as Chromium does (Accept-Encoding: gzip, deflate, br, zstd), and
 * prints every response the page got, with the bytes of its body as transferred (encoded) and
 * decoded, and the totals for JavaScript and CSS: lazy chunks the first screen loads are counted,
 * the others are listed after. Goal: at most 130 KB of JavaScript transferred for `/`; exit 1 over it,
 * or when formik, yup or sweetalert2 (the forms' and dialogs' libraries) are in what `/` loads.
 * Then the desk's figures on the same product (bench/support/desk.ts, alone with `npm run bench:desk`).
 */
import { brotliSize, readManifest } from './support/build';
import { deskFigures } from './support/desk';
import { aBookId, launchChromium, startProduct } from './support/product';
import { kb, printReceived, recordResponses, sum } from './support/received';

const GOAL_JS_KB = 130;
const KB = 1024;

async function main(): Promise<void> {
  const product = await startProduct();
  const browser = await launchChromium();
  try {
    // A book exists (the demo catalogue): the list's first screen is what a visitor sees.
    await aBookId(product.url);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const pending = recordResponses(page);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(product.url, { waitUntil: 'networkidle' });
    // The first screen is there: the list's books (a table on a desktop).
    await page.getByRole('table').first().waitFor();
    const received = await Promise.all(pending);
    if (problems.length) console.log(`\nErrors in the page:\n  ${problems.join('\n  ')}`);
    await context.close();

    printReceived(`What Chromium received for / (${product.url}), body bytes as transferred and decoded:`, received);
    const scripts = received.filter((item) => item.type === 'script');
    const styles = received.filter((item) => item.type === 'stylesheet');
    const jsTransferred = sum(scripts, 'transferred');
    console.log(
      `\n  JavaScript: ${scripts.length} files, ${kb(jsTransferred)} transferred, ${kb(sum(scripts, 'decoded'))} decoded`,
    );
    console.log(
      `  CSS:        ${styles.length} files, ${kb(sum(styles, 'transferred'))} transferred, ${kb(sum(styles, 'decoded'))} decoded`,
    );
    console.log(
      `  everything: ${received.length} responses, ${kb(sum(received, 'transferred'))} transferred, ${kb(sum(received, 'decoded'))} decoded`,
    );

    // The chunks `/` did not load (other routes, loaded on demand), from the build's manifest.
    const loaded = new Set(scripts.map((item) => item.path.replace(/^\//, '')));
    const manifest = readManifest();
    console.log('\nChunks `/` did not load (Brotli copy size):');
    for (const chunk of Object.values(manifest).sort((a, b) => a.file.localeCompare(b.file))) {
      if (!chunk.file.endsWith('.js') || loaded.has(chunk.file)) continue;
      console.log(
        `  ${`${chunk.file}${chunk.isDynamicEntry ? ` (${chunk.src ?? 'lazy'})` : ''}`.padEnd(64)} ${kb(brotliSize(chunk.file))}`,
      );
    }

    // Marker strings that only these libraries' code contains, searched in the JavaScript `/` loaded.
    const markers: Record<string, string> = { formik: 'FormikContext', yup: 'ValidationError', sweetalert2: 'swal2-' };
    const code = scripts.map((item) => item.body.toString('utf8')).join('\n');
    const eager = Object.entries(markers)
      .filter(([, marker]) => code.includes(marker))
      .map(([name]) => name);
    const within = jsTransferred <= GOAL_JS_KB * KB;
    console.log(
      `\nGoal for /: at most ${GOAL_JS_KB} KB of JavaScript transferred -> ${within ? 'met' : 'NOT MET'} (${(jsTransferred / KB).toFixed(1)} KB)`,
    );
    console.log(`formik / yup / sweetalert2 code in the first download: ${eager.length ? eager.join(', ') : 'none'}`);
    if (!within || eager.length) process.exitCode = 1;
    await browser.close();

    // Then the desk on the same product: `/desk` without and with the camera, and the time
    // from a scan to the loan on screen (also alone: `npm run bench:desk`).
    await deskFigures(product);
  } finally {
    await browser.close();
    await product.stop();
  }
}

await main();
