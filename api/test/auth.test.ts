/** Sign-in, sign-out and who am I; what an open and a protected library let each caller do. */
import { AUTH_MESSAGES, addDays, restAccount, restAccountSession, restAuthMe, restSignInAnswer } from '../src/contract';
import { hashSecret } from '../src/access/secrets';
import { TARGETS } from './helpers';
import { apiSuite } from './support/suite';
import { bearer, goodPassword, signIn, signedInStaff, uniqueEmail, type SignInData } from './support/auth';

/** A due date within the loan period (the api's today is UTC in these tests), so any role may lend with it. */
const SOON = addDays(new Date().toISOString().slice(0, 10), 7);

interface MeData {
  open: boolean;
  account: { id: string; email: string; name: string; role: string | null } | null;
  session: { id: string; expiresAt: string } | null;
  token: unknown;
}

describe.each(TARGETS)('sign-in and access on %s', (target) => {
  const { api, store } = apiSuite(target);

  describe('an open library (no staff account yet)', () => {
    it('when nobody is signed in, then /auth/me says open, and loans, books and borrowing work as before', async () => {
      const me = await api.get<MeData>('/auth/me');
      expect([me.status, me.body.data]).toEqual([
        200,
        { open: true, timeZone: 'UTC', account: null, session: null, token: null },
      ]);
      const book = await api.book();
      expect((await api.get('/loans')).status).toBe(200);
      expect((await api.post('/borrow', { book: book.id, quantity: 1, dueDate: SOON })).status).toBe(201);
      expect((await api.put(`/books/${book.id}`, { copies: 5 })).status).toBe(200);
      expect((await fetch(`${api.url}/books/export.csv`)).status).toBe(200);
    });

    it('when a route for signed-in people is asked, then 401 UNAUTHENTICATED', async () => {
      const res = await api.get('/auth/sessions');
      expect([res.status, res.body.error?.code, res.body.message]).toEqual([
        401,
        'UNAUTHENTICATED',
        AUTH_MESSAGES.unauthenticated,
      ]);
    });
  });

  describe('a protected library', () => {
    let admin: Awaited<ReturnType<typeof signedInStaff>>;
    beforeAll(async () => {
      admin = await signedInStaff(store, 'ADMIN');
    });

    it('when the right email and password are given, then a session token, its expiry and the account come back', async () => {
      const res = await signIn(api, admin.email.toUpperCase(), admin.password);
      expect(res.status).toBe(200);
      expect(res.body.data.account).toEqual({
        id: admin.account.id,
        email: admin.email,
        name: admin.account.name,
        role: 'ADMIN',
        member: null,
      });
      expect(res.body.data.token.length).toBeGreaterThanOrEqual(43);
      expect(Date.parse(res.body.data.expiresAt)).toBeGreaterThan(Date.now());
      const me = await api.get<MeData>('/auth/me', { headers: bearer(res.body.data.token) });
      expect(me.body.data.open).toBe(false);
      expect(me.body.data.account?.id).toBe(admin.account.id);
      expect(me.body.data.session?.expiresAt).toBe(res.body.data.expiresAt);
      // The contract's answer schemas (which the gateway reads with) read the real answers.
      expect(restSignInAnswer.safeParse(res.body.data).success).toBe(true);
      expect(restAuthMe.safeParse(me.body.data).success).toBe(true);
    });

    it('when a session starts, then only the SHA-256 of its token is stored', async () => {
      const res = await signIn(api, admin.email, admin.password);
      const { token } = res.body.data;
      const stored = await store.sessionsOf(admin.account.id);
      const hashes = stored.map((s) => s.tokenHash);
      expect(hashes).toContain(hashSecret(token));
      expect(hashes).not.toContain(token);
    });

    it('when the password is wrong or the email unknown, then the same 401 INVALID_CREDENTIALS message', async () => {
      const wrong = await signIn(api, admin.email, 'not the password at all', { 'x-forwarded-for': '10.0.0.1' });
      const unknown = await signIn(api, uniqueEmail(), admin.password, { 'x-forwarded-for': '10.0.0.1' });
      for (const res of [wrong, unknown]) {
        expect([res.status, res.body.error?.code, res.body.message]).toEqual([
          401,
          'INVALID_CREDENTIALS',
          AUTH_MESSAGES.signInFailed,
        ]);
      }
    });

    it('when signed out, then the token no longer works: 401 UNAUTHENTICATED, session ended, even on public routes', async () => {
      const { body } = await signIn(api, admin.email, admin.password);
      const headers = bearer(body.data.token);
      expect((await api.post('/auth/sign-out', {}, { headers })).status).toBe(200);
      for (const res of [await api.get('/auth/me', { headers }), await api.get('/books', { headers })]) {
        expect([res.status, res.body.error?.code, res.body.message]).toEqual([
          401,
          'UNAUTHENTICATED',
          AUTH_MESSAGES.sessionEnded,
        ]);
      }
    });

    it('when a visitor asks, then books and the borrow summary answer, and loans, borrowing and book writes are 401', async () => {
      const book = await api.book({}, admin.headers);
      expect((await api.get('/auth/me')).body.data).toEqual({
        open: false,
        timeZone: 'UTC',
        account: null,
        session: null,
        token: null,
      });
      for (const path of [
        '/books',
        `/books/${book.id}`,
        '/books/genres',
        '/books/genres/counts',
        '/borrow',
        '/borrow/totals',
        '/health',
      ]) {
        expect([path, (await api.get(path)).status]).toEqual([path, 200]);
      }
      const refused = [
        await api.get('/loans'),
        await api.post('/borrow', { book: book.id, quantity: 1, dueDate: SOON }),
        await api.post('/books', { title: 'T' }),
        await api.put(`/books/${book.id}`, { copies: 1 }),
        await api.del(`/books/${book.id}`),
      ];
      const exported = await fetch(`${api.url}/books/export.csv`);
      expect(exported.status).toBe(401);
      for (const res of refused) {
        expect([res.status, res.body.error?.code, res.body.message]).toEqual([
          401,
          'UNAUTHENTICATED',
          AUTH_MESSAGES.unauthenticated,
        ]);
      }
    });

    it('when a volunteer asks, then loans and borrowing work and book writes are 403 FORBIDDEN', async () => {
      const volunteer = await signedInStaff(store, 'VOLUNTEER');
      const book = await api.book({}, admin.headers);
      const { headers } = volunteer;
      expect((await api.get('/loans', { headers })).status).toBe(200);
      expect((await api.post('/borrow', { book: book.id, quantity: 1, dueDate: SOON }, { headers })).status).toBe(201);
      for (const res of [
        await api.post('/books', { title: 'T' }, { headers }),
        await api.put(`/books/${book.id}`, { copies: 1 }, { headers }),
        await api.del(`/books/${book.id}`, { headers }),
      ]) {
        expect([res.status, res.body.error?.code, res.body.message]).toEqual([
          403,
          'FORBIDDEN',
          AUTH_MESSAGES.forbidden,
        ]);
      }
    });

    it('when a librarian asks, then books can be created, edited and deleted', async () => {
      const { headers } = await signedInStaff(store, 'LIBRARIAN');
      const book = await api.book({}, headers);
      expect((await api.put(`/books/${book.id}`, { copies: 9 }, { headers })).status).toBe(200);
      expect((await api.del(`/books/${book.id}`, { headers })).status).toBe(200);
    });

    it('when an account is disabled, then its sessions are refused at once', async () => {
      const staff = await signedInStaff(store, 'LIBRARIAN');
      await store.changeAccount(staff.account.id, { disabledAt: new Date() });
      const res = await api.get('/loans', { headers: staff.headers });
      expect([res.status, res.body.error?.code]).toEqual([401, 'UNAUTHENTICATED']);
      const again = await signIn(api, staff.email, staff.password);
      expect(again.body.error?.code).toBe('INVALID_CREDENTIALS');
    });

    it('when the bearer is not a known token or the header not a bearer, then 401 UNAUTHENTICATED', async () => {
      for (const authorization of ['Bearer not-a-token', 'Bearer lib_unknown', 'Basic dXNlcjpwYXNz']) {
        const res = await api.get('/books', { headers: { authorization } });
        expect([authorization, res.status, res.body.error?.code]).toEqual([authorization, 401, 'UNAUTHENTICATED']);
      }
    });

    it('when the session of another person is deleted, then listing sessions and ending the others work for each', async () => {
      const staff = await signedInStaff(store, 'VOLUNTEER');
      const second = await signIn(api, staff.email, staff.password);
      const list = await api.get<{ id: string; current: boolean }[]>('/auth/sessions', { headers: staff.headers });
      expect(list.body.data.map((s) => s.current).sort()).toEqual([false, true]);
      expect(list.body.data.every((s) => restAccountSession.safeParse(s).success)).toBe(true);
      const ended = await api.del<{ ended: number }>('/auth/sessions/others', { headers: staff.headers });
      expect(ended.body.data).toEqual({ ended: 1 });
      expect((await api.get('/auth/me', { headers: bearer(second.body.data.token) })).status).toBe(401);
      expect((await api.get('/auth/me', { headers: staff.headers })).status).toBe(200);
      const rows = await store.sessionsOf(staff.account.id);
      expect(rows).toHaveLength(1);
    });

    it('when a person renames themself, then /auth/me says the new name', async () => {
      const staff = await signedInStaff(store, 'VOLUNTEER');
      const res = await api.patch<SignInData['account']>('/auth/me', { name: '  Ada L. ' }, { headers: staff.headers });
      expect([res.status, res.body.data.name]).toEqual([200, 'Ada L.']);
      expect(restAccount.safeParse(res.body.data).success).toBe(true);
    });

    it('when the password is changed with the right current one, then the other sessions end and the new one signs in', async () => {
      const staff = await signedInStaff(store, 'LIBRARIAN');
      const other = await signIn(api, staff.email, staff.password);
      const newPassword = goodPassword();
      const wrong = await api.post(
        '/auth/password',
        { currentPassword: 'not it at all', newPassword },
        { headers: staff.headers },
      );
      expect([wrong.status, wrong.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
      const res = await api.post(
        '/auth/password',
        { currentPassword: staff.password, newPassword },
        { headers: staff.headers },
      );
      expect(res.status).toBe(200);
      expect((await api.get('/auth/me', { headers: bearer(other.body.data.token) })).status).toBe(401);
      expect((await api.get('/auth/me', { headers: staff.headers })).status).toBe(200);
      expect((await signIn(api, staff.email, newPassword)).status).toBe(200);
    });
  });
});
