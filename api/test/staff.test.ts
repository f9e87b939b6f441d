import {
  ACCOUNT_LIMITS,
  AUTH_MESSAGES,
  INVITATION_DAYS,
  STAFF_MESSAGES,
  type ActivityQuery,
  type InvitationJson,
  type StaffAccountJson,
  type StaffRole,
  restInvitation,
  restStaffAccounts,
} from '../src/contract';
import { hashSecret } from '../src/access/secrets';
import type { Store } from '../src/store';
import { TARGETS, TEST_DATABASE_URL, call, startApiWithStore, systemActor, type Api } from './helpers';
import { apiSuite } from './support/suite';
import { DAY, bearer, goodPassword, signIn, signedInStaff, uniqueEmail, type SignedInStaff } from './support/auth';

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000f00d';

/** The log's actions about an account, newest first. */
async function actionsAbout(store: Store, accountId: string): Promise<{ action: string; details: unknown }[]> {
  const query: ActivityQuery = { page: 1, limit: 100, targetKind: 'account', targetId: accountId };
  return (await store.listActivity(query)).entries.map((e) => ({ action: e.action, details: e.details }));
}

describe.each(TARGETS)('staff accounts on %s', (target) => {
  let api: Api;
  let store: Store;
  let admin: SignedInStaff;
  let librarian: SignedInStaff;
  let volunteer: SignedInStaff;
  beforeAll(async () => {
    ({ api, store } = await startApiWithStore(target));
    admin = await signedInStaff(store, 'ADMIN', { name: 'Ada Admin' });
    librarian = await signedInStaff(store, 'LIBRARIAN');
    volunteer = await signedInStaff(store, 'VOLUNTEER');
  });
  afterAll(async () => {
    await api.close();
  });

  const invite = (fields: { name?: string; email?: string; role?: StaffRole }) =>
    api.post<InvitationJson>(
      '/staff',
      { name: 'New Person', email: uniqueEmail('new'), role: 'VOLUNTEER', ...fields },
      { headers: admin.headers },
    );
  const patch = (id: string, body: Record<string, unknown>, headers = admin.headers) =>
    call<StaffAccountJson>(api.url, 'PATCH', `/staff/${id}`, body, { headers });

  describe('who may', () => {
    it.each([
      ['GET', '/staff'],
      ['POST', '/staff'],
      ['PATCH', `/staff/${UNKNOWN_ID}`],
      ['POST', `/staff/${UNKNOWN_ID}/invitation`],
    ])(
      'when %s %s is asked signed out, by a volunteer, a librarian or a librarian API token, then 401 or 403; an admin gets through',
      async (method, path) => {
        const token = await store.createApiToken({ name: 'Librarian robot', role: 'LIBRARIAN' }, systemActor);
        const ask = (headers: Record<string, string>) =>
          call(api.url, method, path, method === 'GET' ? undefined : {}, { headers });
        const codes = [
          await ask({}),
          await ask(volunteer.headers),
          await ask(librarian.headers),
          await ask(bearer(token.secret)),
        ].map((res) => [res.status, res.body.error?.code, res.body.message]);
        expect(codes).toEqual([
          [401, 'UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated],
          [403, 'FORBIDDEN', AUTH_MESSAGES.forbidden],
          [403, 'FORBIDDEN', AUTH_MESSAGES.forbidden],
          [403, 'FORBIDDEN', AUTH_MESSAGES.forbidden],
        ]);
        expect([200, 201, 400, 404]).toContain((await ask(admin.headers)).status);
      },
    );
  });

  describe('POST /api/staff', () => {
    it('when an admin adds a person, then 201 with the invited account and a one-time token valid INVITATION_DAYS, stored only hashed', async () => {
      const email = uniqueEmail('Invited');
      const res = await invite({ name: '  Iris Invited ', email: `  ${email} `, role: 'LIBRARIAN' });
      expect(res.status).toBe(201);
      expect(restInvitation.safeParse(res.body.data).success).toBe(true);
      const { account, token, expiresAt } = res.body.data;
      expect(account).toEqual({
        id: expect.any(String) as unknown,
        email,
        name: 'Iris Invited',
        role: 'LIBRARIAN',
        status: 'invited',
        lastSignInAt: null,
        createdAt: expect.any(String) as unknown,
        activeTokenCount: 0,
        passwordSignInLocked: false,
      });
      expect(token.length).toBeGreaterThanOrEqual(22);
      const days = (Date.parse(expiresAt) - Date.parse(account.createdAt)) / DAY;
      expect(days).toBeCloseTo(INVITATION_DAYS, 2);
      const stored = await store.accountById(account.id);
      expect(stored?.invitationHash).toBe(hashSecret(token));
      expect(stored?.passwordHash).toBeNull();

      const opened = await api.get<{ email: string; name: string }>(`/auth/invitations/${token}`);
      expect([opened.status, opened.body.data.email]).toEqual([200, email]);
      expect(await actionsAbout(store, account.id)).toEqual([
        { action: 'staff.created', details: { role: 'LIBRARIAN' } },
      ]);
    });

    it('when the email is taken (in another case, with spaces), then 409 DUPLICATE_EMAIL and no account is added', async () => {
      const email = uniqueEmail('taken');
      expect((await invite({ email })).status).toBe(201);
      const before = (await api.get<StaffAccountJson[]>('/staff', { headers: admin.headers })).body.data.length;
      const res = await invite({ email: ` ${email.toUpperCase()} ` });
      expect([res.status, res.body.error?.code, res.body.message]).toEqual([
        409,
        'DUPLICATE_EMAIL',
        AUTH_MESSAGES.emailTaken,
      ]);
      expect((await api.get<StaffAccountJson[]>('/staff', { headers: admin.headers })).body.data).toHaveLength(before);
    });

    it.each([
      ['name', { name: '   ' }, AUTH_MESSAGES.nameRequired],
      ['name', { name: 'x'.repeat(ACCOUNT_LIMITS.maxName + 1) }, STAFF_MESSAGES.nameTooLong],
      ['email', { email: 'not an email' }, AUTH_MESSAGES.emailInvalid],
      ['email', { email: `${'x'.repeat(ACCOUNT_LIMITS.maxEmail)}@a.test` }, AUTH_MESSAGES.emailInvalid],
      ['role', { role: 'OWNER' }, STAFF_MESSAGES.roleInvalid],
    ])('when the %s is %p, then 400 saying so', async (field, fields, message) => {
      const res = await api.post(
        '/staff',
        { name: 'N', email: uniqueEmail(), role: 'ADMIN', ...fields },
        { headers: admin.headers },
      );
      expect([res.status, res.body.error?.errors?.[field]?.message]).toEqual([400, message]);
    });

    it('when the role is not one, then the message names the roles as the screens do', async () => {
      const res = await api.post(
        '/staff',
        { name: 'N', email: uniqueEmail(), role: 'OWNER' },
        { headers: admin.headers },
      );
      expect(res.body.error?.errors?.['role']?.message).toBe('Role must be one of Admin, Librarian, Volunteer');
    });
  });

  describe('GET /api/staff', () => {
    it('when an admin lists the staff, then admins come first, then by role and name, each with its status', async () => {
      const res = await api.get<StaffAccountJson[]>('/staff', { headers: admin.headers });
      expect(res.status).toBe(200);
      expect(restStaffAccounts.safeParse(res.body.data).success).toBe(true);
      const roles = res.body.data.map((a) => a.role);
      expect(roles.indexOf('ADMIN')).toBe(0);
      expect(roles.lastIndexOf('ADMIN')).toBeLessThan(roles.indexOf('LIBRARIAN'));
      expect(res.body.data.find((a) => a.id === admin.account.id)).toMatchObject({
        name: 'Ada Admin',
        role: 'ADMIN',
        status: 'active',
      });
      // No password or hash, field or value (`passwordSignInLocked` is only whether sign-in stopped).
      expect(JSON.stringify(res.body.data)).not.toMatch(/hash|"password"|\$argon2/i);
    });
  });

  describe('PATCH /api/staff/:id', () => {
    it('when an admin changes a role, then the account has it and the change is in the log', async () => {
      const person = await signedInStaff(store, 'VOLUNTEER');
      const res = await patch(person.account.id, { role: 'librarian' });
      expect([res.status, res.body.data.role, res.body.data.status]).toEqual([200, 'LIBRARIAN', 'active']);
      expect((await api.post('/books', {}, { headers: person.headers })).status).toBe(400);
      expect(await actionsAbout(store, person.account.id)).toEqual([
        { action: 'staff.updated', details: { role: 'LIBRARIAN' } },
      ]);
    });

    it('when an admin disables an account, then its sessions end at once; enabled again, it signs in again', async () => {
      const person = await signedInStaff(store, 'LIBRARIAN');
      const res = await patch(person.account.id, { status: 'disabled' });
      expect([res.status, res.body.data.status]).toEqual([200, 'disabled']);
      expect((await api.get('/loans', { headers: person.headers })).status).toBe(401);
      expect((await signIn(api, person.email, person.password)).status).toBe(401);

      expect((await patch(person.account.id, { status: 'active' })).body.data.status).toBe('active');
      expect((await signIn(api, person.email, person.password)).status).toBe(200);
      expect((await actionsAbout(store, person.account.id)).map((e) => e.details)).toEqual([
        { status: 'active' },
        { status: 'disabled' },
      ]);
    });

    it('when the body is wrong or the account unknown, then 400 or 404 NOT_FOUND', async () => {
      expect((await patch(admin.account.id, { status: 'invited' })).body.error?.errors?.status.message).toBe(
        STAFF_MESSAGES.statusInvalid,
      );
      expect((await patch(admin.account.id, { role: 'KING' })).body.error?.errors?.role.message).toBe(
        STAFF_MESSAGES.roleInvalid,
      );
      const unknown = await patch(UNKNOWN_ID, { role: 'ADMIN' });
      expect([unknown.status, unknown.body.error?.code, unknown.body.message]).toEqual([
        404,
        'NOT_FOUND',
        STAFF_MESSAGES.staffNotFound,
      ]);
      expect((await patch('nope', { role: 'ADMIN' })).status).toBe(400);
    });
  });

  describe('POST /api/staff/:id/invitation', () => {
    it('when an admin resets an account, then its password and sessions end and the new invitation lets its owner in', async () => {
      const person = await signedInStaff(store, 'VOLUNTEER');
      const res = await api.post<InvitationJson>(`/staff/${person.account.id}/invitation`, undefined, {
        headers: admin.headers,
      });
      expect([res.status, res.body.data.account.status]).toEqual([201, 'invited']);
      expect((await api.get('/loans', { headers: person.headers })).status).toBe(401);
      expect((await signIn(api, person.email, person.password)).status).toBe(401);

      const password = goodPassword();
      const accepted = await api.post(`/auth/invitations/${res.body.data.token}`, { password });
      expect(accepted.status).toBe(200);
      expect((await signIn(api, person.email, password)).status).toBe(200);
      expect((await actionsAbout(store, person.account.id)).map((e) => e.action)).toEqual(['staff.reset']);
    });
  });

  describe("the staff command's changes (npm run staff: add, reset-password)", () => {
    it('when an account is added with its password, then it signs in and the log has it by the system; a taken email adds nothing', async () => {
      const email = uniqueEmail('cli');
      const password = goodPassword();
      const added = await store.addStaffAccount(
        { email, name: 'Cli Person', role: 'LIBRARIAN', password },
        systemActor,
      );
      expect([added.role, added.passwordHash === null]).toEqual(['LIBRARIAN', false]);
      expect((await signIn(api, email, password)).status).toBe(200);
      expect(await actionsAbout(store, added.id)).toEqual([
        { action: 'staff.created', details: { role: 'LIBRARIAN' } },
      ]);

      const before = (await store.listActivity({ page: 1, limit: 1, action: 'staff.created' })).total;
      await expect(
        store.addStaffAccount({ email, name: 'Again', role: 'VOLUNTEER', password: goodPassword() }, systemActor),
      ).rejects.toMatchObject({ code: 'DUPLICATE_EMAIL' });
      expect((await store.listActivity({ page: 1, limit: 1, action: 'staff.created' })).total).toBe(before);
    });

    it('when a password is reset, then the sessions end and the log says so; a refused password changes nothing', async () => {
      const person = await signedInStaff(store, 'VOLUNTEER');
      await expect(store.setStaffPassword(person.account.id, person.email, systemActor)).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
      expect((await api.get('/loans', { headers: person.headers })).status).toBe(200);
      expect(await actionsAbout(store, person.account.id)).toEqual([]);

      const password = goodPassword();
      expect(await store.setStaffPassword(person.account.id, password, systemActor)).toBe(1);
      expect((await api.get('/loans', { headers: person.headers })).status).toBe(401);
      expect((await signIn(api, person.email, password)).status).toBe(200);
      expect((await actionsAbout(store, person.account.id)).map((e) => e.action)).toEqual(['staff.reset']);
      await expect(store.setStaffPassword(UNKNOWN_ID, goodPassword(), systemActor)).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    });
  });
});

describe.each(TARGETS)('the last active admin on %s', (target) => {
  const { api, store } = apiSuite(target);

  it('when the only active admin is demoted, disabled or reset, then 409 LAST_ADMIN and nothing changes; with a second admin, it can be', async () => {
    const only = await signedInStaff(store, 'ADMIN');
    // An invited admin (no password yet) is not an active one.
    await store.createStaffAccount({ name: 'Not Yet', email: uniqueEmail(), role: 'ADMIN' }, systemActor);
    const refused = [
      await call(api.url, 'PATCH', `/staff/${only.account.id}`, { role: 'LIBRARIAN' }, { headers: only.headers }),
      await call(api.url, 'PATCH', `/staff/${only.account.id}`, { status: 'disabled' }, { headers: only.headers }),
      await call(api.url, 'POST', `/staff/${only.account.id}/invitation`, undefined, { headers: only.headers }),
    ];
    expect(refused.map((r) => [r.status, r.body.error?.code, r.body.message])).toEqual(
      refused.map(() => [409, 'LAST_ADMIN', AUTH_MESSAGES.lastAdmin]),
    );
    expect((await api.get('/staff', { headers: only.headers })).status).toBe(200);

    await signedInStaff(store, 'ADMIN');
    const demoted = await call(
      api.url,
      'PATCH',
      `/staff/${only.account.id}`,
      { role: 'LIBRARIAN' },
      { headers: only.headers },
    );
    expect(demoted.status).toBe(200);
  });
});

(TEST_DATABASE_URL ? describe : describe.skip)('the last active admin under a race on PostgreSQL', () => {
  it('when the only two active admins each demote themselves at the same time, then exactly one succeeds, every time', async () => {
    const { api, store } = await startApiWithStore('postgres');
    try {
      let survivor = await signedInStaff(store, 'ADMIN');
      for (let round = 0; round < 6; round += 1) {
        const other = await signedInStaff(store, 'ADMIN');
        const pair = [survivor, other];
        const answers = await Promise.all(
          pair.map((a) =>
            call(api.url, 'PATCH', `/staff/${a.account.id}`, { role: 'VOLUNTEER' }, { headers: a.headers }),
          ),
        );
        expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
        const kept = pair[answers.findIndex((r) => r.status === 409)];
        const staff = (await api.get<StaffAccountJson[]>('/staff', { headers: kept.headers })).body.data;
        expect(staff.filter((a) => a.role === 'ADMIN' && a.status === 'active').map((a) => a.id)).toEqual([
          kept.account.id,
        ]);
        survivor = kept;
      }
    } finally {
      await api.close();
    }
  });
});
