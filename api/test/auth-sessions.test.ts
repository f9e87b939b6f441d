/**
 * Sessions over time (a test clock), throttled sign-ins and setup codes, the setup of an open
 * library, invitations and the password rules.
 */
import { hash } from '@node-rs/argon2';
import { AUTH_MESSAGES, SIGN_IN_THROTTLE } from '../src/contract';
import { hashSecret, randomSecret } from '../src/access/secrets';
import { startApiServer } from '../src/server';
import type { Store } from '../src/store';
import { TARGETS, call, startApiWithStore, withStoreLocation, type Api } from './helpers';
import {
  DAY,
  HOUR,
  MINUTE,
  bearer,
  goodPassword,
  signIn,
  signedInStaff,
  testClock,
  uniqueEmail,
  type SignInData,
} from './support/auth';

describe.each(TARGETS)('sessions, throttling, setup and invitations on %s', (target) => {
  const clock = testClock();
  let api: Api;
  let store: Store;
  beforeAll(async () => {
    ({ api, store } = await startApiWithStore(target, { now: clock.now }));
  });
  afterAll(async () => {
    await api.close();
  });

  describe('while the library is open', () => {
    it('when the setup code is wrong, then 401 with its message, and the library stays open', async () => {
      await store.newSetupCode();
      const res = await api.post(
        '/auth/setup',
        { code: 'AAAA-BBBB-CCCC', name: 'First Admin', email: uniqueEmail(), password: goodPassword() },
        { headers: { 'x-forwarded-for': '10.1.0.1' } },
      );
      expect([res.status, res.body.error?.code, res.body.message]).toEqual([
        401,
        'INVALID_CREDENTIALS',
        AUTH_MESSAGES.setupCodeWrong,
      ]);
      expect(await store.libraryIsOpen()).toBe(true);
    });

    it('when wrong setup codes keep coming from one address, then it is refused with 429 and Retry-After', async () => {
      const headers = { 'x-forwarded-for': '10.1.0.2' };
      const body = { code: 'WRNG-WRNG-WRNG', name: 'Guess', email: uniqueEmail(), password: goodPassword() };
      for (let i = 0; i < SIGN_IN_THROTTLE.perAddress; i++) {
        expect((await api.post('/auth/setup', body, { headers })).status).toBe(401);
      }
      const refused = await api.post('/auth/setup', body, { headers });
      expect([refused.status, refused.body.error?.code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
      expect(refused.headers.get('retry-after')).toBe(String(SIGN_IN_THROTTLE.windowMinutes * 60));
      // Another address is not refused.
      const other = await api.post('/auth/setup', body, { headers: { 'x-forwarded-for': '10.1.0.3' } });
      expect(other.status).toBe(401);
    });

    it('when the password is the email or a common one, then VALIDATION_FAILED "Choose a less common password"', async () => {
      const code = await store.newSetupCode();
      const email = uniqueEmail();
      for (const password of [email.toUpperCase(), 'Password123', 'First Admin']) {
        const res = await api.post('/auth/setup', { code, name: 'First Admin', email, password });
        expect([res.status, res.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
        const errors = (res.body.error as { errors?: Record<string, { message: string; value: unknown }> }).errors;
        expect(errors?.['password']?.message).toBe(AUTH_MESSAGES.passwordCommon);
        expect(JSON.stringify(res.body)).not.toContain(password);
      }
      const short = await api.post('/auth/setup', { code, name: 'First Admin', email, password: 'short' });
      expect(JSON.stringify(short.body)).toContain(AUTH_MESSAGES.passwordTooShort);
      expect(JSON.stringify(short.body)).not.toContain('"short"');
      expect(await store.libraryIsOpen()).toBe(true);
    });

    it('when the right code is given, then the first admin is made and signed in; the same code again is 409 ALREADY_SET_UP', async () => {
      const code = await store.newSetupCode();
      if (code === undefined) throw new Error('an open library has a setup code');
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      const email = uniqueEmail('admin');
      const password = goodPassword();
      const res = await api.post<SignInData>('/auth/setup', {
        code: code.toLowerCase().replace(/-/g, ' '),
        name: 'First Admin',
        email,
        password,
      });
      expect(res.status).toBe(201);
      expect(res.body.data.account).toMatchObject({ email, name: 'First Admin', role: 'ADMIN' });
      expect((await api.get('/loans', { headers: bearer(res.body.data.token) })).status).toBe(200);
      expect(await store.libraryIsOpen()).toBe(false);
      expect((await api.get('/loans')).status).toBe(401);
      const again = await api.post('/auth/setup', { code, name: 'Second', email: uniqueEmail(), password });
      expect([again.status, again.body.error?.code]).toEqual([409, 'ALREADY_SET_UP']);
      expect(await store.newSetupCode()).toBeUndefined();
    });
  });

  describe('once protected', () => {
    it('when 5 sign-ins fail for one email from one address, then that address is refused for it with 429 until the window passes', async () => {
      const staff = await signedInStaff(store, 'VOLUNTEER');
      const headers = { 'x-forwarded-for': '10.2.0.1' };
      for (let i = 0; i < SIGN_IN_THROTTLE.perEmail; i++) {
        expect((await signIn(api, staff.email, 'wrong password!', headers)).status).toBe(401);
      }
      const refused = await signIn(api, staff.email.toUpperCase(), staff.password, headers);
      expect([refused.status, refused.body.error?.code, refused.body.message]).toEqual([
        429,
        'TOO_MANY_ATTEMPTS',
        AUTH_MESSAGES.tooManyAttempts,
      ]);
      expect(refused.headers.get('retry-after')).toBe('900');
      expect((refused.body.error as { retryAfter?: number }).retryAfter).toBe(900);
      clock.advance(10 * MINUTE);
      expect((await signIn(api, staff.email, staff.password, headers)).headers.get('retry-after')).toBe('300');
      clock.advance(5 * MINUTE);
      expect((await signIn(api, staff.email, staff.password, headers)).status).toBe(200);
    });

    it('when 50 sign-ins fail from one address, then it is slowed for emails with failures, and a person whose email has none signs in', async () => {
      const headers = { 'x-forwarded-for': '10.3.0.1' };
      for (let i = 0; i < SIGN_IN_THROTTLE.perAddress; i++) {
        expect((await signIn(api, uniqueEmail(), 'wrong password!', headers)).status).toBe(401);
      }
      const unharmed = await signedInStaff(store, 'VOLUNTEER');
      expect((await signIn(api, unharmed.email, unharmed.password, headers)).status).toBe(200);
      const failing = await signedInStaff(store, 'VOLUNTEER');
      expect((await signIn(api, failing.email, 'wrong password!', { 'x-forwarded-for': '10.3.0.2' })).status).toBe(401);
      const slowed = await signIn(api, failing.email, failing.password, headers);
      expect([slowed.status, slowed.body.error?.code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
      expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(SIGN_IN_THROTTLE.maxDelaySeconds);
      expect((await signIn(api, failing.email, failing.password, { 'x-forwarded-for': '10.3.0.2' })).status).toBe(200);
      clock.advance(16 * MINUTE);
    });

    it('when a session is unused for SESSION_IDLE_HOURS, then it has ended', async () => {
      const staff = await signedInStaff(store, 'LIBRARIAN');
      clock.advance(11 * HOUR);
      expect((await api.get('/auth/me', { headers: staff.headers })).status).toBe(200);
      clock.advance(11 * HOUR);
      expect((await api.get('/auth/me', { headers: staff.headers })).status).toBe(200);
      clock.advance(12 * HOUR);
      const ended = await api.get('/auth/me', { headers: staff.headers });
      expect([ended.status, ended.body.message]).toEqual([401, AUTH_MESSAGES.sessionEnded]);
    });

    it('when a session is used often, then it still ends SESSION_MAX_DAYS after sign-in', async () => {
      const staff = await signedInStaff(store, 'LIBRARIAN');
      for (let hours = 10; hours < 7 * 24; hours += 10) {
        clock.advance(10 * HOUR);
        expect([hours, (await api.get('/auth/me', { headers: staff.headers })).status]).toEqual([hours, 200]);
      }
      clock.advance(DAY - 8 * HOUR);
      expect((await api.get('/auth/me', { headers: staff.headers })).status).toBe(401);
    });

    it('when an invitation is accepted, then the password is set, the person signed in, and the link used up', async () => {
      const token = randomSecret();
      const email = uniqueEmail('invited');
      await store.createAccount({
        email,
        name: 'Invited Person',
        role: 'VOLUNTEER',
        invitation: { hash: hashSecret(token), expiresAt: new Date(clock.now().getTime() + 7 * DAY) },
      });
      const details = await api.get(`/auth/invitations/${token}`);
      expect([details.status, details.body.data]).toEqual([
        200,
        {
          email,
          name: 'Invited Person',
          expiresAt: new Date(clock.now().getTime() + 7 * DAY).toISOString(),
          member: false,
        },
      ]);
      expect((await signIn(api, email, 'anything at all')).status).toBe(401);
      const common = await api.post(`/auth/invitations/${token}`, { password: 'iloveyou' });
      expect([common.status, common.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
      const password = goodPassword();
      const accepted = await api.post<SignInData>(`/auth/invitations/${token}`, { password });
      expect([accepted.status, accepted.body.data.account.role]).toEqual([200, 'VOLUNTEER']);
      expect((await api.get('/loans', { headers: bearer(accepted.body.data.token) })).status).toBe(200);
      const reused = await api.post(`/auth/invitations/${token}`, { password: goodPassword() });
      expect([reused.status, reused.body.error?.code, reused.body.message]).toEqual([
        404,
        'INVITATION_INVALID',
        AUTH_MESSAGES.invitationInvalid,
      ]);
      expect((await signIn(api, email, password)).status).toBe(200);
    });

    it('when an invitation has expired, then 404 INVITATION_INVALID', async () => {
      const token = randomSecret();
      await store.createAccount({
        email: uniqueEmail('late'),
        name: 'Late Person',
        role: 'VOLUNTEER',
        invitation: { hash: hashSecret(token), expiresAt: new Date(clock.now().getTime() + DAY) },
      });
      clock.advance(DAY);
      expect((await api.get(`/auth/invitations/${token}`)).status).toBe(404);
      expect((await api.post(`/auth/invitations/${token}`, { password: goodPassword() })).status).toBe(404);
    });

    it('when a password hashed with other parameters signs in, then it is rehashed with the current ones', async () => {
      const staff = await signedInStaff(store, 'VOLUNTEER');
      await store.changeAccount(staff.account.id, { passwordHash: await hash(staff.password, { timeCost: 1 }) });
      expect((await signIn(api, staff.email, staff.password)).status).toBe(200);
      const stored = (await store.accountById(staff.account.id))?.passwordHash ?? '';
      expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect((await signIn(api, staff.email, staff.password)).status).toBe(200);
    });

    it('when an account’s sessions are ended (disabled, reset), then each token is refused', async () => {
      const staff = await signedInStaff(store, 'LIBRARIAN');
      const second = await signIn(api, staff.email, staff.password);
      expect(await store.endSessionsOf(staff.account.id)).toBe(2);
      for (const headers of [staff.headers, bearer(second.body.data.token)]) {
        expect((await api.get('/auth/me', { headers })).status).toBe(401);
      }
    });
  });
});

describe.each(TARGETS)('the client address on %s', (target) => {
  it('when TRUST_PROXY is false, then X-Forwarded-For is not believed: failures from "many addresses" count as one', async () => {
    await withStoreLocation(target, async (location) => {
      const server = await startApiServer({ ...location.options, port: 0, logLevel: 'silent', trustProxy: false });
      try {
        const first = uniqueEmail();
        for (let i = 0; i < SIGN_IN_THROTTLE.perAddress; i++) {
          const res = await call(
            server.url,
            'POST',
            '/auth/sign-in',
            { email: i === 0 ? first : uniqueEmail(), password: 'wrong!' },
            {
              headers: { 'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${i % 250}` },
            },
          );
          expect(res.status).toBe(401);
        }
        const refused = await call(
          server.url,
          'POST',
          '/auth/sign-in',
          // An email with a failure: the one address's 50 failures slow it (believed, 10.9.9.9 would have none).
          { email: first, password: 'wrong!' },
          {
            headers: { 'x-forwarded-for': '10.9.9.9' },
          },
        );
        expect([refused.status, refused.body.error?.code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
      } finally {
        await server.close();
      }
    });
  }, 120_000);
});
