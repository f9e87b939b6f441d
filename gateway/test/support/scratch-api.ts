/**
 * The real REST api on a store of its own, not seeded: PGlite in a new temporary directory, or a fresh
 * PostgreSQL database on the server `adminUrl` names (its name starting with `prefix`), both removed by
 * close(). For the integration tests' stack (in-process) and the benchmarks' api child process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase, startApiServer } from '@library/api';
import type { Logger } from '../../src/logger';

export type ApiServer = Awaited<ReturnType<typeof startApiServer>>;

export interface ScratchApi {
  api: ApiServer;
  close(): Promise<void>;
}

export async function startScratchApi(
  adminUrl: string | undefined,
  prefix: string,
  logLevel: 'silent' | 'warn',
  /** The api's logger (a test's capture); `logLevel` is then ignored. */
  logger?: Logger,
): Promise<ScratchApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix.replaceAll('_', '-')}-`));
  const database = adminUrl ? await createScratchDatabase(adminUrl, prefix) : undefined;
  const api = await startApiServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    ...(database ? { databaseUrl: database.url } : {}),
    seed: false,
    logLevel,
    ...(logger ? { logger } : {}),
  });
  return {
    api,
    async close() {
      await api.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
