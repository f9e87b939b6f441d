/**
 * A loan of several copies returned in part over HTTP: `POST /loans/:id/return` with
 * `{ quantity }` gives back that many copies (to the shelf, or to the holds waiting), answers the
 * returned part as a returned loan of its own, and the loan keeps its id with the rest out; the borrow
 * summary's copies out go down and its totals stay. More than the loan has out is refused with a
 * field error and changes nothing. On PostgreSQL: two partial returns of one loan at once never give
 * back more copies than it had out.
 */
import {
  addDays,
  type BookJson,
  type BorrowJson,
  type HoldJson,
  type LoanJson,
  type RestBorrowTotals,
} from '../src/contract';
import type { Store } from '../src/store';
import { TARGETS, TEST_DATABASE_URL, startApiWithStore, type Api } from './helpers';
import { signedInStaff, type SignedInStaff } from './support/auth';
import { addMember } from './support/hold-members';

type ReturnJson = LoanJson & { putAside: HoldJson[] };

const START = '2030-05-04';

describe.each(TARGETS)('returning part of a loan on %s', (target) => {
  let api: Api;
  let store: Store;
  let staff: SignedInStaff;
  beforeAll(async () => {
    ({ api, store } = await startApiWithStore(target, { today: () => START }));
    await signedInStaff(store, 'ADMIN');
    staff = await signedInStaff(store, 'LIBRARIAN');
  });
  afterAll(async () => {
    await api.close();
  });

  const headers = (): Record<string, string> => staff.headers;
  const book = async (id: string): Promise<BookJson> => (await api.get<BookJson>(`/books/${id}`)).body.data;
  const totals = async (): Promise<RestBorrowTotals> => (await api.get<RestBorrowTotals>('/borrow/totals')).body.data;
  /** A book of `copies` copies with `lent` of them out in one loan: the book's id and the loan's. */
  const lentOut = async (copies: number, lent: number, title: string): Promise<{ bookId: string; loanId: string }> => {
    const created = await api.book({ title, copies }, headers());
    const loan = await api.post<BorrowJson>(
      '/borrow',
      { book: created.id, quantity: lent, dueDate: addDays(START, 14), borrower: 'Class 4B' },
      { headers: headers() },
    );
    if (loan.status !== 201) throw new Error(`borrowing answered ${loan.status}: ${JSON.stringify(loan.body)}`);
    return { bookId: created.id, loanId: loan.body.data.id };
  };
  const giveBack = (loanId: string, body?: unknown) =>
    api.post<ReturnJson>(`/loans/${loanId}/return`, body, { headers: headers() });
  const loansOf = async (bookId: string, status: 'out' | 'returned'): Promise<LoanJson[]> =>
    (await api.get<LoanJson[]>(`/loans?book=${bookId}&status=${status}`, { headers: headers() })).body.data;

  it('when 1 of a loan of 3 copies is returned, then the answer is a returned loan of 1 copy and the loan keeps 2 out under its id', async () => {
    const { bookId, loanId } = await lentOut(5, 3, 'Class Set');
    const before = await totals();

    const res = await giveBack(loanId, { quantity: 1 });

    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Loan returned successfully');
    expect(res.body.data).toMatchObject({
      quantity: 1,
      borrower: 'Class 4B',
      dueDate: addDays(START, 14),
      book: { _id: bookId, title: 'Class Set' },
      putAside: [],
    });
    expect(res.body.data.id).not.toBe(loanId);
    expect(res.body.data.returnedAt).not.toBeNull();
    const out = await loansOf(bookId, 'out');
    expect(out.map((loan) => [loan.id, loan.quantity, loan.borrower, loan.returnedAt])).toEqual([
      [loanId, 2, 'Class 4B', null],
    ]);
    expect((await loansOf(bookId, 'returned')).map((loan) => [loan.id, loan.quantity])).toEqual([
      [res.body.data.id, 1],
    ]);
    expect(await book(bookId)).toMatchObject({ copies: 3, copiesOnLoan: 2, available: true });
    const after = await totals();
    expect(after.copiesOut - before.copiesOut).toBe(-1);
    expect(after.totalBorrowed).toBe(before.totalBorrowed);
  });

  it('when the rest of a loan is returned by quantity, then the loan itself is returned', async () => {
    const { bookId, loanId } = await lentOut(3, 3, 'Given Back In Two');
    expect((await giveBack(loanId, { quantity: 2 })).status).toBe(200);

    const res = await giveBack(loanId, { quantity: 1 });

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: loanId, quantity: 1 });
    expect(res.body.data.returnedAt).not.toBeNull();
    expect(await loansOf(bookId, 'out')).toEqual([]);
    expect((await loansOf(bookId, 'returned')).map((loan) => loan.quantity).sort()).toEqual([1, 2]);
    expect(await book(bookId)).toMatchObject({ copies: 3, copiesOnLoan: 0 });
    expect((await giveBack(loanId, { quantity: 1 })).body.error?.code).toBe('ALREADY_RETURNED');
  });

  it('when more copies are returned than the loan has out, then a field error says how many it has and nothing changes', async () => {
    const { bookId, loanId } = await lentOut(4, 2, 'Only Two Out');

    const res = await giveBack(loanId, { quantity: 3 });

    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('VALIDATION_FAILED');
    expect(res.body.error?.errors?.['quantity']).toMatchObject({
      message: 'Quantity must be at most 2: the copies this loan has out',
      kind: 'max',
      value: 3,
    });
    expect((await loansOf(bookId, 'out')).map((loan) => [loan.id, loan.quantity])).toEqual([[loanId, 2]]);
    expect(await book(bookId)).toMatchObject({ copies: 2, copiesOnLoan: 2 });
  });

  it.each([
    [0, 'Quantity must be 1 or more'],
    [1.5, 'Quantity must be a whole number'],
    ['two', 'Quantity must be a whole number'],
    [null, 'Quantity is required'],
  ])('when the quantity is %p, then it is refused with "%s"', async (quantity, message) => {
    const { loanId } = await lentOut(2, 2, 'Bad Quantity');
    const res = await giveBack(loanId, { quantity });
    expect(res.status).toBe(400);
    expect(res.body.error?.errors?.['quantity']?.message).toBe(message);
  });

  it('when a member waits for the book, then the copy returned in part is put aside for them', async () => {
    const { bookId, loanId } = await lentOut(2, 2, 'Wanted In Part');
    const member = await addMember(store, { name: 'Robin Ash' });
    expect((await api.post('/holds', { book: bookId, member: member.cardNumber }, { headers: headers() })).status).toBe(
      201,
    );

    const res = await giveBack(loanId, { quantity: 1 });

    expect(res.body.data.putAside.map((hold) => hold.member.name)).toEqual(['Robin Ash']);
    expect(await book(bookId)).toMatchObject({ copies: 0, onHoldShelf: 1, copiesOnLoan: 1 });
  });

  it('when the return is logged, then the activity names the returned copies and the loan they came from', async () => {
    const { loanId } = await lentOut(3, 3, 'Logged In Part');
    const res = await giveBack(loanId, { quantity: 2 });
    const entries = await store.listActivity({ page: 1, limit: 20, action: 'loan.returned' });
    const entry = entries.entries.find((e) => e.targetId === res.body.data.id);
    expect(entry?.details).toMatchObject({ quantity: 2, partOf: loanId });
  });
});

(TEST_DATABASE_URL ? describe : describe.skip)('returning part of a loan under races on PostgreSQL', () => {
  it('when two returns of 2 copies of a loan of 3 run at once, then one goes through and the other is refused', async () => {
    const { api, store } = await startApiWithStore('postgres');
    try {
      const staff = await signedInStaff(store, 'ADMIN');
      for (let round = 0; round < 5; round++) {
        const created = await api.book({ title: `Raced Part ${round}`, copies: 3 }, staff.headers);
        const loan = await api.post<BorrowJson>(
          '/borrow',
          { book: created.id, quantity: 3, dueDate: addDays(store.today(), 7) },
          { headers: staff.headers },
        );
        const answers = await Promise.all(
          [1, 2].map(() =>
            api.post<ReturnJson>(`/loans/${loan.body.data.id}/return`, { quantity: 2 }, { headers: staff.headers }),
          ),
        );
        expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
        expect(answers.find((a) => a.status === 400)?.body.error?.errors?.['quantity']?.message).toBe(
          'Quantity must be at most 1: the copy this loan has out',
        );
        expect(await store.getBook(created.id)).toMatchObject({ copies: 2 });
      }
    } finally {
      await api.close();
    }
  });
});
