/**
 * The data store: embedded PGlite in a data directory, or PostgreSQL through a `pg` pool, and the
 * resources' services on it (books, loans, the catalogue's CSV). The rest of the service does not know
 * which database is in use; each route gets the service it needs (see app.ts).
 */
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { backupService, type BackupService } from './backup/backup.service';
import { activityAuthEvents, activityService, type ActivityService } from './activity/activity.service';
import type { Logger } from './logger';
import { accountsService, type AccountsService } from './accounts/accounts.service';
import { booksService, type BooksService } from './books/books.service';
import { itemsService, type ItemsService } from './items/items.service';
import { catalogueCsvService, type CatalogueCsvService } from './catalogue-csv/catalogue-csv.service';
import { coversService, type CoversService } from './covers/covers.service';
import { dayIn, SESSION_DEFAULTS } from './contract';
import { serverTimeZone } from './config';
import type { Db, StoreKind } from './db/handles';
import { retryOnce } from './db/pg-errors';
import { openPglite } from './db/pglite';
import { openPostgres, pingPostgres } from './db/postgres';
import * as schema from './db/schema';
import { holdsService, type HoldsService } from './holds/holds.service';
import { loansService, type LoansService } from './loans/loans.service';
import { membersService, type MembersService } from './members/members.service';
import { myService, type MyService } from './my/my.service';
import { seedDemo, seedOnFirstStart } from './seed';
import { passkeysService, type PasskeysService } from './passkeys/passkeys.service';
import { sessionsService, type AuthEvents, type SessionsService } from './sessions/sessions.service';
import { settingsService, type SettingsService } from './settings/settings.service';
import { staffService, type StaffService } from './staff/staff.service';
import { tokensService, type TokensService } from './tokens/tokens.service';

export type { StoreKind };

/** Every resource's service on one database, with the store's own few operations. */
export interface Store
  extends
    BooksService,
    ItemsService,
    CoversService,
    LoansService,
    CatalogueCsvService,
    AccountsService,
    SessionsService,
    ActivityService,
    StaffService,
    TokensService,
    PasskeysService,
    HoldsService,
    MembersService,
    SettingsService,
    MyService,
    BackupService {
  readonly kind: StoreKind;
  /** The library's day (`YYYY-MM-DD`) in its time zone: due dates before it are past. */
  today(): string;
  /** The library's time zone (IANA name, LIBRARY_TIME_ZONE or the server's): the screens' "today". */
  readonly timeZone: string;
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
  /** The library's day (`YYYY-MM-DD`; default from timeZone, read anew at each call): tests move it. */
  today?: () => string;
  /** The clock of sessions, sign-ins and accounts (default the system's): tests move time with it. */
  now?: () => Date;
  /** SESSION_IDLE_HOURS and SESSION_MAX_DAYS (default SESSION_DEFAULTS). */
  sessionIdleHours?: number;
  sessionMaxDays?: number;
  /** Sign-in events for the activity log (default: written in it, activity/). */
  authEvents?: AuthEvents;
}

/** Rows read per page of the unpaged borrow summary. */
const SUMMARY_PAGE = 1_000;

/** The library's day in `timeZone` (default the server's), read anew at each call. */
function libraryDay(timeZone: string | undefined): () => string {
  const zone = timeZone ?? serverTimeZone();
  return () => dayIn(zone);
}

/**
 * The writes are retried once when they lose a race (db/pg-errors' retryOnce); plain reads cannot lose one.
 * `ping`: the health check's probe (default a `SELECT 1` that waits as long as it takes).
 */
function makeStore(
  kind: StoreKind,
  db: Db,
  options: StoreOptions,
  close: () => Promise<void>,
  ping?: () => Promise<void>,
): Store {
  const retry = retryOnce(options.logger);
  const today = options.today ?? libraryDay(options.timeZone);
  const now = options.now ?? (() => new Date());
  const accounts = accountsService(db, retry, now);
  const sessions = sessionsService(db, accounts, {
    now,
    idleHours: options.sessionIdleHours ?? SESSION_DEFAULTS.idleHours,
    maxDays: options.sessionMaxDays ?? SESSION_DEFAULTS.maxDays,
    events: options.authEvents ?? activityAuthEvents(db),
  });
  const settings = settingsService(db, retry);
  const members = membersService(db, retry, { accounts, sessions, settings, today });
  const loans = loansService(db, retry, {
    today,
    loanRules: (handle) => settings.loanRules(handle),
    members,
    summaryPageSize: options.summaryPageSize ?? SUMMARY_PAGE,
  });
  const holds = holdsService(db, retry, { today, members });
  const tokens = tokensService(db, retry);
  return {
    kind,
    ...booksService(db, retry),
    ...itemsService(db, retry, { today }),
    ...coversService(db, retry),
    ...loans,
    ...catalogueCsvService(db, retry),
    ...accounts,
    ...sessions,
    ...activityService(db, { loanRules: () => settings.loanRules() }),
    ...staffService(db, retry, { accounts, sessions, tokens }),
    ...tokens,
    ...passkeysService(db, retry, { now, accounts, sessions }),
    ...holds,
    ...myService(db, retry, { loans, holds, loanRules: (handle) => settings.loanRules(handle), now }),
    ...settings,
    ...members,
    ...backupService(db, kind),
    today,
    timeZone: options.timeZone ?? serverTimeZone(),
    seedDemo: () => retry(() => seedDemo(db)),
    ping:
      ping ??
      (async () => {
        await db.execute(sql`SELECT 1`);
      }),
    close,
  };
}

async function openEmbedded(options: StoreOptions): Promise<Store> {
  const { client, created, lock } = await openPglite(options.dataDir);
  const db: Db = drizzlePglite({ client, schema });
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
    await seedOnFirstStart(db, client, {
      seed: options.seed,
      logger: options.logger,
      today: libraryDay(options.timeZone)(),
    });
  } catch (err: unknown) {
    await store.close();
    throw err;
  }
  options.logger.info({ dataDir: options.dataDir, created }, 'embedded store (PGlite) open');
  return store;
}

async function openServer(databaseUrl: string, options: StoreOptions): Promise<Store> {
  const pool = await openPostgres(databaseUrl, options.logger);
  const db: Db = drizzlePg({ client: pool, schema });
  let closed: Promise<void> | undefined;
  options.logger.info('PostgreSQL store open');
  // The health check gives up quickly on a database that does not answer (db/postgres' pingPostgres).
  return makeStore(
    'postgres',
    db,
    options,
    () => {
      closed ??= pool.end();
      return closed;
    },
    () => pingPostgres(pool),
  );
}

/** Opens the configured store, applying migrations first. */
export function openStore(options: StoreOptions): Promise<Store> {
  return options.databaseUrl ? openServer(options.databaseUrl, options) : openEmbedded(options);
}
