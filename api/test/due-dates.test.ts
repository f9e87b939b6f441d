/**
 * Due dates within the rules: a due date after the library's today + the loan period needs a
 * librarian or an admin (`longLoans`; a volunteer is refused with the reason, 403
 * DUE_DATE_BEYOND_RULES), nobody lends more than a year ahead (400 VALIDATION_FAILED on dueDate),
 * the due date is written in the loan's log entry, and a renewal never goes past a year either.
 */
import {
  BORROW_MESSAGES,
  LOAN_RULE_DEFAULTS,
  addDays,
  latestDueDate,
  type ActivityEntryJson,
  type BorrowJson,
  type LoanJson,
} from '../src/contract';
import type { Store } from '../src/store';
import { TARGETS, startApiWithStore, systemActor, type Api } from './helpers';
import { signedInStaff, type SignedInStaff } from './support/auth';
import { addMember } from './support/hold-members';

describe.each(TARGETS)('due dates within the rules on %s', (target) => {
  let api: Api;
  let store: Store;
  let admin: SignedInStaff;
  let librarian: SignedInStaff;
  let volunteer: SignedInStaff;
  let day = '2031-03-01';
  beforeAll(async () => {
    ({ api, store } = await startApiWithStore(target, { today: () => day }));
    admin = await signedInStaff(store, 'ADMIN');
    librarian = await signedInStaff(store, 'LIBRARIAN');
    volunteer = await signedInStaff(store, 'VOLUNTEER');
    await store.updateLoanRules({ ...LOAN_RULE_DEFAULTS, loanDays: 14 }, systemActor);
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(() => {
    day = '2031-03-01';
  });

  const lend = (headers: Record<string, string>, dueDate: string, more: Record<string, unknown> = {}) =>
    api
      .book({ title: 'Lent Within The Rules', copies: 2 }, librarian.headers)
      .then((book) => api.post<BorrowJson>('/borrow', { book: book.id, quantity: 1, dueDate, ...more }, { headers }));

  it('when a volunteer lends beyond the loan period, then 403 DUE_DATE_BEYOND_RULES says why; within it, the loan is made', async () => {
    const latest = addDays(day, 14);
    expect((await lend(volunteer.headers, latest)).status).toBe(201);
    for (const more of [{}, { member: (await addMember(store)).cardNumber }]) {
      const refused = await lend(volunteer.headers, addDays(latest, 1), more);
      expect([refused.status, refused.body.error?.code, refused.body.message]).toEqual([
        403,
        'DUE_DATE_BEYOND_RULES',
        BORROW_MESSAGES.dueDateBeyondRules(14, latest),
      ]);
    }
    expect(BORROW_MESSAGES.dueDateBeyondRules(14, '2031-03-15')).toBe(
      'Only a librarian or an admin can lend for longer than the loan period (14 days): choose 2031-03-15 or earlier',
    );
  });

  it('when a librarian or an admin lends beyond the loan period, then the loan is made, and its due date is in the log', async () => {
    for (const staff of [librarian, admin]) {
      const dueDate = addDays(day, 60);
      const lent = await lend(staff.headers, dueDate);
      expect([lent.status, lent.body.data.dueDate]).toEqual([201, dueDate]);
      const entries = await api.get<(ActivityEntryJson & { details?: unknown })[]>(
        `/activity?targetKind=loan&targetId=${lent.body.data.id}`,
        { headers: admin.headers },
      );
      expect(entries.body.data.map((e) => e.action)).toEqual(['loan.created']);
      const logged = await store.listActivity({ page: 1, limit: 1, targetKind: 'loan', targetId: lent.body.data.id });
      expect(logged.entries[0]?.details).toMatchObject({ dueDate });
    }
  });

  it('when anyone lends more than a year ahead, then 400 VALIDATION_FAILED on dueDate with the one-year message', async () => {
    expect((await lend(admin.headers, latestDueDate(day))).status).toBe(201);
    for (const dueDate of [addDays(latestDueDate(day), 1), '9999-12-31']) {
      const refused = await lend(admin.headers, dueDate);
      expect([refused.status, refused.body.error?.code, refused.body.error?.errors?.dueDate.message]).toEqual([
        400,
        'VALIDATION_FAILED',
        BORROW_MESSAGES.dueDateTooFar,
      ]);
    }
    expect(latestDueDate('2032-02-29')).toBe('2033-03-01');
  });

  it('when a loan due further than a year ahead is renewed, then its due date comes back to a year ahead at most', async () => {
    const book = await api.book({ title: 'Due In 9999', copies: 1 }, librarian.headers);
    // Made in-process, as loans made before the rule could be (the api refuses such a due date now).
    const loan = await store.borrow(
      { bookId: book.id, quantity: 1, dueDate: '9999-12-31', borrower: null },
      systemActor,
    );
    const renewed = await api.post<LoanJson>(`/loans/${loan.id}/renew`, undefined, { headers: volunteer.headers });
    expect([renewed.status, renewed.body.data.dueDate]).toEqual([200, latestDueDate(day)]);
    const entry = (await store.listActivity({ page: 1, limit: 1, action: 'loan.renewed', targetId: loan.id })).entries;
    expect(entry[0]?.details).toMatchObject({ dueDate: latestDueDate(day) });

    // A later renewal adds the loan period to that due date, within a year of the new today.
    day = addDays(day, 30);
    const again = await api.post<LoanJson>(`/loans/${loan.id}/renew`, undefined, { headers: librarian.headers });
    expect([again.status, again.body.data.dueDate]).toEqual([200, addDays(latestDueDate('2031-03-01'), 14)]);
  });
});
