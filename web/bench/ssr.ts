/**
 * `npm run bench:ssr -w web`: the server render of the catalogue pages. Starts the product (npm start,
 * production, PGlite with the demo catalogue: bench/support/product.ts; BENCH_URL to measure one
 * already running), warms it up, then asks for `/`, `/books/{id}` and `/borrow-summary` in turn,
 * one request at a time, `BENCH_REQUESTS` times each (200), and prints per page the median and p90
 * of the gateway's own render time (its `Server-Timing: render;dur=` header: the render and its data
 * from the REST api) and of the whole answer as the client waited for it. Then `/` from
 * `BENCH_CONNECTIONS` (10) connections for `BENCH_SECONDS` (10): the gateway's pages per second.
 * Goal: the list page's render p50 at most 15 ms (exit 1 otherwise).
 */
import { median, percentile } from '@library/harness';
import { aBookId, startProduct } from './support/product';

const GOAL_MS = 15;
const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 200);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const WARM_UP = 50;

interface Sample {
  render: number;
  total: number;
}

async function renderOnce(url: string): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(url, { headers: { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' } });
  await response.arrayBuffer();
  const total = performance.now() - started;
  const timing = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
  if (response.status !== 200 || timing === undefined) {
    throw new Error(`${url} answered ${response.status} without a render time: is it a server-rendered page?`);
  }
  return { render: Number(timing), total };
}

async function throughput(url: string): Promise<number> {
  const until = performance.now() + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        await renderOnce(url);
        done += 1;
      }
    }),
  );
  return done / SECONDS;
}

async function main(): Promise<void> {
  const product = await startProduct();
  try {
    const pages = {
      'list (/)': `${product.url}/`,
      book: `${product.url}/books/${await aBookId(product.url)}`,
      'borrow summary': `${product.url}/borrow-summary`,
    };
    const urls = Object.values(pages);
    for (let n = 0; n < WARM_UP; n += 1) await renderOnce(urls[n % urls.length] ?? product.url);

    const samples = new Map<string, Sample[]>(Object.keys(pages).map((name) => [name, []]));
    // Round by round, the pages alternate: a noisy moment of the machine falls on all of them.
    for (let round = 0; round < REQUESTS; round += 1) {
      for (const [name, url] of Object.entries(pages)) samples.get(name)?.push(await renderOnce(url));
    }
    console.log(`Server render through ${product.url}, ${REQUESTS} requests per page, one at a time (ms):`);
    console.log('page              render p50  render p90  answer p50  answer p90');
    for (const [name, list] of samples) {
      const renders = list.map((sample) => sample.render);
      const totals = list.map((sample) => sample.total);
      console.log(
        `${name.padEnd(16)}  ${median(renders).toFixed(1).padStart(10)}  ${percentile(renders, 0.9).toFixed(1).padStart(10)}  ${median(totals).toFixed(1).padStart(10)}  ${percentile(totals, 0.9).toFixed(1).padStart(10)}`,
      );
    }
    const perSecond = await throughput(pages['list (/)']);
    console.log(`\n/ from ${CONNECTIONS} connections for ${SECONDS} s: ${perSecond.toFixed(0)} pages/s`);

    const listP50 = median((samples.get('list (/)') ?? []).map((sample) => sample.render));
    console.log(
      `\nGoal: list render p50 <= ${GOAL_MS} ms: ${listP50.toFixed(1)} ms, ${listP50 <= GOAL_MS ? 'met' : 'MISSED'}`,
    );
    if (listP50 > GOAL_MS) process.exitCode = 1;
  } finally {
    await product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
