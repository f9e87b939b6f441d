/**
 * The CSV routes (`GET /books/export.csv`, `POST /books/import`): mounted before the JSON body rule,
 * as the import's body is CSV, and before `/books/:id`, which `export.csv` would otherwise be taken for.
 */
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { actorOf } from '../access/principal';
import { CSV_IMPORT_LIMITS, CSV_MESSAGES, importBooksQuery, listBooksQuery } from '../contract';
import { AppError, importTooLarge } from '../errors';
import { sendOkJsonText } from '../http';
import type { Logger } from '../logger';
import { Turns } from '../turns';
import { validateQuery } from '../validation';
import type { CatalogueCsvService } from './catalogue-csv.service';
import { sendCsvExport } from './export';
import { importCsv, importResultText } from './import';

/** `text/csv`, with no charset or UTF-8: the only body `POST /books/import` reads. */
const CSV_CONTENT_TYPE = /^\s*text\/csv\s*(;\s*charset\s*=\s*"?utf-?8"?\s*)?$/i;

/** A CSV import's body must be text/csv, with no charset or UTF-8: 415 otherwise. */
const requireCsvBody: RequestHandler = (req, _res, next) => {
  next(
    CSV_CONTENT_TYPE.test(req.get('content-type') ?? '')
      ? undefined
      : new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', CSV_MESSAGES.notCsv),
  );
};

/** The body parser's 413 of a CSV import, in the import's words. */
const csvBodyTooLarge: ErrorRequestHandler = (err: unknown, _req, _res, next) => {
  const tooLarge = typeof err === 'object' && err !== null && 'type' in err && err.type === 'entity.too.large';
  next(tooLarge ? importTooLarge(CSV_MESSAGES.tooLarge) : err);
};

/** `today`: the library's day (`YYYY-MM-DD`), which names the export's file. */
export function catalogueCsvRoutes(csv: CatalogueCsvService, today: () => string, logger: Logger): GuardedRoutes {
  const r = guardedRoutes();

  r.get('/books/export.csv', 'catalogue', async (req, res) => {
    // The list's query (checked with the same answers) but `page` and `limit`: an export has every matching book.
    const { page: _page, limit: _limit, ...rest } = req.query;
    const query = validateQuery(listBooksQuery, rest);
    await sendCsvExport(res, csv.exportBooks(query), `books-${today()}.csv`, logger);
  });

  r.post(
    '/books/import',
    'catalogue',
    requireCsvBody,
    // Read as bytes (a CSV file is checked as UTF-8 by the import itself), decoded as its
    // Content-Encoding says, at most 5 MB once decoded (a small compressed bomb stops there).
    express.raw({ type: () => true, limit: CSV_IMPORT_LIMITS.maxBytes }),
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
