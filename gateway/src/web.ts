/**
 * Serves the production build of web/: hashed files under /assets cached for a year (immutable),
 * other files revalidated (no-cache), and for every other GET path the app (no-cache): the catalogue's
 * pages and the 404 page rendered on the server with their data and status (./ssr), the other
 * screens as index.html, rendered in the browser; /robots.txt and the sitemaps come from ./seo. Each file
 * goes out in the best precompressed copy the browser accepts (`.br`, `.gz`, written by the build;
 * ./compression); what has no copy is compressed on the fly when large enough. When the build is
 * missing, GET paths answer 404 with a clear message.
 */
import { existsSync, readFileSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { dynamicCompression, PRECOMPRESSED, preferredEncoding, type PrecompressedCoding } from './compression';
import type { InlineScriptHashes } from './csp';
import { seoRouter, type SeoOptions } from './seo';
import { serverPages, type ExecuteOperation, type ServerPagesOptions } from './ssr';

/** Paths that never fall back to the app. */
const NOT_APP = /^\/(graphql|api|healthz|readyz|assets)(\/|$)/;

const ASSET_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const MISSING_BUILD_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app has not been built</h1>
<p>The GraphQL API is running at <a href="/graphql">/graphql</a>. To serve the app, run
<code>npm run build -w web</code> and reload, or start everything with <code>npm start</code>.</p></body></html>`;

export interface WebOptions extends SeoOptions {
  /** Folder of the built app (index.html, assets/); null: none is served. */
  webDist: string | null;
  /** Runs a server-rendered page's GraphQL operations (./ssr). */
  execute: ExecuteOperation;
  /** The GraphQL context of a page request (./ssr). */
  contextFor: ServerPagesOptions['contextFor'];
  /** Told index.html's inline scripts, for the CSP (./csp). */
  inlineScripts: InlineScriptHashes;
}

async function fileStats(file: string): Promise<Stats | null> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** A weak validator of one file's bytes (as `send` makes it): its size and modification time. */
function etagOf(stats: Stats): string {
  return `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;
}

/**
 * Sends `file` (a file of the build, `stats` its own) in the best copy the request accepts, with
 * the file's type, `Content-Encoding` and `Vary: Accept-Encoding` when it has copies, the ETag of
 * the copy sent (each copy has its own), and `cacheControl`. res.sendFile (`send`) adds
 * Content-Length and Last-Modified, and answers HEAD, ranges and If-None-Match /
 * If-Modified-Since (304).
 */
async function sendBuiltFile(
  req: Request,
  res: Response,
  next: NextFunction,
  file: string,
  stats: Stats,
  cacheControl: string,
) {
  const copies = await Promise.all(
    PRECOMPRESSED.map(async ({ coding, extension }) => {
      const copyStats = await fileStats(file + extension);
      return copyStats ? { coding, extension, stats: copyStats } : null;
    }),
  );
  const available = copies.filter((copy) => copy !== null);
  const coding = preferredEncoding(
    req.headers['accept-encoding'],
    available.map((copy): PrecompressedCoding => copy.coding),
  );
  const copy = available.find((candidate) => candidate.coding === coding);
  // Set once the file is found (a failure answers without them). The app turns Express's ETags off
  // (GraphQL answers): files get theirs here.
  const headers: Record<string, string> = { 'Cache-Control': cacheControl, ETag: etagOf(copy?.stats ?? stats) };
  if (copy) headers['Content-Encoding'] = copy.coding;
  if (available.length > 0) res.vary('Accept-Encoding');
  // The type of the file itself, not of its `.br`/`.gz` copy.
  res.type(path.extname(file));
  res.sendFile(copy ? file + copy.extension : file, { headers, cacheControl: false, dotfiles: 'allow' }, (error) => {
    if (error) next(error);
  });
}

/**
 * The file of the build that `urlPath` names, if there is one: decoded, inside `root`, no segment
 * starting with a dot (the build's `.vite/` manifest), and not one of the precompressed copies
 * themselves (they are sent in place of the file they copy).
 */
async function builtFile(root: string, urlPath: string): Promise<{ file: string; stats: Stats } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  if (PRECOMPRESSED.some(({ extension }) => decoded.endsWith(extension))) return null;
  const file = path.join(root, decoded);
  if (!file.startsWith(root + path.sep)) return null;
  const stats = await fileStats(file);
  return stats ? { file, stats } : null;
}

/** GET/HEAD of a file of the build: /assets/* and the top-level files (favicon, theme script). */
function builtFiles(webDist: string): Router {
  const router = express.Router();
  const root = path.resolve(webDist);
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const isAsset = req.path.startsWith('/assets/');
    builtFile(root, req.path)
      .then((found) => {
        // Not a file: a missing asset goes on to the 404 (NOT_APP), any other path to the app.
        if (found) return sendBuiltFile(req, res, next, found.file, found.stats, isAsset ? ASSET_CACHE : REVALIDATE);
        next();
        return undefined;
      })
      .catch(next);
  });
  return router;
}

export function webRouter(options: WebOptions): Router {
  const { webDist } = options;
  const router = express.Router();
  const indexHtml = webDist ? path.join(path.resolve(webDist), 'index.html') : null;
  let built = false;
  const isBuilt = (): boolean => {
    // Checked until found: the build may appear while the gateway runs.
    if (!built && indexHtml) built = existsSync(indexHtml);
    return built;
  };

  // The CSP's hashes are read from index.html as it is now, and again whenever a page reads a new one.
  if (indexHtml && existsSync(indexHtml)) options.inlineScripts.update(readFileSync(indexHtml, 'utf8'));
  const serverPage = webDist
    ? serverPages({
        webDist,
        execute: options.execute,
        contextFor: options.contextFor,
        publicUrl: options.publicUrl,
        logger: options.logger,
        onTemplate: (html) => options.inlineScripts.update(html),
      })
    : null;

  if (webDist) router.use(builtFiles(webDist));
  // Everything below is made per request: compressed on the fly.
  router.use(dynamicCompression);
  router.use(seoRouter(options));

  router.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_APP.test(req.path)) {
      next();
      return;
    }
    if (!indexHtml || !isBuilt()) {
      res.status(404).type('html').setHeader('Cache-Control', 'no-store').send(MISSING_BUILD_HTML);
      return;
    }
    const rendered = serverPage ? serverPage(req, res) : Promise.resolve(false);
    rendered
      .then(async (answered) => {
        if (answered) return undefined;
        const stats = await fileStats(indexHtml);
        if (stats) return sendBuiltFile(req, res, next, indexHtml, stats, REVALIDATE);
        next(new Error(`${indexHtml} is gone`));
        return undefined;
      })
      .catch(next);
  });
  return router;
}
