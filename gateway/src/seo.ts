/**
 * What search engines read: `GET /robots.txt` (everything allowed, and where the sitemap is) and
 * `GET /sitemap.xml`, the app's catalogue pages (`/`, `/all-books`, `/borrow-summary`) and every
 * book's page (`/books/:id`, `lastmod` from the book's updatedAt), read from REST a page of the
 * REST maximum at a time, oldest first. Over `maxUrlsPerSitemap` URLs (the protocol's 50,000),
 * /sitemap.xml is a sitemap index of `/sitemap-1.xml`, `/sitemap-2.xml`, ... each holding that many.
 *
 * URLs are absolute: on the origin of PUBLIC_URL when set (behind a proxy, set it), else on the
 * request's own (`http://` + its Host). Answers may be cached for 5 minutes (`max-age=300`).
 */
import { LIST_LIMITS } from '@library/api/contract';
import express, { type Request, type Response, type Router } from 'express';
import { ErrorCode } from './errors/codes';
import { productionMessage } from './errors/format';
import { fromTransportError } from './errors/transport';
import type { Logger } from './logger';
import type { LibraryApi } from './rest/LibraryApi';
import { requestUrlForLog } from './request-log';

/** Most URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The app's pages listed besides the books, first in the sitemap. */
const APP_PAGES = ['/', '/all-books', '/borrow-summary'] as const;

const CACHE_CONTROL = 'public, max-age=300';
const XML = 'application/xml; charset=utf-8';
const SITEMAP_PART = /^\/sitemap-([1-9][0-9]{0,6})\.xml$/;
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export interface SeoOptions {
  /** PUBLIC_URL: the site's public base URL (no trailing slash); null: the request's origin. */
  publicUrl: string | null;
  /** The REST client, bound to one request id. */
  booksFor(requestId: string): Pick<LibraryApi, 'listBooks'>;
  logger: Logger;
  /** Production: a failure's message is the generic one (as /readyz). */
  production: boolean;
  /** Most URLs per sitemap file (default SITEMAP_MAX_URLS; tests make it small). */
  maxUrlsPerSitemap?: number;
}

interface SitemapUrl {
  path: string;
  lastmod?: string;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function urlset(base: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeXml(base + path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(base: string, parts: number): string {
  const entries = Array.from(
    { length: parts },
    (_, index) => `<sitemap><loc>${escapeXml(`${base}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

function listPage(api: Pick<LibraryApi, 'listBooks'>, page: number, limit: number) {
  return api.listBooks({ page, limit, sortBy: 'createdAt', sort: 'asc', filter: null, search: null, available: null });
}

/** The pages of the books from index `start` (0 = the oldest) up to `end` (excluded). */
async function bookUrls(api: Pick<LibraryApi, 'listBooks'>, start: number, end: number): Promise<SitemapUrl[]> {
  const limit = LIST_LIMITS.maxLimit;
  const urls: SitemapUrl[] = [];
  for (let page = Math.floor(start / limit) + 1; (page - 1) * limit < end; page += 1) {
    const { items } = await listPage(api, page, limit);
    items.forEach((book, offset) => {
      const index = (page - 1) * limit + offset;
      if (index >= start && index < end) {
        urls.push({ path: `/books/${encodeURIComponent(book._id)}`, lastmod: book.updatedAt });
      }
    });
    if (items.length < limit) break;
  }
  return urls;
}

/**
 * URLs `from` to `to` (excluded) of the whole list: the app's pages, then the books. `total` is the
 * number of books, as REST last counted them.
 */
async function sitemapUrls(
  api: Pick<LibraryApi, 'listBooks'>,
  from: number,
  to: number,
  total: number,
): Promise<SitemapUrl[]> {
  const appPages = APP_PAGES.slice(from, to).map((path) => ({ path }));
  const first = Math.max(0, from - APP_PAGES.length);
  const last = Math.min(total, to - APP_PAGES.length);
  return [...appPages, ...(last > first ? await bookUrls(api, first, last) : [])];
}

/** The base of the site's absolute URLs: PUBLIC_URL, else the request's origin; null for a Host that is not one. */
export function publicBase(req: Request, publicUrl: string | null): string | null {
  if (publicUrl !== null) return publicUrl;
  const host = req.headers.host;
  return host && HOST.test(host) ? `${req.protocol}://${host}` : null;
}

export function seoRouter(options: SeoOptions): Router {
  const { logger, production } = options;
  const maxUrls = options.maxUrlsPerSitemap ?? SITEMAP_MAX_URLS;
  const router = express.Router();
  const baseOf = (req: Request) => publicBase(req, options.publicUrl);

  /** Sends `make`'s body (null: 404); a bad Host is a 400, a REST failure a 503 (logged with the request id, as /readyz). */
  const handle =
    (type: string, make: (req: Request, base: string, requestId: string) => Promise<string | null>) =>
    (req: Request, res: Response): void => {
      const requestId = String(res.locals['requestId']);
      const base = baseOf(req);
      if (base === null) {
        res.status(400).type('text').send('Bad request: the Host header is not a host name.');
        return;
      }
      make(req, base, requestId)
        .then((body) => {
          if (body === null) {
            res.status(404).type('text').send('Not found.');
            return;
          }
          res.setHeader('Cache-Control', CACHE_CONTROL);
          res.type(type).send(body);
        })
        .catch((error: unknown) => {
          const gqlError = fromTransportError(error);
          const code = String(gqlError.extensions['code']);
          if (code === ErrorCode.INTERNAL_SERVER_ERROR) {
            logger.error(
              { err: error, requestId, path: requestUrlForLog(req, res) },
              'unexpected error in the sitemap',
            );
          } else {
            logger.warn(
              {
                code,
                requestId,
                path: requestUrlForLog(req, res),
                extensions: gqlError.extensions,
                detail: gqlError.message,
              },
              'the REST service failed the sitemap',
            );
          }
          const message = production ? productionMessage(code, gqlError.message) : gqlError.message;
          res
            .status(503)
            .setHeader('Cache-Control', 'no-store')
            .type('text')
            .send(`The sitemap is not available right now (${code}, request ${requestId}): ${message}`);
        });
    };

  /** How many URLs there are in all, and the number of books they count. */
  const count = async (api: Pick<LibraryApi, 'listBooks'>) => {
    const { total } = await listPage(api, 1, 1);
    return { total, urls: APP_PAGES.length + total };
  };

  router.get(
    '/robots.txt',
    handle('text', (_req, base) => Promise.resolve(`User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`)),
  );

  router.get(
    '/sitemap.xml',
    handle(XML, async (_req, base, requestId) => {
      const api = options.booksFor(requestId);
      const { total, urls } = await count(api);
      if (urls > maxUrls) return sitemapIndex(base, Math.ceil(urls / maxUrls));
      return urlset(base, await sitemapUrls(api, 0, urls, total));
    }),
  );

  router.get(
    SITEMAP_PART,
    handle(XML, async (req, base, requestId) => {
      const part = Number(SITEMAP_PART.exec(req.path)?.[1]);
      const api = options.booksFor(requestId);
      const { total, urls } = await count(api);
      // Parts exist only when /sitemap.xml is an index.
      if (urls <= maxUrls || (part - 1) * maxUrls >= urls) return null;
      return urlset(base, await sitemapUrls(api, (part - 1) * maxUrls, part * maxUrls, total));
    }),
  );

  return router;
}
