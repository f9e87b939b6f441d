/**
 * A throw-away PostgreSQL database for test runs and benchmarks: created with a random name on the
 * server of `adminUrl`, dropped (connections forced out) by `drop()`.
 */
import crypto from 'node:crypto';
import { Client } from 'pg';

export interface ScratchDatabase {
  /** Connection string of the new database. */
  url: string;
  /** Drops the database; safe to call more than once. */
  drop(): Promise<void>;
}

async function runAdmin(adminUrl: string, sql: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** `prefix` names the owner of the database (letters, digits and `_`), e.g. `lib_test`. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(prefix)) throw new Error(`invalid database name prefix "${prefix}"`);
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
