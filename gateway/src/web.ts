/**
 * Serves the production build of web/: hashed files under /assets cached for a year (immutable),
 * other files revalidated, and index.html (no-cache) for every other GET path so deep links and the
 * app's own 404 page work. When the build is missing, GET paths answer 404 with a clear message.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';

/** Paths that never fall back to the app. */
const NOT_APP = /^\/(graphql|api|healthz|readyz|assets)(\/|$)/;

const MISSING_BUILD_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app has not been built</h1>
<p>The GraphQL API is running at <a href="/graphql">/graphql</a>. To serve the app, run
<code>npm run build -w web</code> and reload, or start everything with <code>npm start</code>.</p></body></html>`;

export function webRouter(webDist: string | null): Router {
  const router = express.Router();
  const indexHtml = webDist ? path.join(webDist, 'index.html') : null;
  let built = false;
  const isBuilt = (): boolean => {
    // Checked until found: the build may appear while the gateway runs.
    if (!built && indexHtml) built = existsSync(indexHtml);
    return built;
  };

  if (webDist) {
    router.use(
      '/assets',
      express.static(path.join(webDist, 'assets'), {
        index: false,
        fallthrough: false,
        immutable: true,
        maxAge: '365d',
      }),
    );
    router.use(
      express.static(webDist, {
        index: false,
        setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
      }),
    );
  }

  router.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_APP.test(req.path)) {
      next();
      return;
    }
    if (!indexHtml || !isBuilt()) {
      res.status(404).type('html').setHeader('Cache-Control', 'no-store').send(MISSING_BUILD_HTML);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml, (error) => {
      if (error) next(error);
    });
  });
  return router;
}
