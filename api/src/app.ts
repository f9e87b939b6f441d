/**
 * The Express application: the REST contract of api/README.md under /api. Each resource's routes
 * (books/, loans/, catalogue-csv/, sessions/) get their own service of the store, and each route
 * takes its permission from the contract's operation table (access/guard): only such routes are
 * mounted, and `routeTable(app)` lists them.
 * Who asks is known before any route but /health runs (access/access.middleware).
 */
import express, { type Express } from 'express';
import { accessMiddleware } from './access/access.middleware';
import { guardedRoutes, type GuardedRoutes, type RouteEntry } from './access/guard';
import { activityRoutes } from './activity/activity.routes';
import { backupRoutes } from './backup/backup.routes';
import { booksRoutes } from './books/books.routes';
import { itemsRoutes } from './items/items.routes';
import { catalogueCsvRoutes } from './catalogue-csv/catalogue-csv.routes';
import { cors, type CorsOrigins } from './cors';
import { coversRoutes } from './covers/covers.routes';
import { holdsRoutes } from './holds/holds.routes';
import { AppError, errorHandler, notFoundRoute, toAppError } from './errors';
import { requestContext, requireJsonBody, requireKnownBodyEncoding, sendOk } from './http';
import { NO_ISBN_LOOKUP, isbnLookupService, type IsbnLookupOptions } from './isbn-lookup/isbn-lookup.service';
import { isbnLookupRoutes } from './isbn-lookup/isbn-lookup.routes';
import type { Logger } from './logger';
import { loansRoutes } from './loans/loans.routes';
import { membersImportRoutes } from './members/members-import.routes';
import { membersRoutes } from './members/members.routes';
import { myRoutes } from './my/my.routes';
import { passkeysRoutes } from './passkeys/passkeys.routes';
import { signInAdmission } from './sessions/admission';
import { sessionsRoutes } from './sessions/sessions.routes';
import { settingsRoutes } from './settings/settings.routes';
import { staffRoutes } from './staff/staff.routes';
import type { Store } from './store';
import { tokensRoutes } from './tokens/tokens.routes';
import type { TrustProxy } from './config';

function healthRoute(store: Store): GuardedRoutes {
  return guardedRoutes().get('/health', async (_req, res) => {
    try {
      await store.ping();
    } catch (err: unknown) {
      // The connection gone, refused or too slow: DATABASE_UNAVAILABLE with Retry-After; any other failure of the probe, SERVICE_UNAVAILABLE.
      const known = toAppError(err);
      throw known?.code === 'DATABASE_UNAVAILABLE'
        ? known
        : new AppError(503, 'SERVICE_UNAVAILABLE', 'The database does not answer');
    }
    sendOk(res, 200, 'The service and its database are up', { store: store.kind });
  });
}

export interface AppOptions {
  /** Origins allowed to call /api from a browser (CORS): `*` (the default) or a list. */
  corsOrigins?: CorsOrigins;
  /** Whose X-Forwarded-For gives the client's address (Express's `trust proxy`); default loopback. */
  trustProxy?: TrustProxy;
  /** PUBLIC_URL: the app's public address; its host is the passkeys' relying party (else the request's). */
  publicUrl?: string | null;
  /** ISBN_LOOKUP_URL and its time-out (default none: lookups off; the configuration's default is Open Library's). */
  isbnLookup?: IsbnLookupOptions;
}

/** Every route of the app, with its permission (what `createApp` mounted). */
export function routeTable(app: Express): RouteEntry[] {
  const table: unknown = app.locals['routeTable'];
  return Array.isArray(table) ? (table as RouteEntry[]) : [];
}

export function createApp(store: Store, logger: Logger, options: AppOptions = {}): Express {
  const today = (): string => store.today();
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', options.trustProxy ?? ['loopback']);
  app.use(requestContext(logger));
  const health = healthRoute(store);
  // Before the JSON body rule (an import's body is CSV) and before `/books/:id` (`export.csv`).
  const csv = catalogueCsvRoutes(store, today, logger);
  const membersCsv = membersImportRoutes(store);
  const lookups = isbnLookupService(options.isbnLookup ?? NO_ISBN_LOOKUP);
  // Before the JSON body rule too: a cover's body is an image.
  const covers = coversRoutes(store, lookups);
  const jsonRoutes = [
    booksRoutes(store),
    itemsRoutes(store),
    isbnLookupRoutes(lookups),
    loansRoutes(store, today, logger),
    holdsRoutes(store),
    sessionsRoutes(store, store),
    activityRoutes(store),
    staffRoutes(store),
    tokensRoutes(store),
    passkeysRoutes(store, { publicUrl: options.publicUrl ?? null }),
    membersRoutes(store),
    settingsRoutes(store),
    myRoutes(store),
    backupRoutes(store),
  ];
  app.locals['routeTable'] = [health, csv, membersCsv, covers, ...jsonRoutes].flatMap((group) => group.table);
  app.use(
    '/api',
    cors(options.corsOrigins ?? '*'),
    requireKnownBodyEncoding,
    // A health check needs no identity (and asks the database nothing else).
    health.router,
    // Before anything is asked of the database for a password attempt (a flood is refused at once).
    signInAdmission(),
    accessMiddleware((bearer) => store.principalOf(bearer)),
    csv.router,
    membersCsv.router,
    covers.router,
    requireJsonBody,
    express.json({ limit: '100kb' }),
    ...jsonRoutes.map((group) => group.router),
  );
  app.use(notFoundRoute);
  app.use(errorHandler(logger));
  return app;
}
