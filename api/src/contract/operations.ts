/**
 * The operation table, without dependencies: which permission (./access-rules' PERMISSIONS) each REST
 * route and each GraphQL operation needs, written once. The api mounts a route only from here
 * (`guardedRoutes()` in api/src/access/guard.ts looks its permission up by method and path), the gateway
 * guards its Query and Mutation fields from here (gateway/src/resolvers/permissions.ts, whose type check
 * fails for a field missing here), and the web hides and guards its screens from the same entries
 * (`useCan('borrowBook')`, `<RequirePermission operation="loans">`).
 *
 * Adding an operation: one line in REST_ROUTES (its method, its path under /api, its permission) and,
 * for its GraphQL field, one line in GRAPHQL_OPERATIONS naming that route.
 */
import { PERMISSIONS, type Permission } from './access-rules';

/** Each REST route, `METHOD /path` (the path under /api, as Express matches it), and its permission. */
export const REST_ROUTES = {
  'GET /health': 'public',
  'GET /books/export.csv': 'catalogue',
  'POST /books/import': 'catalogue',
  'GET /books': 'public',
  'GET /books/genres': 'public',
  'GET /books/genres/counts': 'public',
  'GET /books/by-ids': 'public',
  'GET /books/by-isbn/:isbn': 'public',
  'GET /books/:id': 'public',
  'GET /books/:id/items': 'public',
  'GET /items/:barcode': 'public',
  'POST /books/:id/items': 'catalogue',
  // Circulation marks copies lost, damaged, in repair, missing or found; the service keeps withdrawing
  // and editing a copy's shelf mark or location to `catalogue`.
  'PATCH /items/:barcode': 'circulation',
  'POST /books': 'catalogue',
  'PUT /books/:id': 'catalogue',
  'DELETE /books/:id': 'catalogue',
  'GET /isbn-lookup/:isbn': 'catalogue',
  'GET /books/:id/cover': 'public',
  'PUT /books/:id/cover': 'catalogue',
  'DELETE /books/:id/cover': 'catalogue',
  'POST /books/:id/cover/lookup': 'catalogue',
  'GET /covers': 'public',
  'POST /borrow': 'circulation',
  'GET /loans': 'circulation',
  'POST /loans/:id/return': 'circulation',
  'POST /loans/:id/renew': 'ownLoans',
  'GET /borrow': 'public',
  'GET /borrow/totals': 'public',
  'GET /my': 'signedIn',
  'PATCH /my': 'signedIn',
  'GET /my/history': 'signedIn',
  'GET /my/export': 'signedIn',
  'GET /holds': 'circulation',
  'GET /holds/queues': 'circulation',
  'POST /holds': 'ownLoans',
  'POST /holds/:id/cancel': 'ownLoans',
  'GET /auth/me': 'public',
  'POST /auth/sign-in': 'public',
  'POST /auth/sign-out': 'signedIn',
  'POST /auth/setup': 'public',
  'GET /auth/invitations/:token': 'public',
  'POST /auth/invitations/:token': 'public',
  'PATCH /auth/me': 'signedIn',
  'POST /auth/password': 'signedIn',
  'GET /auth/sessions': 'signedIn',
  'DELETE /auth/sessions/others': 'signedIn',
  'GET /auth/passkeys': 'signedIn',
  'POST /auth/passkeys/options': 'signedIn',
  'POST /auth/passkeys': 'signedIn',
  'DELETE /auth/passkeys/:id': 'signedIn',
  'POST /auth/passkey-sign-in/options': 'public',
  'POST /auth/passkey-sign-in': 'public',
  'GET /activity': 'administration',
  'GET /books/:id/history': 'circulation',
  'GET /histories/books': 'circulation',
  'GET /histories/members': 'circulation',
  'GET /staff': 'administration',
  'POST /staff': 'administration',
  'PATCH /staff/:id': 'administration',
  'POST /staff/:id/invitation': 'administration',
  'GET /tokens': 'administration',
  'POST /tokens': 'administration',
  'DELETE /tokens/:id': 'administration',
  'POST /members/import': 'memberRecords',
  'GET /members': 'circulation',
  'GET /members/by-card/:card': 'circulation',
  'GET /members/:id': 'circulation',
  'GET /members/:id/history': 'circulation',
  'POST /members': 'memberRecords',
  'PATCH /members/:id': 'memberRecords',
  'POST /members/:id/block': 'memberRecords',
  'POST /members/:id/unblock': 'memberRecords',
  'DELETE /members/:id': 'memberRecords',
  'POST /members/:id/invitation': 'memberRecords',
  'GET /loan-rules': 'public',
  'PUT /loan-rules': 'administration',
  'GET /backup': 'administration',
} as const satisfies Record<string, Permission>;

/** A REST route of the table: `METHOD /path`. */
export type RestRoute = keyof typeof REST_ROUTES;

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The paths of the table's routes for `method` (what `guardedRoutes()`' `r.get` etc. accept). */
export type RestPath<M extends RestMethod> = RestRoute extends infer R
  ? R extends `${M} ${infer P}`
    ? P
    : never
  : never;

/**
 * What a GraphQL operation needs: the REST route it calls (its permission), or a permission of its own
 * when it calls no single route or asks for less than the route it calls.
 */
export type OperationEntry = RestRoute | Permission;

/**
 * Each Query and Mutation field (one name per field across both), and the fields of other types that
 * answer their "nothing" to whoever may not see them. The gateway's type check holds the Query and
 * Mutation keys to its schema.
 */
export const GRAPHQL_OPERATIONS = {
  Query: {
    books: 'GET /books',
    book: 'GET /books/:id',
    bookByIsbn: 'GET /books/by-isbn/:isbn',
    isbnLookup: 'GET /isbn-lookup/:isbn',
    borrowSummary: 'GET /borrow',
    borrowTotals: 'GET /borrow/totals',
    // Whether the library is open: the viewer's access, which anyone may ask.
    library: 'public',
    viewer: 'GET /auth/me',
    invitation: 'GET /auth/invitations/:token',
    loans: 'GET /loans',
    staffAccounts: 'GET /staff',
    apiTokens: 'GET /tokens',
    activity: 'GET /activity',
    passkeys: 'GET /auth/passkeys',
    accountSessions: 'GET /auth/sessions',
    loanRules: 'GET /loan-rules',
    members: 'GET /members',
    member: 'GET /members/:id',
    memberByCard: 'GET /members/by-card/:card',
    holds: 'GET /holds',
    my: 'GET /my',
  },
  Mutation: {
    signIn: 'POST /auth/sign-in',
    setUpLibrary: 'POST /auth/setup',
    acceptInvitation: 'POST /auth/invitations/:token',
    startPasskeySignIn: 'POST /auth/passkey-sign-in/options',
    finishPasskeySignIn: 'POST /auth/passkey-sign-in',
    // True even when nobody was signed in (the schema's word): it only clears the cookie then.
    signOut: 'public',
    borrowBook: 'POST /borrow',
    returnLoan: 'POST /loans/:id/return',
    createBook: 'POST /books',
    updateBook: 'PUT /books/:id',
    deleteBook: 'DELETE /books/:id',
    fetchCover: 'POST /books/:id/cover/lookup',
    removeCover: 'DELETE /books/:id/cover',
    createStaffAccount: 'POST /staff',
    updateStaffAccount: 'PATCH /staff/:id',
    resetStaffAccount: 'POST /staff/:id/invitation',
    createApiToken: 'POST /tokens',
    revokeApiToken: 'DELETE /tokens/:id',
    updateMyAccount: 'PATCH /auth/me',
    changePassword: 'POST /auth/password',
    signOutEverywhereElse: 'DELETE /auth/sessions/others',
    startPasskeyRegistration: 'POST /auth/passkeys/options',
    finishPasskeyRegistration: 'POST /auth/passkeys',
    removePasskey: 'DELETE /auth/passkeys/:id',
    createMember: 'POST /members',
    updateMember: 'PATCH /members/:id',
    blockMember: 'POST /members/:id/block',
    unblockMember: 'POST /members/:id/unblock',
    deleteMember: 'DELETE /members/:id',
    inviteMember: 'POST /members/:id/invitation',
    renewLoan: 'POST /loans/:id/renew',
    placeHold: 'POST /holds',
    cancelHold: 'POST /holds/:id/cancel',
    updateLoanRules: 'PUT /loan-rules',
    setKeepHistory: 'PATCH /my',
  },
  /** A refused one answers its "nothing" (no error): a visitor's book page has no history, no queue, no hold. */
  Book: { history: 'GET /histories/books', holdQueue: 'GET /holds/queues', myHold: 'GET /my' },
} as const satisfies Record<'Query' | 'Mutation' | 'Book', Record<string, OperationEntry>>;

/** A Query or Mutation field of the GraphQL schema. */
export type GraphqlOperation =
  keyof (typeof GRAPHQL_OPERATIONS)['Query'] | keyof (typeof GRAPHQL_OPERATIONS)['Mutation'];

/** An operation of the table: a GraphQL Query or Mutation field, or a REST route. */
export type Operation = GraphqlOperation | RestRoute;

// Query's and Mutation's field names do not meet today (one name, one operation for the web's `useCan`).
const GRAPHQL_FIELDS: Readonly<Record<GraphqlOperation, OperationEntry>> = {
  ...GRAPHQL_OPERATIONS.Query,
  ...GRAPHQL_OPERATIONS.Mutation,
};

function isRestRoute(name: string): name is RestRoute {
  return Object.prototype.hasOwnProperty.call(REST_ROUTES, name);
}

function isPermission(name: string): name is Permission {
  return Object.prototype.hasOwnProperty.call(PERMISSIONS, name);
}

/** The permission `operation` needs: a REST route's, a GraphQL operation's (through its route), or itself. */
export function permissionOf(operation: Operation | Permission): Permission {
  if (isRestRoute(operation)) return REST_ROUTES[operation];
  if (isPermission(operation)) return operation;
  return permissionOf(GRAPHQL_FIELDS[operation]);
}

/** The REST route `METHOD /path` of the table, or undefined for one it does not have. */
export function restRoute(method: RestMethod, path: string): RestRoute | undefined {
  const route = `${method} ${path}`;
  return isRestRoute(route) ? route : undefined;
}

/** The table's REST routes as rows (method, path, permission), in the table's order. */
export function restRouteRows(): { method: RestMethod; path: string; permission: Permission }[] {
  return (Object.keys(REST_ROUTES) as RestRoute[]).map((route) => {
    const space = route.indexOf(' ');
    return {
      method: route.slice(0, space) as RestMethod,
      path: route.slice(space + 1),
      permission: REST_ROUTES[route],
    };
  });
}
