/**
 * The activity log's REST routes (`GET /activity`, `GET /books/:id/history`, and the batched
 * `GET /histories/books?ids=` and `GET /histories/members?ids=`) and an entry's JSON.
 */
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import {
  historiesQuery,
  listActivityQuery,
  recordHistoryJson,
  type ActivityEntryJson,
  type RecordHistoryJson,
  type RecordHistoryOfJson,
} from '../contract';
import type { ActivityRow } from '../db/schema';
import { pageRoute, sendOk } from '../http';
import { parseId, validateQuery } from '../validation';
import type { ActivityService, RecordHistory, RecordHistoryOf } from './activity.service';

export function activityJson(row: ActivityRow): ActivityEntryJson {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorKind: row.actorKind,
    actorName: row.actorName,
    action: row.action,
    targetKind: row.targetKind,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    address: row.address,
  };
}

export function historyJson(history: RecordHistory): RecordHistoryJson {
  return recordHistoryJson(history);
}

function historyOfJson({ id, ...history }: RecordHistoryOf): RecordHistoryOfJson {
  return { id, ...recordHistoryJson(history) };
}

export function activityRoutes(activity: ActivityService): GuardedRoutes {
  const r = guardedRoutes();

  r.get(
    '/activity',
    pageRoute(
      listActivityQuery,
      (q) => activity.listActivity(q),
      'entries',
      activityJson,
      'Activity retrieved successfully',
    ),
  );

  r.get('/books/:id/history', async (req, res) => {
    const history = await activity.bookHistory(parseId(req.params.id));
    sendOk(res, 200, 'Book history retrieved successfully', historyJson(history));
  });

  // Several books' or members' histories in one call (a page of them), with the single reads' permission.
  r.get('/histories/books', async (req, res) => {
    const { ids } = validateQuery(historiesQuery, req.query);
    const histories = await activity.bookHistories(ids);
    sendOk(res, 200, 'Book histories retrieved successfully', histories.map(historyOfJson));
  });

  r.get('/histories/members', async (req, res) => {
    const { ids } = validateQuery(historiesQuery, req.query);
    const histories = await activity.memberHistories(ids);
    sendOk(res, 200, 'Member histories retrieved successfully', histories.map(historyOfJson));
  });

  return r;
}
