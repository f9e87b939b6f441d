/**
 * `POST /borrow` as the desk uses it: without a due date, the loan is due the loan period (the loan
 * rules) after the library's day, as a renewal counts from it (with one, the date given: the spec's
 * call); a member's loan is answered with the member's standing after it.
 */
import { LOAN_RULE_DEFAULTS, addDays, type BorrowAnswerJson, type BorrowJson, type MemberJson } from '../src/contract';
import type { Store } from '../src/store';
import { TARGETS, startApiWithStore, systemActor, type Api } from './helpers';
import { signedInStaff, type SignedInStaff } from './support/auth';
import { addMember } from './support/hold-members';

describe.each(TARGETS)('POST /api/borrow without a due date on %s', (target) => {
  let api: Api;
  let store: Store;
  let volunteer: SignedInStaff;
  let librarian: SignedInStaff;
  // The library's day, set apart from the machine's (as a library in another time zone has it).
  const day = '2031-07-30';
  beforeAll(async () => {
    ({ api, store } = await startApiWithStore(target, { today: () => day }));
    librarian = await signedInStaff(store, 'LIBRARIAN');
    volunteer = await signedInStaff(store, 'VOLUNTEER');
    await store.updateLoanRules({ ...LOAN_RULE_DEFAULTS, loanDays: 10 }, systemActor);
  });
  afterAll(async () => {
    await api.close();
  });

  it('when a member borrows without a due date, then the loan is due the loan period after the library’s day', async () => {
    const book = await api.book({ title: 'Due By The Rules', copies: 2 }, librarian.headers);
    const member = await addMember(store);
    const res = await api.post<BorrowJson>(
      '/borrow',
      { book: book.id, quantity: 1, member: member.cardNumber },
      { headers: volunteer.headers },
    );
    expect([res.status, res.body.data.dueDate]).toEqual([201, addDays(day, 10)]);
  });

  it('when a borrower borrows without a due date, then the default is the same, and the loan rules of now decide it', async () => {
    await store.updateLoanRules({ ...LOAN_RULE_DEFAULTS, loanDays: 21 }, systemActor);
    try {
      const book = await api.book({ title: 'Due By Newer Rules', copies: 2 }, librarian.headers);
      const res = await api.post<BorrowJson>(
        '/borrow',
        { book: book.id, quantity: 1, borrower: 'Walk-in Reader' },
        { headers: librarian.headers },
      );
      expect([res.status, res.body.data.dueDate]).toEqual([201, addDays(day, 21)]);
    } finally {
      await store.updateLoanRules({ ...LOAN_RULE_DEFAULTS, loanDays: 10 }, systemActor);
    }
  });

  it('when a due date is given, then the loan is due that day, as before', async () => {
    const book = await api.book({ title: 'Due When Asked', copies: 2 }, librarian.headers);
    const res = await api.post<BorrowJson>(
      '/borrow',
      { book: book.id, quantity: 1, dueDate: addDays(day, 3) },
      { headers: volunteer.headers },
    );
    expect([res.status, res.body.data.dueDate]).toEqual([201, addDays(day, 3)]);
  });

  it('when the due date is blank, then 400 still says it is required', async () => {
    const book = await api.book({ title: 'Blank Due Date', copies: 2 }, librarian.headers);
    const res = await api.post('/borrow', { book: book.id, quantity: 1, dueDate: ' ' }, { headers: librarian.headers });
    expect([res.status, res.body.error?.errors?.['dueDate']?.message]).toEqual([400, 'Due date is required']);
  });

  it('when a member borrows, then the answer has their standing after the loan, as GET /members/:id says it; a borrower’s loan has none', async () => {
    const book = await api.book({ title: 'Standing After', copies: 3 }, librarian.headers);
    const member = await addMember(store);
    const res = await api.post<BorrowAnswerJson>(
      '/borrow',
      { book: book.id, quantity: 2, member: member.cardNumber },
      { headers: volunteer.headers },
    );
    const read = await api.get<MemberJson>(`/members/${member.id}`, { headers: librarian.headers });
    expect(res.status).toBe(201);
    expect(res.body.data.standing).toEqual(read.body.data);
    expect(res.body.data.standing).toMatchObject({ copiesOut: 2, overdueLoans: 0, status: 'active' });
    const walkIn = await api.post<BorrowAnswerJson>(
      '/borrow',
      { book: book.id, quantity: 1, borrower: 'Walk-in' },
      { headers: librarian.headers },
    );
    expect([walkIn.status, walkIn.body.data.standing]).toEqual([201, undefined]);
  });
});
