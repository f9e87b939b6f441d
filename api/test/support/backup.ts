/**
 * For the backup tests: the backup command as a real process, and every row of a store read with
 * plain SQL of the test's own (not the backup's code), to compare a store with its restored copy.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { pgliteExtensions } from '../../src/db/template';
import { apiRoot, type StoreLocation } from '../helpers';

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup|restore -- …` (src/backup-cli.ts through tsx) with `env`. */
export function backupCli(args: string[], env: Record<string, string>): Promise<Run> {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'backup-cli.ts'), ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: '', DATABASE_URL: '', BACKUP_DIR: 'none', LIBRARY_API_TOKEN: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => proc.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** Every table of the public schema and its rows (as JSON text, in one order), of a store no process holds. */
export async function rowsOf(location: StoreLocation): Promise<Record<string, string[]>> {
  let query: (text: string) => Promise<Record<string, unknown>[]>;
  let close: () => Promise<void>;
  if ('databaseUrl' in location.options) {
    const client = new Client({ connectionString: location.options.databaseUrl });
    await client.connect();
    query = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
    close = () => client.end();
  } else {
    const db = await PGlite.create(location.options.dataDir, { extensions: pgliteExtensions });
    query = async (text) => (await db.query<Record<string, unknown>>(text)).rows;
    close = () => db.close();
  }
  try {
    await query(`SET TIME ZONE 'UTC'`);
    const tables = await query(
      `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const rows: Record<string, string[]> = {};
    for (const { t } of tables) {
      const name = String(t);
      rows[name] = (await query(`SELECT row_to_json(x)::text AS j FROM "${name}" AS x ORDER BY 1`)).map((r) =>
        String(r['j']),
      );
    }
    return rows;
  } finally {
    await close();
  }
}
