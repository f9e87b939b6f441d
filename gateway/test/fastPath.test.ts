/**
 * The fast path for plain JSON `POST /graphql` (src/graphqlPost.ts) answers exactly as the Express
 * route does: the same requests are sent to a gateway with it and to one without it
 * (`fastPath: false`), and status, headers (but `Date`) and body must be the same.
 */
import type { MockAgent } from 'undici';
import { startGateway, type RunningGateway } from '../src/index';
import { bookPageEnvelope, restBook } from './support/http';
import { MOCK_ORIGIN, mockAgent, mockedGateway } from './support/mockUpstream';

const BODY_LIMIT = 2048;

let agent: MockAgent;
let withFastPath: RunningGateway;
let expressOnly: RunningGateway;

beforeAll(async () => {
  agent = mockAgent();
  agent
    .get(MOCK_ORIGIN)
    .intercept({ path: (p: string) => p.startsWith('/api/books?'), method: 'GET' })
    .reply(200, bookPageEnvelope([restBook()]))
    .persist();
  const options = mockedGateway(agent, { bodyLimitBytes: BODY_LIMIT });
  withFastPath = await startGateway(options);
  expressOnly = await startGateway({ ...options, fastPath: false });
});
afterAll(async () => {
  await withFastPath.close();
  await expressOnly.close();
  await agent.close();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function answer(baseUrl: string, path: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, init);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers, body: await response.text() };
}

/** The same request to both gateways; `init` is a factory since a streamed body is read once. */
async function both(path: string, init: () => RequestInit): Promise<[Answer, Answer]> {
  return [await answer(withFastPath.url, path, init()), await answer(expressOnly.url, path, init())];
}

const json =
  (body: string, headers: Record<string, string> = {}): (() => RequestInit) =>
  () => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'same-id', ...headers },
    body,
  });

describe('POST /graphql with and without the fast path', () => {
  it('when a query is answered, then status, headers and body are the same', async () => {
    const [fast, viaExpress] = await both(
      '/graphql',
      json(JSON.stringify({ query: '{ books { total items { title } } }' })),
    );
    expect(fast.status).toBe(200);
    expect(JSON.parse(fast.body)).toEqual({ data: { books: { total: 1, items: [{ title: 'Dune' }] } } });
    expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
    expect(fast).toEqual(viaExpress);
  });

  it('when the URL has a query string and the operation variables, then the answers are the same', async () => {
    const body = JSON.stringify({
      query: 'query Q($limit: Int) { books(limit: $limit) { total } }',
      variables: { limit: 2 },
    });
    const [fast, viaExpress] = await both('/graphql?from=test', json(body));
    expect(JSON.parse(fast.body)).toEqual({ data: { books: { total: 1 } } });
    expect(fast).toEqual(viaExpress);
  });

  it('when the query is not valid for the schema, then the same GraphQL error answer', async () => {
    const [fast, viaExpress] = await both('/graphql', json(JSON.stringify({ query: '{ nope }' })));
    expect(fast.status).toBe(400);
    expect(fast).toEqual(viaExpress);
  });

  it('when the body is not JSON, then the same 400 answer', async () => {
    const [fast, viaExpress] = await both('/graphql', json('{"query": '));
    expect(fast.status).toBe(400);
    expect(JSON.parse(fast.body)).toEqual({
      errors: [
        { message: 'Request body is not valid JSON.', extensions: { code: 'BAD_REQUEST', requestId: 'same-id' } },
      ],
    });
    expect(fast).toEqual(viaExpress);
  });

  it('when the declared body length is over the limit, then the same 413 answer', async () => {
    const [fast, viaExpress] = await both(
      '/graphql',
      json(JSON.stringify({ query: `{ __typename } # ${'x'.repeat(BODY_LIMIT)}` })),
    );
    expect(fast.status).toBe(413);
    expect(JSON.parse(fast.body)).toEqual({
      errors: [
        {
          message: `Request body is larger than ${BODY_LIMIT} bytes.`,
          extensions: { code: 'PAYLOAD_TOO_LARGE', requestId: 'same-id' },
        },
      ],
    });
    expect(fast).toEqual(viaExpress);
  });

  it('when a body without a declared length grows over the limit, then the same 413 answer', async () => {
    const chunk = new TextEncoder().encode(`{"query": "{ __typename } # ${'x'.repeat(BODY_LIMIT)}"}`);
    const streamed = (): RequestInit & { duplex: 'half' } => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'same-id' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(chunk);
          controller.close();
        },
      }),
      duplex: 'half',
    });
    const [fast, viaExpress] = await both('/graphql', streamed);
    expect(fast.status).toBe(413);
    expect(fast).toEqual(viaExpress);
  });

  it('when Apollo Sandbox posts from its origin (development), then the same CORS headers', async () => {
    const [fast, viaExpress] = await both(
      '/graphql',
      json(JSON.stringify({ query: '{ __typename }' }), { origin: 'https://sandbox.embed.apollographql.com' }),
    );
    expect(fast.headers['access-control-allow-origin']).toBe('https://sandbox.embed.apollographql.com');
    expect(fast).toEqual(viaExpress);
  });

  it('when another origin posts, then neither answer allows it', async () => {
    const [fast, viaExpress] = await both(
      '/graphql',
      json(JSON.stringify({ query: '{ __typename }' }), { origin: 'https://evil.example' }),
    );
    expect(fast.headers['access-control-allow-origin']).toBeUndefined();
    expect(fast).toEqual(viaExpress);
  });

  it('when the client sends no usable request id, then each answer carries a new one', async () => {
    const [fast, viaExpress] = await both(
      '/graphql',
      json(JSON.stringify({ query: '{ __typename }' }), { 'x-request-id': 'bad id!' }),
    );
    expect(fast.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(viaExpress.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect({ ...fast, headers: { ...fast.headers, 'x-request-id': '' } }).toEqual({
      ...viaExpress,
      headers: { ...viaExpress.headers, 'x-request-id': '' },
    });
  });

  it.each(['br', 'gzip'])(
    'when an answer over 1 KB is asked with Accept-Encoding %s, then both paths send it so compressed alike',
    async (coding) => {
      const fields = 'id title author genre isbn description copies available createdAt updatedAt';
      const aliases = Array.from({ length: 8 }, (_, i) => `b${i}: books { items { ${fields} } }`).join(' ');
      const [fast, viaExpress] = await both(
        '/graphql',
        json(JSON.stringify({ query: `{ ${aliases} }` }), { 'accept-encoding': coding }),
      );
      expect(fast.status).toBe(200);
      expect(Buffer.byteLength(fast.body)).toBeGreaterThan(1024);
      expect(fast.headers['content-encoding']).toBe(coding);
      expect(fast.headers['vary']).toContain('Accept-Encoding');
      expect(fast).toEqual(viaExpress);
    },
  );

  it('when an answer is under 1 KB, then both paths send it as it is, with its length', async () => {
    const [fast, viaExpress] = await both(
      '/graphql',
      json(JSON.stringify({ query: '{ __typename }' }), { 'accept-encoding': 'gzip, deflate, br, zstd' }),
    );
    expect(fast.headers['content-encoding']).toBeUndefined();
    expect(fast.headers['content-length']).toBe(String(Buffer.byteLength(fast.body)));
    expect(fast).toEqual(viaExpress);
  });
});
