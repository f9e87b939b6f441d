/**
 * Copies added and changed one by one: `POST /books/:id/items` puts copies on the shelf (generated
 * barcodes or the library's own), `PATCH /items/:barcode` marks one lost, damaged, in repair,
 * missing or withdrawn (with a reason) and back on the shelf, books.copies in step, each change in
 * the activity log with who and why; circulation marks lost or found, catalogue withdraws and edits.
 */
import {
  ITEM_MESSAGES,
  ITEM_STATUS_CHANGES,
  isGeneratedBarcode,
  type BookJson,
  type ItemJson,
  type ItemSetStatus,
} from '../src/contract';
import { TARGETS, startApiWithStore, type Target } from './helpers';
import { signedInStaff, type SignedInStaff } from './support/auth';
import { addMember } from './support/hold-members';

/** A barcode of the library's own no other test uses: letters and digits, as printed on a label. */
const ownBarcode = (): string => `Lb${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;

/**
 * The api on a store of its own (today 4 May 2030), with an admin (the library is not open), a
 * librarian (catalogue) and a volunteer (circulation only) signed in.
 */
async function startLibrary(target: Target) {
  const { api, store } = await startApiWithStore(target, { today: () => '2030-05-04' });
  await signedInStaff(store, 'ADMIN');
  const librarian = await signedInStaff(store, 'LIBRARIAN', { name: 'Lena Librarian' });
  const volunteer = await signedInStaff(store, 'VOLUNTEER', { name: 'Vic Volunteer' });
  return { api, store, librarian, volunteer };
}

describe.each(TARGETS)('items added and changed on %s', (target) => {
  let lib: Awaited<ReturnType<typeof startLibrary>>;
  beforeAll(async () => {
    lib = await startLibrary(target);
  });
  afterAll(() => lib.api.close());

  const copiesOf = async (bookId: string): Promise<number> =>
    (await lib.api.get<BookJson>(`/books/${bookId}`)).body.data.copies;
  const itemsOf = async (bookId: string): Promise<ItemJson[]> =>
    (await lib.api.get<ItemJson[]>(`/books/${bookId}/items`)).body.data;
  const add = (bookId: string, body: unknown, who: SignedInStaff = lib.librarian) =>
    lib.api.post<ItemJson[]>(`/books/${bookId}/items`, body, { headers: who.headers });
  const change = (barcode: string, body: unknown, who: SignedInStaff = lib.librarian) =>
    lib.api.patch<ItemJson>(`/items/${barcode}`, body, { headers: who.headers });
  const entriesOf = async (barcode: string) =>
    (await lib.store.listActivity({ page: 1, limit: 20, targetKind: 'item', targetId: barcode })).entries;
  /** A book of `copies` copies and the barcode of its first item. */
  const bookWithItem = async (copies = 2): Promise<{ book: BookJson; barcode: string }> => {
    const book = await lib.api.book({ copies }, lib.librarian.headers);
    const [first] = await itemsOf(book.id);
    return { book, barcode: first.barcode };
  };

  describe('POST /books/:id/items', () => {
    it('when 3 copies are added with a shelf mark, then they are on the shelf with generated barcodes, the copies go up and each is logged', async () => {
      const book = await lib.api.book({ copies: 1 }, lib.librarian.headers);
      const res = await add(book.id, { count: 3, shelfMark: 'FIC TOL', location: 'Room 2' });
      expect(res.status).toBe(201);
      expect(res.body.data).toHaveLength(3);
      for (const item of res.body.data) {
        expect(item).toMatchObject({ bookId: book.id, status: 'on_shelf', shelfMark: 'FIC TOL', location: 'Room 2' });
        expect(isGeneratedBarcode(item.barcode)).toBe(true);
        expect(await entriesOf(item.barcode)).toMatchObject([
          { action: 'items.added', actorName: 'Lena Librarian', targetLabel: book.title },
        ]);
      }
      expect(await copiesOf(book.id)).toBe(4);
    });

    it('when the library’s own barcodes are given, then they are kept as typed and found upper- or lower-cased', async () => {
      const book = await lib.api.book({ copies: 0 }, lib.librarian.headers);
      const codes = [ownBarcode(), ownBarcode()];
      const res = await add(book.id, { barcodes: codes });
      expect(res.status).toBe(201);
      expect(res.body.data.map((i) => i.barcode).sort()).toEqual([...codes].sort());
      expect(await copiesOf(book.id)).toBe(2);
      const found = await lib.api.get<ItemJson>(`/items/${codes[0].toUpperCase()}`);
      expect([found.status, found.body.data.barcode]).toEqual([200, codes[0]]);
    });

    it('when a barcode is already another copy’s (in any case), then the answer is 409 naming it and nothing is added', async () => {
      const book = await lib.api.book({ copies: 1 }, lib.librarian.headers);
      const code = ownBarcode();
      expect((await add(book.id, { barcodes: [code] })).status).toBe(201);
      const res = await add(book.id, { barcodes: [ownBarcode(), code.toUpperCase()] });
      expect([res.status, res.body.error?.code, res.body.message]).toEqual([
        409,
        'DUPLICATE_BARCODE',
        ITEM_MESSAGES.barcodesTaken([code.toUpperCase()]),
      ]);
      expect(await copiesOf(book.id)).toBe(2);
      expect(await itemsOf(book.id)).toHaveLength(2);
    });

    it('when the request is not right, then the answer is 400 with the contract’s message for the field', async () => {
      const book = await lib.api.book({ copies: 1 }, lib.librarian.headers);
      const cases: [unknown, string, string][] = [
        [{ barcodes: ['ab'] }, 'barcodes', ITEM_MESSAGES.barcodeInvalid],
        [{ barcodes: ['9780306406157'] }, 'barcodes', ITEM_MESSAGES.barcodeIsIsbn],
        [{ barcodes: ['abcd1', 'ABCD1'] }, 'barcodes', ITEM_MESSAGES.barcodesRepeated],
        [{ count: 2, barcodes: [ownBarcode()] }, 'count', ITEM_MESSAGES.countOrBarcodes],
      ];
      for (const [body, field, message] of cases) {
        const res = await add(book.id, body);
        expect([res.status, res.body.error?.errors?.[field]?.message]).toEqual([400, message]);
      }
      expect(await copiesOf(book.id)).toBe(1);
    });

    it('when a lib.volunteer adds copies, then the answer is 403', async () => {
      const book = await lib.api.book({ copies: 1 }, lib.librarian.headers);
      expect((await add(book.id, { count: 1 }, lib.volunteer)).status).toBe(403);
    });
  });

  describe('PATCH /items/:barcode', () => {
    const offShelf: ItemSetStatus[] = ['lost', 'damaged', 'in_repair', 'missing'];

    it.each(offShelf)(
      'when a copy on the shelf is marked %s and then found, then it leaves and comes back to the shelf with the copies in step, both in the log',
      async (status) => {
        const { book, barcode } = await bookWithItem(2);
        const off = await change(barcode, { status, reason: 'seen torn' }, lib.volunteer);
        expect([off.status, off.body.data.status]).toEqual([200, status]);
        expect(await copiesOf(book.id)).toBe(1);
        const back = await change(barcode, { status: 'on_shelf' }, lib.volunteer);
        expect([back.status, back.body.data.status]).toEqual([200, 'on_shelf']);
        expect(await copiesOf(book.id)).toBe(2);
        const log = (await entriesOf(barcode)).filter((e) => e.action === 'item.status-changed');
        expect(log).toMatchObject([
          { actorName: 'Vic Volunteer', details: { from: status, to: 'on_shelf', reason: null } },
          { actorName: 'Vic Volunteer', details: { from: 'on_shelf', to: status, reason: 'seen torn' } },
        ]);
      },
    );

    it('when a damaged copy goes to repair and is then withdrawn, then the copies stay one down', async () => {
      const { book, barcode } = await bookWithItem(2);
      expect((await change(barcode, { status: 'damaged', reason: 'water' }, lib.volunteer)).status).toBe(200);
      expect((await change(barcode, { status: 'in_repair', reason: 'to the bindery' }, lib.volunteer)).status).toBe(
        200,
      );
      expect(await copiesOf(book.id)).toBe(1);
      const gone = await change(barcode, { status: 'withdrawn', reason: 'beyond repair' });
      expect([gone.status, gone.body.data.status]).toEqual([200, 'withdrawn']);
      expect(await copiesOf(book.id)).toBe(1);
      expect(ITEM_STATUS_CHANGES.withdrawn).toEqual(['on_shelf']);
      const lost = await change(barcode, { status: 'lost', reason: 'no' });
      expect([lost.status, lost.body.error?.code]).toEqual([409, 'ITEM_STATUS_CONFLICT']);
      expect((await change(barcode, { status: 'on_shelf' })).body.data.status).toBe('on_shelf');
      expect(await copiesOf(book.id)).toBe(2);
    });

    it('when the last copy on the shelf is lost, then the book is not available, and when it is found, then it is again', async () => {
      const { book, barcode } = await bookWithItem(1);
      await change(barcode, { status: 'lost', reason: 'not returned to the shelf' });
      expect((await lib.api.get<BookJson>(`/books/${book.id}`)).body.data).toMatchObject({
        copies: 0,
        available: false,
      });
      await change(barcode, { status: 'on_shelf' });
      expect((await lib.api.get<BookJson>(`/books/${book.id}`)).body.data).toMatchObject({
        copies: 1,
        available: true,
      });
    });

    it('when a lost copy is found while a member waits, then it goes to the hold shelf for them and the copies stay', async () => {
      const { book, barcode } = await bookWithItem(1);
      await change(barcode, { status: 'lost', reason: 'gone' });
      const member = await addMember(lib.store);
      const hold = await lib.api.post(
        '/holds',
        { book: book.id, member: member.cardNumber },
        { headers: lib.librarian.headers },
      );
      expect(hold.status).toBe(201);
      const found = await change(barcode, { status: 'on_shelf' }, lib.volunteer);
      expect([found.status, found.body.data.status]).toEqual([200, 'on_hold_shelf']);
      expect(await copiesOf(book.id)).toBe(0);
      expect((await entriesOf(barcode)).at(0)).toMatchObject({ details: { from: 'lost', to: 'on_hold_shelf' } });
    });

    it('when a copy on loan or on the hold shelf is marked lost, then the answer is 409 saying why', async () => {
      const { book, barcode } = await bookWithItem(1);
      const loan = await lib.api.post<{ id: string }>(
        '/borrow',
        { book: book.id, quantity: 1, borrower: 'Ana' },
        { headers: lib.librarian.headers },
      );
      expect(loan.status).toBe(201);
      const res = await change(barcode, { status: 'lost', reason: 'borrower says so' });
      expect([res.status, res.body.error?.code, res.body.message]).toEqual([
        409,
        'ITEM_STATUS_CONFLICT',
        ITEM_MESSAGES.notChangeable('on_loan'),
      ]);
      const member = await addMember(lib.store);
      await lib.api.post('/holds', { book: book.id, member: member.cardNumber }, { headers: lib.librarian.headers });
      await lib.api.post(`/loans/${loan.body.data.id}/return`, undefined, { headers: lib.librarian.headers });
      const held = await change(barcode, { status: 'missing', reason: 'cannot find it' });
      expect([held.status, held.body.message]).toEqual([409, ITEM_MESSAGES.notChangeable('on_hold_shelf')]);
    });

    it('when a copy is set to the status it has, then the answer is 409 "already"', async () => {
      const { barcode } = await bookWithItem(1);
      const res = await change(barcode, { status: 'on_shelf' });
      expect([res.status, res.body.message]).toEqual([409, ITEM_MESSAGES.sameStatus('on_shelf')]);
    });

    it('when a copy is marked lost without a reason, or nothing is given, then the answer is 400 with the contract’s message', async () => {
      const { book, barcode } = await bookWithItem(1);
      const noReason = await change(barcode, { status: 'lost', reason: '  ' });
      expect([noReason.status, noReason.body.error?.errors?.['reason']?.message]).toEqual([
        400,
        ITEM_MESSAGES.reasonRequired('lost'),
      ]);
      const nothing = await change(barcode, {});
      expect([nothing.status, nothing.body.error?.errors?.['body']?.message]).toEqual([
        400,
        ITEM_MESSAGES.nothingToChange,
      ]);
      expect(await copiesOf(book.id)).toBe(1);
    });

    it('when a lib.volunteer withdraws a copy or changes its shelf mark, then the answer is 403 and nothing changes; a lib.librarian may', async () => {
      const { book, barcode } = await bookWithItem(1);
      for (const body of [{ status: 'withdrawn', reason: 'old' }, { shelfMark: 'FIC X' }, { location: 'Attic' }]) {
        const res = await change(barcode, body, lib.volunteer);
        expect([res.status, res.body.error?.code, res.body.message]).toEqual([
          403,
          'FORBIDDEN',
          ITEM_MESSAGES.cataloguersOnly,
        ]);
      }
      expect((await lib.api.get<ItemJson>(`/items/${barcode}`)).body.data).toMatchObject({
        status: 'on_shelf',
        shelfMark: null,
      });
      expect(await copiesOf(book.id)).toBe(1);
      const edited = await change(barcode, { shelfMark: 'FIC X', location: 'Attic' });
      expect(edited.body.data).toMatchObject({ status: 'on_shelf', shelfMark: 'FIC X', location: 'Attic' });
      expect((await change(barcode, { notes: 'spine cracked' }, lib.volunteer)).status).toBe(200);
    });

    it('when a barcode no copy has is changed, then the answer is 404 "Item not found"', async () => {
      const res = await change('NOSUCHCODE2', { status: 'lost', reason: 'x' });
      expect([res.status, res.body.message]).toEqual([404, ITEM_MESSAGES.notFound]);
    });
  });
});
