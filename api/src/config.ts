/** Configuration from the environment, validated once at start with clear messages. */
import path from 'node:path';
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
  /** Seed the demo catalogue on the first start of an empty embedded store. */
  seed: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_PORT = 4001;

export function defaultDataDir(): string {
  return path.join(repoRoot, '.data');
}

export function parsePort(raw: string, name: string): number {
  const port = /^\d{1,5}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} must be a whole number from 0 to 65535 (got "${raw}")`);
  }
  return port;
}

export function parseLogLevel(raw: string): LogLevel {
  const level = LOG_LEVELS.find((l) => l === raw.trim().toLowerCase());
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`);
  return level;
}

export function parseSeed(raw: string): boolean {
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(`SEED must be 1 or 0 (got "${raw}")`);
}

export function parseDatabaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError('DATABASE_URL must be a URL such as postgres://user:password@host:5432/library');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql:// (got "${url.protocol}//")`);
  }
  return raw.trim();
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

/** Reads the api configuration from `env`; throws one ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const problems: string[] = [];
  const attempt = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch (err: unknown) {
      if (err instanceof ConfigError) {
        problems.push(err.message);
        return fallback;
      }
      throw err;
    }
  };
  const nonEmpty = (name: string): string | undefined => {
    const v = env[name];
    return v !== undefined && v.trim() !== '' ? v : undefined;
  };

  const portRaw = nonEmpty('API_PORT');
  const dataDirRaw = nonEmpty('DATA_DIR');
  const urlRaw = nonEmpty('DATABASE_URL');
  const levelRaw = nonEmpty('LOG_LEVEL');
  const seedRaw = nonEmpty('SEED');
  const config: ApiConfig = {
    port: portRaw === undefined ? DEFAULT_PORT : attempt(() => parsePort(portRaw, 'API_PORT'), DEFAULT_PORT),
    host: nonEmpty('API_HOST') ?? '0.0.0.0',
    dataDir: dataDirRaw === undefined ? defaultDataDir() : path.resolve(dataDirRaw),
    databaseUrl: urlRaw === undefined ? undefined : attempt(() => parseDatabaseUrl(urlRaw), undefined),
    logLevel: levelRaw === undefined ? 'info' : attempt(() => parseLogLevel(levelRaw), 'info'),
    seed: seedRaw === undefined ? true : attempt(() => parseSeed(seedRaw), true),
  };
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  return config;
}
