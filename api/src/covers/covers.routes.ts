/**
 * Covers: `GET /books/:id/cover?w=&v=` (the image, for years when its address names its version:
 * immutable; an ETag either way), `PUT /books/:id/cover` (an image body), `DELETE /books/:id/cover`,
 * `POST /books/:id/cover/lookup` (the cover the ISBN lookup's answer names, fetched once from there),
 * `GET /covers?ids=` (which books have one, with sizes). Mounted before the JSON body rule: an upload's
 * body is an image.
 */
import express from 'express';
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { COVER_LIMITS, coverImageQuery, coversQuery } from '../contract';
import { coverInvalid, coverTooLarge } from '../errors';
import { sendOk } from '../http';
import type { IsbnLookupService } from '../isbn-lookup/isbn-lookup.service';
import { parseId, validateQuery } from '../validation';
import type { BooksService } from '../books/books.service';
import type { CoversService } from './covers.service';

const YEAR_SECONDS = 365 * 24 * 3600;

export function coversRoutes(
  store: CoversService & Pick<BooksService, 'getBook'>,
  lookups: IsbnLookupService,
): GuardedRoutes {
  const r = guardedRoutes();
  const imageBody = express.raw({ type: 'image/*', limit: COVER_LIMITS.maxBytes });

  r.get('/covers', async (req, res) => {
    const { ids } = validateQuery(coversQuery, req.query);
    sendOk(res, 200, 'Covers retrieved successfully', await store.coversOf(ids));
  });

  r.get('/books/:id/cover', async (req, res) => {
    const id = parseId(req.params.id);
    const { width, version } = validateQuery(coverImageQuery, req.query);
    const file = await store.coverFile(id, width);
    const etag = `"${file.version}-${file.width}"`;
    res.setHeader(
      'Cache-Control',
      version === file.version ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, no-cache',
    );
    res.setHeader('ETag', etag);
    res.setHeader('X-Image-Width', String(file.width));
    res.setHeader('X-Image-Height', String(file.height));
    if (req.get('if-none-match') === etag) {
      res.status(304).end();
      return;
    }
    res.status(200).type('image/webp').send(file.image);
  });

  r.put('/books/:id/cover', imageBody, async (req, res) => {
    const id = parseId(req.params.id);
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body)) throw coverInvalid();
    sendOk(res, 200, 'Cover saved', await store.setCover(id, body));
  });

  r.delete('/books/:id/cover', async (req, res) => {
    await store.removeCover(parseId(req.params.id));
    sendOk(res, 200, 'Cover removed', null);
  });

  r.post('/books/:id/cover/lookup', async (req, res) => {
    const book = await store.getBook(parseId(req.params.id));
    sendOk(res, 200, 'Cover saved', await store.setCover(book.id, await lookups.fetchCover(book.isbnKey)));
  });

  r.onError((err: unknown, _req, _res, next) => {
    const tooLarge = typeof err === 'object' && err !== null && 'type' in err && err.type === 'entity.too.large';
    next(tooLarge ? coverTooLarge() : err);
  });
  return r;
}
