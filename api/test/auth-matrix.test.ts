/**
 * The role matrix: every route of the route table × a visitor, each staff role and an
 * open library. A caller the permission allows is never refused (whatever else the request gets: a
 * 400 for an empty body, a 404 for an unknown id); one it does not allow gets 401 UNAUTHENTICATED
 * or 403 FORBIDDEN, as `refusalFor` says. Routes added later join the matrix by being in the table.
 * API tokens of each role (made with `POST /api/tokens`) are callers too: a token is refused only
 * what its role lacks, and one's own account, password and sessions (an API token has no account: 403).
 */
import crypto from 'node:crypto';
import pino from 'pino';
import { accessOf, type Principal } from '../src/access/principal';
import type { RouteEntry } from '../src/access/guard';
import { createApp, routeTable } from '../src/app';
import { allows, refusalFor, STAFF_ROLES, type CreatedApiTokenJson, type StaffRole } from '../src/contract';
import type { Store } from '../src/store';
import { TARGETS, startApiWithStore, type Api } from './helpers';
import { bearer, signedInStaff } from './support/auth';

const routes = routeTable(createApp({ kind: 'pglite' } as unknown as Store, pino({ level: 'silent' })));

/** The route's path with its parameters filled (an id nobody has). */
function pathOf(route: RouteEntry): string {
  return route.path.replace(/:id\b/g, crypto.randomUUID()).replace(/:token\b/g, crypto.randomBytes(32).toString('hex'));
}

/** The status of one call of `route` (any body it gets; an empty JSON object for writes). */
async function statusOf(api: Api, route: RouteEntry, headers: Record<string, string>): Promise<number> {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const res = await fetch(`${api.url}${pathOf(route)}`, {
    method: route.method,
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(hasBody ? { body: '{}' } : {}),
  });
  await res.arrayBuffer();
  return res.status;
}

const REFUSAL_STATUS = { UNAUTHENTICATED: 401, FORBIDDEN: 403 } as const;

/** A member's own page: `signedIn`, but only a member has one (403 notAMember for anyone else). */
const MEMBER_ONLY = new Set(['GET /my', 'PATCH /my', 'GET /my/history', 'GET /my/export']);

/** What a caller of `principal` must see: refused (401/403), or anything but a refusal. */
function expected(principal: Principal, route: RouteEntry): string {
  const access = accessOf(principal);
  if (!allows(access, route.permission)) return String(REFUSAL_STATUS[refusalFor(access)]);
  return MEMBER_ONLY.has(`${route.method} ${route.path}`) && !access.member ? '403' : 'not refused';
}

/** One's own account, password and sessions: `signedIn`, but an API token has no account (403, api/README.md). */
const ACCOUNT_ONLY = new Set([
  'PATCH /auth/me',
  'POST /auth/password',
  'GET /auth/sessions',
  'DELETE /auth/sessions/others',
  'GET /auth/passkeys',
  'POST /auth/passkeys/options',
  'POST /auth/passkeys',
  'DELETE /auth/passkeys/:id',
]);

/** What an API token of `principal` must see on `route`. */
function expectedForToken(principal: Extract<Principal, { kind: 'token' }>, route: RouteEntry): string {
  return ACCOUNT_ONLY.has(`${route.method} ${route.path}`) ? '403' : expected(principal, route);
}

function seen(status: number): string {
  return status === 401 || status === 403 ? String(status) : 'not refused';
}

describe.each(TARGETS)('the role matrix on %s', (target) => {
  it('when the library is open, then every route but the signed-in and admin ones lets anyone in', async () => {
    const { api } = await startApiWithStore(target);
    try {
      for (const route of routes) {
        expect([route.method, route.path, seen(await statusOf(api, route, {}))]).toEqual([
          route.method,
          route.path,
          expected({ kind: 'open' }, route),
        ]);
      }
    } finally {
      await api.close();
    }
  });

  it('when the library is protected, then each route answers a visitor and each role as its permission says', async () => {
    const { api, store } = await startApiWithStore(target);
    try {
      const roles: StaffRole[] = ['VOLUNTEER', 'LIBRARIAN', 'ADMIN'];
      const staff = await Promise.all(roles.map((role) => signedInStaff(store, role)));
      for (const route of routes) {
        expect([route.method, route.path, 'visitor', seen(await statusOf(api, route, {}))]).toEqual([
          route.method,
          route.path,
          'visitor',
          expected({ kind: 'visitor' }, route),
        ]);
        for (const person of staff) {
          // A session of its own for each call (a sign-out ends the one it is given).
          const { token, session } = await store.startSession(person.account, { address: null, userAgent: null });
          const principal: Principal = {
            kind: 'account',
            accountId: person.account.id,
            sessionId: session.id,
            name: person.account.name,
            email: person.email,
            role: person.account.role,
            memberId: null,
          };
          expect([
            route.method,
            route.path,
            person.account.role,
            seen(await statusOf(api, route, bearer(token))),
          ]).toEqual([route.method, route.path, person.account.role, expected(principal, route)]);
        }
      }
    } finally {
      await api.close();
    }
  });

  it('when the library is protected, then an API token of each role, made with POST /tokens, gets what its role allows', async () => {
    const { api, store } = await startApiWithStore(target);
    try {
      const admin = await signedInStaff(store, 'ADMIN');
      const tokens: { principal: Extract<Principal, { kind: 'token' }>; headers: Record<string, string> }[] = [];
      for (const role of STAFF_ROLES) {
        const made = await api.post<CreatedApiTokenJson>(
          '/tokens',
          { name: `Matrix ${role}`, role },
          { headers: admin.headers },
        );
        expect(made.status).toBe(201);
        const { token, secret } = made.body.data;
        tokens.push({
          principal: { kind: 'token', tokenId: token.id, name: token.name, role },
          headers: bearer(secret),
        });
      }
      // The exceptions name routes of the table (a renamed route would leave the list stale).
      expect([...ACCOUNT_ONLY].every((key) => routes.some((route) => `${route.method} ${route.path}` === key))).toBe(
        true,
      );
      for (const route of routes) {
        for (const { principal, headers } of tokens) {
          expect([
            route.method,
            route.path,
            `${principal.role} token`,
            seen(await statusOf(api, route, headers)),
          ]).toEqual([route.method, route.path, `${principal.role} token`, expectedForToken(principal, route)]);
        }
      }
    } finally {
      await api.close();
    }
  });
});
