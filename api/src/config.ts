/**
 * Configuration from the environment, validated once at start: every bad variable is reported at
 * once, as a `{ variable, message }` of a ConfigError (./config-problems).
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ConfigError, type ConfigProblem } from './config-problems';
import { SESSION_DEFAULTS } from './contract/rules';
import type { CorsOrigins } from './cors';
import { logFormatProblem, parseLogFormat, type LogFormat } from './log-format';
import {
  DEFAULT_ISBN_LOOKUP_TIMEOUT_MS,
  DEFAULT_ISBN_LOOKUP_URL,
  type IsbnLookupOptions,
} from './isbn-lookup/isbn-lookup.service';
import { repoRoot } from './paths';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ApiConfig {
  port: number;
  host: string;
  /** PGlite data directory; used when `databaseUrl` is not set. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  /** LOG_FORMAT: `json` or `pretty`; undefined = by stdout (pretty on a terminal, JSON otherwise). */
  logFormat: LogFormat | undefined;
  /** Seed the demo catalogue on the first start of an empty embedded store. */
  seed: boolean;
  /** Origins allowed to call /api from a browser (CORS_ORIGINS): `*` (the default) or a list. */
  corsOrigins: CorsOrigins;
  /** The library's time zone (LIBRARY_TIME_ZONE, an IANA name): its "today" decides overdue loans. */
  timeZone: string;
  /**
   * TRUST_PROXY: whose `X-Forwarded-For` gives the client's address (Express's `trust proxy`): the
   * addresses, subnets or names (`loopback`, `linklocal`, `uniquelocal`) of the proxies (the
   * gateway), a number of hops, or false (nobody's). Default `loopback`.
   */
  trustProxy: TrustProxy;
  /**
   * PUBLIC_URL: the app's public address (`https://books.example.org`), as the gateway reads it:
   * its host is the passkeys' relying party id. Unset: the request's host as the gateway forwards it.
   */
  publicUrl: string | undefined;
  /** SESSION_IDLE_HOURS: a session unused this long has ended (default 12). */
  sessionIdleHours: number;
  /** SESSION_MAX_DAYS: a session ends this long after sign-in, used or not (default 7). */
  sessionMaxDays: number;
  /** BACKUP_DIR: the folder of the nightly backups (default `backups/` in the data directory: `.data/backups`); null with `none`. */
  backupDir: string | null;
}

/** Express's `trust proxy`: a list of addresses, subnets and names; a number of hops; or false. */
export type TrustProxy = string[] | number | false;

export { ConfigError, type ConfigProblem };

const DEFAULT_PORT = 4001;

export function defaultDataDir(): string {
  return path.join(repoRoot, '.data');
}

/** A value a parser refused: the sentence that says why. */
class Invalid {
  constructor(readonly message: string) {}
}

function parsePort(raw: string, name: string): number | Invalid {
  const port = /^\d{1,5}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    return new Invalid(`${name} must be a whole number from 0 to 65535 (got "${raw}")`);
  }
  return port;
}

function parseLogLevel(raw: string): LogLevel | Invalid {
  return (
    LOG_LEVELS.find((l) => l === raw.trim().toLowerCase()) ??
    new Invalid(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`)
  );
}

function parseSeed(raw: string): boolean | Invalid {
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  return new Invalid(`SEED must be 1 or 0 (got "${raw}")`);
}

function parseDatabaseUrl(raw: string): string | Invalid {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return new Invalid('DATABASE_URL must be a URL such as postgres://user:password@host:5432/library');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    return new Invalid(`DATABASE_URL must start with postgres:// or postgresql:// (got "${url.protocol}//")`);
  }
  return raw.trim();
}

/**
 * CORS_ORIGINS: `*`, or origins separated by commas (`https://app.example.com,http://localhost:5173`),
 * each a scheme (http or https), a host and maybe a port, nothing more (a trailing `/` is tolerated).
 */
function parseCorsOrigins(raw: string): CorsOrigins | Invalid {
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 1 && items[0] === '*') return '*';
  const example = 'such as https://app.example.com';
  if (items.includes('*')) {
    return new Invalid(`CORS_ORIGINS must be * alone or a comma-separated list of origins ${example} (got "${raw}")`);
  }
  const origins: string[] = [];
  for (const item of items) {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    const bare =
      url !== undefined &&
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.username === '' &&
      url.password === '' &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      !/[/?#]./.test(item.replace(/^[a-z]+:\/\//i, ''));
    if (url === undefined || !bare) {
      return new Invalid(
        `CORS_ORIGINS must be * or a comma-separated list of origins (scheme, host and port only) ${example} (got "${item}")`,
      );
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

/** The time zone of this server (the TZ variable, else the system's). */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** LIBRARY_TIME_ZONE: an IANA time zone name such as Europe/Paris (or UTC). */
function parseTimeZone(raw: string): string | Invalid {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: raw.trim() }).resolvedOptions().timeZone;
  } catch {
    return new Invalid(`LIBRARY_TIME_ZONE must be an IANA time zone such as Europe/Paris or UTC (got "${raw}")`);
  }
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** One TRUST_PROXY item: a name, an IP address, or a subnet (address/prefix length). */
function isProxyItem(item: string): boolean {
  if (PROXY_NAMES.includes(item)) return true;
  const parts = item.split('/');
  const family = net.isIP(parts.at(0) ?? '');
  const bits = parts.at(1);
  if (family === 0 || parts.length > 2) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: `loopback` (the default), addresses, subnets and names separated by commas, a hop count, or false. */
function parseTrustProxy(raw: string): TrustProxy | Invalid {
  const v = raw.trim().toLowerCase();
  if (['false', 'none', '0'].includes(v)) return false;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const items = v
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const wrong = items.find((item) => !isProxyItem(item));
  if (items.length === 0 || wrong !== undefined) {
    return new Invalid(
      `TRUST_PROXY must be false, a number of proxies, or addresses, subnets and names (${PROXY_NAMES.join(', ')}) separated by commas (got "${wrong ?? raw}")`,
    );
  }
  return items;
}

/** PUBLIC_URL: an http(s) address, no path beyond `/`, no query or fragment; its origin. */
function parsePublicUrl(raw: string): string | Invalid {
  let url: URL | undefined;
  try {
    url = new URL(raw.trim());
  } catch {
    url = undefined;
  }
  if (
    url === undefined ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.search !== '' ||
    url.hash !== '' ||
    url.username !== '' ||
    url.password !== ''
  ) {
    return new Invalid(
      `PUBLIC_URL must be the app's public http(s) address, e.g. https://books.example.org (got "${raw}")`,
    );
  }
  return url.origin;
}

/** A whole number of hours or days from 1 to `max`. */
function wholeAmount(max: number, unit: string) {
  return (raw: string, variable: string): number | Invalid => {
    const n = /^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
    return Number.isInteger(n) && n >= 1 && n <= max
      ? n
      : new Invalid(`${variable} must be a whole number of ${unit} from 1 to ${max} (got "${raw}")`);
  };
}

/** BACKUP_DIR: `none` (no nightly backup), or a folder (made when missing; not a file). */
function parseBackupDir(raw: string): string | null | Invalid {
  if (raw.trim().toLowerCase() === 'none') return null;
  const dir = path.resolve(raw.trim());
  if (fs.existsSync(dir) && !fs.statSync(dir).isDirectory()) {
    return new Invalid(`BACKUP_DIR must be a folder for the nightly backups, or none (got "${raw}", a file)`);
  }
  return dir;
}

/** ISBN_LOOKUP_URL: `none` (lookups off), or the http(s) address of an Open Library books API. */
function parseLookupUrl(raw: string): string | null | Invalid {
  if (raw.trim().toLowerCase() === 'none') return null;
  let url: URL | undefined;
  try {
    url = new URL(raw.trim());
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    return new Invalid(
      `ISBN_LOOKUP_URL must be none or an http(s) address such as ${DEFAULT_ISBN_LOOKUP_URL} (got "${raw}")`,
    );
  }
  return url.toString();
}

/** ISBN_LOOKUP_TIMEOUT_MS: a whole number of milliseconds from 100 to 60000. */
function parseLookupTimeout(raw: string): number | Invalid {
  const n = /^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  return n >= 100 && n <= 60_000
    ? n
    : new Invalid(`ISBN_LOOKUP_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000 (got "${raw}")`);
}

/** A connection string with its password hidden, fit for logs and error messages. */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'the configured database';
  }
}

/** Reads the api configuration from `env`; throws one ConfigError with every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return loadServiceConfig(env).config;
}

/**
 * The api configuration and the ISBN lookups' (ISBN_LOOKUP_URL: an Open Library books API address,
 * or `none`; ISBN_LOOKUP_TIMEOUT_MS), read together: one ConfigError with every bad variable of both.
 */
export function loadServiceConfig(env: NodeJS.ProcessEnv = process.env): {
  config: ApiConfig;
  isbnLookup: IsbnLookupOptions;
} {
  const problems: ConfigProblem[] = [];
  const nonEmpty = (name: string): string | undefined => {
    const v = env[name];
    return v !== undefined && v.trim() !== '' ? v : undefined;
  };
  /** The variable parsed, its default when unset, or (a problem recorded) its default when invalid. */
  const read = <T>(variable: string, fallback: T, parse: (raw: string, variable: string) => T | Invalid): T => {
    const raw = nonEmpty(variable);
    if (raw === undefined) return fallback;
    const value = parse(raw, variable);
    if (!(value instanceof Invalid)) return value;
    problems.push({ variable, message: value.message });
    return fallback;
  };

  const dataDirRaw = nonEmpty('DATA_DIR');
  const dataDir = dataDirRaw === undefined ? defaultDataDir() : path.resolve(dataDirRaw);
  const config: ApiConfig = {
    port: read('API_PORT', DEFAULT_PORT, parsePort),
    host: nonEmpty('API_HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl: read<string | undefined>('DATABASE_URL', undefined, parseDatabaseUrl),
    logLevel: read('LOG_LEVEL', 'info', parseLogLevel),
    logFormat: read<LogFormat | undefined>(
      'LOG_FORMAT',
      undefined,
      (raw) => parseLogFormat(raw) ?? new Invalid(logFormatProblem(raw)),
    ),
    seed: read('SEED', true, parseSeed),
    corsOrigins: read<CorsOrigins>('CORS_ORIGINS', '*', parseCorsOrigins),
    timeZone: read('LIBRARY_TIME_ZONE', serverTimeZone(), parseTimeZone),
    trustProxy: read<TrustProxy>('TRUST_PROXY', ['loopback'], parseTrustProxy),
    publicUrl: read<string | undefined>('PUBLIC_URL', undefined, parsePublicUrl),
    sessionIdleHours: read('SESSION_IDLE_HOURS', SESSION_DEFAULTS.idleHours, wholeAmount(24 * 366, 'hours')),
    sessionMaxDays: read('SESSION_MAX_DAYS', SESSION_DEFAULTS.maxDays, wholeAmount(366, 'days')),
    backupDir: read<string | null>('BACKUP_DIR', path.join(dataDir, 'backups'), parseBackupDir),
  };
  const isbnLookup: IsbnLookupOptions = {
    url: read<string | null>('ISBN_LOOKUP_URL', DEFAULT_ISBN_LOOKUP_URL, parseLookupUrl),
    timeoutMs: read('ISBN_LOOKUP_TIMEOUT_MS', DEFAULT_ISBN_LOOKUP_TIMEOUT_MS, parseLookupTimeout),
  };
  if (problems.length > 0) throw new ConfigError(problems, 'Invalid configuration');
  return { config, isbnLookup };
}
