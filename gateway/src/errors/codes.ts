/**
 * The gateway's error codes and messages, and the GraphQLErrors every other part builds from them
 * (./rest, ./transport, ./format and ./httpFailures, and the resolvers and scalars).
 *
 * Codes: BAD_USER_INPUT, NOT_FOUND, CONFLICT, UPSTREAM_UNAVAILABLE, UPSTREAM_TIMEOUT,
 * UPSTREAM_BAD_RESPONSE, INTERNAL_SERVER_ERROR, the sign-in and authorization codes (AUTH_CODES),
 * DATABASE_UNAVAILABLE (plus Apollo's own request-level codes).
 */
import { GraphQLError } from 'graphql';
import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  MEMBER_ERROR_CODES,
  MESSAGES as RULE_MESSAGES,
  type ErrorCode as RestErrorCode,
} from '@library/api/contract';

/** `{ CODE: 'CODE' }` for each code of a list. */
function codesOf<T extends string>(codes: readonly T[]): { readonly [K in T]: K } {
  return Object.fromEntries(codes.map((code) => [code, code])) as { readonly [K in T]: K };
}

export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  UPSTREAM_BAD_RESPONSE: 'UPSTREAM_BAD_RESPONSE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  // Sign-in and authorization: the REST codes of the same name (AUTH_CODES).
  ...codesOf(AUTH_ERROR_CODES),
  // Members, loan rules, renewals and holds: the REST codes of the same name (MEMBER_CODES).
  ...codesOf(MEMBER_ERROR_CODES),
  // The REST service's database is away (restarting, stopped): the REST code, with `retryAfter` (seconds).
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The sign-in and authorization codes: a REST failure with one of them keeps it as the GraphQL code. */
export const AUTH_CODES: ReadonlySet<string> = new Set<RestErrorCode>(AUTH_ERROR_CODES);

/**
 * The codes of members, loan rules, renewals and holds: a REST failure with one of them keeps it as
 * the GraphQL code (the schema's operations name them), its message passed on as REST wrote it
 * (`upstreamCode` repeats it, like every REST failure).
 */
export const MEMBER_CODES: ReadonlySet<string> = new Set<RestErrorCode>(MEMBER_ERROR_CODES);

/** The gateway's own refusal (the mirror of the api's rules): nobody signed in, or a role without the right. */
export function refusal(code: 'UNAUTHENTICATED' | 'FORBIDDEN'): GraphQLError {
  return gatewayError(
    ErrorCode[code],
    code === 'UNAUTHENTICATED' ? AUTH_MESSAGES.unauthenticated : AUTH_MESSAGES.forbidden,
  );
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

const scalarErrors = new WeakSet<GraphQLError>();

/** A custom scalar refusing a value (BAD_USER_INPUT, also when the value is a literal in the document). */
export function badScalarValue(message: string): GraphQLError {
  const error = badUserInput(message);
  scalarErrors.add(error);
  return error;
}

/** Whether `error` (or an error it wraps) is one `badScalarValue` made: ./format keeps it BAD_USER_INPUT. */
export function isBadInputScalarError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof GraphQLError; depth += 1) {
    if (scalarErrors.has(current)) return true;
    current = current.originalError;
  }
  return false;
}
