/**
 * An exclusive lock on a PGlite data directory, held by one process at a time (PGlite's own lock
 * does not stop a second process, and two processes corrupt the directory silently). The lock is a
 * file created with O_EXCL holding the owner's pid; a lock left by a dead process is taken over.
 */
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

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false; // a lock of ours from a previous life of this pid
  try {
    process.kill(pid, 0);
    return true;
  } catch (err: unknown) {
    return typeof err === 'object' && err !== null && 'code' in err && err.code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function lockedMessage(dataDir: string, pid: number | undefined): string {
  return `The data directory ${dataDir} is in use by another process${pid ? ` (pid ${pid})` : ''}: stop it, or set DATA_DIR to another directory`;
}

/** Takes the lock of `dataDir` (created if missing) or throws DataDirLockedError. */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_NAME);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (err: unknown) {
      if (!(typeof err === 'object' && err !== null && 'code' in err && err.code === 'EEXIST')) throw err;
    }
    const owner = readPid(file);
    if (owner === undefined) {
      // Being written by its creator right now, or left empty by a crash: look again shortly.
      if (attempt < 3) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
    } else if (isAlive(owner)) {
      throw new DataDirLockedError(lockedMessage(dataDir, owner));
    }
    // Stale: move it aside atomically (one process wins), and check we moved the stale one.
    const aside = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, aside);
    } catch {
      continue;
    }
    const moved = readPid(aside);
    if (moved !== undefined && moved !== owner && isAlive(moved)) {
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
  throw new DataDirLockedError(lockedMessage(dataDir, readPid(file)));
}
