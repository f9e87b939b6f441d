/**
 * Server-rendered pages: the catalogue's list, book and borrow-summary pages and the 404 page are
 * rendered here by the web app's server bundle (`web/dist/.ssr/entry-server.cjs`, built with the app;
 * its contract is `@library/web/server-render`), with their data: the page's GraphQL operations run
 * in this process through Apollo Server's executeOperation (no HTTP hop; the same limits, errors and
 * masking as /graphql). The markup, the page's status, `<title>`, description and Open Graph tags and
 * the Apollo cache (a JSON script element, not executed) go into index.html; the browser hydrates it.
 *
 * Each such page says how long it took in a `Server-Timing: render;dur=<ms>` header.
 *
 * The other screens get index.html as built and render in the browser. So does any page when the
 * server bundle is missing or its render fails (logged with the request id): the app still works.
 */
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type {
  RenderedPage,
  ServerGraphQLRequest,
  ServerGraphQLResult,
  ServerRenderer,
} from '@library/web/server-render' with { 'resolution-mode': 'import' };
import type { Request, Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from './context';
import type { Logger } from './logger';
import { publicBase } from './seo';

/** Runs one GraphQL operation of a page for the request `requestId`. */
export type ExecuteOperation = (request: ServerGraphQLRequest, requestId: string) => Promise<ServerGraphQLResult>;

export interface ServerPagesOptions {
  /** Folder of the built app: index.html, and the server bundle in .ssr/. */
  webDist: string;
  execute: ExecuteOperation;
  publicUrl: string | null;
  logger: Logger;
  /** Hears index.html each time it is read anew (a new build): web.ts keeps the CSP's script hashes from it. */
  onTemplate?: (html: string) => void;
}

/** The server bundle inside the build (a dot-folder: web.ts never serves it). */
export const SERVER_BUNDLE = path.join('.ssr', 'entry-server.cjs');

const ROOT_ELEMENT = '<div id="root"></div>';

/** index.html cut around its root element, with its head's title and description. */
interface Template {
  before: string;
  after: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function isServerRenderer(value: unknown): value is ServerRenderer {
  if (typeof value !== 'object' || value === null) return false;
  const renderer = value as Partial<Record<keyof ServerRenderer, unknown>>;
  return typeof renderer.render === 'function' && typeof renderer.rendersOnServer === 'function';
}

/**
 * Something read from a file of the build, read again when the file changes (a new build while the
 * gateway runs is picked up on the next request, as index.html is by web.ts).
 */
function fromFile<T>(file: string, load: (file: string) => Promise<T>): () => Promise<T | null> {
  let cached: { mtimeMs: number; value: T } | null = null;
  return async () => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: await load(file) };
    return cached.value;
  };
}

async function loadTemplate(file: string, onTemplate?: (html: string) => void): Promise<Template> {
  const html = await readFile(file, 'utf8');
  onTemplate?.(html);
  const at = html.indexOf(ROOT_ELEMENT);
  if (at < 0) throw new Error(`${file} has no ${ROOT_ELEMENT}`);
  return { before: html.slice(0, at), after: html.slice(at + ROOT_ELEMENT.length) };
}

function loadRenderer(file: string): Promise<ServerRenderer> {
  const bundleDir = path.dirname(file) + path.sep;
  // A rebuilt bundle replaces the old one and its chunks.
  for (const id of Object.keys(require.cache)) if (id.startsWith(bundleDir)) Reflect.deleteProperty(require.cache, id);
  const loaded: unknown = createRequire(file)(file);
  const renderer = (loaded as { serverRenderer?: unknown } | null)?.serverRenderer;
  if (!isServerRenderer(renderer)) return Promise.reject(new Error(`${file} does not export a serverRenderer`));
  return Promise.resolve(renderer);
}

/** index.html's head with the page's own title, description and, on a book page, Open Graph tags. */
function headOf(before: string, page: RenderedPage, url: string | null): string {
  let head = before;
  if (page.title !== null) head = head.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.description !== null) {
    head = head.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, start: string, end: string) => `${start}${escapeHtml(page.description ?? '')}${end}`,
    );
  }
  if (page.openGraphType !== null) {
    const tags = [
      ['og:type', page.openGraphType],
      ['og:title', page.title],
      ['og:description', page.description],
      ['og:url', url],
      ['og:site_name', 'Library'],
    ]
      .filter((tag): tag is [string, string] => tag[1] !== null)
      .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`);
    head = head.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
  }
  return head;
}

/**
 * The handler of a page request, for web.ts: true when it answered (a server-rendered page), false
 * when the page is the browser's to render (index.html as built).
 */
export function serverPages(options: ServerPagesOptions): (req: Request, res: Response) => Promise<boolean> {
  const { execute, logger } = options;
  const template = fromFile(path.join(options.webDist, 'index.html'), (file) => loadTemplate(file, options.onTemplate));
  const renderer = fromFile(path.join(options.webDist, SERVER_BUNDLE), loadRenderer);

  return async (req, res) => {
    const requestId = String(res.locals['requestId']);
    try {
      const [serverRenderer, page] = await Promise.all([renderer(), template()]);
      if (!serverRenderer || !page || !serverRenderer.rendersOnServer(req.path)) return false;
      // A visitor who leaves stops the render (and its REST calls).
      const started = performance.now();
      const abort = new AbortController();
      const onClose = () => abort.abort();
      res.once('close', onClose);
      let rendered: RenderedPage;
      try {
        rendered = await serverRenderer.render({
          url: req.originalUrl,
          execute: (request) => execute(request, requestId),
          signal: abort.signal,
        });
      } finally {
        res.off('close', onClose);
      }
      if (abort.signal.aborted) return true;
      const base = publicBase(req, options.publicUrl);
      const html =
        headOf(page.before, rendered, base === null ? null : base + req.path) +
        `<div id="root">${rendered.html}</div>${rendered.stateHtml}` +
        page.after;
      res.status(rendered.status).type('html').setHeader('Cache-Control', 'no-cache');
      // The render's time in the gateway, its data included (browsers' developer tools show it; bench:ssr reads it).
      res.setHeader('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
      res.send(html);
      return true;
    } catch (error) {
      logger.error(
        { err: error, requestId, path: req.path },
        'server render failed: the page is rendered in the browser',
      );
      return false;
    }
  };
}

/**
 * One operation of a server-rendered page through Apollo Server itself (its plugins, limits, error
 * formatting and masking), with `context` as /graphql would make it for the request.
 */
export async function executeInProcess(
  apollo: ApolloServer<GatewayContext>,
  request: ServerGraphQLRequest,
  context: GatewayContext,
): Promise<ServerGraphQLResult> {
  const response = await apollo.executeOperation(request, { contextValue: context });
  if (response.body.kind !== 'single') throw new Error('a server-rendered page asked for an incremental response');
  const { data, errors } = response.body.singleResult;
  return { data, ...(errors ? { errors } : {}) };
}
