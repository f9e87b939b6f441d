/** `node dist/main.js`: configuration from the environment, graceful stop on SIGINT/SIGTERM. */
import { ConfigError, loadConfig } from './config';
import { startGateway } from './index';
import { createLogger } from './logger';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // Every problem on one line (formatConfigProblems), as the api and the root `npm start` print them.
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel, config.logFormat);
  const starting = startGateway({ ...config, logger });
  // Listening for signals before the gateway says it listens: a signal that follows that line at once
  // must stop it gracefully, not kill the process (the default action while no handler is set).
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping gateway');
    const force = setTimeout(() => {
      logger.error('graceful stop took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    starting
      .then((running) => running.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'error while stopping');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started by the root `npm start` (scripts/start.ts), this process has an IPC channel to it, which
  // closes when that process is gone, however it ended (SIGKILL included): stop as on SIGTERM rather
  // than run on, orphaned, holding the port.
  if (process.channel) {
    process.once('disconnect', () => {
      if (stopping) return;
      logger.warn('the process that started this one (npm start) is gone: stopping');
      stop('SIGTERM');
    });
  }
  try {
    await starting;
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    if (code === 'EADDRINUSE') {
      process.stderr.write(
        `Port ${config.port} is already in use: stop what runs there or set PORT to another port.\n`,
      );
    } else {
      logger.fatal({ err: error }, 'gateway failed to start');
    }
    process.exit(1);
  }
}

void main();
