/**
 * Abusive requests are refused with a clear error before any upstream call: depth, aliases, tokens,
 * body size, CSRF-able requests, batches.
 */
import { postGraphQL } from './support/http';
import { gatewaysOnCountingUpstream } from './support/mockUpstream';

const {
  upstream,
  gateways: { gateway },
} = gatewaysOnCountingUpstream({ gateway: {} });

it('when a normal query comes, then it reaches the upstream (the counter works)', async () => {
  const result = await postGraphQL(gateway.url, '{ books { total } }');
  expect(result.body).toEqual({ data: { books: { total: 0 } } });
  expect(upstream.calls()).toBe(1);
});

it('when a query is nested deeper than 6, then it is refused with the depth limit named', async () => {
  const result = await postGraphQL(gateway.url, '{ books { items { a { b { c { d { e { f } } } } } } } }');
  expect(result.status).toBe(400);
  expect(result.body.errors?.map((e) => e.message)).toContain('Query depth 8 exceeds the limit of 6.');
  expect(upstream.calls()).toBe(0);
});

const aliases = (alias: (i: number) => string) => Array.from({ length: 100 }, (_, i) => alias(i)).join(' ');

it.each([
  ['100 aliases', 'it is refused with the alias limit named', `{ ${aliases((i) => `b${i}: books { total }`)} }`],
  [
    '100 aliases of __typename',
    'they count like any alias and it is refused',
    `{ books { total } ${aliases((i) => `t${i}: __typename`)} }`,
  ],
])('when a query uses %s, then %s', async (_uses, _then, query) => {
  const result = await postGraphQL(gateway.url, query);
  expect(result.status).toBe(400);
  expect(result.body.errors?.[0]).toMatchObject({
    message: 'The query uses 100 aliases; the limit is 15.',
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
  });
  expect(upstream.calls()).toBe(0);
});

it('when aliases of __typename and of fields together pass 15, then every one counts', async () => {
  const typenames = Array.from({ length: 10 }, (_, i) => `t${i}: __typename`).join(' ');
  const books = Array.from({ length: 6 }, (_, i) => `b${i}: books { n: total }`).join(' ');
  const result = await postGraphQL(gateway.url, `{ ${typenames} ${books} }`);
  expect(result.body.errors?.[0]?.message).toBe('The query uses 22 aliases; the limit is 15.');
  expect(upstream.calls()).toBe(0);
});

it('when a query uses 15 aliases, __typename ones included, then it is served', async () => {
  const typenames = Array.from({ length: 14 }, (_, i) => `t${i}: __typename`).join(' ');
  const result = await postGraphQL(gateway.url, `{ ${typenames} b: books { total } }`);
  expect(result.status).toBe(200);
  expect(result.body.errors).toBeUndefined();
  expect(result.body.data?.['t13']).toBe('Query');
  expect(upstream.calls()).toBe(1);
});

it('when a document has more than 1000 tokens, then parsing stops with a clear error', async () => {
  const result = await postGraphQL(gateway.url, `{ books { ${'total '.repeat(1200)} } }`);
  expect(result.status).toBe(400);
  expect(result.body.errors?.[0]).toMatchObject({ extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
  expect(result.body.errors?.[0]?.message).toMatch(/more tha[nt] 1000 tokens/);
  expect(upstream.calls()).toBe(0);
});

it('when a request body is over the 100 kB limit, then 413 with a clear message', async () => {
  const result = await postGraphQL(gateway.url, `{ books { total } } # ${'x'.repeat(200 * 1024)}`);
  expect(result.status).toBe(413);
  expect(result.body.errors?.[0]).toMatchObject({ extensions: { code: 'PAYLOAD_TOO_LARGE' } });
  expect(result.body.errors?.[0]?.message).toMatch(/larger than/);
  expect(upstream.calls()).toBe(0);
});

it('when a query is expensive (fragments repeated to multiply its size), then the cost limit refuses it', async () => {
  const fragments = `fragment B on Book { id title author genre isbn description copies available createdAt updatedAt }
    fragment P on BookPage { items { ...B ...B ...B } }`;
  const result = await postGraphQL(gateway.url, `{ books { ${'...P '.repeat(20)} } }\n${fragments}`);
  expect(result.status).toBe(400);
  expect(result.body.errors?.[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  expect(result.body.errors?.[0]?.message).toMatch(/^Query cost \d+ exceeds the limit of 5000\.$/);
  expect(upstream.calls()).toBe(0);
});

describe('cross-site requests (CSRF prevention)', () => {
  it('when a cross-site HTML form POSTs a mutation, then it is blocked and nothing reaches the upstream', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ query: 'mutation { deleteBook(id: "1") }' }).toString(),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toMatch(/Cross-Site Request Forgery/);
    expect(upstream.calls()).toBe(0);
  });

  it('when a text/plain POST comes (another simple request), then it is blocked', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { deleteBook(id: "1") }' }),
    });
    expect(response.status).toBe(400);
    expect(upstream.calls()).toBe(0);
  });

  it('when a GET query comes without a preflight header, then it is blocked; with one it is served', async () => {
    const url = `${gateway.url}/graphql?query=${encodeURIComponent('{ books { total } }')}`;
    const blocked = await fetch(url, { headers: { accept: 'application/json' } });
    expect(blocked.status).toBe(400);
    expect(upstream.calls()).toBe(0);
    const allowed = await fetch(url, { headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
    expect(allowed.status).toBe(200);
    expect(upstream.calls()).toBe(1);
  });

  it('when a mutation is sent with GET, then it is refused', async () => {
    const url = `${gateway.url}/graphql?query=${encodeURIComponent('mutation { deleteBook(id: "1") }')}`;
    const response = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(response.status).toBe(405);
    expect(upstream.calls()).toBe(0);
  });
});

it('when a batch of operations is sent, then it is refused', async () => {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify([{ query: '{ books { total } }' }, { query: '{ books { total } }' }]),
  });
  expect(response.status).toBe(400);
  expect(upstream.calls()).toBe(0);
});

it('when the body is not valid JSON, then 400 with a clear message', async () => {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'bad-json' },
    body: '{"query": "{ books { total } }"',
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    errors: [
      { message: 'Request body is not valid JSON.', extensions: { code: 'BAD_REQUEST', requestId: 'bad-json' } },
    ],
  });
  expect(upstream.calls()).toBe(0);
});
