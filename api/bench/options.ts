/** Command-line options of the api benchmark (`npm run bench -w api -- --books 1000000`). */

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
  /** `help`: the usage was asked for, not a mistake. */
  constructor(
    message: string,
    readonly help = false,
  ) {
    super(help ? USAGE : `${message}\n${USAGE}`);
  }
}

function wholeNumber(flag: string, raw: string | undefined, min: number, max: number): number {
  const n = raw !== undefined && /^\d+$/.test(raw.replace(/_/g, '')) ? Number(raw.replace(/_/g, '')) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}`);
  return n;
}

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
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i] ?? '';
    const value = argv[i + 1];
    i += 1;
    switch (flag) {
      case '--books':
        options.books = wholeNumber(flag, value, 100, 10_000_000);
        break;
      case '--borrows':
        options.borrows = wholeNumber(flag, value, 0, 100_000_000);
        break;
      case '--borrowed-books':
        options.borrowedBooks = wholeNumber(flag, value, 1, 10_000_000);
        break;
      case '--samples':
        options.samples = wholeNumber(flag, value, 1, 1_000_000);
        break;
      case '--warmup':
        options.warmup = wholeNumber(flag, value, 0, 1_000_000);
        break;
      case '--limit':
        options.limit = wholeNumber(flag, value, 1, 100);
        break;
      case '--borrow-requests':
        options.borrowRequests = wholeNumber(flag, value, 1, 1_000_000);
        break;
      case '--concurrency':
        options.concurrency = wholeNumber(flag, value, 1, 1_000);
        break;
      case '--store':
        if (value === 'pglite' || value === 'postgres') options.stores = [value];
        else if (value === 'all') options.stores = ['pglite', 'postgres'];
        else throw new UsageError('--store must be pglite, postgres or all');
        break;
      case '--help':
      case '-h':
        throw new UsageError('', true);
      default:
        throw new UsageError(`unknown option ${flag}`);
    }
  }
  if (options.stores.includes('postgres') && !options.adminUrl) {
    throw new UsageError('--store postgres needs BENCH_DATABASE_URL (or DATABASE_URL)');
  }
  options.borrowedBooks = Math.min(options.borrowedBooks, options.books);
  return options;
}
