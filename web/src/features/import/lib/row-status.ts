import type { ImportRowStatus } from '@library/api/contract/rules';
import type { AnyImportRow } from '../types';

/** A row's status in words, as the preview and the summary show it. */
export const STATUS_LABELS: Record<ImportRowStatus, string> = {
  ready: 'Ready',
  invalid: 'Not valid',
  duplicate: 'Duplicate',
  imported: 'Imported',
};

/** Why a row was not (or will not be) imported, in words: its errors' messages, one after the other. */
export function reasonOf(row: AnyImportRow): string {
  const messages = row.errors.map((error) => error.message).filter((message) => message.trim() !== '');
  return messages.length > 0 ? messages.join('; ') : STATUS_LABELS[row.status];
}

/** Rows that are not imported (or would not be): not valid or duplicates. */
export function skippedRows<Row extends AnyImportRow>(rows: readonly Row[]): Row[] {
  return rows.filter((row) => row.status === 'invalid' || row.status === 'duplicate');
}
