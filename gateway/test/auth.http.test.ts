/**
 * The session cookie and what goes upstream, over HTTP through a real gateway in front of
 * a REST service stood in by undici's MockAgent (which records each request's headers): the cookie's
 * attributes over http and https, cleared on signOut and when REST ends the session, the bearer,
 * client address and user agent forwarded, Apollo's CSRF prevention, the CSV export's Origin check.
 */
import type { MockAgent } from 'undici';
import { startGateway, type RunningGateway, type StartGatewayOptions } from '../src/index';
import { errorCodes, postGraphQL } from './support/http';
import { MOCK_ORIGIN, mockAgent, mockedGateway } from './support/mockUpstream';
import { aRestError } from './support/restData';
import { anAccount } from './support/viewers';

const GOOD = 'good-session-token';
const STALE = 'stale-session-token';
const EXPIRES = '2030-01-02T03:04:05.000Z';
const SIGN_IN = 'mutation { signIn(email: "ada@example.org", password: "long enough") { name } }';

interface Reply {
  statusCode: number;
  data: object | string;
  responseOptions?: { headers: Record<string, string> };
}

interface Seen {
  method: string;
  path: string;
  headers: Partial<Record<string, string>>;
}

/** A mocked REST service answering as the api would for the tokens GOOD (a librarian) and STALE (ended). */
function authUpstream(): { agent: MockAgent; seen: Seen[] } {
  const agent = mockAgent();
  const seen: Seen[] = [];
  const ok = (data: unknown, meta?: unknown) => ({ success: true, message: 'OK', data, ...(meta ? { meta } : {}) });
  const unauthenticated = {
    statusCode: 401,
    data: aRestError('Your session has ended: sign in again', 'UNAUTHENTICATED'),
  };
  agent
    .get(MOCK_ORIGIN)
    .intercept({ path: () => true, method: () => true })
    .reply((request): Reply => {
      const headers = Object.fromEntries(
        Object.entries(request.headers as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
      );
      const path = request.path;
      seen.push({ method: request.method, path, headers });
      const bearer = headers['authorization'] ?? null;
      if (bearer === `Bearer ${STALE}`) return unauthenticated;
      const signedIn = bearer === `Bearer ${GOOD}`;
      if (path === '/api/auth/sign-in')
        return { statusCode: 200, data: ok({ token: GOOD, expiresAt: EXPIRES, account: anAccount() }) };
      if (path === '/api/auth/sign-out') return signedIn ? { statusCode: 200, data: ok({}) } : unauthenticated;
      if (path === '/api/auth/me') {
        return {
          statusCode: 200,
          data: ok({
            open: false,
            timeZone: 'UTC',
            account: signedIn ? anAccount() : null,
            session: signedIn ? { id: 's1', expiresAt: EXPIRES } : null,
            token: null,
          }),
        };
      }
      if (path.startsWith('/api/loans')) {
        return signedIn
          ? { statusCode: 200, data: ok([], { page: 1, limit: 10, total: 0, totalPages: 1 }) }
          : unauthenticated;
      }
      if (path.startsWith('/api/books/export.csv')) {
        return { statusCode: 200, data: 'title\r\n', responseOptions: { headers: { 'content-type': 'text/csv' } } };
      }
      if (path.startsWith('/api/books?'))
        return { statusCode: 200, data: ok([], { page: 1, limit: 4, total: 0, totalPages: 1 }) };
      return { statusCode: 404, data: aRestError('Not found', 'NOT_FOUND') };
    })
    .persist();
  return { agent, seen };
}

async function withAuthGateway(
  extra: StartGatewayOptions,
  test: (gateway: RunningGateway, seen: Seen[]) => Promise<void>,
): Promise<void> {
  const { agent, seen } = authUpstream();
  const gateway = await startGateway(mockedGateway(agent, extra));
  try {
    await test(gateway, seen);
  } finally {
    await gateway.close();
    await agent.close();
  }
}

const setCookie = (headers: Headers): string[] => headers.getSetCookie();

describe('the session cookie', () => {
  it('when signIn succeeds over http, then library_session is set HttpOnly, SameSite=Lax, Path=/, expiring with the session, not Secure', async () => {
    await withAuthGateway({}, async (gateway) => {
      const result = await postGraphQL(gateway.url, SIGN_IN);
      expect(result.body.data).toEqual({ signIn: { name: 'Ada' } });
      const [cookie, ...others] = setCookie(result.headers);
      expect(others).toEqual([]);
      expect(cookie).toMatch(new RegExp(`^library_session=${GOOD};`));
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain(`Expires=${new Date(EXPIRES).toUTCString()}`);
      expect(cookie).not.toContain('Secure');
    });
  });

  it('when PUBLIC_URL is https, then the cookie is __Host-library_session and Secure, and only that name is read', async () => {
    await withAuthGateway({ publicUrl: 'https://books.example.org' }, async (gateway, seen) => {
      const cookie = setCookie((await postGraphQL(gateway.url, SIGN_IN)).headers)[0];
      expect(cookie).toMatch(new RegExp(`^__Host-library_session=${GOOD};`));
      expect(cookie).toContain('Secure');
      seen.length = 0;
      await postGraphQL(gateway.url, '{ loans { total } }', undefined, { cookie: `library_session=${GOOD}` });
      expect(seen.every((request) => request.headers['authorization'] === undefined)).toBe(true);
      await postGraphQL(gateway.url, '{ loans { total } }', undefined, { cookie: `__Host-library_session=${GOOD}` });
      expect(seen.at(-1)?.headers['authorization']).toBe(`Bearer ${GOOD}`);
    });
  });

  it('when a trusted proxy says the request came over https, then the cookie is Secure; an untrusted one is not believed', async () => {
    const proxied = { 'x-forwarded-proto': 'https' };
    await withAuthGateway({ trustProxy: true }, async (gateway) => {
      const cookie = setCookie((await postGraphQL(gateway.url, SIGN_IN, undefined, proxied)).headers)[0];
      expect(cookie).toMatch(/^__Host-library_session=.*; Secure/);
    });
    await withAuthGateway({}, async (gateway) => {
      const cookie = setCookie((await postGraphQL(gateway.url, SIGN_IN, undefined, proxied)).headers)[0];
      expect(cookie).toMatch(/^library_session=/);
    });
  });

  it('when signOut is sent with the cookie, then REST ends that session and the cookie is cleared', async () => {
    await withAuthGateway({}, async (gateway, seen) => {
      const result = await postGraphQL(gateway.url, 'mutation { signOut }', undefined, {
        cookie: `library_session=${GOOD}`,
      });
      expect(result.body.data).toEqual({ signOut: true });
      expect(seen.find((request) => request.path === '/api/auth/sign-out')?.headers['authorization']).toBe(
        `Bearer ${GOOD}`,
      );
      const [cookie] = setCookie(result.headers);
      expect(cookie).toMatch(/^library_session=;/);
      expect(cookie).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    });
  });

  it('when signOut is sent with an ended session’s cookie, then true, and the cookie is cleared once', async () => {
    await withAuthGateway({}, async (gateway) => {
      const result = await postGraphQL(gateway.url, 'mutation { signOut }', undefined, {
        cookie: `library_session=${STALE}`,
      });
      expect(result.body).toEqual({ data: { signOut: true } });
      expect(setCookie(result.headers)).toHaveLength(1);
      expect(setCookie(result.headers)[0]).toMatch(/^library_session=;/);
    });
  });

  it('when REST says the cookie’s session has ended, then the cookie is cleared and a public read still answers', async () => {
    await withAuthGateway({}, async (gateway, seen) => {
      const result = await postGraphQL(gateway.url, '{ books { total } }', undefined, {
        cookie: `library_session=${STALE}`,
      });
      expect(result.body).toEqual({ data: { books: { total: 0 } } });
      expect(setCookie(result.headers)[0]).toMatch(/^library_session=;.*Expires=Thu, 01 Jan 1970/);
      expect(seen.map((request) => request.headers['authorization'] ?? null)).toEqual([`Bearer ${STALE}`, null]);
    });
  });

  it('when the ended session’s cookie asks for loans, then UNAUTHENTICATED and the cookie is cleared', async () => {
    await withAuthGateway({}, async (gateway) => {
      const result = await postGraphQL(gateway.url, '{ loans { total } }', undefined, {
        cookie: `library_session=${STALE}`,
      });
      expect(errorCodes(result)).toEqual(['UNAUTHENTICATED']);
      expect(setCookie(result.headers)[0]).toMatch(/^library_session=;/);
    });
  });

  it('when an API client’s own bearer has ended, then its request is refused as it is, and no cookie is touched', async () => {
    await withAuthGateway({}, async (gateway) => {
      const result = await postGraphQL(gateway.url, '{ books { total } }', undefined, {
        authorization: `Bearer ${STALE}`,
      });
      expect(errorCodes(result)).toEqual(['UNAUTHENTICATED']);
      expect(setCookie(result.headers)).toEqual([]);
    });
  });
});

describe('what goes to REST', () => {
  it('when a signed-in request reads loans, then REST gets its bearer, the client’s address and its user agent', async () => {
    await withAuthGateway({}, async (gateway, seen) => {
      const result = await postGraphQL(gateway.url, '{ loans { total } }', undefined, {
        cookie: `other=1; library_session=${GOOD}`,
        'user-agent': 'Test Browser/1.0',
        'x-forwarded-for': '203.0.113.7',
      });
      expect(result.body.errors).toBeUndefined();
      const loans = seen.find((request) => request.path.startsWith('/api/loans'));
      expect(loans?.headers).toMatchObject({
        authorization: `Bearer ${GOOD}`,
        'user-agent': 'Test Browser/1.0',
        // TRUST_PROXY is off: the client's X-Forwarded-For is not believed; the socket's address goes.
        'x-forwarded-for': '127.0.0.1',
      });
    });
  });

  it('when TRUST_PROXY trusts the proxy, then its X-Forwarded-For client goes to REST', async () => {
    await withAuthGateway({ trustProxy: 'loopback' }, async (gateway, seen) => {
      await postGraphQL(gateway.url, '{ books { total } }', undefined, { 'x-forwarded-for': '203.0.113.7' });
      expect(seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
    });
  });

  it('when a public read is signed in, then REST is asked for the books only (no /auth/me)', async () => {
    await withAuthGateway({}, async (gateway, seen) => {
      await postGraphQL(gateway.url, '{ books { total } }', undefined, { cookie: `library_session=${GOOD}` });
      expect(seen.map((request) => request.path.split('?')[0])).toEqual(['/api/books']);
    });
  });
});

describe('cross-site requests', () => {
  it('when another site posts a simple form to /graphql, then Apollo refuses it before any REST call', async () => {
    await withAuthGateway({}, async (gateway, seen) => {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', cookie: `library_session=${GOOD}`, origin: 'https://evil.example' },
        body: JSON.stringify({ query: 'mutation { signOut }' }),
      });
      expect(response.status).toBe(400);
      expect(seen).toEqual([]);
    });
  });

  it('when the CSV export is asked with the cookie from another site, then 403 and REST is not called; from the app, it streams with the bearer', async () => {
    await withAuthGateway({}, async (gateway, seen) => {
      const foreign = await fetch(`${gateway.url}/api/books/export.csv`, {
        headers: { cookie: `library_session=${GOOD}`, origin: 'https://evil.example' },
      });
      expect(foreign.status).toBe(403);
      expect(await foreign.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN_ORIGIN' } });
      expect(seen).toEqual([]);

      const own = await fetch(`${gateway.url}/api/books/export.csv`, {
        headers: { cookie: `library_session=${GOOD}`, origin: gateway.url },
      });
      expect(own.status).toBe(200);
      expect(await own.text()).toBe('title\r\n');
      expect(seen[0]?.headers['authorization']).toBe(`Bearer ${GOOD}`);
    });
  });

  it('when the CSV export is asked without the cookie from another origin, then it is not refused by the gateway (REST decides)', async () => {
    await withAuthGateway({}, async (gateway) => {
      const response = await fetch(`${gateway.url}/api/books/export.csv`, {
        headers: { origin: 'https://elsewhere.example' },
      });
      expect(response.status).toBe(200);
    });
  });
});
