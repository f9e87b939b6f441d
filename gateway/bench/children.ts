/**
 * Child processes of the benchmark (run with `node --import tsx children.ts <api|gateway>`, with an
 * IPC channel): each starts one server on a random port, prints `READY <url>` and stops on SIGTERM
 * (exiting normally, so `--cpu-prof` writes its profile). The gateway is configured from the
 * environment by loadConfig, as `node dist/main.js` is (NODE_ENV=production from the bench), and
 * its line also says how it runs: `READY <url> production|development introspection=on|off`; the
 * api's gives the open library's setup code: `READY <url> setup=<code>`.
 * Asked `{ type: 'cpu' }` over IPC, a child answers with its own `process.cpuUsage()` (CpuReport).
 */
import { loadConfig, startGateway } from '../src/index';
import { startScratchApi } from '../test/support/scratch-api';

/** A child's answer to `{ type: 'cpu' }`: its CPU time so far, in microseconds. */
export interface CpuReport {
  type: 'cpu';
  user: number;
  system: number;
}

function answerCpuQueries(): void {
  process.on('message', (message: unknown) => {
    if (typeof message === 'object' && message !== null && 'type' in message && message.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      const report: CpuReport = { type: 'cpu', user, system };
      process.send?.(report);
    }
  });
}

async function main(): Promise<void> {
  const role = process.argv[2];
  let close: () => Promise<void>;
  if (role === 'api') {
    const store = await startScratchApi(process.env['BENCH_DATABASE_URL'], 'gateway_bench', 'warn');
    // The setup code of the open library: the bench makes the first admin with it (a signed-in target).
    process.stdout.write(`READY ${store.api.url} setup=${store.api.setupCode ?? 'none'}\n`);
    close = () => store.close();
  } else if (role === 'gateway') {
    const apiUrl = process.argv[3];
    if (!apiUrl) throw new Error('usage: children.ts gateway <apiUrl>');
    const config = loadConfig({
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      LOG_LEVEL: 'warn',
      WEB_DIST: 'none',
    });
    const gateway = await startGateway(config);
    const mode = config.production ? 'production' : 'development';
    process.stdout.write(`READY ${gateway.url} ${mode} introspection=${config.introspection ? 'on' : 'off'}\n`);
    close = () => gateway.close();
  } else {
    throw new Error('usage: children.ts <api|gateway> [apiUrl]');
  }
  answerCpuQueries();
  process.once('SIGTERM', () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
