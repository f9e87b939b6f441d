import { stringify } from 'csv-stringify/browser/esm/sync';
import { neutraliseFormula } from '@library/api/contract/rules';
import type { AnyImportRow } from '../types';
import { reasonOf } from './row-status';

/** The file name of the skipped rows' download. */
export const SKIPPED_FILE_NAME = 'skipped-rows.csv';

/**
 * The skipped rows as a CSV the user can fix and import again: the import's `columns` with the cells
 * as they were read, then `reason`. UTF-8 with a BOM (so a spreadsheet reads it as UTF-8); a cell a
 * spreadsheet would run as a formula starts with `'`, as in the export (the import takes it off).
 */
export function skippedRowsCsv(rows: readonly AnyImportRow[], columns: readonly string[]): string {
  const records = rows.map((row) => [
    ...columns.map((column) => neutraliseFormula(row.values[column] ?? '')),
    neutraliseFormula(reasonOf(row)),
  ]);
  return `\uFEFF${stringify(records, { header: true, columns: [...columns, 'reason'] })}`;
}

/** Offers `text` to the browser as a download named `fileName`. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
