/**
 * The CSV import and export rules, without dependencies: safe for the browser bundle (re-exported by
 * ./rules, so `@library/api/contract/rules` gives them to the web app). The columns, the limits, the
 * texts and the formula neutralisation are written here once; the api's CSV module (src/catalogue-csv/) and
 * its zod shapes (catalogue-csv.contract.ts) are built from them.
 */

/** The columns of an export, in its order: the header row is these names joined by commas. */
export const CSV_COLUMNS = [
  'title',
  'author',
  'genre',
  'isbn',
  'description',
  'copies',
  'available',
  'createdAt',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Columns an import needs; the others are optional (`createdAt` is read and ignored). */
export const CSV_REQUIRED_COLUMNS = ['title', 'author', 'genre', 'isbn'] as const;

/** The book fields an import reads from a row (every column but `createdAt`). */
export const CSV_IMPORTED_COLUMNS = ['title', 'author', 'genre', 'isbn', 'description', 'copies', 'available'] as const;
export type CsvImportedColumn = (typeof CSV_IMPORTED_COLUMNS)[number];

/**
 * What an import accepts: the body's size in bytes (decoded, when it is sent compressed); the rows
 * after the header, blank ones included; the cells of a row; the characters of a row (a book's
 * row, every column filled to its limit, is about 5,600).
 */
export const CSV_IMPORT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 20_000,
  maxCells: 1_000,
  maxRowChars: 100_000,
} as const;

/** What became of a row of an import. */
export const IMPORT_ROW_STATUSES = ['ready', 'invalid', 'duplicate', 'imported'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/** The most column names a message repeats from a file's header. */
const MAX_NAMES_SHOWN = 10;

/** 'isbn', 'title and isbn', 'title, author, genre and isbn'. */
function listed(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.slice(-1).join('')}` : names.join('');
}

/** The texts of an import's answers (the row's field errors are the book form's own, from ./rules and ./schemas). */
export const CSV_MESSAGES = {
  notCsv: 'Send the file as text/csv',
  tooLarge: 'The file is larger than 5 MB',
  tooManyRows: 'The file has more than 20,000 rows',
  noRows: 'The file has no rows',
  /**
   * A file without a column the import needs, said with the columns it has (as written, the first
   * ten) and those it needs: 'This file has the columns Titel, Autor, Genre; it needs title, author,
   * genre and isbn'; when it has at least half of them (a file meant for this import), which are
   * missing: '… (isbn is missing)'.
   */
  missingColumns: (has: readonly string[], needs: readonly string[]): string => {
    const missing = needs.filter((column) => !has.some((name) => name.toLowerCase() === column.toLowerCase()));
    const shown =
      has.length > MAX_NAMES_SHOWN ? [...has.slice(0, MAX_NAMES_SHOWN), `${has.length - MAX_NAMES_SHOWN} more`] : has;
    const hasText =
      has.length === 0 ? 'no named columns' : `the ${has.length === 1 ? 'column' : 'columns'} ${shown.join(', ')}`;
    const missingText =
      missing.length > 0 && missing.length * 2 <= needs.length
        ? ` (${listed(missing)} ${missing.length === 1 ? 'is' : 'are'} missing)`
        : '';
    return `This file has ${hasText}; it needs ${listed(needs)}${missingText}`;
  },
  repeatedColumn: (column: string): string => `The file has more than one ${column} column`,
  unreadableRow: (row: number, reason: string): string => `Row ${row} could not be read: ${reason}`,
  inCatalogue: 'A book with this ISBN is already in the catalogue',
  alsoOnRow: (row: number): string => `This ISBN is also on row ${row}`,
  importRace: 'A book with one of these ISBNs was added meanwhile: nothing was imported, please try again',
} as const;

/** The columns of a members' import (`POST /members/import`): only `name` is required. */
export const MEMBER_CSV_COLUMNS = ['name', 'cardNumber', 'email', 'phone', 'notes'] as const;
export type MemberCsvColumn = (typeof MEMBER_CSV_COLUMNS)[number];
export const MEMBER_CSV_REQUIRED_COLUMNS = ['name'] as const;

/** The texts of a members' import besides CSV_MESSAGES (a row's field errors are the member form's own). */
export const MEMBER_CSV_MESSAGES = {
  cardAlsoOnRow: (row: number): string => `This card number is also on row ${row}`,
  emailAlsoOnRow: (row: number): string => `This email is also on row ${row}`,
  importRace:
    'A member with one of these card numbers or emails was added meanwhile: nothing was imported, please try again',
} as const;

/**
 * The characters that make a spreadsheet read a cell as a formula when it starts with one (OWASP,
 * CSV injection): `=`, `+`, `-`, `@`, tab and carriage return.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * A cell as an export writes it: a text that a spreadsheet would run as a formula gets a leading
 * `'`. So does a text that already starts with `'` before such a character, so that
 * restoreFormulaText gives every text back exactly (`'=1` is written `''=1`).
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A cell as an import reads it: the leading `'` that neutraliseFormula added is removed, when it
 * is followed by `'`s and then one of the formula characters; any other text is kept as it is.
 */
export function restoreFormulaText(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
