/** Test helpers: a real service on a random port, on PGlite (temp dir) or PostgreSQL (own database). */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createApp } from '../src/app';
import {
  isValidIsbn,
  isbn13CheckDigit,
  type BookInput,
  type BookJson,
  type FailureJson,
  type PageMeta,
} from '../src/contract';
import { AppError } from '../src/errors';
import type { CorsOrigins } from '../src/cors';
import type { IsbnLookupOptions } from '../src/isbn-lookup/isbn-lookup.service';
import type { Logger } from '../src/logger';
import { createScratchDatabase, type ScratchDatabase } from '../src/db/scratch-database';
import { startApiServer, type ApiServer } from '../src/server';
import type { SummaryRow } from '../src/loans/loans.service';
import { openStore, type Store } from '../src/store';

export { isbn13CheckDigit };
/** The actor of the changes a test makes through the store itself (the CLI's: the system). */
export { systemActor } from '../src/activity/activity.service';

export type Target = 'pglite' | 'postgres';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const TARGETS: Target[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type {
  BookJson,
  BorrowJson,
  LoanJson,
  FieldError as FieldErrorJson,
  SummaryRowJson as SummaryJson,
} from '../src/contract';

/** Any answer of the api as a test reads it: the success fields, or the failure's `error` (the REST contract's shapes). */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data: T;
  meta?: PageMeta;
  error?: FailureJson['error'];
  requestId?: string;
}

export interface Reply<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export interface RequestOptions {
  /** A raw body sent as is (no JSON encoding). */
  raw?: string | Buffer;
  headers?: Record<string, string>;
}

/** One HTTP request to the API; `path` is relative to the /api base URL. */
export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  pathAndQuery: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let payload: string | Buffer | undefined = options.raw;
  if (payload === undefined && body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${baseUrl}${pathAndQuery}`, { method, headers, body: payload });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(
      `${method} ${pathAndQuery} answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`,
    );
  }
  return { status: res.status, body: parsed as Envelope<T>, headers: res.headers };
}

export interface Api {
  url: string;
  target: Target;
  get<T = unknown>(p: string, options?: RequestOptions): Promise<Reply<T>>;
  post<T = unknown>(p: string, body?: unknown, options?: RequestOptions): Promise<Reply<T>>;
  put<T = unknown>(p: string, body?: unknown, options?: RequestOptions): Promise<Reply<T>>;
  del<T = unknown>(p: string, options?: RequestOptions): Promise<Reply<T>>;
  patch<T = unknown>(p: string, body?: unknown, options?: RequestOptions): Promise<Reply<T>>;
  /** Creates a book (defaults filled in, unique ISBN) and returns it; `headers`: a signed-in caller's. */
  book(fields?: Partial<Record<keyof BookJson, unknown>>, headers?: Record<string, string>): Promise<BookJson>;
  close(): Promise<void>;
}

export function client(url: string, target: Target, close: () => Promise<void>): Api {
  const api: Api = {
    url,
    target,
    get: (p, o) => call(url, 'GET', p, undefined, o),
    post: (p, b, o) => call(url, 'POST', p, b, o),
    put: (p, b, o) => call(url, 'PUT', p, b, o),
    del: (p, o) => call(url, 'DELETE', p, undefined, o),
    patch: (p, b, o) => call(url, 'PATCH', p, b, o),
    async book(fields = {}, headers = {}) {
      const res = await api.post<BookJson>(
        '/books',
        {
          title: 'A Test Book',
          author: 'Test Author',
          genre: 'FICTION',
          isbn: uniqueIsbn(),
          copies: 3,
          ...fields,
        },
        { headers },
      );
      if (res.status !== 201) throw new Error(`creating a book answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.data;
    },
    close,
  };
  return api;
}

/** A valid ISBN-13 (979 prefix, correct check digit) that no other test uses. */
export function uniqueIsbn(): string {
  const body = `979${crypto.randomInt(0, 1e9).toString().padStart(9, '0')}`;
  return `${body}${isbn13CheckDigit(body)}`;
}

/**
 * A valid ISBN-10 that no other test uses (978 + its first 9 digits is not a uniqueIsbn, which starts
 * 979); `endingInX` asks for one whose check digit is X.
 */
export function uniqueIsbn10({ endingInX = false } = {}): string {
  for (;;) {
    const body = crypto.randomInt(0, 1e9).toString().padStart(9, '0');
    const isbn = Array.from('0123456789X', (check) => `${body}${check}`).find(isValidIsbn);
    if (isbn !== undefined && (!endingInX || isbn.endsWith('X'))) return isbn;
  }
}

export function tempDir(prefix = 'library-api-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server; `drop` removes it. */
export async function freshDatabase(): Promise<ScratchDatabase> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  return createScratchDatabase(TEST_DATABASE_URL, 'lib_test');
}

/** The place a store lives: a temp dir for PGlite, a fresh database for PostgreSQL. */
export interface StoreLocation {
  options: { dataDir: string } | { databaseUrl: string };
  env: Record<string, string>;
  dispose: () => Promise<void>;
}

export async function storeLocation(target: Target): Promise<StoreLocation> {
  if (target === 'pglite') {
    const dataDir = tempDir();
    return {
      options: { dataDir },
      env: { DATA_DIR: dataDir },
      dispose: () => fs.promises.rm(dataDir, { recursive: true, force: true }),
    };
  }
  const db = await freshDatabase();
  return { options: { databaseUrl: db.url }, env: { DATABASE_URL: db.url }, dispose: () => db.drop() };
}

/** Runs `work` with a fresh store location on `target` (storeLocation), disposed of after. */
export async function withStoreLocation<T>(target: Target, work: (location: StoreLocation) => Promise<T>): Promise<T> {
  const location = await storeLocation(target);
  try {
    return await work(location);
  } finally {
    await location.dispose();
  }
}

/**
 * The real service in-process on a random port, on its own fresh store. The library's time zone is
 * UTC unless `timeZone` says otherwise, the zone of isoDate.
 */
export async function startApi(
  target: Target,
  extra: { seed?: boolean; corsOrigins?: CorsOrigins; timeZone?: string } = {},
): Promise<Api> {
  const location = await storeLocation(target);
  let server: ApiServer;
  try {
    server = await startApiServer({
      ...location.options,
      port: 0,
      logLevel: 'silent',
      seed: extra.seed ?? false,
      timeZone: extra.timeZone ?? 'UTC',
      ...(extra.corsOrigins === undefined ? {} : { corsOrigins: extra.corsOrigins }),
    });
  } catch (err: unknown) {
    await location.dispose();
    throw err;
  }
  return client(server.url, target, async () => {
    await server.close();
    await location.dispose();
  });
}

/**
 * The real service in-process on a random port over a store the test holds too, to set up what the
 * api refuses to make (a loan due in the past, say). The library's time zone is UTC unless given.
 */
export async function startApiWithStore(
  target: Target,
  extra: {
    timeZone?: string;
    /** The store the app is given, made from the real one (a test seam: a method made to fail, say). */
    wrap?: (store: Store) => Store;
    logger?: Logger;
    /** Rows per keyset page of the unpaged summary (small, to see several pages with few rows). */
    summaryPageSize?: number;
    /** The clock of sessions and sign-ins (a test moves time with it). */
    now?: () => Date;
    /** The library's day (`YYYY-MM-DD`; a test moves it), instead of the day in its time zone. */
    today?: () => string;
    /** ISBN_LOOKUP_URL and its time-out (a test's own lookup server). */
    isbnLookup?: IsbnLookupOptions;
  } = {},
): Promise<{ api: Api; store: Store }> {
  const location = await storeLocation(target);
  const logger = extra.logger ?? pino({ level: 'silent' });
  let store: Store;
  try {
    store = await openStore({
      dataDir: '',
      ...location.options,
      seed: false,
      logger,
      timeZone: extra.timeZone ?? 'UTC',
      ...(extra.summaryPageSize === undefined ? {} : { summaryPageSize: extra.summaryPageSize }),
      ...(extra.now === undefined ? {} : { now: extra.now }),
      ...(extra.today === undefined ? {} : { today: extra.today }),
    });
  } catch (err: unknown) {
    await location.dispose();
    throw err;
  }
  const server = http.createServer(
    createApp(
      extra.wrap?.(store) ?? store,
      logger,
      extra.isbnLookup === undefined ? {} : { isbnLookup: extra.isbnLookup },
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const api = client(url, target, async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await store.close();
    await location.dispose();
  });
  return { api, store };
}

/**
 * The real service (startApi) shared by the tests of a describe block: started before them (before
 * the block's own beforeAll, when it is called first) and closed after them. The Api answered stands
 * for the one started.
 */
export function sharedApi(target: Target, extra: Parameters<typeof startApi>[1] = {}): Api {
  let started: Api | undefined;
  beforeAll(async () => {
    started = await startApi(target, extra);
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): Api => {
    if (started === undefined) throw new Error('the shared api is used before its beforeAll started it');
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    target,
    get: (p, o) => current().get(p, o),
    post: (p, b, o) => current().post(p, b, o),
    put: (p, b, o) => current().put(p, b, o),
    del: (p, o) => current().del(p, o),
    patch: (p, b, o) => current().patch(p, b, o),
    book: (fields, headers) => current().book(fields, headers),
    close: () => current().close(),
  };
}

/** The answer to `GET path` of the real service over a store made from the real one by `wrap` (a method made to fail, say). */
export async function getThroughStore(
  target: Target,
  wrap: (store: Store) => Store,
  path: string,
): Promise<Reply<unknown>> {
  const { api } = await startApiWithStore(target, { wrap });
  try {
    return await api.get(path);
  } finally {
    await api.close();
  }
}

export const apiRoot = path.resolve(__dirname, '..');

export interface ChildService {
  proc: ChildProcess;
  /** Resolves with the base URL once the service is ready, rejects with its output if it exits first. */
  ready: Promise<string>;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/**
 * The service as a child process (`src/main.ts` through tsx), configured by `env`; `ipc`: with an IPC
 * channel to this process, as the root `npm start` starts it.
 */
export function spawnService(env: Record<string, string>, { ipc = false } = {}): ChildService {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'main.ts')], {
    cwd: apiRoot,
    env: { ...process.env, API_PORT: '0', LOG_LEVEL: 'info', SEED: '0', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
  });
  const { stdout, stderr } = proc;
  if (!stdout || !stderr) throw new Error('the service was started without output pipes');
  let out = '';
  stdout.on('data', (d: Buffer) => (out += d.toString()));
  stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (): void => {
      const m = /API ready at (http:\/\/[^\s]+\/api)/.exec(out);
      if (m) {
        stdout.off('data', onData);
        resolve(m[1]);
      }
    };
    stdout.on('data', onData);
    void exited.then(({ code, signal }) =>
      reject(new Error(`service exited (${code ?? signal}) before ready:\n${out}`)),
    );
  });
  ready.catch(() => undefined);
  return { proc, ready, exited, output: () => out };
}

/** `value` when it is there; otherwise the test fails here, saying what was expected (a precondition of what follows). */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`expected ${what}, got ${String(value)}`);
  return value;
}

/**
 * jest's asymmetric matchers, typed `unknown` instead of the `any` of jest's types, to put in an
 * expected value (`toEqual`, `toMatchObject`): the same matchers as expect.any(String) and
 * expect.stringMatching(pattern).
 */
export const anyString = (): unknown => expect.any(String);
export const stringMatching = (pattern: RegExp): unknown => expect.stringMatching(pattern);

/** The day `days` after `day` (`YYYY-MM-DD`). */
export function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** ISO date `days` from today (UTC). */
export function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every row of a store's borrow summary, in its order (its keyset pages put together). */
export async function summaryOf(store: Store): Promise<SummaryRow[]> {
  const rows: SummaryRow[] = [];
  for await (const page of store.borrowSummaryPages()) rows.push(...page);
  return rows;
}

/** A book as the store's createBook takes it: author 'A', no description, available as its copies allow, a unique ISBN. */
export function bookInput(fields: Pick<BookInput, 'title' | 'genre' | 'copies'> & Partial<BookInput>): BookInput {
  return { author: 'A', isbn: uniqueIsbn(), description: null, available: undefined, ...fields };
}

/** What a store call that failed was told: its AppError's code, or 'unexpected'. */
export function failureCode(err: unknown): string {
  return err instanceof AppError ? err.code : 'unexpected';
}

/** Runs `work` with a fresh temporary directory, removed after. */
export async function withTempDir<T>(work: (dir: string) => Promise<T>, prefix?: string): Promise<T> {
  const dir = tempDir(prefix);
  try {
    return await work(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Pages that fail before the first one (a store method made to fail: the database is not there). */
export async function* failingPages<T>(): AsyncGenerator<T> {
  yield await Promise.reject(new Error('no database'));
}

/** The first page of `pages`, then a failure (the database going away mid-answer). */
export async function* cutAfterFirstPage<T>(pages: AsyncIterable<T>): AsyncGenerator<T> {
  for await (const page of pages) {
    yield page;
    throw new Error('the database went away');
  }
}

/** A logger at `level` whose output the test reads: each write, as text, in `logged`. */
export function loggedText(level: string): { logger: Logger; logged: string[] } {
  const logged: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level }, sink), logged };
}
