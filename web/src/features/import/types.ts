import type { ApolloCache } from '@apollo/client';
import type { CsvImportedColumn, ImportRowStatus } from '@library/api/contract/rules';

/**
 * The answer of `POST /api/books/import` as this page reads it: the contract's `restImportResult`
 * (api/src/catalogue-csv/catalogue-csv.contract.ts). The bundle takes only the contract's rules (no zod), so the shape is
 * written here once; web/test/import-types.test.ts checks that it is the contract's.
 */
export type ImportResult = ImportResultOf<ImportRow>;

export interface ImportRow extends ImportRowOf<CsvImportedColumn> {
  /** The book imported, or for a duplicate of the catalogue, the one already there. */
  book?: { _id: string; title: string };
}

/** An import's answer (books' or members'): the same shape, rows of their own columns. */
export interface ImportResultOf<Row> {
  dryRun: boolean;
  columns: { used: string[]; ignored: string[] };
  totals: { rows: number; ready: number; invalid: number; duplicate: number; imported: number };
  rows: Row[];
}

/** One row of a file as an import reads it. */
export interface ImportRowOf<Column extends string> {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
  status: ImportRowStatus;
  errors: { field: string; message: string }[];
  /** The cells as read from the file. */
  values: Record<Column, string>;
}

/** A row as the screen reads any import's rows. */
export type AnyImportRow = ImportRowOf<string>;

/**
 * What one import is about (books, members): where its REST route is, its words, its file's columns
 * and the cached lists it changes. The import screen takes one (the app's route gives it).
 */
export interface ImportKind {
  /** The REST route, on the app's own origin (the gateway passes it through): '/api/books/import'. */
  path: string;
  eyebrow: string;
  /** The page's title: 'Import books'. */
  title: string;
  subtitle: string;
  /** What a row becomes: 'book' / 'books'. */
  noun: { one: string; many: string };
  /** The list the imported rows go to, and the links to it. */
  list: { to: string; back: string; goTo: string };
  /** The file picker's hint: the columns, the format and the limits. */
  hint: string;
  /** The file's columns, in the order the skipped rows' CSV writes them. */
  columns: readonly string[];
  /** The column that names a row (its heading, and what a row with none shows). */
  nameColumn: { key: string; label: string; empty: string };
  /** The column that tells rows apart (ISBN, card number). */
  keyColumn: { key: string; label: string };
  /** The codes of an import refused because the data changed since the preview, and its alert's title. */
  conflict: { codes: readonly string[]; title: string };
  /** After an import: drops the cached lists it changed. */
  evict: (cache: ApolloCache) => void;
  /** After an import: links to what can be done with the rows imported (members: print their cards). */
  doneLinks?: (rows: readonly AnyImportRow[]) => { to: string; label: string }[];
}
