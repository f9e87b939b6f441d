#!/usr/bin/env node
/**
 * `npm start` at the repository root: the whole product with one command.
 *  1. checks the settings with the api's and the gateway's own config modules (a bad setting: one
 *     line, exit 1, before anything is built or started), then that the ports are free (exit 1);
 *  2. builds what is missing or older than its sources: api, gateway, and web unless WEB_DIST points
 *     the gateway elsewhere (or to `none`);
 *  3. starts the REST api (API_PORT, 4001) and the gateway + app (PORT, 4000) together, and waits
 *     until the api answers and the gateway's /readyz (which needs the api) does too;
 *  4. prints the app and Sandbox URLs when both are ready;
 *  5. Ctrl-C / SIGTERM stops both cleanly, the gateway first, then the api, and exits 0; during a
 *     build or before both are ready it stops quietly with 130 (SIGINT) / 143 (SIGTERM). If either
 *     server exits on its own, the other is stopped and the exit is 1.
 * Environment: PORT, API_PORT, API_URL (default: the api on API_HOST, else 127.0.0.1, at API_PORT),
 * plus whatever api/ and gateway/ read.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const env = { ...process.env };

/** Where the product is: preparing (settings, ports), building, starting, or running (both ready). */
let phase = 'preparing';
let stopping = false;
/** The build in progress: { child, exited }. */
let build = null;
/** The servers: label -> { child, exited }. */
const children = new Map();

function fail(message) {
  process.stderr.write(`\n✖ ${message}\n`);
  process.exit(1);
}

function onSignal(signal) {
  // A stop asked of the running product is a clean stop; one that interrupts the start is not.
  void stopAll(phase === 'running' ? 0 : 128 + os.constants.signals[signal]);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal);

function portFrom(name, fallback) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) fail(`${name}="${raw}" must be a port number from 1 to 65535.`);
  return port;
}

function isEveryInterface(host) {
  return !host || host === '0.0.0.0' || host === '::';
}

/** A host a client on this machine can reach a server on: 127.0.0.1 for "every interface". */
function reachableHost(host) {
  return isEveryInterface(host) ? '127.0.0.1' : host;
}

function hostInUrl(host) {
  return host.includes(':') ? `[${host}]` : host;
}

const port = portFrom('PORT', 4000);
const apiPort = portFrom('API_PORT', 4001);
if (port === apiPort) fail(`PORT and API_PORT are both ${port}: give them different values.`);
const apiUrl = env.API_URL?.trim() || `http://${hostInUrl(reachableHost(env.API_HOST?.trim()))}:${apiPort}/api`;
env.PORT = String(port);
env.API_PORT = String(apiPort);
env.API_URL = apiUrl;

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

/** Why a workspace must be built, or null when its build is current. */
function buildReason({ output, sources }) {
  const out = path.join(root, output);
  if (!existsSync(out)) return 'not built yet';
  if (newestMtime(sources.map((s) => path.join(root, s))) > statSync(out).mtimeMs) return 'sources changed since the last build';
  return null;
}

/**
 * The config module a workspace's server will run: the compiled one when its build is current, else
 * its source (through tsx), which the build is about to compile.
 */
async function configModule(ws) {
  if (!buildReason(builds.find((b) => b.ws === ws))) return require(path.join(root, ws, 'dist', 'config.js'));
  const tsx = await import('tsx/cjs/api');
  return tsx.require(path.join(root, ws, 'src', 'config.ts'), import.meta.url);
}

/**
 * Both servers' settings, read by their own config modules: every problem on one line, exit 1.
 * A variable both read (LOG_LEVEL) is reported once, by the gateway. Returns the gateway's config.
 */
async function checkSettings() {
  let gateway;
  let api;
  try {
    gateway = await configModule('gateway');
    api = await configModule('api');
  } catch (error) {
    fail(`Cannot check the settings: ${error.message.split('\n')[0]}`);
  }
  const problems = [];
  const refused = new Set();
  let gatewayConfig;
  try {
    gatewayConfig = gateway.loadConfig(env);
  } catch (error) {
    if (!(error instanceof gateway.ConfigError)) throw error;
    for (const problem of error.problems) {
      problems.push(problem);
      const name = /^([A-Z0-9_]+)=/.exec(problem)?.[1];
      if (name) refused.add(name);
    }
  }
  try {
    api.loadConfig(Object.fromEntries(Object.entries(env).filter(([name]) => !refused.has(name))));
  } catch (error) {
    if (!(error instanceof api.ConfigError)) throw error;
    problems.push(error.message.replace(/^Invalid configuration:\s*/, ''));
  }
  if (problems.length > 0) fail(`Invalid settings, nothing was started: ${problems.join('; ')}.`);
  return gatewayConfig;
}

/** Resolves when the port can be bound on `host` (every interface when undefined), rejects with a clear message if not. */
function checkPortFree(portNumber, name, host) {
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
    probe.listen({ port: portNumber, host }, () => probe.close(() => resolve()));
  });
}

function runBuild(ws) {
  // Its own process group, so that stopping it reaches npm's children (tsc, vite) too.
  const child = spawn('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env, detached: true });
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => resolve({ code: 1, signal: null, error }));
  });
  build = { child, exited };
  return exited.finally(() => {
    build = null;
  });
}

async function buildWhatIsMissing(webDist) {
  const wanted = builds.filter(({ ws }) => ws !== 'web' || webDist === path.join(root, 'web', 'dist'));
  for (const { ws, output, sources } of wanted) {
    const reason = buildReason({ output, sources });
    if (!reason) continue;
    process.stdout.write(`▶ building ${ws} (${reason}): npm run build -w ${ws}\n`);
    const result = await runBuild(ws);
    // Interrupted: stop quietly, nothing failed.
    if (stopping) return false;
    if (result.signal === 'SIGINT' || result.code === 130) {
      void stopAll(130);
      return false;
    }
    if (result.code !== 0) fail(`Building ${ws} failed (see above).`);
  }
  return true;
}

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
    // Its own process group: Ctrl-C in the terminal reaches this script only, which stops the
    // servers in order (gateway first) with one signal each.
    detached: true,
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

/** Stops what runs (a build, the gateway, the api, in that order) and exits with `exitCode`. */
async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  const stopped = [];
  if (build) stopped.push({ ...build, signal: 'SIGINT', group: true });
  for (const label of ['gateway', 'api']) {
    const entry = children.get(label);
    if (entry) stopped.push({ ...entry, signal: 'SIGTERM', group: false });
  }
  for (const { child, exited, signal, group } of stopped) {
    const kill = (sig) => {
      try {
        process.kill(group ? -child.pid : child.pid, sig);
      } catch {
        // already gone
      }
    };
    kill(signal);
    const killer = setTimeout(() => kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  }
  process.exit(exitCode);
}

/** Polls `url` until it answers 2xx; false when the product is stopping meanwhile. */
async function waitUntilOk(url, label, exited, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline) {
    if (stopping) return false;
    if (gone) throw new Error(`${label} exited before it was ready (see its output above).`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return !stopping;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${label} did not become ready within ${Math.round(timeoutMs / 1000)} s (${url}).`);
}

async function main() {
  const gatewayConfig = await checkSettings();
  if (stopping) return;
  try {
    await checkPortFree(port, 'PORT', gatewayConfig.host);
    await checkPortFree(apiPort, 'API_PORT', env.API_HOST?.trim() || undefined);
  } catch (error) {
    fail(error.message);
  }
  if (stopping) return;

  phase = 'building';
  if (!(await buildWhatIsMissing(gatewayConfig.webDist))) return;

  phase = 'starting';
  const gatewayHost = hostInUrl(reachableHost(gatewayConfig.host));
  try {
    // Both at once: the gateway needs no upstream to start listening, and its /readyz answers 200
    // only once the api does too. Starting them one after the other cost a second per start.
    process.stdout.write(`▶ starting the api (port ${apiPort}) and the gateway (port ${port})\n`);
    const api = start('api', 'api/dist/main.js');
    const gateway = start('gateway', 'gateway/dist/main.js');
    if (!(await waitUntilOk(`${apiUrl.replace(/\/+$/, '')}/health`, 'api', api.exited, 120_000))) return;
    if (!(await waitUntilOk(`http://${gatewayHost}:${port}/readyz`, 'gateway', gateway.exited, 60_000))) return;
  } catch (error) {
    if (!stopping) {
      process.stderr.write(`\n✖ ${error.message}\n`);
      await stopAll(1);
    }
    return;
  }

  phase = 'running';
  const shown = isEveryInterface(gatewayConfig.host) ? 'localhost' : gatewayHost;
  process.stdout.write(
    `\n✔ Library app ready: http://${shown}:${port}\n` +
      (gatewayConfig.landingPage
        ? `  Apollo Sandbox:     http://${shown}:${port}/graphql\n`
        : `  GraphQL endpoint:   http://${shown}:${port}/graphql\n`) +
      `  REST api:           ${apiUrl}\n` +
      `  Press Ctrl-C to stop.\n\n`,
  );
}

await main();
