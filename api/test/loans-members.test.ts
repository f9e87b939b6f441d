/**
 * Loans with a member over HTTP: `POST /borrow` with `member` (card number or id), the
 * member active and within the loan limit, their ready hold taken first and other members' ready
 * copies never lent; the loans' JSON with member, renewals and renewals left; `GET /loans?member=`;
 * and, on PostgreSQL, two api processes borrowing for a member one below the limit at once.
 */
import {
  LOAN_RULE_DEFAULTS,
  MEMBER_MESSAGES,
  type ActivityQuery,
  type BookJson,
  type BorrowJson,
  type HoldJson,
  type LoanJson,
  type LoanRules,
  type MemberJson,
} from '../src/contract';

import {
  TARGETS,
  TEST_DATABASE_URL,
  call,
  isoDate,
  spawnService,
  storeLocation,
  systemActor,
  type ChildService,
} from './helpers';
import { apiSuite } from './support/suite';
import { addMember, uniqueCard } from './support/hold-members';

jest.setTimeout(120_000);

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000beef';

describe.each(TARGETS)('loans with members on %s', (target) => {
  const {
    api,
    store,
    staff: [, volunteer, librarian],
  } = apiSuite(target, 'ADMIN', 'VOLUNTEER', 'LIBRARIAN');
  beforeEach(async () => {
    await rules({});
  });

  /** Sets the loan rules: the defaults with `changes`. */
  const rules = (changes: Partial<LoanRules>) =>
    store.updateLoanRules({ ...LOAN_RULE_DEFAULTS, ...changes }, systemActor);
  const book = (fields: Partial<Record<keyof BookJson, unknown>> = {}) =>
    api.book({ title: 'Lent Book', copies: 5, ...fields }, librarian.headers);
  const borrow = (body: Record<string, unknown>) =>
    api.post<BorrowJson>('/borrow', { quantity: 1, dueDate: isoDate(21), ...body }, { headers: volunteer.headers });
  const copiesOf = async (id: string): Promise<number> =>
    (await api.get<BookJson>(`/books/${id}`, { headers: volunteer.headers })).body.data.copies;
  const loansOf = async (memberId: string, status = 'all'): Promise<LoanJson[]> =>
    (await api.get<LoanJson[]>(`/loans?member=${memberId}&status=${status}`, { headers: volunteer.headers })).body.data;

  it('when a book is lent to a member by card number or by id, then the loan names them, with renewals left', async () => {
    const alex = await addMember(store, { name: 'Alex Kim' });
    const lent = await book();
    const byCard = await borrow({ book: lent.id, member: ` ${alex.cardNumber.toLowerCase()} ` });
    expect(byCard.status).toBe(201);
    expect(byCard.body.data).toMatchObject({
      book: lent.id,
      borrower: null,
      member: { _id: alex.id, name: 'Alex Kim', cardNumber: alex.cardNumber },
      renewals: 0,
      renewalsLeft: LOAN_RULE_DEFAULTS.renewalsPerLoan,
    });
    const byId = await borrow({ book: lent.id, member: alex.id.toUpperCase(), quantity: 2 });
    expect(byId.status).toBe(201);
    expect(byId.body.data.member?._id).toBe(alex.id);
    expect(await copiesOf(lent.id)).toBe(2);
    const loans = await loansOf(alex.id);
    expect(loans.map((l) => [l.id, l.member, l.renewals, l.renewalsLeft])).toEqual([
      [byId.body.data.id, { _id: alex.id, name: 'Alex Kim', cardNumber: alex.cardNumber }, 0, 2],
      [byCard.body.data.id, { _id: alex.id, name: 'Alex Kim', cardNumber: alex.cardNumber }, 0, 2],
    ]);
  });

  it('when loans are listed by member, then only that member’s loans come, and a bad member id is 400', async () => {
    const [alex, sam] = [await addMember(store), await addMember(store)];
    const lent = await book();
    await borrow({ book: lent.id, member: alex.cardNumber });
    await borrow({ book: lent.id, member: sam.cardNumber });
    await borrow({ book: lent.id, borrower: 'Card 77' });
    expect((await loansOf(sam.id)).map((l) => l.member?._id)).toEqual([sam.id]);
    const bad = await api.get('/loans?member=not-an-id', { headers: volunteer.headers });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.errors?.member.message).toBe('member must be a valid member id');
  });

  it('when both a member and a borrower are given, then 400 on borrower; a blank member is none', async () => {
    const alex = await addMember(store);
    const lent = await book();
    const both = await borrow({ book: lent.id, member: alex.cardNumber, borrower: 'Card 1' });
    expect(both.status).toBe(400);
    expect(both.body.error?.errors?.borrower.message).toBe(MEMBER_MESSAGES.memberAndBorrower);
    const blank = await borrow({ book: lent.id, member: '  ', borrower: 'Card 1' });
    expect(blank.status).toBe(201);
    expect(blank.body.data).toMatchObject({ borrower: 'Card 1', member: null });
  });

  it('when the member names nobody, then 404 MEMBER_NOT_FOUND and no copy is taken', async () => {
    const lent = await book({ copies: 2 });
    for (const member of [uniqueCard(), UNKNOWN_ID]) {
      const res = await borrow({ book: lent.id, member });
      expect(res.status).toBe(404);
      expect(res.body.error?.code).toBe('MEMBER_NOT_FOUND');
      expect(res.body.message).toBe(MEMBER_MESSAGES.memberUnknown);
    }
    expect(await copiesOf(lent.id)).toBe(2);
  });

  it('when the member is blocked, then 409 MEMBER_BLOCKED with the reason, and nothing is lent', async () => {
    const alex = await addMember(store, { name: 'Alex Blocked' });
    await store.blockMember(alex.id, 'lost books not paid for', systemActor);
    const lent = await book({ copies: 1 });
    const res = await borrow({ book: lent.id, member: alex.cardNumber });
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('MEMBER_BLOCKED');
    expect(res.body.message).toBe(MEMBER_MESSAGES.blocked('Alex Blocked', 'lost books not paid for'));
    expect(await copiesOf(lent.id)).toBe(1);
    expect(await loansOf(alex.id)).toEqual([]);
  });

  it('when a borrow would take the member over the loan limit, then 409 LOAN_LIMIT; returned loans do not count', async () => {
    await rules({ loansPerMember: 3 });
    const alex = await addMember(store, { name: 'Alex Limit' });
    const lent = await book({ copies: 10 });
    const first = await borrow({ book: lent.id, member: alex.cardNumber, quantity: 2 });
    expect(first.status).toBe(201);
    const over = await borrow({ book: lent.id, member: alex.cardNumber, quantity: 2 });
    expect(over.status).toBe(409);
    expect(over.body.error?.code).toBe('LOAN_LIMIT');
    expect(over.body.message).toBe(MEMBER_MESSAGES.loanLimit('Alex Limit', 2, 3));
    expect((await borrow({ book: lent.id, member: alex.cardNumber, quantity: 1 })).status).toBe(201);
    expect((await borrow({ book: lent.id, member: alex.cardNumber })).body.error?.code).toBe('LOAN_LIMIT');
    expect(
      (await api.post(`/loans/${first.body.data.id}/return`, undefined, { headers: volunteer.headers })).status,
    ).toBe(200);
    expect((await borrow({ book: lent.id, member: alex.cardNumber, quantity: 2 })).status).toBe(201);
    expect(await copiesOf(lent.id)).toBe(10 - 2 - 1 - 2 + 2);
  });

  it('when the loan limit is 0, then a member may borrow any number', async () => {
    await rules({ loansPerMember: 0 });
    const alex = await addMember(store);
    const lent = await book({ copies: 20 });
    expect((await borrow({ book: lent.id, member: alex.cardNumber, quantity: 12 })).status).toBe(201);
    expect((await borrow({ book: lent.id, member: alex.cardNumber, quantity: 8 })).status).toBe(201);
  });

  it('when a copy is put aside for a member, then others cannot borrow it (409 with onHoldShelf) and lending it to them fulfils the hold', async () => {
    const [alex, sam, kim] = [
      await addMember(store, { name: 'Alex First' }),
      await addMember(store, { name: 'Sam Waiting' }),
      await addMember(store, { name: 'Kim Other' }),
    ];
    const lent = await book({ copies: 1 });
    const alexLoan = (await borrow({ book: lent.id, member: alex.cardNumber })).body.data;
    const hold = await api.post<HoldJson>(
      '/holds',
      { book: lent.id, member: sam.cardNumber },
      { headers: volunteer.headers },
    );
    expect(hold.status).toBe(201);
    const back = await api.post<LoanJson & { putAside: HoldJson[] }>(`/loans/${alexLoan.id}/return`, undefined, {
      headers: volunteer.headers,
    });
    expect(back.body.data.putAside.map((h) => h.member._id)).toEqual([sam.id]);
    expect(await copiesOf(lent.id)).toBe(0);

    for (const other of [{ member: kim.cardNumber }, { borrower: 'Card 5' }, {}]) {
      const refused = await borrow({ book: lent.id, ...other });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'INSUFFICIENT_COPIES', available: 0, onHoldShelf: 1 });
      expect(refused.body.message).toBe('The only copy is on the hold shelf for another member');
    }
    // Sam's copy is the one on the hold shelf: more than that is refused, and nothing changes.
    const tooMany = await borrow({ book: lent.id, member: sam.cardNumber, quantity: 2 });
    expect(tooMany.body.error).toMatchObject({ code: 'INSUFFICIENT_COPIES', available: 1 });
    expect(tooMany.body.message).toBe('Only 1 copy is available, not 2');
    const heldNow = await api.get<HoldJson[]>(`/holds?member=${sam.id}&status=all`, { headers: volunteer.headers });
    expect(heldNow.body.data.map((h) => h.status)).toEqual(['ready']);

    const lentToSam = await borrow({ book: lent.id, member: sam.cardNumber });
    expect(lentToSam.status).toBe(201);
    expect(lentToSam.body.data.member?._id).toBe(sam.id);
    const holds = await api.get<HoldJson[]>(`/holds?member=${sam.id}&status=all`, { headers: volunteer.headers });
    expect(holds.body.data.map((h) => h.status)).toEqual(['fulfilled']);
    expect(await copiesOf(lent.id)).toBe(0);
  });

  it('when a member is lent a book, then the log names the loan by its title and the member by card, never by name', async () => {
    const alex = await addMember(store, { name: 'Alexandra Private' });
    const lent = await book({ title: 'Logged Loan' });
    const loan = (await borrow({ book: lent.id, member: alex.cardNumber })).body.data;
    const query: ActivityQuery = { page: 1, limit: 10, targetKind: 'loan', targetId: loan.id };
    const entries = (await store.listActivity(query)).entries;
    expect(entries.map((e) => [e.action, e.targetLabel, e.details])).toEqual([
      ['loan.created', 'Logged Loan', { bookId: lent.id, quantity: 1, dueDate: loan.dueDate, card: alex.cardNumber }],
    ]);
    expect(JSON.stringify(entries)).not.toContain('Alexandra');
  });

  it('when member borrows of one book arrive together, mixing allowed and refused, then each gets the answer it would alone and the same member at one below the limit gets exactly one', async () => {
    await rules({ loansPerMember: 2 });
    const [free, blocked, full, twice] = [
      await addMember(store, { name: 'Batch Free' }),
      await addMember(store, { name: 'Batch Blocked' }),
      await addMember(store, { name: 'Batch Full' }),
      await addMember(store, { name: 'Batch Twice' }),
    ];
    await store.blockMember(blocked.id, 'card lost', systemActor);
    const other = await book({ copies: 5 });
    expect((await borrow({ book: other.id, member: full.cardNumber, quantity: 2 })).status).toBe(201);
    expect((await borrow({ book: other.id, member: twice.cardNumber })).status).toBe(201);
    const lent = await book({ copies: 10 });
    const answers = await Promise.all([
      borrow({ book: lent.id, member: free.cardNumber }),
      borrow({ book: lent.id, member: blocked.cardNumber }),
      borrow({ book: lent.id, member: twice.cardNumber }),
      borrow({ book: lent.id, member: full.cardNumber }),
      borrow({ book: lent.id, member: uniqueCard() }),
      borrow({ book: lent.id, member: twice.id }),
      borrow({ book: lent.id, member: free.id }),
    ]);
    const [freeOne, blockedOne, twiceOne, fullOne, unknownOne, twiceTwo, freeTwo] = answers;
    expect([freeOne.status, freeTwo.status]).toEqual([201, 201]);
    expect(freeOne.body.data.member).toEqual({ _id: free.id, name: 'Batch Free', cardNumber: free.cardNumber });
    expect([blockedOne.status, blockedOne.body.message]).toEqual([
      409,
      MEMBER_MESSAGES.blocked('Batch Blocked', 'card lost'),
    ]);
    expect([fullOne.status, fullOne.body.error?.code, fullOne.body.message]).toEqual([
      409,
      'LOAN_LIMIT',
      MEMBER_MESSAGES.loanLimit('Batch Full', 2, 2),
    ]);
    expect([unknownOne.status, unknownOne.body.error?.code]).toEqual([404, 'MEMBER_NOT_FOUND']);
    expect([twiceOne.status, twiceTwo.status].sort()).toEqual([201, 409]);
    expect([twiceOne, twiceTwo].find((r) => r.status === 409)?.body.message).toBe(
      MEMBER_MESSAGES.loanLimit('Batch Twice', 2, 2),
    );
    expect(await copiesOf(lent.id)).toBe(10 - 3);
    expect((await loansOf(twice.id, 'out')).length).toBe(2);
    expect((await loansOf(full.id, 'out')).length).toBe(1);
  });

  it('when member borrows of one book arrive together and the book cannot serve them all, then the first ones are lent and the rest get 409 INSUFFICIENT_COPIES', async () => {
    const borrowers = [await addMember(store), await addMember(store), await addMember(store)];
    const lent = await book({ copies: 2 });
    const answers = await Promise.all(borrowers.map((m) => borrow({ book: lent.id, member: m.cardNumber })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 409]);
    expect(answers.find((r) => r.status === 409)?.body.error?.code).toBe('INSUFFICIENT_COPIES');
    expect(await copiesOf(lent.id)).toBe(0);
  });

  it('when a borrow has no member, then the answer has no member and the renewals the rules allow', async () => {
    await rules({ renewalsPerLoan: 4 });
    const lent = await book();
    const res = await borrow({ book: lent.id, borrower: 'Card 9' });
    expect(res.body.data).toMatchObject({ borrower: 'Card 9', member: null, renewals: 0, renewalsLeft: 4 });
  });
});

(TEST_DATABASE_URL ? describe : describe.skip)('two api processes on one PostgreSQL database', () => {
  const running: ChildService[] = [];
  afterEach(async () => {
    for (const child of running.splice(0)) {
      child.proc.kill('SIGTERM');
      await child.exited;
    }
  });

  it('when two processes lend to members one below the limit at once, then exactly one borrow of each goes through', async () => {
    const location = await storeLocation('postgres');
    try {
      running.push(spawnService(location.env), spawnService(location.env));
      const urls = await Promise.all(running.map((child) => child.ready));
      // The library is open (no staff yet): anyone may add members and lend; the limit is the default.
      const limit = LOAN_RULE_DEFAULTS.loansPerMember;
      const lent = (
        await call<BookJson>(urls[0], 'POST', '/books', {
          title: 'Raced',
          author: 'A',
          genre: 'FICTION',
          isbn: '9790000000049',
          copies: 100,
        })
      ).body.data;
      const members: MemberJson[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await call<MemberJson>(urls[i % 2], 'POST', '/members', { name: `Racer ${i}` });
        expect(res.status).toBe(201);
        members.push(res.body.data);
      }
      const borrowFor = (url: string, member: MemberJson, quantity: number) =>
        call<BorrowJson>(url, 'POST', '/borrow', {
          book: lent.id,
          quantity,
          dueDate: isoDate(21),
          member: member.cardNumber,
        });
      for (const member of members) expect((await borrowFor(urls[0], member, limit - 1)).status).toBe(201);

      const raced = await Promise.all(
        members.flatMap((member) => [borrowFor(urls[0], member, 1), borrowFor(urls[1], member, 1)]),
      );
      for (let i = 0; i < members.length; i++) {
        const pair = [raced[2 * i], raced[2 * i + 1]];
        expect(pair.map((r) => r.status).sort()).toEqual([201, 409]);
        expect(pair.find((r) => r.status === 409)?.body.error?.code).toBe('LOAN_LIMIT');
      }
      for (const member of members) {
        const out = await call<LoanJson[]>(urls[1], 'GET', `/loans?member=${member.id}&status=out`);
        expect(out.body.data.reduce((sum, loan) => sum + loan.quantity, 0)).toBe(limit);
      }
      const after = (await call<BookJson>(urls[1], 'GET', `/books/${lent.id}`)).body.data;
      expect(after.copies).toBe(100 - members.length * limit);
    } finally {
      for (const child of running.splice(0)) {
        child.proc.kill('SIGTERM');
        await child.exited;
      }
      await location.dispose();
    }
  });
});
