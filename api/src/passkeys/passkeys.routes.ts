/**
 * Passkeys' REST routes: `/auth/passkeys` (the signed-in person's, accounts only) and
 * `/auth/passkey-sign-in` (anyone). The relying party is PUBLIC_URL's host and origin when it is
 * set, else the request's as the gateway forwarded it (`X-Forwarded-Host` / `X-Forwarded-Proto`,
 * believed from TRUST_PROXY's addresses only, as Express's `req.hostname` and `req.protocol` do).
 */
import type { Request } from 'express';
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { accountOf, actorOf } from '../access/principal';
import { addPasskeyRequest, passkeySignInRequest, signInAnswerJson, type PasskeyJson } from '../contract';
import type { PasskeyRow } from '../db/schema';
import { invalidPasskeyId } from '../errors';
import { sendOk } from '../http';
import { parseUuid, validateBody } from '../validation';
import type { PasskeysService, RelyingParty } from './passkeys.service';

export function passkeyJson(row: PasskeyRow): PasskeyJson {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The relying party of a request: PUBLIC_URL's, else the (forwarded) host and scheme of the request. */
export function relyingPartyOf(req: Request, publicUrl: URL | null): RelyingParty {
  if (publicUrl !== null) return { id: publicUrl.hostname, origin: publicUrl.origin };
  return { id: req.hostname, origin: `${req.protocol}://${req.host}` };
}

export function passkeysRoutes(passkeys: PasskeysService, options: { publicUrl?: string | null } = {}): GuardedRoutes {
  const publicUrl = options.publicUrl ? new URL(options.publicUrl) : null;
  const rpOf = (req: Request) => relyingPartyOf(req, publicUrl);
  const r = guardedRoutes();

  r.get('/auth/passkeys', async (_req, res) => {
    const rows = await passkeys.listPasskeys(accountOf(res).accountId);
    sendOk(res, 200, 'Passkeys retrieved successfully', rows.map(passkeyJson));
  });

  r.post('/auth/passkeys/options', async (req, res) => {
    const options = await passkeys.passkeyRegistrationOptions(accountOf(res).accountId, rpOf(req));
    sendOk(res, 200, 'Passkey registration options', options);
  });

  r.post('/auth/passkeys', async (req, res) => {
    const me = accountOf(res);
    const input = validateBody(addPasskeyRequest, req.body);
    const row = await passkeys.addPasskey(me, input, rpOf(req), actorOf(res));
    sendOk(res, 201, 'Passkey added', passkeyJson(row));
  });

  r.delete('/auth/passkeys/:id', async (req, res) => {
    const me = accountOf(res);
    const row = await passkeys.removePasskey(me, parseUuid(req.params['id'], invalidPasskeyId), actorOf(res));
    sendOk(res, 200, 'Passkey removed', passkeyJson(row));
  });

  r.post('/auth/passkey-sign-in/options', async (req, res) => {
    sendOk(res, 200, 'Passkey sign-in options', await passkeys.passkeySignInOptions(rpOf(req)));
  });

  r.post('/auth/passkey-sign-in', async (req, res) => {
    const input = validateBody(passkeySignInRequest, req.body);
    const client = { address: actorOf(res).address, userAgent: req.get('user-agent') ?? null };
    const signedIn = await passkeys.signInWithPasskey(input, rpOf(req), client);
    sendOk(res, 200, 'Signed in with a passkey', signInAnswerJson(signedIn));
  });

  return r;
}
