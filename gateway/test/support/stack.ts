/**
 * The real REST api (PGlite in a temp dir, or a fresh PostgreSQL database dropped after) and the real
 * gateway in front of it, both in-process on random ports: for the tests that go end to end.
 */
import { startGateway, type RunningGateway } from '../../src/index';
import { countingProxy, type CountingProxy } from './countingProxy';
import { testGatewayOptions } from './gateway';
import { startScratchApi, type ApiServer } from './scratch-api';

export type { ApiServer };

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
  const store = await startScratchApi(target === 'postgres' ? TEST_DATABASE_URL : undefined, prefix, 'silent');
  const gateway = await startGateway(testGatewayOptions({ apiUrl: store.api.url, webDist }));
  return {
    api: store.api,
    gateway,
    async close() {
      await gateway.close();
      await store.close();
    },
  };
}

/** A stack whose gateway reaches the api through a CountingProxy: the REST calls of each request, counted. */
export interface CountedStack extends Stack {
  proxy: CountingProxy;
}

export async function startCountedStack(target: string, prefix: string): Promise<CountedStack> {
  const store = await startScratchApi(target === 'postgres' ? TEST_DATABASE_URL : undefined, prefix, 'silent');
  const proxy = await countingProxy(store.api.url);
  const gateway = await startGateway(testGatewayOptions({ apiUrl: proxy.url }));
  return {
    api: store.api,
    gateway,
    proxy,
    async close() {
      await gateway.close();
      await proxy.close();
      await store.close();
    },
  };
}
