/**
 * Bounded work for the lists, end to end: the real gateway in front of the real api (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set), every REST call counted on the wire by a proxy between
 * them. A request over the list-size limit is refused before any REST call; one within it costs at
 * most one REST call per list field per list, however many items the list has (`Member.history`,
 * `Book.holdQueue`, `Book.history`, `Borrow.book`), and each item's answer is its single read's.
 */
import { errorCodes, postGraphQL, type GraphQLHttpResult } from './support/http';
import { uniqueIsbn } from './support/isbn';
import { adminOf, startCountedStack, TARGETS, type CountedStack } from './support/stack';
import { dueIn } from './support/dates';

jest.setTimeout(120_000);

const MEMBERS = 12;

/** How many times each REST route was called, e.g. `{ 'GET /api/members': 1 }`. */
function tally(requests: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const request of requests) counts[request] = (counts[request] ?? 0) + 1;
  return counts;
}

describe.each(TARGETS)('bounded work for lists through the gateway (%s)', (target) => {
  let stack: CountedStack;
  let admin: Record<string, string>;
  const memberIds: string[] = [];
  const bookIds: string[] = [];

  async function as(query: string, variables?: Record<string, unknown>): Promise<Record<string, unknown>> {
    const result = await postGraphQL(stack.gateway.url, query, variables, admin);
    expect(result.body.errors).toBeUndefined();
    return result.body.data ?? {};
  }

  /** Runs `query` with the counter reset: its answer and the REST calls it made. */
  async function counted(query: string): Promise<{ result: GraphQLHttpResult; calls: Record<string, number> }> {
    stack.proxy.reset();
    const result = await postGraphQL(stack.gateway.url, query, undefined, admin);
    return { result, calls: tally(stack.proxy.requests()) };
  }

  beforeAll(async () => {
    stack = await startCountedStack(target, 'gateway_batching');
    admin = await adminOf(stack);
    for (let i = 0; i < MEMBERS; i += 1) {
      const made = await as(`mutation { createMember(input: { name: "Member ${i}" }) { id cardNumber } }`);
      memberIds.push((made['createMember'] as { id: string }).id);
    }
    await as(`mutation($id: ID!) { blockMember(id: $id, reason: "Lost books") { id } }`, { id: memberIds[0] });
    // Three books out on the shelf (no copy): queues of 3, 1 and 0 holds; then loans of a fourth.
    for (const title of ['Queued', 'One waiting', 'Nobody waiting']) {
      const made = await as('mutation($input: CreateBookInput!) { createBook(input: $input) { id } }', {
        input: { title, author: 'A. Writer', genre: 'FICTION', isbn: uniqueIsbn(), copies: 0 },
      });
      bookIds.push((made['createBook'] as { id: string }).id);
    }
    for (const [book, member] of [
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
    ] as const) {
      await as('mutation($b: ID!, $m: String!) { placeHold(bookId: $b, member: $m) { id } }', {
        b: bookIds[book],
        m: memberIds[member],
      });
    }
    const lentIds: string[] = [];
    for (const title of ['Lent', 'Also lent']) {
      const lent = await as('mutation($input: CreateBookInput!) { createBook(input: $input) { id } }', {
        input: { title, author: 'A. Writer', genre: 'FICTION', isbn: uniqueIsbn(), copies: 5 },
      });
      lentIds.push((lent['createBook'] as { id: string }).id);
    }
    for (const [book, member] of [
      [0, 1],
      [0, 2],
      [1, 3],
    ] as const) {
      await as(
        `mutation($b: ID!, $m: String!) { borrowBook(book: $b, quantity: 1, dueDate: "${dueIn(7)}", member: $m) { id } }`,
        { b: lentIds[book], m: memberIds[member] },
      );
    }
  });
  afterAll(async () => {
    await stack.close();
  });

  it("when 15 aliases of members(limit: 100) ask for each member's history, then it is refused up front, no REST call made", async () => {
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `m${i}: members(limit: 100) { items { history { createdBy } } }`,
    );
    const { result, calls } = await counted(`{ ${aliases.join(' ')} }`);
    expect(result.status).toBe(400);
    expect(errorCodes(result)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(result.body.errors?.[0]?.message).toBe(
      'This request asks for 1500 members in all; the limit is 500 per request.',
    );
    expect(calls).toEqual({});
  });

  it('when five aliases of members(limit: 100) ask for histories, then each list costs one members call and one histories call', async () => {
    const aliases = Array.from(
      { length: 5 },
      (_, i) => `m${i}: members(limit: 100) { items { id history { createdBy updatedBy } } }`,
    );
    const { result, calls } = await counted(`{ ${aliases.join(' ')} }`);
    expect(result.body.errors).toBeUndefined();
    expect(calls).toEqual({ 'GET /api/auth/me': 1, 'GET /api/members': 5, 'GET /api/histories/members': 5 });
    const items = (result.body.data?.['m0'] as { items: { id: string; history: unknown }[] }).items;
    expect(items).toHaveLength(MEMBERS);
    for (const id of [memberIds[0], memberIds[5]]) {
      const single = await as('query($id: ID!) { member(id: $id) { history { createdBy updatedBy } } }', { id });
      expect(items.find((item) => item.id === id)?.history).toEqual((single['member'] as { history: unknown }).history);
    }
    expect(items.find((item) => item.id === memberIds[0])?.history).toEqual({ createdBy: 'Ada', updatedBy: 'Ada' });
  });

  it('when a page of books asks for hold queues and histories, then one call each for the page, each book its own queue', async () => {
    const query =
      '{ books(limit: 4, sortBy: TITLE, sort: DESC) { items { title holdQueue { position member { name } } history { createdBy } } } }';
    const { result, calls } = await counted(query);
    expect(result.body.errors).toBeUndefined();
    expect(calls).toEqual({
      'GET /api/auth/me': 1,
      'GET /api/books': 1,
      'GET /api/holds/queues': 1,
      'GET /api/histories/books': 1,
    });
    const items = (result.body.data?.['books'] as { items: { title: string; holdQueue: unknown[] }[] }).items;
    expect(items.map((book) => [book.title, book.holdQueue])).toEqual([
      [
        'Queued',
        [
          { position: 1, member: { name: 'Member 1' } },
          { position: 2, member: { name: 'Member 2' } },
          { position: 3, member: { name: 'Member 3' } },
        ],
      ],
      ['One waiting', [{ position: 1, member: { name: 'Member 2' } }]],
      ['Nobody waiting', []],
      ['Lent', []],
    ]);
  });

  it("when a page of loans asks for each loan's book, then one call for the page's books", async () => {
    const { result, calls } = await counted('{ loans(limit: 100) { items { book { title copiesOnLoan } } } }');
    expect(result.body.errors).toBeUndefined();
    expect(calls).toEqual({ 'GET /api/auth/me': 1, 'GET /api/loans': 1, 'GET /api/books/by-ids': 1 });
    // Newest first: the loan of "Also lent", then the two of "Lent".
    expect(result.body.data).toEqual({
      loans: {
        items: [
          { book: { title: 'Also lent', copiesOnLoan: 1 } },
          { book: { title: 'Lent', copiesOnLoan: 2 } },
          { book: { title: 'Lent', copiesOnLoan: 2 } },
        ],
      },
    });
  });

  it('when ten books each ask for their hold queue, then 1010 items are refused up front', async () => {
    const { result, calls } = await counted('{ books(limit: 10) { items { holdQueue { id } } } }');
    expect(result.status).toBe(400);
    expect(errorCodes(result)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(calls).toEqual({});
  });
});
