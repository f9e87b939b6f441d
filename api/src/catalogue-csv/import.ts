/**
 * `POST /books/import`: a CSV file read into books (csv-parse), each row checked as `POST /books`
 * checks a book (the contract's csvBookRow), duplicates marked (an ISBN already in the catalogue,
 * or on an earlier row of the file, compared by isbnKey), and, unless it is a preview, the ready
 * rows inserted in one transaction (importBooks of ./catalogue-csv.service: all or nothing).
 *
 * The file: UTF-8 with or without a BOM; comma or semicolon separated (whichever the header line
 * has more of); RFC 4180 quoting, newlines inside quotes allowed; header names trimmed and
 * case-insensitive, in any order; blank rows skipped (they keep their number, as a spreadsheet
 * shows them). Limits and texts: the contract's csv-rules.
 */
import { isUtf8 } from 'node:buffer';
import { Parser, type CsvError } from 'csv-parse';
import {
  CSV_COLUMNS,
  CSV_IMPORTED_COLUMNS,
  CSV_IMPORT_LIMITS,
  CSV_MESSAGES,
  CSV_REQUIRED_COLUMNS,
  csvBookRow,
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
import type { ActivityActor } from '../activity/activity.service';
import type { CatalogueCsvService as Catalogue } from './catalogue-csv.service';
import { mapInTurns, Turns } from '../turns';
import { checkFields } from '../validation';

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

/** Thrown from inside the parser when the file goes over the row limit: parsing stops there. */
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

/** The reason a row is refused when it has more than CSV_IMPORT_LIMITS.maxCells cells. */
const TOO_MANY_CELLS = `it has more than ${CSV_IMPORT_LIMITS.maxCells.toLocaleString('en-US')} cells`;

function isCsvError(err: unknown): err is CsvError {
  return err instanceof Error && 'code' in err && typeof err.code === 'string';
}

/**
 * The file is read in steps of at most STEP_BYTES bytes and STEP_LINE_BREAKS line breaks (a row
 * ends at one): a step's work is bounded whatever the file holds (the parser takes up to ~0.1 ms
 * for a row shorter than the header, and ~0.5 µs a byte inside a quoted cell). Between steps the
 * import lets other requests run (../turns).
 */
const STEP_BYTES = 16 * 1024;
const STEP_LINE_BREAKS = 16;

const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const COMMA = 0x2c;
const SEMICOLON = 0x3b;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The number of line feeds in `bytes` before `end`. */
async function lineFeedsBefore(bytes: Buffer, end: number, turns: Turns): Promise<number> {
  let count = 0;
  for (let from = 0; from < end; from += STEP_BYTES) {
    await turns.pause();
    const to = Math.min(end, from + STEP_BYTES);
    for (let i = from; i < to; i += 1) if (bytes[i] === LF) count += 1;
  }
  return count;
}

/** Whether `byte` continues a character of UTF-8 (10xxxxxx). */
const isContinuation = (byte: number | undefined): boolean => byte !== undefined && (byte & 0xc0) === 0x80;

/** The offset of the first byte of `body` that is not UTF-8 (`body` is known not to be). */
async function firstNotUtf8(body: Buffer, turns: Turns): Promise<number> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let from = 0; from < body.length; from += STEP_BYTES) {
    await turns.pause();
    const to = Math.min(body.length, from + STEP_BYTES);
    try {
      decoder.decode(body.subarray(from, to), { stream: to < body.length });
    } catch {
      // In this slice, or a character begun just before it: decoded lossily from a character's start.
      let start = Math.max(0, from - 3);
      while (start < from && isContinuation(body[start])) start += 1;
      const lossy = body.subarray(start, to).toString('utf8');
      return start + Buffer.byteLength(lossy.slice(0, Math.max(0, lossy.indexOf('\ufffd'))));
    }
  }
  return body.length;
}

/**
 * The body's bytes, checked to be UTF-8 text (a BOM is dropped): anything else is not a CSV file
 * this import reads, refused naming the line of the first byte that is not.
 */
async function utf8Bytes(body: Buffer, turns: Turns): Promise<Buffer> {
  const notUtf8 = async (offset: number): Promise<AppError> => {
    const line = 1 + (await lineFeedsBefore(body, offset, turns));
    return invalidCsv(CSV_MESSAGES.unreadableRow(line, 'it is not UTF-8 text'));
  };
  if (!isUtf8(body)) throw await notUtf8(await firstNotUtf8(body, turns));
  const nul = body.indexOf(0);
  if (nul >= 0) throw await notUtf8(nul);
  return body.subarray(0, UTF8_BOM.length).equals(UTF8_BOM) ? body.subarray(UTF8_BOM.length) : body;
}

/** `;` when the header line has more semicolons than commas, else `,`. */
async function delimiterOf(bytes: Buffer, turns: Turns): Promise<string> {
  let commas = 0;
  let semicolons = 0;
  for (let from = 0; from < bytes.length; from += STEP_BYTES) {
    await turns.pause();
    const to = Math.min(bytes.length, from + STEP_BYTES);
    for (let i = from; i < to; i += 1) {
      const byte = bytes[i];
      if (byte === LF || byte === CR) return semicolons > commas ? ';' : ',';
      if (byte === COMMA) commas += 1;
      else if (byte === SEMICOLON) semicolons += 1;
    }
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Cuts the file into the parser's steps, and counts the cells of each line as it goes (the quotes
 * followed as RFC 4180 writes them): a row of more than CSV_IMPORT_LIMITS.maxCells cells is found
 * here, before the parser spends time on it (it copies a row whose length differs from the
 * header's into an error object, cell by cell).
 */
class Steps {
  private quoted = false;
  private cells = 1;
  constructor(
    private readonly bytes: Buffer,
    private readonly delimiter: number,
  ) {}

  /**
   * Where the step that starts at `from` ends: after STEP_LINE_BREAKS line breaks, or STEP_BYTES
   * bytes; `wide` when a row there has too many cells (the step then ends where that row starts).
   */
  next(from: number): { end: number; wide: boolean } {
    const { bytes, delimiter } = this;
    const last = Math.min(bytes.length, from + STEP_BYTES);
    let breaks = 0;
    let lineStart = from;
    for (let i = from; i < last; i += 1) {
      const byte = bytes[i];
      if (byte === QUOTE) this.quoted = !this.quoted;
      else if (this.quoted) continue;
      else if (byte === delimiter) {
        this.cells += 1;
        if (this.cells > CSV_IMPORT_LIMITS.maxCells) return { end: lineStart, wide: true };
      } else if (byte === LF || byte === CR) {
        this.cells = 1;
        lineStart = i + 1;
        breaks += 1;
        if (breaks === STEP_LINE_BREAKS) return { end: i + 1, wide: false };
      }
    }
    return { end: last, wide: false };
  }
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
 * blank. Every row counts toward the limit, blank ones too: past the header's row plus
 * CSV_IMPORT_LIMITS.maxRows, parsing stops and the import is refused.
 */
export async function readCsv(body: Buffer, turns: Turns): Promise<CsvTable> {
  if (body.length > CSV_IMPORT_LIMITS.maxBytes) throw importTooLarge(CSV_MESSAGES.tooLarge);
  const bytes = await utf8Bytes(body, turns);
  let header: string[] | undefined;
  const rows: DataRow[] = [];
  const delimiter = await delimiterOf(bytes, turns);
  const overLimit = (row: number): boolean => row > CSV_IMPORT_LIMITS.maxRows + 1;
  const parser = new Parser({
    delimiter,
    relax_column_count: true,
    // Empty lines are skipped by the parser (which costs it nothing) but counted (`empty_lines`):
    // a row's number is the records and empty lines up to it.
    skip_empty_lines: true,
    max_record_size: CSV_IMPORT_LIMITS.maxRowChars,
    on_record: (cells: string[], info) => {
      const row = info.records + info.empty_lines;
      if (overLimit(row)) throw new TooManyRows();
      if (isBlank(cells)) return null;
      if (header === undefined) header = cells;
      else rows.push({ row, cells });
      // The rows are kept here, not by the parser.
      return null;
    },
  });
  const rowsRead = (): number => parser.info.records + parser.info.empty_lines;
  // A failure is read from `parser.errored` after each step.
  parser.on('error', () => undefined);
  const steps = new Steps(bytes, delimiter.charCodeAt(0));
  let wide = false;
  let fed = 0;
  while (fed < bytes.length && parser.errored === null && !wide && !overLimit(rowsRead())) {
    await turns.pause();
    const step = steps.next(fed);
    parser.write(bytes.subarray(fed, step.end));
    ({ wide } = step);
    fed = step.end;
  }
  const over = overLimit(rowsRead());
  // Ended after a row that is too wide too: the rows before it are counted, and their failures come first.
  if (parser.errored === null && !over) await new Promise<void>((resolve) => parser.end(() => resolve()));
  const failure = parser.errored;
  if (failure instanceof TooManyRows || over) throw importTooLarge(CSV_MESSAGES.tooManyRows);
  if (failure !== null) {
    if (!isCsvError(failure)) throw failure;
    throw invalidCsv(CSV_MESSAGES.unreadableRow(rowsRead() + 1, PARSE_REASONS[failure.code] ?? failure.message));
  }
  // At its end, the parser counts what follows a last line break as one more empty line.
  const last = bytes[fed - 1];
  const read = rowsRead() - (last === LF || last === CR ? 1 : 0);
  if (overLimit(read)) throw importTooLarge(CSV_MESSAGES.tooManyRows);
  if (wide) throw invalidCsv(CSV_MESSAGES.unreadableRow(read + 1, TOO_MANY_CELLS));
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

function checkRows(table: CsvTable, turns: Turns): Promise<CheckedRow[]> {
  return mapInTurns(turns, table.rows, ({ row, cells }): CheckedRow => {
    const cell = (column: CsvImportedColumn): string => {
      const i = table.index[column];
      return i === undefined ? '' : restoreFormulaText(cells[i] ?? '');
    };
    const values = Object.fromEntries(CSV_IMPORTED_COLUMNS.map((c) => [c, cell(c)])) as CsvRowValues;
    const checked = checkFields(csvBookRow, values);
    if ('value' in checked) return { row, values, book: checked.value, errors: [], key: isbnKey(checked.value.isbn) };
    const isbnValid = !checked.errors.some((e) => e.field === 'isbn');
    return { row, values, book: undefined, errors: checked.errors, key: isbnValid ? isbnKey(values.isbn) : undefined };
  });
}

/** Each row's status against the catalogue of now and the rows above it; the books to insert are the ready ones. */
async function judge(store: Catalogue, checked: readonly CheckedRow[], turns: Turns): Promise<ImportRowJson[]> {
  const keys = [...new Set(checked.flatMap((c) => (c.key === undefined ? [] : [c.key])))];
  const inCatalogue = await store.booksByIsbnKey(keys);
  const firstRow = new Map<string, number>();
  return mapInTurns(turns, checked, (c): ImportRowJson => {
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
async function importReady(
  store: Catalogue,
  checked: readonly CheckedRow[],
  actor: ActivityActor,
  turns: Turns,
): Promise<ImportRowJson[]> {
  for (let attempt = 1; ; attempt += 1) {
    const judged = await judge(store, checked, turns);
    // A ready row is one whose book passed its checks.
    const ready = judged.flatMap((r, i) => {
      const book = checked.at(i)?.book;
      return r.status === 'ready' && book !== undefined ? [{ r, book }] : [];
    });
    if (ready.length === 0) return judged;
    try {
      const { rows, invalid, duplicate } = totalsOf(judged);
      const inserted = await store.importBooks(
        ready.map(({ book }) => book),
        actor,
        { rows, invalid, duplicate },
      );
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

/**
 * The whole import: read, check, and (unless `dryRun`) insert the ready rows. Done in turns
 * (../turns): whatever the file, other requests are answered while it runs.
 */
export async function importCsv(
  store: Catalogue,
  body: Buffer,
  { dryRun, actor }: { dryRun: boolean; actor: ActivityActor },
  turns: Turns = new Turns(),
): Promise<ImportResultJson> {
  const table = await readCsv(body, turns);
  const checked = await checkRows(table, turns);
  const rows = dryRun ? await judge(store, checked, turns) : await importReady(store, checked, actor, turns);
  return { dryRun, columns: { used: table.used, ignored: table.ignored }, totals: totalsOf(rows), rows };
}

/**
 * An import's answer as JSON text, as JSON.stringify writes it, a row at a time (up to 20,000 rows,
 * each with its cells and messages: several megabytes, too long to write in one go).
 */
export async function importResultText(result: ImportResultJson, turns: Turns): Promise<string> {
  const { rows, ...head } = result;
  const rowTexts = await mapInTurns(turns, rows, (row) => JSON.stringify(row));
  const headText = JSON.stringify(head);
  return `${headText.slice(0, -1)},"rows":[${rowTexts.join(',')}]}`;
}
