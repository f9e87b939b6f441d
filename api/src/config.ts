/**
 * Configuration from the environment, validated once at start: every bad variable is reported at
 * once, as a `{ variable, message }` of a ConfigError (./config-problems).
 */
import path from 'node:path';
import { ConfigError, type ConfigProblem } from './config-problems';
import type { CorsOrigins } from './cors';
import { logFormatProblem, parseLogFormat, type LogFormat } from './log-format';
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
}

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
  const config: ApiConfig = {
    port: read('API_PORT', DEFAULT_PORT, parsePort),
    host: nonEmpty('API_HOST') ?? '0.0.0.0',
    dataDir: dataDirRaw === undefined ? defaultDataDir() : path.resolve(dataDirRaw),
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
  };
  if (problems.length > 0) throw new ConfigError(problems, 'Invalid configuration');
  return config;
}
