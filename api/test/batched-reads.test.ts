/**
 * The batched reads over HTTP: several books (`GET /books/by-ids`), several books' or members'
 * histories (`GET /histories/books`, `GET /histories/members`) and several books' active hold queues
 * (`GET /holds/queues`) in one call each. Each item's answer is the one its single read gives (same
 * fields, same order, the same limit per item); the permission is the single read's; a bad `ids` is
 * 400 naming the parameter.
 */
import type { BookJson, HoldJson, RecordHistoryJson, RecordHistoryOfJson } from '../src/contract';

import { TARGETS } from './helpers';
import { apiSuite } from './support/suite';
import { addMember } from './support/hold-members';

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000beef';

describe.each(TARGETS)('batched reads on %s', (target) => {
  const {
    api,
    store,
    staff: [, librarian, volunteer],
  } = apiSuite(target, 'ADMIN', 'LIBRARIAN', 'VOLUNTEER');

  const single = async <T>(path: string): Promise<T> => {
    const res = await api.get<T>(path, { headers: volunteer.headers });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return res.body.data;
  };

  it('when books are asked for by ids, then those that exist come in the order asked, each as GET /books/:id gives it', async () => {
    const first = await api.book({ title: 'First' }, librarian.headers);
    const second = await api.book({ title: 'Second', copies: 0 }, librarian.headers);
    const res = await api.get<BookJson[]>(`/books/by-ids?ids=${second.id},${UNKNOWN_ID},${first.id},${second.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([await single(`/books/${second.id}`), await single(`/books/${first.id}`)]);
  });

  it("when books' histories are asked for, then each is its single history, in the order asked, nulls for none", async () => {
    const added = await api.book({ title: 'Added' }, librarian.headers);
    const changed = await api.book({ title: 'Changed' }, librarian.headers);
    await api.put(`/books/${changed.id}`, { title: 'Changed again' }, { headers: librarian.headers });
    const ids = [changed.id, UNKNOWN_ID, added.id];
    const res = await api.get<RecordHistoryOfJson[]>(`/histories/books?ids=${ids.join(',')}`, {
      headers: volunteer.headers,
    });
    expect(res.status).toBe(200);
    const expected = await Promise.all(
      ids.map(async (id) => ({ id, ...(await single<RecordHistoryJson>(`/books/${id}/history`)) })),
    );
    expect(res.body.data).toEqual(expected);
    expect(res.body.data[0]?.updatedBy).toBe(librarian.account.name);
    expect(res.body.data[1]).toEqual({
      id: UNKNOWN_ID,
      createdBy: null,
      createdAt: null,
      updatedBy: null,
      updatedAt: null,
    });
  });

  it("when members' histories are asked for, then each is its single history, in the order asked", async () => {
    const alex = await addMember(store, { name: 'Alex Batch' });
    const sam = await addMember(store, { name: 'Sam Batch' });
    await api.post(`/members/${sam.id}/block`, { reason: 'Lost books' }, { headers: librarian.headers });
    const res = await api.get<RecordHistoryOfJson[]>(`/histories/members?ids=${sam.id},${alex.id}`, {
      headers: volunteer.headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: sam.id, ...(await single<RecordHistoryJson>(`/members/${sam.id}/history`)) },
      { id: alex.id, ...(await single<RecordHistoryJson>(`/members/${alex.id}/history`)) },
    ]);
    expect(res.body.data[0]?.updatedBy).toBe(librarian.account.name);
  });

  it("when several books' queues are asked for with a limit, then each book gets its own first holds in queue order", async () => {
    const busy = await api.book({ title: 'Busy', copies: 0 }, librarian.headers);
    const quiet = await api.book({ title: 'Quiet', copies: 0 }, librarian.headers);
    const none = await api.book({ title: 'Nobody waits', copies: 0 }, librarian.headers);
    for (const name of ['A', 'B', 'C']) {
      const member = await addMember(store, { name: `Queue ${name}` });
      const res = await api.post('/holds', { book: busy.id, member: member.id }, { headers: volunteer.headers });
      expect(res.status).toBe(201);
      if (name === 'A') await api.post('/holds', { book: quiet.id, member: member.id }, { headers: volunteer.headers });
    }
    const res = await api.get<HoldJson[]>(`/holds/queues?books=${quiet.id},${none.id},${busy.id}&limit=2`, {
      headers: volunteer.headers,
    });
    expect(res.status).toBe(200);
    const queueOf = (id: string) => single<HoldJson[]>(`/holds?book=${id}&status=active&limit=2`);
    expect(res.body.data).toEqual([...(await queueOf(quiet.id)), ...(await queueOf(busy.id))]);
    expect(res.body.data.map((hold) => [hold.book.title, hold.member.name, hold.position])).toEqual([
      ['Quiet', 'Queue A', 1],
      ['Busy', 'Queue A', 1],
      ['Busy', 'Queue B', 2],
    ]);
  });

  it('when ids are missing, not ids or more than 100, then 400 names the parameter', async () => {
    const many = Array.from({ length: 101 }, () => crypto.randomUUID()).join(',');
    for (const query of ['', '?ids=', '?ids=nope', `?ids=${many}`]) {
      const res = await api.get(`/histories/books${query}`, { headers: volunteer.headers });
      expect([query, res.status, res.body]).toMatchObject([
        query,
        400,
        {
          error: {
            code: 'VALIDATION_FAILED',
            errors: { ids: { message: 'ids must be 1 to 100 ids, separated by commas' } },
          },
        },
      ]);
    }
    const queues = await api.get('/holds/queues', { headers: volunteer.headers });
    expect(queues.status).toBe(400);
    expect(queues.body).toMatchObject({ error: { errors: { books: expect.anything() as unknown } } });
  });

  it('when a visitor asks for histories or queues, then 401 as for the single reads; books are public', async () => {
    for (const path of [
      `/histories/books?ids=${UNKNOWN_ID}`,
      `/histories/members?ids=${UNKNOWN_ID}`,
      `/holds/queues?books=${UNKNOWN_ID}`,
    ]) {
      expect([path, (await api.get(path)).status]).toEqual([path, 401]);
    }
    expect((await api.get(`/books/by-ids?ids=${UNKNOWN_ID}`)).status).toBe(200);
  });
});
