/**
 * An API token follows the person who made it: it acts with the lower of its role and its maker's
 * role now, answers 401 while its maker is disabled (and works again once they are enabled), and a
 * reset of its maker revokes it. `/staff` says how many live tokens each person made.
 */
import type { ActivityEntryJson, CreatedApiTokenJson, StaffAccountJson } from '../src/contract';
import type { Store } from '../src/store';
import { TARGETS, startApiWithStore, type Api } from './helpers';
import { bearer, signedInStaff, type SignedInStaff } from './support/auth';

describe.each(TARGETS)('API tokens follow their maker on %s', (target) => {
  let api: Api;
  let store: Store;
  /** The admin who changes the others (never changed). */
  let boss: SignedInStaff;
  beforeAll(async () => {
    ({ api, store } = await startApiWithStore(target));
    boss = await signedInStaff(store, 'ADMIN', { name: 'Boss Admin' });
  });
  afterAll(async () => {
    await api.close();
  });

  /** A new admin, signed in, and an ADMIN token they made (its secret). */
  async function adminWithToken(name: string): Promise<{ maker: SignedInStaff; secret: string }> {
    const maker = await signedInStaff(store, 'ADMIN', { name });
    const made = await api.post<CreatedApiTokenJson>(
      '/tokens',
      { name: `${name}'s sync`, role: 'ADMIN' },
      { headers: maker.headers },
    );
    expect(made.status).toBe(201);
    return { maker, secret: made.body.data.secret };
  }

  const patchStaff = async (id: string, body: Record<string, unknown>) => {
    const res = await api.patch<StaffAccountJson>(`/staff/${id}`, body, { headers: boss.headers });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const mint = (secret: string) =>
    api.post<CreatedApiTokenJson>('/tokens', { name: 'Minted', role: 'ADMIN' }, { headers: bearer(secret) });
  const staffEntry = async (id: string) =>
    (await api.get<StaffAccountJson[]>('/staff', { headers: boss.headers })).body.data.find((row) => row.id === id);

  it('when the admin who made an ADMIN token is disabled, then the token answers 401 (no staff list, no new token); enabled again, it works', async () => {
    const { maker, secret } = await adminWithToken('Ada Maker');
    expect((await api.get('/staff', { headers: bearer(secret) })).status).toBe(200);

    expect((await patchStaff(maker.account.id, { status: 'disabled' })).activeTokenCount).toBe(1);
    expect((await api.get('/staff', { headers: bearer(secret) })).status).toBe(401);
    expect((await mint(secret)).status).toBe(401);
    expect((await api.get('/books', { headers: bearer(secret) })).status).toBe(401);

    await patchStaff(maker.account.id, { status: 'active' });
    expect((await api.get('/staff', { headers: bearer(secret) })).status).toBe(200);
  });

  it('when the maker of an ADMIN token is demoted to librarian, then the token acts as a librarian; disabled and enabled again, still as one', async () => {
    const { maker, secret } = await adminWithToken('Grace Maker');
    await patchStaff(maker.account.id, { role: 'LIBRARIAN' });
    expect((await api.get('/staff', { headers: bearer(secret) })).status).toBe(403);
    expect((await mint(secret)).status).toBe(403);
    expect((await api.get('/members', { headers: bearer(secret) })).status).toBe(200);
    expect((await api.post('/books', {}, { headers: bearer(secret) })).status).toBe(400);

    await patchStaff(maker.account.id, { status: 'disabled' });
    expect((await api.get('/members', { headers: bearer(secret) })).status).toBe(401);
    await patchStaff(maker.account.id, { status: 'active' });
    expect((await api.get('/members', { headers: bearer(secret) })).status).toBe(200);
    expect((await api.get('/staff', { headers: bearer(secret) })).status).toBe(403);

    // Made an admin again, the token is one again: it never holds more than its own role.
    await patchStaff(maker.account.id, { role: 'ADMIN' });
    expect((await api.get('/staff', { headers: bearer(secret) })).status).toBe(200);
  });

  it('when a token makes a token, then the new one follows the same person', async () => {
    const { maker, secret } = await adminWithToken('Lin Maker');
    const minted = await mint(secret);
    expect(minted.status).toBe(201);
    expect(minted.body.data.token.createdBy).toBe('Lin Maker');
    expect((await staffEntry(maker.account.id))?.activeTokenCount).toBe(2);
    await patchStaff(maker.account.id, { status: 'disabled' });
    expect((await api.get('/loans', { headers: bearer(minted.body.data.secret) })).status).toBe(401);
  });

  it('when the maker is reset, then their tokens are revoked for good (logged), and /staff counts none', async () => {
    const { maker, secret } = await adminWithToken('Kim Maker');
    expect((await staffEntry(maker.account.id))?.activeTokenCount).toBe(1);
    const reset = await api.post<{ account: StaffAccountJson; token: string }>(
      `/staff/${maker.account.id}/invitation`,
      {},
      { headers: boss.headers },
    );
    expect(reset.status).toBe(201);
    expect(reset.body.data.account.activeTokenCount).toBe(0);
    expect((await api.get('/loans', { headers: bearer(secret) })).status).toBe(401);
    expect((await staffEntry(maker.account.id))?.activeTokenCount).toBe(0);

    // Back in with the new invitation, the old token stays revoked.
    const accepted = await api.post(`/auth/invitations/${reset.body.data.token}`, { password: 'A-new-password-42' });
    expect(accepted.status).toBe(200);
    expect((await api.get('/loans', { headers: bearer(secret) })).status).toBe(401);
    const log = await api.get<ActivityEntryJson[]>('/activity?action=token.revoked&limit=100', {
      headers: boss.headers,
    });
    expect(log.body.data.map((entry) => entry.targetLabel)).toContain("Kim Maker's sync");
  });
});
