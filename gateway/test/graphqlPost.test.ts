/**
 * `POST /graphql` as a client sees it: answers, errors before GraphQL runs (body not JSON, over the
 * limit), request ids, CORS and compression. Every POST takes the one Express route (src/app.ts).
 * (These tests once compared a fast path with the Express route; the fast path is gone, see
 * ../README.md, Benchmark.)
 */
import type { MockAgent } from 'undici';
import { startGateway, type RunningGateway } from '../src/index';
import { bookPageEnvelope, restBook } from './support/http';
import { interceptBookList, mockAgent, mockedGateway } from './support/mockUpstream';

const BODY_LIMIT = 2048;

let agent: MockAgent;
let gateway: RunningGateway;

beforeAll(async () => {
  agent = mockAgent();
  interceptBookList(agent)
    .reply(200, bookPageEnvelope([restBook()]))
    .persist();
  gateway = await startGateway(mockedGateway(agent, { bodyLimitBytes: BODY_LIMIT }));
});
afterAll(async () => {
  await gateway.close();
  await agent.close();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The gateway's answer to one request; `init` is a factory, as for a streamed body made per request. */
async function answer(path: string, init: () => RequestInit): Promise<Answer> {
  const response = await fetch(`${gateway.url}${path}`, init());
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers, body: await response.text() };
}

const json =
  (body: string, headers: Record<string, string> = {}): (() => RequestInit) =>
  () => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'same-id', ...headers },
    body,
  });

describe('POST /graphql', () => {
  it('when a query is answered, then 200 with the data and the app CSP', async () => {
    const reply = await answer('/graphql', json(JSON.stringify({ query: '{ books { total items { title } } }' })));
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ data: { books: { total: 1, items: [{ title: 'Dune' }] } } });
    expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('when the URL has a query string and the operation variables, then it is answered', async () => {
    const body = JSON.stringify({
      query: 'query Q($limit: Int) { books(limit: $limit) { total } }',
      variables: { limit: 2 },
    });
    const reply = await answer('/graphql?from=test', json(body));
    expect(JSON.parse(reply.body)).toEqual({ data: { books: { total: 1 } } });
  });

  it('when the query is not valid for the schema, then a 400 GraphQL error answer', async () => {
    const reply = await answer('/graphql', json(JSON.stringify({ query: '{ nope }' })));
    expect(reply.status).toBe(400);
  });

  it('when the body is not JSON, then a 400 answer', async () => {
    const reply = await answer('/graphql', json('{"query": '));
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toEqual({
      errors: [
        { message: 'Request body is not valid JSON.', extensions: { code: 'BAD_REQUEST', requestId: 'same-id' } },
      ],
    });
  });

  it('when the declared body length is over the limit, then a 413 answer', async () => {
    const reply = await answer(
      '/graphql',
      json(JSON.stringify({ query: `{ __typename } # ${'x'.repeat(BODY_LIMIT)}` })),
    );
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({
      errors: [
        {
          message: `Request body is larger than ${BODY_LIMIT} bytes.`,
          extensions: { code: 'PAYLOAD_TOO_LARGE', requestId: 'same-id' },
        },
      ],
    });
  });

  it('when a body without a declared length grows over the limit, then a 413 answer', async () => {
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
    const reply = await answer('/graphql', streamed);
    expect(reply.status).toBe(413);
  });

  it('when Apollo Sandbox posts from its origin (development), then CORS allows it', async () => {
    const reply = await answer(
      '/graphql',
      json(JSON.stringify({ query: '{ __typename }' }), { origin: 'https://sandbox.embed.apollographql.com' }),
    );
    expect(reply.headers['access-control-allow-origin']).toBe('https://sandbox.embed.apollographql.com');
  });

  it('when another origin posts, then the answer does not allow it', async () => {
    const reply = await answer(
      '/graphql',
      json(JSON.stringify({ query: '{ __typename }' }), { origin: 'https://evil.example' }),
    );
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('when the client sends no usable request id, then the answer carries a new one', async () => {
    const reply = await answer(
      '/graphql',
      json(JSON.stringify({ query: '{ __typename }' }), { 'x-request-id': 'bad id!' }),
    );
    expect(reply.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(['br', 'gzip'])(
    'when an answer over 1 KB is asked with Accept-Encoding %s, then it is sent so compressed',
    async (coding) => {
      const fields = 'id title author genre isbn description copies available createdAt updatedAt';
      const aliases = Array.from({ length: 8 }, (_, i) => `b${i}: books { items { ${fields} } }`).join(' ');
      const reply = await answer(
        '/graphql',
        json(JSON.stringify({ query: `{ ${aliases} }` }), { 'accept-encoding': coding }),
      );
      expect(reply.status).toBe(200);
      expect(Buffer.byteLength(reply.body)).toBeGreaterThan(1024);
      expect(reply.headers['content-encoding']).toBe(coding);
      expect(reply.headers['vary']).toContain('Accept-Encoding');
    },
  );

  it('when an answer is under 1 KB, then it is sent as it is, with its length', async () => {
    const reply = await answer(
      '/graphql',
      json(JSON.stringify({ query: '{ __typename }' }), { 'accept-encoding': 'gzip, deflate, br, zstd' }),
    );
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['content-length']).toBe(String(Buffer.byteLength(reply.body)));
  });
});
