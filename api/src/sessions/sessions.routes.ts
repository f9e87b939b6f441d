/**
 * `/auth/...`: who am I, sign in and out, the first admin (setup), invitations, one's own account,
 * password and sessions. Every route names its permission (access/guard).
 */
import type { Request, Response } from 'express';
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { accountOf, actorOf } from '../access/principal';
import type { AccountsService } from '../accounts/accounts.service';
import {
  acceptInvitationRequest,
  accountJson,
  changePasswordRequest,
  setupRequest,
  signInAnswerJson,
  signInRequest,
  updateMeRequest,
  type AccountSessionJson,
  type AuthMeJson,
  type InvitationDetailsJson,
} from '../contract';
import type { SessionRow } from '../db/schema';
import { unauthenticated } from '../errors';
import { sendOk } from '../http';
import { validateBody } from '../validation';

import type { Client, SessionsService } from './sessions.service';

function accountSessionJson(row: SessionRow, currentId: string, idleMs: number): AccountSessionJson {
  const idleEnd = row.lastSeenAt.getTime() + idleMs;
  return {
    id: row.id,
    current: row.id === currentId,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    // Whichever comes first: the absolute expiry, or the idle one if it stays unused.
    expiresAt: new Date(Math.min(row.expiresAt.getTime(), idleEnd)).toISOString(),
    userAgent: row.userAgent,
  };
}

function clientOf(req: Request, res: Response): Client {
  return { address: actorOf(res).address, userAgent: req.get('user-agent') ?? null };
}

/** `library.timeZone`: the library's time zone, which /auth/me tells the screens. */
export function sessionsRoutes(
  auth: SessionsService & AccountsService,
  library: { readonly timeZone: string },
): GuardedRoutes {
  const r = guardedRoutes();

  r.get('/auth/me', async (_req, res) => {
    const { principal } = actorOf(res);
    // A visitor exists only in a protected library, `open` only in an open one; the signed-in ask.
    const open = principal.kind === 'open' || (principal.kind !== 'visitor' && (await auth.libraryIsOpen()));
    const me: AuthMeJson = { open, timeZone: library.timeZone, account: null, session: null, token: null };
    if (principal.kind === 'account') {
      const member = principal.memberId === null ? null : await auth.signedInMember(principal.accountId);
      me.account = accountJson({ ...principal, id: principal.accountId }, member);
      const session = (await auth.sessionsOf(principal.accountId)).find((s) => s.id === principal.sessionId);
      if (session) me.session = { id: session.id, expiresAt: session.expiresAt.toISOString() };
    }
    if (principal.kind === 'token') me.token = { id: principal.tokenId, name: principal.name, role: principal.role };
    sendOk(res, 200, 'Signed-in state retrieved successfully', me);
  });

  r.post('/auth/sign-in', async (req, res) => {
    const credentials = validateBody(signInRequest, req.body);
    const signedIn = await auth.signIn(credentials, clientOf(req, res));
    sendOk(res, 200, 'Signed in successfully', signInAnswerJson(signedIn));
  });

  r.post('/auth/sign-out', async (_req, res) => {
    const { principal } = actorOf(res);
    if (principal.kind === 'account') await auth.endSession(principal.sessionId);
    sendOk(res, 200, 'Signed out successfully', {});
  });

  r.post('/auth/setup', async (req, res) => {
    const input = validateBody(setupRequest, req.body);
    const signedIn = await auth.setUpLibrary(input, clientOf(req, res));
    sendOk(res, 201, 'The library is set up: you are its first admin', signInAnswerJson(signedIn));
  });

  r.get('/auth/invitations/:token', async (req, res) => {
    const account = await auth.invitedAccount(String(req.params['token']));
    const details: InvitationDetailsJson = {
      email: account.email,
      name: account.name,
      expiresAt: account.invitationExpiresAt?.toISOString() ?? new Date(0).toISOString(),
      // A member's account has no staff role.
      member: account.role === null,
    };
    sendOk(res, 200, 'Invitation retrieved successfully', details);
  });

  r.post('/auth/invitations/:token', async (req, res) => {
    const { password } = validateBody(acceptInvitationRequest, req.body);
    const signedIn = await auth.acceptInvitation(String(req.params['token']), password, clientOf(req, res));
    sendOk(res, 200, 'Password set: you are signed in', signInAnswerJson(signedIn));
  });

  r.patch('/auth/me', async (req, res) => {
    const me = accountOf(res);
    const { name } = validateBody(updateMeRequest, req.body);
    const account = await auth.changeAccount(me.accountId, { name });
    if (account === undefined) throw unauthenticated();
    const member = me.memberId === null ? null : await auth.signedInMember(me.accountId);
    sendOk(res, 200, 'Account updated successfully', accountJson(account, member));
  });

  r.post('/auth/password', async (req, res) => {
    const me = accountOf(res);
    const passwords = validateBody(changePasswordRequest, req.body);
    await auth.changePassword(me, passwords, clientOf(req, res));
    sendOk(res, 200, 'Password changed: your other sessions have ended', {});
  });

  r.get('/auth/sessions', async (_req, res) => {
    const me = accountOf(res);
    const rows = await auth.sessionsOf(me.accountId);
    sendOk(
      res,
      200,
      'Sessions retrieved successfully',
      rows.map((row) => accountSessionJson(row, me.sessionId, auth.idleMs)),
    );
  });

  r.delete('/auth/sessions/others', async (_req, res) => {
    const me = accountOf(res);
    const ended = await auth.endOtherSessions(me.accountId, me.sessionId);
    sendOk(res, 200, `${ended} other session${ended === 1 ? '' : 's'} ended`, { ended });
  });

  return r;
}
