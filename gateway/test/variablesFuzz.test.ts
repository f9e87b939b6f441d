/**
 * Property-based fuzz of every GraphQL operation's variables (fast-check, fixed seed), sent over HTTP
 * to the real gateway in front of the real api (PGlite; PostgreSQL too when TEST_DATABASE_URL is set),
 * both in-process on random ports. Generated variables mix good values with wrong types, huge
 * strings, control characters, nested objects, nulls, numbers out of range and unknown enum values.
 * Never an HTTP 5xx, never INTERNAL_SERVER_ERROR, a refused mutation changes nothing (the REST
 * service's book list, borrow summary and loans are compared before and after), and both servers still
 * answer afterwards. A bounded run here (FUZZ_RUNS, default 40 per operation); `npm run bench:fuzz`
 * runs 1,000.
 */
import fc from 'fast-check';
import { GENRES, MAX_COPIES } from '@library/api/contract/rules';
import { errorCodes, postGraphQL, type GraphQLHttpResult } from './support/http';
import { OPERATIONS } from './support/operations';
import { startStack, TARGETS, type Stack } from './support/stack';
import { uniqueIsbn } from './support/isbn';

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 40);
/** With FUZZ_RUNS set (the benchmark), the outcomes are printed at the end: answers per operation and code. */
const PRINT_OUTCOMES = process.env['FUZZ_RUNS'] !== undefined;
const SEED = 20261123;
/** Per test: generous, so that a slow machine never cuts a property short (no timed assertion here). */
const TIMEOUT = 60_000 + RUNS * 2_000;

type Operation = keyof typeof OPERATIONS;

function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Text: sometimes good, sometimes at a rule's edge, sometimes anything (control characters, lone surrogates, huge). */
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\u001b[31mred\u001b[0m',
      '\ud800',
      'a\udc00b',
      'line\r\nbreak',
      '%',
      '_',
      '\\',
      "'; DROP TABLE books; --",
      '{"$gt": ""}',
      'undefined',
      'null',
      '3',
      ' 3 ',
      '3.5',
      '1e3',
      'true',
      '2026-02-30',
      '2026-13-01',
      '1999-01-01',
      '2999-12-31',
      '2030-01-01T00:00:00.000Z',
      'tomorrow',
      '978-0-441-47812-5',
      '0441478123',
    ),
  },
  { weight: 2, arbitrary: fc.constantFrom(...GENRES, 'fiction', 'POETRY', 'TITLE', 'COPIES', 'ASC', 'desc', 'RANDOM') },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(101), 'y'.repeat(10_001), 'z'.repeat(150_000)) },
);
/** Numbers: in range, at the edges of Int (32 bits), beyond them, fractions, and what JSON makes of NaN/Infinity (null). */
const number = fc.oneof(
  fc.integer({ min: -5, max: 150 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, 1, -1, 0.5, 100, 101, 500, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308),
);
/** Any variable value: weighted towards scalars, with nulls, lists and nested objects. */
const value = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 3, arbitrary: number },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(text, number), { maxLength: 3 }) },
);
/** Extra, undeclared variables, sometimes. */
const extra = fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 2 });

/** Variables of `shape`: each present or not; sometimes with undeclared ones; sometimes not an object at all. */
function variables(shape: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.record(shape, { requiredKeys: [] }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.record(shape, { requiredKeys: [] }), extra)
        .map(([known, more]) => ({ ...more, ...known })),
    },
    { weight: 1, arbitrary: fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 })) },
  );
}

function bookInput(good: () => Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = {
    title: fc.oneof(fc.constant('Fuzzed title'), value),
    author: fc.oneof(fc.constant('Fuzzed author'), value),
    genre: fc.oneof(fc.constantFrom(...GENRES), value),
    isbn: fc.oneof(fc.constant('ISBN'), value),
    description: fc.oneof(fc.constant('A description.'), value),
    copies: fc.oneof(fc.integer({ min: 0, max: 5 }), value),
    available: fc.oneof(fc.boolean(), value),
  };
  return fc.oneof(
    {
      weight: 6,
      // 'ISBN' stands for a fresh unique one, so that a good input can succeed.
      arbitrary: fc
        .record(fields, { requiredKeys: [] })
        .map((input) => (input.isbn === 'ISBN' ? { ...input, isbn: uniqueIsbn('978') } : input)),
    },
    { weight: 1, arbitrary: fc.constant(null).map(() => good()) },
    { weight: 2, arbitrary: value },
  );
}

describe.each(TARGETS)('generated variables for every operation, through the gateway to the api on %s', (target) => {
  let stack: Stack | undefined;
  let gatewayUrl: string;
  let apiUrl: string;
  /** A book that every run may read, update or borrow, but never deletes. */
  let fixedId: string;

  /** A REST GET's `data` and `meta` (answered 200). */
  async function rest(pathAndQuery: string): Promise<{ data: unknown; meta?: unknown }> {
    const response = await fetch(`${apiUrl}${pathAndQuery}`);
    expect(response.status).toBe(200);
    const { data, meta } = (await response.json()) as { data: unknown; meta?: unknown };
    return { data, meta };
  }

  /** What a refused mutation must leave as it was: the book list (most recently changed first, and its count), the borrow summary and the loans. */
  async function state(): Promise<unknown> {
    const [books, summary, loans] = await Promise.all([
      rest('/books?limit=100&sortBy=updatedAt&sort=desc'),
      rest('/borrow'),
      rest('/loans?status=all&limit=100'),
    ]);
    return { books, summary: summary.data, loans };
  }

  beforeAll(async () => {
    stack = await startStack(target, 'gateway_fuzz');
    gatewayUrl = stack.gateway.url;
    apiUrl = stack.api.url;
    const created = await postGraphQL(gatewayUrl, OPERATIONS.createBook, {
      input: { title: 'Fixed', author: 'Fuzz', genre: 'FICTION', isbn: uniqueIsbn('978'), copies: MAX_COPIES },
    });
    expect(created.body.errors).toBeUndefined();
    fixedId = (created.body.data?.['createBook'] as { id: string }).id;
    started = Date.now();
  }, 120_000);

  /** `operation code` (or `operation ok`) → answers, for the benchmark's summary. */
  const outcomes = new Map<string, number>();
  let started = Date.now();

  afterAll(async () => {
    await stack?.close();
    if (PRINT_OUTCOMES) {
      const lines = [...outcomes].sort(([a], [b]) => a.localeCompare(b)).map(([key, n]) => `  ${key}: ${n}`);
      const total = [...outcomes.values()].reduce((sum, n) => sum + n, 0);
      process.stdout.write(
        `gateway variables fuzz on ${target}: ${total} requests in ${((Date.now() - started) / 1000).toFixed(1)} s\n${lines.join('\n')}\n`,
      );
    }
  });

  /** No 5xx, no INTERNAL_SERVER_ERROR, every error has a code; for a mutation that is refused, nothing changed. */
  async function check(operation: Operation, vars: unknown): Promise<void> {
    const mutation = OPERATIONS[operation].trimStart().startsWith('mutation');
    const before = mutation ? await state() : undefined;
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: OPERATIONS[operation], ...(vars === undefined ? {} : { variables: vars }) }),
    });
    const result: GraphQLHttpResult = {
      status: response.status,
      headers: response.headers,
      body: JSON.parse(await response.text()) as GraphQLHttpResult['body'],
    };
    expect(result.status).toBeLessThan(500);
    const codes = errorCodes(result);
    expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
    for (const code of codes) expect(typeof code).toBe('string');
    if (result.status !== 200) expect(result.body.errors?.length).toBeGreaterThan(0);
    const refused = (result.body.errors?.length ?? 0) > 0;
    for (const code of refused ? new Set(codes) : ['ok']) {
      const key = `${operation} ${String(code)}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }
    if (mutation && refused) expect(await state()).toEqual(before);
  }

  const options = { numRuns: RUNS, seed: SEED, endOnFailure: true };
  const id = () =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(fixedId) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.constantFrom(`${fixedId} `, fixedId.toUpperCase(), '..', '%00', '/', '?a=b', '#') },
      { weight: 3, arbitrary: value },
    );
  const goodBook = () => ({ title: 'Good', author: 'Input', genre: 'SCIENCE', isbn: uniqueIsbn('978'), copies: 2 });

  it(
    'when books gets generated variables, then no 5xx and no internal error',
    async () => {
      const shape = {
        page: fc.oneof(fc.integer({ min: 1, max: 3 }), value),
        limit: fc.oneof(fc.integer({ min: 1, max: 100 }), value),
        sortBy: fc.oneof(fc.constantFrom('CREATED_AT', 'UPDATED_AT', 'TITLE', 'AUTHOR', 'COPIES'), value),
        sort: fc.oneof(fc.constantFrom('ASC', 'DESC'), value),
        filter: fc.oneof(fc.constantFrom(...GENRES), value),
        search: fc.oneof(fc.constantFrom('Fixed', 'fuzz'), value),
        available: fc.oneof(fc.boolean(), value),
      };
      await fc.assert(
        fc.asyncProperty(variables(shape), (vars) => check('books', vars)),
        options,
      );
    },
    TIMEOUT,
  );

  it(
    'when book gets generated ids, then no 5xx and no internal error',
    async () => {
      await fc.assert(
        fc.asyncProperty(variables({ id: id() }), (vars) => check('book', vars)),
        options,
      );
    },
    TIMEOUT,
  );

  it(
    'when borrowSummary gets generated (undeclared) variables, then no 5xx and no internal error',
    async () => {
      await fc.assert(
        fc.asyncProperty(variables({ extra: value }), (vars) => check('borrowSummary', vars)),
        options,
      );
    },
    TIMEOUT,
  );

  it(
    'when createBook gets generated inputs, then no 5xx and a refusal stores nothing',
    async () => {
      await fc.assert(
        fc.asyncProperty(variables({ input: bookInput(goodBook) }), (vars) => check('createBook', vars)),
        options,
      );
    },
    TIMEOUT,
  );

  it(
    'when updateBook gets generated ids and inputs, then no 5xx and a refusal changes nothing',
    async () => {
      const good = () => ({ title: 'Updated', copies: MAX_COPIES });
      await fc.assert(
        fc.asyncProperty(variables({ id: id(), input: bookInput(good) }), (vars) => check('updateBook', vars)),
        options,
      );
    },
    TIMEOUT,
  );

  it(
    'when borrowBook gets generated variables, then no 5xx and a refusal lends nothing',
    async () => {
      const shape = {
        book: id(),
        quantity: fc.oneof(fc.integer({ min: 1, max: 3 }), value),
        dueDate: fc.oneof(fc.constant(isoDate(7)), value),
        borrower: fc.oneof(fc.constant('Ada'), value),
      };
      await fc.assert(
        fc.asyncProperty(variables(shape), (vars) => check('borrowBook', vars)),
        options,
      );
    },
    TIMEOUT,
  );

  it(
    'when loans gets generated variables, then no 5xx and no internal error',
    async () => {
      const shape = {
        status: fc.oneof(fc.constantFrom('OUT', 'OVERDUE', 'RETURNED', 'ALL'), value),
        bookId: id(),
        page: fc.oneof(fc.integer({ min: 1, max: 3 }), value),
        limit: fc.oneof(fc.integer({ min: 1, max: 100 }), value),
      };
      await fc.assert(
        fc.asyncProperty(variables(shape), (vars) => check('loans', vars)),
        options,
      );
    },
    TIMEOUT,
  );

  it(
    'when returnLoan gets generated ids, then no 5xx and a refusal returns nothing',
    async () => {
      // Real loan ids too: each open one is returned by the first run that gets it, then refused (CONFLICT).
      const loanIds: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const vars = { book: fixedId, quantity: 1, dueDate: isoDate(7) };
        const borrowed = await postGraphQL(gatewayUrl, OPERATIONS.borrowBook, vars);
        expect(borrowed.body.errors).toBeUndefined();
        loanIds.push((borrowed.body.data?.['borrowBook'] as { id: string }).id);
      }
      const loanId = fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...loanIds) }, { weight: 3, arbitrary: id() });
      await fc.assert(
        fc.asyncProperty(variables({ id: loanId }), (vars) => check('returnLoan', vars)),
        options,
      );
    },
    TIMEOUT,
  );

  it(
    'when deleteBook gets generated ids, then no 5xx and a refusal deletes nothing',
    async () => {
      const notFixed = fc.oneof(fc.uuid(), fc.constantFrom(`${fixedId} `, '..', '%00', '/'), value);
      await fc.assert(
        fc.asyncProperty(variables({ id: notFixed }), async (vars) => {
          const target = typeof vars === 'object' && vars !== null && 'id' in vars ? vars.id : undefined;
          if (target === fixedId) return;
          await check('deleteBook', vars);
        }),
        options,
      );
    },
    TIMEOUT,
  );

  it('when an id holds a lone surrogate (found by this fuzz), then not found, never INTERNAL_SERVER_ERROR', async () => {
    const lone = await postGraphQL(gatewayUrl, OPERATIONS.book, { id: '\ud800' });
    expect(lone.body).toEqual({ data: { book: null } });
    for (const [operation, vars] of [
      ['updateBook', { id: 'a\udc00', input: { title: 'X' } }],
      ['deleteBook', { id: '\ud800' }],
    ] as const) {
      const result = await postGraphQL(gatewayUrl, OPERATIONS[operation], vars);
      expect(errorCodes(result)).toEqual(['NOT_FOUND']);
    }
  });

  it('when the fuzz is over, then both servers still answer and a book can still be created and read', async () => {
    expect((await fetch(`${gatewayUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${gatewayUrl}/readyz`)).status).toBe(200);
    expect((await fetch(`${apiUrl}/health`)).status).toBe(200);
    const created = await postGraphQL(gatewayUrl, OPERATIONS.createBook, { input: goodBook() });
    expect(created.body.errors).toBeUndefined();
    const book = created.body.data?.['createBook'] as { id: string };
    const found = await postGraphQL(gatewayUrl, OPERATIONS.book, { id: book.id });
    expect(found.body.data?.['book']).toEqual(created.body.data?.['createBook']);
    expect((await rest(`/books/${fixedId}`)).data).toMatchObject({ title: expect.any(String) as unknown });
  });
});
