/**
 * The root `npm start` (scripts/start.ts, run as package.json says): refuses clearly before building
 * or starting anything, Ctrl-C (SIGINT) and SIGTERM stop what it started, a server that dies takes
 * the other down, nothing outlives it (npm or the script killed), and the servers' logs are JSON
 * lines, or readable lines on a terminal. The tests that start the real product (building api/ and
 * gateway/ first if their builds are stale) use WEB_DIST=none, random free ports and a temporary
 * PGlite DATA_DIR.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  descendants,
  freePort,
  freePorts,
  isPortFree,
  killTree,
  npmStartArgs,
  occupyPort,
  repoRoot,
} from '@library/harness';
import { DataDirLockedError, lockDataDir } from '../../api/src/db/lock';

const COMMAND = npmStartArgs();

interface Run {
  code: number | null;
  output: string;
}

/** How long one start may run before the test stops it (and all it started) and fails: below jest's timeout. */
const RUN_DEADLINE_MS = 200_000;

/**
 * Runs `npm start`'s command (`via`: node, as the script's own process, or npm itself, `npm start`;
 * or through `script`, a terminal); `onOutput` sees the output so far and may signal the process
 * started (`pid`). A run still going after RUN_DEADLINE_MS is killed with everything under it, so a
 * hung start fails its test instead of keeping jest alive.
 */
function run(
  env: Record<string, string>,
  onOutput?: (output: string, kill: (signal: NodeJS.Signals) => void, pid: number) => void,
  via: 'node' | 'npm' | 'terminal' = 'node',
): Promise<Run> {
  const quoted = [process.execPath, ...COMMAND].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  const [command, args] =
    via === 'node'
      ? [process.execPath, COMMAND]
      : via === 'npm'
        ? ['npm', ['start']]
        : // util-linux script(1) runs the command with $SHELL -c on a pseudo-terminal (--return: its exit
          // code). The shell is fixed to sh, as where SHELL is unset, and `exec` makes the script the
          // shell's own process, so that signals sent to it reach it whatever sh is.
          ['script', ['--quiet', '--flush', '--return', '--command', `exec ${quoted}`, '/dev/null']];
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, ...(via === 'terminal' ? { SHELL: '/bin/sh' } : {}), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const seen = (c: string): void => {
      output += c;
      onOutput?.(output, (signal) => child.kill(signal), child.pid ?? 0);
    };
    const deadline = setTimeout(() => {
      output += `\n[test] still running after ${RUN_DEADLINE_MS} ms: killed\n`;
      if (child.pid !== undefined) killTree(child.pid);
    }, RUN_DEADLINE_MS);
    child.stdout.setEncoding('utf8').on('data', seen);
    child.stderr.setEncoding('utf8').on('data', seen);
    child.once('exit', (code) => {
      clearTimeout(deadline);
      resolve({ code, output });
    });
  });
}

/** A process started, at any depth, under `ancestor` whose command line contains `needle` (Linux: /proc). */
function descendant(ancestor: number, needle: string): number | undefined {
  return descendants(ancestor).find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(needle);
    } catch {
      return false;
    }
  });
}

/**
 * The processes (any, not only descendants: the servers run detached) whose environment holds
 * `entry`: a server the script left running after it exited would still hold its DATA_DIR (Linux: /proc).
 */
function processesWith(entry: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(entry);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** What each test of a describe block starts the product with: a fresh data folder and two free ports. */
interface StartPlace {
  dataDir: string;
  /** The app's (PORT) and the api's (API_PORT). */
  ports: [number, number];
}

/** Nothing started for `dataDir` still runs a second after the script exited. */
async function expectNothingLeft(dataDir: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(processesWith(`DATA_DIR=${dataDir}`)).toEqual([]);
}

/** Both ports are free again and nothing started for the data folder still runs a second after the script exited. */
async function expectAllStopped({ ports, dataDir }: StartPlace): Promise<void> {
  expect(await isPortFree(ports[0])).toBe(true);
  expect(await isPortFree(ports[1])).toBe(true);
  await expectNothingLeft(dataDir);
}

/** The lines the script itself prints (not the servers' prefixed log lines). */
function ownLines(output: string): string[] {
  return output.split('\n').filter((line) => /^[✖✔▶]/.test(line.trim()));
}

it('when the gateway port is taken, then it says which and exits 1 without starting anything', async () => {
  const { port, release } = await occupyPort();
  try {
    const { code, output } = await run({ PORT: String(port), API_PORT: String(port === 65535 ? port - 1 : port + 1) });
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} (PORT) is already in use`);
    expect(output).not.toContain('building');
  } finally {
    await release();
  }
});

it('when the api port is taken, then it names API_PORT and exits 1', async () => {
  const { port, release } = await occupyPort();
  try {
    const { code, output } = await run({ PORT: String(await freePort()), API_PORT: String(port) });
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} (API_PORT) is already in use`);
  } finally {
    await release();
  }
});

it('when PORT and API_PORT are equal or not ports, then it says so and exits 1', async () => {
  expect((await run({ PORT: '4555', API_PORT: '4555' })).output).toContain('PORT and API_PORT are both 4555');
  const bad = await run({ PORT: 'http', API_PORT: '4001' });
  expect(bad.code).toBe(1);
  expect(bad.output).toContain('PORT="http" must be a port number');
});

it('when PORT or API_PORT is a port browsers refuse (6000), then one line says why and it exits 1 at once, nothing started', async () => {
  const [free] = await freePorts(1);
  for (const [variable, env] of [
    ['PORT', { PORT: '6000', API_PORT: String(free) }],
    ['API_PORT', { PORT: String(free), API_PORT: '10080' }],
  ] as const) {
    const { code, output } = await run(env);
    expect(code).toBe(1);
    const refused = variable === 'PORT' ? 6000 : 10080;
    expect(ownLines(output)).toEqual([
      `✖ Invalid settings, nothing was started: ${variable}=${refused} is a port browsers refuse to open (a WHATWG "bad port"): choose another port`,
    ]);
    expect(output).not.toMatch(/building|starting|did not become ready|\[api\]|\[gateway\]/);
  }
});

it('when settings are invalid, then one line names each problem and it exits 1 before building or starting anything', async () => {
  const [port, apiPort] = await freePorts(2);
  const { code, output } = await run({
    PORT: String(port),
    API_PORT: String(apiPort),
    LOG_LEVEL: 'loud',
    LOG_FORMAT: 'colour',
    UPSTREAM_TIMEOUT_MS: 'soon',
    SEED: 'maybe',
  });
  expect(code).toBe(1);
  expect(ownLines(output)).toEqual([expect.stringMatching(/^✖ Invalid settings, nothing was started: /)]);
  const [line] = ownLines(output);
  // LOG_LEVEL and LOG_FORMAT are read by both servers: reported once each.
  expect(line.match(/LOG_LEVEL/g)).toHaveLength(1);
  expect(line).toContain('LOG_LEVEL="loud" must be one of');
  expect(line.match(/LOG_FORMAT/g)).toHaveLength(1);
  expect(line).toContain('LOG_FORMAT must be json or pretty (got "colour")');
  expect(line).toContain('UPSTREAM_TIMEOUT_MS="soon" must be a whole number');
  expect(line).toContain('SEED must be 1 or 0 (got "maybe")');
  expect(output).not.toMatch(/building|starting|\[api\]|\[gateway\]/);
});

/** The environment of a product start at `place`: no web build, no seed, PGlite. */
function productEnv(
  { ports: [port, apiPort], dataDir }: StartPlace,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    PORT: String(port),
    API_PORT: String(apiPort),
    WEB_DIST: 'none',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED: '0',
    ...extra,
  };
}

/**
 * A new data folder and two free ports for each test of the describe block it is called in; after
 * each, whatever was started for that folder and still runs (found by its DATA_DIR: a failed test
 * leaves nothing running for the next ones) is killed and the folder removed.
 */
function eachStartPlace(): StartPlace {
  const place: StartPlace = { dataDir: '', ports: [0, 0] };
  beforeEach(async () => {
    place.dataDir = mkdtempSync(path.join(tmpdir(), 'start-test-'));
    place.ports = await freePorts(2);
  });
  afterEach(() => {
    for (const pid of processesWith(`DATA_DIR=${place.dataDir}`)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
    rmSync(place.dataDir, { recursive: true, force: true });
  });
  return place;
}

describe('a data folder', () => {
  const place = eachStartPlace();

  it('when another process uses the data folder, then it says so on one line and exits 1 before building or starting anything', async () => {
    // The lock of the api's embedded store, held by a live process: this one.
    writeFileSync(path.join(place.dataDir, 'library-api.lock'), `${process.pid}\nsomeone-else\n`);
    const { code, output } = await run(productEnv(place));
    expect(code).toBe(1);
    expect(ownLines(output)).toEqual([
      `✖ The data directory ${place.dataDir} is in use by another process (pid ${process.pid}): stop it, or set DATA_DIR to another directory`,
    ]);
    expect(output).not.toMatch(/building|starting|\[api\]|\[gateway\]/);
  });
});

describe('Ctrl-C', () => {
  const place = eachStartPlace();

  const ctrlCEnv = (): Record<string, string> => productEnv(place, { LOG_LEVEL: 'info' });

  it('when Ctrl-C arrives once both run, then the gateway and then the api stop gracefully and it exits 0', async () => {
    let interrupted = false;
    const { code, output } = await run(ctrlCEnv(), (soFar, kill) => {
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
    await expectAllStopped(place);
  }, 240_000);

  it.each([
    { name: 'Ctrl-C', signal: 'SIGINT', exitCode: 130 },
    { name: 'SIGTERM', signal: 'SIGTERM', exitCode: 143 },
  ] as const)(
    'when $name arrives while the servers are starting, then both stop, nothing is reported ready and it exits $exitCode quietly',
    async ({ signal, exitCode }) => {
      let signalled = false;
      const { code, output } = await run(ctrlCEnv(), (soFar, kill) => {
        if (!signalled && soFar.includes('▶ starting the api')) {
          signalled = true;
          kill(signal);
        }
      });
      expect(signalled).toBe(true);
      expect(code).toBe(exitCode);
      expect(output).not.toMatch(/Library app ready|✖/);
      await expectAllStopped(place);
    },
    240_000,
  );
});

describe('an open library', () => {
  const place = eachStartPlace();

  it('when the catalogue has no staff account, then one warning line says so, with the /setup link and a one-time code', async () => {
    let interrupted = false;
    const { code, output } = await run(productEnv(place), (soFar, kill) => {
      if (!interrupted && soFar.includes('✔ Library app ready')) {
        interrupted = true;
        kill('SIGINT');
      }
    });
    expect(interrupted).toBe(true);
    expect(code).toBe(0);
    const warnings = output.split('\n').filter((line) => line.includes('Open catalogue'));
    const setupPage = `http://localhost:${place.ports[0]}/setup`;
    expect(warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^⚠ Open catalogue: anyone can edit\\. To protect it, open ${setupPage}\\?code=[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}, ` +
            'or run: npm run staff -- add --email <email> --name <name> --role admin$',
        ),
      ),
    ]);
    await expectAllStopped(place);
  }, 240_000);
});

/**
 * The addresses listening on TCP `port` (Linux: /proc/net/tcp and tcp6), as /proc writes them:
 * `0100007F` is 127.0.0.1, `00000000` every IPv4 interface, 32 zeros every IPv6 one.
 */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // local_address is field 1 ("ADDRESS:PORT"), the state field 3 (0A: LISTEN).
      .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => fields[1]?.split(':')[0] ?? ''),
  );
}

describe('where the api listens', () => {
  const place = eachStartPlace();

  /** Starts the product with `extra`, and gives the addresses the api listens on once both are ready. */
  async function apiAddresses(extra: Record<string, string>): Promise<{ addresses: string[]; output: string }> {
    const apiPort = place.ports[1];
    let addresses: string[] = [];
    let asked = false;
    const { code, output } = await run(productEnv(place, { API_HOST: '', API_URL: '', ...extra }), (soFar, kill) => {
      if (asked || !soFar.includes('✔ Library app ready')) return;
      asked = true;
      addresses = listeningAddresses(apiPort);
      kill('SIGINT');
    });
    expect(asked).toBe(true);
    expect(code).toBe(0);
    return { addresses, output };
  }

  it('when API_HOST is unset, then the api listens on loopback only (127.0.0.1) and the gateway reaches it there', async () => {
    const { addresses, output } = await apiAddresses({});
    expect(addresses).toEqual(['0100007F']);
    expect(output).toMatch(/REST api: +http:\/\/127\.0\.0\.1:\d+\/api/);
    await expectNothingLeft(place.dataDir);
  }, 240_000);

  it('when API_HOST is 0.0.0.0, then the api listens on every interface, as asked', async () => {
    const { addresses } = await apiAddresses({ API_HOST: '0.0.0.0' });
    expect(addresses).toEqual(['00000000']);
    await expectNothingLeft(place.dataDir);
  }, 240_000);
});

describe('a server that exits on its own', () => {
  const place = eachStartPlace();

  it('when the api dies once both run, then the gateway is stopped, it says which one died and exits 1', async () => {
    let apiPid: number | undefined;
    let asked = false;
    const { code, output } = await run(productEnv(place), (soFar, kill, pid) => {
      if (asked || !soFar.includes('✔ Library app ready')) return;
      asked = true;
      apiPid = descendant(pid, path.join('api', 'dist', 'main.js'));
      if (apiPid === undefined) kill('SIGINT');
      else process.kill(apiPid, 'SIGKILL');
    });
    expect(apiPid).toBeDefined();
    expect(code).toBe(1);
    expect(ownLines(output)).toContain('✖ api exited unexpectedly (SIGKILL); stopping everything.');
    expect(output).toContain('"msg":"stopping gateway"');
    await expectAllStopped(place);
  }, 240_000);
});

/**
 * What is left, `withinMs` after `since`, of the product started at `place` (waiting until nothing
 * is): a port in use, a process started for it (npm, the script, a server), the data
 * folder's lock held (api/src/db/lock.ts).
 */
async function leftAfter(since: number, withinMs: number, { ports, dataDir }: StartPlace): Promise<string[]> {
  for (;;) {
    const left: string[] = [];
    for (const port of ports) if (!(await isPortFree(port))) left.push(`port ${port} in use`);
    const processes = processesWith(`DATA_DIR=${dataDir}`);
    if (processes.length > 0) left.push(`still running: ${processes.join(', ')}`);
    try {
      lockDataDir(dataDir).release();
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      left.push('the data folder is locked');
    }
    if (left.length === 0 || Date.now() - since > withinMs) return left;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('nothing outlives it', () => {
  const place = eachStartPlace();

  /** Starts the product `via` node or npm; once it is ready, sends `signal` to the process started, or to `target` under it. */
  async function stopFromOutside(
    via: 'node' | 'npm',
    signal: NodeJS.Signals,
    target?: string,
  ): Promise<{ output: string; signalledAt: number }> {
    let signalledAt = 0;
    const { output } = await run(
      productEnv(place),
      (soFar, kill, pid) => {
        if (signalledAt !== 0 || !soFar.includes('✔ Library app ready')) return;
        signalledAt = Date.now();
        const victim = target === undefined ? pid : descendant(pid, target);
        if (victim === undefined) kill('SIGINT');
        else process.kill(victim, signal);
      },
      via,
    );
    expect(signalledAt).toBeGreaterThan(0);
    return { output, signalledAt };
  }

  it("when npm's process gets SIGTERM once both run (as from a process manager or docker stop), then within 10 s both servers have stopped: ports free, data folder unlocked, nothing left", async () => {
    const { output, signalledAt } = await stopFromOutside('npm', 'SIGTERM');
    expect(await leftAfter(signalledAt, 10_000, place)).toEqual([]);
    expect(ownLines(output)).not.toContainEqual(expect.stringMatching(/^✖/));
  }, 240_000);

  it("when npm's process is killed with SIGKILL once both run, then within 10 s the script has stopped both servers: ports free, data folder unlocked, nothing left", async () => {
    const { signalledAt } = await stopFromOutside('npm', 'SIGKILL');
    expect(await leftAfter(signalledAt, 10_000, place)).toEqual([]);
  }, 240_000);

  it('when the script (start.ts) is killed with SIGKILL once both run, then within 10 s both servers have stopped by themselves: ports free, data folder unlocked, nothing left', async () => {
    const { signalledAt } = await stopFromOutside('node', 'SIGKILL');
    expect(await leftAfter(signalledAt, 10_000, place)).toEqual([]);
  }, 240_000);

  it('when the script runs under npm and gets SIGKILL, then within 10 s npm and both servers are gone too', async () => {
    const { signalledAt } = await stopFromOutside('npm', 'SIGKILL', path.join('scripts', 'start.ts'));
    expect(await leftAfter(signalledAt, 10_000, place)).toEqual([]);
  }, 240_000);
});

describe("the servers' logs", () => {
  const place = eachStartPlace();

  /**
   * Starts the product (`via` node, or a terminal), asks the api for the books with request id
   * `requestId` once it is ready, and stops it with Ctrl-C once that request's log line is out.
   */
  async function logsOfOneRequest(
    via: 'node' | 'terminal',
    requestId: string,
    extra: Record<string, string> = {},
  ): Promise<{ code: number | null; lines: string[] }> {
    let asked = false;
    let stopped = false;
    const { code, output } = await run(
      productEnv(place, { LOG_LEVEL: 'info', ...extra }),
      (soFar, kill, pid) => {
        if (!asked && soFar.includes('✔ Library app ready')) {
          asked = true;
          void fetch(`http://127.0.0.1:${place.ports[1]}/api/books`, { headers: { 'x-request-id': requestId } }).then(
            (response) => response.arrayBuffer(),
          );
        }
        if (asked && !stopped && soFar.includes(requestId)) {
          stopped = true;
          const script = via === 'node' ? pid : descendant(pid, path.join('scripts', 'start.ts'));
          if (script === undefined) kill('SIGKILL');
          else process.kill(script, 'SIGINT');
        }
      },
      via,
    );
    expect(stopped).toBe(true);
    return { code, lines: output.split(/\r?\n/) };
  }

  it('when the output is not a terminal, then the log lines are JSON lines as the servers wrote them, and health checks are not among them', async () => {
    const { code, lines } = await logsOfOneRequest('node', 'json-1');
    expect(code).toBe(0);
    const logLines = lines.filter((line) => line.includes('"service":'));
    expect(logLines.filter((line) => !line.startsWith('{'))).toEqual([]);
    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toContainEqual(expect.objectContaining({ service: 'gateway', msg: 'gateway listening' }));
    expect(entries).toContainEqual(
      expect.objectContaining({ service: 'api', reqId: 'json-1', url: '/api/books', status: 200 }),
    );
    // The script's own waits for /api/health and /readyz (which asks /api/health) were logged at debug.
    expect(lines.join('\n')).not.toContain('/api/health');
  }, 240_000);

  it('when the output is a terminal, then each log line reads as time, level, service, message and request id', async () => {
    const { code, lines } = await logsOfOneRequest('terminal', 'tty-1');
    expect(code).toBe(0);
    const time = String.raw`\d\d:\d\d:\d\d\.\d{3}`;
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${time} INFO {2}gateway gateway listening url=`)));
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${time} INFO {2}api {5}request method=GET url=/api/books status=200 ms=\\d+\\.\\d req=tty-1$`),
      ),
    );
    expect(lines.filter((line) => line.includes('"level"'))).toEqual([]);
    expect(lines.join('\n')).not.toContain('/api/health');
  }, 240_000);

  it('when LOG_FORMAT=json on a terminal, then the log lines are JSON lines', async () => {
    const { code, lines } = await logsOfOneRequest('terminal', 'tty-json-1', { LOG_FORMAT: 'json' });
    expect(code).toBe(0);
    const requestLine = lines.find((line) => line.includes('tty-json-1'));
    expect(JSON.parse(requestLine ?? '')).toMatchObject({ service: 'api', reqId: 'tty-json-1', url: '/api/books' });
  }, 240_000);
});
