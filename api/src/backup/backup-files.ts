/**
 * Backup files on disk: written atomically (a temporary file beside the final one, flushed, then
 * renamed, so a reader never sees half a backup), the nightly ones named by the library's day and
 * the last few kept.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';

/** Nightly backups kept in BACKUP_DIR by default. */
export const NIGHTLY_KEEP = 14;

export interface NightlyTarget {
  dir: string;
  /** The library's day (`YYYY-MM-DD`): the file's name. */
  day: string;
  /** How many nightly files to keep (default NIGHTLY_KEEP). */
  keep?: number;
}

const NIGHTLY_NAME = /^library-\d{4}-\d{2}-\d{2}\.jsonl\.gz$/;

export function nightlyName(day: string): string {
  return `library-${day}.jsonl.gz`;
}

/** A backup made by hand at `at`: its name never matches the nightly ones, so pruning keeps it. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '');
  return `library-${stamp}.jsonl.gz`;
}

/** The path of the night's file, or undefined when it is already there. */
export function nightlyFile(target: NightlyTarget): string | undefined {
  const file = path.join(target.dir, nightlyName(target.day));
  return fs.existsSync(file) ? undefined : file;
}

/** Removes the oldest nightly files beyond `target.keep`; other files in the folder stay. */
export function pruneNightly(target: NightlyTarget): string[] {
  const keep = target.keep ?? NIGHTLY_KEEP;
  const nightly = fs
    .readdirSync(target.dir)
    .filter((name) => NIGHTLY_NAME.test(name))
    .sort()
    .reverse();
  const removed = nightly.slice(keep);
  for (const name of removed) fs.rmSync(path.join(target.dir, name), { force: true });
  return removed;
}

/**
 * Writes `file` through `write` (which ends the stream it is given) into a temporary file in the
 * same folder, flushed to disk, then renamed over `file`; on failure the temporary file is removed.
 */
export async function writeFileAtomically<T>(file: string, write: (out: Writable) => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    const out = fs.createWriteStream(tmp, { flags: 'wx', mode: 0o600 });
    const result = await write(out);
    const fd = fs.openSync(tmp, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
    return result;
  } catch (err: unknown) {
    fs.rmSync(tmp, { force: true });
    throw err;
  }
}
