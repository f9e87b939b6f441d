/** Applies the versioned SQL migrations in api/drizzle/, recorded in drizzle.__drizzle_migrations. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PoolClient } from 'pg';
import { migrationsFolder } from '../paths';

/** Any number, the same in every process: the key of the advisory lock held while migrating. */
const MIGRATION_LOCK_KEY = 4_210_001;

/** PGlite runs one process per directory (see lock.ts), so no lock is needed there. */
export async function migratePgliteDb(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
}

/**
 * On PostgreSQL several processes may start at once: they take turns under an advisory lock held
 * by this connection, and each applies only what the others have not already recorded.
 */
export async function migratePostgresDb(client: PoolClient): Promise<void> {
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  try {
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  }
}

/** Hash of every migration file: part of the key of the PGlite template. */
export function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}
