/**
 * The gateway's error codes and messages, and the GraphQLErrors every other part builds from them
 * (./rest, ./transport, ./format and ./httpFailures, and the resolvers and scalars).
 *
 * Codes: BAD_USER_INPUT, NOT_FOUND, CONFLICT, UPSTREAM_UNAVAILABLE, UPSTREAM_TIMEOUT,
 * UPSTREAM_BAD_RESPONSE, INTERNAL_SERVER_ERROR, the sign-in and authorization codes (AUTH_CODES),
 * DATABASE_UNAVAILABLE (plus Apollo's own request-level codes).
 */
import { GraphQLError } from 'graphql';
import { AUTH_MESSAGES, MESSAGES as RULE_MESSAGES, type ErrorCode as RestErrorCode } from '@library/api/contract';

export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  UPSTREAM_BAD_RESPONSE: 'UPSTREAM_BAD_RESPONSE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  // Sign-in and authorization: the REST codes of the same name.
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  ALREADY_SET_UP: 'ALREADY_SET_UP',
  INVITATION_INVALID: 'INVITATION_INVALID',
  LAST_ADMIN: 'LAST_ADMIN',
  DUPLICATE_EMAIL: 'DUPLICATE_EMAIL',
  PASSKEY_FAILED: 'PASSKEY_FAILED',
  // Members, loan rules, renewals and holds: the REST codes of the same name (MEMBER_CODES).
  MEMBER_NOT_FOUND: 'MEMBER_NOT_FOUND',
  DUPLICATE_CARD: 'DUPLICATE_CARD',
  MEMBER_BLOCKED: 'MEMBER_BLOCKED',
  LOAN_LIMIT: 'LOAN_LIMIT',
  RENEWAL_LIMIT: 'RENEWAL_LIMIT',
  ON_HOLD: 'ON_HOLD',
  COPY_ON_SHELF: 'COPY_ON_SHELF',
  HOLD_NOT_FOUND: 'HOLD_NOT_FOUND',
  DUPLICATE_HOLD: 'DUPLICATE_HOLD',
  HOLD_NOT_ACTIVE: 'HOLD_NOT_ACTIVE',
  MEMBER_HAS_LOANS: 'MEMBER_HAS_LOANS',
  MEMBER_NO_EMAIL: 'MEMBER_NO_EMAIL',
  LIBRARY_OPEN: 'LIBRARY_OPEN',
  // The REST service's database is away (restarting, stopped): the REST code, with `retryAfter` (seconds).
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  DUE_DATE_BEYOND_RULES: 'DUE_DATE_BEYOND_RULES',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The sign-in and authorization codes: a REST failure with one of them keeps it as the GraphQL code. */
export const AUTH_CODES: ReadonlySet<string> = new Set<string>([
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.FORBIDDEN,
  ErrorCode.INVALID_CREDENTIALS,
  ErrorCode.TOO_MANY_ATTEMPTS,
  ErrorCode.ALREADY_SET_UP,
  ErrorCode.INVITATION_INVALID,
  ErrorCode.LAST_ADMIN,
  ErrorCode.DUPLICATE_EMAIL,
  ErrorCode.PASSKEY_FAILED,
]);

/**
 * The codes of members, loan rules, renewals and holds: a REST failure with one of them
 * keeps it as the GraphQL code (the schema's operations name them), its message passed on as REST
 * wrote it (`upstreamCode` repeats it, like every REST failure). Each is a code of the REST contract.
 */
export const MEMBER_CODES: ReadonlySet<string> = new Set<ErrorCode & RestErrorCode>([
  ErrorCode.MEMBER_NOT_FOUND,
  ErrorCode.DUPLICATE_CARD,
  ErrorCode.MEMBER_BLOCKED,
  ErrorCode.LOAN_LIMIT,
  ErrorCode.RENEWAL_LIMIT,
  ErrorCode.ON_HOLD,
  ErrorCode.COPY_ON_SHELF,
  ErrorCode.HOLD_NOT_FOUND,
  ErrorCode.DUPLICATE_HOLD,
  ErrorCode.HOLD_NOT_ACTIVE,
  ErrorCode.MEMBER_HAS_LOANS,
  ErrorCode.MEMBER_NO_EMAIL,
  ErrorCode.LIBRARY_OPEN,
  ErrorCode.DUE_DATE_BEYOND_RULES,
]);

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
