/**
 * The database handles the queries take, and reading the rows of a raw statement. Each query takes
 * the handle it must use: the database, or, inside a transaction, the transaction itself (never the
 * outer handle: PGlite would deadlock on it).
 */
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTable, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Which database a store is on: embedded PGlite or a PostgreSQL server. */
export type StoreKind = 'pglite' | 'postgres';
/** Either handle: the database or an open transaction. */
export type Executor = Db | Tx;

/** A text column's value; null for anything else. */
export function text(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

/** The rows of a statement (drivers differ in result shape). */
export function resultRows(result: unknown): Record<string, unknown>[] {
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  return (Array.isArray(rows) ? rows : []).filter(
    (row: unknown): row is Record<string, unknown> => typeof row === 'object' && row !== null,
  );
}

/** The number of rows of `table` that meet `condition` (all of them when undefined). */
export async function countWhere(exec: Executor, table: PgTable, condition: SQL | undefined): Promise<number> {
  const row = (
    await exec
      .select({ total: sql<string>`count(*)` })
      .from(table)
      .where(condition)
  ).at(0);
  return Number(row?.total ?? 0);
}

/**
 * Every page of a keyset-paged read, in order: each page read (`page`, after the cursor of the one
 * before) in its own short read-only transaction, only when the consumer asks for it, so one page
 * is in memory at a time. `next` is undefined after the last page.
 */
export async function* keysetPages<Row, Cursor>(
  db: Db,
  page: (tx: Tx, cursor: Cursor | undefined) => Promise<{ rows: Row[]; next: Cursor | undefined }>,
): AsyncGenerator<Row[]> {
  let cursor: Cursor | undefined;
  do {
    const read = await db.transaction((tx) => page(tx, cursor), { accessMode: 'read only' });
    if (read.rows.length > 0) yield read.rows;
    cursor = read.next;
  } while (cursor !== undefined);
}

/** A column's value that must be one of `values` (a status): throws for anything else (a broken store). */
export function oneOf<T extends string>(values: readonly T[], v: unknown, what: string): T {
  const found = values.find((s) => s === v);
  if (found === undefined) throw new Error(`${what} has an unknown status: ${String(v)}`);
  return found;
}
