/**
 * What search engines read (src/seo.ts): /robots.txt and the sitemaps, from a REST service stood in
 * by undici's MockAgent that pages through a list of books as the real one does.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MockAgent } from 'undici';
import { startGateway, type RunningGateway, type StartGatewayOptions } from '../src/index';
import { restBook } from './support/http';
import { interceptBookList, MOCK_ORIGIN, mockAgent, mockedGateway } from './support/mockUpstream';

/** `count` REST books, oldest first: book-1 ... book-N, each updated on its own day. */
function books(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
    return restBook({ _id: `book-${i + 1}`, id: `book-${i + 1}`, createdAt: day, updatedAt: day });
  });
}

/** A REST service whose `GET /books` pages through `catalogue`; the query strings it was asked are kept. */
function restListing(catalogue: Record<string, unknown>[]): { agent: MockAgent; queries: URLSearchParams[] } {
  const agent = mockAgent();
  const queries: URLSearchParams[] = [];
  interceptBookList(agent)
    .reply(({ path: requested }) => {
      const query = new URL(requested, MOCK_ORIGIN).searchParams;
      queries.push(query);
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      return {
        statusCode: 200,
        data: {
          success: true,
          message: 'Books retrieved',
          data: catalogue.slice((page - 1) * limit, page * limit),
          meta: { page, limit, total: catalogue.length, totalPages: Math.max(1, Math.ceil(catalogue.length / limit)) },
        },
      };
    })
    .persist();
  return { agent, queries };
}

async function withGateway(
  agent: MockAgent,
  options: StartGatewayOptions,
  test: (gateway: RunningGateway) => Promise<void>,
): Promise<void> {
  const gateway = await startGateway(mockedGateway(agent, options));
  try {
    await test(gateway);
  } finally {
    await gateway.close();
    await agent.close();
  }
}

/** The `<loc>` values of a sitemap or sitemap index, in order. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
}

describe('robots.txt', () => {
  it('when /robots.txt is fetched, then plain text allows everything and names the sitemap on the request origin', async () => {
    const { agent } = restListing([]);
    await withGateway(agent, {}, async ({ url }) => {
      const response = await fetch(`${url}/robots.txt`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${url}/sitemap.xml\n`);
    });
  });

  it('when PUBLIC_URL is set, then the sitemap is named on it', async () => {
    const { agent } = restListing([]);
    await withGateway(agent, { publicUrl: 'https://books.example.org' }, async ({ url }) => {
      expect(await (await fetch(`${url}/robots.txt`)).text()).toContain(
        'Sitemap: https://books.example.org/sitemap.xml',
      );
    });
  });

  it('when the web app is served, then /robots.txt and /sitemap.xml are not its HTML', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'gateway-seo-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    const { agent } = restListing(books(1));
    try {
      await withGateway(agent, { webDist }, async ({ url }) => {
        for (const file of ['/robots.txt', '/sitemap.xml']) {
          const response = await fetch(`${url}${file}`);
          expect(response.status).toBe(200);
          expect(response.headers.get('content-type')).not.toMatch(/html/);
          expect(await response.text()).not.toContain('id="root"');
        }
      });
    } finally {
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('when the Host header is not a host name, then 400 (no such origin in the URLs)', async () => {
    const { agent } = restListing([]);
    await withGateway(agent, {}, async ({ port }) => {
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path: '/robots.txt', headers: { host: 'evil.example/<x>' } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(400);
    });
  });
});

describe('sitemap.xml', () => {
  it('when the catalogue is small, then one sitemap lists the app pages and every book with its lastmod', async () => {
    const { agent } = restListing(books(2));
    await withGateway(agent, { publicUrl: 'https://books.example.org' }, async ({ url }) => {
      const response = await fetch(`${url}/sitemap.xml`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      const xml = await response.text();
      expect(xml).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      expect(locs(xml)).toEqual([
        'https://books.example.org/',
        'https://books.example.org/all-books',
        'https://books.example.org/borrow-summary',
        'https://books.example.org/books/book-1',
        'https://books.example.org/books/book-2',
      ]);
      expect(xml).toContain(
        '<url><loc>https://books.example.org/books/book-2</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></url>',
      );
    });
  });

  it('when the catalogue is over one REST page, then it is read at the REST maximum, oldest first', async () => {
    const { agent, queries } = restListing(books(250));
    await withGateway(agent, {}, async ({ url }) => {
      const xml = await (await fetch(`${url}/sitemap.xml`)).text();
      expect(locs(xml)).toHaveLength(253);
      expect(locs(xml).at(-1)).toBe(`${url}/books/book-250`);
      const pages = queries.filter((query) => query.get('limit') === '100');
      expect(pages.map((query) => query.get('page'))).toEqual(['1', '2', '3']);
      for (const query of pages) {
        expect(query.get('sortBy')).toBe('createdAt');
        expect(query.get('sort')).toBe('asc');
      }
    });
  });

  it('when a book id or the address holds XML characters, then they are escaped', async () => {
    const { agent } = restListing([restBook({ _id: "o'brien", id: "o'brien" })]);
    await withGateway(agent, { publicUrl: 'https://example.org/a&b' }, async ({ url }) => {
      const xml = await (await fetch(`${url}/sitemap.xml`)).text();
      expect(xml).toContain('<loc>https://example.org/a&#38;b/books/o&#39;brien</loc>');
    });
  });

  it('when there are more URLs than a sitemap holds, then /sitemap.xml is an index of parts that list each once', async () => {
    const { agent } = restListing(books(250));
    await withGateway(agent, { sitemapMaxUrls: 100 }, async ({ url }) => {
      const index = await (await fetch(`${url}/sitemap.xml`)).text();
      expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(locs(index)).toEqual([1, 2, 3].map((part) => `${url}/sitemap-${part}.xml`));
      const parts = await Promise.all(locs(index).map(async (loc) => locs(await (await fetch(loc)).text())));
      expect(parts.map((part) => part.length)).toEqual([100, 100, 53]);
      expect(parts[0]?.slice(0, 4)).toEqual([
        `${url}/`,
        `${url}/all-books`,
        `${url}/borrow-summary`,
        `${url}/books/book-1`,
      ]);
      const all = parts.flat();
      expect(new Set(all).size).toBe(253);
      expect(all.at(-1)).toBe(`${url}/books/book-250`);
      expect((await fetch(`${url}/sitemap-4.xml`)).status).toBe(404);
    });
  });

  it('when the catalogue fits in one sitemap, then there are no parts', async () => {
    const { agent } = restListing(books(2));
    await withGateway(agent, {}, async ({ url }) => {
      expect((await fetch(`${url}/sitemap-1.xml`)).status).toBe(404);
    });
  });

  it('when the REST service is down, then 503 with the code and the request id, not cached', async () => {
    const agent = mockAgent();
    agent
      .get(MOCK_ORIGIN)
      .intercept({ path: () => true, method: 'GET' })
      .replyWithError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
      .persist();
    await withGateway(agent, {}, async ({ url }) => {
      const response = await fetch(`${url}/sitemap.xml`, { headers: { 'x-request-id': 'sitemap-down' } });
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('(UPSTREAM_UNAVAILABLE, request sitemap-down)');
    });
  });
});
