/**
 * An exclusive lock on a PGlite data directory, held by one store at a time (PGlite's own lock
 * does not stop a second process, and two processes corrupt the directory silently). The lock is a
 * file created with O_EXCL holding the owner's pid and a random token; a lock left by a dead
 * process is taken over. A lock holding our own pid is ours only while a lock object of this
 * process holds it (else it is from a previous life of this pid, and stale). A release deletes the
 * file only while it still holds the releaser's token.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

const LOCK_NAME = 'library-api.lock';

/** The token of every lock this process holds, by the real path of its lock file. */
const heldHere = new Map<string, string>();

interface Owner {
  pid: number;
  token: string | undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err: unknown) {
    return typeof err === 'object' && err !== null && 'code' in err && err.code === 'EPERM';
  }
}

/** True when `owner` still holds its lock: a live lock object of ours, or a live other process. */
function isHeld(file: string, owner: Owner): boolean {
  return owner.pid === process.pid ? heldHere.has(file) : isAlive(owner.pid);
}

/** The pid (first line) and token (second line, absent in locks of older versions) in `file`. */
function readOwner(file: string): Owner | undefined {
  try {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const pid = Number.parseInt(lines.at(0)?.trim() ?? '', 10);
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    const token = lines.at(1)?.trim();
    return { pid, token: token === '' ? undefined : token };
  } catch {
    return undefined;
  }
}

function sameOwner(a: Owner | undefined, b: Owner | undefined): boolean {
  return a?.pid === b?.pid && a?.token === b?.token;
}

function lockedMessage(dataDir: string, owner: Owner | undefined): string {
  if (owner?.pid === process.pid) {
    return `The data directory ${dataDir} is in use by another store of this process (pid ${owner.pid}): close that store first, or set DATA_DIR to another directory`;
  }
  return `The data directory ${dataDir} is in use by another process${owner ? ` (pid ${owner.pid})` : ''}: stop it, or set DATA_DIR to another directory`;
}

/** Takes the lock of `dataDir` (created if missing) or throws DataDirLockedError. */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(fs.realpathSync(dataDir), LOCK_NAME);
  for (let attempt = 0; attempt < 5; attempt++) {
    const token = crypto.randomUUID();
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, `${process.pid}\n${token}\n`);
      fs.closeSync(fd);
      heldHere.set(file, token);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          if (heldHere.get(file) === token) heldHere.delete(file);
          if (readOwner(file)?.token === token) fs.rmSync(file, { force: true });
        },
      };
    } catch (err: unknown) {
      if (!(typeof err === 'object' && err !== null && 'code' in err && err.code === 'EEXIST')) throw err;
    }
    const owner = readOwner(file);
    if (owner === undefined) {
      // Being written by its creator right now, or left empty by a crash: look again shortly.
      if (attempt < 3) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
    } else if (isHeld(file, owner)) {
      throw new DataDirLockedError(lockedMessage(dataDir, owner));
    }
    // Stale: move it aside atomically (one process wins), and check we moved the stale one.
    const aside = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, aside);
    } catch {
      continue;
    }
    const moved = readOwner(aside);
    if (moved !== undefined && !sameOwner(moved, owner) && isHeld(file, moved)) {
      // Another process took the lock between our read and our rename: give it back.
      try {
        fs.linkSync(aside, file);
      } catch {
        // It will find its lock file gone only if someone else took it; nothing more to restore.
      }
      fs.rmSync(aside, { force: true });
      throw new DataDirLockedError(lockedMessage(dataDir, moved));
    }
    fs.rmSync(aside, { force: true });
  }
  throw new DataDirLockedError(lockedMessage(dataDir, readOwner(file)));
}
