/**
 * The Express app: security headers, health probes, /graphql (Apollo) and the built web app. Every
 * request, each `POST /graphql` included, takes this one way through: whatever reads the request
 * (the request id, CORS, the body limit, later the session cookie and CSRF) is written once.
 * No listening here: see ./index.ts (startGateway).
 */
import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import helmet from 'helmet';
import { dynamicCompression } from './compression';
import { appCsp, InlineScriptHashes } from './csp';
import { accessOnce, type GatewayContext, type RequestContext } from './context';
import { coversRouter } from './covers';
import { csvRouter } from './csv';
import { ErrorCode } from './errors/codes';
import { productionMessage } from './errors/format';
import { retryAfterOfError } from './errors/httpFailures';
import { fromTransportError } from './errors/transport';
import {
  assignRequestId,
  errorsWithRequestId,
  graphqlCors as corsMiddleware,
  SANDBOX_ORIGINS,
  sendHttpFailure,
  type NodeMiddleware,
} from './http';
import type { Logger } from './logger';
import { namedRoute, requestLog, requestUrlForLog, WEB_APP_ROUTE } from './request-log';
import { RequestCredentials } from './rest/credentials';
import type { Upstream } from './rest/Upstream';
import { publicBase } from './seo';
import { requestSession } from './session';
import { executeInProcess } from './ssr';
import { webRouter } from './web';

export interface AppOptions {
  apollo: ApolloServer<GatewayContext>;
  upstream: Upstream;
  logger: Logger;
  webDist: string | null;
  /** PUBLIC_URL (robots.txt, sitemaps); null or absent: the request's origin. */
  publicUrl?: string | null;
  /** Most URLs per sitemap file (./seo; tests make it small). */
  sitemapMaxUrls?: number;
  bodyLimitBytes: number;
  /** NODE_ENV=production: /readyz answers the code with a generic message (the detail goes to the log). */
  production?: boolean;
  /** Origins (besides Sandbox's, in development) allowed to call /graphql from a browser (GRAPHQL_CORS_ORIGINS). */
  corsOrigins?: readonly string[];
  /** Apollo Sandbox is served at GET /graphql (development). */
  landingPage: boolean;
  /**
   * Express's `trust proxy` (TRUST_PROXY): which proxies' `X-Forwarded-*` to believe for the
   * client's address (forwarded to the api) and HTTPS (the cookie's `Secure`). Default false.
   */
  trustProxy?: boolean | number | string;
}

/**
 * The per-request GraphQL context (/graphql and the in-process SSR queries): the REST client with the
 * request's credentials (./session: the cookie's or the header's bearer, the client's address and
 * user agent), `access()` asked of REST once and only when needed, and the session cookie's control.
 */
function contextFactory(upstream: Upstream, logger: Logger, publicUrl: string | null) {
  return (req: Request, res: Response): RequestContext => {
    const requestId = String(res.locals['requestId']);
    const session = requestSession(req, res, publicUrl);
    const api = upstream.forRequest(requestId, session.credentials);
    const who = accessOnce(api);
    let requestLogger: Logger | undefined;
    const context: GatewayContext = {
      requestId,
      api,
      // Made on first use: most requests never log.
      get logger() {
        requestLogger ??= logger.child({ requestId });
        return requestLogger;
      },
      access: who.access,
      session: {
        started(signIn) {
          session.start(signIn);
          who.forget();
        },
        ended() {
          session.end();
          who.forget();
        },
      },
      get origin() {
        return publicBase(req, publicUrl) ?? '';
      },
    };
    return { context, hadCookie: session.hadCookie };
  };
}

/** Helmet's headers with the app's CSP (./csp); `inline`: the hashes of index.html's inline scripts. */
function appHeadersFor(inline: InlineScriptHashes): NodeMiddleware {
  return helmet({ contentSecurityPolicy: appCsp(inline) });
}
// The Sandbox page carries its own nonce-based CSP (a <meta> tag) and loads Apollo's CDN: the
// app's CSP would block it, so this one response goes without it. Everything else gets it.
const landingHeaders: NodeMiddleware = helmet({ contentSecurityPolicy: false });

/** CORS on /graphql: Sandbox's origins when its landing page is on, plus GRAPHQL_CORS_ORIGINS. */
function graphqlCorsFor(options: AppOptions): NodeMiddleware[] {
  const origins = [...(options.landingPage ? SANDBOX_ORIGINS : []), ...(options.corsOrigins ?? [])];
  const cors = corsMiddleware(origins);
  return cors ? [cors] : [];
}

export function createApp(options: AppOptions): Express {
  const { apollo, upstream, logger } = options;
  const contextFor = contextFactory(upstream, logger, options.publicUrl ?? null);
  const inlineScripts = new InlineScriptHashes();
  const pageHeaders = appHeadersFor(inlineScripts);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  // No ETag hashing of every GraphQL answer (static files get theirs from express.static).
  app.set('etag', false);

  app.use(requestLog(logger));
  app.use((req, res, next) => {
    res.locals['requestId'] = assignRequestId(req, res);
    const isLandingPage =
      options.landingPage &&
      req.method === 'GET' &&
      req.path === '/graphql' &&
      req.accepts(['json', 'html']) === 'html';
    (isLandingPage ? landingHeaders : pageHeaders)(req, res, next);
  });

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });

  app.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      const health = await upstream.forRequest(String(res.locals['requestId']), RequestCredentials.none()).health();
      res.json({ status: 'ready', upstream: health });
    } catch (error) {
      const requestId = String(res.locals['requestId']);
      const gqlError = fromTransportError(error);
      const code = String(gqlError.extensions['code']);
      if (code === ErrorCode.INTERNAL_SERVER_ERROR) {
        logger.error({ err: error, requestId, path: '/readyz' }, 'unexpected error in the readiness check');
      } else {
        logger.warn(
          { code, requestId, path: '/readyz', extensions: gqlError.extensions, detail: gqlError.message },
          'the REST service is not ready',
        );
      }
      // Production: the code and a generic message, as /graphql answers (a REST 503's text may be a database error's).
      const message = options.production ? productionMessage(code, gqlError.message) : gqlError.message;
      // REST's database away (DATABASE_UNAVAILABLE): when to ask again, as REST said.
      const retryAfter = retryAfterOfError(gqlError);
      if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
      res.status(503).json({ status: 'not ready', code, message, requestId });
    }
  });

  const jsonBody = express.json({
    limit: options.bodyLimitBytes,
    type: ['application/json', 'application/graphql-response+json'],
  });
  // Apollo needs `req.body` present to run its CSRF check on bodies express.json leaves alone.
  const ensureBody: RequestHandler = (req, _res, next) => {
    if (!('body' in req) || req.body === undefined) req.body = null;
    next();
  };
  // Apollo's refusals before the operation runs carry no request id: added as they are sent (./http).
  const requestIdOnRefusals: RequestHandler = (_req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) =>
      send(
        res.statusCode >= 400 && typeof body === 'string'
          ? errorsWithRequestId(body, String(res.locals['requestId']))
          : body,
      );
    next();
  };
  app.use(
    '/graphql',
    namedRoute('/graphql'),
    ...graphqlCorsFor(options),
    dynamicCompression,
    jsonBody,
    ensureBody,
    requestIdOnRefusals,
    expressMiddleware(apollo, {
      context: ({ req, res }) => Promise.resolve(contextFor(req, res).context),
    }),
  );

  app.use(coversRouter({ upstream, logger, production: options.production ?? false }));
  app.use(
    csvRouter({
      upstream,
      logger,
      production: options.production ?? false,
      corsOrigins: options.corsOrigins ?? [],
      publicUrl: options.publicUrl ?? null,
    }),
  );
  app.all(/^\/api(\/.*)?$/, (_req, res) => {
    res.status(404).json({ error: 'Not found: the REST service is not exposed by the gateway; use /graphql.' });
  });

  app.use(
    namedRoute(WEB_APP_ROUTE),
    webRouter({
      webDist: options.webDist,
      publicUrl: options.publicUrl ?? null,
      // The sitemaps list the public catalogue: asked as a visitor.
      booksFor: (requestId) => upstream.forRequest(requestId, RequestCredentials.none()),
      contextFor,
      execute: (request, context) => executeInProcess(apollo, request, context),
      inlineScripts,
      logger,
      production: options.production ?? false,
      ...(options.sitemapMaxUrls === undefined ? {} : { maxUrlsPerSitemap: options.sitemapMaxUrls }),
    }),
  );

  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });

  const onError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    sendHttpFailure(res, error, {
      logger,
      requestId: String(res.locals['requestId']),
      path: requestUrlForLog(req, res),
      bodyLimitBytes: options.bodyLimitBytes,
    });
  };
  app.use(onError);
  return app;
}
