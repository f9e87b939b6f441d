/**
 * The CSV import's machinery, shared by the book import (catalogue-csv/) and the members' import
 * (members/): a file read into its header and data rows (csv-parse), an answer's totals and its JSON
 * text written a row at a time, and the handlers that take a CSV body. Each import says its columns
 * (CsvColumns) and checks and judges its rows itself.
 *
 * The file: UTF-8 with or without a BOM; comma, semicolon or tab separated (whichever the header
 * line has most of, comma when none); RFC 4180 quoting, newlines inside quotes allowed; header names trimmed and
 * case-insensitive, in any order; blank rows skipped (they keep their number, as a spreadsheet
 * shows them). Limits and texts: the contract's csv-rules.
 */
import { isUtf8 } from 'node:buffer';
import { Parser, type CsvError } from 'csv-parse';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { actorOf, type Actor } from './access/principal';
import {
  CSV_IMPORT_LIMITS,
  CSV_MESSAGES,
  importBooksQuery,
  restoreFormulaText,
  type ImportRowStatus,
} from './contract';
import { AppError, importTooLarge, invalidCsv } from './errors';
import { sendOkJsonText } from './http';
import { mapInTurns, Turns } from './turns';
import { validateQuery } from './validation';

/** A data row of the file: its number as a spreadsheet shows it (the header is row 1) and its cells. */
export interface DataRow {
  row: number;
  cells: string[];
}

/**
 * The columns an import knows: every name it reads (`known`, matched case-insensitively), those it
 * imports (`imported`: the others are read and ignored) and those it needs (`required`).
 */
export interface CsvColumns<C extends string> {
  known: readonly C[];
  imported: readonly C[];
  required: readonly C[];
}

/** The file read: the columns it has and its data rows. */
export interface CsvTable<C extends string> {
  /** The index of each known column in a row. */
  index: Partial<Record<C, number>>;
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
const TAB = 0x09;
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

/** The separator the header line has most of: `,` (also when it has none, or a tie), `;` or a tab. */
async function delimiterOf(bytes: Buffer, turns: Turns): Promise<string> {
  const counts = new Map<number, number>([
    [COMMA, 0],
    [SEMICOLON, 0],
    [TAB, 0],
  ]);
  const most = (): string => {
    let best = COMMA;
    for (const [byte, n] of counts) if (n > (counts.get(best) ?? 0)) best = byte;
    return String.fromCharCode(best);
  };
  for (let from = 0; from < bytes.length; from += STEP_BYTES) {
    await turns.pause();
    const to = Math.min(bytes.length, from + STEP_BYTES);
    for (let i = from; i < to; i += 1) {
      const byte = bytes[i];
      if (byte === LF || byte === CR) return most();
      const n = counts.get(byte);
      if (n !== undefined) counts.set(byte, n + 1);
    }
  }
  return most();
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
function readHeader<C extends string>(names: readonly string[], columns: CsvColumns<C>): Omit<CsvTable<C>, 'rows'> {
  const byName = new Map<string, C>(columns.known.map((c) => [c.toLowerCase(), c]));
  const index: Partial<Record<C, number>> = {};
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
    if (columns.imported.includes(column)) used.push(column);
    else ignored.push(name);
  });
  const missing = columns.required.filter((c) => index[c] === undefined);
  if (missing.length > 0) {
    const has = names.map((name) => name.trim()).filter((name) => name !== '');
    throw invalidCsv(CSV_MESSAGES.missingColumns(has, columns.required), { missingColumns: missing });
  }
  return { index, used, ignored };
}

/**
 * Parses the file: the header (the first row that is not blank) and the data rows that are not
 * blank. Every row counts toward the limit, blank ones too: past the header's row plus
 * CSV_IMPORT_LIMITS.maxRows, parsing stops and the import is refused.
 */
export async function readCsv<C extends string>(
  body: Buffer,
  columns: CsvColumns<C>,
  turns: Turns,
): Promise<CsvTable<C>> {
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
  return { ...readHeader(header, columns), rows };
}

/** A data row's cell of `column` (an absent column is an empty text), a neutralised formula restored. */
export function cellOf<C extends string>(table: CsvTable<C>, cells: readonly string[], column: C): string {
  const i = table.index[column];
  return i === undefined ? '' : restoreFormulaText(cells[i] ?? '');
}

/** An import's totals: its rows, and how many have each status. */
export function totalsOf(rows: readonly { status: ImportRowStatus }[]): Record<'rows' | ImportRowStatus, number> {
  const totals = { rows: rows.length, ready: 0, invalid: 0, duplicate: 0, imported: 0 };
  for (const r of rows) totals[r.status] += 1;
  return totals;
}

/**
 * An import's answer as JSON text, as JSON.stringify writes it, a row at a time (up to 20,000 rows,
 * each with its cells and messages: several megabytes, too long to write in one go).
 */
export async function importResultText(result: { rows: readonly unknown[] }, turns: Turns): Promise<string> {
  const { rows, ...head } = result;
  const rowTexts = await mapInTurns(turns, rows, (row) => JSON.stringify(row));
  const headText = JSON.stringify(head);
  return `${headText.slice(0, -1)},"rows":[${rowTexts.join(',')}]}`;
}

/** `text/csv`, with no charset or UTF-8: the only body an import reads. */
const CSV_CONTENT_TYPE = /^\s*text\/csv\s*(;\s*charset\s*=\s*"?utf-?8"?\s*)?$/i;

/** An import's body must be text/csv, with no charset or UTF-8: 415 otherwise. */
const requireCsvBody: RequestHandler = (req, _res, next) => {
  next(
    CSV_CONTENT_TYPE.test(req.get('content-type') ?? '')
      ? undefined
      : new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', CSV_MESSAGES.notCsv),
  );
};

/**
 * The handlers before an import's own: the body must be CSV (requireCsvBody), read as bytes (the
 * import checks it is UTF-8), decoded as its Content-Encoding says, at most CSV_IMPORT_LIMITS.maxBytes
 * once decoded (a small compressed bomb stops there).
 */
const csvBody: RequestHandler[] = [
  requireCsvBody,
  express.raw({ type: () => true, limit: CSV_IMPORT_LIMITS.maxBytes }),
];

/** The body parser's 413 of a CSV import, in the import's words (an error handler of the import's routes). */
export const csvBodyTooLarge: ErrorRequestHandler = (err: unknown, _req, _res, next) => {
  const tooLarge = typeof err === 'object' && err !== null && 'type' in err && err.type === 'entity.too.large';
  next(tooLarge ? importTooLarge(CSV_MESSAGES.tooLarge) : err);
};

/** An import run on a file's bytes: checks its rows and, unless `dryRun`, imports the ready ones. */
export type CsvImport = (
  body: Buffer,
  options: { dryRun: boolean; actor: Actor },
  turns: Turns,
) => Promise<{ totals: Record<'rows' | ImportRowStatus, number>; rows: readonly unknown[] }>;

/**
 * The handlers of an import's route (`POST /books/import`, `POST /members/import`): the CSV body
 * (csvBody), the query's `dryRun` (true, a preview, unless `false`), the import, and its answer with
 * the totals in words. The route's error handlers take csvBodyTooLarge.
 */
export function csvImportHandlers(run: CsvImport): RequestHandler[] {
  const handle: RequestHandler = async (req, res) => {
    const { dryRun } = validateQuery(importBooksQuery, req.query);
    const body: unknown = req.body;
    const turns = new Turns();
    const result = await run(Buffer.isBuffer(body) ? body : Buffer.alloc(0), { dryRun, actor: actorOf(res) }, turns);
    const { ready, imported, rows } = result.totals;
    sendOkJsonText(
      res,
      200,
      dryRun ? `Import previewed: ${ready} of ${rows} rows ready` : `${imported} of ${rows} rows imported`,
      await importResultText(result, turns),
    );
  };
  return [...csvBody, handle];
}
