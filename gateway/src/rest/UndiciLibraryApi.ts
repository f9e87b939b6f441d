/**
 * The LibraryApi bound to one request, over ./Upstream (undici): thin, made per request. Its calls
 * are written per resource in ./calls (a new REST call goes beside its resource's), each made with
 * ./RestRequest (the request's id and credentials on every call) and read with ./read (the
 * contract's schemas). The answer types are the interface's (./LibraryApi).
 */
import type { LibraryApi } from './LibraryApi';
import type { RequestCredentials } from './credentials';
import { accountCalls, administrationCalls } from './calls/accounts';
import { bookCalls } from './calls/books';
import { loanCalls } from './calls/loans';
import { memberCalls } from './calls/members';
import { RestRequest } from './RestRequest';
import type { RestTransport } from './transport';

export { DEFAULT_UPSTREAM, type UpstreamOptions, type UpstreamTimeouts } from './upstream-options';

/** The REST client of one request (its id travels upstream as `X-Request-Id`, with its credentials). */
export function undiciLibraryApi(
  transport: RestTransport,
  requestId: string,
  credentials: RequestCredentials,
): LibraryApi {
  const rest = new RestRequest(transport, requestId, credentials);
  return {
    ...bookCalls(rest),
    ...loanCalls(rest),
    ...memberCalls(rest),
    ...accountCalls(rest),
    ...administrationCalls(rest),
  };
}
