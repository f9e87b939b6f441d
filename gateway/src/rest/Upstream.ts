/**
 * The connection to the REST service over HTTP with undici: one keep-alive Pool per upstream origin
 * (shared by every request), connect/headers/body timeouts on the pool plus an overall deadline per
 * call. Answers are read as the REST envelope; every failure goes through ../errors. The LibraryApi
 * and LibraryFiles bound to one request are ./UndiciLibraryApi's.
 */
import { Readable } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';
import { badResponse, upstreamTimeout, upstreamUnavailable } from '../errors/codes';
import { fromRestFailure, parseFailureEnvelope } from '../errors/rest';
import { fromBodyReadError, fromTransportError } from '../errors/transport';
import type { LibraryApi, RestPassThrough } from './LibraryApi';
import type { RequestCredentials } from './credentials';
import type { Method, RestTransport, StreamedBody } from './transport';
import { undiciLibraryApi } from './UndiciLibraryApi';
import { UndiciLibraryFiles } from './UndiciLibraryFiles';
import type { UpstreamOptions } from './upstream-options';

export { DEFAULT_UPSTREAM, type UpstreamOptions, type UpstreamTimeouts } from './upstream-options';
export type { Method } from './transport';

/**
 * Owns the connection pools to the REST service. `forRequest` gives a cheap LibraryApi bound to one
 * GraphQL request (its id travels upstream as `X-Request-Id`).
 */
/** The headers of a streamed answer handed on with it (RestPassThrough.headers). */
const PASSED_HEADERS = ['etag', 'cache-control', 'x-image-width', 'x-image-height'] as const;

export class Upstream implements RestTransport {
  readonly origin: string;
  readonly basePath: string;
  private readonly pools = new Map<string, Pool>();
  private closed = false;

  constructor(readonly options: UpstreamOptions) {
    const url = new URL(options.apiUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/+$/, '');
  }

  /** The keep-alive pool for an origin, created on first use. */
  dispatcherFor(origin: string): Dispatcher {
    if (this.options.dispatcher) return this.options.dispatcher;
    let pool = this.pools.get(origin);
    if (!pool) {
      // The gateway is shutting down: no new connections to the REST service.
      if (this.closed) throw upstreamUnavailable('gateway shutting down');
      pool = new Pool(origin, {
        connections: this.options.connections,
        pipelining: 1,
        keepAliveTimeout: this.options.keepAliveTimeoutMs,
        connectTimeout: this.options.connectTimeoutMs,
        headersTimeout: this.options.headersTimeoutMs,
        bodyTimeout: this.options.bodyTimeoutMs,
      });
      this.pools.set(origin, pool);
    }
    return pool;
  }

  /** Closes every pool, letting in-flight calls finish. */
  async close(): Promise<void> {
    this.closed = true;
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((pool) => pool.close()));
  }

  /** The REST client of one request: its id travels upstream as `X-Request-Id`, with its credentials. */
  forRequest(requestId: string, credentials: RequestCredentials): LibraryApi {
    return undiciLibraryApi(this, requestId, credentials);
  }

  /** The CSV routes, bound to one request (its id and credentials travel upstream). */
  filesForRequest(requestId: string, credentials: RequestCredentials): UndiciLibraryFiles {
    return new UndiciLibraryFiles(this, requestId, credentials);
  }

  /**
   * One streamed call (the CSV routes): the body, when there is one, is sent as it is read; the
   * answer's body is handed on unread. `transferTimeoutMs` bounds the wait for the response headers
   * only, so a long export keeps streaming while it flows (`bodyTimeoutMs` is the longest silence).
   * A 4xx with the REST failure envelope resolves with that JSON; other failures reject (../errors).
   */
  async stream(
    method: 'GET' | 'POST',
    path: string,
    requestId: string,
    accept: string,
    credentials: Record<string, string>,
    body?: StreamedBody,
  ): Promise<RestPassThrough> {
    const { options } = this;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), options.transferTimeoutMs);
    const headers: Record<string, string> = { ...credentials, accept, 'x-request-id': requestId };
    if (body) headers['content-type'] = body.contentType;
    if (body && body.contentEncoding !== 'identity') headers['content-encoding'] = body.contentEncoding;
    let response: Dispatcher.ResponseData;
    try {
      response = await this.send(
        method,
        path,
        headers,
        body?.stream ?? null,
        deadline.signal,
        options.transferTimeoutMs,
      );
    } finally {
      clearTimeout(timer);
    }
    const { statusCode } = response;
    const header = (name: string): string | null => {
      const value = response.headers[name];
      return typeof value === 'string' ? value : null;
    };
    // A 304 (an image asked with its ETag) passes on as a success: no body, its headers.
    if ((statusCode >= 200 && statusCode < 300) || statusCode === 304) {
      const passed = PASSED_HEADERS.flatMap((name) => {
        const value = header(name);
        return value === null ? [] : [[name, value] as const];
      });
      return {
        status: statusCode,
        contentType: header('content-type'),
        contentDisposition: header('content-disposition'),
        headers: Object.fromEntries(passed),
        body: response.body,
      };
    }
    // A failure is small JSON: read it whole, and pass on only the REST envelope of a 4xx.
    let text: string;
    try {
      text = await readLimited(response, options.maxResponseBytes);
    } catch (error) {
      throw fromBodyReadError(error);
    }
    const json = parseJson(text);
    if (statusCode >= 400 && statusCode < 500 && parseFailureEnvelope(json) !== null) {
      return {
        status: statusCode,
        contentType: 'application/json; charset=utf-8',
        contentDisposition: null,
        headers: {},
        body: Readable.from([Buffer.from(text, 'utf8')]),
      };
    }
    throw fromRestFailure(statusCode, json);
  }

  /**
   * Sends one request and waits for its response headers. No answer (refused, reset, timed out,
   * `signal` aborted: the call's deadline) rejects with a GraphQLError of ../errors.
   */
  private async send(
    method: Method,
    path: string,
    headers: Record<string, string>,
    body: string | Readable | null,
    signal: AbortSignal,
    headersTimeout: number,
  ): Promise<Dispatcher.ResponseData> {
    try {
      return await this.dispatcherFor(this.origin).request({
        origin: this.origin,
        path: this.basePath + path,
        method,
        headers,
        body,
        signal,
        headersTimeout,
        bodyTimeout: this.options.bodyTimeoutMs,
      });
    } catch (error) {
      if (signal.aborted) throw upstreamTimeout('deadline');
      throw fromTransportError(error);
    }
  }

  /**
   * One call with `credentials` (the request's bearer, address and user agent headers): resolves to
   * the parsed JSON of a 2xx answer, rejects with a GraphQLError otherwise.
   */
  async call(
    method: Method,
    path: string,
    requestId: string,
    credentials: Record<string, string>,
    body?: unknown,
  ): Promise<unknown> {
    const { options } = this;
    const signal = AbortSignal.timeout(options.requestTimeoutMs);
    const headers: Record<string, string> = {
      ...credentials,
      accept: 'application/json',
      'x-request-id': requestId,
    };
    let payload: string | undefined;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const response = await this.send(method, path, headers, payload ?? null, signal, options.headersTimeoutMs);
    // The headers arrived: from here on, a broken connection means a broken answer.
    let text: string;
    try {
      text = await readLimited(response, options.maxResponseBytes);
    } catch (error) {
      if (signal.aborted) throw upstreamTimeout('deadline');
      throw fromBodyReadError(error);
    }
    const json = parseJson(text);
    const { statusCode } = response;
    if (statusCode >= 200 && statusCode < 300) {
      if (json === undefined) throw badResponse(`HTTP ${statusCode} with a body that is not JSON`);
      return json;
    }
    throw fromRestFailure(statusCode, json);
  }
}

/** The body as text; UPSTREAM_BAD_RESPONSE when it is larger than `limit` bytes (declared or sent). */
async function readLimited(response: Dispatcher.ResponseData, limit: number): Promise<string> {
  const tooLarge = () => badResponse(`answer over the ${limit}-byte limit`);
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    response.body.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > limit) {
      response.body.destroy();
      throw tooLarge();
    }
    chunks.push(buffer);
  }
  return (chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks)).toString('utf8');
}

function parseJson(text: string): unknown {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
