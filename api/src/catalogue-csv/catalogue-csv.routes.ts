/**
 * The CSV routes (`GET /books/export.csv`, `POST /books/import`): mounted before the JSON body rule,
 * as the import's body is CSV, and before `/books/:id`, which `export.csv` would otherwise be taken for.
 */
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { listBooksQuery } from '../contract';
import { csvBodyTooLarge, csvImportHandlers } from '../csv-import';
import type { Logger } from '../logger';
import { validateQuery } from '../validation';
import type { CatalogueCsvService } from './catalogue-csv.service';
import { sendCsvExport } from './export';
import { importCsv } from './import';

/** `today`: the library's day (`YYYY-MM-DD`), which names the export's file. */
export function catalogueCsvRoutes(csv: CatalogueCsvService, today: () => string, logger: Logger): GuardedRoutes {
  const r = guardedRoutes();

  r.get('/books/export.csv', async (req, res) => {
    // The list's query (checked with the same answers) but `page` and `limit`: an export has every matching book.
    const { page: _page, limit: _limit, ...rest } = req.query;
    const query = validateQuery(listBooksQuery, rest);
    await sendCsvExport(res, csv.exportBooks(query), `books-${today()}.csv`, logger);
  });

  // text/csv, read as bytes (checked as UTF-8 by the import itself), at most 5 MB once decoded.
  r.post('/books/import', ...csvImportHandlers((body, options, turns) => importCsv(csv, body, options, turns)));
  r.onError(csvBodyTooLarge);

  return r;
}
