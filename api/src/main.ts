/** `npm start -w api`: the REST service alone, configured from the environment. */
import { openLibraryLine, type SetupCodeMessage } from './access/setup-code';
import { loadServiceConfig } from './config';
import { startupFailureLine } from './fatal';
import { createLogger } from './logger';
import { startApiServer, type ApiServer } from './server';

async function main(): Promise<void> {
  const startedAt = performance.now();
  let config;
  let isbnLookup;
  try {
    ({ config, isbnLookup } = loadServiceConfig());
  } catch (err: unknown) {
    console.error(startupFailureLine(err));
    process.exit(1);
  }
  const logger = createLogger(config.logLevel, config.logFormat);

  // Signals are handled from the start: one that arrives while the store opens stops the service
  // as soon as it is up (the data directory is never left half-written), instead of killing it.
  let server: ApiServer | undefined;
  let received: NodeJS.Signals | undefined;
  const shutDown = (running: ApiServer, signal: NodeJS.Signals): void => {
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    running.close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  const stop = (signal: NodeJS.Signals): void => {
    if (received) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    received = signal;
    if (server) shutDown(server, signal);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started by the root `npm start` (scripts/start.ts), this process has an IPC channel to it, which
  // closes when that process is gone, however it ended (SIGKILL included): stop as on SIGTERM rather
  // than run on, orphaned, holding the port and the data directory.
  if (process.channel) {
    process.once('disconnect', () => {
      if (received) return;
      logger.warn('the process that started this one (npm start) is gone: stopping');
      stop('SIGTERM');
    });
  }

  logger.debug({ store: config.databaseUrl === undefined ? 'pglite' : 'postgres' }, 'opening the store');
  try {
    server = await startApiServer({
      port: config.port,
      host: config.host,
      dataDir: config.dataDir,
      ...(config.databaseUrl === undefined ? {} : { databaseUrl: config.databaseUrl }),
      seed: config.seed,
      corsOrigins: config.corsOrigins,
      timeZone: config.timeZone,
      trustProxy: config.trustProxy,
      ...(config.publicUrl === undefined ? {} : { publicUrl: config.publicUrl }),
      sessionIdleHours: config.sessionIdleHours,
      sessionMaxDays: config.sessionMaxDays,
      backupDir: config.backupDir,
      isbnLookup,
      logger,
    });
  } catch (err: unknown) {
    logger.debug({ err }, 'start-up failed');
    console.error(startupFailureLine(err));
    process.exit(1);
  }
  if (received) {
    shutDown(server, received);
    return;
  }
  const readyMs = Math.round(performance.now() - startedAt);
  logger.info(
    { url: server.url, store: server.store, readyMs },
    `API ready at ${server.url} (${server.store}, ${readyMs} ms)`,
  );
  if (server.setupCode !== null) announceOpenLibrary(server.setupCode, server.url);
}

/**
 * The library is open (no staff account): one warning line saying so and how to protect it. Under
 * the root `npm start` (an IPC channel), the code goes to it, which prints the line with the app's
 * /setup page; alone, on stderr, with the REST call. Never in the logs: the code is a secret.
 */
function announceOpenLibrary(setupCode: string, apiUrl: string): void {
  const message: SetupCodeMessage = { setupCode };
  // With a callback, a channel that closed meanwhile (the starter gone) is no error event: it stops as planned.
  if (process.send) process.send(message, undefined, {}, () => undefined);
  else process.stderr.write(`${openLibraryLine(setupCode, { apiUrl })}\n`);
}

void main();
