import {
  ACCOUNT_LIMITS,
  API_TOKEN_PREFIX,
  AUTH_MESSAGES,
  STAFF_MESSAGES,
  type ActivityQuery,
  type ApiTokenJson,
  type CreatedApiTokenJson,
  restApiTokens,
  restCreatedApiToken,
} from '../src/contract';
import type { Store } from '../src/store';
import { TARGETS, bookInput, isoDate, startApiWithStore, systemActor, type Api } from './helpers';
import { bearer, signedInStaff, type SignedInStaff } from './support/auth';

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000cafe';

describe.each(TARGETS)('API tokens on %s', (target) => {
  let api: Api;
  let store: Store;
  let admin: SignedInStaff;
  let librarian: SignedInStaff;
  beforeAll(async () => {
    ({ api, store } = await startApiWithStore(target));
    admin = await signedInStaff(store, 'ADMIN', { name: 'Tess Admin' });
    librarian = await signedInStaff(store, 'LIBRARIAN');
  });
  afterAll(async () => {
    await api.close();
  });

  const create = (body: Record<string, unknown>, headers = admin.headers) =>
    api.post<CreatedApiTokenJson>('/tokens', body, { headers });

  it('when an admin creates a token, then 201 with the token and its secret once; the list shows it without the secret', async () => {
    const res = await create({ name: ' Catalogue sync ', role: 'librarian' });
    expect(res.status).toBe(201);
    expect(restCreatedApiToken.safeParse(res.body.data).success).toBe(true);
    const { token, secret } = res.body.data;
    expect(token).toEqual({
      id: expect.any(String) as unknown,
      name: 'Catalogue sync',
      role: 'LIBRARIAN',
      createdBy: 'Tess Admin',
      createdAt: expect.any(String) as unknown,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(secret.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(secret.length).toBeGreaterThanOrEqual(API_TOKEN_PREFIX.length + 43);

    const listed = await api.get<ApiTokenJson[]>('/tokens', { headers: admin.headers });
    expect(listed.status).toBe(200);
    expect(restApiTokens.safeParse(listed.body.data).success).toBe(true);
    expect(listed.body.data.find((t) => t.id === token.id)).toEqual(token);
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice(API_TOKEN_PREFIX.length));
  });

  it('when a token acts, then it has its role (403 beyond it), its use is shown, and its changes are logged under its name', async () => {
    const { token, secret } = (await create({ name: 'Front desk kiosk', role: 'VOLUNTEER' })).body.data;
    expect((await api.get('/loans', { headers: bearer(secret) })).status).toBe(200);
    expect((await api.post('/books', {}, { headers: bearer(secret) })).status).toBe(403);
    const book = await store.createBook(bookInput({ title: 'Kiosk loan', genre: 'FICTION', copies: 2 }), systemActor);
    const lent = await api.post<{ id: string }>(
      '/borrow',
      { book: book.id, quantity: 1, dueDate: isoDate(7) },
      { headers: bearer(secret) },
    );
    expect(lent.status).toBe(201);
    const query: ActivityQuery = { page: 1, limit: 5, targetKind: 'loan', targetId: lent.body.data.id };
    expect((await store.listActivity(query)).entries.map((e) => [e.actorKind, e.actorId, e.actorName])).toEqual([
      ['token', token.id, 'Front desk kiosk'],
    ]);
    const listed = (await api.get<ApiTokenJson[]>('/tokens', { headers: admin.headers })).body.data;
    expect(listed.find((t) => t.id === token.id)?.lastUsedAt).not.toBeNull();
  });

  it('when an admin revokes a token, then it no longer works, stays listed as revoked, and revoking again changes nothing', async () => {
    const { token, secret } = (await create({ name: 'Old script', role: 'ADMIN' })).body.data;
    const revoked = await api.del<ApiTokenJson>(`/tokens/${token.id}`, { headers: admin.headers });
    expect([revoked.status, revoked.body.data.id]).toEqual([200, token.id]);
    expect(revoked.body.data.revokedAt).not.toBeNull();
    const refused = await api.get('/books', { headers: bearer(secret) });
    expect([refused.status, refused.body.error?.code, refused.body.message]).toEqual([
      401,
      'UNAUTHENTICATED',
      AUTH_MESSAGES.sessionEnded,
    ]);
    const again = await api.del<ApiTokenJson>(`/tokens/${token.id}`, { headers: admin.headers });
    expect(again.body.data.revokedAt).toBe(revoked.body.data.revokedAt);
    const query: ActivityQuery = { page: 1, limit: 10, targetKind: 'token', targetId: token.id };
    expect((await store.listActivity(query)).entries.map((e) => [e.action, e.actorName])).toEqual([
      ['token.revoked', 'Tess Admin'],
      ['token.created', 'Tess Admin'],
    ]);
  });

  it('when a token is made by a token, then its creator is null (no account made it)', async () => {
    const robot = await store.createApiToken({ name: 'Admin robot', role: 'ADMIN' }, systemActor);
    const res = await create({ name: 'Made by a robot', role: 'VOLUNTEER' }, bearer(robot.secret));
    expect([res.status, res.body.data.token.createdBy]).toEqual([201, null]);
  });

  it.each([
    ['name', { name: ' ' }, AUTH_MESSAGES.nameRequired],
    ['name', { name: 'n'.repeat(ACCOUNT_LIMITS.maxTokenName + 1) }, STAFF_MESSAGES.tokenNameTooLong],
    ['role', { role: 'ROOT' }, STAFF_MESSAGES.roleInvalid],
    ['role', { role: undefined }, 'Role is required'],
  ])('when the %s is %p, then 400 saying so', async (field, fields, message) => {
    const res = await create({ name: 'N', role: 'ADMIN', ...fields });
    expect([res.status, res.body.error?.errors?.[field]?.message]).toEqual([400, message]);
  });

  it('when a token is unknown or its id is not one, then 404 NOT_FOUND or 400 INVALID_ID', async () => {
    const unknown = await api.del(`/tokens/${UNKNOWN_ID}`, { headers: admin.headers });
    expect([unknown.status, unknown.body.error?.code, unknown.body.message]).toEqual([
      404,
      'NOT_FOUND',
      STAFF_MESSAGES.tokenNotFound,
    ]);
    expect((await api.del('/tokens/nope', { headers: admin.headers })).body.error?.code).toBe('INVALID_ID');
  });

  it.each([
    ['GET', '/tokens'],
    ['POST', '/tokens'],
    ['DELETE', `/tokens/${UNKNOWN_ID}`],
  ])('when %s %s is asked signed out or by a librarian, then 401 or 403', async (method, path) => {
    const ask = (headers: Record<string, string>) =>
      method === 'GET'
        ? api.get(path, { headers })
        : method === 'POST'
          ? api.post(path, {}, { headers })
          : api.del(path, { headers });
    expect([(await ask({})).status, (await ask(librarian.headers)).status]).toEqual([401, 403]);
  });
});
