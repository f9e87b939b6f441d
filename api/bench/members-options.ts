/** The members benchmark's options, flags and goals (bench:members). */
import path from 'node:path';
import { readFlags, SHARED_NUMBER_FLAGS, UsageError, type NumberFlag, type StoreChoice } from './options';

/** Goal: page 1 of a member search, with its total, at 100,000 members on PostgreSQL. */
export const SEARCH_GOAL_MS = 10;
/** Goal: page 1 of a member's loans at 1,000,000 loans on PostgreSQL. */
export const MEMBER_LOANS_GOAL_MS = 5;
/** Goal: borrows with the member checks, 50 in flight. */
export const BORROW_GOAL_PER_S = 500;
/** Timed requests of a `slow` figure per round, at most (a scan of the table each). */
export const SLOW_SAMPLES = 10;
/** Borrows with a member before the timed ones, each by its own member. */
export const BORROW_WARMUP = 200;
/** Borrows one after another (the latency figure) per round, at most. */
export const SEQUENTIAL_BORROWS = 200;
export const apiRoot = path.resolve(__dirname, '..');

export interface Options {
  books: number;
  loanBooks: number;
  members: number;
  loans: number;
  samples: number;
  warmup: number;
  rounds: number;
  limit: number;
  borrowRequests: number;
  concurrency: number;
  pairs: number;
  stores: StoreChoice[];
  adminUrl: string | undefined;
}

export type NumberOption =
  | 'books'
  | 'loanBooks'
  | 'members'
  | 'loans'
  | 'samples'
  | 'warmup'
  | 'rounds'
  | 'limit'
  | 'borrowRequests'
  | 'concurrency'
  | 'pairs';

export const USAGE = `usage: npm run bench:members -w api -- [options]   (PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL)
  --members M          members loaded (default 100000)
  --loans L            loans loaded (default 1000000)
  --books B            books loaded (default 20000); --loan-books K: books the loans cover (default 10000)
  --samples S          timed requests per read figure, over all rounds (default 200); --warmup W (default 20)
  --rounds N           alternating rounds (default 3)
  --limit P            page size of the list requests (default 20, the members page's)
  --borrow-requests R  borrows per throughput figure and round, one per member (default 3000)
  --concurrency C      borrows in flight at once (default 50)
  --pairs K            members one below the limit, per round, each asking twice at once (default 200)
env: BENCH_DATABASE_URL or DATABASE_URL — a PostgreSQL server; the bench creates its own database
     there (library_members_bench_<random>) and drops it after.`;

export const NUMBER_FLAGS: Readonly<Record<string, NumberFlag<NumberOption>>> = {
  ...SHARED_NUMBER_FLAGS,
  '--members': { key: 'members', min: 1_000, max: 10_000_000 },
  '--loans': { key: 'loans', min: 1_000, max: 100_000_000 },
  '--loan-books': { key: 'loanBooks', min: 1, max: 10_000_000 },
  '--rounds': { key: 'rounds', min: 1, max: 50 },
  '--pairs': { key: 'pairs', min: 1, max: 100_000 },
};

export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): Options {
  const adminUrl = env['BENCH_DATABASE_URL'] || env['DATABASE_URL'] || undefined;
  const options: Options = {
    books: 20_000,
    loanBooks: 10_000,
    members: 100_000,
    loans: 1_000_000,
    samples: 200,
    warmup: 20,
    rounds: 3,
    limit: 20,
    borrowRequests: 3_000,
    concurrency: 50,
    pairs: 200,
    stores: ['postgres'],
    adminUrl,
  };
  readFlags(argv, options, NUMBER_FLAGS, USAGE);
  if (options.stores.includes('pglite') || !adminUrl) {
    throw new UsageError('the members benchmark runs on PostgreSQL only', false, USAGE);
  }
  options.loanBooks = Math.min(options.loanBooks, options.books);
  return options;
}
