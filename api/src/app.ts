/**
 * The Express application: the REST contract of api/README.md under /api. Each resource's routes
 * (books/, loans/, catalogue-csv/) get their own service of the store.
 */
import express, { Router, type Express } from 'express';
import { activityRoutes } from './activity/activity.routes';
import { booksRoutes } from './books/books.routes';
import { catalogueCsvRoutes } from './catalogue-csv/catalogue-csv.routes';
import { cors, type CorsOrigins } from './cors';
import { AppError, errorHandler, notFoundRoute } from './errors';
import { requestContext, requireJsonBody, requireKnownBodyEncoding, sendOk } from './http';
import type { Logger } from './logger';
import { loansRoutes } from './loans/loans.routes';
import { staffRoutes } from './staff/staff.routes';
import type { Store } from './store';
import { tokensRoutes } from './tokens/tokens.routes';

function healthRoute(store: Store): Router {
  return Router().get('/health', async (_req, res) => {
    try {
      await store.ping();
    } catch {
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database does not answer');
    }
    sendOk(res, 200, 'The service and its database are up', { store: store.kind });
  });
}

export interface AppOptions {
  /** Origins allowed to call /api from a browser (CORS): `*` (the default) or a list. */
  corsOrigins?: CorsOrigins;
}

export function createApp(store: Store, logger: Logger, options: AppOptions = {}): Express {
  const today = (): string => store.today();
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(requestContext(logger));
  app.use(
    '/api',
    cors(options.corsOrigins ?? '*'),
    requireKnownBodyEncoding,
    // Before the JSON body rule (an import's body is CSV) and before `/books/:id` (`export.csv`).
    catalogueCsvRoutes(store, today, logger),
    requireJsonBody,
    express.json({ limit: '100kb' }),
    healthRoute(store),
    booksRoutes(store),
    loansRoutes(store, today, logger),
    activityRoutes(store),
    staffRoutes(store),
    tokensRoutes(store),
  );
  app.use(notFoundRoute);
  app.use(errorHandler(logger));
  return app;
}
