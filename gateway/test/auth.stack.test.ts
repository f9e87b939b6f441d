/**
 * Sign-in end to end: the real api (PGlite, and PostgreSQL when TEST_DATABASE_URL is set)
 * and the real gateway in front of it. An open library is set up through GraphQL with the setup
 * code the api made at its start; then a browser's life: sign in, get the cookie, read loans with
 * it, sign out, and the same cookie no longer works.
 */
import { AUTH_MESSAGES } from '@library/api/contract/rules';
import { errorCodes, postGraphQL, sessionCookieOf } from './support/http';
import { startStack, TARGETS, type Stack } from './support/stack';

jest.setTimeout(60_000);

const EMAIL = 'ada@library.test';
const PASSWORD = 'Quiet-lantern-of-the-stacks';
const SIGN_IN =
  'mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { name role } }';

describe.each(TARGETS)('signing in through the gateway (%s)', (target) => {
  let stack: Stack;
  let url: string;
  beforeAll(async () => {
    stack = await startStack(target, 'gateway_auth');
    url = stack.gateway.url;
  });
  afterAll(async () => {
    await stack.close();
  });

  it('when the open library is set up, signed in, read and signed out, then each step answers as a browser needs', async () => {
    // Open: everyone may read loans, nobody is signed in.
    const open = await postGraphQL(url, '{ library { open } viewer { name } loans { total } }');
    expect(open.body).toEqual({ data: { library: { open: true }, viewer: null, loans: { total: 0 } } });

    // The first admin, with the setup code the api made at its start.
    const code = stack.api.setupCode;
    if (code === null) throw new Error('the api made no setup code');
    const setUp = await postGraphQL(
      url,
      'mutation SetUp($code: String!, $name: String!, $email: String!, $password: String!) { setUpLibrary(code: $code, name: $name, email: $email, password: $password) { name role } }',
      { code, name: 'Ada', email: EMAIL, password: PASSWORD },
    );
    expect(setUp.body).toEqual({ data: { setUpLibrary: { name: 'Ada', role: 'ADMIN' } } });
    expect(sessionCookieOf(setUp)).not.toBeNull();

    // Protected now: a visitor may read books but not loans.
    const visitor = await postGraphQL(url, '{ library { open } books { total } }');
    expect(visitor.body).toEqual({ data: { library: { open: false }, books: { total: 0 } } });
    expect(errorCodes(await postGraphQL(url, '{ loans { total } }'))).toEqual(['UNAUTHENTICATED']);

    // A wrong password: one message whatever was wrong, no cookie.
    const wrong = await postGraphQL(url, SIGN_IN, { email: EMAIL, password: 'not the password' });
    expect(errorCodes(wrong)).toEqual(['INVALID_CREDENTIALS']);
    expect(wrong.body.errors?.[0]?.message).toBe(AUTH_MESSAGES.signInFailed);
    expect(sessionCookieOf(wrong)).toBeNull();

    // Signed in: the cookie reads loans and says who is signed in.
    const signedIn = await postGraphQL(url, SIGN_IN, { email: EMAIL, password: PASSWORD });
    expect(signedIn.body).toEqual({ data: { signIn: { name: 'Ada', role: 'ADMIN' } } });
    const cookie = sessionCookieOf(signedIn);
    if (cookie === null) throw new Error('signIn set no cookie');
    const withCookie = { cookie };
    const staff = await postGraphQL(url, '{ viewer { name role } loans { total } }', undefined, withCookie);
    expect(staff.body).toEqual({ data: { viewer: { name: 'Ada', role: 'ADMIN' }, loans: { total: 0 } } });

    // The CSV export: the cookie's bearer goes with it; a visitor of a protected library is refused by REST.
    const exported = await fetch(`${url}/api/books/export.csv`, { headers: withCookie });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    await exported.text();
    const refused = await fetch(`${url}/api/books/export.csv`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ success: false, error: { code: 'UNAUTHENTICATED' } });

    // An API client sends a session of its own as a bearer header: signed in, no cookie involved.
    const answer = await fetch(`${stack.api.url}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const { data } = (await answer.json()) as { data: { token: string } };
    const client = await postGraphQL(url, '{ viewer { role } }', undefined, { authorization: `Bearer ${data.token}` });
    expect(client.body).toEqual({ data: { viewer: { role: 'ADMIN' } } });
    expect(client.headers.getSetCookie()).toEqual([]);

    // Signed out: the cookie is cleared, and the old one no longer works (and is cleared again).
    const signedOut = await postGraphQL(url, 'mutation { signOut }', undefined, withCookie);
    expect(signedOut.body).toEqual({ data: { signOut: true } });
    expect(sessionCookieOf(signedOut)).toBe('library_session=');
    const stale = await postGraphQL(url, '{ loans { total } }', undefined, withCookie);
    expect(errorCodes(stale)).toEqual(['UNAUTHENTICATED']);
    expect(sessionCookieOf(stale)).toBe('library_session=');
    const staleRead = await postGraphQL(url, '{ viewer { name } books { total } }', undefined, withCookie);
    expect(staleRead.body).toEqual({ data: { viewer: null, books: { total: 0 } } });
  });
});
