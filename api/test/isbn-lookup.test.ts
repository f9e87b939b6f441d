/**
 * ISBN lookups (`GET /isbn-lookup/:isbn`) and covers (`/books/:id/cover…`, `GET /covers`) against a
 * lookup server of the test's own that answers in Open Library's formats: found, not found, silent,
 * malformed; covers that are images, not images, too many pixels, too many bytes. Every failure is
 * one clear line with its code, and nothing of a refused cover is saved.
 */
import {
  COVER_MESSAGES,
  COVER_WIDTHS,
  ISBN_LOOKUP_MESSAGES,
  isbnKey,
  type CoverJson,
  type IsbnLookupJson,
} from '../src/contract';
import { loadServiceConfig } from '../src/config';
import { TARGETS, startApiWithStore, uniqueIsbn, uniqueIsbn10, type Api } from './helpers';
import { pngOf, startFakeOpenLibrary, type FakeOpenLibrary } from './support/open-library';

/** Short, so a silent lookup service is given up on quickly (the real default is 3 s). */
const TIMEOUT_MS = 400;

const record = (cover?: string): Record<string, unknown> => ({
  title: 'Fantastic Mr Fox',
  authors: [{ url: 'https://openlibrary.org/authors/OL34184A/Roald_Dahl', name: 'Roald Dahl' }],
  publishers: [{ name: 'Puffin' }],
  publish_date: 'October 1, 1988',
  number_of_pages: 96,
  notes: { type: '/type/text', value: 'A fox outwits three farmers.' },
  ...(cover === undefined ? {} : { cover: { small: cover, medium: cover, large: cover } }),
});

describe.each(TARGETS)('ISBN lookups and covers on %s', (target) => {
  let api: Api;
  let library: FakeOpenLibrary;
  beforeAll(async () => {
    library = await startFakeOpenLibrary();
    library.cover('fox.png', await pngOf(300, 450), 'image/png');
    library.cover('not-an-image.jpg', Buffer.from('<html>Not found</html>'), 'image/jpeg');
    library.cover('huge.png', await pngOf(8_000, 8_000), 'image/png');
    library.cover('heavy.jpg', Buffer.alloc(6 * 1024 * 1024, 7), 'image/jpeg');
    ({ api } = await startApiWithStore(target, { isbnLookup: { url: library.url, timeoutMs: TIMEOUT_MS } }));
  });
  afterAll(async () => {
    await api.close();
    await library.close();
  });

  /** A book in the catalogue whose ISBN the lookup server answers with a cover at `cover`. */
  async function bookWithCover(cover: string): Promise<string> {
    const isbn = uniqueIsbn();
    library.answer(isbn, { kind: 'found', record: record(library.coverUrl(cover)) });
    return (await api.book({ isbn })).id;
  }

  async function coversOf(id: string): Promise<CoverJson[]> {
    return (await api.get<CoverJson[]>(`/covers?ids=${id}`)).body.data;
  }

  it('when the lookup service knows the ISBN (in any form), then its title, authors, publisher, year, pages and description come back', async () => {
    const isbn10 = uniqueIsbn10();
    library.answer(isbnKey(isbn10), { kind: 'found', record: record(library.coverUrl('fox.png')) });
    const res = await api.get<IsbnLookupJson>(`/isbn-lookup/${isbn10}`);
    expect([res.status, res.body.data]).toEqual([
      200,
      {
        isbn: isbnKey(isbn10),
        title: 'Fantastic Mr Fox',
        authors: ['Roald Dahl'],
        publisher: 'Puffin',
        year: 1988,
        pages: 96,
        description: 'A fox outwits three farmers.',
        hasCover: true,
      },
    ]);
  });

  it('when the same ISBN is looked up twice, then the lookup service is asked once', async () => {
    const isbn = uniqueIsbn();
    library.answer(isbn, { kind: 'found', record: record() });
    const first = await api.get<IsbnLookupJson>(`/isbn-lookup/${isbn}`);
    const second = await api.get<IsbnLookupJson>(`/isbn-lookup/${isbn}`);
    expect([first.body.data.hasCover, second.body.data, library.asked(isbn)]).toEqual([false, first.body.data, 1]);
  });

  it.each([
    ['answers {}', 404, 'ISBN_NOT_FOUND', { kind: 'notFound' } as const, ISBN_LOOKUP_MESSAGES.notFound],
    ['does not answer in time', 504, 'LOOKUP_TIMEOUT', { kind: 'silent' } as const, ISBN_LOOKUP_MESSAGES.timeout],
    ['answers broken JSON', 502, 'LOOKUP_FAILED', { kind: 'malformed' } as const, ISBN_LOOKUP_MESSAGES.badAnswer],
    [
      'answers a record of another shape',
      502,
      'LOOKUP_FAILED',
      { kind: 'found', record: { title: 42, authors: 'nobody' } } as const,
      ISBN_LOOKUP_MESSAGES.badAnswer,
    ],
  ])('when the lookup service %s, then %s %s says so in one line', async (_what, status, code, behaviour, message) => {
    const isbn = uniqueIsbn();
    library.answer(isbn, behaviour);
    const res = await api.get(`/isbn-lookup/${isbn}`);
    expect([res.status, res.body.error?.code, res.body.message]).toEqual([status, code, message]);
  });

  it('when the ISBN is not a valid one, then 400 VALIDATION_FAILED and the lookup service is not asked', async () => {
    const res = await api.get('/isbn-lookup/9780000000000');
    expect([res.status, res.body.error?.code, library.asked('9780000000000')]).toEqual([400, 'VALIDATION_FAILED', 0]);
  });

  it('when a book’s lookup names a cover, then it is fetched once, kept in each width, and served with long cache headers and its size', async () => {
    const id = await bookWithCover('fox.png');
    const saved = await api.post<CoverJson>(`/books/${id}/cover/lookup`);
    const sizes = COVER_WIDTHS.map((width) => ({ width, height: width * 1.5 }));
    expect([saved.status, saved.body.data.sizes]).toEqual([200, sizes]);
    expect(await coversOf(id)).toEqual([saved.body.data]);

    const address = `${api.url}/books/${id}/cover?w=80&v=${saved.body.data.version}`;
    const image = await fetch(address);
    const bytes = Buffer.from(await image.arrayBuffer());
    expect([image.status, image.headers.get('content-type'), image.headers.get('cache-control')]).toEqual([
      200,
      'image/webp',
      'public, max-age=31536000, immutable',
    ]);
    expect([
      image.headers.get('x-image-width'),
      image.headers.get('x-image-height'),
      bytes.subarray(8, 12).toString(),
    ]).toEqual(['80', '120', 'WEBP']);
    const again = await fetch(address, { headers: { 'if-none-match': image.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it.each([
    ['is not an image', 422, 'COVER_INVALID', 'not-an-image.jpg', COVER_MESSAGES.notImage],
    ['has too many pixels', 413, 'COVER_TOO_LARGE', 'huge.png', COVER_MESSAGES.tooLarge],
    ['has too many bytes', 413, 'COVER_TOO_LARGE', 'heavy.jpg', COVER_MESSAGES.tooLarge],
    ['is not there', 502, 'LOOKUP_FAILED', 'missing.jpg', COVER_MESSAGES.unreachable],
  ])(
    'when the cover the lookup names %s, then %s %s says so and no cover is saved',
    async (_what, status, code, cover, message) => {
      const id = await bookWithCover(cover);
      const res = await api.post(`/books/${id}/cover/lookup`);
      expect([res.status, res.body.error?.code, res.body.message, await coversOf(id)]).toEqual([
        status,
        code,
        message,
        [],
      ]);
    },
  );

  it('when staff upload a cover and then remove it, then it is served, then it is gone', async () => {
    const { id } = await api.book();
    const raw = await pngOf(120, 160);
    const saved = await api.put<CoverJson>(`/books/${id}/cover`, undefined, {
      raw,
      headers: { 'content-type': 'image/png' },
    });
    expect([saved.status, saved.body.data.sizes.map((size) => size.width)]).toEqual([200, [...COVER_WIDTHS]]);
    const removed = await api.del(`/books/${id}/cover`);
    const gone = await api.get(`/books/${id}/cover?w=240`);
    expect([removed.status, gone.status, gone.body.error?.code, await coversOf(id)]).toEqual([
      200,
      404,
      'COVER_NOT_FOUND',
      [],
    ]);
  });

  it('when an upload is not an image, then 422 COVER_INVALID and the book keeps no cover', async () => {
    const { id } = await api.book();
    const res = await api.put(`/books/${id}/cover`, undefined, {
      raw: Buffer.from('GIF89a but not really'),
      headers: { 'content-type': 'image/gif' },
    });
    expect([res.status, res.body.error?.code, await coversOf(id)]).toEqual([422, 'COVER_INVALID', []]);
  });
});

describe('ISBN lookups switched off', () => {
  it('when ISBN_LOOKUP_URL is none, then a lookup answers 503 LOOKUP_OFF in one line', async () => {
    const { api } = await startApiWithStore('pglite', { isbnLookup: { url: null, timeoutMs: TIMEOUT_MS } });
    try {
      const res = await api.get(`/isbn-lookup/${uniqueIsbn()}`);
      expect([res.status, res.body.error?.code, res.body.message]).toEqual([
        503,
        'LOOKUP_OFF',
        ISBN_LOOKUP_MESSAGES.off,
      ]);
    } finally {
      await api.close();
    }
  });
});

describe('ISBN lookup configuration', () => {
  it('when ISBN_LOOKUP_URL is unset, then Open Library is asked within 3 s; none switches lookups off', () => {
    expect([loadServiceConfig({}).isbnLookup, loadServiceConfig({ ISBN_LOOKUP_URL: 'none' }).isbnLookup.url]).toEqual([
      { url: 'https://openlibrary.org/api/books', timeoutMs: 3000 },
      null,
    ]);
  });

  it('when ISBN_LOOKUP_URL is not an http(s) address or the time-out is no number, then start-up names both', () => {
    expect(() => loadServiceConfig({ ISBN_LOOKUP_URL: 'ftp://x', ISBN_LOOKUP_TIMEOUT_MS: 'soon' })).toThrow(
      /ISBN_LOOKUP_URL must be none or an http\(s\) address[\s\S]*ISBN_LOOKUP_TIMEOUT_MS must be a whole number/,
    );
  });
});
