/**
 * `POST /books/import`: a CSV file read into books (csv-parse), each row checked as `POST /books`
 * checks a book (the contract's csvBookRow), duplicates marked (an ISBN already in the catalogue,
 * or on an earlier row of the file, compared by isbnKey), and, unless it is a preview, the ready
 * rows inserted in one transaction (the store's importBooks: all or nothing).
 *
 * The file: UTF-8 with or without a BOM; comma or semicolon separated (whichever the header line
 * has more of); RFC 4180 quoting, newlines inside quotes allowed; header names trimmed and
 * case-insensitive, in any order; blank rows skipped (they keep their number, as a spreadsheet
 * shows them). Limits and texts: the contract's csv-rules.
 */
import { parse, type CsvError } from 'csv-parse/sync';
import {
  CSV_COLUMNS,
  CSV_IMPORTED_COLUMNS,
  CSV_IMPORT_LIMITS,
  CSV_MESSAGES,
  CSV_REQUIRED_COLUMNS,
  isbnKey,
  restoreFormulaText,
  type BookInput,
  type CsvColumn,
  type CsvImportedColumn,
  type CsvRowValues,
  type ImportErrorJson,
  type ImportResultJson,
  type ImportRowJson,
} from '../contract';
import { AppError, importTooLarge, invalidCsv } from '../errors';
import type { Store } from '../store';
import { checkCsvRow } from '../validation';

/** A data row of the file: its number as a spreadsheet shows it (the header is row 1) and its cells. */
interface DataRow {
  row: number;
  cells: string[];
}

/** The file read: the columns it has and its data rows. */
interface CsvTable {
  /** The index of each known column in a row. */
  index: Partial<Record<CsvColumn, number>>;
  used: string[];
  ignored: string[];
  rows: DataRow[];
}

/** Thrown from inside the parser when the data rows go over the limit: parsing stops there. */
class TooManyRows extends Error {}

/** The parser's failures, in words (csv-parse's error codes). */
const PARSE_REASONS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed (a quote is missing)',
  CSV_INVALID_CLOSING_QUOTE:
    'a quoted cell goes on after its closing quote (a quote inside a cell is written twice: "")',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted cell goes on after its closing quote',
  INVALID_OPENING_QUOTE: 'a quote stands inside a cell that does not start with one (quote the whole cell)',
  CSV_MAX_RECORD_SIZE: 'a row is too long',
};

function isCsvError(err: unknown): err is CsvError {
  return err instanceof Error && 'code' in err && typeof err.code === 'string';
}

/** The body as text: UTF-8 (a BOM is dropped). Anything else is not a CSV file this import reads. */
function decode(body: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    const lossy = body.toString('utf8');
    throw invalidCsv(CSV_MESSAGES.unreadableRow(lineOf(lossy, lossy.indexOf('\ufffd')), 'it is not UTF-8 text'));
  }
  const nul = text.indexOf('\0');
  if (nul >= 0) throw invalidCsv(CSV_MESSAGES.unreadableRow(lineOf(text, nul), 'it is not UTF-8 text'));
  return text;
}

/** The 1-based line of the character at `offset`. */
function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** `;` when the header line has more semicolons than commas, else `,`. */
function delimiterOf(text: string): string {
  const end = text.search(/[\r\n]/);
  const header = end < 0 ? text : text.slice(0, end);
  const count = (char: string): number => header.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

const isBlank = (cells: readonly string[]): boolean => cells.every((cell) => cell.trim() === '');

/** The header row read: where each known column is, which ones are used and which ignored. */
function readHeader(names: readonly string[]): Omit<CsvTable, 'rows'> {
  const byName = new Map<string, CsvColumn>(CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const index: Partial<Record<CsvColumn, number>> = {};
  const used: string[] = [];
  const ignored: string[] = [];
  names.forEach((raw, i) => {
    const name = raw.trim();
    const column = byName.get(name.toLowerCase());
    if (column === undefined) {
      if (name !== '') ignored.push(name);
      return;
    }
    if (index[column] !== undefined) throw invalidCsv(CSV_MESSAGES.repeatedColumn(column));
    index[column] = i;
    if ((CSV_IMPORTED_COLUMNS as readonly string[]).includes(column)) used.push(column);
    else ignored.push(name);
  });
  const missing = CSV_REQUIRED_COLUMNS.filter((c) => index[c] === undefined);
  if (missing.length > 0) throw invalidCsv(CSV_MESSAGES.missingColumns(missing));
  return { index, used, ignored };
}

/**
 * Parses the file: the header (the first row that is not blank) and the data rows that are not
 * blank. Over CSV_IMPORT_LIMITS.maxRows data rows, parsing stops and the import is refused.
 */
export function readCsv(body: Buffer): CsvTable {
  if (body.length > CSV_IMPORT_LIMITS.maxBytes) throw importTooLarge(CSV_MESSAGES.tooLarge);
  const text = decode(body);
  let row = 0;
  let header: string[] | undefined;
  const rows: DataRow[] = [];
  try {
    parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
      on_record: (cells: string[]) => {
        row += 1;
        if (isBlank(cells)) return null;
        if (header === undefined) header = cells;
        else if (rows.push({ row, cells }) > CSV_IMPORT_LIMITS.maxRows) throw new TooManyRows();
        // The rows are kept here, not by the parser.
        return null;
      },
    });
  } catch (err: unknown) {
    if (err instanceof TooManyRows) throw importTooLarge(CSV_MESSAGES.tooManyRows);
    if (!isCsvError(err)) throw err;
    throw invalidCsv(CSV_MESSAGES.unreadableRow(row + 1, PARSE_REASONS[err.code] ?? err.message));
  }
  if (header === undefined || rows.length === 0) throw invalidCsv(CSV_MESSAGES.noRows);
  return { ...readHeader(header), rows };
}

/** A row checked on its own: its cells, and its book or its errors. */
interface CheckedRow {
  row: number;
  values: CsvRowValues;
  book: BookInput | undefined;
  errors: ImportErrorJson[];
  /** The ISBN's key when the ISBN is valid (what duplicates are found by). */
  key: string | undefined;
}

function checkRows(table: CsvTable): CheckedRow[] {
  return table.rows.map(({ row, cells }) => {
    const cell = (column: CsvImportedColumn): string => {
      const i = table.index[column];
      return i === undefined ? '' : restoreFormulaText(cells[i] ?? '');
    };
    const values = Object.fromEntries(CSV_IMPORTED_COLUMNS.map((c) => [c, cell(c)])) as CsvRowValues;
    const checked = checkCsvRow(values);
    if ('book' in checked) return { row, values, book: checked.book, errors: [], key: isbnKey(checked.book.isbn) };
    const isbnValid = !checked.errors.some((e) => e.field === 'isbn');
    return { row, values, book: undefined, errors: checked.errors, key: isbnValid ? isbnKey(values.isbn) : undefined };
  });
}

/** Each row's status against the catalogue of now and the rows above it; the books to insert are the ready ones. */
async function judge(store: Store, checked: readonly CheckedRow[]): Promise<ImportRowJson[]> {
  const keys = [...new Set(checked.flatMap((c) => (c.key === undefined ? [] : [c.key])))];
  const inCatalogue = await store.booksByIsbnKey(keys);
  const firstRow = new Map<string, number>();
  return checked.map((c): ImportRowJson => {
    const errors = [...c.errors];
    let duplicate = false;
    let book: ImportRowJson['book'];
    if (c.key !== undefined) {
      const existing = inCatalogue.get(c.key);
      const earlier = firstRow.get(c.key);
      if (existing !== undefined) {
        errors.push({ field: 'isbn', message: CSV_MESSAGES.inCatalogue });
        book = { _id: existing.id, title: existing.title };
        duplicate = true;
      } else if (earlier !== undefined) {
        errors.push({ field: 'isbn', message: CSV_MESSAGES.alsoOnRow(earlier) });
        duplicate = true;
      }
      if (earlier === undefined) firstRow.set(c.key, c.row);
    }
    const status = c.errors.length > 0 ? 'invalid' : duplicate ? 'duplicate' : 'ready';
    return { row: c.row, status, errors, values: c.values, ...(book === undefined ? {} : { book }) };
  });
}

function totalsOf(rows: readonly ImportRowJson[]): ImportResultJson['totals'] {
  const count = (status: ImportRowJson['status']): number => rows.filter((r) => r.status === status).length;
  return {
    rows: rows.length,
    ready: count('ready'),
    invalid: count('invalid'),
    duplicate: count('duplicate'),
    imported: count('imported'),
  };
}

/**
 * Inserts the ready rows in one transaction and marks them imported. An ISBN taken by someone else
 * between the check and the insert (DUPLICATE_ISBN: nothing was inserted) makes it check the rows
 * against the catalogue again and try once more; a second such loss is 409 DUPLICATE_ISBN, with
 * nothing imported.
 */
async function importReady(store: Store, checked: readonly CheckedRow[]): Promise<ImportRowJson[]> {
  for (let attempt = 1; ; attempt += 1) {
    const judged = await judge(store, checked);
    // A ready row is one whose book passed its checks.
    const ready = judged.flatMap((r, i) => {
      const book = checked.at(i)?.book;
      return r.status === 'ready' && book !== undefined ? [{ r, book }] : [];
    });
    if (ready.length === 0) return judged;
    try {
      const inserted = await store.importBooks(ready.map(({ book }) => book));
      ready.forEach(({ r }, i) => {
        const book = inserted.at(i);
        if (book === undefined) throw new Error('importBooks gave fewer books than it was given');
        r.status = 'imported';
        r.book = { _id: book.id, title: book.title };
      });
      return judged;
    } catch (err: unknown) {
      const lostToAnother = err instanceof AppError && err.code === 'DUPLICATE_ISBN';
      if (!lostToAnother) throw err;
      if (attempt >= 2) throw new AppError(409, 'DUPLICATE_ISBN', CSV_MESSAGES.importRace);
    }
  }
}

/** The whole import: read, check, and (unless `dryRun`) insert the ready rows. */
export async function importCsv(store: Store, body: Buffer, dryRun: boolean): Promise<ImportResultJson> {
  const table = readCsv(body);
  const checked = checkRows(table);
  const rows = dryRun ? await judge(store, checked) : await importReady(store, checked);
  return { dryRun, columns: { used: table.used, ignored: table.ignored }, totals: totalsOf(rows), rows };
}
