import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import { createApp } from '../src/app';
import type { Store } from '../src/store';
import {
  TARGETS,
  anyString,
  call,
  defined,
  isoDate,
  uniqueIsbn,
  type BookJson,
  sharedApi,
  loggedText,
} from './helpers';

describe.each(TARGETS)('HTTP envelope and bad input on %s', (target) => {
  const api = sharedApi(target);

  it('when the route is unknown, then 404 JSON with the envelope', async () => {
    for (const [method, p] of [
      ['GET', '/nope'],
      ['PATCH', '/books'],
      ['DELETE', '/borrow'],
      ['GET', '/../../etc/passwd'],
    ] as const) {
      const res = await call(api.url, method, p);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('when a request carries a sane X-Request-Id, then it is echoed; otherwise one is made up', async () => {
    const mine = await api.get('/books/not-an-id', { headers: { 'x-request-id': 'abc-123' } });
    expect(mine.headers.get('x-request-id')).toBe('abc-123');
    expect(mine.body.requestId).toBe('abc-123');
    const insane = await api.get('/health', { headers: { 'x-request-id': 'bad id with spaces <script>' } });
    expect(insane.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when the health is asked, then 200 names the store in use', async () => {
    const res = await api.get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { store: target } });
  });

  it('when the JSON is malformed, then 400 MALFORMED_JSON', async () => {
    const res = await api.post('/books', undefined, {
      raw: '{"title": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: { code: 'MALFORMED_JSON' } });
  });

  it('when the body is over 100 kB, then 413 PAYLOAD_TOO_LARGE', async () => {
    const raw = JSON.stringify({ title: 'x'.repeat(110 * 1024) });
    const res = await api.post('/books', undefined, { raw, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body.error?.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('when the body is not JSON, then 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await api.post('/books', undefined, { raw: 'title=x&copies=1', headers: { 'content-type': type } });
      expect(res.status).toBe(415);
      expect(res.body.error?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('when the body is missing, then 400 with the validation errors', async () => {
    const res = await api.post('/books');
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('VALIDATION_FAILED');
  });

  /**
   * What a PUT of each hostile body must answer: 400 with the envelope and exactly these field
   * errors (the book unchanged), or, for a body that is valid once trimmed and stripped of unknown
   * fields, 200 with exactly `stored` written (SQL fragments are text like any other).
   */
  type PutAnswer = { malformed: true } | { invalid: string[] } | { stored: Partial<BookJson> };
  const sqlTitle = "Robert'); DROP TABLE books;--";
  /** `body` is sent as is; undefined sends none. */
  const hostile: { body: string | undefined; put: PutAnswer }[] = [
    { body: undefined, put: { stored: {} } },
    { body: '', put: { stored: {} } },
    { body: 'null', put: { malformed: true } },
    { body: '[]', put: { invalid: ['body'] } },
    { body: '[1,2,3]', put: { invalid: ['body'] } },
    { body: '"a string"', put: { malformed: true } },
    { body: '42', put: { malformed: true } },
    { body: 'true', put: { malformed: true } },
    { body: JSON.stringify({ title: { $gt: '' } }), put: { invalid: ['title'] } },
    {
      body: JSON.stringify({ title: ['a'], author: ['b'], genre: ['FICTION'], isbn: ['9780451524935'], copies: [1] }),
      put: { invalid: ['title', 'author', 'genre', 'isbn', 'copies'] },
    },
    {
      body: JSON.stringify({
        title: sqlTitle,
        author: "' OR 1=1 --",
        genre: "FICTION'; --",
        isbn: "1' OR '1'='1",
        copies: '1; DELETE FROM books',
      }),
      put: { invalid: ['genre', 'isbn', 'copies'] },
    },
    {
      body: JSON.stringify({
        title: 'x\u0000y',
        author: 'a\u0000',
        genre: 'FICTION',
        isbn: '9780451524935\u0000',
        copies: 1,
      }),
      put: { invalid: ['title', 'author', 'isbn'] },
    },
    {
      body: JSON.stringify({ title: 'x'.repeat(60_000), author: 'a', genre: 'FICTION', isbn: uniqueIsbn(), copies: 1 }),
      put: { invalid: ['title'] },
    },
    {
      body: JSON.stringify({ title: 'ok', author: 'ok', genre: 'FICTION', isbn: uniqueIsbn(), copies: -1 }),
      put: { invalid: ['copies'] },
    },
    {
      body: JSON.stringify({ title: 'ok', author: 'ok', genre: 'FICTION', isbn: uniqueIsbn(), copies: 0.5 }),
      put: { invalid: ['copies'] },
    },
    {
      body: JSON.stringify({ title: 'ok', author: 'ok', genre: 'FICTION', isbn: uniqueIsbn(), copies: 1e308 }),
      put: { invalid: ['copies'] },
    },
    {
      body: JSON.stringify({ title: 'ok', author: 'ok', genre: 'FICTION', isbn: uniqueIsbn(), copies: 2 ** 31 }),
      put: { invalid: ['copies'] },
    },
    {
      body: JSON.stringify({ title: 'ok', author: 'ok', genre: 'FICTION', isbn: uniqueIsbn(), copies: '5.5' }),
      put: { invalid: ['copies'] },
    },
    {
      body: JSON.stringify({ title: 'ok', author: 'ok', genre: 'FICTION', isbn: uniqueIsbn(), copies: {} }),
      put: { invalid: ['copies'] },
    },
    {
      body: JSON.stringify({ title: 'ok', author: 'ok', genre: '__proto__', isbn: uniqueIsbn(), copies: 1 }),
      put: { invalid: ['genre'] },
    },
    {
      body: JSON.stringify({
        title: 'ok',
        author: 'ok',
        genre: 'FICTION',
        isbn: uniqueIsbn(),
        copies: 1,
        available: 'yes',
      }),
      put: { invalid: ['available'] },
    },
    // JSON.parse keeps "__proto__" as an own key: ignored like any unknown field, never a prototype.
    {
      body: '{"__proto__": {"copies": 1, "title": "polluted"}, "constructor": {"prototype": {"copies": 2}}}',
      put: { stored: {} },
    },
    {
      body: JSON.stringify({
        title: `  ${sqlTitle}  `,
        author: "' OR 1=1 --",
        description: "'; DELETE FROM books WHERE '1'='1",
      }),
      put: { stored: { title: sqlTitle, author: "' OR 1=1 --", description: "'; DELETE FROM books WHERE '1'='1" } },
    },
    {
      body: JSON.stringify({
        title: '\t%s %n \\x00 ${process.exit()}\n',
        author: '<script>alert(1)</script>',
        $where: 'sleep(1000)',
        _id: 'x',
        createdAt: '2000-01-01',
      }),
      put: { stored: { title: '%s %n \\x00 ${process.exit()}', author: '<script>alert(1)</script>' } },
    },
  ];

  it.each(
    hostile.map(
      (c, i) => [i, c.body === undefined ? 'no body' : c.body === '' ? 'empty body' : c.body.slice(0, 60)] as const,
    ),
  )(
    'when hostile body #%i (%s) is posted or put to a book, then POST is 4xx with the envelope and PUT gives the answer the contract requires',
    async (i) => {
      const { body, put: expected } = hostile[i];
      const book = await api.book({ copies: 1000 });
      const send = (method: string, p: string) =>
        call<BookJson>(api.url, method, p, undefined, { raw: body, headers: { 'content-type': 'application/json' } });

      const posted = await send('POST', '/books');
      expect([posted.status >= 400 && posted.status < 500, posted.body.success]).toEqual([true, false]);
      expect(typeof posted.body.message).toBe('string');
      expect(typeof posted.body.error?.code).toBe('string');

      const res = await send('PUT', `/books/${book.id}`);
      const after = (await api.get<BookJson>(`/books/${book.id}`)).body.data;
      if ('stored' in expected) {
        expect([res.status, res.body.success]).toEqual([200, true]);
        expect(res.body.data).toEqual({ ...book, ...expected.stored, updatedAt: anyString() });
        expect(after).toEqual(res.body.data);
        return;
      }
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: anyString(), requestId: anyString() });
      if ('malformed' in expected) {
        expect(res.body.error).toEqual({ name: 'BadRequestError', code: 'MALFORMED_JSON' });
      } else {
        expect(res.body.message).toBe('Validation failed');
        expect(res.body.error?.code).toBe('VALIDATION_FAILED');
        expect(Object.keys(res.body.error?.errors ?? {}).sort()).toEqual([...expected.invalid].sort());
      }
      expect(after).toEqual(book);
    },
  );

  const hostileBorrows: unknown[] = [
    null,
    [],
    { book: { $ne: null }, quantity: 1, dueDate: isoDate(1) },
    { book: "x' OR '1'='1", quantity: 1, dueDate: isoDate(1) },
    { book: 'ok', quantity: '1; DROP TABLE borrows', dueDate: isoDate(1) },
    { book: 'ok', quantity: -5, dueDate: isoDate(1) },
    { book: 'ok', quantity: 0.25, dueDate: isoDate(1) },
    { book: 'ok', quantity: Number.MAX_SAFE_INTEGER, dueDate: isoDate(1) },
    { book: 'ok', quantity: 1, dueDate: '9999-99-99' },
    { book: 'ok', quantity: 1, dueDate: `${isoDate(1)}\u0000` },
    { book: 'ok', quantity: 1, dueDate: 'x'.repeat(50_000) },
    { book: 'ok', quantity: 1, dueDate: ['2030-01-01'] },
    { book: 'ok', quantity: 1, dueDate: '0000-01-01' },
  ];

  it.each(hostileBorrows.map((body, i) => [i, body] as const))(
    'when hostile borrow #%i is posted, then 4xx with the envelope and the copies are untouched',
    async (_i, raw) => {
      const book = await api.book({ copies: 1000 });
      const body =
        typeof raw === 'object' && raw !== null && 'book' in raw && raw.book === 'ok' ? { ...raw, book: book.id } : raw;
      const res = await call(api.url, 'POST', '/borrow', undefined, {
        raw: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.success).toBe(false);
      expect((await api.get<BookJson>(`/books/${book.id}`)).body.data).toEqual(book);
    },
  );

  it.each([
    'page=%00',
    'limit=%27%20OR%201%3D1',
    'sortBy=title&sortBy=author',
    'limit=%00',
    `filter=${'A'.repeat(10_000)}`,
    'sort=%E2%80%AEcsed',
    'page=1e3',
    'limit=-0',
  ])('when the list query is %s, then 400, never 5xx', async (query) => {
    const res = await api.get(`/books?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('when a body is sent with a charset other than UTF-8, then 415', async () => {
    const res = await api.post('/books', undefined, {
      raw: '{}',
      headers: { 'content-type': 'application/json; charset=latin-1' },
    });
    expect(res.status).toBe(415);
  });

  it('when a body says it is compressed and is not (or is cut short), then 400 MALFORMED_BODY naming the encoding, never 500', async () => {
    const body = JSON.stringify({ title: 'Squeezed' });
    const sent: [string, Buffer][] = [
      ['gzip', Buffer.from(body)],
      ['deflate', Buffer.from(body)],
      ['br', Buffer.from(body)],
      ['gzip', gzipSync(body).subarray(0, 12)],
    ];
    for (const [encoding, raw] of sent) {
      const res = await api.post('/books', undefined, {
        raw,
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      });
      expect([res.status, res.body.error?.code, res.body.message]).toEqual([
        400,
        'MALFORMED_BODY',
        `The request body could not be decoded: it is not valid ${encoding}`,
      ]);
    }
  });

  it('when a body is compressed with gzip, deflate or br, then it is read; any other encoding is 415 naming those', async () => {
    const compress = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync, identity: (b: string) => b };
    for (const [encoding, squeeze] of Object.entries(compress)) {
      const isbn = uniqueIsbn();
      const body = JSON.stringify({ title: `Packed ${encoding}`, author: 'A', genre: 'FICTION', isbn, copies: 1 });
      const res = await api.post<BookJson>('/books', undefined, {
        raw: squeeze(body),
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      });
      expect([encoding, res.status, res.body.data.isbn]).toEqual([encoding, 201, isbn]);
    }
    for (const encoding of ['zstd', 'compress', 'gzip, br', 'x-gzip']) {
      const res = await api.post('/books', undefined, {
        raw: '{}',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      });
      expect([encoding, res.status, res.body.error?.code, res.body.message]).toEqual([
        encoding,
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the body uncompressed or compressed with gzip, deflate or br (Content-Encoding)',
      ]);
    }
  });
});

describe('when the store fails unexpectedly', () => {
  function failingStore(): Store {
    const fail = (): Promise<never> => Promise.reject(new Error('secret internal detail at db.ts:42'));
    // Every other service (accounts, sessions: who is asking) fails the same way.
    const failing = {
      kind: 'pglite',
      listBooks: fail,
      getBook: fail,
      createBook: fail,
      updateBook: fail,
      deleteBook: fail,
      borrow: fail,
      returnLoan: fail,
      listLoans: fail,
      borrowSummaryPage: fail,
      borrowSummaryPages: async function* () {
        yield await fail();
      },
      record: fail,
      listActivity: fail,
      bookHistory: fail,
      listStaffAccounts: fail,
      createStaffAccount: fail,
      updateStaffAccount: fail,
      resetStaffAccount: fail,
      listApiTokens: fail,
      createApiToken: fail,
      revokeApiToken: fail,
      borrowTotals: fail,
      genreCounts: fail,
      exportBooks: async function* () {
        yield await fail();
      },
      booksByIsbnKey: fail,
      importBooks: fail,
      today: () => '2030-01-01',
      seedDemo: fail,
      ping: fail,
      close: () => Promise.resolve(),
    };
    return new Proxy(failing, {
      get: (target, key): unknown => (key in target ? Reflect.get(target, key) : fail),
    }) as unknown as Store;
  }

  let server: http.Server;
  let url: string;
  const { logged, logger } = loggedText('error');
  beforeAll(async () => {
    server = http.createServer(createApp(failingStore(), logger));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('when a book is read, then 500 with a generic message and the request id, and the stack is logged, never sent', async () => {
    const res = await call(url, 'GET', `/books/${crypto.randomUUID()}`);
    expect(res.status).toBe(500);
    expect(res.body.success).toBe(false);
    expect(res.body.error?.code).toBe('INTERNAL');
    expect(res.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-request-id')).toBe(res.body.requestId);
    expect(JSON.stringify(res.body)).not.toContain('secret');
    const requestId = defined(res.body.requestId, 'the answer to carry its request id');
    const line = logged.find((l) => l.includes(requestId) && l.includes('stack'));
    expect(line).toBeDefined();
    expect(line).toContain('secret internal detail');
  });

  it('when the health is asked, then 503 SERVICE_UNAVAILABLE', async () => {
    const res = await call(url, 'GET', '/health');
    expect(res.status).toBe(503);
    expect(res.body.error?.code).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('a client that goes away mid-request', () => {
  let server: http.Server;
  let port: number;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        cb();
      },
    });
    // An open library (no staff account): who is asking needs no database.
    const store = { kind: 'pglite', principalOf: () => Promise.resolve({ kind: 'open' }) } as unknown as Store;
    server = http.createServer(createApp(store, pino({ level: 'debug' }, sink)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it.each([
    ['a book', 'POST /api/books HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"title":'],
    ['an import', 'POST /api/books/import HTTP/1.1\r\nContent-Type: text/csv\r\nContent-Length: 100000\r\n\r\ntitle,'],
  ])(
    'when half the body of %s is sent and the client leaves, then it is logged at debug, never as an error',
    async (_what, head) => {
      lines.length = 0;
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(head.replace('\r\n', '\r\nHost: x\r\n'));
          setTimeout(() => socket.destroy(), 50);
        });
        socket.on('close', () => resolve());
      });
      for (let waited = 0; waited < 5_000 && lines.length === 0; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(lines).toEqual([
        expect.objectContaining({ level: 20, msg: 'the client went away mid-request', method: 'POST' }),
      ]);
    },
  );
});
