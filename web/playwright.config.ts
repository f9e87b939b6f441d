/**
 * End-to-end suite: Debian's Chromium (never a downloaded browser) against the real product started by
 * e2e/serve.ts (`npm start` on free ports with a fresh temporary database, seed off).
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium); E2E_PORT / E2E_API_PORT to pin the ports
 * (default: two free ports picked here; the workers inherit them through the environment).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/support/chromium';
import { freePorts } from './e2e/support/harness';

// The config is loaded again in every worker: pick the ports once and hand them down via the environment.
if (process.env['E2E_PORT'] === undefined || process.env['E2E_API_PORT'] === undefined) {
  const [port, apiPort] = await freePorts(2);
  process.env['E2E_PORT'] ??= String(port);
  process.env['E2E_API_PORT'] ??= String(apiPort);
}
const port = process.env['E2E_PORT'];
const apiPort = process.env['E2E_API_PORT'];
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env['CI'],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node --import tsx e2e/serve.ts',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      API_PORT: apiPort,
      SEED: '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  },
});
