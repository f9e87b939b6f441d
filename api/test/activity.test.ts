import {
  ACTIVITY_LIST_LIMITS,
  ACTOR_NAMES,
  SIGN_IN_THROTTLE,
  type ActivityEntryJson,
  type ActivityQuery,
  type RecordHistoryJson,
  restActivityPage,
  restRecordHistory,
} from '../src/contract';
import type { ActivityRow } from '../src/db/schema';
import type { Store } from '../src/store';
import { IMPORT_HEADER, bookRow, csvFile, postImport } from './csv-support';
import {
  TARGETS,
  anyString,
  isoDate,
  startApiWithStore,
  stringMatching,
  systemActor,
  uniqueIsbn,
  type Api,
  type BookJson,
  type BorrowJson,
} from './helpers';
import { apiSuite } from './support/suite';
import { bearer, signIn, signedInStaff, type SignedInStaff } from './support/auth';

/** The log's entries about one record, newest first (read through the store: the log is for admins). */
async function entriesAbout(store: Store, targetKind: string, targetId: string): Promise<ActivityRow[]> {
  const query: ActivityQuery = { page: 1, limit: 100, targetKind, targetId };
  return (await store.listActivity(query)).entries;
}

/** What a test compares of an entry: who, what, which record. */
const gist = (row: ActivityRow) => ({
  actorKind: row.actorKind,
  actorName: row.actorName,
  action: row.action,
  targetKind: row.targetKind,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  details: row.details,
});

describe.each(TARGETS)('the activity log of an open library on %s', (target) => {
  const { api, store } = apiSuite(target);

  describe('books', () => {
    it('when a book is created, edited and deleted, then each change is written by the open catalogue, newest first', async () => {
      const book = await api.book({ title: 'Logged' });
      expect((await api.put(`/books/${book.id}`, { title: 'Logged Again', copies: 5 })).status).toBe(200);
      expect((await api.del(`/books/${book.id}`)).status).toBe(200);

      const open = { actorKind: 'open', actorName: null, targetKind: 'book', targetId: book.id };
      expect((await entriesAbout(store, 'book', book.id)).map(gist)).toEqual([
        { ...open, action: 'book.deleted', targetLabel: 'Logged Again', details: null },
        { ...open, action: 'book.updated', targetLabel: 'Logged Again', details: { fields: ['title', 'copies'] } },
        { ...open, action: 'book.created', targetLabel: 'Logged', details: null },
      ]);
    });

    it('when a change is refused (a duplicate ISBN, an unknown book) or changes nothing (an empty edit), then nothing is written', async () => {
      const book = await api.book();
      expect((await api.post('/books', { ...book, _id: undefined, id: undefined })).status).toBe(409);
      expect((await api.put(`/books/${book.id}`, {})).status).toBe(200);
      const unknown = '00000000-0000-4000-8000-00000000abcd';
      expect((await api.del(`/books/${unknown}`)).status).toBe(404);
      expect((await entriesAbout(store, 'book', book.id)).map((e) => e.action)).toEqual(['book.created']);
      expect(await entriesAbout(store, 'book', unknown)).toEqual([]);
    });

    it("when a book was added and edited, then its history names who and when; an unknown book's is all null", async () => {
      const book = await api.book({ title: 'With History' });
      const added = await api.get<RecordHistoryJson>(`/books/${book.id}/history`);
      expect(added.status).toBe(200);
      expect(added.body.data).toEqual({
        createdBy: ACTOR_NAMES.open,
        createdAt: expect.any(String) as unknown,
        updatedBy: null,
        updatedAt: null,
      });
      await store.updateBook(book.id, { copies: 9 }, systemActor);
      const edited = (await api.get<RecordHistoryJson>(`/books/${book.id}/history`)).body.data;
      expect(edited).toMatchObject({ createdBy: ACTOR_NAMES.open, updatedBy: ACTOR_NAMES.system });
      expect(Date.parse(edited.updatedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(edited.createdAt ?? ''));

      const unknown = await api.get<RecordHistoryJson>('/books/00000000-0000-4000-8000-00000000beef/history');
      expect(unknown.body.data).toEqual({ createdBy: null, createdAt: null, updatedBy: null, updatedAt: null });
      expect((await api.get('/books/not-an-id/history')).status).toBe(400);
    });
  });

  it('when the log, the staff or the tokens are asked while the library is open, then 401: there is no admin yet', async () => {
    const answers = await Promise.all(['/activity', '/staff', '/tokens'].map((path) => api.get(path)));
    expect(answers.map((a) => [a.status, a.body.error?.code])).toEqual(answers.map(() => [401, 'UNAUTHENTICATED']));
  });

  describe('the CSV import', () => {
    it('when a file is imported, then one entry counts its rows; a preview writes nothing', async () => {
      const before = (await store.listActivity({ page: 1, limit: 1, action: 'books.imported' })).total;
      const taken = await api.book();
      const file = csvFile([
        IMPORT_HEADER,
        bookRow({ title: 'Imported One', isbn: uniqueIsbn() }),
        bookRow({ title: 'Imported Two', isbn: uniqueIsbn() }),
        bookRow({ title: 'Already There', isbn: taken.isbn }),
        bookRow({ title: '', isbn: uniqueIsbn() }),
      ]);
      expect((await postImport(api, file, { dryRun: true })).status).toBe(200);
      expect((await store.listActivity({ page: 1, limit: 1, action: 'books.imported' })).total).toBe(before);

      expect((await postImport(api, file, { dryRun: false })).body.data.totals.imported).toBe(2);
      const { entries, total } = await store.listActivity({ page: 1, limit: 1, action: 'books.imported' });
      expect(total).toBe(before + 1);
      expect(entries.map(gist)).toEqual([
        {
          actorKind: 'open',
          actorName: null,
          action: 'books.imported',
          targetKind: null,
          targetId: null,
          targetLabel: null,
          details: { imported: 2, rows: 4, invalid: 1, duplicate: 1 },
        },
      ]);
    });
  });

  describe('loans', () => {
    it('when a book is borrowed and the loan returned, then both are written with the book and quantity, no borrower', async () => {
      const book = await api.book({ title: 'Lent', copies: 3 });
      const loan = (
        await api.post<BorrowJson>('/borrow', {
          book: book.id,
          quantity: 2,
          dueDate: isoDate(7),
          borrower: 'Ann Reader',
        })
      ).body.data;
      expect((await api.post(`/loans/${loan.id}/return`)).status).toBe(200);

      const open = { actorKind: 'open', actorName: null, targetKind: 'loan', targetId: loan.id, targetLabel: 'Lent' };
      const details = { bookId: book.id, quantity: 2, dueDate: loan.dueDate };
      expect((await entriesAbout(store, 'loan', loan.id)).map(gist)).toEqual([
        { ...open, action: 'loan.returned', details },
        { ...open, action: 'loan.created', details },
      ]);
      expect(JSON.stringify(await entriesAbout(store, 'loan', loan.id))).not.toContain('Ann Reader');
    });

    it('when many borrows of one book go together, then each loan is written once; refused ones are not', async () => {
      const book = await api.book({ copies: 5 });
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          api.post<BorrowJson>('/borrow', { book: book.id, quantity: 1, dueDate: isoDate(3) }),
        ),
      );
      const lent = answers.filter((a) => a.status === 201).map((a) => a.body.data.id);
      expect(lent).toHaveLength(5);
      const written = await Promise.all(lent.map((id) => entriesAbout(store, 'loan', id)));
      expect(written.map((entries) => entries.map((e) => e.action))).toEqual(lent.map(() => ['loan.created']));
      const { total } = await store.listActivity({ page: 1, limit: 100, action: 'loan.created' });
      expect(total).toBeGreaterThanOrEqual(5);
    });

    it('when a return is refused (already returned), then it is written once', async () => {
      const book = await api.book();
      const loan = (await api.post<BorrowJson>('/borrow', { book: book.id, quantity: 1, dueDate: isoDate(3) })).body
        .data;
      expect((await api.post(`/loans/${loan.id}/return`)).status).toBe(200);
      expect((await api.post(`/loans/${loan.id}/return`)).status).toBe(409);
      expect((await entriesAbout(store, 'loan', loan.id)).map((e) => e.action)).toEqual([
        'loan.returned',
        'loan.created',
      ]);
    });
  });
});

describe.each(TARGETS)('GET /api/activity of a protected library on %s', (target) => {
  let api: Api;
  let store: Store;
  let admin: SignedInStaff;
  let librarian: SignedInStaff;
  let volunteer: SignedInStaff;
  beforeAll(async () => {
    ({ api, store } = await startApiWithStore(target));
    admin = await signedInStaff(store, 'ADMIN', { name: 'Avery Admin' });
    librarian = await signedInStaff(store, 'LIBRARIAN', { name: 'Lee Librarian' });
    volunteer = await signedInStaff(store, 'VOLUNTEER', { name: 'Val Volunteer' });
  });
  afterAll(async () => {
    await api.close();
  });

  const addBook = async (title: string) => {
    const res = await api.post<BookJson>(
      '/books',
      { title, author: 'A', genre: 'FICTION', isbn: uniqueIsbn(), copies: 2 },
      { headers: librarian.headers },
    );
    expect(res.status).toBe(201);
    return res.body.data;
  };

  it('when it is asked signed out, by a volunteer, a librarian or a librarian API token, then 401 or 403; an admin reads it', async () => {
    const token = await store.createApiToken({ name: 'Librarian robot', role: 'LIBRARIAN' }, systemActor);
    const answers = await Promise.all(
      [{}, volunteer.headers, librarian.headers, bearer(token.secret), admin.headers].map((headers) =>
        api.get('/activity', { headers }),
      ),
    );
    expect(answers.map((a) => [a.status, a.body.error?.code])).toEqual([
      [401, 'UNAUTHENTICATED'],
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
      [200, undefined],
    ]);
  });

  it('when staff change books, then each entry names the account, its id and its address, newest first', async () => {
    const book = await addBook('Signed Change');
    expect((await api.put(`/books/${book.id}`, { copies: 4 }, { headers: librarian.headers })).status).toBe(200);
    const res = await api.get<ActivityEntryJson[]>(`/activity?targetKind=book&targetId=${book.id}`, {
      headers: admin.headers,
    });
    expect(res.status).toBe(200);
    const by = {
      actorKind: 'account',
      actorName: 'Lee Librarian',
      targetKind: 'book',
      targetId: book.id,
      targetLabel: 'Signed Change',
      address: stringMatching(/127\.0\.0\.1$/),
    };
    expect(res.body.data).toEqual([
      { ...by, id: anyString(), at: anyString(), action: 'book.updated' },
      { ...by, id: anyString(), at: anyString(), action: 'book.created' },
    ]);
    expect(res.body.meta).toEqual({ page: 1, limit: ACTIVITY_LIST_LIMITS.defaultLimit, total: 2, totalPages: 1 });
    expect(restActivityPage.safeParse(res.body).success).toBe(true);
    expect(Date.parse(res.body.data[0].at)).toBeGreaterThanOrEqual(Date.parse(res.body.data[1].at));

    const mine = await api.get<ActivityEntryJson[]>(`/activity?actorId=${librarian.account.id}&action=book.updated`, {
      headers: admin.headers,
    });
    expect(mine.body.data.every((e) => e.action === 'book.updated' && e.actorName === 'Lee Librarian')).toBe(true);
    expect(mine.body.data.map((e) => e.targetId)).toContain(book.id);
  });

  it('when the log is read page by page, then the pages hold every entry once, newest first', async () => {
    for (const title of ['Page A', 'Page B', 'Page C', 'Page D', 'Page E']) await addBook(title);
    const read = (page: number) =>
      api.get<ActivityEntryJson[]>(
        `/activity?action=book.created&actorId=${librarian.account.id}&limit=2&page=${page}`,
        {
          headers: admin.headers,
        },
      );
    const first = await read(1);
    const total = first.body.meta?.total ?? 0;
    expect(total).toBeGreaterThanOrEqual(5);
    const pages = [first, ...(await Promise.all([2, 3, 4].map(read)))];
    const ids = pages.flatMap((p) => p.body.data.map((e) => e.id));
    expect(new Set(ids).size).toBe(Math.min(total, 8));
    expect(pages[0].body.data.map((e) => e.targetLabel)).toEqual(['Page E', 'Page D']);
    expect((await read(1000)).body.data).toEqual([]);
  });

  it.each([
    ['limit=101', 'limit'],
    ['page=0', 'page'],
    ['actorId=someone', 'actorId'],
    [`action=${'x'.repeat(101)}`, 'action'],
  ])('when the query is %s, then 400 naming %s', async (query, field) => {
    const res = await api.get(`/activity?${query}`, { headers: admin.headers });
    expect([res.status, Object.keys(res.body.error?.errors ?? {})]).toEqual([400, [field]]);
  });

  it('when sign-ins are throttled, then the throttling is written once, by the system, naming the account but never an email', async () => {
    const person = await signedInStaff(store, 'VOLUNTEER');
    const unknownEmail = `nobody-${person.account.id}@library.test`;
    const tries = async (email: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < SIGN_IN_THROTTLE.perEmail + 1; i += 1) {
        statuses.push((await signIn(api, email, 'not the password')).status);
      }
      return statuses;
    };
    expect((await tries(person.email)).at(-1)).toBe(429);
    expect((await tries(unknownEmail)).at(-1)).toBe(429);
    const { entries } = await store.listActivity({ page: 1, limit: 100, action: 'sign-in.throttled' });
    expect(entries.filter((e) => e.targetId === person.account.id).map(gist)).toEqual([
      {
        actorKind: 'system',
        actorName: null,
        action: 'sign-in.throttled',
        targetKind: 'account',
        targetId: person.account.id,
        targetLabel: null,
        details: null,
      },
    ]);
    expect(entries.filter((e) => e.targetId === null)).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain('@');
  });

  it("when a book's history is asked, then staff read it (names and times) and a visitor is refused", async () => {
    const book = await addBook('Whose Book');
    const seen = await api.get<RecordHistoryJson>(`/books/${book.id}/history`, { headers: volunteer.headers });
    expect(seen.status).toBe(200);
    expect(restRecordHistory.safeParse(seen.body.data).success).toBe(true);
    expect(seen.body.data).toMatchObject({ createdBy: 'Lee Librarian', updatedBy: null, updatedAt: null });
    expect((await api.get(`/books/${book.id}/history`)).status).toBe(401);
  });
});
