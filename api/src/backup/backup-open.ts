/**
 * The configured store opened for a backup (as it is: no migration, no seeding) or for a restore
 * (created and migrated when new), by the backup command and the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { describeDatabaseUrl } from '../config';
import type { Db, StoreKind } from '../db/handles';
import { lockDataDir, type DataDirLock } from '../db/lock';
import { openPglite } from '../db/pglite';
import { DatabaseUnreachableError, openPostgres } from '../db/postgres';
import * as schema from '../db/schema';
import { pgliteExtensions } from '../db/template';
import { createLogger } from '../logger';
import { BackupError } from './backup-format';

/** Where a store is: a PGlite data directory, or a PostgreSQL database (the api's configuration). */
export interface StoreWhere {
  dataDir: string;
  databaseUrl?: string | undefined;
}

export interface OpenDb {
  db: Db;
  kind: StoreKind;
  where: string;
  close(): Promise<void>;
}

/** A PGlite handle on `dataDir`, whose closing lets go of the data folder's lock. */
function pgliteStore(client: PGlite, lock: DataDirLock, dataDir: string): OpenDb {
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    where: dataDir,
    close: async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

/** A PostgreSQL pool's handle, named without its password. */
function postgresStore(pool: Pool, databaseUrl: string): OpenDb {
  return {
    db: drizzlePg({ client: pool, schema }),
    kind: 'postgres',
    where: describeDatabaseUrl(databaseUrl),
    close: () => pool.end(),
  };
}

/** The configured store as it is, for reading: no migration, no seeding (a backup changes nothing). */
export async function openForBackup(config: StoreWhere): Promise<OpenDb> {
  if (config.databaseUrl !== undefined) {
    const where = describeDatabaseUrl(config.databaseUrl);
    const pool = new Pool({ connectionString: config.databaseUrl, max: 1 });
    pool.on('error', () => undefined);
    try {
      (await pool.connect()).release();
    } catch (err: unknown) {
      await pool.end().catch(() => undefined);
      const reason = err instanceof Error ? err.message : String(err);
      throw new DatabaseUnreachableError(`Cannot connect to PostgreSQL at ${where} (DATABASE_URL): ${reason}`);
    }
    return postgresStore(pool, config.databaseUrl);
  }
  if (!fs.existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    throw new BackupError(`No store in ${config.dataDir} (DATA_DIR): nothing to back up`);
  }
  const lock = lockDataDir(config.dataDir);
  try {
    return pgliteStore(await PGlite.create(config.dataDir, { extensions: pgliteExtensions }), lock, config.dataDir);
  } catch (err: unknown) {
    lock.release();
    throw err;
  }
}

/** The configured store, created and migrated when new, for a restore. */
export async function openForRestore(config: StoreWhere): Promise<OpenDb> {
  const logger = createLogger('warn');
  if (config.databaseUrl !== undefined) {
    return postgresStore(await openPostgres(config.databaseUrl, logger), config.databaseUrl);
  }
  const { client, lock } = await openPglite(config.dataDir);
  return pgliteStore(client, lock, config.dataDir);
}
