/** `npm start -w api`: the REST service alone, configured from the environment. */
import { loadConfig } from './config';
import { startupFailureLine } from './fatal';
import { createLogger } from './logger';
import { startApiServer } from './server';

async function main(): Promise<void> {
  const startedAt = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (err: unknown) {
    console.error(startupFailureLine(err));
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  let server;
  try {
    server = await startApiServer({
      port: config.port,
      host: config.host,
      dataDir: config.dataDir,
      ...(config.databaseUrl === undefined ? {} : { databaseUrl: config.databaseUrl }),
      seed: config.seed,
      logger,
    });
  } catch (err: unknown) {
    logger.debug({ err }, 'start-up failed');
    console.error(startupFailureLine(err));
    process.exit(1);
  }
  const readyMs = Math.round(performance.now() - startedAt);
  logger.info({ url: server.url, store: server.store, readyMs }, `API ready at ${server.url} (${server.store}, ${readyMs} ms)`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    server.close().then(
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
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
