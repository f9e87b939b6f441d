import { GENRES } from '../src/contract';
import { TARGETS, defined, startApi, type Api, type BookJson, sharedApi } from './helpers';

describe.each(TARGETS)('GET /api/books on %s', (target) => {
  const api = sharedApi(target);

  /** Every page of a listing, one request per page. */
  async function allPages(
    on: Api,
    query: string,
    limit: number,
  ): Promise<{ ids: string[]; pages: number; total: number }> {
    const first = await on.get<BookJson[]>(`/books?${query}&limit=${limit}&page=1`);
    const { totalPages, total } = defined(first.body.meta, 'the paging meta of a listing');
    const ids = first.body.data.map((b) => b.id);
    for (let page = 2; page <= totalPages; page++) {
      ids.push(...(await on.get<BookJson[]>(`/books?${query}&limit=${limit}&page=${page}`)).body.data.map((b) => b.id));
    }
    return { ids, pages: totalPages, total };
  }

  describe('in a catalogue of its own', () => {
    let own: Api;
    const made: BookJson[] = [];
    beforeAll(async () => {
      own = await startApi(target);
      const specs: [string, string, string, number][] = [
        ['Cherry', 'Zed', 'FICTION', 2],
        ['apple', 'Yan', 'SCIENCE', 2],
        ['Banana', 'Xu', 'FICTION', 2],
        ['Date', 'Wu', 'HISTORY', 0],
        ['Elder', 'Vo', 'FICTION', 2],
        ['Fig', 'Ua', 'SCIENCE', 7],
        ['Grape', 'Ta', 'FICTION', 2],
      ];
      for (const [title, author, genre, copies] of specs) made.push(await own.book({ title, author, genre, copies }));
    });
    afterAll(async () => {
      await own.close();
    });

    it('when no parameter is given, then page 1 of 10, newest first, with meta', async () => {
      const res = await own.get<BookJson[]>('/books');
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.message).toBe('Books retrieved successfully');
      expect(res.body.meta).toEqual({ page: 1, limit: 10, total: 7, totalPages: 1 });
      const created = res.body.data.map((b) => `${b.createdAt}|${b.id}`);
      expect(created).toEqual([...created].sort().reverse());
      expect(res.body.data.map((b) => b.id).sort()).toEqual(made.map((b) => b.id).sort());
    });

    it.each(['createdAt', 'updatedAt', 'title', 'author', 'copies'] as const)(
      'when sorted by %s either way, then pages follow that order, ties broken by id, never overlapping or skipping',
      async (sortBy) => {
        for (const sort of ['asc', 'desc'] as const) {
          const { ids, pages, total } = await allPages(own, `sortBy=${sortBy}&sort=${sort}`, 3);
          expect(total).toBe(7);
          expect(pages).toBe(3);
          expect(new Set(ids).size).toBe(7);
          const byId = new Map(made.map((b) => [b.id, b]));
          const keys = ids.map((id) => defined(byId.get(id), `listed book ${id} to be one of those made`));
          for (let i = 1; i < keys.length; i++) {
            const a = keys[i - 1];
            const b = keys[i];
            const av = a[sortBy];
            const bv = b[sortBy];
            const cmp = av === bv ? (a.id < b.id ? -1 : 1) : av < bv ? -1 : 1;
            if (sortBy === 'title' || sortBy === 'author') {
              // Text order is the database's collation; check only that ties are broken by id.
              if (av === bv) expect(sort === 'asc' ? cmp : -cmp).toBeLessThan(0);
            } else {
              expect(sort === 'asc' ? cmp : -cmp).toBeLessThan(0);
            }
          }
        }
      },
    );

    it('when five books tie on copies, then paging by copies with limit 2 lists each once', async () => {
      const asc = await allPages(own, 'sortBy=copies&sort=asc', 2);
      const desc = await allPages(own, 'sortBy=copies&sort=desc', 2);
      expect(asc.ids).toHaveLength(7);
      expect(new Set(asc.ids).size).toBe(7);
      expect(desc.ids).toEqual([...asc.ids].reverse());
    });

    it('when paging with any limit, then every page is exactly its slice of the full listing, near either end', async () => {
      for (const query of [
        'sortBy=copies&sort=asc',
        'sortBy=copies&sort=desc',
        'sortBy=createdAt&sort=desc',
        'filter=FICTION&sortBy=title&sort=asc',
      ]) {
        const full = (await own.get<BookJson[]>(`/books?${query}&limit=100`)).body.data.map((b) => b.id);
        for (let limit = 1; limit <= full.length + 1; limit++) {
          for (let page = 1; page <= Math.ceil(full.length / limit) + 1; page++) {
            const ids = (await own.get<BookJson[]>(`/books?${query}&limit=${limit}&page=${page}`)).body.data.map(
              (b) => b.id,
            );
            expect([query, limit, page, ids]).toEqual([
              query,
              limit,
              page,
              full.slice((page - 1) * limit, page * limit),
            ]);
          }
        }
      }
    });

    it('when filtered by genre, then only that genre, and total and totalPages count it', async () => {
      const res = await own.get<BookJson[]>('/books?filter=FICTION&limit=2');
      expect(res.body.meta).toEqual({ page: 1, limit: 2, total: 4, totalPages: 2 });
      expect(res.body.data.every((b) => b.genre === 'FICTION')).toBe(true);
      const science = await own.get<BookJson[]>('/books?filter=science');
      expect(science.body.meta?.total).toBe(2);
    });

    it('when a genre has no books, then data is empty and totalPages is 1', async () => {
      const res = await own.get<BookJson[]>('/books?filter=BIOGRAPHY');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
      expect(res.body.meta).toEqual({ page: 1, limit: 10, total: 0, totalPages: 1 });
    });

    it('when the page is past the end, then data is empty and meta still tells the truth', async () => {
      const res = await own.get<BookJson[]>('/books?page=99&limit=4');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
      expect(res.body.meta).toEqual({ page: 99, limit: 4, total: 7, totalPages: 2 });
    });
  });

  it('when books are created, deleted or change genre, then the totals follow', async () => {
    const own = await startApi(target);
    try {
      const a = await own.book({ genre: 'HISTORY' });
      const b = await own.book({ genre: 'HISTORY' });
      await own.book({ genre: 'FANTASY' });
      const count = async (q: string): Promise<number> =>
        defined((await own.get(`/books?${q}`)).body.meta, 'the paging meta of a listing').total;
      expect([await count(''), await count('filter=HISTORY'), await count('filter=FANTASY')]).toEqual([3, 2, 1]);
      await own.put(`/books/${a.id}`, { genre: 'FANTASY' });
      expect([await count(''), await count('filter=HISTORY'), await count('filter=FANTASY')]).toEqual([3, 1, 2]);
      await own.del(`/books/${b.id}`);
      expect([await count(''), await count('filter=HISTORY'), await count('filter=FANTASY')]).toEqual([2, 0, 2]);
    } finally {
      await own.close();
    }
  });

  it('when many PUTs at once swap the genres of pairs of books in opposite directions, then every one answers 200 and each genre total matches the books', async () => {
    const own = await startApi(target);
    try {
      const pairs = await Promise.all(
        Array.from(
          { length: 5 },
          async () => [await own.book({ genre: 'SCIENCE' }), await own.book({ genre: 'BIOGRAPHY' })] as const,
        ),
      );
      const bystander = await own.book({ genre: 'SCIENCE' });
      // Each round moves every first book SCIENCE→BIOGRAPHY while its partner moves BIOGRAPHY→SCIENCE
      // (then back), all pairs at once: the two count rows are wanted in both orders at the same time.
      const answers: string[] = [];
      for (let round = 0; round < 40; round++) {
        const [there, back] = round % 2 === 0 ? ['BIOGRAPHY', 'SCIENCE'] : ['SCIENCE', 'BIOGRAPHY'];
        const replies = await Promise.all(
          pairs.flatMap(([x, y]) => [
            own.put(`/books/${x.id}`, { genre: there }),
            own.put(`/books/${y.id}`, { genre: back }),
          ]),
        );
        answers.push(...replies.map((res) => `${res.status} ${res.body.error?.code ?? ''}`.trim()));
      }
      expect(answers).toEqual(answers.map(() => '200'));

      const books = [...pairs.flat(), bystander];
      const genres = await Promise.all(
        books.map(async (b) => (await own.get<BookJson>(`/books/${b.id}`)).body.data.genre),
      );
      const total = async (q: string): Promise<number> =>
        defined((await own.get(`/books?${q}`)).body.meta, 'the paging meta of a listing').total;
      const totals = await Promise.all(GENRES.map(async (g) => [g, await total(`filter=${g}`)] as const));
      expect(totals).toEqual(GENRES.map((g) => [g, genres.filter((genre) => genre === g).length]));
      expect(await total('')).toBe(books.length);
    } finally {
      await own.close();
    }
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['page=99999999999', 'page'],
    ['page=1&page=2', 'page'],
    ['limit=0', 'limit'],
    ['limit=10000', 'limit'],
    ['limit=ten', 'limit'],
    ['sort=sideways', 'sort'],
    ['sortBy=password', 'sortBy'],
    ['sortBy=id;DROP TABLE books', 'sortBy'],
    ['filter=POETRY', 'filter'],
    ["filter=FICTION' OR '1'='1", 'filter'],
  ])('when the query is %s, then 400 naming %s', async (query, param) => {
    const res = await api.get(`/books?${query.replace(/ /g, '%20').replace(/;/g, '%3B')}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('Validation failed');
    expect(Object.keys(res.body.error?.errors ?? {})).toEqual([param]);
    expect(res.body.error?.errors?.[param]?.message).toContain(param);
  });

  it('when limit is 100 and sort is DESC in capitals, then they are accepted', async () => {
    const res = await api.get('/books?limit=100&sort=DESC');
    expect(res.status).toBe(200);
    expect(res.body.meta?.limit).toBe(100);
  });
});
