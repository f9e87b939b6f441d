/**
 * In production, what leaves the gateway carries the code and the request id, never the REST
 * service's or the transport's internals; the detail goes to the log with the request id.
 * Development keeps the detail.
 */
import type { MockAgent } from 'undici';
import { DATABASE_MESSAGES } from '@library/api/contract/rules';
import { startGateway, type RunningGateway } from '../src/index';
import { postGraphQL } from './support/http';
import { interceptBookList, MOCK_ORIGIN, mockAgent, mockedGateway } from './support/mockUpstream';
import { captureLogs, type CapturedLogs } from './support/logs';

const BOOKS = '{ books { total } }';
const DB_TEXT = 'relation "books" does not exist (postgres://app:s3cret@db:5432/library)';

let agent: MockAgent;
let logs: CapturedLogs;
let production: RunningGateway;
let development: RunningGateway;

beforeEach(async () => {
  agent = mockAgent();
  logs = captureLogs();
  production = await startGateway(mockedGateway(agent, { production: true, logger: logs.logger }));
  development = await startGateway(mockedGateway(agent));
});
afterEach(async () => {
  await production.close();
  await development.close();
  await agent.close();
});

function healthFailsWithDatabaseText(): void {
  agent
    .get(MOCK_ORIGIN)
    .intercept({ path: '/api/health', method: 'GET' })
    .reply(503, { success: false, message: DB_TEXT, error: { code: 'SERVICE_UNAVAILABLE' } })
    .times(2);
}

describe('GET /readyz', () => {
  it('when the REST health check fails with a database error in production, then the code and a generic message, the detail in the log', async () => {
    healthFailsWithDatabaseText();
    const response = await fetch(`${production.url}/readyz`, { headers: { 'x-request-id': 'ready-1' } });
    expect(response.status).toBe(503);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      status: 'not ready',
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'The library service is unavailable. Please try again in a moment.',
      requestId: 'ready-1',
    });
    expect(JSON.stringify(body)).not.toMatch(/s3cret|relation/);
    const logged = logs.lines().find((line) => line['requestId'] === 'ready-1' && line['path'] === '/readyz');
    expect(logged).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', detail: DB_TEXT });
  });

  it('when the same fault happens in development, then /readyz names it', async () => {
    healthFailsWithDatabaseText();
    const response = await fetch(`${development.url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', message: DB_TEXT });
  });
});

describe('error extensions on /graphql', () => {
  it('when the connection is refused in production, then only code and requestId reach the client, and the reason is logged', async () => {
    interceptBookList(agent).replyWithError(
      Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:4001'), { code: 'ECONNREFUSED' }),
    );
    const result = await postGraphQL(production.url, BOOKS, undefined, { 'x-request-id': 'prod-1' });
    expect(result.body.errors).toEqual([
      {
        message: 'The library service is unavailable. Please try again in a moment.',
        locations: [{ line: 1, column: 3 }],
        path: ['books'],
        extensions: { code: 'UPSTREAM_UNAVAILABLE', requestId: 'prod-1' },
      },
    ]);
    const logged = logs
      .lines()
      .find((line) => line['requestId'] === 'prod-1' && line['code'] === 'UPSTREAM_UNAVAILABLE');
    expect(logged).toMatchObject({ extensions: { reason: 'ECONNREFUSED' } });
  });

  it('when the upstream answers 503 with a database error text in production, then the message is generic', async () => {
    interceptBookList(agent).reply(503, {
      success: false,
      message: DB_TEXT,
      error: { code: 'SERVICE_UNAVAILABLE' },
      requestId: 'up-1',
    });
    const result = await postGraphQL(production.url, BOOKS, undefined, { 'x-request-id': 'prod-2' });
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'The library service is unavailable. Please try again in a moment.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE', requestId: 'prod-2' },
    });
    expect(JSON.stringify(result.body)).not.toMatch(/s3cret|upstreamStatus|upstreamRequestId|SERVICE_UNAVAILABLE/);
  });

  it('when the upstream answers DATABASE_UNAVAILABLE with a database error text, then the code stays with the contract’s words, never the text', async () => {
    interceptBookList(agent).reply(
      503,
      { success: false, message: DB_TEXT, error: { code: 'DATABASE_UNAVAILABLE', retryAfter: 2 } },
      { headers: { 'retry-after': '2' } },
    );
    const result = await postGraphQL(production.url, BOOKS, undefined, { 'x-request-id': 'prod-db' });
    expect(result.body.errors?.[0]).toMatchObject({
      message: DATABASE_MESSAGES.unavailable,
      extensions: { code: 'DATABASE_UNAVAILABLE', requestId: 'prod-db' },
    });
    expect(JSON.stringify(result.body)).not.toMatch(/s3cret|relation/);
  });

  it('when a REST validation error comes in production, then its message and fields stay, the upstream internals go', async () => {
    interceptBookList(agent).reply(400, {
      success: false,
      message: 'Validation failed',
      error: { code: 'VALIDATION_FAILED', errors: { limit: 'Limit is too large' } },
    });
    const result = await postGraphQL(production.url, BOOKS, undefined, { 'x-request-id': 'prod-3' });
    expect(result.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { limit: 'Limit is too large' },
      requestId: 'prod-3',
    });
    expect(result.body.errors?.[0]?.message).toBe('Validation failed');
  });

  it('when the connection is refused in development, then the extensions keep the reason', async () => {
    interceptBookList(agent).replyWithError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const result = await postGraphQL(development.url, BOOKS, undefined, { 'x-request-id': 'dev-1' });
    expect(result.body.errors?.[0]?.extensions).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      reason: 'ECONNREFUSED',
      requestId: 'dev-1',
    });
  });

  it('when a query is invalid, then its error carries the request id too', async () => {
    const result = await postGraphQL(production.url, '{ nope }', undefined, { 'x-request-id': 'prod-4' });
    expect(result.body.errors?.[0]?.extensions).toMatchObject({ requestId: 'prod-4' });
  });
});

describe('"Did you mean" hints', () => {
  /** Requests whose errors graphql-js gives a hint naming what the schema has, and the name it suggests. */
  const MISTAKES: { what: string; query: string; variables?: Record<string, unknown>; suggested: string }[] = [
    {
      what: 'a variable sortBy "TITEL"',
      query: 'query($s: BookSortField) { books(sortBy: $s) { total } }',
      variables: { s: 'TITEL' },
      suggested: 'the enum value "TITLE"',
    },
    {
      what: 'a variable genre "FICTON"',
      query: 'query($g: Genre) { books(filter: $g) { total } }',
      variables: { g: 'FICTON' },
      suggested: 'the enum value "FICTION"',
    },
    {
      what: 'a variable loan status "OVERDU"',
      query: 'query($s: LoanStatus) { loans(status: $s) { total } }',
      variables: { s: 'OVERDU' },
      suggested: 'the enum value "OVERDUE"',
    },
    {
      what: 'an input variable with a field "titel"',
      query: 'mutation($i: CreateBookInput!) { createBook(input: $i) { id } }',
      variables: { i: { titel: 'T', title: 'T', author: 'A', genre: 'FICTION', isbn: '0441478123', copies: 1 } },
      suggested: '"title"',
    },
    { what: 'an enum literal TITEL', query: '{ books(sortBy: TITEL) { total } }', suggested: 'the enum value "TITLE"' },
    { what: 'an argument serch', query: '{ books(serch: "x") { total } }', suggested: '"search"' },
    { what: 'a field bok', query: '{ bok(id: "1") { id } }', suggested: '"book"' },
    { what: 'a type Genr', query: 'query($g: Genr) { books(filter: $g) { total } }', suggested: '"Genre"' },
  ];

  it.each(MISTAKES)('when $what is sent in production, then the error names no suggestion', async (mistake) => {
    const result = await postGraphQL(production.url, mistake.query, mistake.variables);
    expect(result.status).toBe(400);
    const messages = (result.body.errors ?? []).map((e) => e.message);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message).not.toMatch(/Did you mean|Suggestion hidden/);
      expect(message).not.toContain(mistake.suggested);
      expect(message).toMatch(/\.$/);
    }
  });

  it.each(MISTAKES)('when $what is sent in development, then the error keeps its suggestion', async (mistake) => {
    const result = await postGraphQL(development.url, mistake.query, mistake.variables);
    const messages = (result.body.errors ?? []).map((e) => e.message);
    expect(messages).toContainEqual(expect.stringContaining(`Did you mean ${mistake.suggested}`));
  });

  it('when a variable enum value is wrong in production, then the rest of the message stays', async () => {
    const query = 'query($s: BookSortField) { books(sortBy: $s) { total } }';
    const result = await postGraphQL(production.url, query, { s: 'TITEL' });
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'Variable "$s" got invalid value "TITEL"; Value "TITEL" does not exist in "BookSortField" enum.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
