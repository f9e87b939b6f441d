/** The items' REST routes (`/books/:id/items`, `/items/:barcode`): a book's copies, one by one. */
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { sendOk } from '../http';
import { itemBarcodeParams } from '../contract';
import { parseId, validateQuery } from '../validation';
import { itemJson, type ItemsService } from './items.service';

export function itemsRoutes(items: ItemsService): GuardedRoutes {
  const r = guardedRoutes();

  r.get('/books/:id/items', async (req, res) => {
    const list = await items.itemsOfBook(parseId(req.params.id));
    sendOk(res, 200, 'Items retrieved successfully', list.map(itemJson));
  });

  // An item by the barcode on its label (public: where the copy is, never who has it).
  r.get('/items/:barcode', async (req, res) => {
    const { barcode } = validateQuery(itemBarcodeParams, req.params);
    sendOk(res, 200, 'Item retrieved successfully', itemJson(await items.itemByBarcode(barcode)));
  });

  return r;
}
