/** Request ids, access logs, the JSON-only body rule and the success envelope. */
import crypto from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { PageMeta, SuccessJson } from './contract';
import { bodyEncodingOf } from './contract';
import { AppError, unsupportedBodyEncoding } from './errors';
import type { Logger } from './logger';
import { requestUrlForLog } from './request-log';
import { validateQuery } from './validation';

const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Health checks: asked every few seconds by `npm start`, the gateway's /readyz and load balancers. */
const HEALTH_CHECK = /^\/api\/health\/?(\?|$)/;

/**
 * Gives every request an id (an incoming sane `X-Request-Id` is reused) and logs its outcome: a
 * failure (5xx) at error, a health check that answered at debug, any other request at info. The
 * line names the route's pattern and the query's parameter names, never their values (requestUrlForLog).
 */
export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming !== undefined && SANE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = {
        reqId: requestId,
        method: req.method,
        url: requestUrlForLog(req, res),
        status: res.statusCode,
        ms,
      };
      if (res.statusCode >= 500) logger.error(entry, 'request failed');
      else if (HEALTH_CHECK.test(req.originalUrl)) logger.debug(entry, 'request');
      else logger.info(entry, 'request');
    });
    next();
  };
}

/** Whether the request carries a body. */
const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** A body must come in one of the contract's BODY_ENCODINGS (which the body parsers decode): 415 otherwise. */
export const requireKnownBodyEncoding: RequestHandler = (req, _res, next) => {
  next(
    hasBody(req) && bodyEncodingOf(req.get('content-encoding')) === undefined ? unsupportedBodyEncoding() : undefined,
  );
};

/** A request that carries a body must say it is JSON: 415 otherwise. */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (hasBody(req) && !req.is('application/json')) {
    next(new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Request body must be JSON (Content-Type: application/json)'));
    return;
  }
  next();
};

export function sendOk(res: Response, status: number, message: string, data: unknown, meta?: PageMeta): void {
  const body: SuccessJson<unknown> =
    meta === undefined ? { success: true, message, data } : { success: true, message, data, meta };
  res.status(status).json(body);
}

/** sendOk for `data` already written as JSON text (a long answer written in turns: the CSV import's). */
export function sendOkJsonText(res: Response, status: number, message: string, dataText: string): void {
  res.status(status).type('application/json');
  res.send(`{"success":true,"message":${JSON.stringify(message)},"data":${dataText}}`);
}

/** A 200 list answer: one page of `data` (`at`) and its paging; `totalPages` is at least 1 (an empty list has one). */
export function sendPage(
  res: Response,
  message: string,
  data: unknown[],
  at: { page: number; limit: number },
  total: number,
): void {
  const totalPages = Math.max(1, Math.ceil(total / at.limit));
  sendOk(res, 200, message, data, { page: at.page, limit: at.limit, total, totalPages });
}

/**
 * A list route's handler: the query read with `schema`, one page of rows from `list` (its `key` field
 * and `total`), each row answered as `toJson`, with `message`.
 */
export function pageRoute<S extends z.ZodType<{ page: number; limit: number }>, K extends string, Row>(
  schema: S,
  list: (query: z.output<S>) => Promise<Record<K, Row[]> & { total: number }>,
  key: K,
  toJson: (row: Row) => unknown,
  message: string,
): RequestHandler {
  return async (req, res) => {
    const query = validateQuery(schema, req.query);
    const page = await list(query);
    sendPage(res, message, page[key].map(toJson), query, page.total);
  };
}
