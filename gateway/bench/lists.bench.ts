/**
 * `npm run bench:lists`: what the list probes cost through the real gateway and api (in this
 * process, on PGlite or BENCH_DATABASE_URL's PostgreSQL), every REST call counted by a proxy between
 * them (test/support/countingProxy). For each probe query: the HTTP status, the REST calls it made
 * and its time (median of BENCH_RUNS runs); then `/api/health`'s time while BENCH_CONCURRENT of the
 * largest accepted probe run at once.
 *
 * Env: BENCH_MEMBERS (members made, 100), BENCH_RUNS (5), BENCH_CONCURRENT (10), BENCH_DATABASE_URL.
 */
import { median } from '@library/harness';
import { postGraphQL } from '../test/support/http';
import { uniqueIsbn } from '../test/support/isbn';
import { startCountedStack } from '../test/support/stack';
import { dueIn } from '../test/support/dates';

const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 100);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
const CONCURRENT = Number(process.env['BENCH_CONCURRENT'] ?? 10);
const DATABASE_URL = process.env['BENCH_DATABASE_URL'];

const aliases = (count: number, field: string): string =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

const PROBES: readonly [string, string][] = [
  ['15 × members(limit: 100) { history }', aliases(15, 'members(limit: 100) { items { history { createdBy } } }')],
  ['5 × members(limit: 100) { history }', aliases(5, 'members(limit: 100) { items { history { createdBy } } }')],
  ['books(limit: 4) { holdQueue history }', '{ books(limit: 4) { items { holdQueue { id } history { createdBy } } } }'],
  ['books(limit: 10) { holdQueue }', '{ books(limit: 10) { items { holdQueue { id } } } }'],
  ['loans(limit: 100) { book }', '{ loans(limit: 100) { items { book { title } } } }'],
];

async function main(): Promise<void> {
  const stack = await startCountedStack(DATABASE_URL ? 'postgres' : 'pglite', 'gateway_bench_lists');
  const url = stack.gateway.url;
  try {
    const code = stack.api.setupCode;
    if (code === null) throw new Error('the api made no setup code');
    const setUp = await postGraphQL(
      url,
      'mutation($code: String!) { setUpLibrary(code: $code, name: "Ada", email: "ada@library.test", password: "Quiet-lantern-of-the-stacks") { role } }',
      { code },
    );
    const cookie = setUp.headers
      .getSetCookie()
      .find((line) => line.startsWith('library_session='))
      ?.split(';')[0];
    if (cookie === undefined) throw new Error('setUpLibrary set no cookie');
    const admin = { cookie };
    const bookIds: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const made = await postGraphQL(
        url,
        'mutation($input: CreateBookInput!) { createBook(input: $input) { id } }',
        { input: { title: `Book ${i}`, author: 'A. Writer', genre: 'FICTION', isbn: uniqueIsbn(), copies: 50 } },
        admin,
      );
      bookIds.push((made.body.data?.['createBook'] as { id: string }).id);
    }
    for (let i = 0; i < MEMBERS; i += 1) {
      const made = await postGraphQL(
        url,
        `mutation { createMember(input: { name: "Member ${i}" }) { id } }`,
        {},
        admin,
      );
      const member = (made.body.data?.['createMember'] as { id: string }).id;
      await postGraphQL(
        url,
        `mutation($b: ID!, $m: String!) { borrowBook(book: $b, quantity: 1, dueDate: "${dueIn(7)}", member: $m) { id } }`,
        { b: bookIds[i % bookIds.length], m: member },
        admin,
      );
    }
    console.log(`${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${MEMBERS} members, ${RUNS} runs each`);
    for (const [name, query] of PROBES) {
      const times: number[] = [];
      let calls = 0;
      let status = 0;
      for (let run = 0; run < RUNS; run += 1) {
        stack.proxy.reset();
        const start = performance.now();
        const result = await postGraphQL(url, query, undefined, admin);
        times.push(performance.now() - start);
        calls = stack.proxy.requests().length;
        status = result.status;
      }
      console.log(`${name}: HTTP ${status}, ${calls} REST calls, ${median(times).toFixed(1)} ms (median)`);
    }
    const [, largest] = PROBES[1] ?? ['', ''];
    const health = async (): Promise<number> => {
      const start = performance.now();
      await (await fetch(`${stack.api.url}/health`)).arrayBuffer();
      return performance.now() - start;
    };
    const load = Promise.all(Array.from({ length: CONCURRENT }, () => postGraphQL(url, largest, undefined, admin)));
    const during: number[] = [];
    const state = { loading: true };
    void load.finally(() => {
      state.loading = false;
    });
    do during.push(await health());
    while (state.loading);
    await load;
    console.log(
      `/api/health during ${CONCURRENT} concurrent 5 × members(limit: 100) { history }: ` +
        `max ${Math.max(...during).toFixed(1)} ms, median ${median(during).toFixed(1)} ms (${during.length} probes)`,
    );
  } finally {
    await stack.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
