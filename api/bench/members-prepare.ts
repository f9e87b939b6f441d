/** The members benchmark's database: loaded, members and books picked, a second api process, CPU meters. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { stopProcess, waitForOutput } from '@library/harness';
import { openPostgres } from '../src/db/postgres';
import { createScratchDatabase } from '../src/db/scratch-database';
import { createLogger } from '../src/logger';
import { cleanups, fmt, progress } from './runner';
import { loadData, serverVersion, type LoadTimings, type Row, type SqlRunner } from './load';
import { benchCardNumber, HEAVY_MEMBERS, loadMembers, type MemberLoadTimings } from './members-load';
import { UsageError } from './options';
import { BORROW_WARMUP, SEQUENTIAL_BORROWS, apiRoot, type Options, USAGE } from './members-options';

/** A member as the bench picked it from the database before the service started. */
export interface PickedMember {
  id: string;
  card: string;
  /** Loans naming the member: all of them, and those out. */
  loans: number;
  out: number;
}

export interface Picks {
  /** Members picked at random (any), with their loans counted. */
  random: PickedMember[];
  /** Members keeping their history, at random. */
  keepers: PickedMember[];
  /** The members with a long kept history. */
  heavy: PickedMember[];
  /** Active members with nothing out, in random order, none of the above: the borrowers. */
  fresh: PickedMember[];
  /** An email of a member, as stored. */
  email: string;
}

export interface Prepared {
  version: string;
  databaseUrl: string;
  books: LoadTimings;
  members: MemberLoadTimings;
  picks: Picks;
}

export function pickedFrom(rows: readonly Row[]): PickedMember[] {
  return rows.map((r) => ({
    id: String(r['id']),
    card: String(r['card']),
    loans: Number(r['loans'] ?? 0),
    out: Number(r['out'] ?? 0),
  }));
}

export const COUNTED = `
  SELECT m.id, m.card_number AS card,
         (SELECT count(*)::int FROM borrows b WHERE b.member_id = m.id) AS loans,
         (SELECT count(*)::int FROM borrows b WHERE b.member_id = m.id AND b.returned_at IS NULL) AS out
  FROM members m`;

export async function prepare(options: Options): Promise<Prepared> {
  const adminUrl = options.adminUrl;
  if (!adminUrl) throw new UsageError('PostgreSQL needs BENCH_DATABASE_URL', false, USAGE);
  const database = await createScratchDatabase(adminUrl, 'library_members_bench');
  cleanups.push(() => database.drop());
  const pool = await openPostgres(database.url, createLogger('warn'));
  const client = await pool.connect();
  try {
    // One connection throughout: the loader's temporary tables live in it.
    const db: SqlRunner = { query: async (text, params) => (await client.query<Row>(text, params)).rows };
    const version = `PostgreSQL ${await serverVersion(db)}`;
    progress(`  books ${fmt(options.books)}`);
    const books = await loadData(db, { books: options.books, borrows: 0, borrowedBooks: 1 }, () => undefined);
    const members = await loadMembers(
      db,
      { members: options.members, loans: options.loans, loanBooks: options.loanBooks },
      progress,
    );
    const random = pickedFrom(await db.query(`${COUNTED} ORDER BY random() LIMIT 500`));
    const keepers = pickedFrom(await db.query(`${COUNTED} WHERE m.keep_history ORDER BY random() LIMIT 500`));
    const heavyCards = Array.from({ length: HEAVY_MEMBERS }, (_, i) => benchCardNumber(i + 1));
    const heavy = pickedFrom(await db.query(`${COUNTED} WHERE m.card_key = ANY($1::text[])`, [heavyCards]));
    const taken = [...random, ...keepers, ...heavy].map((m) => m.id);
    const freshWanted =
      BORROW_WARMUP +
      options.rounds *
        (2 * options.borrowRequests + Math.min(SEQUENTIAL_BORROWS, options.borrowRequests) + options.pairs);
    const fresh = pickedFrom(
      await db.query(
        `SELECT m.id, m.card_number AS card, 0 AS loans, 0 AS out FROM members m
         WHERE m.status = 'active' AND m.id <> ALL($1::uuid[])
           AND NOT EXISTS (SELECT 1 FROM borrows b WHERE b.member_id = m.id AND b.returned_at IS NULL)
         ORDER BY random() LIMIT $2`,
        [taken, freshWanted],
      ),
    );
    if (fresh.length < freshWanted) {
      throw new UsageError(
        `only ${fmt(fresh.length)} members have nothing out; the borrows need ${fmt(freshWanted)} ` +
          '(the warm-up, then per round: 2 x borrow-requests, the sequential ones and the pairs): load more members or ask for fewer borrows',
        false,
        USAGE,
      );
    }
    const email = (await db.query('SELECT email FROM members WHERE email IS NOT NULL ORDER BY random() LIMIT 1')).at(
      0,
    )?.['email'];
    if (typeof email !== 'string') throw new Error('no member has an email');
    if (random.length === 0 || keepers.length === 0 || heavy.length === 0) throw new Error('no members to read');
    return { version, databaseUrl: database.url, books, members, picks: { random, keepers, heavy, fresh, email } };
  } finally {
    client.release();
    await pool.end();
  }
}

/** A second api process (src/main.ts through tsx) on the same database; resolves once it is ready. */
export async function startSecondApi(databaseUrl: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'main.ts')], {
    cwd: apiRoot,
    env: {
      ...process.env,
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED: '0',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => stopProcess(child));
  const [, url = ''] = await waitForOutput(child, /API ready at (http:\/\/[^\s"]+\/api)/);
  return url;
}

export interface CpuPerRequest {
  apiMs: number;
  dbMs: number;
}

/** CPU time (user + system, ms) a process has used: /proc/<pid>/stat, in clock ticks of 10 ms. */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * CPU per request of a burst: this process's (the service in it and the client) from
 * process.cpuUsage, and the bench database's backends' (pg_stat_activity's pids, from /proc; a
 * backend started during the burst counts whole). What the burst would cost on an idle machine,
 * whatever else the shared machine runs meanwhile.
 */
export interface CpuMeter {
  start(): Promise<{ api: NodeJS.CpuUsage; db: Map<number, number> }>;
  stop(
    started: { api: NodeJS.CpuUsage; db: Map<number, number> },
    requests: number,
  ): Promise<CpuPerRequest | undefined>;
  close(): Promise<void>;
}

export async function cpuMeter(databaseUrl: string): Promise<CpuMeter> {
  const watcher = new Client({ connectionString: databaseUrl });
  await watcher.connect();
  const backends = async (): Promise<Map<number, number>> => {
    const { rows } = await watcher.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      const used = processCpuMs(pid);
      if (used !== undefined) cpu.set(pid, used);
    }
    return cpu;
  };
  return {
    start: async () => ({ api: process.cpuUsage(), db: await backends() }),
    stop: async (started, requests) => {
      const api = process.cpuUsage(started.api);
      const db = await backends();
      let dbMs = 0;
      for (const [pid, used] of db) dbMs += used - (started.db.get(pid) ?? 0);
      if (requests === 0) return undefined;
      return { apiMs: (api.user + api.system) / 1000 / requests, dbMs: dbMs / requests };
    },
    close: () => watcher.end(),
  };
}
