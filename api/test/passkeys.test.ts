import {
  ACCOUNT_LIMITS,
  AUTH_MESSAGES,
  PASSKEY_MESSAGES,
  SIGN_IN_THROTTLE,
  restPasskey,
  restPasskeys,
  restSignInAnswer,
  type PasskeyJson,
  type SignInAnswerJson,
  type WebAuthnOptionsJson,
} from '../src/contract';
import type { Store } from '../src/store';
import { TARGETS, startApiWithStore, type Api } from './helpers';
import { bearer, signIn, signedInStaff, uniqueEmail, type SignedInStaff } from './support/auth';
import { SoftAuthenticator, type CredentialAnswer } from './support/webauthn';

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000cafe';
/** The page's host and scheme, as the gateway forwards them (the api trusts its loopback). */
const SITE = { 'x-forwarded-host': 'books.library.test', 'x-forwarded-proto': 'https' };
const ORIGIN = 'https://books.library.test';
const RP_ID = 'books.library.test';

interface RegistrationOptions extends WebAuthnOptionsJson {
  rp: { id: string; name: string };
  user: { id: string; name: string; displayName: string };
  authenticatorSelection: { residentKey: string; userVerification: string };
  excludeCredentials: { id: string }[];
}

describe.each(TARGETS)('passkeys on %s', (target) => {
  let api: Api;
  let store: Store;
  let lenders = 0;
  beforeAll(async () => {
    ({ api, store } = await startApiWithStore(target));
  });
  afterAll(async () => {
    await api.close();
  });

  /** A different client address per test, so that throttling one test's tries leaves the others alone. */
  const address = () => `203.0.113.${++lenders}`;
  const site = (who: SignedInStaff | null, from = '203.0.113.250') => ({
    ...SITE,
    'x-forwarded-for': from,
    ...(who ? who.headers : {}),
  });

  const registrationOptions = (who: SignedInStaff) =>
    api.post<RegistrationOptions>('/auth/passkeys/options', undefined, { headers: site(who) });

  async function addPasskey(who: SignedInStaff, name = 'Work laptop') {
    const authenticator = new SoftAuthenticator(ORIGIN, RP_ID);
    const options = (await registrationOptions(who)).body.data;
    const res = await api.post<PasskeyJson>(
      '/auth/passkeys',
      { name, response: authenticator.register(options) },
      { headers: site(who) },
    );
    return { res, authenticator };
  }

  async function signInWith(answer: (options: WebAuthnOptionsJson) => CredentialAnswer, from = address()) {
    const options = await api.post<WebAuthnOptionsJson>('/auth/passkey-sign-in/options', undefined, {
      headers: site(null, from),
    });
    return api.post<SignInAnswerJson>(
      '/auth/passkey-sign-in',
      { response: answer(options.body.data) },
      { headers: site(null, from) },
    );
  }

  it('when a signed-in person asks for registration options, then they name the forwarded site, ask for a discoverable credential and the person', async () => {
    const me = await signedInStaff(store, 'VOLUNTEER', { name: 'Vera Volunteer' });
    const res = await registrationOptions(me);
    expect(res.status).toBe(200);
    expect(res.body.data.rp.id).toBe(RP_ID);
    expect(res.body.data.user).toMatchObject({ name: me.email, displayName: 'Vera Volunteer' });
    expect(res.body.data.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });
    expect(res.body.data.challenge.length).toBeGreaterThanOrEqual(32);
  });

  it('when a passkey is added, then 201 with it, it is listed for its owner only, and the log says who added it', async () => {
    const me = await signedInStaff(store, 'LIBRARIAN', { name: 'Lena Librarian' });
    const other = await signedInStaff(store, 'ADMIN');
    const { res } = await addPasskey(me, '  Work laptop ');
    expect(res.status).toBe(201);
    expect(restPasskey.safeParse(res.body.data).success).toBe(true);
    expect(res.body.data).toMatchObject({ name: 'Work laptop', lastUsedAt: null });

    const mine = await api.get<PasskeyJson[]>('/auth/passkeys', { headers: me.headers });
    expect(restPasskeys.safeParse(mine.body.data).success).toBe(true);
    expect(mine.body.data).toEqual([res.body.data]);
    expect((await api.get<PasskeyJson[]>('/auth/passkeys', { headers: other.headers })).body.data).toEqual([]);

    const log = await store.listActivity({ page: 1, limit: 5, targetKind: 'passkey', targetId: res.body.data.id });
    expect(log.entries.map((e) => [e.action, e.actorName, e.targetLabel])).toEqual([
      ['passkey.added', 'Lena Librarian', 'Work laptop'],
    ]);
  });

  it('when the next registration is asked, then the passkeys it has are excluded', async () => {
    const me = await signedInStaff(store, 'VOLUNTEER');
    const { authenticator } = await addPasskey(me);
    const options = (await registrationOptions(me)).body.data;
    expect(options.excludeCredentials.map((c) => c.id)).toEqual([authenticator.id]);
  });

  it('when one signs in with a passkey, then the same answer as a password sign-in, a working session, and the passkey shows its use', async () => {
    const me = await signedInStaff(store, 'ADMIN', { name: 'Ada Admin' });
    const { res: added, authenticator } = await addPasskey(me);
    const res = await signInWith((options) => authenticator.authenticate(options));
    expect(res.status).toBe(200);
    expect(restSignInAnswer.safeParse(res.body.data).success).toBe(true);
    expect(res.body.data.account).toEqual({
      id: me.account.id,
      email: me.email,
      name: 'Ada Admin',
      role: 'ADMIN',
      member: null,
    });
    expect(res.body.data.token).not.toBe(me.token);

    const who = await api.get<{ account: { id: string } | null }>('/auth/me', { headers: bearer(res.body.data.token) });
    expect(who.body.data.account?.id).toBe(me.account.id);
    const listed = await api.get<PasskeyJson[]>('/auth/passkeys', { headers: me.headers });
    expect(listed.body.data.find((p) => p.id === added.body.data.id)?.lastUsedAt).toEqual(expect.any(String));
  });

  it('when a sign-in answer is sent twice (its challenge used once), then the second is 400 PASSKEY_FAILED', async () => {
    const me = await signedInStaff(store, 'VOLUNTEER');
    const { authenticator } = await addPasskey(me);
    const options = await api.post<WebAuthnOptionsJson>('/auth/passkey-sign-in/options', undefined, {
      headers: site(null),
    });
    const answer = authenticator.authenticate(options.body.data);
    const first = await api.post('/auth/passkey-sign-in', { response: answer }, { headers: site(null) });
    const again = await api.post('/auth/passkey-sign-in', { response: answer }, { headers: site(null) });
    expect(first.status).toBe(200);
    expect([again.status, again.body.error?.code, again.body.message]).toEqual([
      400,
      'PASSKEY_FAILED',
      PASSKEY_MESSAGES.signInFailed,
    ]);
  });

  it.each([
    ['a challenge the api never gave', (a: SoftAuthenticator) => a.authenticate({ challenge: 'bm90LWdpdmVu' })],
    ['another origin', (a: SoftAuthenticator, o: WebAuthnOptionsJson) => a.authenticate(o, 'https://evil.test')],
    [
      'a passkey it does not know',
      (_a: SoftAuthenticator, o: WebAuthnOptionsJson) => new SoftAuthenticator(ORIGIN, RP_ID).authenticate(o),
    ],
  ])('when a sign-in answers with %s, then 400 PASSKEY_FAILED with one message', async (_case, answer) => {
    const me = await signedInStaff(store, 'VOLUNTEER');
    const { authenticator } = await addPasskey(me);
    const res = await signInWith((options) => answer(authenticator, options));
    expect([res.status, res.body.error?.code, res.body.message]).toEqual([
      400,
      'PASSKEY_FAILED',
      PASSKEY_MESSAGES.signInFailed,
    ]);
  });

  it("when a disabled account's passkey signs in, then 400 PASSKEY_FAILED", async () => {
    const me = await signedInStaff(store, 'VOLUNTEER');
    const { authenticator } = await addPasskey(me);
    await store.changeAccount(me.account.id, { disabledAt: new Date() });
    const res = await signInWith((options) => authenticator.authenticate(options));
    expect([res.status, res.body.error?.code]).toEqual([400, 'PASSKEY_FAILED']);
  });

  it('when passwords fail from its address, for its email, and its password sign-in is stopped, then its passkey still signs in', async () => {
    const me = await signedInStaff(store, 'VOLUNTEER');
    const { authenticator } = await addPasskey(me);
    const from = address();
    for (let i = 0; i < SIGN_IN_THROTTLE.perAddress; i += 1) {
      const email = i < SIGN_IN_THROTTLE.perEmail ? me.email : uniqueEmail();
      const res = await api.post(
        '/auth/sign-in',
        { email, password: 'not the password!' },
        { headers: site(null, from) },
      );
      expect(res.status).toBe(401);
    }
    expect((await signIn(api, me.email, me.password, { 'x-forwarded-for': from })).status).toBe(429);
    await store.changeAccount(me.account.id, { passwordLockedAt: new Date() });
    const res = await signInWith((options) => authenticator.authenticate(options), from);
    expect([res.status, res.body.data.account.email]).toEqual([200, me.email]);
  });

  it('when one address fails passkey sign-ins as often as sign-ins may fail, then the next try is 429 with Retry-After', async () => {
    const from = address();
    const stranger = new SoftAuthenticator(ORIGIN, RP_ID);
    for (let i = 0; i < SIGN_IN_THROTTLE.perAddress; i += 1) {
      expect((await signInWith((o) => stranger.authenticate(o), from)).status).toBe(400);
    }
    const res = await signInWith((o) => stranger.authenticate(o), from);
    expect([res.status, res.body.error?.code, res.body.message]).toEqual([
      429,
      'TOO_MANY_ATTEMPTS',
      AUTH_MESSAGES.tooManyAttempts,
    ]);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it.each([
    ['another origin', (a: SoftAuthenticator, o: RegistrationOptions) => a.register(o, 'https://evil.test')],
    [
      'a challenge the api never gave',
      (a: SoftAuthenticator, o: RegistrationOptions) => a.register({ ...o, challenge: 'bm90LWdpdmVu' }),
    ],
  ])('when a registration answers from %s, then 400 PASSKEY_FAILED and nothing is added', async (_case, answer) => {
    const me = await signedInStaff(store, 'VOLUNTEER');
    const options = (await registrationOptions(me)).body.data;
    const res = await api.post(
      '/auth/passkeys',
      { name: 'Phone', response: answer(new SoftAuthenticator(ORIGIN, RP_ID), options) },
      { headers: site(me) },
    );
    expect([res.status, res.body.error?.code, res.body.message]).toEqual([
      400,
      'PASSKEY_FAILED',
      PASSKEY_MESSAGES.addFailed,
    ]);
    expect((await api.get<PasskeyJson[]>('/auth/passkeys', { headers: me.headers })).body.data).toEqual([]);
  });

  it("when someone answers another person's registration options, then 400 PASSKEY_FAILED", async () => {
    const me = await signedInStaff(store, 'VOLUNTEER');
    const other = await signedInStaff(store, 'VOLUNTEER');
    const options = (await registrationOptions(me)).body.data;
    const res = await api.post(
      '/auth/passkeys',
      { name: 'Phone', response: new SoftAuthenticator(ORIGIN, RP_ID).register(options) },
      { headers: site(other) },
    );
    expect([res.status, res.body.error?.code]).toEqual([400, 'PASSKEY_FAILED']);
  });

  it('when the name is too long, then 400 VALIDATION_FAILED with its message', async () => {
    const me = await signedInStaff(store, 'VOLUNTEER');
    const { res } = await addPasskey(me, 'n'.repeat(ACCOUNT_LIMITS.maxPasskeyName + 1));
    expect(res.status).toBe(400);
    expect(res.body.error?.errors?.['name']?.message).toBe(PASSKEY_MESSAGES.nameTooLong);
  });

  it("when a passkey is removed, then it is gone, it no longer signs in, the log says so; another's is 404", async () => {
    const me = await signedInStaff(store, 'LIBRARIAN', { name: 'Remy Remover' });
    const other = await signedInStaff(store, 'ADMIN');
    const { res: added, authenticator } = await addPasskey(me, 'Old phone');
    const id = added.body.data.id;
    expect((await api.del(`/auth/passkeys/${id}`, { headers: other.headers })).status).toBe(404);
    const res = await api.del<PasskeyJson>(`/auth/passkeys/${id}`, { headers: me.headers });
    expect([res.status, res.body.data.id]).toEqual([200, id]);
    expect((await api.get<PasskeyJson[]>('/auth/passkeys', { headers: me.headers })).body.data).toEqual([]);
    expect((await api.del(`/auth/passkeys/${id}`, { headers: me.headers })).status).toBe(404);
    expect((await api.del(`/auth/passkeys/not-an-id`, { headers: me.headers })).status).toBe(400);
    expect((await api.del(`/auth/passkeys/${UNKNOWN_ID}`, { headers: me.headers })).status).toBe(404);
    expect((await signInWith((options) => authenticator.authenticate(options))).status).toBe(400);
    const log = await store.listActivity({ page: 1, limit: 5, targetKind: 'passkey', targetId: id });
    expect(log.entries.map((e) => [e.action, e.actorName])).toEqual([
      ['passkey.removed', 'Remy Remover'],
      ['passkey.added', 'Remy Remover'],
    ]);
  });

  it('when signed out, then the passkey routes of an account are 401; an API token (no account) gets 403', async () => {
    await signedInStaff(store, 'ADMIN');
    const robot = await store.createApiToken(
      { name: 'Robot', role: 'ADMIN' },
      { principal: { kind: 'system' }, address: null },
    );
    for (const [headers, status] of [
      [{}, 401],
      [bearer(robot.secret), 403],
    ] as const) {
      expect((await api.get('/auth/passkeys', { headers })).status).toBe(status);
      expect((await api.post('/auth/passkeys/options', undefined, { headers })).status).toBe(status);
      expect((await api.del(`/auth/passkeys/${UNKNOWN_ID}`, { headers })).status).toBe(status);
    }
  });
});
