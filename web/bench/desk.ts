/**
 * `npm run bench:desk` (root) or `npm run bench:desk -w web`: the desk's figures alone:
 * `/desk` without and with the camera, and the time from a scan to the loan on screen (p50 over 20
 * scans, goal 300 ms, printed, never a failure). What is measured and how: bench/support/desk.ts;
 * `npm run bench:web` prints the same after `/`'s figures. Starts the product as a user does
 * (bench/support/product.ts; BENCH_URL: one already running, an open library); BENCH_SCANS changes
 * the number of scans.
 */
import { deskFigures } from './support/desk';
import { startProduct } from './support/product';

async function main(): Promise<void> {
  const product = await startProduct();
  try {
    await deskFigures(product);
  } finally {
    await product.stop();
  }
}

await main();
