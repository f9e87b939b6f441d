/**
 * The rows of a backup in and out with SQL that PGlite and PostgreSQL run alike: each table read
 * through a cursor as PostgreSQL's own `row_to_json`, and loaded with `json_populate_recordset`, so
 * every column type comes back as it was without the app knowing it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { resultRows, type Executor } from '../db/handles';
import * as schema from '../db/schema';
import { migrationsFolder } from '../paths';
import type { MigrationLevel } from './backup-format';

export interface BackupTable {
  name: string;
  /** The columns a backup holds and loads (generated columns are left for the database to compute). */
  columns: string[];
  /** The primary key's columns: the order rows are written in. */
  key: string[];
}

/**
 * Tables the migrations fill (the counters, the one row of loan rules) or the store writes on its
 * own (store_meta): not counted when deciding whether a store is empty, and their rows replaced by
 * the backup's.
 */
const PREFILLED = new Set(['genre_counts', 'borrow_counters', 'loan_rules', 'store_meta']);

/**
 * Kept by triggers as books, loans and borrow totals are inserted: loaded after those, so the
 * backup's counts replace what the triggers added.
 */
const COUNTERS = ['genre_counts', 'borrow_counters'];

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** The app's tables (db/schema.ts), each after the tables it references, the counters last. */
export function backupTables(): BackupTable[] {
  const values: unknown[] = Object.values(schema);
  const configs = values.filter((value): value is PgTable => is(value, PgTable)).map((table) => getTableConfig(table));
  const byName = new Map(configs.map((c) => [c.name, c]));
  const ordered: string[] = [];
  const visit = (name: string, seen: string[]): void => {
    if (ordered.includes(name) || seen.includes(name)) return;
    const config = byName.get(name);
    for (const fk of config?.foreignKeys ?? [])
      visit(getTableConfig(fk.reference().foreignTable).name, [...seen, name]);
    ordered.push(name);
  };
  for (const name of [...byName.keys()].sort()) if (!COUNTERS.includes(name)) visit(name, []);
  ordered.push(...COUNTERS.filter((name) => byName.has(name)));
  return ordered.map((name) => {
    const config = byName.get(name);
    if (config === undefined) throw new Error(`unknown table ${name}`);
    const composite = config.primaryKeys.at(0)?.columns.map((c) => c.name);
    return {
      name,
      columns: config.columns.filter((c) => c.generated === undefined).map((c) => c.name),
      key: composite ?? config.columns.filter((c) => c.primary).map((c) => c.name),
    };
  });
}

/** The level this code's migrations bring a store to (drizzle/meta/_journal.json). */
export function codeMigrationLevel(): MigrationLevel {
  const journal: unknown = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const entries =
    typeof journal === 'object' && journal !== null && 'entries' in journal && Array.isArray(journal.entries)
      ? (journal.entries as { tag?: unknown; when?: unknown }[])
      : [];
  const last = entries.at(-1);
  return { count: entries.length, tag: typeof last?.tag === 'string' ? last.tag : 'none' };
}

/** The level of the store: how many migrations it recorded, named by this code's journal. */
export async function storeMigrationLevel(exec: Executor): Promise<MigrationLevel> {
  const exists = resultRows(await exec.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') AS t`));
  if (exists.at(0)?.['t'] === null) return { count: 0, tag: 'none' };
  const row = resultRows(await exec.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)).at(0);
  const count = Number(row?.['n'] ?? 0);
  const code = codeMigrationLevel();
  return { count, tag: count === code.count ? code.tag : `migration ${count}` };
}

/** Rows fetched from a table's cursor at once. */
const FETCH_ROWS = 500;

/** Every row of `table` as JSON text, a page at a time, in key order; inside the caller's transaction. */
export async function* tableRows(exec: Executor, table: BackupTable): AsyncGenerator<string[]> {
  const columns = table.columns.map(quote).join(', ');
  const order = table.key.map(quote).join(', ');
  await exec.execute(
    sql.raw(
      `DECLARE library_backup NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS j FROM (SELECT ${columns} FROM ${quote(table.name)} ORDER BY ${order}) AS r`,
    ),
  );
  try {
    for (;;) {
      const rows = resultRows(await exec.execute(sql.raw(`FETCH ${FETCH_ROWS} FROM library_backup`)));
      if (rows.length === 0) return;
      yield rows.map((row) => String(row['j']));
    }
  } finally {
    await exec.execute(sql.raw('CLOSE library_backup'));
  }
}

/** The row counts of the tables that make a store non-empty (only those with rows). */
export async function occupiedTables(exec: Executor, tables: BackupTable[]): Promise<Record<string, number>> {
  const counted = tables.filter((t) => !PREFILLED.has(t.name));
  const parts: SQL[] = counted.map(
    (t) => sql`SELECT ${t.name}::text AS t, count(*)::int AS n FROM ${sql.raw(quote(t.name))}`,
  );
  const rows = resultRows(await exec.execute(sql.join(parts, sql` UNION ALL `)));
  return Object.fromEntries(rows.filter((r) => Number(r['n']) > 0).map((r) => [String(r['t']), Number(r['n'])]));
}

/**
 * Made by a trigger as books are inserted (a new book's copies as items): loaded after books, so
 * the backup's items replace those the trigger made.
 */
const MADE_BY_TRIGGER = new Set(['items']);

/** Empties a table the migrations (or a trigger on the rows loaded before) filled, before the backup's rows of it are loaded. */
export async function clearPrefilled(exec: Executor, table: BackupTable): Promise<void> {
  if (PREFILLED.has(table.name) || MADE_BY_TRIGGER.has(table.name))
    await exec.execute(sql.raw(`DELETE FROM ${quote(table.name)}`));
}

/** Inserts rows (JSON texts of row objects) into `table`. */
export async function insertRows(exec: Executor, table: BackupTable, rows: string[]): Promise<void> {
  const columns = sql.raw(table.columns.map(quote).join(', '));
  const name = sql.raw(quote(table.name));
  await exec.execute(
    sql`INSERT INTO ${name} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${name}, ${`[${rows.join(',')}]`}::json)`,
  );
}

/** Sets every sequence owned by a column (serial, identity) past the largest value loaded. */
export async function resetSequences(exec: Executor): Promise<void> {
  const owned = resultRows(
    await exec.execute(sql`
      SELECT c.table_name AS t, c.column_name AS c, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) AS s
      FROM information_schema.columns AS c
      WHERE c.table_schema = 'public' AND pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) IS NOT NULL`),
  );
  for (const row of owned) {
    const column = sql.raw(quote(String(row['c'])));
    const table = sql.raw(quote(String(row['t'])));
    await exec.execute(
      sql`SELECT setval(${String(row['s'])}, coalesce((SELECT max(${column}) FROM ${table}), 0) + 1, false)`,
    );
  }
}
