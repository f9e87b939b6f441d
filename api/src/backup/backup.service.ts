/**
 * Backups of the store (issue: a lost disk must not lose the library): written from one consistent
 * snapshot (a REPEATABLE READ, read-only transaction; PGlite runs one transaction at a time anyway)
 * while the app keeps answering, and restored into an empty store of either kind in one
 * transaction, after the whole file has been read and its checksum checked.
 */
import crypto from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { resultRows, type Db, type StoreKind, type Tx } from '../db/handles';
import { syncBarcodes } from '../items/items.service';
import {
  BACKUP_MESSAGES,
  BACKUP_VERSION,
  BackupError,
  headerLine,
  readBackup,
  tableLine,
  trailerLine,
  type BackupHeader,
} from './backup-format';
import { nightlyFile, pruneNightly, writeFileAtomically, type NightlyTarget } from './backup-files';
import {
  backupTables,
  clearPrefilled,
  codeMigrationLevel,
  insertRows,
  occupiedTables,
  resetSequences,
  storeMigrationLevel,
  tableRows,
} from './backup.queries';

export interface BackupSummary {
  createdAt: string;
  /** Rows written per table. */
  rows: Record<string, number>;
}

export interface RestoreSummary {
  header: BackupHeader;
  rows: number;
}

export interface BackupService {
  /** Writes a backup of the whole store to `out` (gzip'd JSON lines: backup-format.ts), then ends it. */
  writeBackup(out: Writable): Promise<BackupSummary>;
  /**
   * The night's backup into `target.dir` (named by the library's day), unless that day's file is
   * there or another api process is writing it; older nightly files beyond `target.keep` removed.
   * Answers how many files it wrote (0 or 1).
   */
  writeNightlyBackup(target: NightlyTarget): Promise<number>;
}

/** Any number, the same in every api process: held while one writes the night's backup. */
const NIGHTLY_LOCK_KEY = 4_210_028;

/** Runs `work` in the backup's snapshot: one read-only, repeatable-read transaction, times in UTC. */
function inSnapshot<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
      return work(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Writes the backup of what `tx` sees to `out`. */
async function writeIn(tx: Tx, kind: StoreKind, out: Writable): Promise<BackupSummary> {
  const code = codeMigrationLevel();
  const migration = await storeMigrationLevel(tx);
  if (migration.count !== code.count) throw new BackupError(BACKUP_MESSAGES.storeBehind(migration, code));
  const tables = backupTables();
  const gzip = zlib.createGzip();
  const done = pipeline(gzip, out);
  done.catch(() => undefined);
  const hash = crypto.createHash('sha256');
  const write = async (text: string): Promise<void> => {
    hash.update(text);
    if (!gzip.write(text)) await Promise.race([once(gzip, 'drain'), done]);
  };
  const createdAt = new Date().toISOString();
  const rows: Record<string, number> = {};
  try {
    await write(
      headerLine({ version: BACKUP_VERSION, createdAt, source: kind, migration, tables: tables.map((t) => t.name) }),
    );
    for (const table of tables) {
      rows[table.name] = 0;
      await write(tableLine(table.name));
      for await (const page of tableRows(tx, table)) {
        rows[table.name] += page.length;
        await write(page.map((row) => `${row}\n`).join(''));
      }
    }
    gzip.end(trailerLine({ rows, sha256: hash.digest('hex') }));
    await done;
  } catch (err: unknown) {
    gzip.destroy(err instanceof Error ? err : new Error(String(err)));
    throw err;
  }
  return { createdAt, rows };
}

export function backupService(db: Db, kind: StoreKind): BackupService {
  return {
    writeBackup: (out) => inSnapshot(db, (tx) => writeIn(tx, kind, out)),
    writeNightlyBackup: async (target) => {
      const file = nightlyFile(target);
      if (file === undefined) return 0;
      const written = await inSnapshot(db, async (tx) => {
        // Several api processes on one database: the one holding the lock writes, and the file,
        // renamed into place before the lock is let go, tells the others that the night is done.
        const lock = resultRows(await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${NIGHTLY_LOCK_KEY}) AS ok`));
        if (lock.at(0)?.['ok'] !== true || nightlyFile(target) === undefined) return false;
        await writeFileAtomically(file, (out) => writeIn(tx, kind, out));
        return true;
      });
      if (!written) return 0;
      pruneNightly(target);
      return 1;
    },
  };
}

/**
 * Loads the backup `file` into the empty store `db`: the file read whole first (nothing written if
 * it is foreign, cut short or damaged), then, in one transaction, the store checked (same database
 * version, no rows of its own), every table's rows inserted, the sequences set, and the file's
 * checksum checked once more before the commit.
 */
export async function restoreBackup(db: Db, file: string): Promise<RestoreSummary> {
  const header = await readBackup(file);
  const tables = backupTables();
  const byName = new Map(tables.map((t) => [t.name, t]));
  return db.transaction(async (tx) => {
    const ours = await storeMigrationLevel(tx);
    if (
      header.migration.count !== ours.count ||
      header.tables.length !== tables.length ||
      header.tables.some((name) => !byName.has(name))
    ) {
      throw new BackupError(BACKUP_MESSAGES.migration(file, header.migration, ours));
    }
    const occupied = Object.entries(await occupiedTables(tx, tables));
    if (occupied.length > 0) {
      throw new BackupError(BACKUP_MESSAGES.notEmpty(occupied.map(([t, n]) => `${n} rows in ${t}`).join(', ')));
    }
    let rows = 0;
    const tableOf = (name: string) => {
      const table = byName.get(name);
      if (table === undefined) throw new BackupError(BACKUP_MESSAGES.damaged(file));
      return table;
    };
    await readBackup(file, {
      table: (name) => clearPrefilled(tx, tableOf(name)),
      rows: async (name, batch) => {
        await insertRows(tx, tableOf(name), batch);
        rows += batch.length;
      },
    });
    await resetSequences(tx);
    await syncBarcodes(tx);
    return { header, rows };
  });
}
