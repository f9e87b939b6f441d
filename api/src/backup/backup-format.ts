/**
 * The backup file: the app's own tables as gzip'd JSON lines, readable by either kind of store.
 *
 *   ["library-backup", {version, createdAt, source, migration, tables}]   the header
 *   ["table", "books"]                                                     a table's rows follow
 *   {"id": "…", "title": "…", …}                                           one row (PostgreSQL's row_to_json)
 *   ["end", {rows: {books: 31, …}, sha256: "…"}]                           the trailer, last
 *
 * Control lines are JSON arrays, rows JSON objects. The trailer's sha256 is that of every line
 * before it (each with its "\n"), so a file cut short, or changed, is known before anything is
 * written. Rows stay the text PostgreSQL wrote (never parsed into JavaScript numbers), so bigints,
 * timestamps, bytea and jsonb come back exactly.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import type { StoreKind } from '../db/handles';

export const BACKUP_FORMAT = 'library-backup';
export const BACKUP_VERSION = 1;

/** The database version a backup was made at: the drizzle migrations applied. */
export interface MigrationLevel {
  /** How many migrations were applied. */
  count: number;
  /** The last one's tag (`0009_members`), as in drizzle/meta/_journal.json. */
  tag: string;
}

export interface BackupHeader {
  version: number;
  createdAt: string;
  source: StoreKind;
  migration: MigrationLevel;
  /** The tables, in the order their rows follow (and are loaded). */
  tables: string[];
}

export interface BackupTrailer {
  rows: Record<string, number>;
  sha256: string;
}

/** A backup or restore refused, with the sentence for the person who asked (the file is not one to load, the store not one to write). */
export class BackupError extends Error {
  override name = 'BackupError';
}

export const BACKUP_MESSAGES = {
  foreign: (file: string) => `${file} is not a library backup (npm run backup writes them): nothing was restored`,
  truncated: (file: string) => `${file} is incomplete (cut short): nothing was restored`,
  damaged: (file: string) => `${file} is damaged (its checksum does not match its content): nothing was restored`,
  version: (file: string, version: unknown) =>
    `${file} is a library backup of format ${String(version)}, which this version of the app cannot read: nothing was restored`,
  migration: (file: string, theirs: MigrationLevel, ours: MigrationLevel) =>
    `${file} was made by another version of the app (database at ${theirs.tag}, this one at ${ours.tag}): restore it with the version that made it, then upgrade. Nothing was restored`,
  storeBehind: (store: MigrationLevel, code: MigrationLevel) =>
    `The store is at ${store.tag}, this app at ${code.tag}: start the app once on it to bring it up to date, then back it up`,
  notEmpty: (counts: string) =>
    `The target store is not empty (${counts}): a backup is restored only into an empty store. Nothing was restored`,
} as const;

export function headerLine(header: BackupHeader): string {
  return `${JSON.stringify([BACKUP_FORMAT, header])}\n`;
}

export function tableLine(table: string): string {
  return `${JSON.stringify(['table', table])}\n`;
}

export function trailerLine(trailer: BackupTrailer): string {
  return `${JSON.stringify(['end', trailer])}\n`;
}

/** What a reader is told as it goes through a file: the header, then each table's rows in batches. */
export interface BackupVisitor {
  header?(header: BackupHeader): Promise<void>;
  /** A table's rows begin (none may follow). */
  table?(table: string): Promise<void>;
  /** Rows of `table`, each the JSON text of one row object. */
  rows?(table: string, rows: string[]): Promise<void>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseHeader(file: string, value: unknown): BackupHeader {
  if (!Array.isArray(value) || value[0] !== BACKUP_FORMAT || !isRecord(value[1])) {
    throw new BackupError(BACKUP_MESSAGES.foreign(file));
  }
  const h = value[1];
  if (h['version'] !== BACKUP_VERSION) throw new BackupError(BACKUP_MESSAGES.version(file, h['version']));
  const migration = h['migration'];
  const tables = h['tables'];
  if (
    typeof h['createdAt'] !== 'string' ||
    (h['source'] !== 'pglite' && h['source'] !== 'postgres') ||
    !isRecord(migration) ||
    typeof migration['count'] !== 'number' ||
    typeof migration['tag'] !== 'string' ||
    !Array.isArray(tables) ||
    !tables.every((t): t is string => typeof t === 'string')
  ) {
    throw new BackupError(BACKUP_MESSAGES.foreign(file));
  }
  return {
    version: BACKUP_VERSION,
    createdAt: h['createdAt'],
    source: h['source'],
    migration: { count: migration['count'], tag: migration['tag'] },
    tables,
  };
}

function parseJson(file: string, line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new BackupError(BACKUP_MESSAGES.damaged(file));
  }
}

/** The lines of a stream of UTF-8 text (its errors thrown, unlike readline's on every Node version). */
async function* linesOf(input: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of input) {
    const parts = (rest + decoder.write(chunk)).split('\n');
    rest = parts.pop() ?? '';
    yield* parts;
  }
  rest += decoder.end();
  if (rest !== '') yield rest;
}

/** Rows handed to the visitor at once: bounded so a big table never sits in memory whole. */
const BATCH_ROWS = 500;

/**
 * Reads the backup `file` from start to end, checking its structure, its row counts and its
 * checksum, telling `visitor` what it holds; throws a BackupError (with a message for the
 * person restoring) when the file is foreign, cut short or damaged. A restore reads it twice: once
 * with no visitor (nothing written until the whole file is known good), then to load it.
 */
export async function readBackup(file: string, visitor: BackupVisitor = {}): Promise<BackupHeader> {
  const hash = crypto.createHash('sha256');
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  let header: BackupHeader | undefined;
  let trailer: BackupTrailer | undefined;
  let table: string | undefined;
  let batch: string[] = [];
  const counts: Record<string, number> = {};
  const flush = async (): Promise<void> => {
    if (table !== undefined && batch.length > 0) await visitor.rows?.(table, batch);
    batch = [];
  };
  try {
    for await (const line of linesOf(input)) {
      if (trailer !== undefined) throw new BackupError(BACKUP_MESSAGES.damaged(file));
      if (header === undefined) {
        header = parseHeader(file, parseJson(file, line));
        await visitor.header?.(header);
      } else if (line.startsWith('{')) {
        if (table === undefined) throw new BackupError(BACKUP_MESSAGES.damaged(file));
        batch.push(line);
        counts[table] = (counts[table] ?? 0) + 1;
        if (batch.length >= BATCH_ROWS) await flush();
      } else {
        const control = parseJson(file, line);
        await flush();
        if (Array.isArray(control) && control[0] === 'table' && typeof control[1] === 'string') {
          table = control[1];
          if (!header.tables.includes(table) || table in counts) {
            throw new BackupError(BACKUP_MESSAGES.damaged(file));
          }
          counts[table] = 0;
          await visitor.table?.(table);
        } else if (Array.isArray(control) && control[0] === 'end' && isRecord(control[1])) {
          const { rows, sha256 } = control[1];
          if (!isRecord(rows) || typeof sha256 !== 'string') throw new BackupError(BACKUP_MESSAGES.damaged(file));
          trailer = { rows: Object.fromEntries(Object.entries(rows).map(([k, v]) => [k, Number(v)])), sha256 };
          continue;
        } else {
          throw new BackupError(BACKUP_MESSAGES.damaged(file));
        }
      }
      hash.update(line).update('\n');
    }
  } catch (err: unknown) {
    if (err instanceof BackupError) throw err;
    const code = typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;
    if (code === 'Z_BUF_ERROR') throw new BackupError(BACKUP_MESSAGES.truncated(file));
    if (code === 'Z_DATA_ERROR') {
      throw new BackupError(header === undefined ? BACKUP_MESSAGES.foreign(file) : BACKUP_MESSAGES.damaged(file));
    }
    throw err;
  } finally {
    input.destroy();
  }
  if (header === undefined) throw new BackupError(BACKUP_MESSAGES.foreign(file));
  if (trailer === undefined) throw new BackupError(BACKUP_MESSAGES.truncated(file));
  const complete = header.tables.every((t) => t in counts && counts[t] === trailer.rows[t]);
  if (hash.digest('hex') !== trailer.sha256 || !complete) throw new BackupError(BACKUP_MESSAGES.damaged(file));
  return header;
}
