/**
 * The fast path: `POST /graphql` with a plain JSON body, handled on the bare Node request instead of
 * going through Express's router, body-parser and Apollo's Express integration. `bench:gateway`
 * measures what it saves of the gateway's own CPU per request (see ../README.md, Benchmark); the
 * gateway keeps this second path because that is more than 20%.
 *
 * It answers as the Express route does, from the same code: the request id and failure answers
 * (./http), the same Helmet middleware and Sandbox CORS (passed in as `middleware`), the same body
 * limit and error bodies (./errors), the same Apollo server and context. Anything else (GET,
 * OPTIONS, non-JSON or compressed bodies, CSRF-able content types) goes to Express. Answers are
 * compressed as Express's are (../compression `dynamicCompression`, in `middleware`).
 * `createRequestListener({ fastPath: false })` (./app) turns it off.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { GatewayContext } from './context';
import { assignRequestId, errorsWithRequestId, sendHttpFailure, type NodeMiddleware } from './http';
import type { Logger } from './logger';

export interface GraphQLPostOptions {
  apollo: ApolloServer<GatewayContext>;
  logger: Logger;
  bodyLimitBytes: number;
  /** Run in order before the body is read: the app's Helmet headers, Sandbox CORS in development. */
  middleware: readonly NodeMiddleware[];
  contextFor(requestId: string): GatewayContext;
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

/** An error as body-parser makes it (`status`, `type`), so that ./http answers it as for Express. */
function bodyError(message: string, status: number, type: string): Error {
  return Object.assign(new Error(message), { status, type });
}

function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => bodyError('request entity too large', 413, 'entity.too.large');
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    let ended = false;
    req.once('end', () => {
      ended = true;
      const raw = chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks);
      try {
        resolve(JSON.parse(raw.toString('utf8')));
      } catch {
        reject(bodyError('request body is not valid JSON', 400, 'entity.parse.failed'));
      }
    });
    req.once('error', reject);
    // A client that goes away mid-body: nothing to answer, stop waiting.
    req.once('close', () => {
      if (!ended) reject(bodyError('request body aborted by the client', 400, 'request.aborted'));
    });
  });
}

/** Runs `middleware` in order, then `done` (with the first error passed to a `next`, if any). */
function runMiddleware(
  middleware: readonly NodeMiddleware[],
  req: IncomingMessage,
  res: ServerResponse,
  done: (error?: unknown) => void,
): void {
  let index = 0;
  const next = (error?: unknown): void => {
    if (error !== undefined || index === middleware.length) {
      done(error);
      return;
    }
    const current = middleware[index];
    index += 1;
    current(req, res, next);
  };
  next();
}

/** The request handler of the fast path: answers every request it is given, failures included. */
export function createGraphQLPostHandler(
  options: GraphQLPostOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const { apollo, logger, bodyLimitBytes, middleware } = options;

  async function execute(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    const body = await readJsonBody(req, bodyLimitBytes);
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url ?? '/graphql';
    const queryAt = url.indexOf('?');
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers, search: queryAt >= 0 ? url.slice(queryAt) : '', body },
      context: () => Promise.resolve(options.contextFor(requestId)),
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      // Apollo's refusals before the operation runs are its only answers over 399 without our request id.
      const text = res.statusCode >= 400 ? errorsWithRequestId(response.body.string, requestId) : response.body.string;
      // Declared as Express's res.send does: the compression middleware reads it (none under its
      // threshold; removed when it compresses).
      res.setHeader('Content-Length', Buffer.byteLength(text));
      res.end(text);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  }

  return (req, res) => {
    const requestId = assignRequestId(req, res);
    const fail = (error: unknown) =>
      sendHttpFailure(res, error, { logger, requestId, path: '/graphql', bodyLimitBytes });
    runMiddleware(middleware, req, res, (error) => {
      if (error !== undefined) fail(error);
      else execute(req, res, requestId).catch(fail);
    });
  };
}
