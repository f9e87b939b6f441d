/**
 * Programmatic entry points: `startGateway` (HTTP server on a port) and `createApolloServer`
 * (the Apollo Server alone, for `executeOperation`).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Dispatcher } from 'undici';
import { createApp } from './app';
import { DEFAULT_CONFIG, type GatewayConfig } from './config';
import { createLogger, type Logger } from './logger';
import { Upstream } from './rest/Upstream';
import { createApolloServer, type QueryLimits } from './server';

export { createApp } from './app';
export { ConfigError, DEFAULT_CONFIG, loadConfig, type GatewayConfig } from './config';
export type { GatewayContext } from './context';
export { ErrorCode } from './errors/codes';
export { createLogger, type Logger } from './logger';
export type { LibraryApi } from './rest/LibraryApi';
export type * from './rest/types';
export { DEFAULT_UPSTREAM, undiciLibraryApi, type UpstreamOptions } from './rest/UndiciLibraryApi';
export { Upstream } from './rest/Upstream';
export { createApolloServer, DEFAULT_LIMITS, type ApolloOptions, type QueryLimits } from './server';

export interface StartGatewayOptions extends Partial<Omit<GatewayConfig, 'upstream'>> {
  upstream?: Partial<GatewayConfig['upstream']>;
  limits?: Partial<QueryLimits>;
  logger?: Logger;
  /** Send upstream calls through this dispatcher (tests: undici MockAgent). */
  dispatcher?: Dispatcher;
  /** Most URLs per sitemap file (default 50,000; tests make it small to get a sitemap index). */
  sitemapMaxUrls?: number;
}

export interface RunningGateway {
  /** Base URL, e.g. `http://127.0.0.1:4000` (GraphQL at `${url}/graphql`). */
  url: string;
  port: number;
  server: Server;
  /** Stops accepting, lets in-flight requests finish, closes the upstream pools. */
  close(): Promise<void>;
}

export async function startGateway(options: StartGatewayOptions = {}): Promise<RunningGateway> {
  const config: GatewayConfig = {
    ...DEFAULT_CONFIG,
    ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
    upstream: { ...DEFAULT_CONFIG.upstream, ...options.upstream },
  };
  if (options.production && options.introspection === undefined) config.introspection = false;
  if (options.landingPage === undefined) config.landingPage = config.introspection;
  const logger = options.logger ?? createLogger(config.logLevel, config.logFormat);
  const upstream = new Upstream({
    ...config.upstream,
    apiUrl: config.apiUrl,
    ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
  });

  const httpServer = createServer();
  const apollo = createApolloServer({
    production: config.production,
    introspection: config.introspection,
    landingPage: config.landingPage,
    logger,
    httpServer,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  await apollo.start();
  const listener = createApp({
    apollo,
    upstream,
    logger,
    webDist: config.webDist,
    publicUrl: config.publicUrl,
    bodyLimitBytes: config.bodyLimitBytes,
    landingPage: config.landingPage,
    production: config.production,
    corsOrigins: config.graphqlCorsOrigins,
    trustProxy: config.trustProxy,
    ...(options.sitemapMaxUrls === undefined ? {} : { sitemapMaxUrls: options.sitemapMaxUrls }),
  });
  httpServer.on('request', listener);
  httpServer.keepAliveTimeout = 65_000;

  try {
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, () => {
        httpServer.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await apollo.stop();
    await upstream.close();
    throw error;
  }

  const { port } = httpServer.address() as AddressInfo;
  const shownHost = !config.host || config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  logger.info({ url, apiUrl: config.apiUrl, production: config.production }, 'gateway listening');

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    server: httpServer,
    close() {
      closing ??= (async () => {
        await apollo.stop(); // drain plugin: stops listening, waits for in-flight requests
        await upstream.close();
      })();
      return closing;
    },
  };
}
