/**
 * A client that goes away mid-request (its body cut short, or the download it asked for closed
 * before the end) is no failure of the gateway: logged at debug, never as an error or a warning.
 */
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startGateway, type RunningGateway } from '../src/index';
import { testGatewayOptions } from './support/gateway';
import { captureLogs, type CapturedLogs } from './support/logs';

/** Sends `head` and the start of a body on a raw connection, then closes it once `done` says so. */
async function sendAndLeave(url: string, text: string, leaveWhen: (received: string) => boolean): Promise<void> {
  const { port } = new URL(url);
  await new Promise<void>((resolve, reject) => {
    let received = '';
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(text);
      if (leaveWhen('')) socket.destroy();
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      if (leaveWhen(received)) socket.destroy();
    });
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

/** Waits until `logs` has a line with `msg`, or 5 s. */
async function logged(logs: CapturedLogs, msg: string): Promise<Record<string, unknown> | undefined> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    const line = logs.lines().find((l) => l['msg'] === msg);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

let rest: Server;
let gateway: RunningGateway;
let logs: CapturedLogs;

beforeAll(async () => {
  // A REST service whose export sends its first rows and then waits (the client leaves meanwhile).
  rest = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.write(`title,author\n${'Dune,Frank Herbert\n'.repeat(200)}`);
  });
  await new Promise<void>((resolve) => rest.listen(0, '127.0.0.1', resolve));
  logs = captureLogs('debug');
  gateway = await startGateway(
    testGatewayOptions({
      apiUrl: `http://127.0.0.1:${(rest.address() as AddressInfo).port}/api`,
      logger: logs.logger,
    }),
  );
});
afterAll(async () => {
  await gateway.close();
  rest.closeAllConnections();
  await new Promise<void>((resolve) => rest.close(() => resolve()));
});

const warnings = (): Record<string, unknown>[] => logs.lines().filter((l) => Number(l['level']) >= 40);

test('when a client sends half a GraphQL body and leaves, then it is logged at debug, never as an error', async () => {
  await sendAndLeave(
    gateway.url,
    'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":',
    () => true,
  );
  const line = await logged(logs, 'the client went away mid-request');
  expect(line).toMatchObject({ level: 20, path: '/graphql' });
  expect(line).not.toHaveProperty('err');
  expect(warnings()).toEqual([]);
});

test('when a client leaves in the middle of a CSV export, then it is logged at debug, never as a warning', async () => {
  await sendAndLeave(gateway.url, 'GET /api/books/export.csv HTTP/1.1\r\nHost: x\r\n\r\n', (received) =>
    received.includes('Dune'),
  );
  const line = await logged(logs, 'a CSV export stopped: the client went away');
  expect(line).toMatchObject({ level: 20, path: '/api/books/export.csv' });
  expect(warnings()).toEqual([]);
});
