/**
 * The CSV routes (`GET /books/export.csv`, `POST /books/import`): mounted before the JSON body rule,
 * as the import's body is CSV, and before `/books/:id`, which `export.csv` would otherwise be taken for.
 */
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { actorOf } from '../access/principal';
import { importBooksQuery, listBooksQuery } from '../contract';
import { csvBody, csvBodyTooLarge } from '../csv-import';
import { sendOkJsonText } from '../http';
import type { Logger } from '../logger';
import { Turns } from '../turns';
import { validateQuery } from '../validation';
import type { CatalogueCsvService } from './catalogue-csv.service';
import { sendCsvExport } from './export';
import { importCsv, importResultText } from './import';

/** `today`: the library's day (`YYYY-MM-DD`), which names the export's file. */
export function catalogueCsvRoutes(csv: CatalogueCsvService, today: () => string, logger: Logger): GuardedRoutes {
  const r = guardedRoutes();

  r.get('/books/export.csv', async (req, res) => {
    // The list's query (checked with the same answers) but `page` and `limit`: an export has every matching book.
    const { page: _page, limit: _limit, ...rest } = req.query;
    const query = validateQuery(listBooksQuery, rest);
    await sendCsvExport(res, csv.exportBooks(query), `books-${today()}.csv`, logger);
  });

  r.post(
    '/books/import',
    // text/csv, read as bytes (checked as UTF-8 by the import itself), at most 5 MB once decoded.
    ...csvBody,
    async (req, res) => {
      const { dryRun } = validateQuery(importBooksQuery, req.query);
      const body: unknown = req.body;
      const turns = new Turns();
      const result = await importCsv(
        csv,
        Buffer.isBuffer(body) ? body : Buffer.alloc(0),
        { dryRun, actor: actorOf(res) },
        turns,
      );
      const { ready, imported, rows } = result.totals;
      sendOkJsonText(
        res,
        200,
        dryRun ? `Import previewed: ${ready} of ${rows} rows ready` : `${imported} of ${rows} rows imported`,
        await importResultText(result, turns),
      );
    },
  );
  r.onError(csvBodyTooLarge);

  return r;
}
