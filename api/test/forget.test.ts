/**
 * Forgetting borrowers: returned loans lose their borrower (member and free text) once
 * the loan rules' keepBorrowerDays have passed (by a controllable clock), unless the member keeps
 * their history; with 0 days the return itself forgets. The loans stay, anonymised, for the
 * summary. The jobs (jobs.ts) run the forgetting and the hold expiry at start and on every tick.
 */
import pino from 'pino';
import {
  LOAN_RULE_DEFAULTS,
  addDays,
  type ActivityQuery,
  type BorrowJson,
  type LoanJson,
  type LoanRules,
} from '../src/contract';
import { startJobs, type Every } from '../src/jobs';

import { TARGETS, systemActor } from './helpers';
import { apiSuite } from './support/suite';
import { DAY, testClock } from './support/auth';
import { addMember, signedInMember } from './support/hold-members';

/** A timer a test ticks by hand (jobs.ts' Every). */
function manualTimer(): { every: Every; tick: () => void; stopped: () => boolean } {
  let run: (() => void) | undefined;
  let cancelled = false;
  return {
    every: (_ms, job) => {
      run = job;
      return () => {
        cancelled = true;
      };
    },
    tick: () => run?.(),
    stopped: () => cancelled,
  };
}

describe.each(TARGETS)('forgetting borrowers on %s', (target) => {
  const {
    api,
    store,
    staff: [, volunteer, librarian],
  } = apiSuite(target, 'ADMIN', 'VOLUNTEER', 'LIBRARIAN');
  beforeEach(async () => {
    await rules({});
  });

  const rules = (changes: Partial<LoanRules>) =>
    store.updateLoanRules({ ...LOAN_RULE_DEFAULTS, ...changes }, systemActor);
  const lend = async (bookId: string, body: Record<string, unknown>): Promise<BorrowJson> => {
    const res = await api.post<BorrowJson>(
      '/borrow',
      { book: bookId, quantity: 1, dueDate: addDays(store.today(), 7), ...body },
      { headers: volunteer.headers },
    );
    if (res.status !== 201) throw new Error(`borrowing answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const giveBack = async (id: string): Promise<LoanJson> =>
    (await api.post<LoanJson>(`/loans/${id}/return`, undefined, { headers: volunteer.headers })).body.data;
  const loansOfBook = async (bookId: string): Promise<LoanJson[]> =>
    (await api.get<LoanJson[]>(`/loans?book=${bookId}&status=all`, { headers: volunteer.headers })).body.data;
  const borrowerOf = async (bookId: string, loanId: string) => {
    const loan = (await loansOfBook(bookId)).find((l) => l.id === loanId);
    return { borrower: loan?.borrower, member: loan?.member?._id ?? null };
  };

  it('when a returned loan is older than the days kept, then it forgets its borrower; newer and out loans keep theirs', async () => {
    await rules({ keepBorrowerDays: 30 });
    const alex = await addMember(store);
    const lent = await api.book({ title: 'Forgotten', copies: 5 }, librarian.headers);
    const byMember = await lend(lent.id, { member: alex.cardNumber });
    const byText = await lend(lent.id, { borrower: 'Card 4711' });
    const stillOut = await lend(lent.id, { member: alex.cardNumber });
    await giveBack(byMember.id);
    await giveBack(byText.id);
    const clock = testClock(new Date());

    clock.advance(29 * DAY);
    expect(await store.forgetBorrowers(clock.now())).toBe(0);
    expect(await borrowerOf(lent.id, byMember.id)).toEqual({ borrower: null, member: alex.id });
    expect(await borrowerOf(lent.id, byText.id)).toEqual({ borrower: 'Card 4711', member: null });

    clock.advance(2 * DAY);
    expect(await store.forgetBorrowers(clock.now())).toBeGreaterThanOrEqual(2);
    expect(await borrowerOf(lent.id, byMember.id)).toEqual({ borrower: null, member: null });
    expect(await borrowerOf(lent.id, byText.id)).toEqual({ borrower: null, member: null });
    expect(await borrowerOf(lent.id, stillOut.id)).toEqual({ borrower: null, member: alex.id });
    // The loans stay, anonymised, for the summary.
    expect((await loansOfBook(lent.id)).map((l) => l.id).sort()).toEqual([byMember.id, byText.id, stillOut.id].sort());
    const summary = await api.get<{ book: { _id: string }; totalQuantity: number }[]>('/borrow');
    expect(summary.body.data.find((row) => row.book._id === lent.id)?.totalQuantity).toBe(3);

    const query: ActivityQuery = { page: 1, limit: 50, action: 'loans.forgotten' };
    const logged = (await store.listActivity(query)).entries;
    expect(logged[0]).toMatchObject({ actorKind: 'system', details: { count: expect.any(Number) as unknown } });
    expect(await store.forgetBorrowers(clock.now())).toBe(0);
  });

  it('when a member keeps their history, then their returned loans keep them until they turn it off', async () => {
    await rules({ keepBorrowerDays: 10 });
    const kim = await signedInMember(api, store, 'Kim Keeps');
    expect((await api.patch('/my', { keepHistory: true }, { headers: kim.headers })).status).toBe(200);
    const lent = await api.book({ title: 'Kept', copies: 2 }, librarian.headers);
    const loan = await lend(lent.id, { member: kim.member.cardNumber });
    await giveBack(loan.id);
    const later = new Date(Date.now() + 40 * DAY);
    await store.forgetBorrowers(later);
    expect(await borrowerOf(lent.id, loan.id)).toEqual({ borrower: null, member: kim.member.id });
    const history = await api.get<LoanJson[]>('/my/history', { headers: kim.headers });
    expect(history.body.data.map((l) => l.id)).toEqual([loan.id]);

    expect((await api.patch('/my', { keepHistory: false }, { headers: kim.headers })).status).toBe(200);
    await store.forgetBorrowers(later);
    expect(await borrowerOf(lent.id, loan.id)).toEqual({ borrower: null, member: null });
    expect((await api.get<LoanJson[]>('/my/history', { headers: kim.headers })).body.data).toEqual([]);
  });

  it('when the library keeps no borrower (0 days), then the return itself forgets, unless the member keeps their history', async () => {
    await rules({ keepBorrowerDays: 0 });
    const alex = await addMember(store);
    const keeper = await addMember(store, { keepHistory: true });
    const lent = await api.book({ title: 'Forgotten at once', copies: 3 }, librarian.headers);
    const [byMember, byText, byKeeper] = [
      await lend(lent.id, { member: alex.cardNumber }),
      await lend(lent.id, { borrower: 'Card 8' }),
      await lend(lent.id, { member: keeper.cardNumber }),
    ];
    expect(await giveBack(byMember.id)).toMatchObject({ borrower: null, member: null });
    expect(await giveBack(byText.id)).toMatchObject({ borrower: null, member: null });
    expect((await giveBack(byKeeper.id)).member?._id).toBe(keeper.id);
    expect(await borrowerOf(lent.id, byMember.id)).toEqual({ borrower: null, member: null });
  });

  it('when the jobs start, then they run at once and on every tick, each with the clock of that moment, until stopped', async () => {
    await rules({ keepBorrowerDays: 5 });
    const lent = await api.book({ title: 'Job Book', copies: 2 }, librarian.headers);
    const loan = await lend(lent.id, { borrower: 'Card 31' });
    await giveBack(loan.id);
    const clock = testClock(new Date());
    const timer = manualTimer();
    const expiries: number[] = [];
    const jobs = startJobs(
      {
        expireHolds: async () => expiries.push(await store.expireHolds()),
        forgetBorrowers: (now) => store.forgetBorrowers(now),
        forgetOldActivity: (now) => store.forgetOldActivity(now),
      },
      { logger: pino({ level: 'silent' }), now: clock.now, every: timer.every },
    );
    await jobs.idle();
    expect(expiries).toHaveLength(1);
    expect(await borrowerOf(lent.id, loan.id)).toEqual({ borrower: 'Card 31', member: null });

    clock.advance(6 * DAY);
    timer.tick();
    await jobs.idle();
    expect(expiries).toHaveLength(2);
    expect(await borrowerOf(lent.id, loan.id)).toEqual({ borrower: null, member: null });

    await jobs.stop();
    expect(timer.stopped()).toBe(true);
    timer.tick();
    await jobs.idle();
    expect(expiries).toHaveLength(2);
  });

  it('when a job fails, then the failure is logged and the next tick runs again', async () => {
    const timer = manualTimer();
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
    let forgets = 0;
    const jobs = startJobs(
      {
        expireHolds: () => Promise.reject(new Error('the database went away')),
        forgetBorrowers: () => Promise.resolve(++forgets),
        forgetOldActivity: () => Promise.resolve(0),
      },
      { logger, every: timer.every },
    );
    await jobs.idle();
    timer.tick();
    await jobs.stop();
    expect(forgets).toBe(2);
    expect(lines.filter((l) => l.includes('background job failed'))).toHaveLength(2);
  });
});
