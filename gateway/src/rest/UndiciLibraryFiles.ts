/**
 * LibraryFiles bound to one request: the CSV export and import and covers' images, streamed (see Upstream.stream). A
 * REST 401 to the cookie's session clears the cookie (the 401 goes to the browser as it is).
 */
import type { Readable } from 'node:stream';
import type { CsvImportOptions, LibraryFiles, RestPassThrough } from './LibraryApi';
import type { RequestCredentials } from './credentials';
import type { RestTransport } from './transport';

export class UndiciLibraryFiles implements LibraryFiles {
  constructor(
    private readonly upstream: RestTransport,
    private readonly requestId: string,
    private readonly credentials: RequestCredentials,
  ) {}

  private async checked(answer: Promise<RestPassThrough>): Promise<RestPassThrough> {
    const passed = await answer;
    if (passed.status === 401) this.credentials.sessionEnded();
    return passed;
  }

  exportBooks(query: URLSearchParams): Promise<RestPassThrough> {
    const search = query.size > 0 ? `?${query.toString()}` : '';
    const accept = 'text/csv, application/json';
    return this.checked(
      this.upstream.stream('GET', `/books/export.csv${search}`, this.requestId, accept, this.credentials.headers()),
    );
  }

  importBooks(csv: Readable, options: CsvImportOptions): Promise<RestPassThrough> {
    return this.importCsv('/books/import', csv, options);
  }

  importMembers(csv: Readable, options: CsvImportOptions): Promise<RestPassThrough> {
    return this.importCsv('/members/import', csv, options);
  }

  exportMy(): Promise<RestPassThrough> {
    return this.checked(
      this.upstream.stream('GET', '/my/export', this.requestId, 'application/json', this.credentials.headers()),
    );
  }

  cover(book: string, width: string, version: string, ifNoneMatch: string | null): Promise<RestPassThrough> {
    const query = new URLSearchParams({ w: width, v: version });
    const headers = this.credentials.headers();
    // The browser's ETag goes on, so an image it has costs REST a 304 and no bytes.
    const asked = ifNoneMatch === null ? headers : { ...headers, 'if-none-match': ifNoneMatch };
    return this.checked(
      this.upstream.stream(
        'GET',
        `/books/${encodeURIComponent(book)}/cover?${query.toString()}`,
        this.requestId,
        'image/webp, application/json',
        asked,
      ),
    );
  }

  private importCsv(path: string, csv: Readable, options: CsvImportOptions): Promise<RestPassThrough> {
    const search = options.dryRun === null ? '' : `?${new URLSearchParams({ dryRun: options.dryRun }).toString()}`;
    return this.checked(
      this.upstream.stream('POST', `${path}${search}`, this.requestId, 'application/json', this.credentials.headers(), {
        stream: csv,
        contentType: options.contentType,
        contentEncoding: options.contentEncoding,
      }),
    );
  }
}
