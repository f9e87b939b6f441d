/**
 * The CSV import's shapes as zod schemas (`@library/api/contract`): a row of the file read into the
 * body of `POST /books` (so a row is checked exactly as the form and the REST api check a book, with
 * their messages), and the answer of `POST /books/import`. Columns, limits and texts: contract/csv-rules.
 */
import { z } from 'zod';
import { CSV_IMPORTED_COLUMNS, IMPORT_ROW_STATUSES, type CsvImportedColumn } from '../contract/csv-rules';
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

/** A field's failure in a row of an import: the column and the form's message. */
export const restImportError = z.object({ field: z.string(), message: z.string() });
export type ImportErrorJson = z.output<typeof restImportError>;

/** One row of an import's answer. `row` is its number as a spreadsheet shows it (the header is row 1). */
export const restImportRow = z.object({
  row: z.number().int(),
  status: z.enum(IMPORT_ROW_STATUSES),
  errors: z.array(restImportError),
  values: cellTexts,
  /** The book imported, or, for a duplicate of the catalogue, the book already there. */
  book: z.object({ _id: z.string(), title: z.string() }).optional(),
});
export type ImportRowJson = z.output<typeof restImportRow>;

/** `POST /books/import`'s data: what was read, the totals per status, and every row. */
export const restImportResult = z.object({
  dryRun: z.boolean(),
  columns: z.object({ used: z.array(z.string()), ignored: z.array(z.string()) }),
  totals: z.object({
    rows: z.number().int(),
    ready: z.number().int(),
    invalid: z.number().int(),
    duplicate: z.number().int(),
    imported: z.number().int(),
  }),
  rows: z.array(restImportRow),
});
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
