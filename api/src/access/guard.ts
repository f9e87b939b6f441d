/**
 * Deny by default: every route's permission is the one the contract's operation table gives it
 * (`REST_ROUTES` in contract/operations.ts), or it cannot be mounted. A resource's routes are declared
 * on a `GuardedRoutes` (`guardedRoutes()`), whose `get`/`post`/`put`/`patch`/`delete` take only paths
 * the table has for that method (a compile-time error for another, and an error at start for one cast
 * past the type check); `createApp` mounts only `GuardedRoutes`, never a bare Express Router, and keeps
 * the table of every (method, path, permission) mounted, for tests and docs.
 *
 * The guard runs first on each route: the request's actor (set by ./access.middleware) must hold the
 * permission (`allows`), else 401 UNAUTHENTICATED or 403 FORBIDDEN (`refusalFor`).
 */
import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import {
  allows,
  refusalFor,
  REST_ROUTES,
  restRoute,
  type Permission,
  type RestMethod,
  type RestPath,
} from '../contract/rules';
import { forbidden, unauthenticated } from '../errors';
import { noteRoute } from '../request-log';
import { accessOf, actorOf } from './principal';

export type RouteMethod = RestMethod;

/** One route of the api: what it answers and who may call it. */
export interface RouteEntry {
  method: RouteMethod;
  /** The path under /api, as Express matches it (`/books/:id`). */
  path: string;
  permission: Permission;
}

/** Declares a route of the operation table: its permission is the table's. */
type Declare<M extends RouteMethod> = (path: RestPath<M>, ...handlers: RequestHandler[]) => GuardedRoutes;

/** A resource's routes, each with its permission; mounted by createApp (app.ts) only in this form. */
export interface GuardedRoutes {
  get: Declare<'GET'>;
  post: Declare<'POST'>;
  put: Declare<'PUT'>;
  patch: Declare<'PATCH'>;
  delete: Declare<'DELETE'>;
  /** An error handler for this group's routes (the body parser's failures in the group's words). */
  onError(handler: ErrorRequestHandler): GuardedRoutes;
  /** The routes declared, in order. */
  readonly table: readonly RouteEntry[];
  /** The Express router that serves them, the guard first on each route. */
  readonly router: Router;
}

/**
 * The middleware that lets a request through only when its actor holds `permission`. With `path`
 * (the route's, as declared), it first notes the route's pattern for the request log (../request-log).
 */
export function guard(permission: Permission, path?: string): RequestHandler {
  const check: RequestHandler = (req, res, next) => {
    if (path !== undefined) noteRoute(res, req.baseUrl + path);
    if (permission === 'public') {
      next();
      return;
    }
    const access = accessOf(actorOf(res).principal);
    if (allows(access, permission)) next();
    else next(refusalFor(access) === 'FORBIDDEN' ? forbidden() : unauthenticated());
  };
  // Named, so that a test walking Express's routes sees each one's guard and permission.
  Object.defineProperty(check, 'name', { value: `${GUARD_NAME}${permission}` });
  return check;
}

/** The name of a guard's function: this, then its permission. */
export const GUARD_NAME = 'guard:';

/** A new group of routes, each declared with its permission. */
export function guardedRoutes(): GuardedRoutes {
  const router = Router();
  const table: RouteEntry[] = [];
  const declare =
    <M extends RouteMethod>(method: M): Declare<M> =>
    (path, ...handlers) => {
      const route = restRoute(method, path);
      if (route === undefined)
        throw new Error(`${method} ${path} is not in the operation table (contract/operations.ts)`);
      const permission = REST_ROUTES[route];
      table.push({ method, path, permission });
      const lower = method.toLowerCase() as Lowercase<RouteMethod>;
      router[lower](path, guard(permission, path), ...handlers);
      return routes;
    };
  const routes: GuardedRoutes = {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
    onError(handler) {
      router.use(handler);
      return routes;
    },
    table,
    router,
  };
  return routes;
}
