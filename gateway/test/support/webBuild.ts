/**
 * The web app built as `npm run build -w web` builds it (the browser bundle and the server bundle the
 * gateway renders pages with), into a temporary folder: the tests render the code as it is now, never
 * an older build left in web/dist.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const WEB = path.resolve(__dirname, '../../../web');
const VITE = path.join(path.dirname(require.resolve('vite/package.json', { paths: [WEB] })), 'bin', 'vite.js');

/** Builds web/ into a new temporary folder and answers it (remove it after). */
export async function buildWebApp(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'gateway-web-build-'));
  const run = promisify(execFile);
  await run(process.execPath, [VITE, 'build', '--logLevel', 'error', '--outDir', outDir], { cwd: WEB });
  await run(process.execPath, [VITE, 'build', '--ssr', '--logLevel', 'error', '--outDir', path.join(outDir, '.ssr')], {
    cwd: WEB,
  });
  return outDir;
}
