/**
 * `POST /members/import?dryRun=true|false`: a CSV file of members (./members-import). Mounted
 * before the JSON body rule, as its body is CSV; the same handlers, limits and answer as the book
 * import's (`POST /books/import`).
 */
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { actorOf } from '../access/principal';
import { importBooksQuery } from '../contract';
import { csvBody, csvBodyTooLarge, importResultText } from '../csv-import';
import { sendOkJsonText } from '../http';
import { Turns } from '../turns';
import { validateQuery } from '../validation';
import { importMembersCsv } from './members-import';
import type { MembersService } from './members.service';

export function membersImportRoutes(members: MembersService): GuardedRoutes {
  const r = guardedRoutes();

  r.post('/members/import', ...csvBody, async (req, res) => {
    // The query is the book import's: `dryRun`, true (a preview) unless `false`.
    const { dryRun } = validateQuery(importBooksQuery, req.query);
    const body: unknown = req.body;
    const turns = new Turns();
    const result = await importMembersCsv(
      members,
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
  });
  r.onError(csvBodyTooLarge);

  return r;
}
