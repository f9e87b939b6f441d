/** The one error-mapping module: each REST or transport outcome and the code the client sees. */
import { GraphQLError } from 'graphql';
import {
  createFormatError,
  ErrorCode,
  fromBodyReadError,
  fromRestFailure,
  fromTransportError,
  httpFailure,
  restStyleFailure,
  rootErrorOf,
} from '../src/errors';

function envelope(code: string, message: string, extra: Record<string, unknown> = {}) {
  return { success: false, message, error: { name: 'Error', code, ...extra }, requestId: 'req-1' };
}

describe('fromRestFailure', () => {
  it.each([
    [
      400,
      envelope('VALIDATION_FAILED', 'Validation failed', { errors: { title: { message: 'Title is required' } } }),
      ErrorCode.BAD_USER_INPUT,
    ],
    [400, envelope('INVALID_ID', 'Invalid book id'), ErrorCode.NOT_FOUND],
    [404, envelope('NOT_FOUND', 'Book not found'), ErrorCode.NOT_FOUND],
    [409, envelope('DUPLICATE_ISBN', 'ISBN already exists'), ErrorCode.CONFLICT],
    [409, envelope('INSUFFICIENT_COPIES', 'Only 1 copy is available', { available: 1 }), ErrorCode.CONFLICT],
    [413, envelope('PAYLOAD_TOO_LARGE', 'Too large'), ErrorCode.BAD_USER_INPUT],
    [500, envelope('INTERNAL', 'Something went wrong'), ErrorCode.INTERNAL_SERVER_ERROR],
    [503, envelope('UNAVAILABLE', 'Database is not answering'), ErrorCode.UPSTREAM_UNAVAILABLE],
    [502, undefined, ErrorCode.UPSTREAM_UNAVAILABLE],
    [500, undefined, ErrorCode.UPSTREAM_BAD_RESPONSE],
    [404, { detail: 'not the envelope' }, ErrorCode.UPSTREAM_BAD_RESPONSE],
    [401, envelope('UNAUTHENTICATED', 'Sign in to do this'), ErrorCode.UNAUTHENTICATED],
    [401, envelope('SOMETHING_NEW', 'Sign in first'), ErrorCode.UNAUTHENTICATED],
    [403, envelope('FORBIDDEN', 'Your role does not allow this'), ErrorCode.FORBIDDEN],
    [401, envelope('INVALID_CREDENTIALS', 'Email or password is not right'), ErrorCode.INVALID_CREDENTIALS],
    [429, envelope('TOO_MANY_ATTEMPTS', 'Too many attempts: try again later'), ErrorCode.TOO_MANY_ATTEMPTS],
    [409, envelope('ALREADY_SET_UP', 'This library already has an admin'), ErrorCode.ALREADY_SET_UP],
    [404, envelope('INVITATION_INVALID', 'This invitation link is not valid'), ErrorCode.INVITATION_INVALID],
    [409, envelope('LAST_ADMIN', 'The last active admin cannot be demoted'), ErrorCode.LAST_ADMIN],
    [409, envelope('DUPLICATE_EMAIL', 'An account with this email already exists'), ErrorCode.DUPLICATE_EMAIL],
    [400, envelope('PASSKEY_FAILED', 'The passkey could not be verified'), ErrorCode.PASSKEY_FAILED],
  ])('when REST answers %i with %j, then %s', (status, body, code) => {
    const error = fromRestFailure(status, body);
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.extensions['code']).toBe(code);
    if (body && 'message' in body) expect(error.message).toBe(body.message);
  });

  it('when validation fails, then each field gets its message', () => {
    const error = fromRestFailure(
      400,
      envelope('VALIDATION_FAILED', 'Validation failed', {
        errors: {
          title: { message: 'Title is required', kind: 'required' },
          copies: { message: 'Copies must be 0 or more' },
        },
      }),
    );
    expect(error.extensions['fields']).toEqual({ title: 'Title is required', copies: 'Copies must be 0 or more' });
    expect(error.extensions['upstreamRequestId']).toBe('req-1');
  });
});

describe('fromTransportError', () => {
  it.each([
    ['ECONNREFUSED', ErrorCode.UPSTREAM_UNAVAILABLE],
    ['ECONNRESET', ErrorCode.UPSTREAM_UNAVAILABLE],
    ['UND_ERR_SOCKET', ErrorCode.UPSTREAM_UNAVAILABLE],
    ['UND_ERR_CONNECT_TIMEOUT', ErrorCode.UPSTREAM_TIMEOUT],
    ['UND_ERR_HEADERS_TIMEOUT', ErrorCode.UPSTREAM_TIMEOUT],
    ['UND_ERR_BODY_TIMEOUT', ErrorCode.UPSTREAM_TIMEOUT],
  ])('when the socket fails with %s, then %s', (errno, code) => {
    expect(fromTransportError(Object.assign(new Error(errno), { code: errno })).extensions['code']).toBe(code);
  });

  it('when the cause is wrapped (fetch-style), then the wrapped code decides', () => {
    const wrapped = new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) });
    expect(fromTransportError(wrapped).extensions['code']).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
  });

  it('when an AbortSignal timeout fires, then UPSTREAM_TIMEOUT', () => {
    expect(fromTransportError(new DOMException('timed out', 'TimeoutError')).extensions['code']).toBe(
      ErrorCode.UPSTREAM_TIMEOUT,
    );
  });

  it('when the error is not a socket failure, then INTERNAL_SERVER_ERROR, generic, with the error kept as originalError', () => {
    const bug = new TypeError('Cannot read properties of undefined (secret detail)');
    const error = fromTransportError(bug);
    expect(error.extensions['code']).toBe(ErrorCode.INTERNAL_SERVER_ERROR);
    expect(error.message).not.toContain('secret');
    expect(error.originalError).toBe(bug);
    expect(rootErrorOf(error)).toBe(bug);
  });

  it('when the error is a GraphQL error already, then it is kept as it is', () => {
    const mapped = fromRestFailure(404, envelope('NOT_FOUND', 'Book not found'));
    expect(fromTransportError(mapped)).toBe(mapped);
  });
});

describe('fromBodyReadError', () => {
  it.each([
    ['UND_ERR_SOCKET', ErrorCode.UPSTREAM_BAD_RESPONSE],
    ['ECONNRESET', ErrorCode.UPSTREAM_BAD_RESPONSE],
    ['UND_ERR_RES_CONTENT_LENGTH_MISMATCH', ErrorCode.UPSTREAM_BAD_RESPONSE],
    ['ERR_STREAM_PREMATURE_CLOSE', ErrorCode.UPSTREAM_BAD_RESPONSE],
    ['UND_ERR_BODY_TIMEOUT', ErrorCode.UPSTREAM_TIMEOUT],
  ])('when the body breaks off with %s after the headers arrived, then %s', (errno, code) => {
    const error = fromBodyReadError(Object.assign(new Error(errno), { code: errno }));
    expect(error.extensions['code']).toBe(code);
  });

  it('when reading the body fails in a way nobody expected, then INTERNAL_SERVER_ERROR', () => {
    const bug = new RangeError('boom');
    const error = fromBodyReadError(bug);
    expect(error.extensions['code']).toBe(ErrorCode.INTERNAL_SERVER_ERROR);
    expect(error.originalError).toBe(bug);
  });
});

describe('httpFailure', () => {
  it('when the body is too large or not JSON, then 413 / 400 with a clear GraphQL-shaped error', () => {
    expect(httpFailure({ status: 413, type: 'entity.too.large' }, 1024)).toEqual({
      status: 413,
      body: {
        errors: [{ message: 'Request body is larger than 1024 bytes.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
      },
    });
    expect(httpFailure({ status: 400, type: 'entity.parse.failed' }, 1024).body.errors[0]?.extensions.code).toBe(
      'BAD_REQUEST',
    );
  });

  it('when the failure is unexpected, then 500 with a generic message and nothing of the error', () => {
    const failure = httpFailure(new Error('secret detail'), 1024);
    expect(failure.status).toBe(500);
    expect(JSON.stringify(failure.body)).not.toContain('secret');
  });
});

describe('sign-in and authorization failures', () => {
  it('when REST refuses too many attempts, then retryAfter (seconds) is kept, in production too', () => {
    const error = fromRestFailure(429, envelope('TOO_MANY_ATTEMPTS', 'Too many attempts', { retryAfter: 899.2 }));
    expect(error.extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfter: 900 });
    const formatted = createFormatError({ production: true })(
      { message: error.message, extensions: error.extensions },
      error,
    );
    expect(formatted).toEqual({
      message: 'Too many attempts',
      extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfter: 900 },
    });
  });

  it('when an auth code leaves the server in production, then its message is kept, not masked', () => {
    const error = fromRestFailure(409, envelope('LAST_ADMIN', 'The last active admin cannot be demoted or disabled'));
    const formatted = createFormatError({ production: true })(
      { message: error.message, extensions: error.extensions },
      error,
    );
    expect(formatted.message).toBe('The last active admin cannot be demoted or disabled');
    expect(formatted.extensions?.['code']).toBe('LAST_ADMIN');
  });
});

describe('the REST service’s database away', () => {
  const message = 'The library’s database is not answering: please try again in a moment.';

  it('when REST answers 503 DATABASE_UNAVAILABLE, then GraphQL gets the same code, its message and retryAfter, in production too', () => {
    const error = fromRestFailure(503, envelope('DATABASE_UNAVAILABLE', message, { retryAfter: 2 }));
    expect(error.extensions).toMatchObject({ code: 'DATABASE_UNAVAILABLE', retryAfter: 2, upstreamStatus: 503 });
    const formatted = createFormatError({ production: true })(
      { message: error.message, extensions: error.extensions },
      error,
    );
    expect(formatted).toEqual({ message, extensions: { code: 'DATABASE_UNAVAILABLE', retryAfter: 2 } });
  });

  it('when a CSV pass-through gets REST’s DATABASE_UNAVAILABLE, then it answers 503 with the code and retryAfter', () => {
    const failure = restStyleFailure(
      fromRestFailure(503, envelope('DATABASE_UNAVAILABLE', message, { retryAfter: 2 })),
      true,
    );
    expect(failure).toEqual({
      status: 503,
      body: { success: false, message, error: { name: 'GatewayError', code: 'DATABASE_UNAVAILABLE', retryAfter: 2 } },
    });
  });
});
