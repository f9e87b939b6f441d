#!/usr/bin/env node
/**
 * `npm start` at the repository root: the whole product with one command.
 *  1. checks that the ports are free (a taken port: clear message, exit 1);
 *  2. builds what is missing or older than its sources (api, gateway, web);
 *  3. starts the REST api (API_PORT, 4001) and, once it answers, the gateway + app (PORT, 4000);
 *  4. prints the app and Sandbox URLs when both are ready;
 *  5. Ctrl-C / SIGTERM stops both cleanly; if either exits on its own, the other is stopped and the
 *     exit is non-zero.
 * Environment: PORT, API_PORT, API_URL (default from API_PORT), plus whatever api/ and gateway/ read.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = { ...process.env };

function fail(message) {
  process.stderr.write(`\n✖ ${message}\n`);
  process.exit(1);
}

function portFrom(name, fallback) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) fail(`${name}="${raw}" must be a port number from 1 to 65535.`);
  return port;
}

const port = portFrom('PORT', 4000);
const apiPort = portFrom('API_PORT', 4001);
if (port === apiPort) fail(`PORT and API_PORT are both ${port}: give them different values.`);
const apiUrl = env.API_URL?.trim() || `http://127.0.0.1:${apiPort}/api`;
env.PORT = String(port);
env.API_PORT = String(apiPort);
env.API_URL = apiUrl;

/** Resolves when the port can be bound on every interface, rejects with a clear message if not. */
function checkPortFree(portNumber, name) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => {
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`Port ${portNumber} (${name}) is already in use. Stop whatever runs there, or start with ${name}=<another port>.`));
      } else if (error.code === 'EACCES') {
        reject(new Error(`Port ${portNumber} (${name}) needs privileges: choose a port above 1023 with ${name}=<port>.`));
      } else {
        reject(error);
      }
    });
    probe.listen(portNumber, () => probe.close(() => resolve()));
  });
}

/** Newest modification time of the files under the given paths (0 if none). */
function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        walk(path.join(p, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(walk);
  return newest;
}

const builds = [
  { ws: 'api', output: 'api/dist/main.js', sources: ['api/src', 'api/package.json', 'api/tsconfig.build.json'] },
  {
    ws: 'gateway',
    output: 'gateway/dist/main.js',
    sources: ['gateway/src', 'gateway/package.json', 'gateway/tsconfig.build.json'],
  },
  {
    ws: 'web',
    output: 'web/dist/index.html',
    sources: ['web/src', 'web/public', 'web/index.html', 'web/package.json', 'web/vite.config.ts'],
  },
];

function buildWhatIsMissing() {
  for (const { ws, output, sources } of builds) {
    const out = path.join(root, output);
    const reason = !existsSync(out)
      ? 'not built yet'
      : newestMtime(sources.map((s) => path.join(root, s))) > statSync(out).mtimeMs
        ? 'sources changed since the last build'
        : null;
    if (!reason) continue;
    process.stdout.write(`▶ building ${ws} (${reason}): npm run build -w ${ws}\n`);
    const result = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: 'inherit', env });
    if (result.status !== 0) fail(`Building ${ws} failed (see above).`);
  }
}

const children = new Map();
let stopping = false;

function prefixLines(stream, label, target) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`[${label}] ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) target.write(`[${label}] ${pending}\n`);
  });
}

function start(label, script) {
  const child = spawn(process.execPath, [path.join(root, script)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(child.stdout, label, process.stdout);
  prefixLines(child.stderr, label, process.stderr);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  children.set(label, { child, exited });
  exited.then(({ code, signal }) => {
    children.delete(label);
    if (!stopping) {
      process.stderr.write(`\n✖ ${label} exited unexpectedly (${signal ?? `code ${code}`}); stopping everything.\n`);
      void stopAll(1);
    }
  });
  return { child, exited };
}

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  // Gateway first (it drains its requests), then the api.
  for (const label of ['gateway', 'api']) {
    const entry = children.get(label);
    if (!entry) continue;
    entry.child.kill('SIGTERM');
    const killer = setTimeout(() => entry.child.kill('SIGKILL'), 10_000);
    await entry.exited;
    clearTimeout(killer);
  }
  process.exit(exitCode);
}

async function waitUntilOk(url, label, exited, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${label} exited before it was ready (see its output above).`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not become ready within ${Math.round(timeoutMs / 1000)} s (${url}).`);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  await checkPortFree(port, 'PORT');
  await checkPortFree(apiPort, 'API_PORT');
} catch (error) {
  fail(error.message);
}

buildWhatIsMissing();

try {
  const api = start('api', 'api/dist/main.js');
  await waitUntilOk(`${apiUrl.replace(/\/+$/, '')}/health`, 'api', api.exited, 120_000);
  const gateway = start('gateway', 'gateway/dist/main.js');
  await waitUntilOk(`http://127.0.0.1:${port}/readyz`, 'gateway', gateway.exited, 60_000);
} catch (error) {
  if (!stopping) {
    process.stderr.write(`\n✖ ${error.message}\n`);
    await stopAll(1);
  }
}

if (!stopping) {
  const production = env.NODE_ENV === 'production';
  const sandbox = !production || env.GRAPHQL_INTROSPECTION === 'true';
  process.stdout.write(
    `\n✔ Library app ready: http://localhost:${port}\n` +
      (sandbox
        ? `  Apollo Sandbox:     http://localhost:${port}/graphql\n`
        : `  GraphQL endpoint:   http://localhost:${port}/graphql\n`) +
      `  REST api:           ${apiUrl}\n` +
      `  Press Ctrl-C to stop.\n\n`,
  );
}
