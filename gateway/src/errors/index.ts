/**
 * The one place where failures become GraphQL errors, one file per job:
 *
 * - ./codes: the codes, messages and GraphQLErrors the others build on (`badResponse`: the answer
 *   was not the JSON the REST contract promises; `unexpectedError`: anything else, masked as
 *   INTERNAL_SERVER_ERROR with the original kept for the log; `badScalarValue`, `invalidInput`, ...).
 * - ./rest `fromRestFailure`: a REST answer that is not a success (status + parsed envelope).
 * - ./transport `fromTransportError`: the request never produced an answer (refused, reset, timed
 *   out); `fromBodyReadError`: the answer's headers arrived but its body could not be read to the end.
 * - ./format `createFormatError`: what finally leaves the server (masks unexpected errors, never
 *   sends stacks; in production, no "Did you mean …?" hints).
 * - ./httpFailures `httpFailure`: failures before GraphQL runs (body too large, not JSON), as
 *   GraphQL-shaped JSON; `restStyleFailure`: the CSV routes' failures in the REST envelope.
 */
export * from './codes';
export * from './format';
export * from './httpFailures';
export * from './rest';
export * from './transport';
