/** `GET /isbn-lookup/:isbn`: what the lookup service knows of a book, for the add-book form. */
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { isbnLookupParams } from '../contract';
import { sendOk } from '../http';
import { validateQuery } from '../validation';
import type { IsbnLookupService } from './isbn-lookup.service';

export function isbnLookupRoutes(lookups: IsbnLookupService): GuardedRoutes {
  const r = guardedRoutes();
  r.get('/isbn-lookup/:isbn', async (req, res) => {
    const { isbn } = validateQuery(isbnLookupParams, req.params);
    sendOk(res, 200, 'Book found', await lookups.lookupIsbn(isbn));
  });
  return r;
}
