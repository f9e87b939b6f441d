import { CSV_IMPORT_LIMITS, CSV_IMPORTED_COLUMNS } from '@library/api/contract/rules';
import { evictCatalogue } from '../../../lib/apollo-cache';
import type { ImportKind } from '../types';

/** The catalogue's import (/import): books from `POST /api/books/import`. */
export const BOOK_IMPORT: ImportKind = {
  path: '/api/books/import',
  eyebrow: 'Catalogue',
  title: 'Import books',
  subtitle: 'Add many books at once from a CSV file: check a preview of every row first.',
  noun: { one: 'book', many: 'books' },
  list: { to: '/', back: 'Back to the book list', goTo: 'Go to the book list' },
  hint:
    'Columns title, author, genre and isbn (in any order); description, copies (1 when empty) and available (true ' +
    `when empty) are optional. Comma or semicolon separated, UTF-8. Up to 5 MB and ${CSV_IMPORT_LIMITS.maxRows.toLocaleString('en-GB')} rows. ` +
    'An export of this catalogue can be imported as it is.',
  columns: CSV_IMPORTED_COLUMNS,
  nameColumn: { key: 'title', label: 'Title', empty: '(no title)' },
  keyColumn: { key: 'isbn', label: 'ISBN' },
  conflict: {
    codes: ['DUPLICATE_ISBN'],
    title: 'The catalogue changed since the preview. Nothing was imported.',
  },
  evict: (cache) => evictCatalogue(cache),
};
