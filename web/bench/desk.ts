/**
 * `npm run bench:desk` (root) or `npm run bench:desk -w web`: the desk's figures alone:
 * `/desk` without and with the camera, and the time from a scan to the loan on screen (p50 over 20
 * scans, goal 300 ms, printed, never a failure). What is measured and how: bench/support/desk.ts;
 * `npm run bench:web` prints the same after `/`'s figures. Starts the product as a user does
 * (bench/support/product.ts; BENCH_URL: one already running, an open library); BENCH_SCANS changes
 * the number of scans. Beside the p50, how many GraphQL requests (the page's) and REST calls (a
 * counting proxy between the gateway and the api) each book scan made.
 */
import { deskFigures } from './support/desk';
import { startProduct } from './support/product';
import { restCounter } from './support/rest-count';

async function main(): Promise<void> {
  // The REST calls of each scan are counted by a proxy in front of the api (not with BENCH_URL).
  const rest = restCounter();
  const product = await startProduct({ apiUrl: (direct) => rest.start(direct) });
  try {
    await deskFigures(product, process.env['BENCH_URL'] ? null : rest);
  } finally {
    await product.stop();
    await rest.close();
  }
}

await main();
