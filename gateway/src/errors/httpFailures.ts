/**
 * Failures answered outside GraphQL's execution: those before GraphQL runs (body too large, not
 * JSON) as GraphQL-shaped JSON, and the CSV routes' (./csv) in the REST service's failure envelope.
 */
import { GraphQLError } from 'graphql';
import { ErrorCode, MESSAGES, unexpectedError } from './codes';
import { productionMessage } from './format';

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
  [ErrorCode.DATABASE_UNAVAILABLE]: 503,
};

/** A failure of a REST-shaped route, as the REST service's own failures read (`restFailureBody`). */
export interface RestStyleFailure {
  status: number;
  body: { success: false; message: string; error: { name: string; code: string; retryAfter?: number } };
}

/** The `retryAfter` seconds a gateway error carries (DATABASE_UNAVAILABLE's, from REST), or undefined: the Retry-After header. */
export function retryAfterOfError(error: GraphQLError): number | undefined {
  const seconds = error.extensions['retryAfter'];
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/**
 * A failure of the CSV pass-through routes that did not come from REST's own 4xx (REST down, slow,
 * a 5xx, an answer that is not the contract's, a request REST found too long (414/431), a bug): the
 * gateway's code in the REST failure envelope, so the browser reads one shape. 503/504/502 for the
 * UPSTREAM_* codes, 503 for DATABASE_UNAVAILABLE (with its `retryAfter`), 400 for BAD_USER_INPUT, 500 otherwise;
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
  const retryAfter = retryAfterOfError(gqlError);
  return {
    status,
    body: {
      success: false,
      message,
      error: { name: 'GatewayError', code, ...(retryAfter === undefined ? {} : { retryAfter }) },
    },
  };
}

/** A refusal of the CSV pass-through routes before REST is called (415, 403, 413), in the REST envelope. */
export function restStyleRefusal(status: number, code: string, message: string): RestStyleFailure {
  return { status, body: { success: false, message, error: { name: 'GatewayError', code } } };
}
