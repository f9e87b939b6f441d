/** The items' REST routes (`/books/:id/items`, `/items/:barcode`): a book's copies, one by one. */
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { actorOf } from '../access/principal';
import { sendOk } from '../http';
import { itemBarcodeParams, itemPatchRequest, itemsAddRequest } from '../contract';
import { parseId, validateBody, validateQuery } from '../validation';
import { itemJson, type ItemsService } from './items.service';

export function itemsRoutes(items: ItemsService): GuardedRoutes {
  const r = guardedRoutes();

  r.get('/books/:id/items', async (req, res) => {
    const list = await items.itemsOfBook(parseId(req.params.id));
    sendOk(res, 200, 'Items retrieved successfully', list.map(itemJson));
  });

  // Copies added to the shelf: how many (generated barcodes) or the library's own barcodes.
  r.post('/books/:id/items', async (req, res) => {
    const id = parseId(req.params.id);
    const added = await items.addItems(id, validateBody(itemsAddRequest, req.body), actorOf(res));
    sendOk(res, 201, 'Items added successfully', added.map(itemJson));
  });

  // An item by the barcode on its label (public: where the copy is, never who has it).
  r.get('/items/:barcode', async (req, res) => {
    const { barcode } = validateQuery(itemBarcodeParams, req.params);
    sendOk(res, 200, 'Item retrieved successfully', itemJson(await items.itemByBarcode(barcode)));
  });

  r.patch('/items/:barcode', async (req, res) => {
    const { barcode } = validateQuery(itemBarcodeParams, req.params);
    const item = await items.changeItem(barcode, validateBody(itemPatchRequest, req.body), actorOf(res));
    sendOk(res, 200, 'Item updated successfully', itemJson(item));
  });

  return r;
}
