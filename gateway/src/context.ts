import type { Access } from '@library/api/contract/rules';
import type { Logger } from './logger';
import type { LibraryApi } from './rest/LibraryApi';
import type { RestMe, RestSignIn } from './rest/types';

/** Who is asking, as `GET /auth/me` told: the contract's Access, and the answer itself. */
export interface RequestAccess extends Access {
  me: RestMe;
}

/** The request's session, for the resolvers that start or end one (sign-in, setup, sign-out). */
export interface SessionControl {
  /** A new session: the cookie is set, and the rest of the request acts with its token. */
  started(signIn: RestSignIn): void;
  /** The session ended: the cookie is cleared, and the rest of the request is a visitor's. */
  ended(): void;
}

/** What every resolver receives; one per GraphQL request (one per server-rendered page). */
export interface GatewayContext {
  /** The REST service, bound to this request (its id and credentials are forwarded upstream). */
  api: LibraryApi;
  /** Id of this request (the incoming `X-Request-Id` when sane, else a new UUID). */
  requestId: string;
  /** Logger bound to this request. */
  logger: Logger;
  /**
   * Who is asking: one `GET /auth/me` on first use, then the same answer for the whole request.
   * Only what needs it asks (`viewer`, `library`, a field that is not public): a public read costs
   * no call.
   */
  access: () => Promise<RequestAccess>;
  session: SessionControl;
  /** The app's public origin for links it makes (an invitation's URL): PUBLIC_URL, else the request's. */
  origin: string;
}

/** The Access of a `GET /auth/me` answer: a member is a signed-in person whose account has a member record. */
export function accessOfMe(me: RestMe): RequestAccess {
  const role = me.account?.role ?? me.token?.role ?? null;
  const signedIn = me.account !== null || me.token !== null;
  return { open: me.open, signedIn, role, member: me.account?.member != null, me };
}

/** `access()` for a request: asks `api.me()` once, when first needed; `forget()` after the session changed. */
export function accessOnce(api: LibraryApi): { access: () => Promise<RequestAccess>; forget: () => void } {
  let asked: Promise<RequestAccess> | null = null;
  return {
    access: () => {
      asked ??= api.me().then(accessOfMe);
      return asked;
    },
    forget: () => {
      asked = null;
    },
  };
}

/** A request's context, and whether the request carried the session cookie (its pages are private). */
export interface RequestContext {
  context: GatewayContext;
  hadCookie: boolean;
}
