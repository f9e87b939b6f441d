import { CSV_IMPORT_LIMITS, MEMBER_CSV_COLUMNS } from '@library/api/contract/rules';
import { printCardsLinks } from './card-sheet';
import { evictMembers } from './member-cache';

/** A row of the import's answer, as far as this file reads it (the import feature's rows are wider). */
interface AnswerRow {
  status: string;
}

/** The id of the member an imported row became (the answer's `member`), else null. */
function importedMemberId(row: AnswerRow): string | null {
  if (row.status !== 'imported' || !('member' in row)) return null;
  const { member } = row;
  return typeof member === 'object' && member !== null && '_id' in member && typeof member._id === 'string'
    ? member._id
    : null;
}

/**
 * The members' import (/members/import): a class list from a CSV file, previewed first, through the
 * import feature's screen (the app's route hands it this).
 */
export const MEMBER_IMPORT = {
  path: '/api/members/import',
  eyebrow: 'Members',
  title: 'Import members',
  subtitle: 'Add many members at once (a class list) from a CSV file: check a preview of every row first.',
  noun: { one: 'member', many: 'members' },
  list: { to: '/members', back: 'Back to the members', goTo: 'Go to the members' },
  hint:
    'Column name (required); cardNumber, email, phone and notes are optional, in any order. A blank card number is ' +
    `generated. Comma or semicolon separated, UTF-8. Up to 5 MB and ${CSV_IMPORT_LIMITS.maxRows.toLocaleString('en-GB')} rows.`,
  columns: MEMBER_CSV_COLUMNS,
  nameColumn: { key: 'name', label: 'Name', empty: '(no name)' },
  keyColumn: { key: 'cardNumber', label: 'Card' },
  conflict: {
    codes: ['DUPLICATE_CARD', 'DUPLICATE_EMAIL'],
    title: 'The members changed since the preview. Nothing was imported.',
  },
  evict: evictMembers,
  // A class imported gets its cards printed next.
  doneLinks: (rows: readonly AnswerRow[]) => printCardsLinks(rows.flatMap((row) => importedMemberId(row) ?? [])),
};
