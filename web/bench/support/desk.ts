/**
 * The desk's figures, on a running product (bench/support/product.ts), printed by
 * `npm run bench:desk` and at the end of `npm run bench:web`:
 *
 * 1. `/desk` as first loaded, in a fresh context, and what "Scan with camera" fetches once clicked
 *    (the lazy scanner chunks and the zxing .wasm the gateway serves), body bytes as Chromium
 *    received them (compressed) and decoded. The product starts as an open library, where anyone
 *    may use the desk (everything but administration): that is the first table. Chromium runs with
 *    `--use-fake-device-for-media-stream` (its default fake pattern, no file), so the camera really
 *    starts and the reader loads. A build whose desk has no "Scan with camera" yet is measured
 *    through the add form's "Scan ISBN", which opens the same lazy panel (it says so), and the
 *    panel's static imports that /desk would fetch besides are listed from the build's manifest.
 *    Whether formik's code comes with the camera is said too.
 * 2. The time from a scan to the loan on screen, through the running product: the bench sets the
 *    library up with the setup code `npm start` printed (its first admin, signed in), lifts the loan
 *    limit for the run (restored after), makes a member and `BENCH_SCANS` (20) books of one copy
 *    through the gateway's GraphQL (as the e2e helpers do), and at /desk types the member's card and
 *    then each book's ISBN as a keyboard-wedge scanner does (keystrokes 5 ms apart, then Enter). In
 *    the page, performance.now() at the Enter's keydown and, from a MutationObserver, when the book's
 *    line appears in "This visit". Each scan waits until the desk has finished the one before (its
 *    live region no longer busy), one round, scans in order. Prints p50, p90, min and max; goal:
 *    p50 at most 300 ms, printed with its verdict, never a failure (the machine is shared and noisy).
 *    A product given by BENCH_URL has no setup code: it must be an open library, and the scans use
 *    as many members as its loan limit needs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request as playwright, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { median, percentile, randomIsbn13, type RunningProduct } from '@library/harness';
import { brotliSize, distDir, readManifest } from './build';
import { launchChromium } from './product';
import type { RestCounter } from './rest-count';
import { kb, kindOf, networkQuiet, printReceived, printTotals, recordResponses, sum, type Received } from './received';

const SCANS = Number(process.env['BENCH_SCANS'] ?? 20);
const GOAL_P50_MS = 300;
/** What a USB or Bluetooth barcode scanner does: fast keystrokes, then Enter. */
const WEDGE_DELAY_MS = 5;
/** The longest wait for one scan's line, before the bench gives up on it. */
const SCAN_LIMIT_MS = 15_000;
const ADMIN = { name: 'Bench Admin', email: 'bench-admin@library.test', password: 'Quiet-lantern-of-the-stacks' };
const VIEWPORT = { width: 1280, height: 800 };

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

interface LoanRules {
  loanDays: number;
  loansPerMember: number;
  renewalsPerLoan: number;
  holdShelfDays: number;
  keepBorrowerDays: number;
}

interface Member {
  cardNumber: string;
  name: string;
}

interface Book {
  title: string;
  isbn: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One GraphQL operation through the gateway with `api`'s cookies (it keeps those the answer sets): its data, or it throws. */
async function gql(
  api: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const response = await api.post('/graphql', { data: { query, variables } });
  const body: unknown = await response.json();
  if (!isRecord(body) || !isRecord(body['data']) || body['errors'] !== undefined)
    throw new Error(`GraphQL answered ${response.status()}: ${JSON.stringify(body)}`);
  return body['data'];
}

function field<T>(data: Record<string, unknown>, name: string, check: (value: unknown) => value is T): T {
  const value = data[name];
  if (!check(value)) throw new Error(`GraphQL: unexpected ${name}: ${JSON.stringify(value)}`);
  return value;
}

function isLoanRules(value: unknown): value is LoanRules {
  return isRecord(value) && typeof value['loansPerMember'] === 'number' && typeof value['loanDays'] === 'number';
}

function isMember(value: unknown): value is Member {
  return isRecord(value) && typeof value['cardNumber'] === 'string' && typeof value['name'] === 'string';
}

const LOAN_RULES = 'loanRules { loanDays loansPerMember renewalsPerLoan holdShelfDays keepBorrowerDays }';

async function loanRules(api: APIRequestContext): Promise<LoanRules> {
  return field(await gql(api, `query BenchLoanRules { ${LOAN_RULES} }`), 'loanRules', isLoanRules);
}

async function setLoanRules(api: APIRequestContext, rules: LoanRules): Promise<void> {
  await gql(
    api,
    'mutation BenchSetLoanRules($input: LoanRulesInput!) { updateLoanRules(input: $input) { loanDays } }',
    {
      input: {
        loanDays: rules.loanDays,
        loansPerMember: rules.loansPerMember,
        renewalsPerLoan: rules.renewalsPerLoan,
        holdShelfDays: rules.holdShelfDays,
        keepBorrowerDays: rules.keepBorrowerDays,
      },
    },
  );
}

async function createMember(api: APIRequestContext, name: string): Promise<Member> {
  const data = await gql(
    api,
    'mutation BenchMember($input: CreateMemberInput!) { createMember(input: $input) { cardNumber name } }',
    { input: { name } },
  );
  return field(data, 'createMember', isMember);
}

async function createBook(api: APIRequestContext, title: string): Promise<Book> {
  const isbn = randomIsbn13();
  await gql(api, 'mutation BenchBook($input: CreateBookInput!) { createBook(input: $input) { id } }', {
    input: { title, author: 'Bench Author', genre: 'FICTION', isbn, copies: 1, available: true },
  });
  return { title, isbn };
}

/** A fresh context (nothing cached), signed in when `storageState` is given, the camera allowed. */
async function freshPage(browser: Browser, url: string, storageState?: StorageState): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState });
  await context.grantPermissions(['camera'], { origin: url });
  return context.newPage();
}

/** /desk is ready: its "Card or book" input (a protected library without a session would show the sign-in). */
async function deskReady(page: Page): Promise<void> {
  await page
    .getByLabel('Card or book')
    .waitFor({ timeout: 30_000 })
    .catch(() => {
      throw new Error(
        `/desk did not show its "Card or book" input (at ${page.url()}): an open library, or staff signed in, is needed`,
      );
    });
}

interface Transfer {
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

const SCANNER_PANEL = 'src/components/scanner/scanner-panel.tsx';
/** A string only formik's code contains (as transfer.ts checks `/`). */
const FORMIK_MARKER = 'FormikContext';

/** The files the camera panel's chunk needs before it runs: its static imports' chunks and CSS, transitively. */
function panelStaticFiles(): string[] {
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
async function deskTransfer(browser: Browser, url: string, storageState?: StorageState): Promise<Transfer> {
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
function cameraHasFormik(transfer: Transfer): boolean {
  return (
    transfer.deskExtra.some((item) => item.formik) ||
    transfer.camera.some((item) => kindOf(item) === 'JavaScript' && item.body.toString('utf8').includes(FORMIK_MARKER))
  );
}

function printTransfer(who: string, url: string, transfer: Transfer): void {
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
function codeBytes(items: readonly Received[]): number {
  return sum(
    items.filter((item) => kindOf(item) !== 'other'),
    'transferred',
  );
}

/**
 * In the page (a string: tsx's name-keeping helper would not exist there): the time of each Enter's
 * keydown, and `window.__deskBench.waitFor(title)`, a promise of the time from the last Enter to the
 * moment a line naming `title` is in "This visit" (and whether it is a refusal).
 */
const IN_PAGE = `
  window.__deskBench = { enter: 0 };
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') window.__deskBench.enter = performance.now();
  }, true);
  window.__deskBench.waitFor = (title, limitMs) => new Promise((resolve) => {
    const line = () => {
      const heading = Array.from(document.querySelectorAll('h2')).find((h) => h.textContent === 'This visit');
      const section = heading ? heading.closest('section') : null;
      return section ? Array.from(section.querySelectorAll('li')).find((li) => (li.textContent || '').includes(title)) : undefined;
    };
    const done = (li) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve({ ms: performance.now() - window.__deskBench.enter, refused: li ? li.classList.contains('desk-entry--refused') : true, text: li ? li.textContent : 'no line within ' + limitMs + ' ms' });
    };
    const observer = new MutationObserver(() => {
      const li = line();
      if (li) done(li);
    });
    const timer = setTimeout(() => done(undefined), limitMs);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
`;

interface ScanResult {
  ms: number;
  refused: boolean;
  text: string;
}

function isScanResult(value: unknown): value is ScanResult {
  return (
    isRecord(value) &&
    typeof value['ms'] === 'number' &&
    typeof value['refused'] === 'boolean' &&
    typeof value['text'] === 'string'
  );
}

/** Types `code` as a keyboard-wedge scanner does, into the focused input. */
async function wedgeScan(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code, { delay: WEDGE_DELAY_MS });
  await page.keyboard.press('Enter');
}

/** The desk has finished with the last scan: its live region is no longer busy and the input has the focus. */
async function deskIdle(page: Page): Promise<void> {
  await page.locator('[aria-live="polite"][aria-busy="false"]').waitFor({ timeout: SCAN_LIMIT_MS });
  await page.waitForFunction('document.activeElement && document.activeElement.tagName === "INPUT"', undefined, {
    timeout: SCAN_LIMIT_MS,
  });
}

/** What each book scan cost: the page's GraphQL requests and, when counted, the gateway's REST calls. */
interface ScanCost {
  graphql: number;
  rest: number | null;
}

/** Scans each member's card then their books; the time and the cost of each book's scan, in scan order. */
async function scanAll(
  page: Page,
  visits: { member: Member; books: Book[] }[],
  rest: RestCounter | null,
): Promise<{ books: number[]; cards: number[]; costs: ScanCost[] }> {
  const books: number[] = [];
  const cards: number[] = [];
  const costs: ScanCost[] = [];
  let graphql = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/graphql') graphql += 1;
  });
  for (const { member, books: theirBooks } of visits) {
    const cardStart = Date.now();
    await wedgeScan(page, member.cardNumber);
    await page.getByRole('heading', { level: 2, name: member.name }).waitFor({ timeout: SCAN_LIMIT_MS });
    cards.push(Date.now() - cardStart);
    await deskIdle(page);
    for (const book of theirBooks) {
      // The observer is in place before the first keystroke; the Enter's keydown starts the clock. (The
      // statement's value is not the promise: evaluate would wait for it.)
      await page.evaluate(
        `window.__deskBench.pending = window.__deskBench.waitFor(${JSON.stringify(book.title)}, ${SCAN_LIMIT_MS}); undefined`,
      );
      graphql = 0;
      rest?.reset();
      await wedgeScan(page, book.isbn);
      const result: unknown = await page.evaluate('window.__deskBench.pending');
      if (!isScanResult(result)) throw new Error(`the page measured nothing: ${JSON.stringify(result)}`);
      if (result.refused) {
        const notice = await page.locator('.desk-notice-region').innerText();
        throw new Error(
          `the scan of ${book.isbn} (${book.title}) did not lend it: ${result.text} (the desk says: ${notice})`,
        );
      }
      books.push(result.ms);
      await deskIdle(page);
      costs.push({ graphql, rest: rest ? rest.requests().length : null });
    }
  }
  return { books, cards, costs };
}

/** "median (min to max)" of a count. */
function countRange(values: readonly number[]): string {
  return `${median([...values]).toFixed(0)} (${Math.min(...values)} to ${Math.max(...values)})`;
}

function ms(value: number): string {
  return `${value.toFixed(0)} ms`;
}

/** Prints the desk's figures for `product` (see the top of this file); throws when a scan does not lend. */
export async function deskFigures(product: RunningProduct, rest: RestCounter | null = null): Promise<void> {
  const { url } = product;
  const browser = await launchChromium(['--use-fake-device-for-media-stream']);
  const api = await playwright.newContext({ baseURL: url });
  let restore: LoanRules | null = null;
  try {
    // 1. Transfer, as the product started: an open library (or whoever BENCH_URL lets in).
    const open = await deskTransfer(browser, url);
    printTransfer('an open library: anyone may use the desk', url, open);

    // 2. Staff: the library set up with the setup code, its admin signed in (the desk as used in production).
    let staff: StorageState | undefined;
    let staffFirstLoad: Received[] | null = null;
    if (product.setupCode !== null) {
      await gql(
        api,
        'mutation BenchSetUp($code: String!, $name: String!, $email: String!, $password: String!) { setUpLibrary(code: $code, name: $name, email: $email, password: $password) { id } }',
        { code: product.setupCode, ...ADMIN },
      );
      staff = await api.storageState();
      const page = await freshPage(browser, url, staff);
      const pending = recordResponses(page);
      await page.goto(`${url}/desk`, { waitUntil: 'networkidle' });
      await deskReady(page);
      await networkQuiet(page);
      staffFirstLoad = await Promise.all(pending);
      await page.context().close();
      console.log(
        `\n/desk as first loaded by the library's admin, signed in (the library set up with the setup code):`,
      );
      printTotals(staffFirstLoad);
    }

    // 3. The data: one member when the loan limit allows every scan (lifted for the run when the bench is admin).
    const rules = await loanRules(api);
    if (staff !== undefined && rules.loansPerMember !== 0 && rules.loansPerMember < SCANS) {
      restore = rules;
      await setLoanRules(api, { ...rules, loansPerMember: 0 });
    }
    const perMember = restore !== null || rules.loansPerMember === 0 ? SCANS : rules.loansPerMember;
    const tag = Math.random().toString(36).slice(2, 8);
    const visits: { member: Member; books: Book[] }[] = [];
    for (let made = 0; made < SCANS; made += perMember) {
      const member = await createMember(api, `Bench Reader ${tag} ${visits.length + 1}`);
      const books: Book[] = [];
      for (let i = made; i < Math.min(SCANS, made + perMember); i += 1)
        books.push(await createBook(api, `Desk Bench ${tag} ${String(i + 1).padStart(2, '0')}`));
      visits.push({ member, books });
    }

    // 4. The scans.
    const page = await freshPage(browser, url, staff);
    let times: { books: number[]; cards: number[]; costs: ScanCost[] };
    try {
      await page.goto(`${url}/desk`, { waitUntil: 'networkidle' });
      await deskReady(page);
      await page.evaluate(IN_PAGE);
      await page.getByLabel('Card or book').focus();
      times = await scanAll(page, visits, rest);
    } finally {
      await page.context().close();
    }

    // The figures.
    const who = staff !== undefined ? "the library's admin, signed in" : 'a visitor of the open library';
    console.log(
      `\nFrom a scan to the loan on screen at /desk (${who}): ${visits.length === 1 ? 'one member' : `${visits.length} members (loan limit ${perMember})`}, ${SCANS} books, ` +
        `each ISBN typed as a keyboard-wedge scanner does (keys ${WEDGE_DELAY_MS} ms apart, then Enter), ` +
        'from the Enter to the book\'s line in "This visit" (performance.now and a MutationObserver in the page), one round in scan order:',
    );
    console.log(`  each (ms): ${times.books.map((t) => t.toFixed(0)).join(' ')}`);
    const p50 = median(times.books);
    console.log(
      `  p50 (median) ${ms(p50)}, p90 ${ms(percentile(times.books, 0.9))}, min ${ms(Math.min(...times.books))}, max ${ms(Math.max(...times.books))}`,
    );
    const restCalls = times.costs.flatMap((cost) => (cost.rest === null ? [] : [cost.rest]));
    console.log(
      `  per book scan: GraphQL requests ${countRange(times.costs.map((cost) => cost.graphql))}, REST calls ` +
        (restCalls.length > 0 ? countRange(restCalls) : 'not counted (BENCH_URL)') +
        ' (median, min to max; REST: counted by a proxy between the gateway and the api)',
    );
    console.log(
      `  a card scan to the member's panel (measured from the bench, typing included): ${times.cards.map(ms).join(', ')}`,
    );
    console.log(
      `\nGoal: a scan's loan on screen at p50 within ${GOAL_P50_MS} ms -> ${p50 <= GOAL_P50_MS ? 'met' : 'NOT MET'} (${ms(p50)}; printed, not a failure: the machine is shared)`,
    );
    const bytes = (items: readonly Received[], kind: ReturnType<typeof kindOf>) =>
      sum(
        items.filter((item) => kindOf(item) === kind),
        'transferred',
      );
    const extra = open.deskExtra.reduce((total, item) => total + item.transferred, 0);
    console.log('\nThe desk in short (bytes transferred, compressed as Chromium received them):');
    console.log(
      `  /desk first load: JavaScript ${kb(bytes(open.firstLoad, 'JavaScript'))}, CSS ${kb(bytes(open.firstLoad, 'CSS'))} (open library)` +
        (staffFirstLoad ? `; signed-in staff: JavaScript ${kb(bytes(staffFirstLoad, 'JavaScript'))}` : ''),
    );
    console.log(
      `  opening the camera (${open.cameraOn === '/desk' ? 'on /desk' : 'measured on /add-book'}): +${kb(codeBytes(open.camera))} ` +
        `(JavaScript ${kb(bytes(open.camera, 'JavaScript'))}, CSS ${kb(bytes(open.camera, 'CSS'))}, wasm ${kb(bytes(open.camera, 'WebAssembly'))})`,
    );
    if (open.deskExtra.length > 0)
      console.log(
        `  on /desk it would add +${kb(codeBytes(open.camera) + extra)} (the above and ${kb(extra).trim()} of chunks /desk has not loaded)`,
      );
  } finally {
    if (restore !== null)
      await setLoanRules(api, restore).catch((error: unknown) =>
        console.log(`Loan rules not restored: ${String(error)}`),
      );
    await api.dispose();
    await browser.close();
  }
}
