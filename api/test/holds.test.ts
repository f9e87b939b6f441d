/**
 * Holds over HTTP: who may place, cancel and list them; a hold only on a book with no
 * copy on the shelf; one per member per book; the queue in order with its positions; a blocked
 * member refused; a member for themself only; a book's copies on the hold shelf; deleting a book
 * cancels its holds; the activity log names a hold by its book's title, never by a member's name.
 */
import { MEMBER_MESSAGES, type ActivityQuery, type BookJson, type HoldJson } from '../src/contract';

import { TARGETS, anyString, systemActor } from './helpers';
import { apiSuite } from './support/suite';
import { addMember, signedInMember, type SignedInMember } from './support/hold-members';

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000f00d';

describe.each(TARGETS)('holds on %s', (target) => {
  const {
    api,
    store,
    staff: [, librarian, volunteer],
  } = apiSuite(target, 'ADMIN', 'LIBRARIAN', 'VOLUNTEER');

  /** A book with no copy on the shelf (all lent), as staff see it. */
  const bookOut = (fields: Partial<Record<keyof BookJson, unknown>> = {}): Promise<BookJson> =>
    api.book({ title: 'The Waiting Book', copies: 0, ...fields }, librarian.headers);
  const place = (body: Record<string, unknown>, headers = volunteer.headers) =>
    api.post<HoldJson>('/holds', body, { headers });
  const placed = async (book: string, member: string): Promise<HoldJson> => {
    const res = await place({ book, member });
    if (res.status !== 201) throw new Error(`placing a hold answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const cancel = (id: string, headers = volunteer.headers) =>
    api.post<HoldJson>(`/holds/${id}/cancel`, undefined, { headers });
  const queue = async (bookId: string, status = 'active'): Promise<HoldJson[]> =>
    (await api.get<HoldJson[]>(`/holds?book=${bookId}&status=${status}`, { headers: volunteer.headers })).body.data;

  describe('placing', () => {
    it('when staff place holds for two members on a book that is out, then each waits in turn with its place', async () => {
      const book = await bookOut();
      const alex = await addMember(store, { name: 'Alex Kim' });
      const sam = await addMember(store, { name: 'Sam Lee' });
      const first = await place({ book: book.id, member: alex.cardNumber });
      expect(first.status).toBe(201);
      expect(first.body.message).toBe('Hold placed successfully');
      expect(first.body.data).toEqual({
        _id: first.body.data.id,
        id: first.body.data.id,
        book: { _id: book.id, title: 'The Waiting Book', isbn: book.isbn },
        member: { _id: alex.id, name: 'Alex Kim', cardNumber: alex.cardNumber },
        status: 'waiting',
        position: 1,
        placedAt: anyString(),
        readyUntil: null,
        endedAt: null,
      });
      // A member's id names them as well as their card.
      const second = await placed(book.id, sam.id);
      expect(second.position).toBe(2);
      expect((await queue(book.id)).map((h) => [h.member.name, h.position])).toEqual([
        ['Alex Kim', 1],
        ['Sam Lee', 2],
      ]);
    });

    it('when a copy is on the shelf, then 409 COPY_ON_SHELF (borrow it); a book marked not for lending may be held', async () => {
      const alex = await addMember(store);
      const onShelf = await api.book({ copies: 2 }, librarian.headers);
      const refused = await place({ book: onShelf.id, member: alex.cardNumber });
      expect(refused.status).toBe(409);
      expect(refused.body.error?.code).toBe('COPY_ON_SHELF');
      expect(refused.body.message).toBe(MEMBER_MESSAGES.copyOnShelf);
      const notForLending = await api.book({ copies: 2, available: false }, librarian.headers);
      expect((await place({ book: notForLending.id, member: alex.cardNumber })).status).toBe(201);
    });

    it('when a member already has a hold on the book, then 409 DUPLICATE_HOLD; once it is cancelled, they may hold it again', async () => {
      const book = await bookOut();
      const alex = await addMember(store);
      const first = await placed(book.id, alex.cardNumber);
      const again = await place({ book: book.id, member: alex.id });
      expect(again.status).toBe(409);
      expect(again.body.error?.code).toBe('DUPLICATE_HOLD');
      expect(again.body.message).toBe(MEMBER_MESSAGES.holdExists);
      expect((await cancel(first.id)).status).toBe(200);
      const later = await place({ book: book.id, member: alex.cardNumber });
      expect(later.status).toBe(201);
      expect(later.body.data.position).toBe(1);
    });

    it('when the member is blocked, then 409 MEMBER_BLOCKED with the reason', async () => {
      const book = await bookOut();
      const alex = await addMember(store, { name: 'Alex Kim' });
      await store.blockMember(alex.id, 'lost books not paid for', systemActor);
      const refused = await place({ book: book.id, member: alex.cardNumber });
      expect(refused.status).toBe(409);
      expect(refused.body.error?.code).toBe('MEMBER_BLOCKED');
      expect(refused.body.message).toBe(MEMBER_MESSAGES.blocked('Alex Kim', 'lost books not paid for'));
      expect(await queue(book.id)).toEqual([]);
    });

    it('when the book or the member is not there, then 404 NOT_FOUND or MEMBER_NOT_FOUND; staff without a member get 400', async () => {
      const book = await bookOut();
      const alex = await addMember(store);
      const noBook = await place({ book: UNKNOWN_ID, member: alex.cardNumber });
      expect(noBook.status).toBe(404);
      expect(noBook.body.error?.code).toBe('NOT_FOUND');
      const noMember = await place({ book: book.id, member: 'NOBODY1234' });
      expect(noMember.status).toBe(404);
      expect(noMember.body.error?.code).toBe('MEMBER_NOT_FOUND');
      expect((await place({ book: book.id, member: UNKNOWN_ID })).body.error?.code).toBe('MEMBER_NOT_FOUND');
      for (const member of [undefined, '', '  ', null]) {
        const whose = await place({ book: book.id, member });
        expect(whose.status).toBe(400);
        expect(whose.body.error?.code).toBe('VALIDATION_FAILED');
        expect(whose.body.error?.errors?.member.message).toBe(MEMBER_MESSAGES.holdNeedsMember);
      }
      const badBook = await place({ book: 'not-an-id', member: alex.cardNumber });
      expect(badBook.status).toBe(400);
      expect(badBook.body.error?.errors?.book).toBeDefined();
    });
  });

  describe('members for themselves', () => {
    let sam: SignedInMember;
    let alex: SignedInMember;
    beforeAll(async () => {
      sam = await signedInMember(api, store, 'Sam Reader');
      alex = await signedInMember(api, store, 'Alex Reader');
    });

    it('when a signed-in member places a hold without naming anyone, or naming themself, then it is theirs', async () => {
      const one = await bookOut();
      const two = await bookOut();
      const mine = await place({ book: one.id }, sam.headers);
      expect(mine.status).toBe(201);
      expect(mine.body.data.member).toEqual({
        _id: sam.member.id,
        name: 'Sam Reader',
        cardNumber: sam.member.cardNumber,
      });
      const named = await place({ book: two.id, member: sam.member.cardNumber }, sam.headers);
      expect(named.status).toBe(201);
      expect(named.body.data.member._id).toBe(sam.member.id);
    });

    it('when a member names another member, then 403 FORBIDDEN and no hold is placed', async () => {
      const book = await bookOut();
      const refused = await place({ book: book.id, member: alex.member.cardNumber }, sam.headers);
      expect(refused.status).toBe(403);
      expect(refused.body.error?.code).toBe('FORBIDDEN');
      expect(await queue(book.id)).toEqual([]);
    });

    it("when a member cancels another's hold, then 404 HOLD_NOT_FOUND and it still waits; their own is cancelled", async () => {
      const book = await bookOut();
      const alexHold = (await place({ book: book.id }, alex.headers)).body.data;
      const samHold = (await place({ book: book.id }, sam.headers)).body.data;
      const refused = await cancel(alexHold.id, sam.headers);
      expect(refused.status).toBe(404);
      expect(refused.body.error?.code).toBe('HOLD_NOT_FOUND');
      expect(refused.body.message).toBe(MEMBER_MESSAGES.holdNotFound);
      const own = await cancel(samHold.id, sam.headers);
      expect(own.status).toBe(200);
      expect(own.body.data.status).toBe('cancelled');
      expect((await queue(book.id)).map((h) => h.id)).toEqual([alexHold.id]);
    });

    it('when a member or a visitor asks for the holds list, then 403 or 401; a visitor may not place one', async () => {
      expect((await api.get('/holds', { headers: sam.headers })).status).toBe(403);
      expect((await api.get('/holds')).status).toBe(401);
      const book = await bookOut();
      expect((await api.post('/holds', { book: book.id })).status).toBe(401);
      expect((await api.post(`/holds/${UNKNOWN_ID}/cancel`)).status).toBe(401);
    });
  });

  describe('cancelling', () => {
    it('when the first hold of a queue is cancelled, then it has ended and the next moves up', async () => {
      const book = await bookOut();
      const first = await placed(book.id, (await addMember(store)).cardNumber);
      const second = await placed(book.id, (await addMember(store)).cardNumber);
      const cancelled = await cancel(first.id);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.message).toBe('Hold cancelled successfully');
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled', position: null, readyUntil: null });
      expect(cancelled.body.data.endedAt).not.toBeNull();
      expect((await queue(book.id)).map((h) => [h.id, h.position])).toEqual([[second.id, 1]]);
    });

    it('when a hold has ended, then cancelling it again is 409 HOLD_NOT_ACTIVE; an unknown one 404, a bad id 400', async () => {
      const book = await bookOut();
      const hold = await placed(book.id, (await addMember(store)).cardNumber);
      await cancel(hold.id);
      const again = await cancel(hold.id);
      expect(again.status).toBe(409);
      expect(again.body.error?.code).toBe('HOLD_NOT_ACTIVE');
      expect(again.body.message).toBe(MEMBER_MESSAGES.holdNotActive);
      expect((await cancel(UNKNOWN_ID)).body.error?.code).toBe('HOLD_NOT_FOUND');
      const bad = await cancel('not-an-id');
      expect(bad.status).toBe(400);
      expect(bad.body.error?.code).toBe('INVALID_ID');
      expect(bad.body.message).toBe(MEMBER_MESSAGES.invalidHoldId);
    });
  });

  describe('listing', () => {
    it('when holds are listed by status and member, then each list has its own, newest first without a book', async () => {
      const alex = await addMember(store);
      const one = await bookOut();
      const two = await bookOut();
      const three = await bookOut();
      const a = await placed(one.id, alex.id);
      const b = await placed(two.id, alex.id);
      const c = await placed(three.id, alex.id);
      await cancel(b.id);
      const list = (status: string) =>
        api.get<HoldJson[]>(`/holds?member=${alex.id}&status=${status}`, { headers: volunteer.headers });
      expect((await list('active')).body.data.map((h) => h.id)).toEqual([c.id, a.id]);
      expect((await list('waiting')).body.data.map((h) => h.id)).toEqual([c.id, a.id]);
      expect((await list('ready')).body.data).toEqual([]);
      expect((await list('ended')).body.data.map((h) => h.id)).toEqual([b.id]);
      const all = await list('all');
      expect(all.body.data.map((h) => h.id)).toEqual([c.id, b.id, a.id]);
      expect(all.body.meta).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
      // The default is the active ones; pages as for loans.
      const paged = await api.get<HoldJson[]>(`/holds?member=${alex.id}&limit=1&page=2`, {
        headers: volunteer.headers,
      });
      expect(paged.body.data.map((h) => h.id)).toEqual([a.id]);
      expect(paged.body.meta).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
    });

    it('when the query is not valid, then 400 VALIDATION_FAILED naming the field', async () => {
      for (const [query, field] of [
        ['status=soon', 'status'],
        ['book=nope', 'book'],
        ['member=nope', 'member'],
        ['limit=0', 'limit'],
      ] as const) {
        const res = await api.get(`/holds?${query}`, { headers: volunteer.headers });
        expect(res.status).toBe(400);
        expect(res.body.error?.errors?.[field]).toBeDefined();
      }
    });
  });

  describe('books', () => {
    it('when a book has no ready hold, then its onHoldShelf is 0 in the list and on its page', async () => {
      const book = await bookOut({ title: 'Shelf Count Zero' });
      await placed(book.id, (await addMember(store)).cardNumber);
      expect((await api.get<BookJson>(`/books/${book.id}`)).body.data.onHoldShelf).toBe(0);
      const listed = await api.get<BookJson[]>('/books?search=Shelf%20Count%20Zero');
      expect(listed.body.data.map((b) => b.onHoldShelf)).toEqual([0]);
      expect(book.onHoldShelf).toBe(0);
    });

    it('when a book is deleted, then its active holds are cancelled and still read with its title', async () => {
      const book = await bookOut({ title: 'Gone Soon' });
      const hold = await placed(book.id, (await addMember(store)).cardNumber);
      expect((await api.del(`/books/${book.id}`, { headers: librarian.headers })).status).toBe(200);
      const ended = (await api.get<HoldJson[]>(`/holds?book=${book.id}&status=all`, { headers: volunteer.headers }))
        .body.data;
      expect(ended).toHaveLength(1);
      expect(ended[0]).toMatchObject({ id: hold.id, status: 'cancelled', book: { title: 'Gone Soon' } });
      expect(ended[0].endedAt).not.toBeNull();
    });
  });

  it('when a hold is placed and cancelled, then the log names it by its book title and the member by card only', async () => {
    const book = await bookOut({ title: 'Logged Book' });
    const alex = await addMember(store, { name: 'Alexandra Private' });
    const hold = await placed(book.id, alex.cardNumber);
    await cancel(hold.id);
    const query: ActivityQuery = { page: 1, limit: 10, targetKind: 'hold', targetId: hold.id };
    const entries = (await store.listActivity(query)).entries;
    expect(entries.map((e) => [e.action, e.targetLabel, e.details])).toEqual([
      ['hold.cancelled', 'Logged Book', { bookId: book.id, card: alex.cardNumber }],
      ['hold.placed', 'Logged Book', { bookId: book.id, card: alex.cardNumber }],
    ]);
    expect(JSON.stringify(entries)).not.toContain('Alexandra');
  });
});
