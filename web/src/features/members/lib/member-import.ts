import { CSV_IMPORT_LIMITS, MEMBER_CSV_COLUMNS } from '@library/api/contract/rules';
import { evictMembers } from './member-cache';

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
};
