/**
 * What the fast path (./graphqlPost) and the Express app (./app) share, so that both answer alike:
 * the request id, JSON answers, failures before GraphQL runs, and CORS for Apollo Sandbox.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { httpFailure } from './errors';
import type { Logger } from './logger';

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

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
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
 * from ./errors. Unexpected ones are logged with the request id; no detail reaches the client. When
 * the answer has already started, the connection is cut (the client sees an incomplete answer).
 */
export function sendHttpFailure(res: ServerResponse, error: unknown, context: FailureContext): void {
  const failure = httpFailure(error, context.bodyLimitBytes);
  if (failure.status === 500) {
    context.logger.error({ err: error, requestId: context.requestId, path: context.path }, 'unexpected HTTP error');
  }
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  sendJson(res, failure.status, failure.body);
}

/** Allows a cross-origin call from one of `origins` (Apollo Sandbox's iframe); returns whether it did. */
export function allowOrigin(req: IncomingMessage, res: ServerResponse, origins: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  if (!origin || !origins.has(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
  return true;
}
