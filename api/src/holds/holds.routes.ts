/** The holds' REST routes (`/holds`, `/holds/queues`, `/holds/:id/cancel`). */
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { actorOf } from '../access/principal';
import { holdQueuesQuery, listHoldsQuery, placeHoldRequest } from '../contract';
import { invalidHoldId } from '../errors';
import { pageRoute, sendOk } from '../http';
import { parseUuid, validateBody, validateQuery } from '../validation';
import { holdJson, type HoldsService } from './holds.service';

export function holdsRoutes(holds: HoldsService): GuardedRoutes {
  const r = guardedRoutes();

  r.get(
    '/holds',
    pageRoute(listHoldsQuery, (q) => holds.listHolds(q), 'holds', holdJson, 'Holds retrieved successfully'),
  );

  // Several books' active queues in one call (a page of books' holdQueue), with /holds' permission.
  r.get('/holds/queues', async (req, res) => {
    const { bookIds, limit } = validateQuery(holdQueuesQuery, req.query);
    const queues = await holds.holdQueues(bookIds, limit);
    sendOk(res, 200, 'Hold queues retrieved successfully', queues.map(holdJson));
  });

  r.post('/holds', async (req, res) => {
    const hold = await holds.placeHold(validateBody(placeHoldRequest, req.body), actorOf(res));
    sendOk(res, 201, 'Hold placed successfully', holdJson(hold));
  });

  r.post('/holds/:id/cancel', async (req, res) => {
    const hold = await holds.cancelHold(parseUuid(req.params.id, invalidHoldId), actorOf(res));
    sendOk(res, 200, 'Hold cancelled successfully', holdJson(hold));
  });

  return r;
}
