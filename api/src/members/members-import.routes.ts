/**
 * `POST /members/import?dryRun=true|false`: a CSV file of members (./members-import). Mounted
 * before the JSON body rule, as its body is CSV; the same handlers, limits and answer as the book
 * import's (`POST /books/import`).
 */
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { csvBodyTooLarge, csvImportHandlers } from '../csv-import';
import { importMembersCsv } from './members-import';
import type { MembersService } from './members.service';

export function membersImportRoutes(members: MembersService): GuardedRoutes {
  const r = guardedRoutes();

  r.post(
    '/members/import',
    ...csvImportHandlers((body, options, turns) => importMembersCsv(members, body, options, turns)),
  );
  r.onError(csvBodyTooLarge);

  return r;
}
