/** The items' REST routes (`/books/:id/items`): a book's copies, one by one. */
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { sendOk } from '../http';
import { parseId } from '../validation';
import { itemJson, type ItemsService } from './items.service';

export function itemsRoutes(items: ItemsService): GuardedRoutes {
  const r = guardedRoutes();

  r.get('/books/:id/items', async (req, res) => {
    const list = await items.itemsOfBook(parseId(req.params.id));
    sendOk(res, 200, 'Items retrieved successfully', list.map(itemJson));
  });

  return r;
}
