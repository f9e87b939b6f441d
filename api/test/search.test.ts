import { TARGETS, defined, startApi, type Api, type BookJson, sharedApi } from './helpers';
import { indexedParts, type FoldedSample } from '../src/db/search';

/** GET /api/books?search=...&available=...: the catalogue searched and narrowed on the server. */
describe.each(TARGETS)('GET /api/books with search and available on %s', (target) => {
  const api = sharedApi(target);
  const made = new Map<string, BookJson>();

  beforeAll(async () => {
    const specs: [key: string, fields: Record<string, unknown>][] = [
      [
        'darkness',
        {
          title: 'The Left Hand of Darkness',
          author: 'Ursula K. Le Guin',
          genre: 'FANTASY',
          isbn: '978-0-441-47812-5',
          copies: 2,
        },
      ],
      ['dune', { title: 'Dune', author: 'Frank Herbert', genre: 'SCIENCE', isbn: '9780441013593', copies: 0 }],
      [
        'withdrawn',
        {
          title: 'Withdrawn Fiction',
          author: 'Ann Other',
          genre: 'FICTION',
          isbn: '9780000000019',
          copies: 3,
          available: false,
        },
      ],
      [
        'percent',
        { title: '100% Pure Fiction', author: 'Per Cent', genre: 'FICTION', isbn: '9780000000026', copies: 1 },
      ],
      [
        'percentDecoy',
        { title: '1000 Pure Fiction', author: 'Per Mille', genre: 'FICTION', isbn: '9780000000033', copies: 1 },
      ],
      [
        'underscore',
        { title: 'snake_case Stories', author: 'Py Thon', genre: 'NON_FICTION', isbn: '9780000000040', copies: 1 },
      ],
      [
        'underscoreDecoy',
        { title: 'snakeXcase Stories', author: 'Py Thon', genre: 'NON_FICTION', isbn: '9780000000057', copies: 1 },
      ],
      ['backslash', { title: 'Back\\Slash', author: 'Es Cape', genre: 'HISTORY', isbn: '9780000000064', copies: 1 }],
      ['backslashDecoy', { title: 'BackSlash', author: 'Es Cape', genre: 'HISTORY', isbn: '9780000000071', copies: 1 }],
      [
        'hyphen',
        { title: 'Spider-Man Annual', author: 'Stan Lee', genre: 'FICTION', isbn: '9780000000088', copies: 1 },
      ],
      ['isbnTen', { title: 'Ten Digits', author: 'Old Style', genre: 'HISTORY', isbn: '0-8044-2957-x', copies: 1 }],
      [
        'jane',
        { title: 'Jane Eyre', author: 'Charlotte Brontë', genre: 'FICTION', isbn: '978-0-14-144114-6', copies: 2 },
      ],
      [
        'wuthering',
        { title: 'Wuthering Heights', author: 'EMILY BRONTE', genre: 'FICTION', isbn: '9780000000095', copies: 0 },
      ],
      [
        'miserables',
        { title: 'Les Misérables', author: 'Victor Hugo', genre: 'HISTORY', isbn: '9780000000101', copies: 1 },
      ],
    ];
    for (const [key, fields] of specs) made.set(key, await api.book(fields));
  });

  const id = (key: string): string => defined(made.get(key), `a book made as '${key}'`).id;

  /** Ids of every book the query lists (one page of 100), in the order given. */
  async function listed(query: string): Promise<string[]> {
    const res = await api.get<BookJson[]>(`/books?limit=100&sortBy=title&sort=asc&${query}`);
    expect([query, res.status]).toEqual([query, 200]);
    expect(res.body.meta?.total).toBe(res.body.data.length);
    return res.body.data.map((b) => b.id);
  }
  const search = (text: string, extra = ''): Promise<string[]> => listed(`search=${encodeURIComponent(text)}${extra}`);

  it('when the search is part of a title, in any case, then the books with that title are found', async () => {
    expect(await search('hand of DARK')).toEqual([id('darkness')]);
    expect(await search('dune')).toEqual([id('dune')]);
  });

  it('when the search is part of an author, then that author’s books are found', async () => {
    expect(await search('le guin')).toEqual([id('darkness')]);
    expect(await search('HERBERT')).toEqual([id('dune')]);
  });

  it('when the search is part of an ISBN, with or without hyphens or spaces, then the book is found whichever way its ISBN is written', async () => {
    for (const text of ['9780441478', '978-0-441-47812', '0-441-47812-5', '978 0441 47812 5', '441-478']) {
      expect([text, await search(text)]).toEqual([text, [id('darkness')]]);
    }
    for (const text of ['9780441013593', '978-0-441-01359-3', '0441-01359']) {
      expect([text, await search(text)]).toEqual([text, [id('dune')]]);
    }
    for (const text of ['080442957X', '2957x', '2957-X', '0 8044']) {
      expect([text, await search(text)]).toEqual([text, [id('isbnTen')]]);
    }
  });

  it('when the search holds %, _ or \\, then they match only themselves, not as wildcards', async () => {
    expect(await search('100% Pure')).toEqual([id('percent')]);
    expect(await search('%')).toEqual([id('percent')]);
    expect(await search('snake_case')).toEqual([id('underscore')]);
    expect(await search('_')).toEqual([id('underscore')]);
    expect(await search('Back\\Slash')).toEqual([id('backslash')]);
    expect(await search('\\')).toEqual([id('backslash')]);
  });

  it('when the search differs from a title or an author by accents or case, then it finds them whichever way either is written', async () => {
    const brontes = [id('jane'), id('wuthering')];
    for (const text of ['bronte', 'BRONTË', 'Brontë', 'brontë', 'BrOnTe']) {
      expect([text, await search(text)]).toEqual([text, brontes]);
    }
    expect(await search('charlotte BRONTE')).toEqual([id('jane')]);
    expect(await search('emily brontë')).toEqual([id('wuthering')]);
    for (const text of ['miserables', 'MISÉRABLES', 'Les Mise', 'les misérables', 'LES MISERABLES']) {
      expect([text, await search(text)]).toEqual([text, [id('miserables')]]);
    }
    expect(await search('misérablés')).toEqual([id('miserables')]);
    expect(await search('victor hügo')).toEqual([id('miserables')]);
  });

  it('when the ISBN of an accented book is searched with or without hyphens, then that book is found', async () => {
    for (const text of ['978-0-14-144114-6', '9780141441146', '0141441146', '14-144114', '978 014 144']) {
      expect([text, await search(text)]).toEqual([text, [id('jane')]]);
    }
  });

  it('when the search holds characters that fold into %, _ or \\ (full-width ones), then they too match only themselves', async () => {
    expect(await search('％')).toEqual([id('percent')]);
    expect(await search('100％ pure')).toEqual([id('percent')]);
    expect(await search('＿')).toEqual([id('underscore')]);
    expect(await search('snake＿case')).toEqual([id('underscore')]);
    expect(await search('＼')).toEqual([id('backslash')]);
  });

  it('when the search is one or two characters, too short for the trigram indexes, then it still finds every book holding it, accents and case aside', async () => {
    // What the api must answer, worked out here: unaccented (NFKD without its marks), lower-cased.
    const fold = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    const books = [...made.values()];
    const expected = (text: string, keep: (b: BookJson) => boolean = () => true): string[] => {
      const isbnText = text.replace(/[- ]/g, '').toUpperCase();
      return books
        .filter(
          (b) =>
            keep(b) &&
            (fold(b.title).includes(fold(text)) ||
              fold(b.author).includes(fold(text)) ||
              (/^[0-9X]+$/.test(isbnText) && b.isbn.replace(/[- ]/g, '').toUpperCase().includes(isbnText))),
        )
        .map((b) => b.id)
        .sort();
    };
    for (const text of ['ë', 'E', 'é', 'mi', 'MÍ', 'ÉY', 'üg', 'y', '1', '95', '4-6', 'k.', 'x']) {
      const found = (await search(text)).sort();
      expect([text, found]).toEqual([text, expected(text)]);
      expect([text, found.length]).not.toEqual([text, 0]);
    }
    const fictionAvailable = (b: BookJson): boolean => b.genre === 'FICTION' && b.available;
    expect((await search('ë', '&filter=fiction&available=true')).sort()).toEqual(expected('ë', fictionAvailable));
    expect((await search('95', '&available=false')).sort()).toEqual(expected('95', (b) => !b.available));
  });

  it('when an accent-insensitive search is combined with available and a genre, then only the books meeting all of them are listed, and counted', async () => {
    expect(await search('BRONTË', '&available=true')).toEqual([id('jane')]);
    expect(await search('bronte', '&available=false')).toEqual([id('wuthering')]);
    expect(await search('bronte', '&filter=HISTORY')).toEqual([]);
    expect(await search('brontë', '&filter=fiction&available=true')).toEqual([id('jane')]);
    expect(await search('MISERABLES', '&filter=HISTORY&available=true')).toEqual([id('miserables')]);
    const paged = await api.get<BookJson[]>('/books?search=bront%C3%AB&filter=FICTION&limit=1&page=2&sortBy=title');
    expect(paged.body.data.map((b) => b.id)).toEqual([id('jane')]);
    expect(paged.body.meta).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
  });

  it('when the search is only hyphens, then it matches the titles with a hyphen, not every ISBN', async () => {
    expect(await search('-')).toEqual([id('hyphen')]);
  });

  it('when the search has surrounding spaces, then they are trimmed; when it is blank, then there is no search', async () => {
    expect(await search('   dune  ')).toEqual([id('dune')]);
    expect(await search('   ')).toHaveLength(made.size);
    expect(await listed('search=')).toHaveLength(made.size);
  });

  it('when nothing matches, then data is empty, total 0 and totalPages 1', async () => {
    const res = await api.get<BookJson[]>('/books?search=no%20such%20book');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta).toEqual({ page: 1, limit: 10, total: 0, totalPages: 1 });
  });

  it('when available is true or false, then only the books that can or cannot be borrowed are listed', async () => {
    const notLent = ['dune', 'withdrawn', 'wuthering'];
    const borrowable = [...made.keys()].filter((k) => !notLent.includes(k)).map(id);
    expect((await listed('available=true')).sort()).toEqual(borrowable.sort());
    expect((await listed('available=false')).sort()).toEqual(notLent.map(id).sort());
  });

  it('when search, available and a genre are combined, then only books meeting all three are listed', async () => {
    expect((await search('fiction')).sort()).toEqual([id('withdrawn'), id('percent'), id('percentDecoy')].sort());
    expect((await search('fiction', '&available=true')).sort()).toEqual([id('percent'), id('percentDecoy')].sort());
    expect(await search('fiction', '&available=false')).toEqual([id('withdrawn')]);
    expect(await search('fiction', '&filter=NON_FICTION')).toEqual([]);
    expect((await search('Py Thon', '&filter=non_fiction&available=true')).sort()).toEqual(
      [id('underscore'), id('underscoreDecoy')].sort(),
    );
    const newestFirst = await api.get<BookJson[]>(
      '/books?search=pure&filter=FICTION&available=true&sortBy=createdAt&sort=desc',
    );
    expect(newestFirst.body.data.map((b) => b.id)).toEqual([id('percentDecoy'), id('percent')]);
    expect(newestFirst.body.meta).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
  });

  describe('paging through matches', () => {
    let own: Api;
    const sagas: BookJson[] = [];
    beforeAll(async () => {
      own = await startApi(target);
      for (let i = 0; i < 9; i += 1) {
        // Every third saga is not for lending; the others have 0..2 copies left (0 = not available).
        sagas.push(
          await own.book({
            title: `Saga part ${i}`,
            author: `Writer ${i % 2}`,
            genre: i % 2 ? 'FANTASY' : 'HISTORY',
            copies: i % 3,
            available: i % 4 !== 3,
          }),
        );
        await own.book({ title: `Other ${i}`, genre: 'FANTASY' });
      }
    });
    afterAll(async () => {
      await own.close();
    });

    it('when matches span several pages, then total and totalPages count the matches and the pages are their slices, near either end', async () => {
      const wanted = sagas.filter((b) => b.available).map((b) => b.id);
      for (const query of [
        'search=saga&available=true&sortBy=title&sort=asc',
        'search=SAGA&available=true&sortBy=copies&sort=desc',
        'search=part&available=true&filter=FANTASY',
      ]) {
        const full = (await own.get<BookJson[]>(`/books?${query}&limit=100`)).body.data.map((b) => b.id);
        if (!query.includes('FANTASY')) expect([...full].sort()).toEqual([...wanted].sort());
        for (let limit = 1; limit <= full.length + 1; limit++) {
          for (let page = 1; page <= Math.ceil(full.length / limit) + 1; page++) {
            const res = await own.get<BookJson[]>(`/books?${query}&limit=${limit}&page=${page}`);
            expect(res.body.meta).toEqual({
              page,
              limit,
              total: full.length,
              totalPages: Math.max(1, Math.ceil(full.length / limit)),
            });
            expect([query, limit, page, res.body.data.map((b) => b.id)]).toEqual([
              query,
              limit,
              page,
              full.slice((page - 1) * limit, page * limit),
            ]);
          }
        }
      }
    });

    it('when only available is given, then the total counts the available books, not the whole catalogue', async () => {
      const res = await own.get<BookJson[]>('/books?available=true&limit=2');
      const available = (await own.get<BookJson[]>('/books?limit=100')).body.data.filter((b) => b.available).length;
      expect(res.body.meta).toEqual({ page: 1, limit: 2, total: available, totalPages: Math.ceil(available / 2) });
      expect(available).toBeLessThan(18);
    });
  });

  it.each([
    ['available=yes', 'available', 'available must be true or false'],
    ['available=1', 'available', 'available must be true or false'],
    ['available=TRUE', 'available', 'available must be true or false'],
    ['available=true&available=false', 'available', 'available must be given once, as a single value'],
    [`search=${'a'.repeat(101)}`, 'search', 'search must be at most 100 characters'],
    ['search=a&search=b', 'search', 'search must be given once, as a single value'],
    ['search=a%00b', 'search', 'search must not contain control characters'],
  ])('when the query is %s, then 400 naming %s', async (query, param, message) => {
    const res = await api.get(`/books?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('Validation failed');
    expect(res.body.error?.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.error?.errors ?? {})).toEqual([param]);
    expect(res.body.error?.errors?.[param]).toMatchObject({ message, path: param });
  });

  it('when the search is 100 characters after trimming, then it is accepted', async () => {
    const res = await api.get(`/books?search=${encodeURIComponent(`  ${'b'.repeat(100)}  `)}`);
    expect(res.status).toBe(200);
    expect(res.body.meta?.total).toBe(0);
  });

  it('when a 101-character search is refused, then the value echoed is cut to 100 characters', async () => {
    const res = await api.get(`/books?search=${'c'.repeat(101)}`);
    expect(res.body.error?.errors?.['search']).toEqual({
      message: 'search must be at most 100 characters',
      kind: 'maxlength',
      path: 'search',
      value: `${'c'.repeat(100)}…`,
    });
  });
});

/** Which parts of a search the trigram indexes are asked for (the rows found are then checked exactly). */
describe('indexedParts', () => {
  // As ANALYZE samples the bench's authors: "author <n>" in every row, numbers spread evenly.
  const authors: FoldedSample = {
    values: Array.from({ length: 100 }, (_, i) => `author ${i * 99}`),
    shares: Array.from({ length: 100 }, () => 0.01),
  };

  it('when there are no statistics yet, then the whole search is asked for', () => {
    expect(indexedParts('author 77', undefined)).toEqual(['author 77']);
    expect(indexedParts('Brontë', undefined)).toEqual(['Brontë']);
  });

  it('when a word of the search is in nearly every row, then only the rarer word is asked for, with the space before it', () => {
    expect(indexedParts('author 77', authors)).toEqual([' 77']);
    expect(indexedParts('AUTHÖR 77', authors)).toEqual([' 77']);
  });

  it('when every word is rare, then each is asked for, with the characters around it', () => {
    expect(indexedParts('les misérables', authors)).toEqual([' misérables', 'les ']);
  });

  it('when every word is common, then the least common one is asked for', () => {
    expect(indexedParts('author', authors)).toEqual(['author']);
  });

  it('when no word yields a trigram (fewer than three letters or digits, no space before), then nothing is asked for and the table is scanned', () => {
    expect(indexedParts('é', authors)).toEqual([]);
    expect(indexedParts('7Ë', undefined)).toEqual([]);
    expect(indexedParts('k.', authors)).toEqual([]);
  });
});
