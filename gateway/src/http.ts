/**
 * What every answer of the gateway shares (./app, ./csv): the request id, failures before GraphQL
 * runs, and CORS for Apollo Sandbox, on Node's own request and response types (Express's extend them).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { httpFailure, restStyleFailure, type RestStyleFailure } from './errors/httpFailures';
import { isClientGone } from './errors/transport';
import type { Logger } from './logger';

/** A middleware on Node's request and response (Helmet's type; Express takes it as it is). */
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id, computed once per request: the client's `X-Request-Id` when sane, else a new
 * UUID. Sent back as `X-Request-Id`; it also goes upstream and into every log line of the request.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const header = req.headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  const requestId = value && REQUEST_ID.test(value) ? value : randomUUID();
  res.setHeader('X-Request-Id', requestId);
  return requestId;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

export interface FailureContext {
  logger: Logger;
  requestId: string;
  /** Path of the request, for the log. */
  path: string;
  bodyLimitBytes: number;
}

/**
 * A failure outside GraphQL (body too large or not JSON, a bug): answered as GraphQL-shaped JSON
 * from ./errors (`httpFailure`, which reads body-parser's `status` and `type`). Unexpected ones are
 * logged with the request id; no detail reaches the client. When the answer has already started,
 * the connection is cut (the client sees an incomplete answer).
 */
export function sendHttpFailure(res: ServerResponse, error: unknown, context: FailureContext): void {
  if (isClientGone(error, res.req.socket.destroyed)) {
    context.logger.debug({ requestId: context.requestId, path: context.path }, 'the client went away mid-request');
    res.destroy();
    return;
  }
  const failure = httpFailure(error, context.bodyLimitBytes);
  if (failure.status === 500) {
    context.logger.error({ err: error, requestId: context.requestId, path: context.path }, 'unexpected HTTP error');
  }
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  const errors = failure.body.errors.map((error) => ({
    ...error,
    extensions: { ...error.extensions, requestId: context.requestId },
  }));
  sendJson(res, failure.status, { errors });
}

/**
 * Apollo's own refusals before any operation runs (CSRF prevention, a method other than GET/POST, a
 * body that is not a GraphQL request, batching) leave Apollo without the plugins that add the request
 * id: `text` is such an answer's body; each error gets `extensions.requestId`, as every other does.
 * Anything that is not a JSON `{ errors: [...] }` is returned unchanged.
 */
export function errorsWithRequestId(text: string, requestId: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors)) return text;
  const errors = (body.errors as unknown[]).map((error) => {
    if (typeof error !== 'object' || error === null) return error;
    const extensions = 'extensions' in error && typeof error.extensions === 'object' ? error.extensions : {};
    return { ...error, extensions: { ...extensions, requestId } };
  });
  return JSON.stringify({ ...body, errors });
}

/** Origins of Apollo Sandbox's embedded iframe, which calls /graphql from the landing page. */
export const SANDBOX_ORIGINS: readonly string[] = [
  'https://sandbox.embed.apollographql.com',
  'https://studio.apollographql.com',
];

/**
 * CORS on /graphql for an allow-list of origins (the app itself is same-origin and needs none):
 * Sandbox's in development, plus GRAPHQL_CORS_ORIGINS. A call from a listed origin gets
 * `Access-Control-Allow-Origin` (that origin, never `*`; no credentials); an `OPTIONS` preflight from
 * one is answered here (204, methods, headers, max-age). Every answer says `Vary: Origin`, since it
 * depends on it. Apollo's CSRF prevention still applies to every request. Null when the list is empty.
 */
export function graphqlCors(allowed: readonly string[]): NodeMiddleware | null {
  if (allowed.length === 0) return null;
  const origins = new Set(allowed);
  return (req, res, next) => {
    res.setHeader('Vary', 'Origin');
    const origin = req.headers.origin;
    if (origin && origins.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        const asked = req.headers['access-control-request-headers'];
        res.setHeader(
          'Access-Control-Allow-Headers',
          typeof asked === 'string' && asked.trim() !== '' ? asked : 'Content-Type, Apollo-Require-Preflight',
        );
        res.setHeader('Access-Control-Max-Age', '600');
        res.statusCode = 204;
        res.end();
        return;
      }
    }
    next();
  };
}

export interface RestFailureContext {
  logger: Logger;
  requestId: string;
  path: string;
  production: boolean;
}

/** Sends a REST-shaped failure (./errors `restStyleFailure`/`restStyleRefusal`) with the request id. */
export function sendRestStyle(res: ServerResponse, failure: RestStyleFailure, requestId: string): void {
  res.setHeader('Cache-Control', 'no-store');
  const retryAfter = failure.body.error.retryAfter;
  if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
  sendJson(res, failure.status, { ...failure.body, requestId });
}

/**
 * A CSV pass-through route's call to REST failed without a REST answer to pass on: logged with the
 * request id (a warning for the UPSTREAM_* codes, an error with the stack for anything unexpected),
 * answered as `restStyleFailure`. When the answer has already started (an export cut off midway), the
 * connection is cut: the browser sees an incomplete download, never a CSV with JSON at its end.
 */
export function sendRestFailure(res: ServerResponse, error: unknown, context: RestFailureContext): void {
  const failure = restStyleFailure(error, context.production);
  const { requestId, path } = context;
  if (failure.status === 500) {
    context.logger.error({ err: error, requestId, path }, 'unexpected error in a CSV route');
  } else {
    const extensions = error instanceof GraphQLError ? error.extensions : {};
    context.logger.warn(
      {
        code: failure.body.error.code,
        requestId,
        path,
        extensions,
        detail: error instanceof Error ? error.message : String(error),
      },
      'the REST service failed a CSV route',
    );
  }
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  sendRestStyle(res, failure, requestId);
}
