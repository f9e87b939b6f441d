/**
 * Server-rendered pages: the catalogue's list, book and borrow-summary pages and the 404 page are
 * rendered here by the web app's server bundle (`web/dist/.ssr/entry-server.cjs`, built with the app;
 * its contract is `@library/web/server-render`), with their data: the page's GraphQL operations run
 * in this process through Apollo Server's executeOperation (no HTTP hop; the same limits, errors and
 * masking as /graphql). The markup, the page's status, `<title>`, description and Open Graph tags and
 * the Apollo cache (a JSON script element, not executed) go into index.html; the browser hydrates it.
 *
 * Each such page says how long it took in a `Server-Timing: render;dur=<ms>` header. Its operations
 * run with the request's session (the cookie): a signed-in staff member's page is rendered for them,
 * and a page rendered for a request carrying the cookie is `Cache-Control: private, no-store`.
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
import type { GatewayContext, RequestContext } from './context';
import type { Logger } from './logger';
import { publicBase } from './seo';
import { requestUrlForLog } from './request-log';

/** Runs one GraphQL operation of a page with the page request's context. */
export type ExecuteOperation = (request: ServerGraphQLRequest, context: GatewayContext) => Promise<ServerGraphQLResult>;

export interface ServerPagesOptions {
  /** Folder of the built app: index.html, and the server bundle in .ssr/. */
  webDist: string;
  execute: ExecuteOperation;
  /** The GraphQL context of a page request, as /graphql makes it (its session cookie included). */
  contextFor: (req: Request, res: Response) => RequestContext;
  publicUrl: string | null;
  logger: Logger;
  /** Hears index.html each time it is read anew (a new build): web.ts keeps the CSP's script hashes from it. */
  onTemplate?: (html: string) => void;
}

/** The server bundle inside the build (a dot-folder: web.ts never serves it). */
export const SERVER_BUNDLE = path.join('.ssr', 'entry-server.cjs');

/** The places of index.html a server-rendered page fills. */
type Slot = 'title' | 'description' | 'headEnd' | 'root';

/** Each slot's place in index.html: the span of the first group (`d`: with its indices). */
const SLOTS: Record<Slot, RegExp> = {
  title: /<title>([^<]*)<\/title>/d,
  description: /<meta\s+name="description"\s+content="([^"]*)"/d,
  headEnd: /()<\/head>/d,
  root: /(<div id="root"><\/div>)/d,
};

/**
 * index.html cut once per build at its slots (in document order): `texts[i]` comes before
 * `slots[i]`, the last text after the last slot; `defaults` is what index.html has in each.
 */
interface Template {
  texts: string[];
  slots: Slot[];
  defaults: Partial<Record<Slot, string>>;
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
  const found: { slot: Slot; start: number; end: number; text: string }[] = [];
  for (const [slot, pattern] of Object.entries(SLOTS) as [Slot, RegExp][]) {
    const match = pattern.exec(html);
    const span = match?.indices?.[1];
    if (match && span) found.push({ slot, start: span[0], end: span[1], text: match[1] });
    else if (slot === 'root') throw new Error(`${file} has no <div id="root"></div>`);
  }
  found.sort((x, y) => x.start - y.start);
  const template: Template = { texts: [], slots: [], defaults: {} };
  let at = 0;
  for (const { slot, start, end, text } of found) {
    template.texts.push(html.slice(at, start));
    template.slots.push(slot);
    template.defaults[slot] = text;
    at = end;
  }
  template.texts.push(html.slice(at));
  return template;
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

/**
 * index.html with the page: its markup and cache in the root, its own title and description, and
 * on a book page Open Graph tags before `</head>`.
 */
function pageHtml(template: Template, page: RenderedPage, url: string | null): string {
  const tags =
    page.openGraphType === null
      ? []
      : [
          ['og:type', page.openGraphType],
          ['og:title', page.title],
          ['og:description', page.description],
          ['og:url', url],
          ['og:site_name', 'Library'],
        ]
          .filter((tag): tag is [string, string] => tag[1] !== null)
          .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`);
  const values: Record<Slot, string> = {
    title: page.title === null ? (template.defaults.title ?? '') : escapeHtml(page.title),
    description: page.description === null ? (template.defaults.description ?? '') : escapeHtml(page.description),
    headEnd: tags.length === 0 ? '' : `    ${tags.join('\n    ')}\n  `,
    root: `<div id="root">${page.html}</div>${page.stateHtml}`,
  };
  return template.slots.reduce(
    (html, slot, index) => html + values[slot] + (template.texts[index + 1] ?? ''),
    template.texts[0] ?? '',
  );
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
      // One context for the page's operations: rendered for whoever the session cookie says (one
      // `GET /auth/me` at most, when an operation needs it).
      const { context, hadCookie } = options.contextFor(req, res);
      // A visitor who leaves stops the render (and its REST calls).
      const started = performance.now();
      const abort = new AbortController();
      const onClose = () => abort.abort();
      res.once('close', onClose);
      let rendered: RenderedPage;
      try {
        rendered = await serverRenderer.render({
          url: req.originalUrl,
          execute: (request) => execute(request, context),
          signal: abort.signal,
        });
      } finally {
        res.off('close', onClose);
      }
      if (abort.signal.aborted) return true;
      const base = publicBase(req, options.publicUrl);
      const html = pageHtml(page, rendered, base === null ? null : base + req.path);
      // A page rendered for a signed-in request is theirs alone: never stored by any cache.
      res
        .status(rendered.status)
        .type('html')
        .setHeader('Cache-Control', hadCookie ? 'private, no-store' : 'no-cache');
      // The render's time in the gateway, its data included (browsers' developer tools show it; bench:ssr reads it).
      res.setHeader('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
      res.send(html);
      return true;
    } catch (error) {
      logger.error(
        { err: error, requestId, path: requestUrlForLog(req, res) },
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
