/**
 * The sign-in throttle as callers see it (sessions/throttle.ts; api/README.md, "Sign-in throttle"):
 * nobody can aim a lockout at a person (refusals count per email and address), failures of one
 * email from anywhere slow it down (at most SIGN_IN_THROTTLE.maxDelaySeconds) up to the cap that
 * stops its password sign-in until a reset (shown on the staff list), and the hashing of each
 * process is bounded (test/sign-in-races.test.ts, on PostgreSQL).
 */
import { AUTH_MESSAGES, SIGN_IN_THROTTLE, type InvitationJson, type StaffAccountJson } from '../src/contract';
import type { Store } from '../src/store';
import { TARGETS, startApiWithStore, type Api } from './helpers';
import { goodPassword, signIn, signedInStaff, testClock, type SignedInStaff } from './support/auth';

const WRONG = 'not the password!';

describe.each(TARGETS)('the sign-in throttle on %s', (target) => {
  const clock = testClock();
  let api: Api;
  let store: Store;
  let admin: SignedInStaff;
  let block = 0;
  beforeAll(async () => {
    ({ api, store } = await startApiWithStore(target, { now: clock.now }));
    admin = await signedInStaff(store, 'ADMIN');
  });
  afterAll(async () => {
    await api.close();
  });
  // Each test moves on past the window, so that one test's failures leave the next alone.
  afterEach(() => clock.advance(SIGN_IN_THROTTLE.windowMinutes * 60_000));

  /** Addresses of their own for each test: `from(i)`. */
  const addresses = () => {
    block += 1;
    return (i: number) => ({ 'x-forwarded-for': `10.${block}.${Math.floor(i / 250)}.${i % 250}` });
  };

  const staffRow = async (id: string): Promise<StaffAccountJson | undefined> =>
    (await api.get<StaffAccountJson[]>('/staff', { headers: admin.headers })).body.data.find((row) => row.id === id);

  it('when sign-ins fail for an email from other addresses, then its person signs in from their own address at once', async () => {
    const person = await signedInStaff(store, 'VOLUNTEER');
    const from = addresses();
    // Their own address: where they are signed in already (on another device behind it, say).
    expect((await signIn(api, person.email, person.password, from(0))).status).toBe(200);
    for (let i = 1; i <= 2 * SIGN_IN_THROTTLE.perEmail; i++) {
      clock.advance(SIGN_IN_THROTTLE.maxDelaySeconds * 1000);
      expect((await signIn(api, person.email, WRONG, from(i % 2 === 0 ? 1 : 2))).status).toBe(401);
    }
    expect((await signIn(api, person.email, person.password, from(1))).status).toBe(429);
    expect((await signIn(api, person.email, person.password, from(3))).status).toBe(429);
    expect((await signIn(api, person.email, person.password, from(0))).status).toBe(200);
  });

  it('when an email keeps failing from many addresses, then each try waits longer, at most 30 s, and the right password signs in after the wait', async () => {
    const person = await signedInStaff(store, 'VOLUNTEER');
    const from = addresses();
    let next = 0;
    for (let i = 0; i < SIGN_IN_THROTTLE.perEmail; i++) {
      expect((await signIn(api, person.email, WRONG, from(next++))).status).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const refused = await signIn(api, person.email, person.password, from(next++));
      expect([refused.status, refused.body.message]).toEqual([429, AUTH_MESSAGES.tooManyAttempts]);
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      clock.advance(wait * 1000);
      expect((await signIn(api, person.email, WRONG, from(next++))).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, SIGN_IN_THROTTLE.maxDelaySeconds, SIGN_IN_THROTTLE.maxDelaySeconds]);
    const waiting = await signIn(api, person.email, person.password, from(next++));
    expect(waiting.headers.get('retry-after')).toBe(String(SIGN_IN_THROTTLE.maxDelaySeconds));
    clock.advance(SIGN_IN_THROTTLE.maxDelaySeconds * 1000);
    expect((await signIn(api, person.email, person.password, from(next))).status).toBe(200);
  });

  it('when an email fails 100 times in 24 h, then its password sign-in stops until an admin resets it, and /staff shows it', async () => {
    const person = await signedInStaff(store, 'LIBRARIAN');
    const from = addresses();
    for (let i = 0; i < SIGN_IN_THROTTLE.lockAfter; i++) {
      clock.advance(SIGN_IN_THROTTLE.maxDelaySeconds * 1000);
      expect([i, (await signIn(api, person.email, WRONG, from(i))).status]).toEqual([i, 401]);
    }
    expect((await staffRow(person.account.id))?.passwordSignInLocked).toBe(true);
    clock.advance(SIGN_IN_THROTTLE.windowMinutes * 60_000);
    const locked = await signIn(api, person.email, person.password, from(SIGN_IN_THROTTLE.lockAfter));
    expect([locked.status, locked.body.error?.code, locked.body.message]).toEqual([
      429,
      'TOO_MANY_ATTEMPTS',
      AUTH_MESSAGES.passwordSignInLocked,
    ]);
    expect(locked.headers.get('retry-after')).toBeNull();

    const reset = await api.post<InvitationJson>(`/staff/${person.account.id}/invitation`, undefined, {
      headers: admin.headers,
    });
    expect(reset.status).toBe(201);
    expect(reset.body.data.account.passwordSignInLocked).toBe(false);
    const password = goodPassword();
    expect((await api.post(`/auth/invitations/${reset.body.data.token}`, { password })).status).toBe(200);
    expect((await signIn(api, person.email, password, from(0))).status).toBe(200);
    expect((await staffRow(person.account.id))?.passwordSignInLocked).toBe(false);
  }, 120_000);
});
