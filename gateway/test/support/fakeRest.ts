/**
 * A plain HTTP server standing in for the REST service, in-process: it records what reached it and
 * answers what the test says, so that streaming both ways through the gateway can be watched (the
 * file routes' tests: csv.test.ts, files.test.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What reached the fake REST service. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export interface FakeRest {
  url: string;
  received: Received[];
  /** How the next requests are answered (after their body has been read whole). */
  answer(handler: Handler): void;
  /** Answers as soon as the headers arrive, body unread (for streaming tests). */
  answerAtOnce(handler: (req: IncomingMessage, res: ServerResponse) => void): void;
  close(): Promise<void>;
}

export async function startFakeRest(): Promise<FakeRest> {
  const received: Received[] = [];
  let handler: Handler = (_req, res) => {
    res.statusCode = 500;
    res.end();
  };
  let atOnce: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server: Server = createServer((req, res) => {
    if (atOnce) {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: '' });
      atOnce(req, res);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    received,
    answer(next) {
      atOnce = null;
      handler = next;
    },
    answerAtOnce(next) {
      atOnce = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

export function restFailure(code: string, message: string, requestId = 'rest-id') {
  return { success: false, message, error: { name: 'Error', code }, requestId };
}
