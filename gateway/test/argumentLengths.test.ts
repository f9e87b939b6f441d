/**
 * Over-long arguments that would go into a REST URL (a search over 200 characters, any id over 64)
 * are refused by the gateway itself, BAD_USER_INPUT naming the argument, before any REST call; a
 * REST answer of 414 or 431 (URL or headers too long) is BAD_USER_INPUT too, never an upstream fault.
 */
import type { MockAgent } from 'undici';
import { startGateway, type RunningGateway } from '../src/index';
import { errorCodes, postGraphQL, type GraphQLHttpResult } from './support/http';
import {
  gatewaysOnCountingUpstream,
  interceptBookList,
  MOCK_ORIGIN,
  mockAgent,
  mockedGateway,
} from './support/mockUpstream';
import { startStack, TARGETS, type Stack } from './support/stack';

const TOO_LONG = 'The request is too long for the library service: use a shorter search or id.';

/** Every ID argument of every query and mutation, each with a document taking it as `$v`. */
const ID_ARGUMENTS: { field: string; argument: string; query: string }[] = [
  { field: 'book', argument: 'id', query: 'query($v: ID!) { book(id: $v) { id } }' },
  { field: 'loans', argument: 'bookId', query: 'query($v: ID) { loans(bookId: $v) { total } }' },
  {
    field: 'updateBook',
    argument: 'id',
    query: 'mutation($v: ID!) { updateBook(id: $v, input: { title: "T" }) { id } }',
  },
  { field: 'deleteBook', argument: 'id', query: 'mutation($v: ID!) { deleteBook(id: $v) }' },
  {
    field: 'borrowBook',
    argument: 'book',
    query: 'mutation($v: ID!) { borrowBook(book: $v, quantity: 1, dueDate: "2999-01-01") { id } }',
  },
  { field: 'returnLoan', argument: 'id', query: 'mutation($v: ID!) { returnLoan(id: $v) { id } }' },
];

function expectRefused(result: GraphQLHttpResult, argument: string, max: number): void {
  const message = `${argument} must be at most ${max} characters`;
  expect(result.status).toBe(400);
  expect(result.body.errors).toHaveLength(1);
  expect(result.body.errors?.[0]).toMatchObject({
    message,
    extensions: { code: 'BAD_USER_INPUT', fields: { [argument]: message } },
  });
  expect(result.body.data).toBeUndefined();
}

describe.each(TARGETS)('through the gateway to the real api on %s', (target) => {
  let stack: Stack | undefined;

  beforeAll(async () => {
    stack = await startStack(target, 'gateway_lengths');
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  function gql(query: string, variables?: Record<string, unknown>): Promise<GraphQLHttpResult> {
    if (!stack) throw new Error('the stack did not start');
    return postGraphQL(stack.gateway.url, query, variables);
  }

  it('when a search of 17,000 characters is sent, then BAD_USER_INPUT naming the search limit, not an upstream fault', async () => {
    const result = await gql('query($s: String) { books(search: $s) { total } }', { s: 'x'.repeat(17_000) });
    expectRefused(result, 'search', 200);
  });

  it('when a book id of 50,000 characters is sent, then BAD_USER_INPUT naming the id limit', async () => {
    const result = await gql('query($id: ID!) { book(id: $id) { id } }', { id: 'b'.repeat(50_000) });
    expectRefused(result, 'id', 64);
  });

  it('when a search of 200 characters, mostly spaces, is sent, then REST searches its trimmed text', async () => {
    const result = await gql('query($s: String) { books(search: $s) { total } }', {
      s: `${' '.repeat(190)}no-such-t`,
    });
    expect(result.body).toEqual({ data: { books: { total: 0 } } });
  });
});

describe('refused before any REST call', () => {
  const {
    upstream,
    gateways: { development, production },
  } = gatewaysOnCountingUpstream({ development: {}, production: { production: true } });

  it.each(ID_ARGUMENTS)(
    'when $field($argument:) gets 65 characters, then BAD_USER_INPUT naming $argument, in development and production',
    async ({ argument, query }) => {
      for (const gateway of [development, production]) {
        expectRefused(await postGraphQL(gateway.url, query, { v: 'i'.repeat(65) }), argument, 64);
      }
      expect(upstream.calls()).toBe(0);
    },
  );

  it.each(ID_ARGUMENTS)('when $field($argument:) gets 64 characters, then it goes to REST', async ({ query }) => {
    await postGraphQL(development.url, query, { v: 'i'.repeat(64) });
    expect(upstream.calls()).toBe(1);
  });

  it('when the search is 201 characters, then it is refused; 200 go to REST', async () => {
    const query = 'query($s: String) { books(search: $s) { total } }';
    expectRefused(await postGraphQL(production.url, query, { s: 's'.repeat(201) }), 'search', 200);
    expect(upstream.calls()).toBe(0);
    const within = await postGraphQL(production.url, query, { s: 's'.repeat(200) });
    expect(within.body.errors).toBeUndefined();
    expect(upstream.calls()).toBe(1);
  });

  it("when the long value is a literal, a variable's default or sits in a fragment, then it is refused too", async () => {
    const long = 'i'.repeat(65);
    const documents = [
      `{ book(id: "${long}") { id } }`,
      `{ book(id: ${'9'.repeat(65)}) { id } }`,
      `query($v: ID = "${long}") { loans(bookId: $v) { total } }`,
      `{ ...F } fragment F on Query { ... on Query { a: book(id: "1") { id } b: book(id: "${long}") { id } } }`,
      `{ books(search: "${'s'.repeat(201)}") { total } }`,
    ];
    for (const query of documents) {
      const result = await postGraphQL(development.url, query);
      expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    }
    expect(upstream.calls()).toBe(0);
  });
});

describe('REST refusing a request as too long', () => {
  let agent: MockAgent;
  let development: RunningGateway;
  let production: RunningGateway;

  beforeEach(async () => {
    agent = mockAgent();
    development = await startGateway(mockedGateway(agent));
    production = await startGateway(mockedGateway(agent, { production: true }));
  });
  afterEach(async () => {
    await development.close();
    await production.close();
    await agent.close();
  });

  it.each([414, 431])(
    'when REST answers %i with no body, then BAD_USER_INPUT saying the request is too long',
    async (status) => {
      interceptBookList(agent).reply(status, '').times(2);
      for (const gateway of [development, production]) {
        const result = await postGraphQL(gateway.url, '{ books(search: "dune") { total } }');
        expect(result.body.errors?.[0]).toMatchObject({ message: TOO_LONG, extensions: { code: 'BAD_USER_INPUT' } });
      }
    },
  );

  it('when REST answers 431 to the CSV export, then 400 BAD_USER_INPUT in the REST envelope', async () => {
    agent
      .get(MOCK_ORIGIN)
      .intercept({ path: (p: string) => p.startsWith('/api/books/export.csv'), method: 'GET' })
      .reply(431, '');
    const response = await fetch(`${production.url}/api/books/export.csv?search=dune`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      message: TOO_LONG,
      error: { code: 'BAD_USER_INPUT' },
    });
  });
});
