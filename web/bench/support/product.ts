/**
 * What the web benchmarks share: the product as a user runs it (`npm start`, scripts/start.ts, from
 * the repository root: it builds what is stale, web/ included, then starts the api and the gateway),
 * in production mode on free ports, on a fresh PGlite data directory seeded with the demo catalogue
 * (removed at the end: @library/harness); and Debian's Chromium, headless, launched as the end-to-end
 * suite launches it.
 */
import { startProduct as startNewProduct, type RunningProduct } from '@library/harness';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../e2e/support/chromium';

/** `extraArgs`: flags of one benchmark, e.g. the desk's fake camera (`--use-fake-device-for-media-stream`). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/**
 * The product as a user runs it (`npm start`, production, demo catalogue, on free ports: @library/harness).
 * BENCH_URL: measure a product already running there instead (left running).
 */
export function startProduct(options: Parameters<typeof startNewProduct>[0] = {}): Promise<RunningProduct> {
  const running = process.env['BENCH_URL'];
  if (running)
    return Promise.resolve({ url: running.replace(/\/+$/, ''), setupCode: null, stop: () => Promise.resolve() });
  return startNewProduct(options);
}

/** The id of a book of the demo catalogue (the newest), through the gateway's GraphQL. */
export async function aBookId(url: string): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ books(limit: 1) { items { id } } }' }),
  });
  const body: unknown = await response.json();
  const id = /"id":"([^"]+)"/.exec(JSON.stringify(body))?.[1];
  if (!id) throw new Error(`no book in the catalogue: ${JSON.stringify(body)}`);
  return id;
}
