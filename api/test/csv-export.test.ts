import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { neutraliseFormula } from '../src/contract';
import { exportRow, sendCsvExport } from '../src/catalogue-csv/export';
import type { BookRow } from '../src/db/schema';
import type { Store } from '../src/store';
import { EXPORT_HEADER, IMPORT_HEADER, bookRow, csvFile, csvRows, getExport, postImport } from './csv-support';
import {
  TARGETS,
  isoDate,
  startApi,
  startApiWithStore,
  uniqueIsbn,
  type Api,
  type BookJson,
  sharedApi,
  cutAfterFirstPage,
  failingPages,
  loggedText,
  getThroughStore,
} from './helpers';

/** Every book `GET /books` lists for `query`, all pages, in its order. */
async function listAll(api: Api, query: string): Promise<BookJson[]> {
  const books: BookJson[] = [];
  for (let page = 1; ; page += 1) {
    const res = await api.get<BookJson[]>(`/books?limit=100&page=${page}${query === '' ? '' : `&${query}`}`);
    books.push(...res.body.data);
    if (page >= (res.body.meta?.totalPages ?? 0)) return books;
  }
}

/** The data rows of an export (the header aside), without createdAt. */
function rowsOf(text: string): string[][] {
  return csvRows(text)
    .slice(1)
    .map((r) => r.slice(0, 7));
}

/** Tricky books: formulas, quotes, commas, line breaks, accents, no description, not available, 0 copies. */
const TRICKY = [
  { title: '=HYPERLINK("http://evil.example","Click")', author: 'Eve', description: '+1 plus' },
  { title: '-minus first', author: '@handle', description: 'Line one\nline two' },
  { title: 'Quote "inside", comma', author: 'Zoë Ångström', description: 'Tab\tinside' },
  { title: "'=already quoted", author: 'Ann', description: 'CR\r\nLF' },
  { title: 'Çà et là, déjà vu', author: 'Émile', description: null, copies: 0 },
  { title: 'Not lent', author: 'Bob', description: '  spaced  ', available: false },
];

describe.each(TARGETS)('GET /api/books/export.csv on %s', (target) => {
  const api = sharedApi(target);

  it("when the catalogue is exported, then a CSV attachment named with the library's today: header, CRLF, RFC 4180 quoting, no BOM", async () => {
    const word = `Shape${Date.now()}`;
    const book = await api.book({
      title: `${word} "quoted", with comma`,
      description: 'two\nlines',
      copies: 4,
      available: false,
    });
    const res = await getExport(api, `search=${word}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="books-${isoDate(0)}.csv"`);
    expect(res.text.charCodeAt(0)).not.toBe(0xfeff);
    expect(res.text).toBe(
      `${EXPORT_HEADER}\r\n` +
        `"${word} ""quoted"", with comma",Test Author,FICTION,${book.isbn},"two\nlines",4,false,${book.createdAt}\r\n`,
    );
  });

  it('when the export is asked for with HEAD, then the headers of the download come, and no body', async () => {
    await api.book({ title: `Head${Date.now()}` });
    const res = await fetch(`${api.url}/books/export.csv`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="books-${isoDate(0)}.csv"`);
    expect(await res.text()).toBe('');
  });

  it('when nothing matches, then the header row alone', async () => {
    const res = await getExport(api, 'search=nothing-has-this-title');
    expect(res.status).toBe(200);
    expect(res.text).toBe(`${EXPORT_HEADER}\r\n`);
  });

  it('when cells start with =, +, -, @ or an apostrophe before one, then they get a leading apostrophe', async () => {
    const word = `Formula${Date.now()}`;
    await api.book({ title: `=1+1 ${word}`, author: '@someone', description: '-2' });
    await api.book({ title: `+cmd ${word}`, author: 'Plain', description: "'not a formula" });
    await api.book({ title: `'=x ${word}`, author: "'quote", description: "''+two" });
    const res = await getExport(api, `search=${word}&sortBy=title&sort=asc`);
    expect(rowsOf(res.text).map((r) => [r[0], r[1], r[4]])).toEqual([
      [`''=x ${word}`, "'quote", "'''+two"],
      [`'+cmd ${word}`, 'Plain', "'not a formula"],
      [`'=1+1 ${word}`, "'@someone", "'-2"],
    ]);
  });

  it('when a stored text starts with a tab or a carriage return (the api trims what it saves), then it is neutralised too', () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const row = exportRow({
      id: '00000000-0000-4000-8000-000000000000',
      title: '\tTabbed',
      author: '\rReturned',
      genre: 'FICTION',
      isbn: '9780306406157',
      isbnKey: '9780306406157',
      description: null,
      copies: 0,
      available: false,
      createdAt: at,
      updatedAt: at,
    } as BookRow);
    expect(row).toEqual([
      "'\tTabbed",
      "'\rReturned",
      'FICTION',
      '9780306406157',
      '',
      '0',
      'false',
      '2026-01-02T03:04:05.678Z',
    ]);
  });

  it('when filter, search, available and the order are given, then the export is every book the list shows, in its order, page and limit ignored', async () => {
    const word = `Filtered${Date.now()}`;
    for (let i = 0; i < 7; i += 1) {
      await api.book({
        title: `${word} ${String.fromCharCode(71 - i)}`,
        genre: i % 2 === 0 ? 'HISTORY' : 'SCIENCE',
        copies: i % 3,
        available: i !== 4,
      });
    }
    const queries = [
      `search=${word}`,
      `search=${word}&filter=history`,
      `search=${word}&available=true&sortBy=title&sort=asc`,
      `search=${word.toLowerCase()}&available=false&sortBy=copies`,
      `search=${word}&sortBy=title&sort=desc&page=3&limit=1`,
    ];
    for (const query of queries) {
      const listed = await listAll(api, query.replace(/&page=\d+&limit=\d+/, ''));
      const res = await getExport(api, query);
      expect([query, rowsOf(res.text).map((r) => r[0])]).toEqual([query, listed.map((b) => b.title)]);
    }
  });

  it('when the query is not one GET /books takes, then the same 400 answer', async () => {
    for (const query of ['filter=POETRY', 'sortBy=price', 'sort=up', 'available=yes', `search=${'x'.repeat(101)}`]) {
      const listed = await api.get(`/books?${query}`);
      const res = await fetch(`${api.url}/books/export.csv?${query}`);
      const body = (await res.json()) as typeof listed.body;
      expect([query, res.status, { ...body, requestId: '' }]).toEqual([query, 400, { ...listed.body, requestId: '' }]);
    }
  });
});

describe.each(TARGETS)('an export over many pages on %s', (target) => {
  const api = sharedApi(target);
  beforeAll(async () => {
    const rows = Array.from({ length: 2_345 }, (_, i) =>
      bookRow({ title: `Paged ${String(i).padStart(4, '0')}`, isbn: uniqueIsbn(), copies: String(i % 3) }),
    );
    const res = await postImport(api, csvFile([IMPORT_HEADER, ...rows]), { dryRun: false });
    expect(res.body.data.totals.imported).toBe(2_345);
  });

  it.each(['sortBy=createdAt', 'sortBy=copies&sort=asc', 'sortBy=title&sort=desc', 'sortBy=updatedAt&sort=asc'])(
    'when %s is exported, then every book once, in the order of the list',
    async (query) => {
      const listed = await listAll(api, query);
      const res = await getExport(api, query);
      const titles = rowsOf(res.text).map((r) => r[0]);
      expect(titles).toHaveLength(2_345);
      expect(new Set(titles).size).toBe(2_345);
      expect(titles).toEqual(listed.map((b) => b.title));
    },
  );
});

describe.each(TARGETS)('a round trip on %s', (target) => {
  it('when a catalogue is exported, imported into an empty store and exported again, then the same rows', async () => {
    const source = await startApi(target);
    const copy = await startApi(target);
    try {
      for (const book of TRICKY) await source.book({ ...book, genre: 'FANTASY' });
      await source.book({ title: 'Plain', author: 'Someone', genre: 'SCIENCE', copies: 12 });
      const first = await getExport(source, '');
      const imported = await postImport(copy, first.text, { dryRun: false });
      expect(imported.body.data.totals).toEqual({ rows: 7, ready: 0, invalid: 0, duplicate: 0, imported: 7 });
      const again = await getExport(copy, '');
      expect(rowsOf(again.text)).toEqual(rowsOf(first.text));
      expect(rowsOf(first.text).map((r) => r[0])).toEqual(
        ['Plain', ...TRICKY.map((b) => b.title).reverse()].map(neutraliseFormula),
      );
      // Byte for byte, but for createdAt (the last cell of each row).
      const withoutCreatedAt = (text: string): string =>
        text.replace(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\r\n/g, '\r\n');
      expect(withoutCreatedAt(again.text)).toBe(withoutCreatedAt(first.text));
    } finally {
      await source.close();
      await copy.close();
    }
  });
});

describe.each(TARGETS)('an export that fails on %s', (target) => {
  it('when the store fails after the first page, then the download is cut and the failure logged with the request id', async () => {
    const { logged, logger } = loggedText('error');
    const failAfterFirstPage = (store: Store): Store => ({
      ...store,
      exportBooks: (query) => cutAfterFirstPage(store.exportBooks(query)),
    });
    const { api } = await startApiWithStore(target, {
      wrap: failAfterFirstPage,
      logger,
    });
    try {
      const rows = Array.from({ length: 1_500 }, (_, i) => bookRow({ title: `Cut ${i}`, isbn: uniqueIsbn() }));
      await postImport(api, csvFile([IMPORT_HEADER, ...rows]), { dryRun: false });
      const res = await fetch(`${api.url}/books/export.csv`, { headers: { 'x-request-id': 'export-cut-1' } });
      expect(res.status).toBe(200);
      await expect(res.text()).rejects.toThrow();
      const line = logged.find((l) => l.includes('export-cut-1'));
      expect(line).toContain('CSV export failed mid-stream');
      expect(line).toContain('the database went away');
    } finally {
      await api.close();
    }
  });

  it('when the store fails before the first page, then 500 with the generic message', async () => {
    const failing = (store: Store): Store => ({ ...store, exportBooks: () => failingPages<BookRow[]>() });
    const res = await getThroughStore(target, failing, '/books/export.csv');
    expect([res.status, res.body.error?.code]).toEqual([500, 'INTERNAL']);
  });
});

describe('sendCsvExport to a HEAD request', () => {
  it('when the export is asked for with HEAD, then only its first page is read and the pages are released', async () => {
    let read = 0;
    let released = false;
    async function* pages(): AsyncGenerator<BookRow[]> {
      try {
        for (let page = 0; page < 5; page += 1) {
          read += 1;
          yield await Promise.resolve([]);
        }
      } finally {
        released = true;
      }
    }
    const app = express();
    app.get('/export.csv', (_req, res, next) => {
      sendCsvExport(res, pages(), 'books.csv', pino({ level: 'silent' })).catch(next);
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/export.csv`, { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="books.csv"');
      expect(read).toBe(1);
      expect(released).toBe(true);
    } finally {
      server.close();
    }
  });
});
