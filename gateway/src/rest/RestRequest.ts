/**
 * The REST calls of one GraphQL request, over a ./transport (./Upstream): each call carries the
 * request's id and credentials (./credentials: bearer, client address, user agent). The calls per
 * resource (./calls) are made with it.
 */
import { isRestUnauthenticated, type RequestCredentials } from './credentials';
import { readSuccess } from './read';
import type { Method, RestTransport } from './transport';

/**
 * An id as a path segment. A lone UTF-16 surrogate (valid in a JSON string, so in a GraphQL ID) makes
 * encodeURIComponent throw; it becomes U+FFFD, an id no book has, so REST answers "not found".
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const enc = (id: string): string => encodeURIComponent(id.replace(LONE_SURROGATE, '\uFFFD'));

/** A batched read's ids as one query parameter (`ids=a,b,c`), each encoded as a path segment is. */
export const idList = (name: string, ids: readonly string[]): string => `${name}=${ids.map(enc).join(',')}`;

export class RestRequest {
  constructor(
    private readonly transport: RestTransport,
    private readonly requestId: string,
    private readonly credentials: RequestCredentials,
  ) {}

  /**
   * One REST call with the request's credentials. When REST refuses the session cookie's token
   * (401 UNAUTHENTICATED: the session ended), the cookie is cleared and the call made once more as
   * a visitor: REST refused it before doing anything, and a public read then still answers.
   */
  async call(method: Method, path: string, body?: unknown): Promise<unknown> {
    // Whether this call carries the cookie's token (other calls of the request may end it meanwhile).
    const withCookie = this.credentials.fromCookie;
    try {
      return await this.transport.call(method, path, this.requestId, this.credentials.headers(), body);
    } catch (error) {
      if (!withCookie || !isRestUnauthenticated(error)) throw error;
      this.credentials.sessionEnded();
      return this.transport.call(method, path, this.requestId, this.credentials.headers(), body);
    }
  }

  /** The `data` of a call's success envelope. */
  async data(method: Method, path: string, where: string, body?: unknown): Promise<unknown> {
    return readSuccess(await this.call(method, path, body), where).data;
  }

  /** The `data` and `meta` of a page's `GET`. */
  async page(path: string, where: string): Promise<{ data: unknown; meta: unknown }> {
    return readSuccess(await this.call('GET', path), where);
  }
}
