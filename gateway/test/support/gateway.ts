/** Gateways for tests: the options every test gateway shares, and one started for a single test. */
import { startGateway, type RunningGateway, type StartGatewayOptions } from '../../src/index';
import { silentLogger } from './graphql';

/** A test gateway's options: a random port on loopback, no web app, silent; `options` on top. */
export function testGatewayOptions(options: StartGatewayOptions = {}): StartGatewayOptions {
  return { port: 0, host: '127.0.0.1', logger: silentLogger, webDist: null, ...options };
}

/** Starts a gateway (testGatewayOptions with `options`), runs `test` with it, and closes it whatever happens. */
export async function withGateway(
  options: StartGatewayOptions,
  test: (gateway: RunningGateway) => Promise<void>,
): Promise<void> {
  const gateway = await startGateway(testGatewayOptions(options));
  try {
    await test(gateway);
  } finally {
    await gateway.close();
  }
}
