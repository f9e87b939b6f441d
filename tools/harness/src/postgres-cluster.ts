/**
 * A PostgreSQL cluster of a test's own, to stop and start at will (the shared test server is never
 * restarted): `initdb` into a new temporary folder, its own free port on 127.0.0.1, trust
 * authentication for the `postgres` user. PostgreSQL refuses to run as root: as root, the folder is
 * given to the `postgres` system user and every command runs as it (`runuser -u postgres --`).
 * Durability as usual (fsync on), so that what a crash (`-m immediate`) keeps is what a real one keeps.
 */
import { execFile, execFileSync } from 'node:child_process';
import { accessSync, chownSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports';

const run = promisify(execFile);

/** Where Debian's and Ubuntu's PostgreSQL 15 puts its server programs. */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

/** How `pg_ctl` stops the server: `fast` (sessions ended, a clean shutdown), `immediate` (a crash: recovery at the next start). */
export type StopMode = 'fast' | 'immediate';

export interface ScratchCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  readonly adminUrl: string;
  readonly port: number;
  /** `pg_ctl stop -m mode`: resolves once the server has stopped. */
  stop(mode: StopMode): Promise<void>;
  /** `pg_ctl start`: resolves once the server accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl restart -m mode`: resolves once the server accepts connections again. */
  restart(mode: StopMode): Promise<void>;
  /** Stops the server (if it runs) and removes its folder. */
  destroy(): Promise<void>;
}

function isRoot(): boolean {
  return userInfo().uid === 0;
}

/** The uid and gid of the `postgres` system user, or undefined when there is none. */
function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: 'pipe' }).trim());
    const uid = id('-u');
    const gid = id('-g');
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why a scratch cluster cannot run here (no PostgreSQL 15 server programs; root without a
 * `postgres` user or `runuser`), or undefined when it can: tests skip with this reason (synchronous,
 * for a `describe` to choose at load time).
 */
export function scratchClusterUnavailable(): string | undefined {
  try {
    accessSync(path.join(POSTGRES_BIN, 'initdb'), constants.X_OK);
  } catch {
    return `no ${POSTGRES_BIN}/initdb`;
  }
  if (!isRoot()) return undefined;
  try {
    accessSync('/usr/sbin/runuser', constants.X_OK);
  } catch {
    try {
      accessSync('/sbin/runuser', constants.X_OK);
    } catch {
      return 'running as root without runuser';
    }
  }
  return postgresUser() === undefined ? 'running as root without a postgres user' : undefined;
}

/** Runs one of PostgreSQL's programs, as the `postgres` user when this process is root. */
async function pg(program: string, args: string[]): Promise<void> {
  const binary = path.join(POSTGRES_BIN, program);
  const [command, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  try {
    await run(command, argv, { timeout: 60_000 });
  } catch (error: unknown) {
    const output = typeof error === 'object' && error !== null && 'stderr' in error ? String(error.stderr) : '';
    throw new Error(`${program} ${args.join(' ')} failed: ${output || String(error)}`, { cause: error });
  }
}

/** A new cluster, initialised and started on a free port. */
export async function startScratchCluster(): Promise<ScratchCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'library-pg-'));
  if (isRoot()) {
    const owner = postgresUser();
    if (owner === undefined) throw new Error('no postgres user to run the scratch cluster as');
    chownSync(dir, owner.uid, owner.gid);
  }
  const dataDir = path.join(dir, 'data');
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  // Its socket in its own folder; TCP on loopback only.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const log = path.join(dir, 'server.log');
  const ctl = (...args: string[]) => pg('pg_ctl', ['-D', dataDir, '-l', log, '-o', options, '-w', '-t', '60', ...args]);
  let running = false;
  const cluster: ScratchCluster = {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop(mode) {
      await ctl('stop', '-m', mode);
      running = false;
    },
    async start() {
      await ctl('start');
      running = true;
    },
    async restart(mode) {
      await ctl('restart', '-m', mode);
      running = true;
    },
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error: unknown) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
