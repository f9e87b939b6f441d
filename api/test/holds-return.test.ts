/**
 * The hold shelf over HTTP: a returned copy goes to the first waiting hold (ready until
 * today + the loan rules' days on the hold shelf) before the shelf, and the return's answer says
 * whom it was put aside for; lending to that member fulfils the hold; a ready hold cancelled or
 * expired passes its copy to the next in the queue, else back to the shelf. On PostgreSQL: two
 * returns of one loan put its copy aside once; a hold placed while the last copy comes back either
 * gets it or is refused; two stores (as two api processes) expiring at once expire each hold once
 * and pass each copy on once.
 */
import pino from 'pino';
import {
  LOAN_RULE_DEFAULTS,
  addDays,
  type ActivityQuery,
  type BookJson,
  type BorrowJson,
  type HoldJson,
  type LoanJson,
} from '../src/contract';
import { openStore, type Store } from '../src/store';
import {
  TARGETS,
  TEST_DATABASE_URL,
  bookInput,
  freshDatabase,
  startApiWithStore,
  systemActor,
  type Api,
} from './helpers';
import { signedInStaff, type SignedInStaff } from './support/auth';
import { addMember } from './support/hold-members';

type ReturnJson = LoanJson & { putAside: HoldJson[] };

/** The library's day as the tests set it. */
const START = '2030-03-02';

describe.each(TARGETS)('the hold shelf on %s', (target) => {
  let api: Api;
  let store: Store;
  let staff: SignedInStaff;
  let day = START;
  beforeAll(async () => {
    ({ api, store } = await startApiWithStore(target, { today: () => day }));
    await signedInStaff(store, 'ADMIN');
    staff = await signedInStaff(store, 'LIBRARIAN');
  });
  beforeEach(() => {
    day = START;
  });
  afterAll(async () => {
    await api.close();
  });

  const headers = (): Record<string, string> => staff.headers;
  const book = async (id: string): Promise<BookJson> => (await api.get<BookJson>(`/books/${id}`)).body.data;
  /** A book of `copies` copies, all lent in one loan (no member): its id and the loan's. */
  const lentOut = async (copies: number, title = 'Much Wanted'): Promise<{ bookId: string; loanId: string }> => {
    const created = await api.book({ title, copies }, headers());
    const loan = await api.post<BorrowJson>(
      '/borrow',
      { book: created.id, quantity: copies, dueDate: addDays(day, 14), borrower: 'Card 20417' },
      { headers: headers() },
    );
    if (loan.status !== 201) throw new Error(`borrowing answered ${loan.status}: ${JSON.stringify(loan.body)}`);
    return { bookId: created.id, loanId: loan.body.data.id };
  };
  const hold = async (bookId: string, name: string): Promise<HoldJson> => {
    const member = await addMember(store, { name });
    const res = await api.post<HoldJson>('/holds', { book: bookId, member: member.cardNumber }, { headers: headers() });
    if (res.status !== 201) throw new Error(`placing a hold answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const returned = (loanId: string) =>
    api.post<ReturnJson>(`/loans/${loanId}/return`, undefined, { headers: headers() });
  const holdsOf = async (bookId: string, status = 'all'): Promise<HoldJson[]> =>
    (await api.get<HoldJson[]>(`/holds?book=${bookId}&status=${status}`, { headers: headers() })).body.data;
  const statuses = async (bookId: string): Promise<[string, string, number | null, string | null][]> =>
    (await holdsOf(bookId)).map((h) => [h.member.name, h.status, h.position, h.readyUntil]);

  describe('a return', () => {
    it('when two copies come back and three members wait, then the first two are put aside and the shelf gets none', async () => {
      const { bookId, loanId } = await lentOut(2, 'Put Aside Twice');
      await hold(bookId, 'Alex Kim');
      await hold(bookId, 'Sam Lee');
      await hold(bookId, 'Kim Park');
      const res = await returned(loanId);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Loan returned successfully');
      expect(res.body.data).toMatchObject({ id: loanId, quantity: 2, borrower: 'Card 20417' });
      expect(res.body.data.returnedAt).not.toBeNull();
      const until = addDays(START, LOAN_RULE_DEFAULTS.holdShelfDays);
      expect(res.body.data.putAside.map((h) => [h.member.name, h.status, h.readyUntil, h.position])).toEqual([
        ['Alex Kim', 'ready', until, null],
        ['Sam Lee', 'ready', until, null],
      ]);
      expect(res.body.data.putAside[0].member.cardNumber).toMatch(/^H/);
      expect(await book(bookId)).toMatchObject({ copies: 0, available: false, onHoldShelf: 2 });
      const listed = await api.get<BookJson[]>('/books?search=Put%20Aside%20Twice');
      expect(listed.body.data.map((b) => [b.id, b.onHoldShelf])).toEqual([[bookId, 2]]);
      expect(await statuses(bookId)).toEqual([
        ['Alex Kim', 'ready', null, until],
        ['Sam Lee', 'ready', null, until],
        ['Kim Park', 'waiting', 1, null],
      ]);
      const entries = await store.listActivity({ page: 1, limit: 10, action: 'hold.ready' });
      expect(entries.entries.filter((e) => e.targetId === res.body.data.putAside[0].id)).toHaveLength(1);
    });

    it('when more copies come back than members wait, then the rest go back to the shelf and the book is available', async () => {
      const { bookId, loanId } = await lentOut(3);
      await hold(bookId, 'Alex Kim');
      const res = await returned(loanId);
      expect(res.body.data.putAside).toHaveLength(1);
      expect(await book(bookId)).toMatchObject({ copies: 2, available: true, onHoldShelf: 1 });
    });

    it('when nobody waits, then putAside is empty and every copy goes back to the shelf', async () => {
      const { bookId, loanId } = await lentOut(2);
      const res = await returned(loanId);
      expect(res.status).toBe(200);
      expect(res.body.data.putAside).toEqual([]);
      expect(await book(bookId)).toMatchObject({ copies: 2, available: true, onHoldShelf: 0 });
      expect((await returned(loanId)).body.error?.code).toBe('ALREADY_RETURNED');
    });

    it('when the loan rules say 3 days on the hold shelf, then a copy put aside waits until today + 3', async () => {
      await store.updateLoanRules({ ...LOAN_RULE_DEFAULTS, holdShelfDays: 3 }, systemActor);
      try {
        const { bookId, loanId } = await lentOut(1);
        await hold(bookId, 'Alex Kim');
        const res = await returned(loanId);
        expect(res.body.data.putAside.map((h) => h.readyUntil)).toEqual([addDays(START, 3)]);
      } finally {
        await store.updateLoanRules({ ...LOAN_RULE_DEFAULTS }, systemActor);
      }
    });
  });

  describe('the copy on the hold shelf', () => {
    it('when the book is lent to the member it was put aside for, then the hold is fulfilled; nobody else may take it', async () => {
      const { bookId, loanId } = await lentOut(1);
      const alexHold = await hold(bookId, 'Alex Kim');
      const sam = await addMember(store, { name: 'Sam Lee' });
      await returned(loanId);
      const borrow = (member: string) =>
        api.post<BorrowJson>(
          '/borrow',
          { book: bookId, quantity: 1, dueDate: addDays(day, 21), member },
          { headers: headers() },
        );
      const refused = await borrow(sam.cardNumber);
      expect(refused.status).toBe(409);
      expect(refused.body.error?.code).toBe('INSUFFICIENT_COPIES');
      const lent = await borrow(alexHold.member.cardNumber);
      expect(lent.status).toBe(201);
      expect(await statuses(bookId)).toEqual([['Alex Kim', 'fulfilled', null, null]]);
      expect(await book(bookId)).toMatchObject({ copies: 0, onHoldShelf: 0 });
      const query: ActivityQuery = { page: 1, limit: 10, targetKind: 'hold', targetId: alexHold.id };
      expect((await store.listActivity(query)).entries.map((e) => e.action)).toEqual([
        'hold.fulfilled',
        'hold.ready',
        'hold.placed',
      ]);
    });

    it('when a ready hold is cancelled, then its copy goes to the next in the queue, and from the last back to the shelf', async () => {
      const { bookId, loanId } = await lentOut(1);
      const first = await hold(bookId, 'Alex Kim');
      const second = await hold(bookId, 'Sam Lee');
      await returned(loanId);
      day = addDays(START, 2);
      const cancelled = await api.post<HoldJson>(`/holds/${first.id}/cancel`, undefined, { headers: headers() });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled', readyUntil: null });
      expect(await statuses(bookId)).toEqual([
        ['Alex Kim', 'cancelled', null, null],
        ['Sam Lee', 'ready', null, addDays(day, LOAN_RULE_DEFAULTS.holdShelfDays)],
      ]);
      expect(await book(bookId)).toMatchObject({ copies: 0, available: false, onHoldShelf: 1 });
      await api.post(`/holds/${second.id}/cancel`, undefined, { headers: headers() });
      expect(await book(bookId)).toMatchObject({ copies: 1, available: true, onHoldShelf: 0 });
    });

    it('when a ready hold is past its last day, then it expires when holds are read and its copy moves on, once', async () => {
      const { bookId, loanId } = await lentOut(1);
      const first = await hold(bookId, 'Alex Kim');
      await hold(bookId, 'Sam Lee');
      await returned(loanId);
      const lastDay = addDays(START, LOAN_RULE_DEFAULTS.holdShelfDays);
      day = lastDay;
      expect((await statuses(bookId)).map(([, status]) => status)).toEqual(['ready', 'waiting']);
      day = addDays(lastDay, 1);
      expect(await statuses(bookId)).toEqual([
        ['Alex Kim', 'expired', null, null],
        ['Sam Lee', 'ready', null, addDays(day, LOAN_RULE_DEFAULTS.holdShelfDays)],
      ]);
      const query: ActivityQuery = { page: 1, limit: 10, targetKind: 'hold', targetId: first.id };
      const expiry = (await store.listActivity(query)).entries.filter((e) => e.action === 'hold.expired');
      expect(expiry.map((e) => [e.actorKind, e.targetLabel])).toEqual([['system', 'Much Wanted']]);
      // The last one expires by the job: its copy goes back to the shelf, and nothing is left to expire.
      day = addDays(day, LOAN_RULE_DEFAULTS.holdShelfDays + 1);
      expect(await store.expireHolds()).toBeGreaterThanOrEqual(1);
      expect(await store.expireHolds()).toBe(0);
      expect((await statuses(bookId)).map(([, status]) => status)).toEqual(['expired', 'expired']);
      expect(await book(bookId)).toMatchObject({ copies: 1, available: true, onHoldShelf: 0 });
    });
  });
});

(TEST_DATABASE_URL ? describe : describe.skip)('the hold shelf under races on PostgreSQL', () => {
  it('when the same loan is returned twice at once and two members wait, then one return goes through and one hold is ready', async () => {
    const { api, store } = await startApiWithStore('postgres');
    try {
      for (let round = 0; round < 5; round++) {
        const created = await store.createBook(
          bookInput({ title: 'Raced Return', genre: 'FICTION', copies: 1 }),
          systemActor,
        );
        const loan = await store.borrow(
          { bookId: created.id, quantity: 1, dueDate: '2999-01-01', borrower: null },
          systemActor,
        );
        for (const name of ['Alex Kim', 'Sam Lee']) {
          const member = await addMember(store, { name });
          await store.placeHold(
            { bookId: created.id, member: member.id },
            { principal: { kind: 'open' }, address: null },
          );
        }
        const answers = await Promise.all([1, 2].map(() => api.post<ReturnJson>(`/loans/${loan.id}/return`)));
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
        const ok = answers.find((a) => a.status === 200);
        expect(ok?.body.data.putAside.map((h) => h.member.name)).toEqual(['Alex Kim']);
        const queue = await store.listHolds({ status: 'all', bookId: created.id });
        expect(queue.holds.map((h) => [h.memberName, h.status])).toEqual([
          ['Alex Kim', 'ready'],
          ['Sam Lee', 'waiting'],
        ]);
        expect(await store.getBook(created.id)).toMatchObject({ copies: 0, onHoldShelf: 1 });
      }
    } finally {
      await api.close();
    }
  });

  it('when a hold is placed while the last copy comes back, then either the hold gets the copy or the hold is refused, never both waiting and on the shelf', async () => {
    const { api, store } = await startApiWithStore('postgres');
    try {
      for (let round = 0; round < 8; round++) {
        const created = await store.createBook(
          bookInput({ title: 'Raced Hold', genre: 'FICTION', copies: 1 }),
          systemActor,
        );
        const loan = await store.borrow(
          { bookId: created.id, quantity: 1, dueDate: '2999-01-01', borrower: null },
          systemActor,
        );
        const member = await addMember(store);
        const [, placed] = await Promise.all([
          api.post<ReturnJson>(`/loans/${loan.id}/return`),
          api.post<HoldJson>('/holds', { book: created.id, member: member.cardNumber }),
        ]);
        const after = await store.getBook(created.id);
        const holds = (await store.listHolds({ status: 'all', bookId: created.id })).holds;
        if (placed.status === 201) {
          expect(holds.map((h) => h.status)).toEqual(['ready']);
          expect(after).toMatchObject({ copies: 0, onHoldShelf: 1 });
        } else {
          expect(placed.body.error?.code).toBe('COPY_ON_SHELF');
          expect(holds).toEqual([]);
          expect(after).toMatchObject({ copies: 1, onHoldShelf: 0 });
        }
      }
    } finally {
      await api.close();
    }
  });

  it('when two stores (as two api processes) expire holds at once, then each hold expires once and each copy moves on once', async () => {
    const db = await freshDatabase();
    const logger = pino({ level: 'silent' });
    let day = START;
    const stores = await Promise.all(
      [1, 2].map(() => openStore({ dataDir: '', databaseUrl: db.url, seed: false, logger, today: () => day })),
    );
    const [one, two] = stores;
    const open = { principal: { kind: 'open' as const }, address: null };
    try {
      const books: { id: string; waiting: boolean }[] = [];
      for (let i = 0; i < 12; i++) {
        const created = await one.createBook(
          bookInput({ title: `Expiring ${i}`, genre: 'HISTORY', copies: 1 }),
          systemActor,
        );
        const loan = await one.borrow(
          { bookId: created.id, quantity: 1, dueDate: '2999-01-01', borrower: null },
          systemActor,
        );
        const waiting = i % 2 === 0;
        for (const name of waiting ? ['First', 'Second'] : ['Only']) {
          const member = await addMember(one, { name });
          await one.placeHold({ bookId: created.id, member: member.id }, open);
        }
        await one.returnLoan(loan.id, systemActor);
        books.push({ id: created.id, waiting });
      }
      day = addDays(START, LOAN_RULE_DEFAULTS.holdShelfDays + 1);
      const counts = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? one : two).expireHolds()));
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(12);
      const expired = await one.listActivity({ page: 1, limit: 100, action: 'hold.expired' });
      const ids = expired.entries.map((e) => e.targetId);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
      for (const { id, waiting } of books) {
        const holds = (await two.listHolds({ status: 'all', bookId: id })).holds;
        if (waiting) {
          expect(holds.map((h) => [h.memberName, h.status])).toEqual([
            ['First', 'expired'],
            ['Second', 'ready'],
          ]);
          expect(await two.getBook(id)).toMatchObject({ copies: 0, onHoldShelf: 1 });
        } else {
          expect(holds.map((h) => h.status)).toEqual(['expired']);
          expect(await two.getBook(id)).toMatchObject({ copies: 1, available: true, onHoldShelf: 0 });
        }
      }
    } finally {
      await Promise.all(stores.map((s) => s.close()));
      await db.drop();
    }
  });
});
