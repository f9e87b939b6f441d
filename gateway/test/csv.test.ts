/**
 * The CSV pass-through routes (`GET /api/books/export.csv`, `POST /api/books/import`): what the
 * browser gets back through the gateway. The REST service is a plain HTTP server in-process (it
 * records what reached it and answers what the test says), so streaming both ways can be seen; the
 * REST service being down is a closed port.
 */
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { startGateway, type RunningGateway } from '../src/index';
import { testGatewayOptions, withGateway } from './support/gateway';
import { postGraphQL } from './support/http';
import { json, restFailure, startFakeRest, type FakeRest } from './support/fakeRest';
import { captureLogs } from './support/logs';
import { startStack, TARGETS, type Stack } from './support/stack';

const MB5 = 5 * 1024 * 1024;
const CSV_HEADER = 'title,author,genre,isbn,description,copies,available,createdAt\n';
const DISPOSITION = 'attachment; filename="books-2026-11-25.csv"';

const previewData = {
  dryRun: true,
  columns: { used: ['title', 'author', 'genre', 'isbn'], ignored: [] },
  totals: { rows: 1, ready: 1, invalid: 0, duplicate: 0, imported: 0 },
  rows: [],
};

let rest: FakeRest;
let gateway: RunningGateway;

beforeAll(async () => {
  rest = await startFakeRest();
  gateway = await startGateway(
    testGatewayOptions({
      apiUrl: rest.url,
      graphqlCorsOrigins: ['http://localhost:5173'],
    }),
  );
});
afterAll(async () => {
  await gateway.close();
  await rest.close();
});
beforeEach(() => {
  rest.received.length = 0;
});

function postCsv(
  body: string | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
  query = '?dryRun=true',
): Promise<Response> {
  return fetch(`${gateway.url}/api/books/import${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', ...headers },
    body,
    duplex: 'half',
  });
}

describe('GET /api/books/export.csv through the gateway', () => {
  test('when the list query is given, then REST gets it with the request id and the CSV comes back with its headers', async () => {
    rest.answer((_req, res) => {
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', DISPOSITION);
      res.end(`${CSV_HEADER}Dune,Frank Herbert,FICTION,9780441013593,,3,true,2026-11-25T10:00:00.000Z\n`);
    });
    const response = await fetch(
      `${gateway.url}/api/books/export.csv?filter=FICTION&search=dune&available=true&sortBy=createdAt&sort=asc&page=3`,
      { headers: { 'x-request-id': 'export-1' } },
    );

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(DISPOSITION);
    expect(response.headers.get('x-request-id')).toBe('export-1');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(
      `${CSV_HEADER}Dune,Frank Herbert,FICTION,9780441013593,,3,true,2026-11-25T10:00:00.000Z\n`,
    );
    expect(rest.received).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/books/export.csv?filter=FICTION&search=dune&available=true&sortBy=createdAt&sort=asc',
        headers: expect.objectContaining({ 'x-request-id': 'export-1' }) as unknown,
      }),
    ]);
  });

  test('when the browser accepts Brotli, then the export comes compressed and decodes to the same file', async () => {
    const rows = Array.from(
      { length: 200 },
      (_, n) => `Book ${String(n)},Frank Herbert,FICTION,9780441013593,,3,true,2026-11-25T10:00:00.000Z\n`,
    ).join('');
    rest.answer((_req, res) => {
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', DISPOSITION);
      res.end(`${CSV_HEADER}${rows}`);
    });
    // node:http, not fetch: fetch would decode the body.
    const raw = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(`${gateway.url}/api/books/export.csv`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(raw.headers['content-encoding']).toBe('br');
    expect(raw.headers['content-disposition']).toBe(DISPOSITION);
    expect(raw.body.length).toBeLessThan((CSV_HEADER.length + rows.length) / 5);
    expect(brotliDecompressSync(raw.body).toString('utf8')).toBe(`${CSV_HEADER}${rows}`);
  });

  test('when REST is still sending the file, then the browser already has its first rows (streamed, not buffered)', async () => {
    let finish: () => void = () => undefined;
    rest.answerAtOnce((_req, res) => {
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', DISPOSITION);
      res.write(CSV_HEADER);
      finish = () => res.end('Dune,Frank Herbert,FICTION,9780441013593,,3,true,2026-11-25T10:00:00.000Z\n');
    });
    const response = await fetch(`${gateway.url}/api/books/export.csv`);
    expect(response.status).toBe(200);
    if (!response.body) throw new Error('no body');
    const reader = response.body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe(CSV_HEADER);
    finish();
    let rest2 = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest2 += new TextDecoder().decode(chunk.value);
    }
    expect(rest2).toContain('Dune,Frank Herbert');
  });

  test('when REST stops midway through the file, then the download is cut off, never finished with JSON', async () => {
    rest.answerAtOnce((_req, res) => {
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.write(CSV_HEADER);
      setImmediate(() => res.destroy());
    });
    const response = await fetch(`${gateway.url}/api/books/export.csv`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  test('when REST refuses the query, then its 400 and failure body come back unchanged', async () => {
    const failure = restFailure('VALIDATION_FAILED', 'sort must be asc or desc');
    rest.answer((_req, res) => json(res, 400, failure));
    const response = await fetch(`${gateway.url}/api/books/export.csv?sort=sideways`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual(failure);
  });

  test('when any other /api path is asked for, then it is still 404', async () => {
    const response = await fetch(`${gateway.url}/api/books?page=1`);
    expect(response.status).toBe(404);
    const post = await fetch(`${gateway.url}/api/books/export.csv`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(rest.received).toHaveLength(0);
  });
});

describe('POST /api/books/import through the gateway', () => {
  test('when a CSV is sent for a preview, then REST gets the body and dryRun, and its answer comes back', async () => {
    rest.answer((_req, res) => json(res, 200, { success: true, message: 'Preview', data: previewData }));
    const csv = 'title,author,genre,isbn\nDune,Frank Herbert,FICTION,9780441013593\n';
    const response = await postCsv(csv, { 'content-type': 'text/csv; charset=utf-8', 'x-request-id': 'import-1' });

    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('import-1');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await response.json()).toEqual({ success: true, message: 'Preview', data: previewData });
    expect(rest.received).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/books/import?dryRun=true',
        headers: expect.objectContaining({
          'content-type': 'text/csv; charset=utf-8',
          'x-request-id': 'import-1',
        }) as unknown,
        body: csv,
      }),
    ]);
  });

  test('when dryRun=false or no dryRun is given, then REST gets exactly that', async () => {
    rest.answer((_req, res) => json(res, 200, { success: true, data: { ...previewData, dryRun: false } }));
    expect((await postCsv('title\n', {}, '?dryRun=false')).status).toBe(200);
    expect((await postCsv('title\n', {}, '')).status).toBe(200);
    expect(rest.received.map((call) => call.url)).toEqual(['/api/books/import?dryRun=false', '/api/books/import']);
  });

  test('when REST refuses the file (400, 409), then its status and failure body come back unchanged', async () => {
    for (const [status, code, message] of [
      [
        400,
        'INVALID_CSV',
        'This file has the columns title, author, genre; it needs title, author, genre and isbn (isbn is missing)',
      ],
      [409, 'DUPLICATE_ISBN', 'A book with ISBN 9780441013593 already exists'],
    ] as const) {
      const failure = restFailure(code, message);
      rest.answer((_req, res) => json(res, status, failure));
      const response = await postCsv('title\n', {}, '?dryRun=false');
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(failure);
    }
  });

  test('when the body is not text/csv, then 415 UNSUPPORTED_MEDIA_TYPE and REST is not called', async () => {
    for (const type of [
      'application/json',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
    ]) {
      const response = await postCsv('title\n', { 'content-type': type, 'x-request-id': 'type-1' });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        success: false,
        message: 'Send the file as text/csv',
        error: { name: 'GatewayError', code: 'UNSUPPORTED_MEDIA_TYPE' },
        requestId: 'type-1',
      });
    }
    expect(rest.received).toHaveLength(0);
  });

  test('when the body comes in an encoding other than identity, gzip, deflate or br, then 415 and REST is not called', async () => {
    for (const encoding of ['zstd', 'compress', 'gzip, br']) {
      const response = await postCsv('title\n', { 'content-encoding': encoding, 'x-request-id': 'encoding-1' });
      expect([encoding, response.status, await response.json()]).toEqual([
        encoding,
        415,
        {
          success: false,
          message: 'Send the body uncompressed or compressed with gzip, deflate or br (Content-Encoding)',
          error: { name: 'GatewayError', code: 'UNSUPPORTED_MEDIA_TYPE' },
          requestId: 'encoding-1',
        },
      ]);
    }
    expect(rest.received).toHaveLength(0);
  });

  test('when the body is compressed (gzip), then REST gets it as it was sent, with its Content-Encoding', async () => {
    rest.answer((_req, res) => json(res, 200, { success: true, data: previewData }));
    const sent = gzipSync('title,author,genre,isbn\n');
    const response = await postCsv(new Blob([sent]).stream(), { 'content-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(rest.received).toEqual([
      expect.objectContaining({ headers: expect.objectContaining({ 'content-encoding': 'gzip' }) as unknown }),
    ]);
    expect(rest.received[0]?.body).toBe(sent.toString('utf8'));
  });

  test('when the Origin is another site, then 403 and REST is not called; the own origin and a listed one pass', async () => {
    rest.answer((_req, res) => json(res, 200, { success: true, data: previewData }));
    const refused = await postCsv('title\n', { origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN_ORIGIN' } });
    expect((await postCsv('title\n', { origin: 'null' })).status).toBe(403);
    expect(rest.received).toHaveLength(0);

    expect((await postCsv('title\n', { origin: gateway.url })).status).toBe(200);
    expect((await postCsv('title\n', { origin: 'http://localhost:5173' })).status).toBe(200);
    expect(rest.received).toHaveLength(2);
  });

  test('when the file is over 5 MB (declared or streamed), then 413 IMPORT_TOO_LARGE', async () => {
    rest.answer((_req, res) => json(res, 200, { success: true, data: previewData }));
    const declared = await postCsv('x'.repeat(MB5 + 1));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({
      success: false,
      message: 'The file is larger than 5 MB',
      error: { code: 'IMPORT_TOO_LARGE' },
    });
    expect(rest.received).toHaveLength(0);

    // No Content-Length: chunks until the limit is passed, then the refusal.
    const chunk = new TextEncoder().encode('x'.repeat(1024 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 6) controller.close();
        else {
          sent += 1;
          controller.enqueue(chunk);
        }
      },
    });
    const streamed = await postCsv(stream);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ message: 'The file is larger than 5 MB' });

    const exactly = await postCsv('x'.repeat(MB5));
    expect(exactly.status).toBe(200);
  });
});

describe('the REST service down or failing', () => {
  test('when REST answers 503 or 500, then the gateway code in the REST envelope, with the request id', async () => {
    rest.answer((_req, res) => json(res, 503, restFailure('SERVICE_UNAVAILABLE', 'connection to the database lost')));
    const unavailable = await fetch(`${gateway.url}/api/books/export.csv`, { headers: { 'x-request-id': 'down-1' } });
    expect(unavailable.status).toBe(503);
    expect(await unavailable.json()).toMatchObject({
      success: false,
      error: { code: 'UPSTREAM_UNAVAILABLE' },
      requestId: 'down-1',
    });

    rest.answer((_req, res) => json(res, 500, restFailure('INTERNAL', 'relation "books" does not exist')));
    const broken = await postCsv('title\n', { 'x-request-id': 'down-2' });
    expect(broken.status).toBe(500);
    const body = (await broken.json()) as { message: string; error: { code: string }; requestId: string };
    expect(body).toMatchObject({ error: { code: 'INTERNAL_SERVER_ERROR' }, requestId: 'down-2' });
    expect(body.message).not.toContain('relation');
  });

  test('when REST is not running, then 503 UPSTREAM_UNAVAILABLE for both routes, no transport detail in production, logged with the request id', async () => {
    const closed = await startFakeRest();
    const apiUrl = closed.url;
    await closed.close();
    const logs = captureLogs();
    await withGateway({ apiUrl, logger: logs.logger, production: true }, async (prod) => {
      const exported = await fetch(`${prod.url}/api/books/export.csv`, { headers: { 'x-request-id': 'gone-1' } });
      const imported = await fetch(`${prod.url}/api/books/import`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', 'x-request-id': 'gone-2' },
        body: 'title\n',
      });
      for (const [response, requestId] of [
        [exported, 'gone-1'],
        [imported, 'gone-2'],
      ] as const) {
        expect(response.status).toBe(503);
        expect(response.headers.get('x-request-id')).toBe(requestId);
        const text = await response.text();
        expect(JSON.parse(text)).toEqual({
          success: false,
          message: 'The library service is unavailable. Please try again in a moment.',
          error: { name: 'GatewayError', code: 'UPSTREAM_UNAVAILABLE' },
          requestId,
        });
        expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/);
      }
      expect(logs.lines()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ requestId: 'gone-1', code: 'UPSTREAM_UNAVAILABLE' }),
          expect.objectContaining({ requestId: 'gone-2', code: 'UPSTREAM_UNAVAILABLE' }),
        ]),
      );
    });
  });
});

describe.each(TARGETS)('the real api behind the gateway (%s)', (target) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(target, 'gateway_csv');
  });
  afterAll(async () => {
    await stack.close();
  });

  test('when a file is previewed, imported and exported through the gateway, then the books go in and come back out', async () => {
    const csv =
      'title,author,genre,isbn,copies\n' +
      'Dune,Frank Herbert,FICTION,9780441013593,2\n' +
      'Emma,Jane Austen,FICTION,0-14-143958-0,\n' +
      ',Nobody,HISTORY,9780000000001,1\n';
    const post = (dryRun: boolean) =>
      fetch(`${stack.gateway.url}/api/books/import?dryRun=${String(dryRun)}`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', origin: stack.gateway.url },
        body: csv,
      });

    const preview = await post(true);
    expect(preview.status).toBe(200);
    const previewBody = (await preview.json()) as { data: { totals: Record<string, number> } };
    expect(previewBody.data.totals).toMatchObject({ rows: 3, ready: 2, invalid: 1, imported: 0 });

    const imported = await post(false);
    expect(imported.status).toBe(200);
    const importedBody = (await imported.json()) as { data: { totals: Record<string, number> } };
    expect(importedBody.data.totals).toMatchObject({ imported: 2 });
    const books = await postGraphQL(stack.gateway.url, '{ books(search: "Emma") { total items { title copies } } }');
    expect(books.body.data).toEqual({ books: { total: 1, items: [{ title: 'Emma', copies: 1 }] } });

    const exported = await fetch(`${stack.gateway.url}/api/books/export.csv?sortBy=title&sort=asc`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="books-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await exported.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('title,author,genre,isbn,description,copies,available,createdAt');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
      'Dune,Frank Herbert,FICTION,9780441013593',
      'Emma,Jane Austen,FICTION,0-14-143958-0',
    ]);
  });

  test('when the file is sent compressed (gzip, br), then it is read as sent directly; zstd is 415 on both', async () => {
    const csv = `title,author,genre,isbn\nPacked,A,FICTION,9780306406157\n`;
    for (const [encoding, body] of [
      ['gzip', gzipSync(csv)],
      ['br', brotliCompressSync(csv)],
    ] as const) {
      for (const url of [`${stack.gateway.url}/api`, stack.api.url]) {
        const response = await fetch(`${url}/books/import?dryRun=true`, {
          method: 'POST',
          headers: { 'content-type': 'text/csv', 'content-encoding': encoding },
          body,
        });
        expect([encoding, url, response.status]).toEqual([encoding, url, 200]);
        expect(((await response.json()) as { data: { totals: Record<string, number> } }).data.totals).toMatchObject({
          rows: 1,
        });
      }
    }
    for (const url of [`${stack.gateway.url}/api`, stack.api.url]) {
      const zstd = await fetch(`${url}/books/import?dryRun=true`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', 'content-encoding': 'zstd' },
        body: csv,
      });
      expect([url, zstd.status]).toEqual([url, 415]);
      expect(await zstd.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    }
  });

  test('when REST refuses a file or a query, then its answer comes through as it is', async () => {
    const noIsbn = await fetch(`${stack.gateway.url}/api/books/import`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', 'x-request-id': 'real-1' },
      body: 'title,author,genre\nDune,Frank Herbert,FICTION\n',
    });
    expect(noIsbn.status).toBe(400);
    expect(await noIsbn.json()).toMatchObject({
      success: false,
      message:
        'This file has the columns title, author, genre; it needs title, author, genre and isbn (isbn is missing)',
      error: { code: 'INVALID_CSV', missingColumns: ['isbn'] },
      requestId: 'real-1',
    });
    const badQuery = await fetch(`${stack.gateway.url}/api/books/export.csv?sort=sideways`);
    expect(badQuery.status).toBe(400);
    expect(await badQuery.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
  });
});
