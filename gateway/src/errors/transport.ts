/**
 * Transport failures: undici's and Node's socket error codes (refused, reset, timed out, cut off
 * mid-body, not HTTP at all) become UPSTREAM_* GraphQLErrors; and a client that went away is told
 * apart from a failure.
 */
import { GraphQLError } from 'graphql';
import { badResponse, unexpectedError, upstreamTimeout, upstreamUnavailable } from './codes';

/** No answer at all: the connection could not be made or was cut before the response headers. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
]);
/** Failures that only happen while a body is being received: the answer broke off before its end. */
const BODY_ERRNOS = new Set(['UND_ERR_RES_CONTENT_LENGTH_MISMATCH', 'ERR_STREAM_PREMATURE_CLOSE']);
const TIMEOUT_ERRNOS = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

function errorCodeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

function errorNameOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const name = (error as { name?: unknown }).name;
  return typeof name === 'string' ? name : '';
}

/**
 * The bytes that came back are not HTTP/1.1 (undici's llhttp parser refused them): an `HTTPParserError`,
 * with an `HPE_*` code when llhttp names one (e.g. `HPE_INVALID_CONSTANT`, `HPE_INVALID_HEADER_TOKEN`),
 * or none at all for a first line that is not a status line (`garbage\r\n\r\n`).
 */
function isProtocolError(code: string | null, name: string): boolean {
  return name === 'HTTPParserError' || (code !== null && code.startsWith('HPE_'));
}

type TransportFailure = { kind: 'timeout' | 'connection' | 'body' | 'protocol'; reason: string };

/** What kind of socket failure an error is, looking through its cause chain (fetch-style errors wrap the socket error). */
function classifyTransportError(error: unknown): TransportFailure | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = errorCodeOf(current);
    const name = errorNameOf(current);
    if (name === 'TimeoutError' || (code && TIMEOUT_ERRNOS.has(code))) return { kind: 'timeout', reason: code ?? name };
    if (code && CONNECTION_ERRNOS.has(code)) return { kind: 'connection', reason: code };
    if (code && BODY_ERRNOS.has(code)) return { kind: 'body', reason: code };
    if (isProtocolError(code, name)) return { kind: 'protocol', reason: code ?? name };
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return null;
}

/** The REST service answered bytes that are not HTTP: an unusable answer, UPSTREAM_BAD_RESPONSE. */
function notHttp(reason: string): GraphQLError {
  return badResponse(`the answer is not HTTP/1.1 (${reason})`, { reason });
}

/**
 * A REST call that failed before any answer arrived: timeouts → UPSTREAM_TIMEOUT, refused/reset/closed
 * connections → UPSTREAM_UNAVAILABLE, bytes that are not HTTP → UPSTREAM_BAD_RESPONSE, anything
 * unrecognised → INTERNAL_SERVER_ERROR (see unexpectedError).
 */
export function fromTransportError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const failure = classifyTransportError(error);
  if (failure?.kind === 'timeout') return upstreamTimeout(failure.reason);
  if (failure?.kind === 'protocol') return notHttp(failure.reason);
  if (failure) return upstreamUnavailable(failure.reason);
  return unexpectedError(error);
}

/**
 * Reading the body failed after the response headers had arrived: the socket was closed or reset
 * mid-body, or the body did not match its Content-Length. The answer is not the JSON the contract
 * promises → UPSTREAM_BAD_RESPONSE. A body that stops arriving is still UPSTREAM_TIMEOUT; anything
 * unrecognised is INTERNAL_SERVER_ERROR.
 */
export function fromBodyReadError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const failure = classifyTransportError(error);
  if (failure?.kind === 'timeout') return upstreamTimeout(failure.reason);
  if (failure?.kind === 'protocol') return notHttp(failure.reason);
  if (failure)
    return badResponse(`the answer broke off before its end (${failure.reason})`, { reason: failure.reason });
  return unexpectedError(error);
}

/** Errors of a connection the client closed (its body cut short, its answer closed before the end). */
const CLIENT_GONE_CODES = new Set(['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * Whether `error` is only the client going away mid-request (`socketClosed`: the client's socket is
 * closed): body-parser's `request.aborted`, or a connection error once the socket is closed. Nobody
 * is left to answer: logged at debug, never as an error.
 */
export function isClientGone(error: unknown, socketClosed: boolean): boolean {
  if (typeof error === 'object' && error !== null && 'type' in error && error.type === 'request.aborted') return true;
  const code = errorCodeOf(error);
  return socketClosed && code !== null && CLIENT_GONE_CODES.has(code);
}
