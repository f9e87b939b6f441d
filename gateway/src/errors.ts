/**
 * The one place where failures become GraphQL errors.
 *
 * - `fromRestFailure`: a REST answer that is not a success (status + parsed envelope).
 * - `fromTransportError`: the request never produced an answer (refused, reset, timed out).
 * - `fromBodyReadError`: the answer's headers arrived but its body could not be read to the end.
 * - `badResponse`: the answer was not the JSON the REST contract promises.
 * - `unexpectedError`: anything else, masked as INTERNAL_SERVER_ERROR (the original kept for the log).
 * - `formatError`: what finally leaves the server (masks unexpected errors, never sends stacks; in
 *   production, no "Did you mean …?" hints).
 * - `httpFailure`: failures before GraphQL runs (body too large, not JSON), as GraphQL-shaped JSON.
 *
 * Codes: BAD_USER_INPUT, NOT_FOUND, CONFLICT, UPSTREAM_UNAVAILABLE, UPSTREAM_TIMEOUT,
 * UPSTREAM_BAD_RESPONSE, INTERNAL_SERVER_ERROR (plus Apollo's own request-level codes).
 * The REST service's `message` is passed through unchanged.
 */
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import { MESSAGES as RULE_MESSAGES, readWith, restFailureBody } from '@library/api/contract';
import { tokenLimitMessage } from './limits';

export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  UPSTREAM_BAD_RESPONSE: 'UPSTREAM_BAD_RESPONSE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes whose message is meant for the client; every other error is masked in production. */
const EXPOSED_CODES: ReadonlySet<string> = new Set<string>([
  ErrorCode.BAD_USER_INPUT,
  ErrorCode.NOT_FOUND,
  ErrorCode.CONFLICT,
  ErrorCode.UPSTREAM_UNAVAILABLE,
  ErrorCode.UPSTREAM_TIMEOUT,
  ErrorCode.UPSTREAM_BAD_RESPONSE,
  ApolloServerErrorCode.GRAPHQL_PARSE_FAILED,
  ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED,
  ApolloServerErrorCode.BAD_REQUEST,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_FOUND,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_SUPPORTED,
  ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE,
]);

export function isExpectedCode(code: string): boolean {
  return EXPOSED_CODES.has(code);
}

export const MESSAGES = {
  unavailable: 'The library service is unavailable. Please try again in a moment.',
  timeout: 'The library service took too long to answer. Please try again.',
  badResponse: 'The library service sent an answer the gateway could not understand.',
  internal: 'Something went wrong on our side. Please try again.',
  /** REST's own 414/431: the request line or headers were too long (an argument went into its URL). */
  requestTooLong: 'The request is too long for the library service: use a shorter search or id.',
} as const;

/** Per-field messages of a failed validation, e.g. `{ title: "Title is required" }`. */
export type FieldMessages = Record<string, string>;

export function gatewayError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

function badUserInput(message: string, fields?: FieldMessages): GraphQLError {
  return gatewayError(ErrorCode.BAD_USER_INPUT, message, fields ? { fields } : {});
}

/** Input the gateway itself refuses before calling REST: BAD_USER_INPUT with a message per field, as REST gives. */
export function invalidInput(fields: FieldMessages): GraphQLError {
  return badUserInput('Validation failed', fields);
}

/**
 * An argument longer than the gateway takes (./argumentLengths), refused before any resolver runs:
 * BAD_USER_INPUT, HTTP 400, the message also under the argument's name in `fields`.
 */
export function argumentTooLong(argument: string, max: number): GraphQLError {
  const message = RULE_MESSAGES.tooLong(argument, max);
  return gatewayError(ErrorCode.BAD_USER_INPUT, message, { fields: { [argument]: message }, http: { status: 400 } });
}

export function badResponse(detail: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return gatewayError(ErrorCode.UPSTREAM_BAD_RESPONSE, MESSAGES.badResponse, { ...extensions, detail });
}

export function isErrorWithCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof GraphQLError && error.extensions['code'] === code;
}

/** A failure envelope as the REST contract defines it (only what the gateway reads). */
export interface RestFailureEnvelope {
  message: string;
  errorCode: string | null;
  fields: FieldMessages;
  available: number | null;
  requestId: string | null;
}

/** Reads `{ success: false, message, error: { code, errors, available }, requestId }`; null when the body is not one. */
export function parseFailureEnvelope(body: unknown): RestFailureEnvelope | null {
  const reading = readWith(restFailureBody, body);
  if (!reading.ok) return null;
  const { message, error, requestId } = reading.value;
  const fields: FieldMessages = {};
  for (const [field, detail] of Object.entries(error.errors ?? {})) {
    if (detail !== '') fields[field] = detail;
  }
  return {
    message,
    errorCode: error.code ?? null,
    fields,
    available: error.available ?? null,
    requestId: requestId ?? null,
  };
}

/** REST's HTTP server refusing a request line (414) or headers (431) that are too long: the caller's input. */
const TOO_LONG_STATUSES: ReadonlySet<number> = new Set([414, 431]);

/** A non-2xx REST answer → GraphQLError. `body` is the parsed JSON, or undefined when it was not JSON. */
export function fromRestFailure(status: number, body: unknown): GraphQLError {
  if (TOO_LONG_STATUSES.has(status)) {
    return gatewayError(ErrorCode.BAD_USER_INPUT, MESSAGES.requestTooLong, { upstreamStatus: status });
  }
  const envelope = parseFailureEnvelope(body);
  if (!envelope) {
    if (status === 502 || status === 503 || status === 504) {
      return gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, MESSAGES.unavailable, { upstreamStatus: status });
    }
    return badResponse(`HTTP ${status} without the REST error envelope`, { upstreamStatus: status });
  }
  const upstream = {
    upstreamStatus: status,
    ...(envelope.errorCode ? { upstreamCode: envelope.errorCode } : {}),
    ...(envelope.requestId ? { upstreamRequestId: envelope.requestId } : {}),
  };
  // An id the service cannot even parse names no book: for an opaque-id client that is "not found".
  if (status === 404 || envelope.errorCode === 'INVALID_ID') {
    return gatewayError(ErrorCode.NOT_FOUND, envelope.message, upstream);
  }
  if (status === 400 || status === 413 || status === 422) {
    const fields = Object.keys(envelope.fields).length > 0 ? { fields: envelope.fields } : {};
    return gatewayError(ErrorCode.BAD_USER_INPUT, envelope.message, { ...upstream, ...fields });
  }
  if (status === 409) {
    const extra: Record<string, unknown> = {};
    if (envelope.available !== null) extra['available'] = envelope.available;
    if (envelope.errorCode === 'DUPLICATE_ISBN') extra['fields'] = { isbn: envelope.message };
    return gatewayError(ErrorCode.CONFLICT, envelope.message, { ...upstream, ...extra });
  }
  if (status === 502 || status === 503 || status === 504) {
    return gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, envelope.message, upstream);
  }
  return gatewayError(ErrorCode.INTERNAL_SERVER_ERROR, envelope.message, upstream);
}

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

export function upstreamTimeout(reason?: string): GraphQLError {
  return gatewayError(ErrorCode.UPSTREAM_TIMEOUT, MESSAGES.timeout, reason ? { reason } : {});
}

export function upstreamUnavailable(reason?: string): GraphQLError {
  return gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, MESSAGES.unavailable, reason ? { reason } : {});
}

/**
 * An error nobody expected: INTERNAL_SERVER_ERROR with a generic message, the error itself kept as
 * `originalError`. The server's logging plugin logs it with the request id; `formatError` masks it.
 */
export function unexpectedError(error: unknown): GraphQLError {
  return new GraphQLError(MESSAGES.internal, {
    originalError: error instanceof Error ? error : new Error(String(error)),
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
  });
}

/** The error at the bottom of a chain of GraphQLErrors (what actually went wrong), for the log. */
export function rootErrorOf(error: GraphQLError): Error {
  let current: Error = error;
  for (let depth = 0; depth < 5 && current instanceof GraphQLError && current.originalError; depth += 1) {
    current = current.originalError;
  }
  return current;
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

const scalarErrors = new WeakSet<GraphQLError>();

/** A custom scalar refusing a value (BAD_USER_INPUT, also when the value is a literal in the document). */
export function badScalarValue(message: string): GraphQLError {
  const error = badUserInput(message);
  scalarErrors.add(error);
  return error;
}

function isBadInputScalarError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof GraphQLError; depth += 1) {
    if (scalarErrors.has(current)) return true;
    current = current.originalError;
  }
  return false;
}

/**
 * The message a production client sees for a code whose text may carry the REST service's internals
 * (a 503's envelope text, a database error's): the UPSTREAM_* codes and INTERNAL_SERVER_ERROR get
 * the gateway's generic message; every other code keeps its own message.
 */
export function productionMessage(code: string, message: string): string {
  switch (code) {
    case ErrorCode.UPSTREAM_UNAVAILABLE:
      return MESSAGES.unavailable;
    case ErrorCode.UPSTREAM_TIMEOUT:
      return MESSAGES.timeout;
    case ErrorCode.UPSTREAM_BAD_RESPONSE:
      return MESSAGES.badResponse;
    case ErrorCode.INTERNAL_SERVER_ERROR:
      return MESSAGES.internal;
    default:
      return message;
  }
}

/**
 * Extensions a production client keeps: the code, the request id, and what the client acts on
 * (`fields` of BAD_USER_INPUT/CONFLICT, `available` of CONFLICT). Transport internals (`reason`,
 * `detail`, `upstreamStatus`, `upstreamCode`, `upstreamRequestId`) are dropped; the server's error
 * plugin has logged them with the request id.
 */
const PUBLIC_EXTENSIONS: ReadonlySet<string> = new Set(['code', 'requestId', 'fields', 'available']);

function publicExtensions(extensions: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(extensions).filter(([key]) => PUBLIC_EXTENSIONS.has(key)));
}

export interface FormatErrorOptions {
  /** Production: unexpected errors are masked, internal details dropped, no "Did you mean" hints. */
  production: boolean;
}

/**
 * graphql-js's hints naming what the schema has (`Did you mean "title"?`, `Did you mean the enum
 * value "TITLE"?`, `Did you mean to use an inline fragment on "Book"?`, up to five names): its
 * `didYouMean` text, always led by a space and quoting schema names only.
 */
const SUGGESTION = / Did you mean (?:[a-z]+(?: [a-z]+)* )?"[^"]*"(?:, "[^"]*")*(?:,? or "[^"]*")?\?/g;

/** The message without graphql-js's "Did you mean …?" hints (validation and variable errors alike). */
export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

/**
 * Apollo's `formatError`: expected codes pass with their message unchanged (in production without
 * "Did you mean …?" hints, which would name the schema's fields, arguments, types and enum values:
 * Apollo's `hideSchemaDetailsFromClientErrors` strips them from validation errors only, not from
 * variable errors); anything else becomes INTERNAL_SERVER_ERROR (masked in production). Never a
 * stack trace. Logging happens in the server's error plugin, which knows the request id.
 */
export function createFormatError(options: FormatErrorOptions) {
  return (original: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    let formatted = original;
    let code = typeof formatted.extensions?.['code'] === 'string' ? formatted.extensions['code'] : undefined;
    const extensions: Record<string, unknown> = { ...formatted.extensions };
    delete extensions['stacktrace'];
    // A scalar that rejects a literal (e.g. Date "tomorrow") fails validation; it is still bad input.
    if (code === ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED && isBadInputScalarError(error)) {
      code = ErrorCode.BAD_USER_INPUT;
      extensions['code'] = code;
    }
    // graphql-js's token limit says "Syntax Error: ..."; the client gets one sentence naming the limit.
    const tokens = code === ApolloServerErrorCode.GRAPHQL_PARSE_FAILED ? tokenLimitMessage(formatted.message) : null;
    if (tokens !== null) formatted = { ...formatted, message: tokens };
    if (code && EXPOSED_CODES.has(code)) {
      if (options.production) {
        return {
          ...formatted,
          message: productionMessage(code, withoutSuggestions(formatted.message)),
          extensions: publicExtensions(extensions),
        };
      }
      return { ...formatted, extensions };
    }
    if (!options.production && code === ErrorCode.INTERNAL_SERVER_ERROR) {
      return { ...formatted, extensions };
    }
    return {
      message: MESSAGES.internal,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
    };
  };
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

/** An HTTP-level failure (before GraphQL runs) as a status and a GraphQL-shaped body; null = unexpected. */
export function httpFailure(
  error: unknown,
  bodyLimitBytes: number,
): { status: number; body: { errors: { message: string; extensions: { code: string } }[] } } {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500;
  const type = typeof error === 'object' && error !== null && 'type' in error ? String(error.type) : '';
  const body = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });
  if (status === 413) {
    return { status, body: body(`Request body is larger than ${bodyLimitBytes} bytes.`, 'PAYLOAD_TOO_LARGE') };
  }
  if (status === 400 && type === 'entity.parse.failed') {
    return { status, body: body('Request body is not valid JSON.', 'BAD_REQUEST') };
  }
  if (status === 404) return { status, body: body('Not found.', 'NOT_FOUND') };
  if (status >= 400 && status < 500) return { status, body: body('Bad request.', 'BAD_REQUEST') };
  return { status: 500, body: body(MESSAGES.internal, ErrorCode.INTERNAL_SERVER_ERROR) };
}

/** The HTTP status a REST-shaped route (the CSV pass-through, ./csv) answers for a gateway code. */
const REST_STATUS: Readonly<Record<string, number>> = {
  [ErrorCode.BAD_USER_INPUT]: 400,
  [ErrorCode.UPSTREAM_UNAVAILABLE]: 503,
  [ErrorCode.UPSTREAM_TIMEOUT]: 504,
  [ErrorCode.UPSTREAM_BAD_RESPONSE]: 502,
};

/** A failure of a REST-shaped route, as the REST service's own failures read (`restFailureBody`). */
export interface RestStyleFailure {
  status: number;
  body: { success: false; message: string; error: { name: string; code: string } };
}

/**
 * A failure of the CSV pass-through routes that did not come from REST's own 4xx (REST down, slow,
 * a 5xx, an answer that is not the contract's, a request REST found too long (414/431), a bug): the
 * gateway's code in the REST failure envelope, so the browser reads one shape. 503/504/502 for the
 * UPSTREAM_* codes, 400 for BAD_USER_INPUT, 500 otherwise;
 * the message generic in production (as `productionMessage`), never a stack or transport detail.
 */
export function restStyleFailure(error: unknown, production: boolean): RestStyleFailure {
  const gqlError = error instanceof GraphQLError ? error : unexpectedError(error);
  let code = String(gqlError.extensions['code']);
  if (!(code in REST_STATUS)) code = ErrorCode.INTERNAL_SERVER_ERROR;
  const status = REST_STATUS[code] ?? 500;
  const message =
    production || code === ErrorCode.INTERNAL_SERVER_ERROR
      ? productionMessage(code, gqlError.message)
      : gqlError.message;
  return { status, body: { success: false, message, error: { name: 'GatewayError', code } } };
}

/** A refusal of the CSV pass-through routes before REST is called (415, 403, 413), in the REST envelope. */
export function restStyleRefusal(status: number, code: string, message: string): RestStyleFailure {
  return { status, body: { success: false, message, error: { name: 'GatewayError', code } } };
}
