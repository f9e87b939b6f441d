/**
 * `POST /books/import`: a CSV file read into books (csv-parse), each row checked as `POST /books`
 * checks a book (the contract's csvBookRow), duplicates marked (an ISBN already in the catalogue,
 * or on an earlier row of the file, compared by isbnKey), and, unless it is a preview, the ready
 * rows inserted in one transaction (importBooks of ./catalogue-csv.service: all or nothing).
 * How the file is read (its format, limits and texts): ../csv-import.
 */
import {
  CSV_COLUMNS,
  CSV_IMPORTED_COLUMNS,
  CSV_MESSAGES,
  CSV_REQUIRED_COLUMNS,
  csvBookRow,
  isbnKey,
  type BookInput,
  type CsvColumn,
  type CsvImportedColumn,
  type CsvRowValues,
  type ImportErrorJson,
  type ImportResultJson,
  type ImportRowJson,
} from '../contract';
import { cellOf, readCsv, totalsOf, type CsvColumns, type CsvTable } from '../csv-import';
import { AppError } from '../errors';
import type { ActivityActor } from '../activity/activity.service';
import type { CatalogueCsvService as Catalogue } from './catalogue-csv.service';
import { mapInTurns, Turns } from '../turns';
import { checkFields } from '../validation';

/** A book file's columns: every column of an export, all but `createdAt` imported. */
const BOOK_COLUMNS: CsvColumns<CsvColumn> = {
  known: CSV_COLUMNS,
  imported: CSV_IMPORTED_COLUMNS,
  required: CSV_REQUIRED_COLUMNS,
};

/** A row checked on its own: its cells, and its book or its errors. */
interface CheckedRow {
  row: number;
  values: CsvRowValues;
  book: BookInput | undefined;
  errors: ImportErrorJson[];
  /** The ISBN's key when the ISBN is valid (what duplicates are found by). */
  key: string | undefined;
}

function checkRows(table: CsvTable<CsvColumn>, turns: Turns): Promise<CheckedRow[]> {
  return mapInTurns(turns, table.rows, ({ row, cells }): CheckedRow => {
    const cell = (column: CsvImportedColumn): string => cellOf(table, cells, column);
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
  const table = await readCsv(body, BOOK_COLUMNS, turns);
  const checked = await checkRows(table, turns);
  const rows = dryRun ? await judge(store, checked, turns) : await importReady(store, checked, actor, turns);
  return { dryRun, columns: { used: table.used, ignored: table.ignored }, totals: totalsOf(rows), rows };
}
