/**
 * `npm run bench:members -w api` (or `npm run bench:members` at the root): the figures of members,
 * their loans and the loan limit, not a test. PostgreSQL only (the goals are set for
 * PostgreSQL's, and the limit's race needs two api processes on one database).
 *
 * In a database of its own on the server of BENCH_DATABASE_URL (or DATABASE_URL), created and
 * dropped here, it bulk-loads B books (bench/load.ts), then M members and L loans (bench/members-load.ts:
 * 100,000 and 1,000,000 by default, as a library would hold them once its daily jobs have run),
 * starts the real service in this process on a random port, and measures over HTTP, as a client sees
 * it, in `--rounds` alternating rounds (every figure in turn, round after round; each figure is the
 * median of its rounds, so a noisy moment of the shared machine falls on all of them):
 * - member search: `GET /members?search=` page 1 with its total (a surname, accented; a whole name,
 *   unaccented; a first name spelt two ways; a card number; an email: goal p50 <= 10 ms; part of a
 *   card and two letters: reported only), the first page newest first and A–Z, and a card at the desk
 *   (`GET /members/by-card/:card`), reported only;
 * - a member's loans: `GET /loans?member=<id>&status=all` page 1 (of a member picked at random, and
 *   of one keeping their history: goal p50 <= 5 ms; of a member with a long kept history, and
 *   `status=out`: reported only); each answer's total is checked against the database's count;
 * - borrows with a member: R concurrent `POST /borrow` with `member` (a card number, each member
 *   once, none with a book out), C in flight, on one book and on ten: borrows/s (goal >= 500/s),
 *   with the check that each was lent once and the books' copies agree; for comparison, one in
 *   flight (latency) and without a member (the batched path); each with its CPU per borrow (this
 *   process: service and client; the database's backends), which a busy shared machine does not
 *   change as it changes borrows/s;
 * - the limit, exactly: K members one below the loan limit each ask twice at once, one request to
 *   this process and one to a second api process (src/main.ts through tsx, a child) on the same
 *   database: exactly one of each two must be lent (the other 409 LOAN_LIMIT), and each member ends
 *   with exactly the limit out (`GET /members/:id` copiesOut).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:members
 *   npm run bench:members -- --members 10000 --loans 100000     (smaller)
 */
import os from 'node:os';
import { startApiServer, type ApiServer } from '../src/server';
import { cleanUp, cleanups, fmt, progress, runBench, seconds, table } from './runner';
import { BenchClient } from './client';
import { SEARCH_GOAL_MS, MEMBER_LOANS_GOAL_MS, BORROW_GOAL_PER_S, type Options, parseOptions } from './members-options';
import { prepare, startSecondApi, cpuMeter } from './members-prepare';
import { measureReads } from './members-reads';
import { measureBorrows } from './members-borrows';

async function run(options: Options): Promise<void> {
  progress(
    `\n[postgres] loading ${fmt(options.books)} books, ${fmt(options.members)} members and ${fmt(options.loans)} loans...`,
  );
  const prepared = await prepare(options);
  const server: ApiServer = await startApiServer({
    port: 0,
    host: '127.0.0.1',
    seed: false,
    logLevel: 'warn',
    databaseUrl: prepared.databaseUrl,
  });
  cleanups.push(() => server.close());
  const client = new BenchClient(server.url, Math.max(options.concurrency, 100));
  cleanups.push(() => client.close());
  progress(`[postgres] measuring at ${server.url}`);
  const secondUrl = await startSecondApi(prepared.databaseUrl);
  const second = new BenchClient(secondUrl, Math.max(options.concurrency, 100));
  cleanups.push(() => second.close());

  const meter = await cpuMeter(prepared.databaseUrl);
  cleanups.push(() => meter.close());
  const loadBefore = os.loadavg()[0] ?? NaN;
  const figures = [
    ...(await measureReads(client, options, prepared.picks)),
    ...(await measureBorrows(client, second, meter, options, prepared.picks.fresh)),
  ];
  const loadAfter = os.loadavg()[0] ?? NaN;
  const cpus = os.cpus();
  const t = prepared.members;
  process.stdout.write(
    [
      '',
      `members benchmark: ${prepared.version}, ${fmt(options.members)} members, ${fmt(options.loans)} loans over ${fmt(options.loanBooks)} of ${fmt(options.books)} books`,
      `machine: ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.arch()}`,
      `1-min load average ${loadBefore.toFixed(2)} before measuring, ${loadAfter.toFixed(2)} after`,
      `load: books ${seconds(prepared.books.booksMs)}, members ${seconds(t.membersMs)}, loans ${seconds(t.loansMs)}, ` +
        `index rebuild ${seconds(t.indexesMs)}, VACUUM ANALYZE ${seconds(t.vacuumAnalyzeMs)}`,
      `reads: ${options.samples} timed per figure in ${options.rounds} alternating rounds after ${options.warmup} warm-up rounds, ` +
        `one in flight, limit ${options.limit}; p50 and p95 are the medians of the rounds'; every answer's total is checked`,
      `borrows: quantity 1, each by its own member (card number) with nothing out, ${options.concurrency} in flight ` +
        '(and, for comparison, one in flight, and without a member through the batcher); CPU per borrow: this ' +
        "process's (service and client) and the database backends', whatever else the machine runs; " +
        `the limit: ${options.pairs} members a round, ${Math.max(1, Math.floor(options.concurrency / 2))} pairs in flight; ` +
        'the service runs in this process, the second api process as a child',
      `goals (PostgreSQL, 100,000 members, 1,000,000 loans): member search p50 <= ${SEARCH_GOAL_MS} ms, ` +
        `a member's loans p50 <= ${MEMBER_LOANS_GOAL_MS} ms, borrows with a member >= ${BORROW_GOAL_PER_S}/s at 50 in flight, limits exact`,
      '',
      table(figures),
      '',
    ].join('\n'),
  );
  await cleanUp();
}

runBench(parseOptions, run);
