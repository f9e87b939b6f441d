/** Stores made by earlier migrations, filled with the rows they had then, and migrated to now. */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { Client } from 'pg';
import { pgliteExtensions } from '../../src/db/template';
import { migrationsFolder } from '../../src/paths';
import { freshDatabase, tempDir, type Target } from '../helpers';

interface Journal {
  entries: { tag: string }[];
}
export const journal = JSON.parse(
  fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as Journal;

/** A copy of the migrations folder holding only the migrations before `tag`: the schema as it was then. */
export function migrationsBefore(tag: string): string {
  const dir = tempDir('library-migrations-');
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const index = journal.entries.findIndex((e) => e.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  const before: Journal = { ...journal, entries: journal.entries.slice(0, index) };
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(before));
  return dir;
}

/** An SQL statement and its parameters. */
export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * On a fresh store of `target`, in one session: the migrations before `tag`, `before` (the rows a
 * store had then), every migration (`tag` and any later), then the queries `after`; gives the rows
 * of each query of `after`.
 */
export async function acrossMigrations(
  target: Target,
  tag: string,
  before: readonly Statement[],
  after: readonly string[],
): Promise<Record<string, unknown>[][]> {
  const oldMigrations = migrationsBefore(tag);
  /** The migrations in `folder`, `before`, every migration, then `after`, on one session. */
  const run = async (
    migrateWith: (folder: string) => Promise<unknown>,
    query: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>,
  ): Promise<Record<string, unknown>[][]> => {
    await migrateWith(oldMigrations);
    for (const s of before) await query(s.text, s.params);
    await migrateWith(migrationsFolder);
    const rows: Record<string, unknown>[][] = [];
    for (const text of after) rows.push(await query(text));
    return rows;
  };
  try {
    if (target === 'pglite') {
      const dataDir = tempDir();
      const pg = await PGlite.create(dataDir, { extensions: pgliteExtensions });
      try {
        return await run(
          (folder) => migrate(drizzle({ client: pg }), { migrationsFolder: folder }),
          async (text, params) => (await pg.query<Record<string, unknown>>(text, params)).rows,
        );
      } finally {
        await pg.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
    const db = await freshDatabase();
    try {
      const c = new Client({ connectionString: db.url });
      await c.connect();
      try {
        return await run(
          (folder) => migratePg(drizzlePg({ client: c }), { migrationsFolder: folder }),
          async (text, params) => (await c.query<Record<string, unknown>>(text, params)).rows,
        );
      } finally {
        await c.end();
      }
    } finally {
      await db.drop();
    }
  } finally {
    fs.rmSync(oldMigrations, { recursive: true, force: true });
  }
}
