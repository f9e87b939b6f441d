/**
 * REST → GraphQL: a REST answer that is not a success (its status and parsed failure envelope)
 * becomes the gateway's GraphQLError. The REST service's `message` is passed through unchanged.
 */
import type { GraphQLError } from 'graphql';
import { DATABASE_MESSAGES, readWith, restFailureBody } from '@library/api/contract';
import { AUTH_CODES, badResponse, ErrorCode, gatewayError, MEMBER_CODES, MESSAGES, type FieldMessages } from './codes';

/** The seconds of a TOO_MANY_ATTEMPTS or DATABASE_UNAVAILABLE answer (`error.retryAfter`), or null. */
function retryAfterOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('retryAfter' in error)) return null;
  const seconds = error.retryAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

/**
 * The copies of the book on the hold shelf for other members that an INSUFFICIENT_COPIES answer
 * names (`error.onHoldShelf`: the web says so under the message), or null.
 */
function onHoldShelfOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('onHoldShelf' in error)) return null;
  const copies = error.onHoldShelf;
  return typeof copies === 'number' && Number.isInteger(copies) && copies > 0 ? copies : null;
}

/**
 * A sign-in or authorization failure, by its REST code, else its status (401, 403,
 * 429): the GraphQL code of the same name; TOO_MANY_ATTEMPTS with `retryAfter` (seconds),
 * DUPLICATE_EMAIL with `fields.email`. Null for any other failure.
 */
function authFailure(
  status: number,
  envelope: RestFailureEnvelope,
  body: unknown,
  upstream: Record<string, unknown>,
): GraphQLError | null {
  const byStatus: Partial<Record<number, string>> = {
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN',
    429: 'TOO_MANY_ATTEMPTS',
  };
  const code =
    envelope.errorCode !== null && AUTH_CODES.has(envelope.errorCode) ? envelope.errorCode : byStatus[status];
  if (code === undefined) return null;
  const extra: Record<string, unknown> = {};
  const retryAfter = code === ErrorCode.TOO_MANY_ATTEMPTS ? retryAfterOf(body) : null;
  if (retryAfter !== null) extra['retryAfter'] = retryAfter;
  const fields: FieldMessages = { ...envelope.fields };
  if (code === ErrorCode.DUPLICATE_EMAIL) fields['email'] = envelope.message;
  if (Object.keys(fields).length > 0) extra['fields'] = fields;
  return gatewayError(code as ErrorCode, envelope.message, { ...upstream, ...extra });
}

/**
 * A failure of members, loan rules, renewals or holds by its REST code (MEMBER_CODES):
 * the GraphQL code of the same name, REST's field messages in `fields` (DUPLICATE_CARD also under
 * `fields.cardNumber`, as DUPLICATE_EMAIL under `fields.email`). Null for any other failure.
 */
function memberFailure(envelope: RestFailureEnvelope, upstream: Record<string, unknown>): GraphQLError | null {
  if (envelope.errorCode === null || !MEMBER_CODES.has(envelope.errorCode)) return null;
  const fields: FieldMessages = { ...envelope.fields };
  if (envelope.errorCode === ErrorCode.DUPLICATE_CARD) fields['cardNumber'] = envelope.message;
  const extra = Object.keys(fields).length > 0 ? { fields } : {};
  return gatewayError(envelope.errorCode as ErrorCode, envelope.message, { ...upstream, ...extra });
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
  // The REST service's database is away: its code, the contract's text (never the body's own message,
  // which a failing upstream might fill with a driver's words), and when to try again.
  if (envelope.errorCode === ErrorCode.DATABASE_UNAVAILABLE) {
    const retryAfter = retryAfterOf(body);
    return gatewayError(ErrorCode.DATABASE_UNAVAILABLE, DATABASE_MESSAGES.unavailable, {
      ...upstream,
      ...(retryAfter === null ? {} : { retryAfter }),
    });
  }
  const auth = authFailure(status, envelope, body, upstream);
  if (auth) return auth;
  const member = memberFailure(envelope, upstream);
  if (member) return member;
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
    const onHoldShelf = onHoldShelfOf(body);
    if (onHoldShelf !== null) extra['onHoldShelf'] = onHoldShelf;
    if (envelope.errorCode === 'DUPLICATE_ISBN') extra['fields'] = { isbn: envelope.message };
    return gatewayError(ErrorCode.CONFLICT, envelope.message, { ...upstream, ...extra });
  }
  if (status === 502 || status === 503 || status === 504) {
    return gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, envelope.message, upstream);
  }
  return gatewayError(ErrorCode.INTERNAL_SERVER_ERROR, envelope.message, upstream);
}
