/**
 * A REST service stood in by undici's MockAgent, and the options of a gateway in front of it (random
 * port on loopback, no web app, silent), for the tests that need no real api.
 */
import { MockAgent } from 'undici';
import type { StartGatewayOptions } from '../../src/index';
import { silentLogger } from './graphql';
import { bookPageEnvelope } from './http';

export const MOCK_ORIGIN = 'http://upstream.test';

/** A MockAgent that refuses real connections; the test sets up its answers on `agent.get(MOCK_ORIGIN)`. */
export function mockAgent(): MockAgent {
  const agent = new MockAgent();
  agent.disableNetConnect();
  return agent;
}

/** A mocked REST service that answers every call with an empty page of books, and counts the calls. */
export function countingUpstream(): { agent: MockAgent; calls(): number; reset(): void } {
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
  return {
    port: 0,
    host: '127.0.0.1',
    apiUrl: `${MOCK_ORIGIN}/api`,
    dispatcher: agent,
    logger: silentLogger,
    webDist: null,
    ...extra,
  };
}
