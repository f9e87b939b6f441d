import type { CsvImportedColumn, ImportRowStatus } from '@library/api/contract/rules';

/**
 * The answer of `POST /api/books/import` as this page reads it: the contract's `restImportResult`
 * (api/src/catalogue-csv/catalogue-csv.contract.ts). The bundle takes only the contract's rules (no zod), so the shape is
 * written here once; web/test/import-types.test.ts checks that it is the contract's.
 */
export interface ImportResult {
  dryRun: boolean;
  columns: { used: string[]; ignored: string[] };
  totals: { rows: number; ready: number; invalid: number; duplicate: number; imported: number };
  rows: ImportRow[];
}

export interface ImportRow {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
  status: ImportRowStatus;
  errors: { field: string; message: string }[];
  /** The cells as read from the file. */
  values: Record<CsvImportedColumn, string>;
  /** The book imported, or for a duplicate of the catalogue, the one already there. */
  book?: { _id: string; title: string };
}
