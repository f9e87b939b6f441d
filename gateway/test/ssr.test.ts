/**
 * Server-rendered pages (src/ssr.ts): the web app's server bundle, built from the current source,
 * renders the catalogue's pages in the gateway with data from the real REST api (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set), as a browser or a crawler receives them.
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { get } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { startGateway } from '../src/index';
import { SERVER_BUNDLE } from '../src/ssr';
import { testGatewayOptions } from './support/gateway';
import { uniqueIsbn } from './support/isbn';
import { startStack, TARGETS, type Stack } from './support/stack';
import { buildWebApp } from './support/webBuild';

jest.setTimeout(120_000);

let webDist: string;
beforeAll(async () => {
  webDist = await buildWebApp();
});
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});

interface Page {
  status: number;
  headers: Headers;
  html: string;
}

async function getPage(url: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(url, { headers: { Accept: 'text/html', ...headers } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The Apollo cache the page came with (null when it has none). */
function stateOf(html: string): Record<string, unknown> | null {
  const match = /<script type="application\/json" id="apollo-state">(.*?)<\/script>/s.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : null;
}

function titleOf(html: string): string | undefined {
  return /<title>(.*?)<\/title>/s.exec(html)?.[1];
}

/** What is inside `<div id="root">` up to the state script or the end of body. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  return html.slice(start, html.indexOf('</body>'));
}

describe.each(TARGETS)('server-rendered pages (%s)', (target) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(target, 'gateway_ssr', webDist);
  });
  afterAll(async () => {
    await stack.close();
  });

  async function createBook(fields: Record<string, unknown>): Promise<{ id: string; title: string }> {
    const response = await fetch(`${stack.api.url}/books`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ author: 'Ursula K. Le Guin', genre: 'FANTASY', isbn: uniqueIsbn(), copies: 2, ...fields }),
    });
    const body = (await response.json()) as { data: { id: string; title: string } };
    expect(response.status).toBe(201);
    return body.data;
  }

  it('when the list is asked for, then it comes with its books, its title and the cache to hydrate from', async () => {
    const book = await createBook({ title: `The Dispossessed ${target}` });
    const page = await getPage(`${stack.gateway.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('server-timing')).toMatch(/^render;dur=\d+(\.\d)?$/);
    expect(titleOf(page.html)).toBe('All Books — Library');
    expect(rootOf(page.html)).toContain(`href="/books/${book.id}"`);
    expect(rootOf(page.html)).toContain(book.title);
    expect(stateOf(page.html)).toHaveProperty([`Book:${book.id}`, 'title'], book.title);
  });

  it('when a page is asked for with a session cookie, then it is private, no-store, and still rendered', async () => {
    const book = await createBook({ title: `The Word for World ${target}` });
    const page = await getPage(`${stack.gateway.url}/`, { Cookie: 'library_session=not-a-session' });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(rootOf(page.html)).toContain(book.title);
  });

  it('when a page is sent, then its CSP allows its inline scripts by their hash, and no other inline script', async () => {
    const page = await getPage(`${stack.gateway.url}/all-books`);
    const inline = [...page.html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, script]) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    expect(inline).toHaveLength(3); // the theme's pre-paint script, the early-events holder and the app's loader
    const scriptSrc = (page.headers.get('content-security-policy') ?? '')
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${inline.join(' ')}`);
    expect(page.html).not.toContain('<script type="module"');
  });

  it('when the list is searched in the URL, then only the matching books are in the page', async () => {
    const wanted = await createBook({ title: `Searchable Lathe ${target}` });
    const other = await createBook({ title: `Unrelated Wizard ${target}` });
    const page = await getPage(`${stack.gateway.url}/all-books?search=${encodeURIComponent('lathe')}`);
    expect(page.status).toBe(200);
    expect(rootOf(page.html)).toContain(wanted.title);
    expect(rootOf(page.html)).not.toContain(other.title);
    expect(rootOf(page.html)).toContain('matching &quot;lathe&quot;');
  });

  it('when the list URL asks for an order by title and 12 a page, then the page lists the books so and its controls show it', async () => {
    const titles = ['Zinnia', 'Aster', 'Mallow'].map((flower) => `${flower} Orderly ${target}`);
    for (const title of titles) await createBook({ title });
    const page = await getPage(`${stack.gateway.url}/all-books?search=orderly&sortBy=title&sort=asc&limit=12`);
    expect(page.status).toBe(200);
    const root = rootOf(page.html);
    const positions = [...titles].sort().map((title) => root.indexOf(title));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(root).toContain('<option value="title-asc" selected="">Title (A–Z)</option>');
    expect(root).toContain('<option value="12" selected="">12</option>');
    const rootQuery = stateOf(page.html)?.['ROOT_QUERY'] ?? {};
    expect(Object.keys(rootQuery).find((key) => key.startsWith('books('))).toMatch(/"limit":12.*"sortBy":"TITLE"/);
  });

  it('when a book is asked for, then its page has its title, description and Open Graph tags', async () => {
    const book = await createBook({
      title: `A Wizard of Earthsea ${target}`,
      description: 'A young mage & his shadow.',
    });
    const page = await getPage(`${stack.gateway.url}/books/${book.id}`);
    expect(page.status).toBe(200);
    expect(titleOf(page.html)).toBe(`${book.title} — Library`);
    expect(page.html).toMatch(/<meta\s+name="description"\s+content="A young mage &#38; his shadow."/);
    expect(page.html).toContain('<meta property="og:type" content="book" />');
    expect(page.html).toContain(`<meta property="og:url" content="${stack.gateway.url}/books/${book.id}" />`);
    expect(rootOf(page.html)).toContain('<h1 class="page-title" id="page-title">');
    expect(rootOf(page.html)).toContain('No copies are out on loan.');
    expect(stateOf(page.html)).toHaveProperty([`Book:${book.id}`, 'description'], 'A young mage & his shadow.');
  });

  it('when a book does not exist, then the answer is 404 with the book-not-found page', async () => {
    const page = await getPage(`${stack.gateway.url}/books/00000000-0000-4000-8000-000000000000`);
    expect(page.status).toBe(404);
    expect(titleOf(page.html)).toBe('Book not found — Library');
    expect(rootOf(page.html)).toContain('Book not found');
  });

  it('when no page has the path, then the answer is 404 with the not-found page', async () => {
    const page = await getPage(`${stack.gateway.url}/no/such/page`);
    expect(page.status).toBe(404);
    expect(titleOf(page.html)).toBe('Page not found — Library');
    expect(rootOf(page.html)).toContain('The page you&#x27;re looking for does not exist.');
  });

  it('when the borrow summary is asked for, then it lists what was borrowed', async () => {
    const book = await createBook({ title: `The Left Hand of Darkness ${target}` });
    const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const borrowed = await fetch(`${stack.api.url}/borrow`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ book: book.id, quantity: 1, dueDate: due }),
    });
    expect(borrowed.status).toBe(201);
    const page = await getPage(`${stack.gateway.url}/borrow-summary`);
    expect(page.status).toBe(200);
    expect(titleOf(page.html)).toBe('Borrow summary — Library');
    expect(rootOf(page.html)).toContain(book.title);
  });

  it('when a title holds markup, then it stays text in the page and in its cache', async () => {
    const title = `</script><script>alert(1)</script> ${target}`;
    const book = await createBook({ title });
    const page = await getPage(`${stack.gateway.url}/books/${book.id}`);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(stateOf(page.html)).toHaveProperty([`Book:${book.id}`, 'title'], title);
  });

  it('when a screen is not server-rendered, then index.html comes as built, for the browser to render', async () => {
    const page = await getPage(`${stack.gateway.url}/loans`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(stateOf(page.html)).toBeNull();
  });

  it('when the browser accepts Brotli, then the page is sent compressed', async () => {
    // node:http, not fetch: fetch would decode the body.
    const raw = await new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>(
      (resolve, reject) => {
        get(`${stack.gateway.url}/all-books`, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }),
          );
        }).on('error', reject);
      },
    );
    expect(raw.encoding).toBe('br');
    expect(raw.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(raw.body).toString('utf8')).toContain('All Books — Library');
  });
});

describe('server-rendered pages without their data or their renderer', () => {
  /** `/` from a gateway on the built app whose REST service is not there (nothing listens on port 9). */
  async function listWithoutRest(): Promise<Page> {
    const gateway = await startGateway(testGatewayOptions({ apiUrl: 'http://127.0.0.1:9/api', webDist }));
    try {
      return await getPage(`${gateway.url}/`);
    } finally {
      await gateway.close();
    }
  }

  it('when the REST service cannot be reached, then the list answers 503 with its error and no cache', async () => {
    const page = await listWithoutRest();
    expect(page.status).toBe(503);
    expect(rootOf(page.html)).toContain('Could not load the books.');
    expect(stateOf(page.html)).toBeNull();
  });

  it('when the build has no server bundle, then every page is index.html, rendered in the browser', async () => {
    const bundle = path.join(webDist, SERVER_BUNDLE);
    const copy = `${bundle}.kept`;
    await rename(bundle, copy);
    try {
      const page = await listWithoutRest();
      expect(page.status).toBe(200);
      expect(page.html).toContain('<div id="root"></div>');
    } finally {
      await rename(copy, bundle);
    }
  });
});
