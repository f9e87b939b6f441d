/**
 * A lookup service of the test's own, answering as Open Library's books API does
 * (`GET /api/books?bibkeys=ISBN:…&format=json&jscmd=data`): each ISBN answers as the test set it
 * (a book, `{}`, silence, broken JSON), and `/covers/<name>` serves the images a book's answer names.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type LookupBehaviour =
  | { kind: 'found'; record: Record<string, unknown> }
  | { kind: 'notFound' }
  | { kind: 'silent' }
  | { kind: 'malformed' };

export interface FakeOpenLibrary {
  /** The books API address (ISBN_LOOKUP_URL). */
  url: string;
  /** The address of a cover the server serves (`name` as given to `cover`). */
  coverUrl(name: string): string;
  answer(isbn: string, behaviour: LookupBehaviour): void;
  /** Serves `body` with `contentType` at coverUrl(name). */
  cover(name: string, body: Buffer, contentType: string): void;
  /** How many lookups of `isbn` were asked. */
  asked(isbn: string): number;
  close(): Promise<void>;
}

/** A PNG of `width` × `height`, one colour (a cover to resize, or a huge one). */
export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export async function startFakeOpenLibrary(): Promise<FakeOpenLibrary> {
  const behaviours = new Map<string, LookupBehaviour>();
  const covers = new Map<string, { body: Buffer; contentType: string }>();
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/covers/')) {
      const cover = covers.get(decodeURIComponent(url.pathname.slice('/covers/'.length)));
      if (cover === undefined) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': cover.contentType, 'content-length': cover.body.length }).end(cover.body);
      return;
    }
    const key = url.searchParams.get('bibkeys') ?? '';
    const isbn = key.replace(/^ISBN:/, '');
    counts.set(isbn, (counts.get(isbn) ?? 0) + 1);
    const behaviour = behaviours.get(isbn) ?? { kind: 'notFound' };
    // Silence: the answer never comes (the connection is closed when the server is).
    if (behaviour.kind === 'silent') return;
    res.writeHead(200, { 'content-type': 'application/json' });
    if (behaviour.kind === 'malformed') res.end(`{"${key}": {"title": "Cut sh`);
    else if (behaviour.kind === 'notFound') res.end('{}');
    else res.end(JSON.stringify({ [key]: behaviour.record }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/api/books`,
    coverUrl: (name) => `${base}/covers/${encodeURIComponent(name)}`,
    answer: (isbn, behaviour) => behaviours.set(isbn, behaviour),
    cover: (name, body, contentType) => covers.set(name, { body, contentType }),
    asked: (isbn) => counts.get(isbn) ?? 0,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
