/**
 * Every copy is an item, and the spec's calls move them: a new book's copies are items on the shelf
 * with generated barcodes, `PUT /books/:id` with more copies adds items and with fewer withdraws
 * some, a borrow lends items from the shelf, a return puts them back (or on the hold shelf for the
 * next hold), and a hold's copy is the one its member borrows. `GET /books/:id/items` shows them.
 */
import {
  ITEM_MESSAGES,
  isGeneratedBarcode,
  type BorrowJson,
  type HoldJson,
  type ItemJson,
  type ItemStatus,
} from '../src/contract';
import type { Store } from '../src/store';
import { TARGETS, startApiWithStore, type Api } from './helpers';
import { signedInStaff, type SignedInStaff } from './support/auth';
import { addMember } from './support/hold-members';

describe.each(TARGETS)('items of the spec calls on %s', (target) => {
  let api: Api;
  let store: Store;
  let staff: SignedInStaff;
  beforeAll(async () => {
    ({ api, store } = await startApiWithStore(target, { today: () => '2030-05-04' }));
    await signedInStaff(store, 'ADMIN');
    staff = await signedInStaff(store, 'LIBRARIAN');
  });
  afterAll(async () => {
    await api.close();
  });

  const items = async (bookId: string): Promise<ItemJson[]> => {
    const res = await api.get<ItemJson[]>(`/books/${bookId}/items`);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const statuses = async (bookId: string): Promise<ItemStatus[]> => (await items(bookId)).map((i) => i.status).sort();
  const borrow = async (body: Record<string, unknown>): Promise<BorrowJson> => {
    const res = await api.post<BorrowJson>('/borrow', body, { headers: staff.headers });
    expect(res.status).toBe(201);
    return res.body.data;
  };
  const giveBack = async (loanId: string, body?: unknown) => {
    const res = await api.post(`/loans/${loanId}/return`, body, { headers: staff.headers });
    expect(res.status).toBe(200);
  };

  it('when a book of 3 copies is created, then it has 3 items on the shelf with generated EAN-13 barcodes', async () => {
    const book = await api.book({ copies: 3 }, staff.headers);
    const list = await items(book.id);
    expect(list.map((i) => i.status)).toEqual(['on_shelf', 'on_shelf', 'on_shelf']);
    expect(list.every((i) => isGeneratedBarcode(i.barcode) && i.bookId === book.id && i.dueDate === null)).toBe(true);
  });

  it('when a book has copies raised, then items are added, and when lowered, then items on the shelf are withdrawn (in the log)', async () => {
    const book = await api.book({ copies: 2 }, staff.headers);
    expect((await api.put(`/books/${book.id}`, { copies: 5 }, { headers: staff.headers })).status).toBe(200);
    expect(await statuses(book.id)).toEqual(Array(5).fill('on_shelf'));
    expect((await api.put(`/books/${book.id}`, { copies: 1 }, { headers: staff.headers })).status).toBe(200);
    expect(await statuses(book.id)).toEqual(['on_shelf', 'withdrawn', 'withdrawn', 'withdrawn', 'withdrawn']);
    expect((await api.get<{ copies: number }>(`/books/${book.id}`)).body.data.copies).toBe(1);
    const log = await store.listActivity({ page: 1, limit: 10, action: 'item.status-changed' });
    const withdrawn = log.entries.filter((e) => JSON.stringify(e.details).includes(book.id));
    expect(withdrawn).toHaveLength(4);
    for (const e of withdrawn)
      expect(e).toMatchObject({ targetKind: 'item', details: { to: 'withdrawn', reason: 'copies lowered' } });
  });

  it('when copies are borrowed and returned in parts, then that many items are on loan with the due date, then back on the shelf', async () => {
    const book = await api.book({ copies: 4 }, staff.headers);
    const loan = await borrow({ book: book.id, quantity: 3, dueDate: '2030-05-20', borrower: 'Class 4B' });
    const out = (await items(book.id)).filter((i) => i.status === 'on_loan');
    expect(out.map((i) => i.dueDate)).toEqual(['2030-05-20', '2030-05-20', '2030-05-20']);
    expect(out.every((i) => i.lastBorrowedAt !== null)).toBe(true);
    await giveBack(loan.id, { quantity: 1 });
    expect(await statuses(book.id)).toEqual(['on_loan', 'on_loan', 'on_shelf', 'on_shelf']);
    await giveBack(loan.id);
    expect(await statuses(book.id)).toEqual(Array(4).fill('on_shelf'));
  });

  it('when a copy comes back while a member waits, then that item is on the hold shelf, and it is the one their borrow takes', async () => {
    const book = await api.book({ copies: 1 }, staff.headers);
    const [first, second] = [await addMember(store), await addMember(store)];
    const loan = await borrow({ book: book.id, quantity: 1, member: first.cardNumber });
    const hold = await api.post<HoldJson>(
      '/holds',
      { book: book.id, member: second.cardNumber },
      { headers: staff.headers },
    );
    expect(hold.status).toBe(201);
    const [lent] = await items(book.id);
    await giveBack(loan.id);
    expect(await items(book.id)).toMatchObject([{ barcode: lent.barcode, status: 'on_hold_shelf' }]);
    const again = await borrow({ book: book.id, quantity: 1, member: second.cardNumber });
    expect(await items(book.id)).toMatchObject([{ barcode: lent.barcode, status: 'on_loan' }]);
    await giveBack(again.id);
    expect(await items(book.id)).toMatchObject([{ barcode: lent.barcode, status: 'on_shelf' }]);
  });

  it('when an item is asked for by its barcode, then it is shown with where it is, and an unknown barcode is 404 "Item not found"', async () => {
    const book = await api.book({ copies: 2 }, staff.headers);
    const loan = await borrow({ book: book.id, quantity: 1, dueDate: '2030-06-01' });
    const out = (await items(book.id)).find((i) => i.status === 'on_loan');
    const res = await api.get<ItemJson>(`/items/${out?.barcode ?? ''}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ bookId: book.id, status: 'on_loan', dueDate: '2030-06-01' });
    await giveBack(loan.id);
    const missing = await api.get('/items/NOSUCHCODE1');
    expect([missing.status, missing.body.message, missing.body.error?.code]).toEqual([
      404,
      ITEM_MESSAGES.notFound,
      'NOT_FOUND',
    ]);
  });

  it('when the items of a book that is not there are asked for, then the answer is 404', async () => {
    const res = await api.get('/books/00000000-0000-4000-8000-000000000000/items');
    expect(res.status).toBe(404);
  });
});
