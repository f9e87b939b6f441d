/**
 * `GET /books/export.csv`: the books of a listing as CSV (csv-stringify), streamed from the store's
 * keyset pages: one page is in memory at a time, written as one piece of CSV, and the next one is
 * read only when the client has taken the previous ones (backpressure through the pipeline), so the
 * export of a million books runs in constant memory. RFC 4180 (quoted when a cell holds a comma, a quote or a line break;
 * CRLF line ends), UTF-8 without a BOM, the header row CSV_COLUMNS; cells a spreadsheet would run
 * as a formula are neutralised (csv-rules).
 */
import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';
import { CSV_COLUMNS, neutraliseFormula, type CsvColumn } from '../contract';
import type { BookRow } from '../db/schema';
import type { Logger } from '../logger';
import { sendStreamed } from '../streamed-answer';

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

/** Sends the books of `pages` as a CSV attachment named `filename`, as it reads them (../streamed-answer). */
export function sendCsvExport(
  res: Response,
  pages: AsyncIterable<BookRow[]>,
  filename: string,
  logger: Logger,
): Promise<void> {
  return sendStreamed(
    res,
    pages,
    {
      what: 'CSV export',
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
      },
      pieces,
    },
    logger,
  );
}
