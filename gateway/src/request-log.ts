/**
 * The gateway's request log: one line per answer, as the api's (`@library/api/log-format`'s
 * loggedUrl): the route's pattern, never the path (a page's path may carry an invitation's token),
 * the query's parameter names without their values; for /graphql, the operation's name, never its
 * variables or its document. A failure (5xx) at error, the health probes at debug, the rest at info.
 */
import type { Request, RequestHandler, Response } from 'express';
import { loggedUrl } from '@library/api/log-format';
import type { Logger } from './logger';

/** What the built web app answers (its pages and files): the browser's router knows their routes, the gateway does not. */
export const WEB_APP_ROUTE = '(web app)';

/** The probes, asked every few seconds by orchestrators and `npm start`. */
const PROBES = new Set(['/healthz', '/readyz']);

/** An operation's name as GraphQL spells one (anything else is not logged). */
const OPERATION_NAME = /^[_A-Za-z]\w{0,99}$/;
const NAMED_OPERATION = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z]\w{0,99})/;

/** Notes the route of what follows (`app.use('/graphql', namedRoute('/graphql'), …)`), for the log. */
export function namedRoute(pattern: string): RequestHandler {
  return (_req, res, next) => {
    res.locals['route'] ??= pattern;
    next();
  };
}

/** The route that answered: Express's route (its pattern), else the one noted by namedRoute, else none. */
function routeOf(req: Request, res: Response): string | undefined {
  const route: unknown = req.route;
  if (typeof route === 'object' && route !== null && 'path' in route) {
    const { path } = route;
    if (typeof path === 'string') return req.baseUrl + path;
    if (path instanceof RegExp) return String(path);
  }
  const noted: unknown = res.locals['route'];
  return typeof noted === 'string' ? noted : undefined;
}

/** The request's address for a log line: its route's pattern and the query's parameter names. */
export function requestUrlForLog(req: Request, res: Response): string {
  return loggedUrl(routeOf(req, res), req.originalUrl);
}

const fieldOf = (from: unknown, name: string): unknown =>
  typeof from === 'object' && from !== null && name in from ? (from as Record<string, unknown>)[name] : undefined;

/** A GraphQL request's operation name (its `operationName`, else the name in its document), or undefined. */
function operationNameOf(req: Request): string | undefined {
  const body: unknown = req.method === 'GET' ? req.query : req.body;
  const given = fieldOf(body, 'operationName');
  if (typeof given === 'string') return OPERATION_NAME.test(given) ? given : undefined;
  const document = fieldOf(body, 'query');
  return typeof document === 'string' ? NAMED_OPERATION.exec(document)?.[1] : undefined;
}

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const url = requestUrlForLog(req, res);
      const operationName = url.startsWith('/graphql') ? operationNameOf(req) : undefined;
      const entry = {
        requestId: String(res.locals['requestId']),
        method: req.method,
        url,
        ...(operationName === undefined ? {} : { operationName }),
        status: res.statusCode,
        ms,
      };
      if (res.statusCode >= 500) logger.error(entry, 'request failed');
      else if (PROBES.has(req.path)) logger.debug(entry, 'request');
      else logger.info(entry, 'request');
    });
    next();
  };
}
