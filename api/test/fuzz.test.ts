/**
 * Property-based fuzz of every REST endpoint (fast-check, fixed seed): generated bodies, query
 * strings and ids never get a 5xx, always get the JSON envelope, and a refused request changes
 * nothing in the database. A bounded run here (FUZZ_RUNS, default 40 per endpoint); `npm run
 * bench:fuzz -w api` runs 1,000 per endpoint.
 */
import fc from 'fast-check';
import { BOOK_TEXT_LIMITS, GENRES, SORT_FIELDS } from '../src/contract';
import { TARGETS, isoDate, sharedApi, uniqueIsbn, type BookJson, type Reply, type SummaryJson } from './helpers';

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 40);
const SEED = 20261123;

/** Text that is sometimes a field's good value, sometimes near a rule's edge, sometimes anything. */
const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', 'undefined', 'null', '3', ' 3 ', '3.5', '1e3', '0x10', '-1', 'true', 'false'),
  fc.constantFrom(...GENRES, 'fiction', ...SORT_FIELDS, 'asc', 'DESC'),
  fc.constantFrom('978-0-441-47812-5', '0441478123', '12345', 'x'.repeat(BOOK_TEXT_LIMITS.title + 1)),
);
/** Any JSON value, weighted towards what a form sends. */
const value = fc.oneof(
  { weight: 3, arbitrary: text },
  {
    weight: 2,
    arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, 1, -1, 1_000_000, 1_000_001, 2 ** 53)),
  },
  { weight: 1, arbitrary: fc.oneof(fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 })) },
);
const bookBody = fc.oneof(
  fc.record(
    { title: value, author: value, genre: value, isbn: value, description: value, copies: value, available: value },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 2 }),
);
const query = fc
  .dictionary(
    fc.constantFrom('page', 'limit', 'sortBy', 'sort', 'filter', 'search', 'available', 'other'),
    fc.oneof(text, fc.array(text, { minLength: 2, maxLength: 3 })),
    { maxKeys: 5 },
  )
  .map((params) => {
    const search = new URLSearchParams();
    for (const [name, v] of Object.entries(params)) {
      for (const one of Array.isArray(v) ? v : [v]) search.append(name, one);
    }
    return search.toString();
  });
const id = fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }), fc.constantFrom('%00', '..', '%2F', 'null'));

describe.each(TARGETS)('generated requests to every endpoint on %s', (target) => {
  const api = sharedApi(target);
  let book: BookJson;

  beforeAll(async () => {
    book = await api.book({ copies: 5 });
  });

  /** What a refused request must leave as it was: the number of books, the fixed book, the borrow totals. */
  async function state(): Promise<unknown> {
    const list = await api.get<BookJson[]>('/books?limit=1');
    const one = await api.get<BookJson>(`/books/${book.id}`);
    const summary = await api.get<SummaryJson[]>('/borrow');
    return { total: list.body.meta?.total, book: one.body.data, summary: summary.body.data };
  }

  /** The answer is JSON with the envelope and never a 5xx; when refused, the store is unchanged. */
  async function check(send: () => Promise<Reply<unknown>>): Promise<void> {
    const before = await state();
    const reply = await send();
    expect(reply.status).toBeLessThan(500);
    expect(typeof reply.body.success).toBe('boolean');
    if (reply.status >= 400) {
      expect(reply.body.success).toBe(false);
      expect(await state()).toEqual(before);
    }
  }

  const options = { numRuns: RUNS, seed: SEED, endOnFailure: true };

  it('when POST /books gets generated bodies, then no 5xx and a refusal stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(bookBody, (body) => check(() => api.post('/books', body))),
      options,
    );
  });

  it('when PUT /books/:id gets generated bodies and ids, then no 5xx and a refusal changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(bookBody, fc.oneof(fc.constant(book.id), id), (body, bookId) =>
        check(() => api.put(`/books/${encodeURIComponent(bookId)}`, body)),
      ),
      options,
    );
  });

  it('when POST /borrow gets generated bodies, then no 5xx and a refusal lends nothing', async () => {
    const borrowBody = fc.oneof(
      fc.record(
        {
          book: fc.oneof(fc.constant(book.id), value),
          quantity: value,
          dueDate: fc.oneof(fc.constant(isoDate(7)), value),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue({ maxDepth: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(borrowBody, (body) => check(() => api.post('/borrow', body))),
      options,
    );
  });

  it('when GET /books gets generated query strings, then no 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(query, (q) => check(() => api.get(`/books?${q}`))),
      options,
    );
  });

  it('when GET and DELETE /books/:id get generated ids, then no 5xx and nothing else is deleted', async () => {
    await fc.assert(
      fc.asyncProperty(id, fc.boolean(), async (bookId, remove) => {
        if (bookId === book.id) return;
        const path = `/books/${encodeURIComponent(bookId)}`;
        await check(() => (remove ? api.del(path) : api.get(path)));
      }),
      options,
    );
    expect((await api.get(`/books/${book.id}`)).status).toBe(200);
  });

  it('when a fresh book is created after the fuzz, then the service still works', async () => {
    expect(
      (await api.post('/books', { title: 'After', author: 'Fuzz', genre: 'FICTION', isbn: uniqueIsbn(), copies: 1 }))
        .status,
    ).toBe(201);
  });
});
