/**
 * The data store behind one interface: embedded PGlite in a data directory, or PostgreSQL through a
 * `pg` pool. The rest of the service does not know which one is in use.
 */
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type { Logger } from './logger';
import * as q from './db/queries';
import * as csv from './db/csv-queries';
import * as schema from './db/schema';
import type { BookRow, BorrowRow } from './db/schema';
import { dayIn } from './contract';
import { serverTimeZone } from './config';
import { openPglite } from './db/pglite';
import { openPostgres } from './db/postgres';
import { DEMO_BOOKS, DEMO_LOANS } from './seed-data';
import type { BookInput, BookPatch, BorrowInput, ListQuery, LoanQuery } from './contract';

export type StoreKind = 'pglite' | 'postgres';

export interface Store {
  readonly kind: StoreKind;
  listBooks(query: ListQuery): Promise<{ books: BookRow[]; total: number }>;
  getBook(id: string): Promise<BookRow | undefined>;
  createBook(input: BookInput): Promise<BookRow>;
  updateBook(id: string, patch: BookPatch): Promise<BookRow | undefined>;
  deleteBook(id: string): Promise<boolean>;
  /** One statement: deduct the copies if enough are left, and record the loan. */
  borrow(input: BorrowInput): Promise<BorrowRow>;
  /** One statement: mark the loan returned if it is out, and give its copies back. */
  returnLoan(id: string): Promise<BorrowRow>;
  /** One page of loans, newest first, with their total; overdue by the library's today. */
  listLoans(query: LoanQuery): Promise<{ loans: q.LoanRow[]; total: number }>;
  /** One page of the borrow summary (largest total first) with the number of titles, in one snapshot. */
  borrowSummaryPage(page: number, limit: number): Promise<{ rows: q.SummaryRow[]; total: number }>;
  /**
   * The whole borrow summary in its order: keyset pages of SUMMARY_PAGE rows, each read in its own
   * short read-only transaction only when the consumer asks for it (memory: one page).
   */
  borrowSummaryPages(): AsyncIterable<q.SummaryRow[]>;
  /** The summary's headline figures, from counters (not by adding up rows). */
  borrowTotals(): Promise<q.BorrowTotals>;
  /** The six genres with how many books each has. */
  genreCounts(): Promise<q.GenreCount[]>;
  /**
   * Every book a listing covers (its genre, search and `available`; not its page), in its order:
   * keyset pages of EXPORT_PAGE books, each read (in its own short read-only transaction) only when
   * the consumer asks for it, so an export holds one page in memory whatever the catalogue's size.
   */
  exportBooks(query: ListQuery): AsyncIterable<BookRow[]>;
  /** The catalogue's books whose ISBN key (the contract's isbnKey) is one of `keys`, by key. */
  booksByIsbnKey(keys: readonly string[]): Promise<Map<string, csv.KeyedBook>>;
  /**
   * Inserts the books in one transaction, all or nothing (multi-row statements, the first book
   * newest); their ids and titles in `list`'s order. DUPLICATE_ISBN, with nothing inserted, when an
   * ISBN was taken meanwhile.
   */
  importBooks(list: readonly BookInput[]): Promise<csv.KeyedBook[]>;
  /** The library's day (`YYYY-MM-DD`) in its time zone: due dates before it are past. */
  today(): string;
  /** Adds the demo books missing from the catalogue; returns how many were added. */
  seedDemo(): Promise<number>;
  /** Resolves when the database answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface StoreOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Seed the demo catalogue on the first start of an empty embedded store. */
  seed: boolean;
  logger: Logger;
  /** The library's time zone (IANA name): decides its "today"; default the server's. */
  timeZone?: string | undefined;
  /** PGlite does no autovacuum: VACUUM ANALYZE this often (ms). */
  vacuumIntervalMs?: number;
  /** Rows per keyset page of the unpaged borrow summary (default SUMMARY_PAGE). */
  summaryPageSize?: number;
}

const SEED_DECISION_KEY = 'first_start_seed';

/** Books read per page of an export. */
const EXPORT_PAGE = 1_000;

/** Rows read per page of the unpaged borrow summary. */
const SUMMARY_PAGE = 1_000;

/** Most borrows of one book sent in one statement. */
const MAX_BORROW_BATCH = 100;

/**
 * Runs `work` (one statement or transaction, which leaves nothing behind when it fails) once more
 * when PostgreSQL aborted it for losing a race with another transaction (a deadlock or a
 * serialization failure): the second run usually goes through, where the first would have been a
 * 500. Once only: a second loss is reported as it is.
 */
function retryOnce(logger: Logger): <T>(work: () => Promise<T>) => Promise<T> {
  return async (work) => {
    try {
      return await work();
    } catch (err: unknown) {
      if (!q.lostRace(err)) throw err;
      logger.warn(
        { err },
        'transaction lost a race with another one (deadlock or serialization failure): running it again',
      );
      return work();
    }
  };
}

interface WaitingBorrow {
  input: BorrowInput;
  resolve: (record: BorrowRow) => void;
  reject: (err: unknown) => void;
}

/**
 * Borrows of one book queue in this process and go to the database together: while one statement
 * for a book runs, the borrows of that book that arrive wait, then all of them go in the next
 * statement (all or nothing: one row lock, one round trip and one commit for many borrows). When
 * the book cannot serve them all, they are retried one by one in arrival order, so each gets the
 * answer it would have had alone. Correctness does not depend on this queue: the conditional UPDATE
 * guards every statement, across processes.
 */
function borrowBatcher(db: q.Db, retry: ReturnType<typeof retryOnce>): (input: BorrowInput) => Promise<BorrowRow> {
  const queues = new Map<string, WaitingBorrow[]>();

  const serve = async (bookId: string, batch: WaitingBorrow[]): Promise<void> => {
    if (batch.length > 1) {
      let records: BorrowRow[] | undefined;
      try {
        records = await retry(() =>
          q.borrowTogether(
            db,
            bookId,
            batch.map((w) => w.input),
          ),
        );
      } catch (err: unknown) {
        for (const w of batch) w.reject(err);
        return;
      }
      if (records) {
        batch.forEach((w, i) => w.resolve(records[i]));
        return;
      }
    }
    for (const w of batch) await retry(() => q.borrowBook(db, w.input)).then(w.resolve, w.reject);
  };

  const drain = async (bookId: string, queue: WaitingBorrow[]): Promise<void> => {
    while (queue.length > 0) await serve(bookId, queue.splice(0, MAX_BORROW_BATCH));
    queues.delete(bookId);
  };

  return (input) =>
    new Promise<BorrowRow>((resolve, reject) => {
      const waiting = { input, resolve, reject };
      const queue = queues.get(input.bookId);
      if (queue) {
        queue.push(waiting);
        return;
      }
      const fresh = [waiting];
      queues.set(input.bookId, fresh);
      void drain(input.bookId, fresh);
    });
}

/** The writes are retried once when they lose a race (see retryOnce); plain reads cannot lose one. */
function makeStore(kind: StoreKind, db: q.Db, options: StoreOptions, close: () => Promise<void>): Store {
  const retry = retryOnce(options.logger);
  const borrow = borrowBatcher(db, retry);
  const today = libraryDay(options.timeZone);
  return {
    kind,
    listBooks: (query) =>
      db.transaction((tx) => q.listBooks(tx, query), { isolationLevel: 'repeatable read', accessMode: 'read only' }),
    getBook: (id) => q.getBook(db, id),
    createBook: (input) => retry(() => q.createBook(db, input)),
    updateBook: (id, patch) => retry(() => q.updateBook(db, id, patch)),
    deleteBook: (id) => retry(() => q.deleteBook(db, id)),
    borrow,
    returnLoan: (id) => retry(() => q.returnLoan(db, id)),
    listLoans: (query) =>
      db.transaction((tx) => q.listLoans(tx, query, today()), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      }),
    borrowSummaryPage: (page, limit) =>
      db.transaction((tx) => q.borrowSummaryPage(tx, page, limit, today()), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      }),
    borrowSummaryPages: async function* () {
      const day = today();
      let cursor: q.SummaryCursor | undefined;
      do {
        const size = options.summaryPageSize ?? SUMMARY_PAGE;
        const page = await db.transaction((tx) => q.borrowSummaryAfter(tx, cursor, size, day), {
          accessMode: 'read only',
        });
        if (page.rows.length > 0) yield page.rows;
        cursor = page.next;
      } while (cursor !== undefined);
    },
    borrowTotals: () => q.borrowTotals(db, today()),
    genreCounts: () => q.genreCountsOf(db),
    exportBooks: async function* (query) {
      let cursor: csv.ExportCursor | undefined;
      do {
        const page = await db.transaction((tx) => csv.exportPage(tx, query, cursor, EXPORT_PAGE), {
          accessMode: 'read only',
        });
        if (page.books.length > 0) yield page.books;
        cursor = page.next;
      } while (cursor !== undefined);
    },
    booksByIsbnKey: (keys) => csv.booksByIsbnKey(db, keys),
    importBooks: (list) => retry(() => db.transaction((tx) => csv.insertBooks(tx, list))),
    today,
    seedDemo: () =>
      retry(() =>
        db.transaction((tx) =>
          q.insertMissingBooks(
            tx,
            DEMO_BOOKS.map((b) => ({ ...b, available: undefined })),
          ),
        ),
      ),
    ping: async () => {
      await db.execute(sql`SELECT 1`);
    },
    close,
  };
}

async function openEmbedded(options: StoreOptions): Promise<Store> {
  const { client, created, lock } = await openPglite(options.dataDir);
  const db: q.Db = drizzlePglite({ client, schema });
  let vacuuming: Promise<unknown> = Promise.resolve();
  const timer = setInterval(
    () => {
      vacuuming = client
        .exec('VACUUM ANALYZE')
        .catch((err: unknown) => options.logger.warn({ err }, 'VACUUM ANALYZE failed'));
    },
    options.vacuumIntervalMs ?? 10 * 60_000,
  );
  timer.unref();
  let closed: Promise<void> | undefined;
  const store = makeStore('pglite', db, options, () => {
    closed ??= (async () => {
      clearInterval(timer);
      await vacuuming;
      try {
        await client.close();
      } finally {
        lock.release();
      }
    })();
    return closed;
  });
  try {
    await seedOnFirstStart(db, client, options);
  } catch (err: unknown) {
    await store.close();
    throw err;
  }
  options.logger.info({ dataDir: options.dataDir, created }, 'embedded store (PGlite) open');
  return store;
}

/** The library's day in `timeZone` (default the server's), read anew at each call. */
function libraryDay(timeZone: string | undefined): () => string {
  const zone = timeZone ?? serverTimeZone();
  return () => dayIn(zone);
}

/** On the first start of an embedded store, once: the demo catalogue and its loans if asked and still empty. */
async function seedOnFirstStart(db: q.Db, client: PGlite, options: StoreOptions): Promise<void> {
  const seeded = await db.transaction(async (tx) => {
    const none = { books: 0, loans: 0 };
    if (!(await q.claimOnce(tx, SEED_DECISION_KEY, options.seed ? 'seeded' : 'declined'))) return none;
    if (!options.seed || (await q.countBooks(tx)) > 0) return none;
    const books = await q.insertMissingBooks(
      tx,
      DEMO_BOOKS.map((b) => ({ ...b, available: undefined })),
    );
    const loans = await q.insertDemoLoans(tx, DEMO_LOANS, libraryDay(options.timeZone)());
    return { books, loans };
  });
  if (seeded.books > 0) {
    await client.exec('ANALYZE');
    options.logger.info(seeded, 'demo catalogue seeded');
  }
}

async function openServer(databaseUrl: string, options: StoreOptions): Promise<Store> {
  const pool = await openPostgres(databaseUrl, options.logger);
  const db: q.Db = drizzlePg({ client: pool, schema });
  let closed: Promise<void> | undefined;
  options.logger.info('PostgreSQL store open');
  return makeStore('postgres', db, options, () => {
    closed ??= pool.end();
    return closed;
  });
}

/** Opens the configured store, applying migrations first. */
export function openStore(options: StoreOptions): Promise<Store> {
  return options.databaseUrl ? openServer(options.databaseUrl, options) : openEmbedded(options);
}
