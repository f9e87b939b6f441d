/**
 * What a request tells the REST service about who is asking: its bearer token (from the
 * session cookie, or an API client's own `Authorization: Bearer`), the client's address
 * (`X-Forwarded-For`, which the api trusts from the gateway's address only), its `User-Agent`, and
 * the site the browser is on (`X-Forwarded-Host` / `-Proto`: PUBLIC_URL's, else the request's; the
 * api's passkeys check the browser's origin against it, trusting it from the gateway's address only).
 * One per request; the REST client (./RestRequest) reads its headers for every call.
 */
import { GraphQLError } from 'graphql';

/** Where the bearer came from: the cookie (the gateway's own session) or the request's header. */
export type TokenSource = 'cookie' | 'header';

export class RequestCredentials {
  private bearer: string | null;
  private source: TokenSource | null;
  private cached: Record<string, string> | null = null;

  /**
   * `onCookieEnded`: told when the cookie's session turned out to have ended (REST answered 401
   * UNAUTHENTICATED to it), so that the cookie is cleared.
   */
  constructor(
    token: string | null,
    source: TokenSource | null,
    private readonly address: string | null,
    private readonly userAgent: string | null,
    private readonly onCookieEnded: () => void = () => undefined,
    private readonly site: URL | null = null,
  ) {
    this.bearer = token;
    this.source = token === null ? null : source;
  }

  /** No token, no address: what a test or an internal call sends. */
  static none(): RequestCredentials {
    return new RequestCredentials(null, null, null, null);
  }

  get token(): string | null {
    return this.bearer;
  }

  /** True when the token is the session cookie's. */
  get fromCookie(): boolean {
    return this.source === 'cookie';
  }

  /** The headers every REST call of this request carries. */
  headers(): Record<string, string> {
    if (this.cached) return this.cached;
    const headers: Record<string, string> = {};
    if (this.bearer !== null) headers['authorization'] = `Bearer ${this.bearer}`;
    if (this.address !== null) headers['x-forwarded-for'] = this.address;
    if (this.userAgent !== null) headers['user-agent'] = this.userAgent;
    // The page's host and scheme (PUBLIC_URL's, else the request's): the api's passkeys' relying party.
    if (this.site !== null) {
      headers['x-forwarded-host'] = this.site.host;
      headers['x-forwarded-proto'] = this.site.protocol.replace(/:$/, '');
    }
    this.cached = headers;
    return headers;
  }

  /** A new session (sign-in, setup, an accepted invitation): the rest of the request uses its token. */
  use(token: string | null, source: TokenSource | null): void {
    this.bearer = token;
    this.source = token === null ? null : source;
    this.cached = null;
  }

  /**
   * REST refused the cookie's token with 401 UNAUTHENTICATED: the session has ended. It is forgotten
   * (the rest of the request is a visitor's) and the cookie cleared, once, however many calls of the
   * request were refused together. An API client's own header is its business: nothing changes.
   */
  sessionEnded(): void {
    if (this.source !== 'cookie') return;
    this.use(null, null);
    this.onCookieEnded();
  }
}

/** Whether `error` is REST's 401 UNAUTHENTICATED (the bearer is not, or no longer, valid). */
export function isRestUnauthenticated(error: unknown): boolean {
  return (
    error instanceof GraphQLError &&
    error.extensions['code'] === 'UNAUTHENTICATED' &&
    error.extensions['upstreamStatus'] === 401
  );
}
