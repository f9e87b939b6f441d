/**
 * The hot path: `POST /graphql` with a plain JSON body, handled on the bare Node request instead of
 * going through Express's router, body-parser and Helmet middleware (the profile of the benchmark
 * showed them among the largest costs of the gateway's own CPU per request). It produces the same
 * answers as the Express route: same security headers (computed once), request id, CORS, body limit
 * and error bodies (./http, ./errors), same Apollo server and context. Anything else (GET, OPTIONS,
 * non-JSON or compressed bodies, CSRF-able content types) goes to Express.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { GatewayContext } from './context';
import { httpFailure } from './errors';
import { allowOrigin, sendJson } from './http';

export interface GraphQLPostOptions {
  apollo: ApolloServer<GatewayContext>;
  bodyLimitBytes: number;
  /** Headers every response carries (the app's Helmet headers). */
  headers: readonly (readonly [string, string])[];
  contextFor(requestId: string): GatewayContext;
  /** Origins allowed to call /graphql cross-origin (Sandbox in development); empty = none. */
  corsOrigins: ReadonlySet<string>;
}

/** Whether the request is one the fast path takes. */
export function isPlainGraphQLPost(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const url = req.url ?? '';
  if (url !== '/graphql' && !url.startsWith('/graphql?')) return false;
  const type = req.headers['content-type'];
  if (!type || !/^application\/json\s*(;|$)/i.test(type)) return false;
  const encoding = req.headers['content-encoding'];
  return !encoding || encoding === 'identity';
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      resolve('too-large');
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    });
    let ended = false;
    req.once('end', () => {
      ended = true;
      resolve(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks));
    });
    req.once('error', reject);
    // A client that goes away mid-body: nothing to answer, stop waiting.
    req.once('close', () => {
      if (!ended) reject(Object.assign(new Error('request body aborted by the client'), { status: 400 }));
    });
  });
}

/**
 * The handler; `requestId` comes from the caller (./app), which also answers when it rejects
 * (./http sendHttpFailure, as the Express route does).
 */
export function createGraphQLPostHandler(options: GraphQLPostOptions) {
  const { apollo, bodyLimitBytes, headers, corsOrigins } = options;
  return async (req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> => {
    for (const [name, value] of headers) res.setHeader(name, value);
    allowOrigin(req, res, corsOrigins);

    const raw = await readBody(req, bodyLimitBytes);
    if (raw === 'too-large') {
      const failure = httpFailure({ status: 413 }, bodyLimitBytes);
      sendJson(res, failure.status, failure.body);
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      const failure = httpFailure({ status: 400, type: 'entity.parse.failed' }, bodyLimitBytes);
      sendJson(res, failure.status, failure.body);
      return;
    }

    const headerMap = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headerMap.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url ?? '/graphql';
    const queryAt = url.indexOf('?');
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers: headerMap, search: queryAt >= 0 ? url.slice(queryAt) : '', body },
      context: async () => options.contextFor(requestId),
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      res.end(response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
