/**
 * The REST calls the gateway makes, counted on the wire: a plain HTTP proxy between the gateway and
 * the api (the product's API_URL points at it), which passes bodies and headers through untouched
 * and counts each request. What `bench:desk` prints per book scan beside its GraphQL requests.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RestCounter {
  /** Starts the proxy in front of the api at `direct`; its URL (the api's path kept) for API_URL. */
  start(direct: string): Promise<string>;
  /** Requests since the last reset, as `GET /api/auth/me`. */
  requests(): string[];
  reset(): void;
  close(): Promise<void>;
}

export function restCounter(): RestCounter {
  let seen: string[] = [];
  let server: Server | null = null;
  return {
    async start(direct) {
      const target = new URL(direct);
      const proxy = createServer((req, res) => {
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
      server = proxy;
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      const { port } = proxy.address() as AddressInfo;
      return `http://127.0.0.1:${port}${target.pathname}`;
    },
    requests: () => [...seen],
    reset: () => {
      seen = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (server === null) {
          resolve();
          return;
        }
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
