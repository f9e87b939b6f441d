/**
 * What finally leaves the server: Apollo's `formatError` (masks unexpected errors, never sends
 * stacks; in production, generic messages for the UPSTREAM_* codes, no transport details and no
 * "Did you mean …?" hints).
 */
import type { GraphQLFormattedError } from 'graphql';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import { tokenLimitMessage } from '../limits';
import { AUTH_CODES, ErrorCode, isBadInputScalarError, MEMBER_CODES, MESSAGES } from './codes';

/** Codes whose message is meant for the client; every other error is masked in production. */
const EXPOSED_CODES: ReadonlySet<string> = new Set<string>([
  ErrorCode.BAD_USER_INPUT,
  ErrorCode.NOT_FOUND,
  ErrorCode.CONFLICT,
  ErrorCode.UPSTREAM_UNAVAILABLE,
  ErrorCode.UPSTREAM_TIMEOUT,
  ErrorCode.UPSTREAM_BAD_RESPONSE,
  ErrorCode.DATABASE_UNAVAILABLE,
  ...AUTH_CODES,
  ...MEMBER_CODES,
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
 * (`fields` of BAD_USER_INPUT/CONFLICT, `available` and `onHoldShelf` of CONFLICT, `retryAfter` of
 * TOO_MANY_ATTEMPTS and DATABASE_UNAVAILABLE). Transport internals (`reason`,
 * `detail`, `upstreamStatus`, `upstreamCode`, `upstreamRequestId`) are dropped; the server's error
 * plugin has logged them with the request id.
 */
const PUBLIC_EXTENSIONS: ReadonlySet<string> = new Set([
  'code',
  'requestId',
  'fields',
  'available',
  'onHoldShelf',
  'retryAfter',
]);

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
