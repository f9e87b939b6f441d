/** `node dist/main.js` behaviour, run from source: configuration errors, taken port, SIGTERM. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const MAIN = path.join(__dirname, '..', 'src', 'main.ts');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts main.ts; `onOutput` may act on the output (e.g. send a signal, or close the IPC channel);
 * resolves on exit. `ipc`: with an IPC channel to this process, as the root `npm start` starts it.
 */
function runMain(
  env: Record<string, string>,
  onOutput?: (stdout: string, kill: (signal: NodeJS.Signals) => void, child: ChildProcess) => void,
  { ipc = false } = {},
): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: path.join(__dirname, '..'),
      env: { ...process.env, LOG_LEVEL: 'info', WEB_DIST: 'none', API_URL: 'http://127.0.0.1:9/api', ...env },
      stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      onOutput?.(stdout, (signal) => child.kill(signal), child);
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

it('when the configuration is invalid, then it exits with code 2 listing each problem on one line', async () => {
  const run = await runMain({ PORT: 'abc', LOG_LEVEL: 'loud' });
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('Invalid gateway configuration');
  expect(run.stderr).toContain('PORT="abc"');
  expect(run.stderr).toContain('LOG_LEVEL="loud"');
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
});

it('when the port is taken, then it exits with code 1 and says so', async () => {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const port = (blocker.address() as AddressInfo).port;
  try {
    const run = await runMain({ PORT: String(port), HOST: '127.0.0.1' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Port ${port} is already in use`);
  } finally {
    await new Promise<void>((resolve) => blocker.close(() => resolve()));
  }
});

it('when it gets SIGTERM, then it stops gracefully with code 0', async () => {
  let signalled = false;
  const run = await runMain({ PORT: '0', HOST: '127.0.0.1' }, (stdout, kill) => {
    if (!signalled && stdout.includes('gateway listening')) {
      signalled = true;
      kill('SIGTERM');
    }
  });
  expect(signalled).toBe(true);
  expect(run.code).toBe(0);
  expect(run.stdout).toContain('stopping gateway');
});

it('when it gets SIGTERM under npm start (an IPC channel to its starter), then it stops gracefully with code 0', async () => {
  let signalled = false;
  const run = await runMain(
    // Not jest's NODE_ENV=test, under which Apollo would leave the signals alone anyway.
    { PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development' },
    (stdout, kill) => {
      if (!signalled && stdout.includes('gateway listening')) {
        signalled = true;
        kill('SIGTERM');
      }
    },
    { ipc: true },
  );
  expect(signalled).toBe(true);
  expect(run.code).toBe(0);
  expect(run.stdout).not.toContain('graceful stop took over 10 s');
});

it('when its IPC channel closes (the npm start that started it is gone), then it stops gracefully with code 0', async () => {
  let disconnected = false;
  const run = await runMain(
    { PORT: '0', HOST: '127.0.0.1' },
    (stdout, _kill, child) => {
      if (!disconnected && stdout.includes('gateway listening')) {
        disconnected = true;
        child.disconnect();
        // A gateway that runs on is not left behind (the test then fails on its exit code).
        setTimeout(() => child.kill('SIGKILL'), 30_000).unref();
      }
    },
    { ipc: true },
  );
  expect(disconnected).toBe(true);
  expect(run.code).toBe(0);
  expect(run.stdout).toContain('the process that started this one (npm start) is gone: stopping');
  expect(run.stdout).toContain('stopping gateway');
});
