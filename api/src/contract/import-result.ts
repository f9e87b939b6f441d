/**
 * The answer of a CSV import (`POST /books/import`, `POST /members/import`) as zod schemas: the same
 * row and totals for every import, each import naming the cells it reads and what a row brings back
 * (the book, the member). Built into each resource's contract; not an entry of its own.
 */
import { z } from 'zod';
import { IMPORT_ROW_STATUSES } from './csv-rules';

/** A field's failure in a row of an import: the column and the form's message. */
export const restImportError = z.object({ field: z.string(), message: z.string() });

/**
 * One row of an import's answer: `row` is its number as a spreadsheet shows it (the header is row 1),
 * `values` the cells as read, then what the import adds (`subject`, e.g. the book imported).
 */
export function restImportRowOf<V extends z.ZodType, S extends z.ZodRawShape>(values: V, subject: S) {
  return z.object({
    row: z.number().int(),
    status: z.enum(IMPORT_ROW_STATUSES),
    errors: z.array(restImportError),
    values,
    ...subject,
  });
}

/** An import's data: what was read, the totals per status, and every row. */
export function restImportResultOf<R extends z.ZodType>(row: R) {
  return z.object({
    dryRun: z.boolean(),
    columns: z.object({ used: z.array(z.string()), ignored: z.array(z.string()) }),
    totals: z.object({
      rows: z.number().int(),
      ready: z.number().int(),
      invalid: z.number().int(),
      duplicate: z.number().int(),
      imported: z.number().int(),
    }),
    rows: z.array(row),
  });
}
