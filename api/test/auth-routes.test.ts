/** Deny by default: every route of the app names its permission, and the table says which. */
import pino from 'pino';
import { createApp, routeTable } from '../src/app';
import { GUARD_NAME, type RouteEntry } from '../src/access/guard';
import { PERMISSIONS } from '../src/contract';
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
const table = routeTable(app);

describe('the route table', () => {
  it('when the app is built, then every route Express answers is in the table, its guard first, with its permission', () => {
    const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
    const mounted = mountedRoutes(stack);
    expect(mounted.length).toBeGreaterThan(0);
    expect(mounted.map(({ method, path, first }) => ({ method, path, guard: first }))).toEqual(
      table.map(({ method, path, permission }) => ({ method, path, guard: `${GUARD_NAME}${permission}` })),
    );
  });

  it('when each route is read, then its permission is the one the design gives it', () => {
    const expected: RouteEntry[] = [
      { method: 'GET', path: '/health', permission: 'public' },
      { method: 'GET', path: '/books/export.csv', permission: 'catalogue' },
      { method: 'POST', path: '/books/import', permission: 'catalogue' },
      { method: 'GET', path: '/books', permission: 'public' },
      { method: 'GET', path: '/books/genres', permission: 'public' },
      { method: 'GET', path: '/books/genres/counts', permission: 'public' },
      { method: 'GET', path: '/books/by-ids', permission: 'public' },
      { method: 'GET', path: '/books/by-isbn/:isbn', permission: 'public' },
      { method: 'GET', path: '/books/:id', permission: 'public' },
      { method: 'POST', path: '/books', permission: 'catalogue' },
      { method: 'PUT', path: '/books/:id', permission: 'catalogue' },
      { method: 'DELETE', path: '/books/:id', permission: 'catalogue' },
      { method: 'POST', path: '/borrow', permission: 'circulation' },
      { method: 'GET', path: '/loans', permission: 'circulation' },
      { method: 'POST', path: '/loans/:id/return', permission: 'circulation' },
      { method: 'POST', path: '/loans/:id/renew', permission: 'ownLoans' },
      { method: 'GET', path: '/my', permission: 'signedIn' },
      { method: 'PATCH', path: '/my', permission: 'signedIn' },
      { method: 'GET', path: '/my/history', permission: 'signedIn' },
      { method: 'GET', path: '/my/export', permission: 'signedIn' },
      { method: 'GET', path: '/holds', permission: 'circulation' },
      { method: 'GET', path: '/holds/queues', permission: 'circulation' },
      { method: 'POST', path: '/holds', permission: 'ownLoans' },
      { method: 'POST', path: '/holds/:id/cancel', permission: 'ownLoans' },
      { method: 'GET', path: '/borrow', permission: 'public' },
      { method: 'GET', path: '/borrow/totals', permission: 'public' },
      { method: 'GET', path: '/auth/me', permission: 'public' },
      { method: 'POST', path: '/auth/sign-in', permission: 'public' },
      { method: 'POST', path: '/auth/sign-out', permission: 'signedIn' },
      { method: 'POST', path: '/auth/setup', permission: 'public' },
      { method: 'GET', path: '/auth/invitations/:token', permission: 'public' },
      { method: 'POST', path: '/auth/invitations/:token', permission: 'public' },
      { method: 'PATCH', path: '/auth/me', permission: 'signedIn' },
      { method: 'POST', path: '/auth/password', permission: 'signedIn' },
      { method: 'GET', path: '/auth/sessions', permission: 'signedIn' },
      { method: 'DELETE', path: '/auth/sessions/others', permission: 'signedIn' },
      { method: 'GET', path: '/activity', permission: 'administration' },
      { method: 'GET', path: '/books/:id/history', permission: 'circulation' },
      { method: 'GET', path: '/histories/books', permission: 'circulation' },
      { method: 'GET', path: '/histories/members', permission: 'circulation' },
      { method: 'GET', path: '/staff', permission: 'administration' },
      { method: 'POST', path: '/staff', permission: 'administration' },
      { method: 'PATCH', path: '/staff/:id', permission: 'administration' },
      { method: 'POST', path: '/staff/:id/invitation', permission: 'administration' },
      { method: 'GET', path: '/tokens', permission: 'administration' },
      { method: 'POST', path: '/tokens', permission: 'administration' },
      { method: 'DELETE', path: '/tokens/:id', permission: 'administration' },
      { method: 'POST', path: '/members/import', permission: 'memberRecords' },
      { method: 'GET', path: '/members', permission: 'circulation' },
      { method: 'GET', path: '/members/by-card/:card', permission: 'circulation' },
      { method: 'GET', path: '/members/:id', permission: 'circulation' },
      { method: 'GET', path: '/members/:id/history', permission: 'circulation' },
      { method: 'POST', path: '/members', permission: 'memberRecords' },
      { method: 'PATCH', path: '/members/:id', permission: 'memberRecords' },
      { method: 'POST', path: '/members/:id/block', permission: 'memberRecords' },
      { method: 'POST', path: '/members/:id/unblock', permission: 'memberRecords' },
      { method: 'DELETE', path: '/members/:id', permission: 'memberRecords' },
      { method: 'POST', path: '/members/:id/invitation', permission: 'memberRecords' },
      { method: 'GET', path: '/loan-rules', permission: 'public' },
      { method: 'PUT', path: '/loan-rules', permission: 'administration' },
      { method: 'GET', path: '/backup', permission: 'administration' },
    ];
    for (const entry of expected) expect(table).toContainEqual(entry);
    for (const entry of table) expect(Object.keys(PERMISSIONS)).toContain(entry.permission);
  });
});
