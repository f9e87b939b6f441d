/**
 * Each limit refusal is one clear sentence naming the limit and what was sent (no "Syntax Error:",
 * no second figure from another limit), and list sizes count: the `limit` of every list field,
 * summed, at most 500 items per request. Over HTTP, before any upstream call.
 */
import { postGraphQL, type GraphQLHttpResult } from './support/http';
import { gatewaysOnCountingUpstream } from './support/mockUpstream';

const {
  upstream,
  gateways: { gateway },
} = gatewaysOnCountingUpstream({ gateway: {} });

function aliasedBooks(count: number, args: string): string {
  return Array.from({ length: count }, (_, i) => `b${i}: books${args} { total }`).join(' ');
}

function expectRefused(result: GraphQLHttpResult, message: string): void {
  expect(result.status).toBe(400);
  expect(result.body.errors).toHaveLength(1);
  expect(result.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  expect(upstream.calls()).toBe(0);
}

describe('list sizes', () => {
  it('when fifteen aliased books(limit: 100) come in one request, then it is refused naming 1500 of 500', async () => {
    const result = await postGraphQL(gateway.url, `{ ${aliasedBooks(15, '(limit: 100)')} }`);
    expectRefused(result, 'This request asks for 1500 books in all; the limit is 500 per request.');
  });

  it('when one books(limit: 1000) comes, then the list limit lets the REST service refuse it; fifteen are refused here', async () => {
    const one = await postGraphQL(gateway.url, '{ books(limit: 1000) { total } }');
    expect(one.body.errors?.[0]?.message ?? '').not.toMatch(/in all/);
    const result = await postGraphQL(gateway.url, `{ ${aliasedBooks(15, '(limit: 1000)')} }`);
    expect(result.body.errors?.[0]?.message).toBe(
      'This request asks for 1500 books in all; the limit is 500 per request.',
    );
  });

  it('when fifteen aliased borrowSummary come with the default limit (50), then it is refused naming 750 rows of 500', async () => {
    const aliases = Array.from({ length: 15 }, (_, i) => `s${i}: borrowSummary { totalQuantity }`).join(' ');
    const result = await postGraphQL(gateway.url, `{ ${aliases} }`);
    expectRefused(result, 'This request asks for 750 summary rows in all; the limit is 500 per request.');
  });

  it('when five books(limit: 100) come, then 500 in all is accepted', async () => {
    const result = await postGraphQL(gateway.url, `{ ${aliasedBooks(5, '(limit: 100)')} }`);
    expect(result.status).toBe(200);
    expect(result.body.errors).toBeUndefined();
    expect(upstream.calls()).toBe(5);
  });

  it("when the limits come from variables, then their values (or the variables' defaults) are counted", async () => {
    const uses = ['a', 'b', 'c', 'd', 'e'].map((alias) => `${alias}: books(limit: $n) { total }`).join(' ');
    const query = `query Q($n: Int, $m: Int = 50) { ${uses} f: books(limit: $m) { total } }`;
    const result = await postGraphQL(gateway.url, query, { n: 100 });
    expectRefused(result, 'This request asks for 550 books in all; the limit is 500 per request.');
  });

  it('when the list fields sit in fragments, then every spread counts', async () => {
    const query = `{ ...F ...F ...G }
      fragment F on Query { a: books(limit: 100) { total } b: books(limit: 100) { total } }
      fragment G on Query { ... on Query { c: books(limit: 100) { total } d: books(limit: 100) { total } } }`;
    const result = await postGraphQL(gateway.url, query);
    expectRefused(result, 'This request asks for 600 books in all; the limit is 500 per request.');
  });

  it('when fifteen aliased members(limit: 100) come, each with its history, then it is refused naming 1500 members', async () => {
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `m${i}: members(limit: 100) { items { history { createdBy } } }`,
    );
    const result = await postGraphQL(gateway.url, `{ ${aliases.join(' ')} }`);
    expectRefused(result, 'This request asks for 1500 members in all; the limit is 500 per request.');
  });

  it('when fourteen aliased holds(limit: 30) come beside books(limit: 100), then holds count with the rest', async () => {
    const aliases = Array.from({ length: 14 }, (_, i) => `h${i}: holds(limit: 30) { total }`);
    const result = await postGraphQL(gateway.url, `{ ${aliases.join(' ')} b: books(limit: 100) { total } }`);
    expectRefused(
      result,
      'This request asks for 520 items (420 holds, 100 books) in all; the limit is 500 per request.',
    );
  });

  it("when a member's history asks for more than the limit, then my.history counts", async () => {
    const aliases = Array.from({ length: 6 }, (_, i) => `y${i}: history(limit: 100) { total }`);
    const result = await postGraphQL(gateway.url, `{ my { ${aliases.join(' ')} } }`);
    expectRefused(result, 'This request asks for 600 history loans in all; the limit is 500 per request.');
  });

  it('when books(limit: 10) each ask for their hold queue, then each queue counts as 100 holds and it is refused', async () => {
    const result = await postGraphQL(gateway.url, '{ books(limit: 10) { items { holdQueue { id } } } }');
    expectRefused(
      result,
      'This request asks for 1010 items (10 books, 1000 queued holds) in all; the limit is 500 per request.',
    );
  });

  it('when the default four books ask for their hold queues and histories, then 404 items in all are let through', async () => {
    const result = await postGraphQL(gateway.url, '{ books { items { holdQueue { id } history { createdBy } } } }');
    expect(result.body.errors?.[0]?.message ?? '').not.toMatch(/in all/);
  });

  it('when no limit is given, then the schema default (4) counts', async () => {
    const query = `{ ${aliasedBooks(5, '(limit: 100)')} extra: books { total } }`;
    const result = await postGraphQL(gateway.url, query);
    expectRefused(result, 'This request asks for 504 books in all; the limit is 500 per request.');
  });
});

describe('limit refusals in one sentence', () => {
  it('when a valid query is nested deeper than 6, then only the depth is named, with no cost figure', async () => {
    const deep = await postGraphQL(
      gateway.url,
      '{ books { items { id ... on Book { id ... on Book { id ... on Book { title } } } } } }',
    );
    expect(deep.status).toBe(200);
    const tooDeep = await postGraphQL(gateway.url, '{ books { items { a { b { c { d { e { f } } } } } } } }');
    const messages = (tooDeep.body.errors ?? []).map((e) => e.message);
    expect(messages).toContain('Query depth 8 exceeds the limit of 6.');
    expect(messages.join(' ')).not.toMatch(/Syntax Error|[Cc]ost/);
  });

  it('when a query is over the depth and the alias limits at once, then only the first, the depth, is named', async () => {
    const deepAndAliased = Array.from(
      { length: 20 },
      (_, i) => `x${i}: books { items { a { b { c { d { e { f } } } } } } }`,
    );
    const result = await postGraphQL(gateway.url, `{ ${deepAndAliased.join(' ')} }`);
    const limitMessages = (result.body.errors ?? []).map((e) => e.message).filter((m) => /limit/.test(m));
    expect(limitMessages).toEqual(['Query depth 8 exceeds the limit of 6.']);
    expect(upstream.calls()).toBe(0);
  });

  it('when a query is over the cost limit, then the sentence names the cost and the limit', async () => {
    const fragments = `fragment B on Book { id title author genre isbn description copies available createdAt updatedAt }
      fragment P on BookPage { items { ...B ...B ...B } }`;
    const result = await postGraphQL(gateway.url, `{ books { ${'...P '.repeat(20)} } }\n${fragments}`);
    expect(result.body.errors?.map((e) => e.message)).toEqual([
      expect.stringMatching(/^Query cost \d+ exceeds the limit of 5000\.$/),
    ]);
    expect(upstream.calls()).toBe(0);
  });

  it('when a query carries more than 50 directives, then the directive limit is named', async () => {
    const result = await postGraphQL(gateway.url, `{ books { ${'total @include(if: true) '.repeat(60)} } }`);
    expectRefused(result, 'The query uses 60 directives; the limit is 50.');
  });

  it('when a document has more than 1000 tokens, then the token limit is named without "Syntax Error"', async () => {
    const result = await postGraphQL(gateway.url, `{ books { ${'total '.repeat(1200)} } }`);
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'The query has more than 1000 tokens; the limit is 1000.',
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  });
});
