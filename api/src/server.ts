/** Starts the service: store (migrated, maybe seeded), then the HTTP server; closes gracefully. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { defaultDataDir, type TrustProxy } from './config';
import type { CorsOrigins } from './cors';
import { startJobs, type JobsOptions } from './jobs';
import type { IsbnLookupOptions } from './isbn-lookup/isbn-lookup.service';
import { createLogger, type Logger } from './logger';
import { openStore, type Store, type StoreKind } from './store';

export interface ApiServerOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** PGlite data directory (used when `databaseUrl` is not given); default `<repo>/.data`. */
  dataDir?: string;
  /** PostgreSQL connection string; when given, PostgreSQL is used. */
  databaseUrl?: string;
  /** Seed the demo catalogue on the first start of an empty embedded store; default false. */
  seed?: boolean;
  /** pino level; default `warn`. Ignored when `logger` is given. */
  logLevel?: string;
  logger?: Logger;
  /** Origins allowed to call the api from a browser (CORS); default `*`. */
  corsOrigins?: CorsOrigins;
  /** The library's time zone (IANA name), which decides its "today"; default the server's. */
  timeZone?: string;
  /** How long close() waits for requests in flight before cutting connections; default 10 s. */
  shutdownTimeoutMs?: number;
  /** Whose X-Forwarded-For gives the client's address (TRUST_PROXY); default loopback. */
  trustProxy?: TrustProxy;
  /** PUBLIC_URL: its host is the passkeys' relying party (else the request's, as the gateway forwards it). */
  publicUrl?: string;
  /** SESSION_IDLE_HOURS and SESSION_MAX_DAYS; defaults 12 and 7. */
  sessionIdleHours?: number;
  sessionMaxDays?: number;
  /** The clock of sessions and sign-ins (tests move time with it); default the system's. */
  now?: () => Date;
  /**
   * The background jobs (hold expiry, forgetting borrowers: jobs.ts), run at start and every hour
   * while the server runs: their timing (tests), or false for none. Default on, every hour.
   */
  jobs?: Pick<JobsOptions, 'everyMs' | 'every'> | false;
  /** BACKUP_DIR: the folder the jobs write the nightly backup to (the first run of each library day); default none. */
  backupDir?: string | null;
  /** ISBN_LOOKUP_URL and its time-out; default none (lookups off; main.ts passes the configuration's). */
  isbnLookup?: IsbnLookupOptions;
}

export interface ApiServer {
  /** Base URL of the REST API, like http://127.0.0.1:4001/api */
  url: string;
  port: number;
  store: StoreKind;
  /**
   * While the library is open (no staff account): the one-time code that sets it up (`/setup`, or
   * `POST /api/auth/setup`), new at every start; null once it is protected.
   */
  setupCode: string | null;
  /** Stops accepting, finishes requests in flight, closes the store. */
  close(): Promise<void>;
}

/** The jobs' nightly backup into `dir` (none without a folder). */
function nightlyBackup(store: Store, dir: string | null | undefined): Pick<JobsOptions, 'backup'> {
  if (dir === undefined || dir === null) return {};
  return { backup: () => store.writeNightlyBackup({ dir, day: store.today() }) };
}

export class PortInUseError extends Error {
  override name = 'PortInUseError';
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException): void => {
      server.off('listening', onListening);
      if (err.code === 'EADDRINUSE') {
        reject(
          new PortInUseError(`Port ${port} is already in use: stop the other process or set API_PORT to a free port`),
        );
      } else if (err.code === 'EACCES') {
        reject(
          new PortInUseError(
            `Port ${port} needs privileges this process does not have: set API_PORT to a port above 1023`,
          ),
        );
      } else {
        reject(err);
      }
    };
    const onListening = (): void => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const logger = options.logger ?? createLogger(options.logLevel ?? 'warn');
  const host = options.host ?? '127.0.0.1';
  const store = await openStore({
    dataDir: options.dataDir ?? defaultDataDir(),
    databaseUrl: options.databaseUrl,
    seed: options.seed ?? false,
    logger,
    timeZone: options.timeZone,
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.sessionIdleHours === undefined ? {} : { sessionIdleHours: options.sessionIdleHours }),
    ...(options.sessionMaxDays === undefined ? {} : { sessionMaxDays: options.sessionMaxDays }),
  });
  let setupCode: string | undefined;
  try {
    setupCode = await store.newSetupCode();
  } catch (err: unknown) {
    await store.close();
    throw err;
  }
  const server = http.createServer(
    createApp(store, logger, {
      ...(options.corsOrigins === undefined ? {} : { corsOrigins: options.corsOrigins }),
      ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
      ...(options.publicUrl === undefined ? {} : { publicUrl: options.publicUrl }),
      ...(options.isbnLookup === undefined ? {} : { isbnLookup: options.isbnLookup }),
    }),
  );
  server.keepAliveTimeout = 5_000;
  try {
    await listen(server, options.port ?? 0, host);
  } catch (err: unknown) {
    await store.close();
    throw err;
  }
  const jobs =
    options.jobs === false
      ? undefined
      : startJobs(store, {
          logger,
          ...(options.now === undefined ? {} : { now: options.now }),
          ...nightlyBackup(store, options.backupDir),
          ...options.jobs,
        });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), options.shutdownTimeoutMs ?? 10_000);
      force.unref();
      await stopped;
      clearTimeout(force);
      await jobs?.stop();
      await store.close();
    })();
    return closing;
  };
  return { url: `http://${urlHost}:${port}/api`, port, store: store.kind, setupCode: setupCode ?? null, close };
}
