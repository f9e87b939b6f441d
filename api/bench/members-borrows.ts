/** The members benchmark's borrows with a member, and the loan limit across two api processes. */
import os from 'node:os';
import { median, serialIsbn13 } from '@library/harness';
import { fmt, ms, progress, type Figure } from './runner';
import { BenchClient, runConcurrent, type Latencies } from './client';
import { BORROW_GOAL_PER_S, BORROW_WARMUP, SEQUENTIAL_BORROWS, type Options } from './members-options';
import type { PickedMember, CpuPerRequest, CpuMeter } from './members-prepare';
import { field } from './members-reads';

export function dueDate(): string {
  return new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
}

let bookSerial = 0;

/** A new book of `copies` copies (ISBNs 979…: the loaded books' are 978…). */
export async function createBook(client: BenchClient, copies: number): Promise<string> {
  bookSerial += 1;
  const body = await client.expect(201, 'POST', 'books', {
    title: `Members bench book ${bookSerial}`,
    author: 'Benchmark',
    genre: 'FICTION',
    isbn: serialIsbn13(bookSerial),
    copies,
  });
  const id = field(body.data, 'id');
  if (typeof id !== 'string') throw new Error('POST /books answered no id');
  return id;
}

export async function copiesOf(client: BenchClient, bookId: string): Promise<number> {
  const copies = field((await client.expect(200, 'GET', `books/${bookId}`)).data, 'copies');
  return typeof copies === 'number' ? copies : NaN;
}

export async function copiesOut(client: BenchClient, memberId: string): Promise<number> {
  const out = field((await client.expect(200, 'GET', `members/${memberId}`)).data, 'copiesOut');
  return typeof out === 'number' ? out : NaN;
}

export interface BorrowRound {
  rate: number;
  latencies: Latencies;
  lent: number;
  problems: string[];
  /** CPU time per borrow: this process (the service and the client) and the database's backends. */
  cpu: CpuPerRequest | undefined;
}

/**
 * `count` borrows of one copy over `books` new books, `concurrency` in flight: each by its own member
 * (`members[i]`, by card number) or, with `members` undefined, with no member (the batched path).
 */
export async function borrowRound(
  client: BenchClient,
  meter: CpuMeter,
  count: number,
  members: readonly PickedMember[] | undefined,
  books: number,
  concurrency: number,
): Promise<BorrowRound> {
  const perBook = Math.ceil(count / books);
  const bookIds: string[] = [];
  for (let b = 0; b < books; b += 1) bookIds.push(await createBook(client, perBook));
  const due = dueDate();
  let lent = 0;
  const problems: string[] = [];
  const started = await meter.start();
  const { elapsedMs, latencies } = await runConcurrent(count, concurrency, async (i) => {
    const book = bookIds[i % books];
    const body = { book, quantity: 1, dueDate: due, ...(members ? { member: members[i]?.card } : {}) };
    const reply = await client.request('POST', 'borrow', body);
    if (reply.status === 201) lent += 1;
    else if (problems.length < 3) problems.push(`${reply.status} ${reply.body.error?.code ?? reply.body.message}`);
  });
  const cpu = await meter.stop(started, lent);
  let left = 0;
  for (const id of bookIds) left += await copiesOf(client, id);
  if (left !== books * perBook - lent) problems.push(`copies left ${left}, expected ${books * perBook - lent}`);
  // Each member has exactly the one copy out (a sample of them: one GET each).
  for (const m of (members ?? []).slice(0, 50)) {
    const out = await copiesOut(client, m.id);
    if (out !== 1) {
      problems.push(`member ${m.card} has ${out} out, expected 1`);
      break;
    }
  }
  return { rate: (lent * 1000) / elapsedMs, latencies, lent, problems, cpu };
}

export interface LimitRound {
  pairs: number;
  lent: number;
  refused: number;
  overLimit: number;
  problems: string[];
  latencies: Latencies;
}

/**
 * `members` are brought to one below `limit` (one borrow of limit - 1 copies each), then each asks
 * for one more copy twice at once: one request to `a`, one to `b` (two api processes). Exactly one
 * of the two must be lent and the other refused LOAN_LIMIT; each member must end with `limit` out.
 */
export async function limitRound(
  a: BenchClient,
  b: BenchClient,
  members: readonly PickedMember[],
  limit: number,
  concurrency: number,
): Promise<LimitRound> {
  const due = dueDate();
  const book = await createBook(a, members.length * (limit + 1));
  if (limit > 1) {
    await runConcurrent(members.length, concurrency, async (i) => {
      await a.expect(201, 'POST', 'borrow', { book, member: members[i]?.card, quantity: limit - 1, dueDate: due });
    });
  }
  let lent = 0;
  let refused = 0;
  const problems: string[] = [];
  const pairs = Math.max(1, Math.floor(concurrency / 2));
  const { latencies } = await runConcurrent(members.length, pairs, async (i) => {
    const member = members[i]?.card;
    const replies = await Promise.all(
      [a, b].map((c) => c.request('POST', 'borrow', { book, member, quantity: 1, dueDate: due })),
    );
    for (const reply of replies) {
      if (reply.status === 201) lent += 1;
      else if (reply.status === 409 && reply.body.error?.code === 'LOAN_LIMIT') refused += 1;
      else if (problems.length < 3) problems.push(`${reply.status} ${reply.body.error?.code ?? reply.body.message}`);
    }
  });
  let overLimit = 0;
  for (const m of members) {
    const out = await copiesOut(a, m.id);
    if (out > limit) overLimit += 1;
    else if (out !== limit && problems.length < 3) problems.push(`member ${m.card} has ${out} out of ${limit}`);
  }
  const left = await copiesOf(a, book);
  const had = members.length * (limit + 1);
  const expectedLeft = had - members.length * (limit - 1) - lent;
  if (left !== expectedLeft) problems.push(`copies left ${left}, expected ${expectedLeft}`);
  return { pairs: members.length, lent, refused, overLimit, problems, latencies };
}

export async function measureBorrows(
  a: BenchClient,
  b: BenchClient,
  meter: CpuMeter,
  options: Options,
  fresh: readonly PickedMember[],
): Promise<Figure[]> {
  const rulesBody = await a.expect(200, 'GET', 'loan-rules');
  const limit = Number(field(rulesBody.data, 'loansPerMember'));
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`loansPerMember is ${String(limit)}: no limit to check`);
  let next = 0;
  const take = (n: number): PickedMember[] => {
    const picked = fresh.slice(next, next + n);
    next += n;
    return picked;
  };
  // Warm the borrow paths (JIT, the pool's connections), not timed.
  progress(`  warm-up: ${BORROW_WARMUP} borrows with a member, ${BORROW_WARMUP} without`);
  await borrowRound(a, meter, BORROW_WARMUP, take(BORROW_WARMUP), 1, options.concurrency);
  await borrowRound(a, meter, BORROW_WARMUP, undefined, 1, options.concurrency);
  const c = options.concurrency;
  const cases: { label: string; books: number; member: boolean; concurrency: number; goal: boolean }[] = [
    { label: `POST /borrow with member, 1 book, ${c} in flight`, books: 1, member: true, concurrency: c, goal: true },
    {
      label: `POST /borrow with member, 10 books, ${c} in flight`,
      books: 10,
      member: true,
      concurrency: c,
      goal: true,
    },
    {
      label: `POST /borrow with member, 1 in flight (latency)`,
      books: 1,
      member: true,
      concurrency: 1,
      goal: false,
    },
    {
      label: `POST /borrow without member (batched), 1 book, ${c} in flight`,
      books: 1,
      member: false,
      concurrency: c,
      goal: false,
    },
  ];
  const countOf = (k: { concurrency: number }): number =>
    k.concurrency === 1 ? Math.min(SEQUENTIAL_BORROWS, options.borrowRequests) : options.borrowRequests;
  const borrowRounds = cases.map((): BorrowRound[] => []);
  const limitRounds: LimitRound[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [k, bc] of cases.entries()) {
      progress(`  ${bc.label}, round ${round + 1} of ${options.rounds}`);
      const n = countOf(bc);
      borrowRounds[k]?.push(await borrowRound(a, meter, n, bc.member ? take(n) : undefined, bc.books, bc.concurrency));
    }
    progress(`  the loan limit (${limit}), two api processes, round ${round + 1} of ${options.rounds}`);
    limitRounds.push(await limitRound(a, b, take(options.pairs), limit, options.concurrency));
  }
  const figures: Figure[] = cases.map((bc, k) => {
    const rounds = borrowRounds[k] ?? [];
    const rate = median(rounds.map((r) => r.rate));
    const problems = rounds.flatMap((r) => r.problems);
    const lent = rounds.reduce((n, r) => n + r.lent, 0);
    const asked = rounds.length * countOf(bc);
    const ok = rate >= BORROW_GOAL_PER_S && problems.length === 0 && lent === asked;
    const cpus = rounds.flatMap((r) => (r.cpu ? [r.cpu] : []));
    const apiMs = median(cpus.map((x) => x.apiMs));
    const dbMs = median(cpus.map((x) => x.dbMs));
    return {
      label: bc.label,
      count: fmt(asked),
      p50: ms(median(rounds.map((r) => r.latencies.p50))),
      p95: ms(median(rounds.map((r) => r.latencies.p95))),
      goal: bc.goal ? `>= ${BORROW_GOAL_PER_S}/s, each lent once: ${ok ? 'met' : 'missed'}` : 'reported only',
      result:
        `${fmt(Math.round(rate))} borrows/s (rounds ${rounds.map((r) => fmt(Math.round(r.rate))).join(' / ')}); ` +
        `${fmt(lent)} of ${fmt(asked)} lent; CPU per borrow: api+client ${ms(apiMs)} ms, PostgreSQL ${ms(dbMs)} ms` +
        (Number.isFinite(apiMs + dbMs) && apiMs + dbMs > 0
          ? ` (${os.cpus().length} idle CPUs: ~${fmt(Math.round((os.cpus().length * 1000) / (apiMs + dbMs)))}/s)`
          : '') +
        (problems.length > 0 ? `; ${problems.slice(0, 3).join('; ')}` : ''),
    };
  });
  const pairs = limitRounds.reduce((n, r) => n + r.pairs, 0);
  const lent = limitRounds.reduce((n, r) => n + r.lent, 0);
  const refused = limitRounds.reduce((n, r) => n + r.refused, 0);
  const overLimit = limitRounds.reduce((n, r) => n + r.overLimit, 0);
  const problems = limitRounds.flatMap((r) => r.problems);
  const exact = lent === pairs && refused === pairs && overLimit === 0 && problems.length === 0;
  figures.push({
    label: `POST /borrow x2 at once per member at ${limit - 1} of ${limit}, 2 api processes`,
    count: fmt(2 * pairs),
    p50: ms(median(limitRounds.map((r) => r.latencies.p50))),
    p95: ms(median(limitRounds.map((r) => r.latencies.p95))),
    goal: `exactly one of two: ${exact ? 'met' : 'missed'}`,
    result:
      `${fmt(pairs)} members: ${fmt(lent)} lent, ${fmt(refused)} refused LOAN_LIMIT, ${fmt(overLimit)} over the limit` +
      (problems.length > 0 ? `; ${problems.slice(0, 3).join('; ')}` : ''),
  });
  return figures;
}
