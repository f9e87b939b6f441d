/**
 * What a page received, as the web benchmarks count it: every response with its body's bytes as
 * transferred (encoded, as Chromium got them: it asks with Accept-Encoding: gzip, deflate, br, zstd)
 * and decoded, and the totals by kind (JavaScript, CSS, WebAssembly).
 */
import type { Page, Response } from '@playwright/test';

export interface Received {
  path: string;
  type: string;
  encoding: string;
  transferred: number;
  decoded: number;
  body: Buffer;
}

const KB = 1024;

export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1).padStart(7)} KB`;
}

async function receive(response: Response): Promise<Received> {
  const request = response.request();
  const body = await response.body().catch(() => Buffer.alloc(0));
  const sizes = await request.sizes();
  return {
    path: new URL(response.url()).pathname,
    type: request.resourceType(),
    encoding: (await response.headerValue('content-encoding')) ?? 'identity',
    transferred: sizes.responseBodySize,
    decoded: body.length,
    body,
  };
}

/**
 * Records every response `page` gets from now on, in order: the array grows as they come, so its
 * length at some moment splits what came before from what came after.
 */
export function recordResponses(page: Page): Promise<Received>[] {
  const pending: Promise<Received>[] = [];
  page.on('response', (response) => pending.push(receive(response)));
  return pending;
}

/**
 * Resolves once `page` has had no request in flight for `quietMs` (what `networkidle` waits for
 * after a load, but usable after a click), or after `limitMs` whatever is still loading.
 */
export function networkQuiet(page: Page, quietMs = 500, limitMs = 30_000): Promise<void> {
  let inFlight = 0;
  const started = () => {
    inFlight += 1;
  };
  const ended = () => {
    inFlight -= 1;
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return new Promise<void>((resolve) => {
    const since = Date.now();
    let quietSince = Date.now();
    const check = setInterval(() => {
      if (inFlight > 0) quietSince = Date.now();
      if (Date.now() - quietSince >= quietMs || Date.now() - since >= limitMs) {
        clearInterval(check);
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
        resolve();
      }
    }, 50);
  });
}

/** What a response is, for the totals: by its file's extension, else by what requested it. */
export function kindOf(item: Received): 'JavaScript' | 'CSS' | 'WebAssembly' | 'other' {
  if (item.path.endsWith('.wasm')) return 'WebAssembly';
  if (item.type === 'script' || item.path.endsWith('.js')) return 'JavaScript';
  if (item.type === 'stylesheet' || item.path.endsWith('.css')) return 'CSS';
  return 'other';
}

export function sum(items: readonly Received[], key: 'transferred' | 'decoded'): number {
  return items.reduce((total, item) => total + item[key], 0);
}

/** Prints each response (path, type, encoding, transferred, decoded) under a header. */
export function printReceived(title: string, items: readonly Received[]): void {
  console.log(`\n${title}`);
  console.log(
    `  ${'path'.padEnd(44)} ${'type'.padEnd(11)} ${'encoding'.padEnd(9)} ${'transferred'.padStart(10)} ${'decoded'.padStart(10)}`,
  );
  for (const item of items)
    console.log(
      `  ${item.path.padEnd(44)} ${item.type.padEnd(11)} ${item.encoding.padEnd(9)} ${kb(item.transferred)} ${kb(item.decoded)}`,
    );
}

/** Prints the totals of `items` by kind (JavaScript, CSS, WebAssembly) and for everything. */
export function printTotals(items: readonly Received[], indent = '  '): void {
  for (const kind of ['JavaScript', 'CSS', 'WebAssembly'] as const) {
    const ofKind = items.filter((item) => kindOf(item) === kind);
    if (kind === 'WebAssembly' && ofKind.length === 0) continue;
    console.log(
      `${indent}${`${kind}:`.padEnd(13)} ${String(ofKind.length).padStart(2)} files, ${kb(sum(ofKind, 'transferred'))} transferred, ${kb(sum(ofKind, 'decoded'))} decoded`,
    );
  }
  console.log(
    `${indent}${'everything:'.padEnd(13)} ${String(items.length).padStart(2)} responses, ${kb(sum(items, 'transferred'))} transferred, ${kb(sum(items, 'decoded'))} decoded`,
  );
}
