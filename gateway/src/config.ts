/**
 * Gateway configuration from the environment, validated up front: every problem is reported at
 * once, as a `{ variable, message }` of a ConfigError (the api's `config-problems`, shared by both
 * services and the root `npm start`, which print them the same way).
 */
import path from 'node:path';
import express from 'express';
import { ConfigError, badPortProblem, type ConfigProblem } from '@library/api/config-problems';
import { logFormatProblem, parseLogFormat, type LogFormat } from '@library/api/log-format';
import { LOG_LEVELS, type LogLevel } from './logger';
import { DEFAULT_UPSTREAM, type UpstreamOptions } from './rest/upstream-options';

export interface GatewayConfig {
  /** Port of the app and /graphql (0 = any free port). */
  port: number;
  /** Interface to listen on; undefined = every interface. */
  host: string | undefined;
  /** Base URL of the REST service. */
  apiUrl: string;
  /** NODE_ENV=production. */
  production: boolean;
  /** Schema introspection (on in development; off in production unless GRAPHQL_INTROSPECTION=true). */
  introspection: boolean;
  /** Apollo Sandbox at GET /graphql (same rule as introspection). */
  landingPage: boolean;
  logLevel: LogLevel;
  /** LOG_FORMAT: `json` or `pretty`; unset = by stdout (pretty on a terminal, JSON otherwise). */
  logFormat?: LogFormat;
  /** Folder of the built web app (index.html + assets/); null = do not serve it. */
  webDist: string | null;
  /**
   * PUBLIC_URL: the app's public address (e.g. `https://books.example.org`, no trailing slash), for
   * the absolute URLs of robots.txt and the sitemaps; null = the request's own origin (its Host).
   */
  publicUrl: string | null;
  /** Largest accepted request body, bytes. */
  bodyLimitBytes: number;
  /**
   * Browser origins allowed to call /graphql across origins (GRAPHQL_CORS_ORIGINS), e.g. a frontend
   * developer's dev server on another port; added to Sandbox's origins in development. Default none.
   */
  graphqlCorsOrigins: string[];
  /**
   * TRUST_PROXY: Express's `trust proxy` (false, true, a hop count, or addresses/subnets such as
   * `loopback` or `10.0.0.0/8`): whose `X-Forwarded-For`/`X-Forwarded-Proto` the gateway believes for
   * the client's address (sent on to the api) and HTTPS (the session cookie's `Secure`). Default false.
   */
  trustProxy: boolean | number | string;
  upstream: Omit<UpstreamOptions, 'apiUrl' | 'dispatcher'>;
}

export const DEFAULT_API_URL = 'http://127.0.0.1:4001/api';
export const DEFAULT_WEB_DIST = path.resolve(__dirname, '..', '..', 'web', 'dist');

export const DEFAULT_CONFIG: GatewayConfig = {
  port: 4000,
  host: undefined,
  apiUrl: DEFAULT_API_URL,
  production: false,
  introspection: true,
  landingPage: true,
  logLevel: 'info',
  webDist: DEFAULT_WEB_DIST,
  publicUrl: null,
  bodyLimitBytes: 100 * 1024,
  graphqlCorsOrigins: [],
  trustProxy: false,
  upstream: { ...DEFAULT_UPSTREAM },
};

export { ConfigError, type ConfigProblem };

type Env = Record<string, string | undefined>;

/**
 * A comma-separated list of browser origins (`scheme://host[:port]`, as a browser sends `Origin`):
 * each must be an http(s) origin without path, query or trailing slash. `*` is refused: /graphql
 * is the app's own API, opened to named development origins only.
 */
function origins(
  variable: string,
  raw: string | undefined,
  problem: (variable: string, message: string) => void,
): string[] {
  if (raw === undefined) return [];
  const list: string[] = [];
  for (const item of raw.split(',').map((part) => part.trim())) {
    if (item === '') continue;
    if (item === '*') {
      problem(variable, `${variable} must list origins (e.g. http://localhost:5173), not "*"`);
      continue;
    }
    let origin: string | null = null;
    try {
      const url = new URL(item);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === item) origin = url.origin;
    } catch {
      origin = null;
    }
    if (origin === null) {
      problem(
        variable,
        `${variable}: "${item}" is not an origin like http://localhost:5173 (scheme, host, optional port; no path or trailing slash)`,
      );
      continue;
    }
    if (!list.includes(origin)) list.push(origin);
  }
  return list;
}

/** A TRUST_PROXY value as Express takes it, or null when Express would refuse it. */
function trustProxyValue(raw: string): boolean | number | string | null {
  const lower = raw.toLowerCase();
  const value = lower === 'true' ? true : lower === 'false' ? false : /^\d+$/.test(raw) ? Number(raw) : raw;
  try {
    // Express compiles the setting at once (proxy-addr), refusing what is not an address or subnet.
    express().set('trust proxy', value);
    return value;
  } catch {
    return null;
  }
}

export function loadConfig(env: Env = process.env): GatewayConfig {
  const problems: ConfigProblem[] = [];
  const problem = (variable: string, message: string): void => {
    problems.push({ variable, message });
  };
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < min || n > max) {
      problem(name, `${name}="${raw}" must be a whole number from ${min} to ${max}`);
      return fallback;
    }
    return n;
  };
  const flag = (name: string): boolean | undefined => {
    const raw = value(name)?.toLowerCase();
    if (raw === undefined) return undefined;
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    problem(name, `${name}="${raw}" must be true or false`);
    return undefined;
  };

  const nodeEnv = value('NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    problem('NODE_ENV', `NODE_ENV="${nodeEnv}" must be development, production or test`);
  }
  const production = nodeEnv === 'production';

  const apiUrl = value('API_URL') ?? DEFAULT_API_URL;
  try {
    const url = new URL(apiUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      problem('API_URL', `API_URL="${apiUrl}" must be an http(s) URL`);
    if (url.search || url.hash) problem('API_URL', `API_URL="${apiUrl}" must not have a query or fragment`);
  } catch {
    problem('API_URL', `API_URL="${apiUrl}" is not a URL (e.g. ${DEFAULT_API_URL})`);
  }

  const logLevel = (value('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problem('LOG_LEVEL', `LOG_LEVEL="${logLevel}" must be one of ${LOG_LEVELS.join(', ')}`);
  }

  const logFormatRaw = value('LOG_FORMAT');
  const logFormat = logFormatRaw === undefined ? undefined : parseLogFormat(logFormatRaw);
  if (logFormatRaw !== undefined && logFormat === undefined) problem('LOG_FORMAT', logFormatProblem(logFormatRaw));

  const introspectionFlag = flag('GRAPHQL_INTROSPECTION');
  const introspection = introspectionFlag ?? !production;
  const webDistRaw = value('WEB_DIST');

  const publicUrlRaw = value('PUBLIC_URL');
  let publicUrl: string | null = null;
  if (publicUrlRaw !== undefined) {
    let url: URL | null;
    try {
      url = new URL(publicUrlRaw);
    } catch {
      url = null;
    }
    if (url && (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash) {
      publicUrl = `${url.origin}${url.pathname}`.replace(/\/+$/, '');
    } else {
      problem(
        'PUBLIC_URL',
        `PUBLIC_URL="${publicUrlRaw}" must be the app's public http(s) address, e.g. https://books.example.org (no query or fragment)`,
      );
    }
  }

  const graphqlCorsOrigins = origins('GRAPHQL_CORS_ORIGINS', value('GRAPHQL_CORS_ORIGINS'), problem);

  const trustProxyRaw = value('TRUST_PROXY');
  let trustProxy = DEFAULT_CONFIG.trustProxy;
  if (trustProxyRaw !== undefined) {
    const parsed = trustProxyValue(trustProxyRaw);
    if (parsed === null) {
      problem(
        'TRUST_PROXY',
        `TRUST_PROXY="${trustProxyRaw}" must be true, false, a number of proxies, or addresses/subnets (e.g. loopback, 10.0.0.0/8)`,
      );
    } else trustProxy = parsed;
  }

  const d = DEFAULT_UPSTREAM;
  // The app's port is opened by browsers, which refuse some ports (it would listen, unreachable).
  const port = integer('PORT', DEFAULT_CONFIG.port, 0, 65535);
  const refused = badPortProblem('PORT', port);
  if (refused !== undefined) problems.push(refused);
  const config: GatewayConfig = {
    port,
    host: value('HOST'),
    apiUrl,
    production,
    introspection,
    landingPage: introspection,
    logLevel: (LOG_LEVELS as readonly string[]).includes(logLevel) ? (logLevel as LogLevel) : 'info',
    ...(logFormat === undefined ? {} : { logFormat }),
    webDist: webDistRaw === undefined ? DEFAULT_WEB_DIST : webDistRaw === 'none' ? null : path.resolve(webDistRaw),
    publicUrl,
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', DEFAULT_CONFIG.bodyLimitBytes, 1024, 10 * 1024 * 1024),
    graphqlCorsOrigins,
    trustProxy,
    upstream: {
      ...d,
      connectTimeoutMs: integer('UPSTREAM_CONNECT_TIMEOUT_MS', d.connectTimeoutMs, 1, 600_000),
      headersTimeoutMs: integer('UPSTREAM_HEADERS_TIMEOUT_MS', d.headersTimeoutMs, 1, 600_000),
      bodyTimeoutMs: integer('UPSTREAM_BODY_TIMEOUT_MS', d.bodyTimeoutMs, 1, 600_000),
      requestTimeoutMs: integer('UPSTREAM_TIMEOUT_MS', d.requestTimeoutMs, 1, 600_000),
      connections: integer('UPSTREAM_CONNECTIONS', d.connections, 1, 1024),
    },
  };
  if (problems.length > 0) throw new ConfigError(problems, 'Invalid gateway configuration');
  return config;
}
