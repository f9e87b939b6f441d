/**
 * Covers on the app's own origin: `GET /covers/:book/:width/:version.webp` streams REST's
 * `GET /books/:id/cover?w=&v=` through (the browser talks only to the app). The address names the
 * cover's version, so REST answers it as immutable; its Cache-Control, ETag and X-Image-Width/Height
 * go back as they came, and a browser's `If-None-Match` goes on (a 304 back). Asked as nobody: a
 * cover is public, and the same for everyone (cacheable by any shared cache).
 */
import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response, type Router } from 'express';
import { sendRestFailure } from './http';
import type { Logger } from './logger';
import { RequestCredentials } from './rest/credentials';
import type { RestPassThrough } from './rest/LibraryApi';
import type { Upstream } from './rest/Upstream';
import { requestUrlForLog } from './request-log';

/** A cover image's address on the app (what `CoverImage.url` gives). */
export function coverPath(book: string, width: number, version: string): string {
  return `/covers/${encodeURIComponent(book)}/${width}/${encodeURIComponent(version)}.webp`;
}

export interface CoverRoutesOptions {
  upstream: Upstream;
  logger: Logger;
  production: boolean;
}

/** Sends the REST answer on: its status, type, cache and size headers, and its body as it streams. */
async function passThrough(res: Response, answer: RestPassThrough): Promise<void> {
  res.status(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  if (!('cache-control' in answer.headers)) res.setHeader('Cache-Control', 'no-store');
  if (answer.contentType) res.setHeader('Content-Type', answer.contentType);
  await pipeline(answer.body, res);
}

export function coversRouter(options: CoverRoutesOptions): Router {
  const { upstream, logger, production } = options;
  const router = express.Router();

  router.get('/covers/:book/:width/:file', async (req: Request<Record<'book' | 'width' | 'file', string>>, res) => {
    const requestId = String(res.locals['requestId']);
    const { book, width, file } = req.params;
    if (!file.endsWith('.webp')) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    const version = file.slice(0, -'.webp'.length);
    const files = upstream.filesForRequest(requestId, RequestCredentials.none());
    try {
      await passThrough(res, await files.cover(book, width, version, req.get('if-none-match') ?? null));
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendRestFailure(res, error, { logger, requestId, path: requestUrlForLog(req, res), production });
    }
  });

  return router;
}
