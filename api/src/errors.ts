/**
 * Every failure of the service and the one place that maps it to an HTTP status, a machine-readable
 * code and the JSON envelope. Unexpected errors are logged with their stack and request id; the
 * client gets a generic message and the request id, never the stack.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import {
  ITEM_MESSAGES,
  AUTH_MESSAGES,
  BORROW_MESSAGES,
  BODY_MESSAGES,
  COVER_MESSAGES,
  DATABASE_MESSAGES,
  ISBN_LOOKUP_MESSAGES,
  MEMBER_MESSAGES,
  PASSKEY_MESSAGES,
  STAFF_MESSAGES,
  bodyEncodingOf,
  type ErrorCode,
  type FailureJson,
  type FieldError,
} from './contract';
import { lostConnection } from './db/pg-errors';
import type { Logger } from './logger';
import { requestUrlForLog } from './request-log';

export type { ErrorCode, FieldError } from './contract';

/** An expected failure: carries its status, code and a message fit to show to a user. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  override name = 'ValidationError';
  constructor(readonly errors: Record<string, FieldError>) {
    super(400, 'VALIDATION_FAILED', 'Validation failed');
  }
}

export const invalidId = (): AppError => new AppError(400, 'INVALID_ID', 'Invalid book id');
export const bookNotFound = (): AppError => new AppError(404, 'NOT_FOUND', 'Book not found');
export const itemNotFound = (): AppError => new AppError(404, 'NOT_FOUND', ITEM_MESSAGES.notFound);
/** Items: barcodes another copy has (named when known), a status a copy cannot take, a change for cataloguers. */
export const duplicateBarcode = (barcodes: readonly string[] = []): AppError =>
  barcodes.length > 0
    ? new AppError(409, 'DUPLICATE_BARCODE', ITEM_MESSAGES.barcodesTaken(barcodes), { barcodes: [...barcodes] })
    : new AppError(409, 'DUPLICATE_BARCODE', ITEM_MESSAGES.barcodeTaken);
export const itemStatusConflict = (message: string): AppError => new AppError(409, 'ITEM_STATUS_CONFLICT', message);
export const cataloguersOnly = (): AppError => new AppError(403, 'FORBIDDEN', ITEM_MESSAGES.cataloguersOnly);
export const duplicateIsbn = (): AppError =>
  new AppError(409, 'DUPLICATE_ISBN', 'A book with this ISBN already exists');
/** `onHoldShelf`: copies of the book on the hold shelf for other members (details.onHoldShelf when any). */
export const insufficientCopies = (available: number, requested: number, onHoldShelf = 0): AppError =>
  new AppError(
    409,
    'INSUFFICIENT_COPIES',
    BORROW_MESSAGES.notEnoughCopies(available, requested, onHoldShelf),
    onHoldShelf > 0 ? { available, onHoldShelf } : { available },
  );

/** The book has copies, but a librarian marked it not for lending (`available: false`). */
export const bookNotAvailable = (): AppError =>
  new AppError(409, 'BOOK_NOT_AVAILABLE', 'This book is not available for borrowing');

export const invalidLoanId = (): AppError => new AppError(400, 'INVALID_ID', 'Invalid loan id');
export const loanNotFound = (): AppError => new AppError(404, 'LOAN_NOT_FOUND', 'Loan not found');
export const alreadyReturned = (): AppError =>
  new AppError(409, 'ALREADY_RETURNED', 'This loan has already been returned');
/** A partial return of more copies than the loan has out (a field error on `quantity`). */
export const returnQuantityOver = (out: number, asked: number): AppError =>
  new ValidationError({
    quantity: { message: BORROW_MESSAGES.returnQuantityOver(out), kind: 'max', path: 'quantity', value: asked },
  });

/** Holds. */
export const invalidHoldId = (): AppError => new AppError(400, 'INVALID_ID', MEMBER_MESSAGES.invalidHoldId);
export const holdNotFound = (): AppError => new AppError(404, 'HOLD_NOT_FOUND', MEMBER_MESSAGES.holdNotFound);
export const duplicateHold = (): AppError => new AppError(409, 'DUPLICATE_HOLD', MEMBER_MESSAGES.holdExists);
export const holdNotActive = (): AppError => new AppError(409, 'HOLD_NOT_ACTIVE', MEMBER_MESSAGES.holdNotActive);
export const copyOnShelf = (): AppError => new AppError(409, 'COPY_ON_SHELF', MEMBER_MESSAGES.copyOnShelf);

/** Loans with a member: a borrow's `member` that names nobody, a blocked member, the limits. */
export const memberUnknown = (): AppError => new AppError(404, 'MEMBER_NOT_FOUND', MEMBER_MESSAGES.memberUnknown);
export const memberBlocked = (name: string, reason: string): AppError =>
  new AppError(409, 'MEMBER_BLOCKED', MEMBER_MESSAGES.blocked(name, reason));
export const loanLimit = (name: string, out: number, limit: number): AppError =>
  new AppError(409, 'LOAN_LIMIT', MEMBER_MESSAGES.loanLimit(name, out, limit), { copiesOut: out, limit });
export const renewalLimit = (limit: number): AppError =>
  new AppError(409, 'RENEWAL_LIMIT', MEMBER_MESSAGES.renewalLimit(limit), { limit });
export const loanOnHold = (): AppError => new AppError(409, 'ON_HOLD', MEMBER_MESSAGES.onHold);
/** A borrow due after today + the loan period (`latest`), by a role without `longLoans`. */
export const dueDateBeyondRules = (loanDays: number, latest: string): AppError =>
  new AppError(403, 'DUE_DATE_BEYOND_RULES', BORROW_MESSAGES.dueDateBeyondRules(loanDays, latest), {
    loanDays,
    latest,
  });

/**
 * A CSV import whose file cannot be read as a catalogue (not CSV, a required column missing, no
 * rows): the user can fix the file, so 400 with the reason. `details`: what the answer's `error`
 * says besides (a file without needed columns: `missingColumns`).
 */
export const invalidCsv = (message: string, details: Record<string, unknown> = {}): AppError =>
  new AppError(400, 'INVALID_CSV', message, details);
/** A CSV import over its limits (CSV_IMPORT_LIMITS: the body's bytes, the data rows). */
export const importTooLarge = (message: string): AppError => new AppError(413, 'IMPORT_TOO_LARGE', message);

/** Nobody signed in where the route needs someone (or a role). */
export const unauthenticated = (): AppError => new AppError(401, 'UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated);
/** A bearer token that is not (or no longer) valid: unknown, expired, revoked, its account disabled. */
export const sessionEnded = (): AppError => new AppError(401, 'UNAUTHENTICATED', AUTH_MESSAGES.sessionEnded);
/** Signed in, but the role does not hold the route's permission. */
export const forbidden = (): AppError => new AppError(403, 'FORBIDDEN', AUTH_MESSAGES.forbidden);
/** An API token (authenticated, with a role) on a route of one's own account, which only a person has. */
export const tokenHasNoAccount = (): AppError => new AppError(403, 'FORBIDDEN', AUTH_MESSAGES.tokenHasNoAccount);
/** A sign-in (or a current password) that is not right: one message whatever was wrong. */
export const invalidCredentials = (message: string = AUTH_MESSAGES.signInFailed): AppError =>
  new AppError(401, 'INVALID_CREDENTIALS', message);
/** Too many failed sign-ins (or setup codes): `retryAfter` seconds until the window passes (Retry-After). */
export const tooManyAttempts = (retryAfter: number): AppError =>
  new AppError(429, 'TOO_MANY_ATTEMPTS', AUTH_MESSAGES.tooManyAttempts, { retryAfter });
/** Too many passwords being checked at once in this process: a moment's wait (Retry-After). */
export const signInBusy = (retryAfter: number): AppError =>
  new AppError(429, 'TOO_MANY_ATTEMPTS', AUTH_MESSAGES.signInBusy, { retryAfter });
/** Password sign-in stopped for the account (too many failures): no wait helps, a reset does (no Retry-After). */
export const passwordSignInLocked = (): AppError =>
  new AppError(429, 'TOO_MANY_ATTEMPTS', AUTH_MESSAGES.passwordSignInLocked);
export const alreadySetUp = (): AppError => new AppError(409, 'ALREADY_SET_UP', AUTH_MESSAGES.alreadySetUp);
export const invitationInvalid = (): AppError =>
  new AppError(404, 'INVITATION_INVALID', AUTH_MESSAGES.invitationInvalid);
export const duplicateEmail = (): AppError => new AppError(409, 'DUPLICATE_EMAIL', AUTH_MESSAGES.emailTaken);
export const lastAdmin = (): AppError => new AppError(409, 'LAST_ADMIN', AUTH_MESSAGES.lastAdmin);
/** Staff accounts and API tokens. */
export const invalidStaffId = (): AppError => new AppError(400, 'INVALID_ID', STAFF_MESSAGES.invalidStaffId);
export const staffNotFound = (): AppError => new AppError(404, 'NOT_FOUND', STAFF_MESSAGES.staffNotFound);
export const invalidTokenId = (): AppError => new AppError(400, 'INVALID_ID', STAFF_MESSAGES.invalidTokenId);
export const tokenNotFound = (): AppError => new AppError(404, 'NOT_FOUND', STAFF_MESSAGES.tokenNotFound);
export const passkeyFailed = (message: string = PASSKEY_MESSAGES.signInFailed): AppError =>
  new AppError(400, 'PASSKEY_FAILED', message);
export const invalidPasskeyId = (): AppError => new AppError(400, 'INVALID_ID', PASSKEY_MESSAGES.invalidId);
export const passkeyNotFound = (): AppError => new AppError(404, 'NOT_FOUND', PASSKEY_MESSAGES.notFound);

/**
 * Members: 404 MEMBER_NOT_FOUND; 409 DUPLICATE_CARD, DUPLICATE_EMAIL (a member's),
 * MEMBER_HAS_LOANS, MEMBER_NO_EMAIL, LIBRARY_OPEN. (A borrow's unknown member and the loans' and
 * holds' codes are with the loans' helpers.)
 */
export const invalidMemberId = (): AppError => new AppError(400, 'INVALID_ID', MEMBER_MESSAGES.invalidMemberId);
export const memberNotFound = (): AppError => new AppError(404, 'MEMBER_NOT_FOUND', MEMBER_MESSAGES.memberNotFound);
export const duplicateCard = (): AppError => new AppError(409, 'DUPLICATE_CARD', MEMBER_MESSAGES.cardTaken);
/** Another member has this email (members' emails are unique, emailKey). */
export const duplicateMemberEmail = (): AppError => new AppError(409, 'DUPLICATE_EMAIL', MEMBER_MESSAGES.emailTaken);
export const memberHasLoans = (): AppError => new AppError(409, 'MEMBER_HAS_LOANS', MEMBER_MESSAGES.memberHasLoans);
export const memberNoEmail = (): AppError => new AppError(409, 'MEMBER_NO_EMAIL', MEMBER_MESSAGES.memberNoEmail);
export const libraryOpen = (): AppError => new AppError(409, 'LIBRARY_OPEN', MEMBER_MESSAGES.libraryOpen);

/**
 * ISBN lookups (the lookup service is another site: its silence or its nonsense is a 502/504 of
 * ours, never a 500) and covers.
 */
export const isbnNotFound = (): AppError => new AppError(404, 'ISBN_NOT_FOUND', ISBN_LOOKUP_MESSAGES.notFound);
export const lookupOff = (): AppError => new AppError(503, 'LOOKUP_OFF', ISBN_LOOKUP_MESSAGES.off);
export const lookupTimeout = (): AppError => new AppError(504, 'LOOKUP_TIMEOUT', ISBN_LOOKUP_MESSAGES.timeout);
export const lookupFailed = (message: string = ISBN_LOOKUP_MESSAGES.badAnswer): AppError =>
  new AppError(502, 'LOOKUP_FAILED', message);
export const coverInvalid = (): AppError => new AppError(422, 'COVER_INVALID', COVER_MESSAGES.notImage);
export const coverTooLarge = (): AppError => new AppError(413, 'COVER_TOO_LARGE', COVER_MESSAGES.tooLarge);
export const coverNotFound = (): AppError => new AppError(404, 'COVER_NOT_FOUND', COVER_MESSAGES.notFound);

/** Seconds a client is asked to wait (Retry-After) when the database is away: a restart takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
/**
 * The database connection is gone or cannot be made (PostgreSQL restarting, stopped, unreachable):
 * 503 with Retry-After; what the request had begun was rolled back with its connection.
 */
export const databaseUnavailable = (): AppError =>
  new AppError(503, 'DATABASE_UNAVAILABLE', DATABASE_MESSAGES.unavailable, {
    retryAfter: DATABASE_RETRY_AFTER_SECONDS,
  });

/** A body sent with a Content-Encoding other than BODY_ENCODINGS (of the contract). */
export const unsupportedBodyEncoding = (): AppError =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', BODY_MESSAGES.unsupportedEncoding);

/** zlib's codes for data that is not what it was told (Z_DATA_ERROR, Z_BUF_ERROR; Brotli's ERR__ERROR_*). */
const DECODING_FAILURE = /^(Z_|ERR__ERROR_|ERR_BROTLI)/;

/**
 * Body-parser (express.json, express.raw) failures carry a `status` and a `type`; a body that its
 * decompression refused carries zlib's `code` instead (`encoding`: the request's Content-Encoding).
 */
function bodyParserError(err: unknown, encoding: string | undefined): AppError | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  if ('code' in err && typeof err.code === 'string' && DECODING_FAILURE.test(err.code) && 'status' in err) {
    return new AppError(400, 'MALFORMED_BODY', BODY_MESSAGES.malformed(bodyEncodingOf(encoding) ?? 'identity'));
  }
  if (!('type' in err)) return undefined;
  switch (err.type) {
    case 'entity.parse.failed':
      return new AppError(400, 'MALFORMED_JSON', 'Malformed JSON in request body');
    case 'entity.too.large':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', 'Request body is larger than 100 kB');
    case 'charset.unsupported':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported body encoding: send UTF-8 JSON');
    case 'encoding.unsupported':
      return unsupportedBodyEncoding();
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return new AppError(400, 'MALFORMED_JSON', 'The request body could not be read');
    default:
      return undefined;
  }
}

/** `err` as an expected failure, or undefined; `encoding` is the request's Content-Encoding. */
export function toAppError(err: unknown, encoding?: string): AppError | undefined {
  if (err instanceof AppError) return err;
  if (lostConnection(err)) return databaseUnavailable();
  return bodyParserError(err, encoding);
}

const NAMES: Record<number, string> = {
  400: 'BadRequestError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  409: 'ConflictError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
  422: 'UnprocessableEntityError',
  429: 'TooManyRequestsError',
  502: 'BadGatewayError',
  503: 'ServiceUnavailableError',
  504: 'GatewayTimeoutError',
};

export function errorBody(err: AppError, requestId: string): FailureJson {
  const error: FailureJson['error'] =
    err instanceof ValidationError
      ? { name: 'ValidationError', code: err.code, errors: err.errors }
      : { name: NAMES[err.status] ?? 'Error', code: err.code, ...err.details };
  return { success: false, message: err.message, error, requestId };
}

/** 404 for any route that is not part of the contract. */
export const notFoundRoute: RequestHandler = (req, _res, next) => {
  next(new AppError(404, 'NOT_FOUND', `Route not found: ${req.method} ${req.path}`));
};

/** Errors of a connection the client closed (its body cut short, its answer closed before the end). */
const CLIENT_GONE_CODES = new Set(['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * Whether `err` is only the client going away mid-request: body-parser's `request.aborted`, or a
 * connection error once the client's socket is closed. Nobody is left to answer: logged at debug.
 */
export function isClientGone(err: unknown, socketClosed: boolean): boolean {
  if (typeof err !== 'object' || err === null) return false;
  if ('type' in err && err.type === 'request.aborted') return true;
  return socketClosed && 'code' in err && typeof err.code === 'string' && CLIENT_GONE_CODES.has(err.code);
}

/** The code and message of `err`'s deepest cause (drizzle wraps driver errors, and its message holds the query). */
function errorSummary(err: unknown): { code: string | undefined; message: string } {
  let deepest: unknown = err;
  for (let depth = 0; depth < 5 && deepest instanceof Error && deepest.cause instanceof Error; depth++) {
    deepest = deepest.cause;
  }
  const code =
    typeof deepest === 'object' && deepest !== null && 'code' in deepest && typeof deepest.code === 'string'
      ? deepest.code
      : undefined;
  return { code, message: deepest instanceof Error ? deepest.message : String(deepest) };
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    const requestId = String(res.locals.requestId ?? '');
    if (isClientGone(err, req.socket.destroyed)) {
      logger.debug(
        { reqId: requestId, method: req.method, url: requestUrlForLog(req, res) },
        'the client went away mid-request',
      );
      res.destroy();
      return;
    }
    if (res.headersSent) {
      next(err);
      return;
    }
    const known = toAppError(err, req.get('content-encoding'));
    if (known?.code === 'DATABASE_UNAVAILABLE' && !(err instanceof AppError)) {
      // One short line (the request log says which request): no stack, nothing of the query.
      logger.warn({ reqId: requestId, cause: errorSummary(err) }, 'the database connection failed: answered 503');
    }
    if (known) {
      const retryAfter = known.details['retryAfter'];
      if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
      if (known.status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
      res.status(known.status).json(errorBody(known, requestId));
      return;
    }
    logger.error({ err, reqId: requestId, method: req.method, url: requestUrlForLog(req, res) }, 'unexpected error');
    res.status(500).json({
      success: false,
      message: 'Something went wrong on our side. Please try again later.',
      error: { name: 'InternalError', code: 'INTERNAL' },
      requestId,
    } satisfies FailureJson);
  };
}
