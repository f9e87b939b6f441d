/** What the CSV tests share: files built and read with the CSV library, the import and export calls. */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { ImportResultJson } from '../src/contract';
import type { Api, Reply } from './helpers';

export const EXPORT_HEADER = 'title,author,genre,isbn,description,copies,available,createdAt';

/** A CSV file of `rows` (the header first), as a spreadsheet would save it: CRLF, quoted where needed. */
export function csvFile(rows: readonly (readonly string[])[], delimiter = ','): string {
  return stringify(
    rows.map((r) => [...r]),
    { delimiter, record_delimiter: '\r\n', quoted_match: /[\r\n]/ },
  );
}

/** The rows of a CSV text (RFC 4180, as the export writes it). */
export function csvRows(text: string): string[][] {
  return parse(text, { relax_column_count: true });
}

/** `POST /books/import` with `body` as text/csv (or the given content type), in the given Content-Encoding. */
export function postImport(
  api: Api,
  body: string | Buffer,
  options: { dryRun?: boolean | string; contentType?: string; encoding?: string } = {},
): Promise<Reply<ImportResultJson>> {
  const query = options.dryRun === undefined ? '' : `?dryRun=${String(options.dryRun)}`;
  return api.post<ImportResultJson>(`/books/import${query}`, undefined, {
    raw: body,
    headers: {
      'content-type': options.contentType ?? 'text/csv',
      ...(options.encoding === undefined ? {} : { 'content-encoding': options.encoding }),
    },
  });
}

export interface CsvDownload {
  status: number;
  headers: Headers;
  text: string;
}

/** `GET /books/export.csv?query`: the status, the headers and the body as text (UTF-8, a BOM kept). */
export async function getExport(api: Api, query = ''): Promise<CsvDownload> {
  const res = await fetch(`${api.url}/books/export.csv${query === '' ? '' : `?${query}`}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
  };
}

/** A book's row in a file: the export's columns but createdAt. */
export function bookRow(fields: {
  title: string;
  author?: string;
  genre?: string;
  isbn: string;
  description?: string;
  copies?: string;
  available?: string;
}): string[] {
  return [
    fields.title,
    fields.author ?? 'Imported Author',
    fields.genre ?? 'FICTION',
    fields.isbn,
    fields.description ?? '',
    fields.copies ?? '2',
    fields.available ?? 'true',
  ];
}

export const IMPORT_HEADER = ['title', 'author', 'genre', 'isbn', 'description', 'copies', 'available'];
