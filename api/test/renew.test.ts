/**
 * Renewals over HTTP: `POST /loans/:id/renew` moves the due date by the loan period from
 * the later of the due date and the library's today (never more than a year ahead), within the renewals per loan and while nobody waits
 * for the book; refusals in the design's order; staff renew any loan, a member only their own.
 */
import {
  LOAN_RULE_DEFAULTS,
  MEMBER_MESSAGES,
  addDays,
  type ActivityQuery,
  type BookJson,
  type BorrowJson,
  type LoanJson,
  type LoanRules,
} from '../src/contract';
import type { Store } from '../src/store';
import { TARGETS, startApiWithStore, systemActor, type Api } from './helpers';
import { signedInStaff, type SignedInStaff } from './support/auth';
import { addMember, signedInMember, type SignedInMember } from './support/hold-members';

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000abcd';

describe.each(TARGETS)('renewals on %s', (target) => {
  let api: Api;
  let store: Store;
  let volunteer: SignedInStaff;
  let librarian: SignedInStaff;
  let day = '2031-03-01';
  beforeAll(async () => {
    ({ api, store } = await startApiWithStore(target, { today: () => day }));
    await signedInStaff(store, 'ADMIN');
    volunteer = await signedInStaff(store, 'VOLUNTEER');
    librarian = await signedInStaff(store, 'LIBRARIAN');
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(async () => {
    day = '2031-03-01';
    await rules({});
  });

  const rules = (changes: Partial<LoanRules>) =>
    store.updateLoanRules({ ...LOAN_RULE_DEFAULTS, ...changes }, systemActor);
  const book = (copies = 3) => api.book({ title: 'Renewed Book', copies }, librarian.headers);
  const lend = async (bookId: string, body: Record<string, unknown>): Promise<BorrowJson> => {
    const res = await api.post<BorrowJson>(
      '/borrow',
      { book: bookId, quantity: 1, dueDate: addDays(day, 7), ...body },
      { headers: volunteer.headers },
    );
    if (res.status !== 201) throw new Error(`borrowing answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const renew = (id: string, headers = volunteer.headers) =>
    api.post<LoanJson>(`/loans/${id}/renew`, undefined, { headers });

  it('when staff renew a loan, then it is due the loan period after its due date, with one renewal more and one fewer left', async () => {
    await rules({ loanDays: 14 });
    const alex = await addMember(store, { name: 'Alex Kim' });
    const loan = await lend((await book()).id, { member: alex.cardNumber });
    day = '2031-03-05';
    const res = await renew(loan.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Loan renewed successfully');
    expect(res.body.data).toMatchObject({
      _id: loan.id,
      dueDate: '2031-03-22',
      renewals: 1,
      renewalsLeft: LOAN_RULE_DEFAULTS.renewalsPerLoan - 1,
      member: { _id: alex.id, name: 'Alex Kim', cardNumber: alex.cardNumber },
      returnedAt: null,
      overdue: false,
    });
    const listed = await api.get<LoanJson[]>(`/loans?member=${alex.id}`, { headers: volunteer.headers });
    expect(listed.body.data[0]).toMatchObject({ dueDate: '2031-03-22', renewals: 1 });
  });

  it('when a loan is renewed before its due date, then it is due the loan period after that due date', async () => {
    await rules({ loanDays: 21 });
    const alex = await addMember(store, { name: 'Alex Early' });
    day = '2031-12-01';
    const loan = await lend((await book()).id, { member: alex.cardNumber, dueDate: '2031-12-22' });
    const res = await renew(loan.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ dueDate: '2032-01-12', renewals: 1 });
    const again = await renew(loan.id);
    expect(again.body.data).toMatchObject({ dueDate: '2032-02-02', renewals: 2 });
  });

  it('when a member renews their own loan early, then it is due the loan period after its due date', async () => {
    await rules({ loanDays: 14 });
    const mia = await signedInMember(api, store, 'Mia Early');
    day = '2031-12-01';
    const loan = await lend((await book()).id, { member: mia.member.cardNumber, dueDate: '2031-12-08' });
    const res = await renew(loan.id, mia.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ dueDate: '2031-12-22', renewals: 1 });
  });

  it('when the loan is due later than today + the loan period, then a renewal still adds the loan period, up to a year from today', async () => {
    await rules({ loanDays: 7 });
    // A librarian may lend beyond the loan period (a volunteer may not: api/test/due-dates.test.ts).
    const longer = { book: (await book()).id, quantity: 1, borrower: 'Card 12', dueDate: '2031-06-01' };
    const loan = (await api.post<BorrowJson>('/borrow', longer, { headers: librarian.headers })).body.data;
    const res = await renew(loan.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ dueDate: '2031-06-08', renewals: 1, borrower: 'Card 12', member: null });
    const yearAway = { ...longer, dueDate: '2032-02-27' };
    const far = (await api.post<BorrowJson>('/borrow', yearAway, { headers: librarian.headers })).body.data;
    expect((await renew(far.id)).body.data.dueDate).toBe('2032-03-01');
  });

  it('when an overdue loan is renewed, then it is no longer overdue', async () => {
    const loan = await lend((await book()).id, {});
    day = '2031-04-01';
    const before = await api.get<LoanJson[]>('/loans?status=overdue', { headers: volunteer.headers });
    expect(before.body.data.map((l) => l.id)).toContain(loan.id);
    const res = await renew(loan.id);
    expect(res.body.data).toMatchObject({
      dueDate: addDays('2031-04-01', LOAN_RULE_DEFAULTS.loanDays),
      overdue: false,
    });
  });

  it('when the renewals run out, then 409 RENEWAL_LIMIT; with none allowed, the message says so', async () => {
    await rules({ renewalsPerLoan: 1 });
    const loan = await lend((await book()).id, {});
    const first = await renew(loan.id);
    expect(first.body.data.renewalsLeft).toBe(0);
    const second = await renew(loan.id);
    expect(second.status).toBe(409);
    expect(second.body.error?.code).toBe('RENEWAL_LIMIT');
    expect(second.body.message).toBe(MEMBER_MESSAGES.renewalLimit(1));
    await rules({ renewalsPerLoan: 0 });
    const other = await lend((await book()).id, {});
    const none = await renew(other.id);
    expect(none.body.error?.code).toBe('RENEWAL_LIMIT');
    expect(none.body.message).toBe('Loans cannot be renewed');
  });

  it('when someone waits for the book, then 409 ON_HOLD, before the renewal limit; a returned loan is ALREADY_RETURNED first', async () => {
    await rules({ renewalsPerLoan: 1 });
    const [alex, sam] = [await addMember(store), await addMember(store)];
    const held = await book(2);
    const limited = await lend(held.id, { member: alex.cardNumber });
    expect((await renew(limited.id)).status).toBe(200);
    const returned = await lend(held.id, {});
    expect((await api.post(`/loans/${returned.id}/return`, undefined, { headers: volunteer.headers })).status).toBe(
      200,
    );
    await lend(held.id, {});
    const hold = await api.post('/holds', { book: held.id, member: sam.cardNumber }, { headers: volunteer.headers });
    expect(hold.status).toBe(201);
    const onHold = await renew(limited.id);
    expect(onHold.status).toBe(409);
    expect(onHold.body.error?.code).toBe('ON_HOLD');
    expect(onHold.body.message).toBe(MEMBER_MESSAGES.onHold);
    const again = await renew(returned.id);
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('ALREADY_RETURNED');
  });

  it('when the loan does not exist or the id is not one, then 404 LOAN_NOT_FOUND or 400', async () => {
    const none = await renew(UNKNOWN_ID);
    expect(none.status).toBe(404);
    expect(none.body.error?.code).toBe('LOAN_NOT_FOUND');
    expect((await renew('not-an-id')).status).toBe(400);
  });

  it('when a loan is renewed, then the log says loan.renewed with the new due date, no name', async () => {
    const alex = await addMember(store, { name: 'Alexandra Secret' });
    const loan = await lend((await book()).id, { member: alex.cardNumber });
    await renew(loan.id);
    const query: ActivityQuery = { page: 1, limit: 10, targetKind: 'loan', targetId: loan.id };
    const entries = (await store.listActivity(query)).entries;
    expect(entries.map((e) => [e.action, e.targetLabel])).toEqual([
      ['loan.renewed', 'Renewed Book'],
      ['loan.created', 'Renewed Book'],
    ]);
    expect(entries[0]?.details).toMatchObject({ dueDate: addDays(day, 7 + LOAN_RULE_DEFAULTS.loanDays) });
    expect(JSON.stringify(entries)).not.toContain('Alexandra');
  });

  describe('a member', () => {
    let sam: SignedInMember;
    let alex: SignedInMember;
    beforeAll(async () => {
      sam = await signedInMember(api, store, 'Sam Reader');
      alex = await signedInMember(api, store, 'Alex Reader');
    });

    it('when a member renews their own loan, then 200; another member’s loan or a free-text loan is 404', async () => {
      const lent = await book();
      const own = await lend(lent.id, { member: sam.member.cardNumber });
      const others = await lend(lent.id, { member: alex.member.cardNumber });
      const freeText = await lend(lent.id, { borrower: 'Card 3' });
      const mine = await renew(own.id, sam.headers);
      expect(mine.status).toBe(200);
      expect(mine.body.data.renewals).toBe(1);
      for (const id of [others.id, freeText.id]) {
        const refused = await renew(id, sam.headers);
        expect(refused.status).toBe(404);
        expect(refused.body.error?.code).toBe('LOAN_NOT_FOUND');
      }
      const untouched = await api.get<LoanJson[]>(`/loans?member=${alex.member.id}`, { headers: volunteer.headers });
      expect(untouched.body.data.map((l) => l.renewals)).toEqual([0]);
    });

    it('when a member asks for the loans list or to lend, then 403: they see nothing of others', async () => {
      expect((await api.get('/loans', { headers: sam.headers })).status).toBe(403);
      const lent: BookJson = await book();
      const borrow = await api.post(
        '/borrow',
        { book: lent.id, quantity: 1, dueDate: addDays(day, 3), member: sam.member.cardNumber },
        { headers: sam.headers },
      );
      expect(borrow.status).toBe(403);
    });

    it('when nobody is signed in, then renewing is 401', async () => {
      const loan = await lend((await book()).id, {});
      expect((await renew(loan.id, {})).status).toBe(401);
    });
  });
});
