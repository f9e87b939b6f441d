/**
 * `GET /books/export.csv`: the books of a listing as CSV (csv-stringify), streamed from the store's
 * keyset pages: one page is in memory at a time, written as one piece of CSV, and the next one is
 * read only when the client has taken the previous ones (backpressure through the pipeline), so the
 * export of a million books runs in constant memory. RFC 4180 (quoted when a cell holds a comma, a quote or a line break;
 * CRLF line ends), UTF-8 without a BOM, the header row CSV_COLUMNS; cells a spreadsheet would run
 * as a formula are neutralised (csv-rules).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';
import { CSV_COLUMNS, neutraliseFormula, type CsvColumn } from '../contract';
import type { BookRow } from '../db/schema';
import type { Logger } from '../logger';

/** A book's cells, by column, as the export writes them (before neutralisation). */
function cellsOf(book: BookRow): Record<CsvColumn, string> {
  return {
    title: book.title,
    author: book.author,
    genre: book.genre,
    isbn: book.isbn,
    description: book.description ?? '',
    copies: String(book.copies),
    available: book.available ? 'true' : 'false',
    createdAt: book.createdAt.toISOString(),
  };
}

/** A book as a row of the export: its cells in CSV_COLUMNS order, formulas neutralised. */
export function exportRow(book: BookRow): string[] {
  const cells = cellsOf(book);
  return CSV_COLUMNS.map((column) => neutraliseFormula(cells[column]));
}

/** RFC 4180 as the export writes it: CRLF after each row, a line break quoted as a comma or a quote is. */
const CSV_OPTIONS = { record_delimiter: '\r\n', quoted_match: /[\r\n]/ };

/**
 * The file in pieces: the header row, then each page's rows as one piece of CSV text, a page read
 * only when the stream asks for more (one piece per page keeps the stream's work per book small).
 */
async function* pieces(first: readonly BookRow[], rest: AsyncIterator<BookRow[]>): AsyncGenerator<string> {
  yield stringify([[...CSV_COLUMNS], ...first.map(exportRow)], CSV_OPTIONS);
  for (let page = await rest.next(); page.done !== true; page = await rest.next()) {
    yield stringify(page.value.map(exportRow), CSV_OPTIONS);
  }
}

/**
 * Sends the books of `pages` as a CSV attachment named `filename` (to a HEAD request, only the
 * headers, after the first page). The first page is read before
 * anything is sent, so a database that fails at once is an ordinary error answer; a failure after
 * that (the database, or the client going away) cannot change the status any more: it is logged
 * and the response is cut, so the client sees a broken download, never a complete-looking file.
 */
export async function sendCsvExport(
  res: Response,
  pages: AsyncIterable<BookRow[]>,
  filename: string,
  logger: Logger,
): Promise<void> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  if (res.req.method === 'HEAD') {
    // The headers a GET would have (the first page read shows the store answers); no other page is read.
    await iterator.return?.();
    res.end();
    return;
  }
  try {
    const source = Readable.from(pieces(first.done === true ? [] : first.value, iterator), { objectMode: false });
    await pipeline(source, res);
  } catch (err: unknown) {
    const reqId = String(res.locals.requestId ?? '');
    if (res.destroyed && !res.writableFinished && isPrematureClose(err)) {
      logger.debug({ reqId }, 'CSV export stopped: the client went away');
    } else {
      logger.error({ err, reqId }, 'CSV export failed mid-stream: the response was cut');
    }
    res.destroy();
  }
}

function isPrematureClose(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && err.code === 'ERR_STREAM_PREMATURE_CLOSE';
}
