import type { LibraryApi } from './rest/LibraryApi';
import type { Logger } from './logger';

/** What every resolver receives; one per GraphQL request. */
export interface GatewayContext {
  /** The REST service, bound to this request (its id is forwarded upstream). */
  api: LibraryApi;
  /** Id of this request (the incoming `X-Request-Id` when sane, else a new UUID). */
  requestId: string;
  /** Logger bound to this request. */
  logger: Logger;
}
