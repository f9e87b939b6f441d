/**
 * A REST service stood in by undici's MockAgent, and the options of a gateway in front of it (random
 * port on loopback, no web app, silent), for the tests that need no real api.
 */
import { MockAgent } from 'undici';
import { startGateway, type RunningGateway, type StartGatewayOptions } from '../../src/index';
import { testGatewayOptions } from './gateway';
import { bookPageEnvelope } from './http';

export const MOCK_ORIGIN = 'http://upstream.test';

/** A MockAgent that refuses real connections; the test sets up its answers on `agent.get(MOCK_ORIGIN)`. */
export function mockAgent(): MockAgent {
  const agent = new MockAgent();
  agent.disableNetConnect();
  return agent;
}

/** `GET /api/books?...` (the book list, whatever its query) on `agent`'s REST service: the test says what it answers. */
export function interceptBookList(agent: MockAgent) {
  return agent.get(MOCK_ORIGIN).intercept({ path: (p: string) => p.startsWith('/api/books?'), method: 'GET' });
}

/** A mocked REST service that answers every call with an empty page of books, and counts its calls. */
export interface CountingUpstream {
  agent: MockAgent;
  calls(): number;
  reset(): void;
}

/** A mocked REST service that answers every call with an empty page of books, and counts the calls. */
export function countingUpstream(): CountingUpstream {
  const agent = mockAgent();
  let calls = 0;
  agent
    .get(MOCK_ORIGIN)
    .intercept({ path: () => true, method: () => true })
    .reply(() => {
      calls += 1;
      return { statusCode: 200, data: bookPageEnvelope([]) };
    })
    .persist();
  return { agent, calls: () => calls, reset: () => (calls = 0) };
}

/** A gateway's options in front of `agent`, plus `extra`. */
export function mockedGateway(agent: MockAgent, extra: StartGatewayOptions = {}): StartGatewayOptions {
  return testGatewayOptions({ apiUrl: `${MOCK_ORIGIN}/api`, dispatcher: agent, ...extra });
}

/** A gateway of `gatewaysOnCountingUpstream`; its `url` can be read once the tests run. */
export interface TestGateway {
  readonly url: string;
}

/**
 * One counting mocked REST service (countingUpstream) and a gateway in front of it for each entry of
 * `options` (mockedGateway with those options), for the tests of the file or describe block that
 * calls this: started before them, closed after, and the call count reset before each test.
 *
 *   const { upstream, gateways: { development, production } } =
 *     gatewaysOnCountingUpstream({ development: {}, production: { production: true } });
 */
export function gatewaysOnCountingUpstream<N extends string>(
  options: Record<N, StartGatewayOptions>,
): { upstream: CountingUpstream; gateways: Record<N, TestGateway> } {
  const upstream = countingUpstream();
  const names = Object.keys(options) as N[];
  const running = new Map<N, RunningGateway>();
  beforeAll(async () => {
    for (const name of names) running.set(name, await startGateway(mockedGateway(upstream.agent, options[name])));
  });
  afterAll(async () => {
    await Promise.all([...running.values()].map((gateway) => gateway.close()));
    await upstream.agent.close();
  });
  beforeEach(() => {
    upstream.reset();
  });
  const gateway = (name: N): TestGateway => ({
    get url() {
      const started = running.get(name);
      if (!started) throw new Error(`gateway ${name} is not running (read its url inside a test)`);
      return started.url;
    },
  });
  return {
    upstream,
    gateways: Object.fromEntries(names.map((name) => [name, gateway(name)])) as Record<N, TestGateway>,
  };
}
