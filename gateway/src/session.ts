/**
 * The session cookie: the gateway keeps the api's session token in it and forwards it as
 * `Authorization: Bearer`. `library_session`, or `__Host-library_session` with `Secure` when the
 * request came over HTTPS (`req.secure`, with the gateway's TRUST_PROXY) or PUBLIC_URL is https;
 * always HttpOnly, SameSite=Lax, Path=/, expiring with the session. An API client of /graphql may
 * send its own `Authorization: Bearer` instead (a session or an API token); that one wins.
 */
import type { Request, Response } from 'express';
import type { RestSignIn } from './rest/types';
import { RequestCredentials } from './rest/credentials';
import { publicBase } from './seo';

export const COOKIE_NAME = 'library_session';
export const SECURE_COOKIE_NAME = `__Host-${COOKIE_NAME}`;

/** Whether the cookie must be `Secure` (and `__Host-`): the request is HTTPS, or the app's public URL is. */
export function isSecureRequest(req: Request, publicUrl: string | null): boolean {
  return req.secure || (publicUrl?.startsWith('https:') ?? false);
}

export function cookieNameFor(secure: boolean): string {
  return secure ? SECURE_COOKIE_NAME : COOKIE_NAME;
}

/** The value of cookie `name` in a `Cookie` header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return value === '' ? null : value;
  }
  return null;
}

/** The site the browser is on: PUBLIC_URL, else the request's scheme and host (null when the host is not one). */
function siteOf(req: Request, publicUrl: string | null): URL | null {
  const base = publicBase(req, publicUrl);
  try {
    return base === null ? null : new URL(base);
  } catch {
    return null;
  }
}

/** The bearer of `Authorization: Bearer <token>`, or null. */
function bearerOf(header: string | undefined): string | null {
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** One request's session: its credentials for REST, and setting or clearing its cookie. */
export interface RequestSession {
  credentials: RequestCredentials;
  /** True when the request carried the session cookie (its pages are private: not cached). */
  hadCookie: boolean;
  /** Sets the cookie of a new session (sign-in, setup, accepted invitation) and acts with its token. */
  start(signIn: RestSignIn): void;
  /** Clears the cookie (sign-out, or a session REST said has ended); the request goes on as a visitor. */
  end(): void;
}

/** The session of request `req` (answered by `res`); `publicUrl`: PUBLIC_URL (decides `Secure`). */
export function requestSession(req: Request, res: Response, publicUrl: string | null): RequestSession {
  const secure = isSecureRequest(req, publicUrl);
  const name = cookieNameFor(secure);
  const headerToken = bearerOf(req.headers.authorization);
  const cookieToken = readCookie(req.headers.cookie, name);
  const attributes = { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;
  // What this answer says of the cookie so far: one Set-Cookie per change, none twice.
  let said: 'nothing' | 'set' | 'cleared' = 'nothing';
  const clear = () => {
    if (res.headersSent || said === 'cleared') return;
    said = 'cleared';
    res.clearCookie(name, attributes);
  };
  const credentials = new RequestCredentials(
    headerToken ?? cookieToken,
    headerToken !== null ? 'header' : 'cookie',
    req.ip ?? null,
    req.headers['user-agent'] ?? null,
    clear,
    siteOf(req, publicUrl),
  );
  return {
    credentials,
    hadCookie: cookieToken !== null,
    start(signIn) {
      credentials.use(signIn.token, 'cookie');
      if (res.headersSent) return;
      said = 'set';
      res.cookie(name, signIn.token, { ...attributes, expires: new Date(signIn.expiresAt) });
    },
    end() {
      credentials.use(null, null);
      // Cleared whether or not a cookie came: a stale one under this name goes too.
      clear();
    },
  };
}
