/**
 * The CSV import's shapes as zod schemas (`@library/api/contract`): a row of the file read into the
 * body of `POST /books` (so a row is checked exactly as the form and the REST api check a book, with
 * their messages), and the answer of `POST /books/import`. Columns, limits and texts: contract/csv-rules.
 */
import { z } from 'zod';
import { CSV_IMPORTED_COLUMNS, type CsvImportedColumn } from '../contract/csv-rules';
import { restImportError, restImportResultOf, restImportRowOf } from '../contract/import-result';
import { bookCreateRequest } from '../books/books.contract';
import { queryValue } from '../contract/schemas';

/** A row's cells as read from the file, by column (an absent optional column is an empty text). */
const cellTexts = z.object(
  Object.fromEntries(CSV_IMPORTED_COLUMNS.map((column) => [column, z.string()])) as Record<
    CsvImportedColumn,
    z.ZodString
  >,
);
export type CsvRowValues = z.output<typeof cellTexts>;

/**
 * A row of an import as a book: the cells are the body of `POST /books` (the same rules and
 * messages), with the defaults of a file: an empty `copies` is 1, an empty `available` is true, and
 * `available` is read case-insensitively (a spreadsheet saves `TRUE` and `FALSE`). `copies` is text,
 * read as the lenient REST input reads it (`"3"`, `" 3 "`).
 */
export const csvBookRow = z.preprocess(
  (cells: CsvRowValues) => ({
    ...cells,
    copies: cells.copies.trim() === '' ? 1 : cells.copies,
    available: cells.available.trim() === '' ? undefined : cells.available.trim().toLowerCase(),
  }),
  bookCreateRequest,
);

export { restImportError } from '../contract/import-result';
export type ImportErrorJson = z.output<typeof restImportError>;

/** One row of a book import's answer (contract/import-result). */
export const restImportRow = restImportRowOf(cellTexts, {
  /** The book imported, or, for a duplicate of the catalogue, the book already there. */
  book: z.object({ _id: z.string(), title: z.string() }).optional(),
});
export type ImportRowJson = z.output<typeof restImportRow>;

/** `POST /books/import`'s data: what was read, the totals per status, and every row. */
export const restImportResult = restImportResultOf(restImportRow);
export type ImportResultJson = z.output<typeof restImportResult>;

/** The query of `POST /books/import`: `dryRun` (`true`, the default: a preview; `false`: import). */
export const importBooksQuery = z
  .object({
    dryRun: queryValue(
      'dryRun',
      z.enum(['true', 'false'], { error: 'dryRun must be true or false' }).transform((text) => text === 'true'),
    ),
  })
  .transform(({ dryRun }) => ({ dryRun: dryRun ?? true }));
export type ImportQuery = z.output<typeof importBooksQuery>;
