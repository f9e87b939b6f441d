/** Command-line options of the api benchmarks (`npm run bench -w api -- --books 1000000`; the CSV one's flags are read the same way). */

export type StoreChoice = 'pglite' | 'postgres';

export interface BenchOptions {
  /** Books loaded before measuring. */
  books: number;
  /** Borrow records loaded before measuring (the summary reads their totals). */
  borrows: number;
  /** Distinct books those borrow records are spread over (rows of the summary). */
  borrowedBooks: number;
  /** Timed requests per read figure (after `warmup` untimed ones). */
  samples: number;
  warmup: number;
  /** Page size of the list requests. */
  limit: number;
  /** Borrow requests per contended-throughput figure, and how many are in flight at once. */
  borrowRequests: number;
  concurrency: number;
  /** Stores to run on, in order. */
  stores: StoreChoice[];
  /** PostgreSQL server on which a scratch database is created (and dropped); undefined: PGlite only. */
  adminUrl: string | undefined;
}

const USAGE = `usage: npm run bench -w api -- [options]
  --books N            books loaded (default 100000)
  --borrows M          borrow records loaded (default 100000)
  --borrowed-books K   distinct books the borrow records cover (default 1000)
  --samples S          timed requests per read figure (default 200), --warmup W (default 20)
  --limit L            page size of the list requests (default 10)
  --borrow-requests R  borrow requests per throughput figure (default 3000)
  --concurrency C      borrow requests in flight at once (default 50)
  --store S            pglite, postgres or all (default: pglite, and postgres when a URL is given)
env: BENCH_DATABASE_URL or DATABASE_URL — a PostgreSQL server; the bench creates its own database
     there (library_bench_<random>) and drops it after.`;

export class UsageError extends Error {
  override name = 'UsageError';
  /** `help`: the usage was asked for, not a mistake. `usage`: the benchmark's (this one's by default). */
  constructor(
    message: string,
    readonly help = false,
    usage = USAGE,
  ) {
    super(help ? usage : `${message}\n${usage}`);
  }
}

/** A flag that takes a whole number: the option it sets, and the range allowed. */
export interface NumberFlag<K extends string> {
  key: K;
  min: number;
  max: number;
}

/** `raw` as a whole number from `min` to `max` (underscores allowed: 1_000_000); a UsageError otherwise. */
export function wholeNumber(flag: string, raw: string | undefined, min: number, max: number, usage = USAGE): number {
  const n = raw !== undefined && /^\d+$/.test(raw.replace(/_/g, '')) ? Number(raw.replace(/_/g, '')) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}`, false, usage);
  return n;
}

/**
 * Reads `argv`'s `--flag value` pairs into `options`: the whole numbers of `numbers`, `--store`
 * (pglite, postgres or all); `--help` and anything else end in a UsageError with `usage`. Afterwards,
 * PostgreSQL without a server to run on is a UsageError too.
 */
export function readFlags<K extends string>(
  argv: readonly string[],
  options: Record<K, number> & { stores: StoreChoice[]; adminUrl: string | undefined },
  numbers: Readonly<Partial<Record<string, NumberFlag<K>>>>,
  usage: string,
): void {
  const numeric: Record<K, number> = options;
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i] ?? '';
    const value = argv[i + 1];
    const number = numbers[flag];
    if (number) numeric[number.key] = wholeNumber(flag, value, number.min, number.max, usage);
    else if (flag === '--store' && (value === 'pglite' || value === 'postgres')) options.stores = [value];
    else if (flag === '--store' && value === 'all') options.stores = ['pglite', 'postgres'];
    else if (flag === '--store') throw new UsageError('--store must be pglite, postgres or all', false, usage);
    else if (flag === '--help' || flag === '-h') throw new UsageError('', true, usage);
    else throw new UsageError(`unknown option ${flag}`, false, usage);
  }
  if (options.stores.includes('postgres') && !options.adminUrl) {
    throw new UsageError('--store postgres needs BENCH_DATABASE_URL (or DATABASE_URL)', false, usage);
  }
}

type NumberOption =
  'books' | 'borrows' | 'borrowedBooks' | 'samples' | 'warmup' | 'limit' | 'borrowRequests' | 'concurrency';

/** The number flags the api's load benchmarks share (bench and bench:members), with their ranges. */
export const SHARED_NUMBER_FLAGS = {
  '--books': { key: 'books', min: 100, max: 10_000_000 },
  '--samples': { key: 'samples', min: 1, max: 1_000_000 },
  '--warmup': { key: 'warmup', min: 0, max: 1_000_000 },
  '--limit': { key: 'limit', min: 1, max: 100 },
  '--borrow-requests': { key: 'borrowRequests', min: 1, max: 1_000_000 },
  '--concurrency': { key: 'concurrency', min: 1, max: 1_000 },
} as const satisfies Record<string, NumberFlag<string>>;

const NUMBER_FLAGS: Readonly<Record<string, NumberFlag<NumberOption>>> = {
  ...SHARED_NUMBER_FLAGS,
  '--borrows': { key: 'borrows', min: 0, max: 100_000_000 },
  '--borrowed-books': { key: 'borrowedBooks', min: 1, max: 10_000_000 },
};

export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions {
  const adminUrl = env['BENCH_DATABASE_URL'] || env['DATABASE_URL'] || undefined;
  const options: BenchOptions = {
    books: 100_000,
    borrows: 100_000,
    borrowedBooks: 1_000,
    samples: 200,
    warmup: 20,
    limit: 10,
    borrowRequests: 3_000,
    concurrency: 50,
    stores: adminUrl ? ['pglite', 'postgres'] : ['pglite'],
    adminUrl,
  };
  readFlags(argv, options, NUMBER_FLAGS, USAGE);
  options.borrowedBooks = Math.min(options.borrowedBooks, options.books);
  return options;
}
