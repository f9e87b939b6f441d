/**
 * The root `npm start` script: refuses clearly before building or starting anything, and Ctrl-C
 * (SIGINT) stops what it started. The Ctrl-C tests start the real product (building api/ and
 * gateway/ first if their builds are stale) with WEB_DIST=none and a temporary PGlite DATA_DIR.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(__dirname, '..', 'scripts', 'start-product.mjs');

interface Run {
  code: number | null;
  output: string;
}

/** Runs the script; `onOutput` sees the output so far and may signal the script. */
function run(env: Record<string, string>, onOutput?: (output: string, kill: (signal: NodeJS.Signals) => void) => void): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SCRIPT], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const seen = (c: string) => {
      output += c;
      onOutput?.(output, (signal) => child.kill(signal));
    };
    child.stdout.setEncoding('utf8').on('data', seen);
    child.stderr.setEncoding('utf8').on('data', seen);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

async function occupyPort(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Two ports nothing listens on (taken and released). */
async function freePorts(): Promise<[number, number]> {
  const a = await occupyPort();
  const b = await occupyPort();
  await new Promise<void>((resolve) => a.server.close(() => resolve()));
  await new Promise<void>((resolve) => b.server.close(() => resolve()));
  return [a.port, b.port];
}

/** Whether a server could listen on the port now (nothing left running there). */
async function isFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** The lines the script itself prints (not the servers' prefixed log lines). */
function ownLines(output: string): string[] {
  return output.split('\n').filter((line) => /^[✖✔▶]/.test(line.trim()));
}

it('when the gateway port is taken, then it says which and exits 1 without starting anything', async () => {
  const { server, port } = await occupyPort();
  try {
    const { code, output } = await run({ PORT: String(port), API_PORT: String(port === 65535 ? port - 1 : port + 1) });
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} (PORT) is already in use`);
    expect(output).not.toContain('building');
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

it('when the api port is taken, then it names API_PORT and exits 1', async () => {
  const { server, port } = await occupyPort();
  const free = await occupyPort();
  const freePort = free.port;
  await new Promise<void>((resolve) => free.server.close(() => resolve()));
  try {
    const { code, output } = await run({ PORT: String(freePort), API_PORT: String(port) });
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} (API_PORT) is already in use`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

it('when PORT and API_PORT are equal or not ports, then it says so and exits 1', async () => {
  expect((await run({ PORT: '4555', API_PORT: '4555' })).output).toContain('PORT and API_PORT are both 4555');
  const bad = await run({ PORT: 'http', API_PORT: '4001' });
  expect(bad.code).toBe(1);
  expect(bad.output).toContain('PORT="http" must be a port number');
});

it('when settings are invalid, then one line names each problem and it exits 1 before building or starting anything', async () => {
  const [port, apiPort] = await freePorts();
  const { code, output } = await run({
    PORT: String(port),
    API_PORT: String(apiPort),
    LOG_LEVEL: 'loud',
    UPSTREAM_TIMEOUT_MS: 'soon',
    SEED: 'maybe',
  });
  expect(code).toBe(1);
  expect(ownLines(output)).toEqual([expect.stringMatching(/^✖ Invalid settings, nothing was started: /)]);
  const [line] = ownLines(output);
  // LOG_LEVEL is read by both servers: reported once.
  expect(line?.match(/LOG_LEVEL/g)).toHaveLength(1);
  expect(line).toContain('LOG_LEVEL="loud" must be one of');
  expect(line).toContain('UPSTREAM_TIMEOUT_MS="soon" must be a whole number');
  expect(line).toContain('SEED must be 1 or 0 (got "maybe")');
  expect(output).not.toMatch(/building|starting|\[api\]|\[gateway\]/);
});

describe('Ctrl-C', () => {
  let dataDir: string;
  let ports: [number, number];
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'start-product-test-'));
    ports = await freePorts();
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  function productEnv(): Record<string, string> {
    const [port, apiPort] = ports;
    return { PORT: String(port), API_PORT: String(apiPort), WEB_DIST: 'none', DATA_DIR: dataDir, DATABASE_URL: '', SEED: '0', LOG_LEVEL: 'info' };
  }

  it('when Ctrl-C arrives once both run, then the gateway and then the api stop gracefully and it exits 0', async () => {
    let interrupted = false;
    const { code, output } = await run(productEnv(), (soFar, kill) => {
      if (!interrupted && soFar.includes('✔ Library app ready')) {
        interrupted = true;
        kill('SIGINT');
      }
    });
    expect(interrupted).toBe(true);
    expect(code).toBe(0);
    const gatewayStop = output.indexOf('"msg":"stopping gateway"');
    const apiStop = output.indexOf('"msg":"stopped"');
    expect(gatewayStop).toBeGreaterThan(-1);
    expect(apiStop).toBeGreaterThan(gatewayStop);
    expect(output).not.toContain('✖');
    expect(await isFree(ports[0])).toBe(true);
    expect(await isFree(ports[1])).toBe(true);
  }, 240_000);

  it('when Ctrl-C arrives while the servers are starting, then both stop, nothing is reported ready and it exits 130 quietly', async () => {
    let interrupted = false;
    const { code, output } = await run(productEnv(), (soFar, kill) => {
      if (!interrupted && soFar.includes('▶ starting the api')) {
        interrupted = true;
        kill('SIGINT');
      }
    });
    expect(interrupted).toBe(true);
    expect(code).toBe(130);
    expect(output).not.toMatch(/Library app ready|✖/);
    expect(await isFree(ports[0])).toBe(true);
    expect(await isFree(ports[1])).toBe(true);
  }, 240_000);
});
