/**
 * The database handles the queries take, and reading the rows of a raw statement. Each query takes
 * the handle it must use: the database, or, inside a transaction, the transaction itself (never the
 * outer handle: PGlite would deadlock on it).
 */
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
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
