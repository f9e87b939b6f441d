/** `npm run seed`: adds the demo catalogue to the configured database (PGlite or PostgreSQL). */
import { describeDatabaseUrl, loadConfig } from './config';
import { startupFailureLine } from './fatal';
import { createLogger } from './logger';
import { openStore } from './store';

async function seed(): Promise<void> {
  try {
    const config = loadConfig();
    const store = await openStore({ ...config, seed: false, logger: createLogger('warn') });
    try {
      const added = await store.seedDemo();
      const where = config.databaseUrl ? `PostgreSQL at ${describeDatabaseUrl(config.databaseUrl)}` : config.dataDir;
      console.log(
        `Seeded ${added} demo book${added === 1 ? '' : 's'} into ${where}${added === 0 ? ' (all were already there)' : ''}`,
      );
    } finally {
      await store.close();
    }
  } catch (err: unknown) {
    console.error(startupFailureLine(err));
    process.exit(1);
  }
}

void seed();
