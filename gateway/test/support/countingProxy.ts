/**
 * A plain HTTP proxy in front of the real api that writes down every request the gateway makes
 * (method and path, without the query): how many REST calls a GraphQL request cost, counted on the
 * wire. Bodies and headers pass through untouched, both ways.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  /** The proxy's base URL for the gateway's API_URL (the api's path kept, e.g. `http://127.0.0.1:1234/api`). */
  url: string;
  /** Requests seen since the last reset, as `GET /api/members`. */
  requests(): string[];
  reset(): void;
  close(): Promise<void>;
}

export async function countingProxy(apiUrl: string): Promise<CountingProxy> {
  const target = new URL(apiUrl);
  let seen: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push(`${req.method ?? 'GET'} ${path.split('?')[0] ?? path}`);
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${target.pathname}`,
    requests: () => [...seen],
    reset: () => {
      seen = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
