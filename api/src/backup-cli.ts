/**
 * `npm run backup` and `npm run restore -- FILE`: the store's backup file (backup/backup-format.ts)
 * from a terminal.
 *   backup [--out FILE|FOLDER] [--url API_URL]
 *     From the configured store (PostgreSQL with DATABASE_URL, at any time; PGlite in DATA_DIR while
 *     the app is stopped), or, with --url, from the running app (`GET /api/backup`, an admin API
 *     token in LIBRARY_API_TOKEN). Written to FILE, into FOLDER, or into BACKUP_DIR (else the
 *     current folder), named by the time; atomically (never half a file under the final name).
 *   restore FILE
 *     Into the configured store, which must be empty (a new DATA_DIR, or a new database): the file
 *     is checked whole first, then loaded in one transaction. Nothing changes when it is refused.
 * Every failure is one line on stderr, exit code 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { BACKUP_MESSAGES, BackupError, readBackup } from './backup/backup-format';
import { backupFileName, writeFileAtomically } from './backup/backup-files';
import { backupService, restoreBackup, type RestoreSummary } from './backup/backup.service';
import { codeMigrationLevel } from './backup/backup.queries';
import { openForBackup, openForRestore, type OpenDb } from './backup/backup-open';
import { loadConfig, type ApiConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { startupFailureLine } from './fatal';

const USAGE = [
  'Usage: npm run backup -- [--out FILE|FOLDER] [--url API_URL]   (with --url: LIBRARY_API_TOKEN, an admin API token)',
  '       npm run restore -- FILE',
].join('\n');

/** A failure the person at the terminal can act on: its message is the one line printed. */
class CliError extends Error {
  override name = 'CliError';
}

/** Where the backup goes: --out (a file, or a folder to name it in), else BACKUP_DIR, else here. */
function outputFile(out: string | undefined, config: ApiConfig): string {
  const name = backupFileName(new Date());
  if (out === undefined) return path.resolve(config.backupDir ?? '.', name);
  const target = path.resolve(out);
  return fs.existsSync(target) && fs.statSync(target).isDirectory() ? path.join(target, name) : target;
}

/** The running app's backup (GET /api/backup with an admin API token) into `file`. */
async function backupThroughApi(url: string, file: string): Promise<void> {
  const token = process.env['LIBRARY_API_TOKEN']?.trim();
  if (token === undefined || token === '') {
    throw new CliError('--url needs LIBRARY_API_TOKEN: an API token of the admin role (made on /staff, API tokens)');
  }
  const base = url.replace(/\/+$/, '');
  const endpoint = `${base.endsWith('/api') ? base : `${base}/api`}/backup`;
  let answer: Response;
  try {
    answer = await fetch(endpoint, { headers: { authorization: `Bearer ${token}` } });
  } catch (err: unknown) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new CliError(`Cannot reach the app at ${endpoint}: ${reason}`);
  }
  if (answer.status !== 200 || answer.body === null) {
    const body: unknown = await answer.json().catch(() => undefined);
    const message =
      typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : answer.statusText;
    throw new CliError(`The app refused the backup (${answer.status}): ${message}`);
  }
  const body = answer.body as ReadableStream<Uint8Array>;
  await writeFileAtomically(file, (out) => pipeline(Readable.fromWeb(body), out));
}

async function backup(values: { out?: string | undefined; url?: string | undefined }): Promise<string> {
  const config = loadConfig();
  const file = outputFile(values.out, config);
  if (values.url !== undefined) {
    await backupThroughApi(values.url, file);
    try {
      await readBackup(file);
    } catch (err: unknown) {
      fs.rmSync(file, { force: true });
      throw err;
    }
    return `Backed up the app at ${values.url} to ${file}`;
  }
  let store: OpenDb;
  try {
    store = await openForBackup(config);
  } catch (err: unknown) {
    if (err instanceof DataDirLockedError) {
      throw new CliError(
        `The app is running on the embedded store (${config.dataDir}): back it up through the app instead: npm run backup -- --url http://127.0.0.1:${config.port} with LIBRARY_API_TOKEN set to an admin API token`,
      );
    }
    throw err;
  }
  try {
    const summary = await writeFileAtomically(file, (out) => backupService(store.db, store.kind).writeBackup(out));
    const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    return `Backed up ${rows} rows of ${Object.keys(summary.rows).length} tables from ${store.where} to ${file}`;
  } finally {
    await store.close();
  }
}

async function restore(file: string): Promise<string> {
  const config = loadConfig();
  if (!fs.existsSync(file)) throw new CliError(`No such file: ${file}`);
  // Checked before the store is even opened: a foreign or broken file, or one of another database
  // version, creates nothing.
  const header = await readBackup(file);
  const code = codeMigrationLevel();
  if (header.migration.count !== code.count)
    throw new BackupError(BACKUP_MESSAGES.migration(file, header.migration, code));
  const newFolder = config.databaseUrl === undefined && !fs.existsSync(config.dataDir);
  let store: OpenDb;
  try {
    store = await openForRestore(config);
  } catch (err: unknown) {
    if (err instanceof DataDirLockedError) {
      throw new CliError(`The app is running on ${config.dataDir}: stop it, and restore into an empty DATA_DIR`);
    }
    throw err;
  }
  let restored: RestoreSummary | undefined;
  try {
    restored = await restoreBackup(store.db, file);
  } finally {
    await store.close();
    // A data folder this command made for a restore that was refused is removed: nothing is left.
    if (restored === undefined && newFolder) fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
  const { rows } = restored;
  return `Restored ${rows} rows of ${header.tables.length} tables into ${store.where} from ${file} (a backup of ${header.source} made ${header.createdAt})`;
}

function failureLine(err: unknown): string {
  if (err instanceof CliError || err instanceof BackupError) return err.message;
  return startupFailureLine(err);
}

async function main(): Promise<void> {
  try {
    const { positionals, values } = parseArgs({
      allowPositionals: true,
      options: { out: { type: 'string' }, url: { type: 'string' } },
    });
    const [command, file] = positionals;
    if (command === 'backup' && positionals.length === 1) console.log(await backup(values));
    else if (command === 'restore' && positionals.length === 2 && values.out === undefined) {
      console.log(await restore(path.resolve(file)));
    } else throw new CliError(USAGE);
  } catch (err: unknown) {
    console.error(err instanceof TypeError && 'code' in err ? `${err.message}\n${USAGE}` : failureLine(err));
    process.exit(1);
  }
}

void main();
