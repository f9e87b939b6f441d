import { screen, within } from '@testing-library/react';
import type { ImportResult, ImportRow } from '../src/features/import/types';
import { createCache } from '../src/lib/apollo-client';
import { cachedSummary } from '../src/testing/fixtures';
import { renderApp } from '../src/testing/render-app';
import { cacheContents, findAlertWith } from './helpers';

/** What the fake server answers: status, JSON body, request id. */
interface Answer {
  status: number;
  body: unknown;
  requestId?: string;
}

type FetchCall = [url: string, init: RequestInit];
const fetchMock = jest.fn<Promise<Response>, FetchCall>();

function response({ status, body, requestId = 'req-1' }: Answer): Response {
  const fake = {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'x-request-id' ? requestId : null) },
    json: () => Promise.resolve(body),
  };
  return fake as unknown as Response;
}

/** The next fetch answers this (at once). */
function answerWith(answer: Answer): void {
  fetchMock.mockResolvedValueOnce(response(answer));
}

/** The next fetch waits until the returned function is called with its answer. */
function answerLater(): (answer: Answer) => void {
  let resolve: (value: Response) => void = () => undefined;
  fetchMock.mockReturnValueOnce(
    new Promise<Response>((done) => {
      resolve = done;
    }),
  );
  return (answer) => resolve(response(answer));
}

function failure(status: number, code: string, message: string, requestId = 'req-9'): Answer {
  return { status, body: { success: false, message, error: { name: 'Error', code }, requestId }, requestId };
}

function values(overrides: Partial<ImportRow['values']> = {}): ImportRow['values'] {
  return {
    title: 'Dune',
    author: 'Frank Herbert',
    genre: 'FICTION',
    isbn: '9780441013593',
    description: '',
    copies: '2',
    available: 'true',
    ...overrides,
  };
}

/** A row of each kind: ready, not valid (two reasons), duplicate of the catalogue, duplicate in the file. */
const ROWS: ImportRow[] = [
  { row: 2, status: 'ready', errors: [], values: values() },
  {
    row: 3,
    status: 'invalid',
    errors: [
      { field: 'title', message: 'Title is required' },
      { field: 'isbn', message: 'ISBN is not valid' },
    ],
    values: values({ title: '', isbn: '9780000000001', description: '=SUM(A1)' }),
  },
  {
    row: 4,
    status: 'duplicate',
    errors: [{ field: 'isbn', message: 'A book with this ISBN is already in the catalogue' }],
    values: values({ title: 'Emma', author: 'Jane Austen', isbn: '9780141439587' }),
    book: { _id: 'b-emma', title: 'Emma' },
  },
  {
    row: 5,
    status: 'duplicate',
    errors: [{ field: 'isbn', message: 'This ISBN is also on row 2' }],
    values: values({ title: 'Dune, again', isbn: '0-441-01359-7' }),
  },
];

function result(rows: ImportRow[], dryRun: boolean): ImportResult {
  const count = (status: ImportRow['status']) => rows.filter((row) => row.status === status).length;
  return {
    dryRun,
    columns: { used: ['title', 'author', 'genre', 'isbn', 'description', 'copies', 'available'], ignored: ['shelf'] },
    totals: {
      rows: rows.length,
      ready: count('ready'),
      invalid: count('invalid'),
      duplicate: count('duplicate'),
      imported: count('imported'),
    },
    rows,
  };
}

const PREVIEW = result(ROWS, true);
const IMPORTED = result(
  ROWS.map((row) =>
    row.status === 'ready' ? { ...row, status: 'imported', book: { _id: 'b-dune', title: 'Dune' } } : row,
  ),
  false,
);

function csvFile(text = 'title,author,genre,isbn\nDune,Frank Herbert,FICTION,9780441013593\n'): File {
  return new File([text], 'books.csv', { type: 'text/csv' });
}

async function pick(view: Awaited<ReturnType<typeof renderApp>>, file = csvFile()): Promise<void> {
  await view.user.upload(screen.getByLabelText('CSV file'), file);
}

/** The totals' description list (Rows read, Ready, ...). */
function totals(): HTMLElement {
  const list = screen.getByText('Rows read').closest('dl');
  if (!list) throw new Error('no totals');
  return list;
}

/** The stacked cards (the phone's layout) as their text, one per row. */
function cardTexts(name: string): string[] {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((card) => card.textContent);
}

/** The table's rows as [row, title, ISBN, status, reasons]. */
function tableRows(name: string): string[][] {
  const table = within(screen.getByRole('region', { name })).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));
}

/** A blob's text, through FileReader (jsdom's Blob has no text()); the BOM kept. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
});

describe('import page', () => {
  test('when a file is chosen, then "Reading the file…" shows until the preview is in, and the file went as text/csv with dryRun=true', async () => {
    const view = await renderApp('/import');
    expect(screen.getByRole('heading', { level: 1, name: 'Import books' })).toBeInTheDocument();
    const input = screen.getByLabelText('CSV file');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');

    const answer = answerLater();
    const file = csvFile();
    await pick(view, file);
    expect(screen.getByRole('status')).toHaveTextContent('Reading the file…');
    expect(screen.getByText('File: books.csv')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? ['', {}];
    expect(url).toBe('/api/books/import?dryRun=true');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'text/csv' });
    expect(init.body).toBe(file);

    answer({ status: 200, body: { success: true, data: PREVIEW } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Preview' })).toHaveFocus();
  });

  test('when the preview is in, then the totals and every row with its status and reasons in words, and Import 1 book', async () => {
    const view = await renderApp('/import');
    answerWith({ status: 200, body: { success: true, data: PREVIEW } });
    await pick(view);
    await screen.findByRole('heading', { name: 'Preview' });

    const facts = Object.fromEntries(
      within(totals())
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({ 'Rows read': '4', Ready: '1', 'Not valid': '1', Duplicates: '2' });
    expect(screen.getByText('Columns left out: shelf.')).toBeInTheDocument();
    expect(tableRows('Rows of the file')).toEqual([
      ['2', 'Dune', '9780441013593', 'Ready', ''],
      ['3', '(no title)', '9780000000001', 'Not valid', 'Title is required; ISBN is not valid'],
      ['4', 'Emma', '9780141439587', 'Duplicate', 'A book with this ISBN is already in the catalogue'],
      ['5', 'Dune, again', '0-441-01359-7', 'Duplicate', 'This ISBN is also on row 2'],
    ]);
    expect(cardTexts('Rows of the file')).toEqual([
      'Row 2: DuneISBN9780441013593StatusReady',
      'Row 3: (no title)ISBN9780000000001StatusNot validReasonsTitle is required; ISBN is not valid',
      'Row 4: EmmaISBN9780141439587StatusDuplicateReasonsA book with this ISBN is already in the catalogue',
      'Row 5: Dune, againISBN0-441-01359-7StatusDuplicateReasonsThis ISBN is also on row 2',
    ]);
    expect(screen.getByRole('button', { name: 'Import 1 book' })).toBeEnabled();
  });

  test('when no row is ready, then the Import button is disabled and says so', async () => {
    const view = await renderApp('/import');
    answerWith({ status: 200, body: { success: true, data: result(ROWS.slice(1), true) } });
    await pick(view);
    expect(await screen.findByRole('button', { name: 'Import 0 books' })).toBeDisabled();
    expect(screen.getByText('No row is ready to import: fix the file and choose it again.')).toBeInTheDocument();
  });

  test('when Import is pressed, then the file goes with dryRun=false, the summary says what was imported and skipped, and the catalogue cache is dropped', async () => {
    const cache = createCache();
    cache.writeQuery(cachedSummary([]));
    expect(cacheContents(cache).rootFieldNames).toContain('borrowSummary');
    const view = await renderApp('/import', { cache });
    answerWith({ status: 200, body: { success: true, data: PREVIEW } });
    const file = csvFile();
    await pick(view, file);
    const answer = answerLater();
    await view.user.click(await screen.findByRole('button', { name: 'Import 1 book' }));
    expect(screen.getByRole('button', { name: 'Importing…' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[1] ?? ['', {}];
    expect(url).toBe('/api/books/import?dryRun=false');
    expect(init.body).toBe(file);

    answer({ status: 200, body: { success: true, data: IMPORTED } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Imported 1 book' })).toHaveFocus();
    expect(screen.getByText('Skipped 3 rows')).toBeInTheDocument();
    expect(tableRows('Skipped rows')).toEqual([
      ['3', '(no title)', '9780000000001', 'Not valid', 'Title is required; ISBN is not valid'],
      ['4', 'Emma', '9780141439587', 'Duplicate', 'A book with this ISBN is already in the catalogue'],
      ['5', 'Dune, again', '0-441-01359-7', 'Duplicate', 'This ISBN is also on row 2'],
    ]);
    expect(await findAlertWith('✅ Imported 1 book')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the book list' })).toHaveAttribute('href', '/');
    expect(cacheContents(cache).rootFieldNames).not.toContain('borrowSummary');

    await view.user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.getByLabelText('CSV file')).toBeInTheDocument();
  });

  test('when "Download skipped rows (CSV)" is pressed, then the file has the columns, the cells as read and the reason', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:skipped';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const view = await renderApp('/import');
      answerWith({ status: 200, body: { success: true, data: PREVIEW } });
      await pick(view);
      answerWith({ status: 200, body: { success: true, data: IMPORTED } });
      await view.user.click(await screen.findByRole('button', { name: 'Import 1 book' }));
      await view.user.click(await screen.findByRole('button', { name: 'Download skipped rows (CSV)' }));

      expect(click).toHaveBeenCalledTimes(1);
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.download).toBe('skipped-rows.csv');
      expect(blobs).toHaveLength(1);
      const blob = blobs[0] ?? new Blob();
      expect(blob.type).toBe('text/csv;charset=utf-8');
      const text = await readText(blob);
      expect(text.split('\n')).toEqual([
        '\uFEFFtitle,author,genre,isbn,description,copies,available,reason',
        ",Frank Herbert,FICTION,9780000000001,'=SUM(A1),2,true,Title is required; ISBN is not valid",
        'Emma,Jane Austen,FICTION,9780141439587,,2,true,A book with this ISBN is already in the catalogue',
        '"Dune, again",Frank Herbert,FICTION,0-441-01359-7,,2,true,This ISBN is also on row 2',
        '',
      ]);
    } finally {
      click.mockRestore();
    }
  });

  test('when the file is over 5 MB, then it is refused before sending, and "Choose another file" starts again', async () => {
    const view = await renderApp('/import');
    const big = csvFile();
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await pick(view, big);
    const alert = await findAlertWith('The file is larger than 5 MB');
    expect(within(alert).getByRole('heading', { name: 'The file is too large.' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await view.user.click(within(alert).getByRole('button', { name: 'Choose another file' }));
    expect(screen.getByLabelText('CSV file')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  const COLUMNS_MESSAGE = 'This file has the columns Titel, Autor, Genre; it needs title, author, genre and isbn';
  const missingColumns: Answer = {
    status: 400,
    body: {
      success: false,
      message: COLUMNS_MESSAGE,
      error: { name: 'Error', code: 'INVALID_CSV', missingColumns: ['title', 'author', 'isbn'] },
      requestId: 'req-9',
    },
    requestId: 'req-9',
  };

  test.each([
    [failure(413, 'IMPORT_TOO_LARGE', 'The file has more than 20,000 rows'), 'The file is too large.'],
    [missingColumns, 'The file does not have the columns needed.'],
    [
      failure(400, 'INVALID_CSV', 'Row 7 could not be read: Invalid Closing Quote'),
      'The file could not be read as CSV.',
    ],
    [failure(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as text/csv'), 'The file was not accepted as CSV.'],
  ])(
    'when the preview is refused for a file the user can fix (%j), then the message in an alert, no reference',
    async (answer, title) => {
      const view = await renderApp('/import');
      answerWith(answer);
      await pick(view);
      const message = (answer.body as { message: string }).message;
      const alert = await findAlertWith(message);
      expect(within(alert).getByRole('heading', { name: title })).toHaveFocus();
      expect(within(alert).queryByText(/Reference/)).not.toBeInTheDocument();
      expect(within(alert).getByRole('button', { name: 'Choose another file' })).toBeInTheDocument();
    },
  );

  test('when the preview fails on the server (503), then the message in an alert with the reference to report', async () => {
    const view = await renderApp('/import');
    const message = 'The library service is unavailable. Please try again in a moment.';
    answerWith(failure(503, 'UPSTREAM_UNAVAILABLE', message));
    await pick(view);
    const alert = await findAlertWith(message);
    expect(within(alert).getByRole('heading', { name: 'The file could not be previewed.' })).toHaveFocus();
    expect(within(alert).getByText('Reference: req-9')).toBeInTheDocument();
  });

  test('when the catalogue changed before the import (409), then nothing was imported, and the file can be previewed again', async () => {
    const view = await renderApp('/import');
    answerWith({ status: 200, body: { success: true, data: PREVIEW } });
    await pick(view);
    answerWith(failure(409, 'DUPLICATE_ISBN', 'A book with ISBN 9780441013593 already exists'));
    await view.user.click(await screen.findByRole('button', { name: 'Import 1 book' }));
    const alert = await findAlertWith('A book with ISBN 9780441013593 already exists');
    expect(
      within(alert).getByRole('heading', { name: 'The catalogue changed since the preview. Nothing was imported.' }),
    ).toBeInTheDocument();

    answerWith({ status: 200, body: { success: true, data: PREVIEW } });
    await view.user.click(within(alert).getByRole('button', { name: 'Preview the file again' }));
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/books/import?dryRun=true',
      '/api/books/import?dryRun=false',
      '/api/books/import?dryRun=true',
    ]);
  });

  test('when the server cannot be reached, then the network message', async () => {
    const view = await renderApp('/import');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await pick(view);
    const alert = await findAlertWith('Could not reach the library server. Check your connection and try again.');
    expect(
      within(alert).getByRole('heading', { name: 'The library server could not be reached.' }),
    ).toBeInTheDocument();
    expect(within(alert).queryByText(/Reference/)).not.toBeInTheDocument();
  });

  test('when the answer is not JSON, then a message in words', async () => {
    const view = await renderApp('/import');
    const notJson = {
      ok: false,
      status: 502,
      headers: { get: () => null },
      json: () => Promise.reject(new SyntaxError('<')),
    };
    fetchMock.mockResolvedValueOnce(notJson as unknown as Response);
    await pick(view);
    await findAlertWith('The library server sent an answer the app could not read. Please try again.');
  });

  test('when any page shows, then the footer links to the import page', async () => {
    await renderApp('/import');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Import a CSV file' })).toHaveAttribute('href', '/import');
  });
});
