import { ACTOR_NAMES, type ActivityQuery, type RecordHistoryJson } from '../src/contract';
import type { ActivityRow } from '../src/db/schema';
import type { Store } from '../src/store';
import { IMPORT_HEADER, bookRow, csvFile, postImport } from './csv-support';
import { TARGETS, isoDate, startApiWithStore, systemActor, uniqueIsbn, type Api, type BorrowJson } from './helpers';

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
  let api: Api;
  let store: Store;
  beforeAll(async () => {
    ({ api, store } = await startApiWithStore(target));
  });
  afterAll(async () => {
    await api.close();
  });

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
      const details = { bookId: book.id, quantity: 2 };
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
