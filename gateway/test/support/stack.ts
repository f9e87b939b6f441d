/**
 * The real REST api (PGlite in a temp dir, or a fresh PostgreSQL database dropped after) and the real
 * gateway in front of it, both in-process on random ports: for the tests that go end to end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase, startApiServer } from '@library/api';
import { startGateway, type RunningGateway } from '../../src/index';
import { testGatewayOptions } from './gateway';

export type ApiServer = Awaited<ReturnType<typeof startApiServer>>;

export const TEST_DATABASE_URL = process.env['TEST_DATABASE_URL'];
/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (on a fresh database, dropped after). */
export const TARGETS: readonly string[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface Stack {
  api: ApiServer;
  gateway: RunningGateway;
  close(): Promise<void>;
}

/**
 * The api on `target`'s store (not seeded) and a gateway in front of it; `prefix` names the scratch
 * database; `webDist`, a built web app the gateway serves (none by default).
 */
export async function startStack(target: string, prefix = 'gateway_it', webDist: string | null = null): Promise<Stack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-it-'));
  const database =
    target === 'postgres' && TEST_DATABASE_URL ? await createScratchDatabase(TEST_DATABASE_URL, prefix) : undefined;
  const api = await startApiServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    ...(database ? { databaseUrl: database.url } : {}),
    seed: false,
    logLevel: 'silent',
  });
  const gateway = await startGateway(testGatewayOptions({ apiUrl: api.url, webDist }));
  return {
    api,
    gateway,
    async close() {
      await gateway.close();
      await api.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
