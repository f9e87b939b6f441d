/**
 * `npm start` at the repository root: the whole product with one command.
 *  1. checks the settings with the api's and the gateway's own config modules, and its own (PORT,
 *     API_PORT): every problem on one line (formatConfigProblems), exit 1, before anything is built
 *     or started; then that the ports are free and that the data folder is not in use (exit 1);
 *  2. builds what is missing or older than its sources (scripts/build-stale.ts): api, gateway, and
 *     web unless WEB_DIST points the gateway elsewhere (or to `none`);
 *  3. starts the REST api (API_PORT, 4001) and the gateway + app (PORT, 4000) together, and waits
 *     until the api answers and the gateway's /readyz (which needs the api) does too;
 *  4. prints the app and Sandbox URLs when both are ready, and, while the library is open (no staff
 *     account), one warning line with its /setup page and one-time setup code (sent by the api);
 *  5. Ctrl-C / SIGTERM / SIGHUP stops both cleanly, the gateway first, then the api, and exits 0;
 *     during a build or before both are ready it stops quietly with 130 (SIGINT) / 143 (SIGTERM) /
 *     129 (SIGHUP). If either server exits on its own, the other is stopped and the exit is 1.
 * Nothing outlives it: when the process that started this one is gone (npm killed, even with SIGKILL)
 * it stops as on SIGHUP; when this one is gone (even SIGKILL), each server sees its IPC channel
 * close and stops itself (api/src/main.ts, gateway/src/main.ts). package.json's `exec` makes npm's
 * shell give way to this process: npm passes SIGTERM and SIGINT on to it, not to a shell that
 * would die and leave it running.
 * The servers' logs: LOG_FORMAT when set, else readable lines when this process's stdout is a
 * terminal and JSON lines otherwise (api/src/log-format.ts), passed on to both as LOG_FORMAT; their
 * stdout lines unprefixed (each names its service), their stderr lines prefixed `[api]`/`[gateway]`.
 * Environment: PORT, API_PORT, API_HOST (default here 127.0.0.1: the api is an internal hop behind
 * the gateway, not reachable from the network unless API_HOST says so), API_URL (default: the api
 * on API_HOST, 127.0.0.1 for every interface, at API_PORT), plus whatever api/ and gateway/ read.
 *
 * Run as `exec node --env-file=scripts/start.env --require tsx/cjs scripts/start.ts` (package.json):
 * one process (tsx's own CLI would add a parent that SIGKILLs this one when it is slow to acknowledge a
 * relayed signal, orphaning the servers), tsx's CommonJS hooks only (its ESM loader thread costs
 * about 0.3 s of CPU per start), and scripts/tsconfig.json (named in scripts/start.env), whose paths
 * let the config modules, and what they import from `@library/api/*`, load from source: the
 * settings are checked before anything is built.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { loadConfig as loadApiConfig, type ApiConfig } from '../api/src/config';
import { ConfigError, badPortProblem, formatConfigProblems, type ConfigProblem } from '../api/src/config-problems';
import { isSetupCodeMessage, openLibraryLine } from '../api/src/access/setup-code';
import { DataDirLockedError, lockDataDir } from '../api/src/db/lock';
import { defaultLogFormat } from '../api/src/log-format';
import { DEFAULT_WEB_DIST, loadConfig as loadGatewayConfig, type GatewayConfig } from '../gateway/src/config';
import { buildingLine, repoRoot, staleReason, startBuild, type Build, type Workspace } from './build-stale';

type Phase = 'preparing' | 'building' | 'starting' | 'running';
type Server = 'api' | 'gateway';

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

interface Running {
  readonly child: ChildProcess;
  readonly exited: Promise<Exit>;
}

const env: NodeJS.ProcessEnv = { ...process.env };
// For this process's tsx only (scripts/start.env): not for the builds and servers it starts.
delete env.TSX_TSCONFIG_PATH;

/** Where the product is: preparing (settings, ports), building, starting, or running (both ready). */
let phase: Phase = 'preparing';
let stopping = false;
/** The build in progress. */
let build: Build | undefined;
/** The servers that run. */
const servers = new Map<Server, Running>();

function fail(message: string): never {
  process.stderr.write(`\n✖ ${message}\n`);
  process.exit(1);
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

function onSignal(signal: NodeJS.Signals): void {
  // A stop asked of the running product is a clean stop; one that interrupts the start is not.
  void stopAll(phase === 'running' ? 0 : 128 + os.constants.signals[signal]);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);

/**
 * The process that started this one (npm, a shell, a process manager). When it is gone, however it
 * ended, this one is adopted by another and `process.ppid` changes: stop as on a hang-up.
 */
const parentAtStart = process.ppid;
setInterval(() => {
  if (process.ppid !== parentAtStart) onSignal('SIGHUP');
}, 250).unref();

// Whoever read the output may be gone with the parent (EPIPE): the stop goes on without it.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

function isEveryInterface(host: string | undefined): boolean {
  return !host || host === '0.0.0.0' || host === '::';
}

/** A host a client on this machine can reach a server on: 127.0.0.1 for "every interface". */
function reachableHost(host: string | undefined): string {
  return host === undefined || isEveryInterface(host) ? '127.0.0.1' : host;
}

/**
 * The interface the api listens on under `npm start`: API_HOST when set, else loopback. The api
 * alone (`npm start -w api`) keeps its own default (every interface); behind the gateway it is an
 * internal hop, and the limits the gateway enforces should not be walked around from the network.
 */
const DEFAULT_API_HOST = '127.0.0.1';

function hostInUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

interface Settings {
  port: number;
  apiPort: number;
  apiUrl: string;
  gateway: GatewayConfig;
  api: ApiConfig;
}

/**
 * Every setting, checked by this script (the two ports it must know) and by both servers' own
 * config modules: all the problems on one line and exit 1. A variable reported once is not
 * reported again (LOG_LEVEL, read by both servers, is reported by the gateway).
 */
function checkSettings(): Settings {
  const problems: ConfigProblem[] = [];
  const portFrom = (variable: string, fallback: number): number | undefined => {
    const raw = env[variable]?.trim();
    if (!raw) return fallback;
    const port = Number(raw);
    if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
      problems.push({ variable, message: `${variable}="${raw}" must be a port number from 1 to 65535` });
      return undefined;
    }
    // Browsers and this script's readiness checks (Node's fetch) cannot reach a server on a bad port.
    const refused = badPortProblem(variable, port);
    if (refused === undefined) return port;
    problems.push(refused);
    return undefined;
  };
  const port = portFrom('PORT', 4000);
  const apiPort = portFrom('API_PORT', 4001);
  if (port !== undefined && port === apiPort) {
    problems.push({ variable: 'API_PORT', message: `PORT and API_PORT are both ${port}: give them different values` });
  }
  const apiHost = env.API_HOST?.trim() || DEFAULT_API_HOST;
  // The api started below reads it from its environment.
  env.API_HOST = apiHost;
  const apiUrl = env.API_URL?.trim() || `http://${hostInUrl(reachableHost(apiHost))}:${apiPort ?? 4001}/api`;
  if (port !== undefined) env.PORT = String(port);
  if (apiPort !== undefined) env.API_PORT = String(apiPort);
  env.API_URL = apiUrl;

  const loaded = <T>(load: () => T): T | undefined => {
    try {
      return load();
    } catch (error) {
      if (!(error instanceof ConfigError)) fail(`Cannot check the settings: ${firstLine(error)}`);
      const reported = new Set(problems.map((problem) => problem.variable));
      problems.push(...error.problems.filter((problem) => !reported.has(problem.variable)));
      return undefined;
    }
  };
  const gateway = loaded(() => loadGatewayConfig(env));
  const api = loaded(() => loadApiConfig(env));
  if (problems.length > 0 || port === undefined || apiPort === undefined || !gateway || !api) {
    fail(formatConfigProblems('Invalid settings, nothing was started', problems));
  }
  // The servers' stdout is a pipe to this process: what they print is decided by this one's stdout.
  env.LOG_FORMAT = api.logFormat ?? defaultLogFormat();
  return { port, apiPort, apiUrl, gateway, api };
}

/** Resolves when the port can be bound on `host` (every interface when undefined); rejects with a clear message if not. */
function checkPortFree(port: number, variable: string, host: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(
            `Port ${port} (${variable}) is already in use. Stop whatever runs there, or start with ${variable}=<another port>.`,
          ),
        );
      } else if (error.code === 'EACCES') {
        reject(
          new Error(`Port ${port} (${variable}) needs privileges: choose a port above 1023 with ${variable}=<port>.`),
        );
      } else {
        reject(error);
      }
    });
    probe.listen({ port, host }, () => probe.close(() => resolve()));
  });
}

/** Fails (exit 1) when another process holds the embedded store's data folder. */
function checkDataDirFree(api: ApiConfig): void {
  if (api.databaseUrl !== undefined) return;
  try {
    lockDataDir(api.dataDir).release();
  } catch (error) {
    fail(
      error instanceof DataDirLockedError
        ? error.message
        : `Cannot use the data folder ${api.dataDir}: ${firstLine(error)}`,
    );
  }
}

/** Builds what is stale, in order; false when the start was interrupted meanwhile. */
async function buildWhatIsStale(gateway: GatewayConfig): Promise<boolean> {
  const wanted: Workspace[] = gateway.webDist === DEFAULT_WEB_DIST ? ['api', 'gateway', 'web'] : ['api', 'gateway'];
  for (const workspace of wanted) {
    const reason = staleReason(workspace);
    if (reason === null) continue;
    process.stdout.write(`${buildingLine(workspace, reason)}\n`);
    build = startBuild(workspace, env);
    const result = await build.exited;
    build = undefined;
    // Interrupted: stop quietly, nothing failed.
    if (stopping) return false;
    if (result.signal === 'SIGINT' || result.code === 130) {
      void stopAll(130);
      return false;
    }
    if (result.code !== 0) fail(`Building ${workspace} failed (see above).`);
  }
  return true;
}

/** Copies `stream` to `target` whole lines at a time (the two servers' lines never mix), each after `prefix`. */
function copyLines(stream: Readable, prefix: string, target: Writable): void {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    const end = pending.lastIndexOf('\n');
    if (end === -1) return;
    const lines = pending.slice(0, end).split('\n');
    pending = pending.slice(end + 1);
    target.write(lines.map((line) => `${prefix}${line}\n`).join(''));
  });
  stream.on('end', () => {
    if (pending) target.write(`${prefix}${pending}\n`);
  });
}

function startServer(label: Server, script: string): Running {
  const child = spawn(process.execPath, [path.join(repoRoot, script)], {
    cwd: repoRoot,
    env,
    // The IPC channel is how the server learns that this process is gone (it closes then), even
    // when this one is killed with SIGKILL; the only message on it is an open library's setup
    // code, from the api.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    // Its own process group: Ctrl-C in the terminal reaches this script only, which stops the
    // servers in order (gateway first) with one signal each.
    detached: true,
  });
  // Log lines name their service (JSON's `service`, the readable line's third column): copied as
  // they are, so that JSON output stays JSON lines; anything else (stderr) says whose it is.
  const { stdout, stderr } = child;
  if (!stdout || !stderr) throw new Error(`${label}: no output pipes`);
  copyLines(stdout, '', process.stdout);
  copyLines(stderr, `[${label}] `, process.stderr);
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const running = { child, exited };
  servers.set(label, running);
  void exited.then(({ code, signal }) => {
    servers.delete(label);
    if (!stopping) {
      process.stderr.write(`\n✖ ${label} exited unexpectedly (${signal ?? `code ${code}`}); stopping everything.\n`);
      void stopAll(1);
    }
  });
  return running;
}

/** Stops what runs (a build, the gateway, the api, in that order) and exits with `exitCode`. */
async function stopAll(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const stops: { stop: (signal: NodeJS.Signals) => void; exited: Promise<unknown>; signal: NodeJS.Signals }[] = [];
  const current = build;
  if (current) stops.push({ stop: (signal) => current.stop(signal), exited: current.exited, signal: 'SIGINT' });
  for (const label of ['gateway', 'api'] as const) {
    const running = servers.get(label);
    if (!running) continue;
    const stop = (signal: NodeJS.Signals): void => {
      try {
        running.child.kill(signal);
      } catch {
        // already gone
      }
    };
    stops.push({ stop, exited: running.exited, signal: 'SIGTERM' });
  }
  for (const { stop, exited, signal } of stops) {
    stop(signal);
    const killer = setTimeout(() => stop('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  }
  process.exit(exitCode);
}

/** Polls `url` until it answers 2xx; false when the product is stopping meanwhile. */
async function waitUntilOk(url: string, label: Server, { child }: Running, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return false;
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${label} exited before it was ready (see its output above).`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return !stopping;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${label} did not become ready within ${Math.round(timeoutMs / 1000)} s (${url}).`);
}

/** The setup code of an open library, as its api sent it. */
let setupCode: string | undefined;

async function main(): Promise<void> {
  const { port, apiPort, apiUrl, gateway, api } = checkSettings();
  try {
    await checkPortFree(port, 'PORT', gateway.host);
    await checkPortFree(apiPort, 'API_PORT', api.host);
  } catch (error) {
    fail(firstLine(error));
  }
  checkDataDirFree(api);

  phase = 'building';
  if (!(await buildWhatIsStale(gateway))) return;

  phase = 'starting';
  const gatewayHost = hostInUrl(reachableHost(gateway.host));
  try {
    // Both at once: the gateway needs no upstream to start listening, and its /readyz answers 200
    // only once the api does too. Starting them one after the other cost a second per start.
    process.stdout.write(`▶ starting the api (port ${apiPort}) and the gateway (port ${port})\n`);
    const apiServer = startServer('api', 'api/dist/main.js');
    // An open library's api sends its setup code, printed below in the one warning line.
    apiServer.child.on('message', (message: unknown) => {
      if (isSetupCodeMessage(message)) setupCode = message.setupCode;
    });
    const gatewayServer = startServer('gateway', 'gateway/dist/main.js');
    if (!(await waitUntilOk(`${apiUrl.replace(/\/+$/, '')}/health`, 'api', apiServer, 120_000))) return;
    if (!(await waitUntilOk(`http://${gatewayHost}:${port}/readyz`, 'gateway', gatewayServer, 60_000))) return;
  } catch (error) {
    if (!stopping) {
      process.stderr.write(`\n✖ ${firstLine(error)}\n`);
      await stopAll(1);
    }
    return;
  }

  phase = 'running';
  const shown = isEveryInterface(gateway.host) ? 'localhost' : gatewayHost;
  process.stdout.write(
    `\n✔ Library app ready: http://${shown}:${port}\n` +
      (gateway.landingPage
        ? `  Apollo Sandbox:     http://${shown}:${port}/graphql\n`
        : `  GraphQL endpoint:   http://${shown}:${port}/graphql\n`) +
      `  REST api:           ${apiUrl}\n` +
      `  Press Ctrl-C to stop.\n\n` +
      (setupCode === undefined
        ? ''
        : `${openLibraryLine(setupCode, { setupPage: `http://${shown}:${port}/setup` })}\n\n`),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`\n✖ npm start failed: ${firstLine(error)}\n`);
  void stopAll(1);
});
