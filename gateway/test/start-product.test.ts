/** The root `npm start` script: refuses clearly before building or starting anything. */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const SCRIPT = path.join(__dirname, '..', 'scripts', 'start-product.mjs');

function run(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SCRIPT], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (output += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (output += c));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

async function occupyPort(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return { server, port: (server.address() as AddressInfo).port };
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
