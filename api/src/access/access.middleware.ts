/**
 * Who is asking: runs before every route but /health and sets `res.locals.actor` (read
 * with `actorOf(res)`): the principal of the `Authorization: Bearer <token>` header (a session token
 * or an API token), or, without one, `open` while the library has no staff account and `visitor`
 * once it has; and the client's address (`req.ip`: X-Forwarded-For only from a TRUST_PROXY
 * address). A token that is not valid (unknown, expired, revoked, its account disabled; an API
 * token whose maker is disabled) is 401 UNAUTHENTICATED, even on a public route; so is an
 * Authorization header that is not a bearer token. An API token acts with the lower of its role and
 * its maker's (the sessions' service's principalOf).
 */
import type { RequestHandler } from 'express';
import { unauthenticated } from '../errors';
import type { Actor, Principal } from './principal';

const BEARER = /^Bearer +([\x21-\x7e]{1,512})\s*$/i;

/** The bearer token of an Authorization header (undefined without one); 401 for any other form. */
export function bearerOf(header: string | undefined): string | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = BEARER.exec(header);
  if (match?.[1] === undefined) throw unauthenticated();
  return match[1];
}

export function accessMiddleware(principalOf: (bearer: string | undefined) => Promise<Principal>): RequestHandler {
  return async (req, res, next) => {
    const principal = await principalOf(bearerOf(req.get('authorization')));
    const actor: Actor = { principal, address: req.ip ?? null };
    res.locals['actor'] = actor;
    next();
  };
}
