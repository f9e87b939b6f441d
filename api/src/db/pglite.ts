/** The embedded store: PGlite persisted in a data directory that this process locks. */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir, type DataDirLock } from './lock';
import { migratePgliteDb } from './migrate';
import { ensureTemplate, pgliteExtensions } from './template';

export interface OpenedPglite {
  client: PGlite;
  /** True when this start created the data directory. */
  created: boolean;
  lock: DataDirLock;
}

/**
 * Locks `dataDir`, opens it (a new directory is loaded from the migrated template instead of
 * running initdb), and applies any migration not yet recorded.
 */
export async function openPglite(dataDir: string): Promise<OpenedPglite> {
  const lock = lockDataDir(dataDir);
  try {
    const created = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
    let client: PGlite;
    if (created) {
      const template = fs.readFileSync(await ensureTemplate());
      client = await PGlite.create(dataDir, { loadDataDir: new Blob([template]), extensions: pgliteExtensions });
    } else {
      client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
    }
    try {
      await migratePgliteDb(client);
    } catch (err: unknown) {
      await client.close();
      throw err;
    }
    return { client, created, lock };
  } catch (err: unknown) {
    lock.release();
    throw err;
  }
}
