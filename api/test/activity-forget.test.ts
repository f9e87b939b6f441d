/**
 * The activity log forgets as promised: a deleted member, and a returned loan that forgot its
 * borrower, leave entries that keep the action, the book and the time, not who; a member's own
 * actions are written as the member (from their record, marked as a member), never as their
 * account's display name; entries older than the loan rules' keepActivityDays are deleted by the
 * hourly job.
 */
import pino from 'pino';
import {
  LOAN_RULE_DEFAULTS,
  addDays,
  type ActivityEntryJson,
  type BorrowJson,
  type HoldJson,
  type LoanJson,
  type LoanRules,
} from '../src/contract';
import type { ActivityRow } from '../src/db/schema';
import { startJobs, type Every } from '../src/jobs';
import type { Store } from '../src/store';
import { TARGETS, systemActor } from './helpers';
import { apiSuite } from './support/suite';
import { DAY } from './support/auth';
import { signedInMember } from './support/hold-members';

/** Every entry of the log, page by page (the whole table, as the service reads it). */
async function wholeLog(store: Store): Promise<ActivityRow[]> {
  const rows: ActivityRow[] = [];
  for (let page = 1; ; page += 1) {
    const { entries, total } = await store.listActivity({ page, limit: 100 });
    rows.push(...entries);
    if (entries.length === 0 || rows.length >= total) return rows;
  }
}

/** The entries of the log that hold any of `values` (in any column, details included). */
async function entriesNaming(store: Store, values: readonly string[]): Promise<ActivityRow[]> {
  return (await wholeLog(store)).filter((row) => {
    const text = JSON.stringify(row).toLowerCase();
    return values.some((value) => text.includes(value.toLowerCase()));
  });
}

describe.each(TARGETS)('the activity log forgets members on %s', (target) => {
  const {
    api,
    store,
    staff: [admin, librarian],
  } = apiSuite(target, 'ADMIN', 'LIBRARIAN');

  const rules = (changes: Partial<LoanRules>) =>
    store.updateLoanRules({ ...LOAN_RULE_DEFAULTS, ...changes }, systemActor);
  const lend = async (bookId: string, body: Record<string, unknown>): Promise<BorrowJson> => {
    const res = await api.post<BorrowJson>(
      '/borrow',
      { book: bookId, quantity: 1, dueDate: addDays(store.today(), 7), ...body },
      { headers: librarian.headers },
    );
    if (res.status !== 201) throw new Error(`borrowing answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const giveBack = async (id: string): Promise<void> => {
    const res = await api.post(`/loans/${id}/return`, undefined, { headers: librarian.headers });
    if (res.status !== 200) throw new Error(`returning answered ${res.status}`);
  };
  const entriesOf = async (kind: string, id: string): Promise<ActivityEntryJson[]> =>
    (
      await api.get<ActivityEntryJson[]>(`/activity?targetKind=${kind}&targetId=${id}&limit=100`, {
        headers: admin.headers,
      })
    ).body.data;

  it('when a member renamed to a staff name renews and holds, then the log shows the member, by their record, as a member', async () => {
    const rosa = await signedInMember(api, store, 'Rosa Member');
    expect((await api.patch('/auth/me', { name: 'Racer 0' }, { headers: rosa.headers })).status).toBe(200);
    const book = await api.book({ title: 'Renewed By Rosa', copies: 1 }, librarian.headers);
    const loan = await lend(book.id, { member: rosa.member.cardNumber });
    expect((await api.post(`/loans/${loan.id}/renew`, undefined, { headers: rosa.headers })).status).toBe(200);
    const held = await api.book({ title: 'Held By Rosa', copies: 1 }, librarian.headers);
    await lend(held.id, { borrower: 'Someone Else' });
    const hold = await api.post<HoldJson>('/holds', { book: held.id }, { headers: rosa.headers });
    expect(hold.status).toBe(201);
    expect((await api.post(`/holds/${hold.body.data.id}/cancel`, undefined, { headers: rosa.headers })).status).toBe(
      200,
    );

    const asMember = { actorKind: 'member', actorName: 'Rosa Member' };
    expect((await entriesOf('loan', loan.id)).find((e) => e.action === 'loan.renewed')).toMatchObject(asMember);
    const holdEntries = await entriesOf('hold', hold.body.data.id);
    expect(holdEntries.map((e) => [e.action, e.actorKind, e.actorName]).sort()).toEqual([
      ['hold.cancelled', 'member', 'Rosa Member'],
      ['hold.placed', 'member', 'Rosa Member'],
    ]);
    // Staff's own entries stay the staff's.
    expect((await entriesOf('loan', loan.id)).find((e) => e.action === 'loan.created')).toMatchObject({
      actorKind: 'account',
      actorName: librarian.account.name,
    });
    expect(await entriesNaming(store, ['Racer 0'])).toEqual([]);
  });

  it('when a member is deleted, then no entry of the log holds their name, card, email or ids; the actions, books and times stay', async () => {
    const dana = await signedInMember(api, store, 'Dana Forgotten');
    const accountId = (await store.getMember(dana.member.id)).member.accountId ?? 'none';
    const book = await api.book({ title: 'Read By Dana', copies: 1 }, librarian.headers);
    const loan = await lend(book.id, { member: dana.member.cardNumber });
    expect((await api.post(`/loans/${loan.id}/renew`, undefined, { headers: dana.headers })).status).toBe(200);
    const held = await api.book({ title: 'Waited For By Dana', copies: 1 }, librarian.headers);
    const other = await lend(held.id, { borrower: 'Another Reader' });
    expect((await api.post('/holds', { book: held.id }, { headers: dana.headers })).status).toBe(201);
    await giveBack(other.id); // her hold becomes ready: hold.ready, with her card
    const ready = (await api.get<HoldJson[]>(`/holds?member=${dana.member.id}`, { headers: librarian.headers })).body
      .data[0];
    expect((await api.post(`/holds/${ready.id}/cancel`, undefined, { headers: dana.headers })).status).toBe(200);
    expect((await api.patch('/my', { keepHistory: true }, { headers: dana.headers })).status).toBe(200);
    expect(
      (await api.post(`/members/${dana.member.id}/block`, { reason: 'late' }, { headers: librarian.headers })).status,
    ).toBe(200);
    expect(
      (await api.post(`/members/${dana.member.id}/unblock`, undefined, { headers: librarian.headers })).status,
    ).toBe(200);
    await giveBack(loan.id);
    const who = [dana.member.name, dana.member.cardNumber, dana.member.email ?? 'none', dana.member.id, accountId];
    expect((await entriesNaming(store, who)).length).toBeGreaterThanOrEqual(5);

    const deleted = await api.del(`/members/${dana.member.id}`, { headers: librarian.headers });
    expect(deleted.status).toBe(200);

    expect(await entriesNaming(store, who)).toEqual([]);
    const ofLoan = await entriesOf('loan', loan.id);
    expect(ofLoan.map((e) => [e.action, e.targetLabel]).sort()).toEqual([
      ['loan.created', 'Read By Dana'],
      ['loan.renewed', 'Read By Dana'],
      ['loan.returned', 'Read By Dana'],
    ]);
    expect(ofLoan.find((e) => e.action === 'loan.renewed')).toMatchObject({ actorKind: 'member', actorName: null });
    const memberEntries = (await wholeLog(store)).filter((row) => row.action === 'member.deleted').at(0);
    expect(memberEntries).toMatchObject({ targetKind: 'member', targetId: null, targetLabel: null });
  });

  it('when a returned loan forgets its borrower, then its entries (her own renewal included) no longer name her', async () => {
    await rules({ keepBorrowerDays: 10 });
    try {
      const fay = await signedInMember(api, store, 'Fay Renewer');
      const book = await api.book({ title: 'Renewed And Forgotten', copies: 1 }, librarian.headers);
      const loan = await lend(book.id, { member: fay.member.cardNumber });
      expect((await api.post(`/loans/${loan.id}/renew`, undefined, { headers: fay.headers })).status).toBe(200);
      await giveBack(loan.id);
      const her = [fay.member.name, fay.member.cardNumber, fay.member.id];
      const named = (rows: ActivityRow[]) => rows.filter((row) => row.targetId === loan.id);
      expect(named(await entriesNaming(store, her)).length).toBeGreaterThanOrEqual(2);

      await store.forgetBorrowers(new Date(Date.now() + 11 * DAY));

      expect(named(await entriesNaming(store, her))).toEqual([]);
      const renewed = (await entriesOf('loan', loan.id)).find((e) => e.action === 'loan.renewed');
      expect(renewed).toMatchObject({ actorKind: 'member', actorName: null, targetLabel: 'Renewed And Forgotten' });
      const loans = await api.get<LoanJson[]>(`/loans?book=${book.id}&status=all`, { headers: librarian.headers });
      expect(loans.body.data[0]).toMatchObject({ borrower: null, member: null });
    } finally {
      await rules({});
    }
  });
});

/** A timer a test ticks by hand (jobs.ts' Every). */
function manualTimer(): { every: Every; tick: () => void } {
  let run: (() => void) | undefined;
  return {
    every: (_ms, job) => {
      run = job;
      return () => undefined;
    },
    tick: () => run?.(),
  };
}

describe.each(TARGETS)('the activity log keeps entries for the loan rules days on %s', (target) => {
  const { api, store } = apiSuite(target);

  it('when the hourly job runs, then entries older than keepActivityDays are deleted and newer ones kept', async () => {
    await store.updateLoanRules({ ...LOAN_RULE_DEFAULTS, keepActivityDays: 30 }, systemActor);
    const older = await api.book({ title: 'Logged Long Ago' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const newer = await api.book({ title: 'Logged Later' });
    const created = async (bookId: string) =>
      (await wholeLog(store)).find((row) => row.action === 'book.created' && row.targetId === bookId);
    const [first, second] = [await created(older.id), await created(newer.id)];
    if (first === undefined || second === undefined) throw new Error('the books were not logged');
    // The job's clock: 30 days after a moment between the two entries.
    const between = new Date((first.at.getTime() + second.at.getTime()) / 2);
    let now = new Date(between.getTime() + 29 * DAY);
    const timer = manualTimer();
    const jobs = startJobs(
      {
        expireHolds: () => Promise.resolve(0),
        forgetBorrowers: () => Promise.resolve(0),
        forgetOldActivity: (at) => store.forgetOldActivity(at),
      },
      { logger: pino({ level: 'silent' }), now: () => now, every: timer.every },
    );
    try {
      await jobs.idle();
      expect([await created(older.id), await created(newer.id)]).toEqual([first, second]);

      now = new Date(between.getTime() + 30 * DAY);
      timer.tick();
      await jobs.idle();
      expect(await created(older.id)).toBeUndefined();
      expect(await created(newer.id)).toEqual(second);
    } finally {
      await jobs.stop();
    }
  });
});
