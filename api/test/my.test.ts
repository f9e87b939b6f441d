/**
 * A member's own page over HTTP: `GET /my` (details, loans out soonest due first, active
 * holds, loans left), `PATCH /my` (keep history), `GET /my/history` and `GET /my/export` (a JSON
 * file); only for a signed-in member, about themself (403 for staff who are no member, 401 for nobody).
 */
import {
  LOAN_RULE_DEFAULTS,
  MEMBER_MESSAGES,
  MY_EXPORT_FILENAME,
  addDays,
  restMy,
  restMyExport,
  type BorrowJson,
  type HoldJson,
  type LoanJson,
  type MyExportJson,
  type MyJson,
} from '../src/contract';
import type { Store } from '../src/store';
import { TARGETS, startApiWithStore, systemActor, type Api } from './helpers';
import { signedInStaff, type SignedInStaff } from './support/auth';
import { signedInMember, type SignedInMember } from './support/hold-members';

describe.each(TARGETS)('a member’s own page on %s', (target) => {
  let api: Api;
  let store: Store;
  let volunteer: SignedInStaff;
  let librarian: SignedInStaff;
  let sam: SignedInMember;
  let alex: SignedInMember;
  const day = '2031-05-10';
  beforeAll(async () => {
    ({ api, store } = await startApiWithStore(target, { today: () => day }));
    await signedInStaff(store, 'ADMIN');
    volunteer = await signedInStaff(store, 'VOLUNTEER');
    librarian = await signedInStaff(store, 'LIBRARIAN');
    sam = await signedInMember(api, store, 'Sam Reader');
    alex = await signedInMember(api, store, 'Alex Reader');
  });
  afterAll(async () => {
    await api.close();
  });

  const book = (title: string, copies = 2) => api.book({ title, copies }, librarian.headers);
  const lend = async (bookId: string, member: string, dueIn: number, quantity = 1): Promise<BorrowJson> => {
    const res = await api.post<BorrowJson>(
      '/borrow',
      { book: bookId, quantity, dueDate: addDays(day, dueIn), member },
      { headers: volunteer.headers },
    );
    if (res.status !== 201) throw new Error(`borrowing answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const giveBack = (id: string) => api.post(`/loans/${id}/return`, undefined, { headers: volunteer.headers });

  it('when a member opens their page, then it has their details, their loans soonest due first, their holds and loans left', async () => {
    const [later, sooner, wanted] = [await book('Later'), await book('Sooner'), await book('Wanted', 0)];
    await lend(later.id, sam.member.cardNumber, 20, 2);
    await lend(sooner.id, sam.member.cardNumber, 3);
    await lend(sooner.id, alex.member.cardNumber, 1);
    const hold = await api.post<HoldJson>('/holds', { book: wanted.id }, { headers: sam.headers });
    expect(hold.status).toBe(201);

    const res = await api.get<MyJson>('/my', { headers: sam.headers });
    expect(res.status).toBe(200);
    expect(restMy.safeParse(res.body.data).success).toBe(true);
    expect(res.body.data.member).toEqual({
      cardNumber: sam.member.cardNumber,
      name: 'Sam Reader',
      email: sam.member.email,
      phone: null,
      status: 'active',
      blockedReason: null,
      keepHistory: false,
      loansLeft: LOAN_RULE_DEFAULTS.loansPerMember - 3,
    });
    expect(res.body.data.loans.map((l) => [l.book.title, l.dueDate, l.renewalsLeft])).toEqual([
      ['Sooner', addDays(day, 3), LOAN_RULE_DEFAULTS.renewalsPerLoan],
      ['Later', addDays(day, 20), LOAN_RULE_DEFAULTS.renewalsPerLoan],
    ]);
    expect(res.body.data.holds.map((h) => [h.book.title, h.status, h.position])).toEqual([['Wanted', 'waiting', 1]]);
    expect(JSON.stringify(res.body.data)).not.toContain('Alex Reader');
  });

  it('when a member is blocked, then their page still opens and says why', async () => {
    const kim = await signedInMember(api, store, 'Kim Blocked');
    await store.blockMember(kim.member.id, 'books overdue', systemActor);
    const res = await api.get<MyJson>('/my', { headers: kim.headers });
    expect(res.status).toBe(200);
    expect(res.body.data.member).toMatchObject({ status: 'blocked', blockedReason: 'books overdue' });
  });

  it('when staff who are no member or nobody ask for /my, then 403 notAMember or 401', async () => {
    for (const path of ['/my', '/my/history', '/my/export']) {
      const staff = await api.get(path, { headers: volunteer.headers });
      expect(staff.status).toBe(403);
      expect(staff.body.error?.code).toBe('FORBIDDEN');
      expect(staff.body.message).toBe(MEMBER_MESSAGES.notAMember);
      expect((await api.get(path)).status).toBe(401);
    }
    const patch = await api.patch('/my', { keepHistory: true }, { headers: volunteer.headers });
    expect(patch.status).toBe(403);
  });

  it('when a member turns keep history on, then their page says so; a value that is no boolean is 400', async () => {
    const kim = await signedInMember(api, store, 'Kim Keeper');
    const on = await api.patch<MyJson>('/my', { keepHistory: true }, { headers: kim.headers });
    expect(on.status).toBe(200);
    expect(on.body.data.member.keepHistory).toBe(true);
    expect((await api.get<MyJson>('/my', { headers: kim.headers })).body.data.member.keepHistory).toBe(true);
    const bad = await api.patch('/my', { keepHistory: 'maybe' }, { headers: kim.headers });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.errors?.keepHistory.message).toBe('Keep history must be true or false');
    const off = await api.patch<MyJson>('/my', { keepHistory: false }, { headers: kim.headers });
    expect(off.body.data.member.keepHistory).toBe(false);
  });

  it('when a member has returned loans, then their history lists them newest first, paged, and never another’s', async () => {
    const kim = await signedInMember(api, store, 'Kim History');
    const lent = await book('Read Before', 5);
    const first = await lend(lent.id, kim.member.cardNumber, 5);
    const second = await lend(lent.id, kim.member.cardNumber, 5);
    await lend(lent.id, kim.member.cardNumber, 5);
    const others = await lend(lent.id, alex.member.cardNumber, 5);
    for (const loan of [first, second, others]) expect((await giveBack(loan.id)).status).toBe(200);
    const page = await api.get<LoanJson[]>('/my/history?limit=1', { headers: kim.headers });
    expect(page.status).toBe(200);
    expect(page.body.data.map((l) => l.id)).toEqual([second.id]);
    expect(page.body.meta).toMatchObject({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect(page.body.data[0]).toMatchObject({ renewalsLeft: 0, member: { _id: kim.member.id } });
  });

  it('when a member downloads their data, then a JSON file has their details, every loan and every hold', async () => {
    const kim = await signedInMember(api, store, 'Kim Export');
    const [lent, wanted] = [await book('Exported', 3), await book('Held', 0)];
    const out = await lend(lent.id, kim.member.cardNumber, 4);
    const back = await lend(lent.id, kim.member.cardNumber, 4);
    await giveBack(back.id);
    const hold = (await api.post<HoldJson>('/holds', { book: wanted.id }, { headers: kim.headers })).body.data;
    await api.post(`/holds/${hold.id}/cancel`, undefined, { headers: kim.headers });

    const res = await fetch(`${api.url}/my/export`, { headers: kim.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${MY_EXPORT_FILENAME}"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const file = (await res.json()) as MyExportJson;
    expect(restMyExport.safeParse(file).success).toBe(true);
    expect(file.member).toMatchObject({
      cardNumber: kim.member.cardNumber,
      name: 'Kim Export',
      email: kim.member.email,
    });
    expect(file.member).not.toHaveProperty('notes');
    expect(file.loans.map((l) => [l.id, l.returnedAt === null])).toEqual([
      [back.id, false],
      [out.id, true],
    ]);
    expect(file.holds.map((h) => [h.id, h.status])).toEqual([[hold.id, 'cancelled']]);
  });
});
