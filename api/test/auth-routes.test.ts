/**
 * Deny by default: the routes Express answers are exactly the contract's operation table
 * (REST_ROUTES), each behind the guard of the table's permission; a route the table lacks cannot be mounted.
 */
import pino from 'pino';
import { createApp, routeTable } from '../src/app';
import { GUARD_NAME, guardedRoutes } from '../src/access/guard';
import { PERMISSIONS, restRouteRows, type RestPath } from '../src/contract';
import type { Store } from '../src/store';

interface Layer {
  name?: string;
  route?: { path: string; methods: Record<string, boolean>; stack: { name: string }[] };
  handle?: { stack?: Layer[] };
}

/** Every route Express would answer, with the name of its first handler. */
function mountedRoutes(stack: Layer[]): { method: string; path: string; first: string }[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const { route } = layer;
      return Object.keys(route.methods).map((method) => ({
        method: method.toUpperCase(),
        path: route.path,
        first: route.stack[0]?.name ?? '',
      }));
    }
    return layer.handle?.stack ? mountedRoutes(layer.handle.stack) : [];
  });
}

const app = createApp({ kind: 'pglite', today: () => '2030-01-01' } as unknown as Store, pino({ level: 'silent' }));

/** `METHOD /path guard`, sorted: two route lists compared whatever order they were mounted in. */
function lines(routes: { method: string; path: string; guard: string }[]): string[] {
  return routes.map(({ method, path, guard }) => `${method} ${path} ${guard}`).sort();
}

describe('the route table', () => {
  it('when the app is built, then the routes Express answers are those of the operation table, each behind the guard of its permission', () => {
    const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
    const mounted = mountedRoutes(stack);
    expect(mounted.length).toBeGreaterThan(0);
    const contract = restRouteRows().map(({ method, path, permission }) => ({
      method,
      path,
      guard: `${GUARD_NAME}${permission}`,
    }));
    expect(lines(mounted.map(({ method, path, first }) => ({ method, path, guard: first })))).toEqual(lines(contract));
  });

  it('when the app is built, then its own table of mounted routes is the operation table', () => {
    const own = routeTable(app).map(({ method, path, permission }) => ({ method, path, guard: permission }));
    const contract = restRouteRows().map(({ method, path, permission }) => ({ method, path, guard: permission }));
    expect(lines(own)).toEqual(lines(contract));
    for (const entry of own) expect(Object.keys(PERMISSIONS)).toContain(entry.guard);
  });

  it('when a route the operation table lacks is declared, then it fails at once', () => {
    const routes = guardedRoutes();
    expect(() => routes.get('/not-in-the-table' as RestPath<'GET'>, (_req, res) => res.end())).toThrow(
      'GET /not-in-the-table is not in the operation table',
    );
    // A path the table has for another method only is refused too.
    expect(() => routes.delete('/books' as RestPath<'DELETE'>, (_req, res) => res.end())).toThrow(
      'DELETE /books is not in the operation table',
    );
  });
});
