/**
 * The real REST api (PGlite in a temp dir, or a fresh PostgreSQL database dropped after) and the real
 * gateway in front of it, both in-process on random ports: for the tests that go end to end.
 */
import { startGateway, type RunningGateway } from '../../src/index';
import type { Logger } from '../../src/logger';
import { countingProxy, type CountingProxy } from './countingProxy';
import { testGatewayOptions } from './gateway';
import { postGraphQL, sessionCookieSet } from './http';
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
 * database; `webDist`, a built web app the gateway serves (none by default); `loggers`, the api's
 * and the gateway's (a test's captures; silent by default).
 */
export async function startStack(
  target: string,
  prefix = 'gateway_it',
  webDist: string | null = null,
  loggers: { api?: Logger; gateway?: Logger } = {},
): Promise<Stack> {
  const adminUrl = target === 'postgres' ? TEST_DATABASE_URL : undefined;
  const store = await startScratchApi(adminUrl, prefix, 'silent', loggers.api);
  const gateway = await startGateway(
    testGatewayOptions({ apiUrl: store.api.url, webDist, ...(loggers.gateway ? { logger: loggers.gateway } : {}) }),
  );
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

/** Sets up a new stack's library through the gateway (Ada, its first admin): the headers of her session. */
export async function adminOf(stack: Stack): Promise<{ cookie: string }> {
  const code = stack.api.setupCode;
  if (code === null) throw new Error('the api made no setup code');
  const setUp = await postGraphQL(
    stack.gateway.url,
    'mutation($code: String!) { setUpLibrary(code: $code, name: "Ada", email: "ada@library.test", password: "Quiet-lantern-of-the-stacks") { role } }',
    { code },
  );
  return { cookie: sessionCookieSet(setUp) };
}
