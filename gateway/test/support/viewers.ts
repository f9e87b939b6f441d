/**
 * Who is asking, for resolver tests: the `GET /auth/me` answer of each kind of viewer,
 * and a GatewayContext built as the app builds one (the same memoized `access()`), whose session
 * cookie changes are recorded instead of sent. Authorization is never mocked away: the resolvers
 * decide with the contract's rules from what `me` answers.
 */
import type { StaffRole } from '@library/api/contract/rules';
import { accessOnce, type GatewayContext } from '../../src/context';
import type { LibraryApi } from '../../src/rest/LibraryApi';
import type {
  RestAccount,
  RestAccountSession,
  RestActivityEntry,
  RestActivityPage,
  RestApiToken,
  RestInvitation,
  RestMe,
  RestPasskey,
  RestSignIn,
  RestStaffAccount,
} from '../../src/rest/types';
import { FakeLibraryApi } from './FakeLibraryApi';
import { createLogger } from '../../src/logger';

const silentLogger = createLogger('silent');

/**
 * A viewer of the role matrix: a staff role, a member (a person without a role whose account has a
 * member record), a person with neither, an API token, a visitor, or anyone in an open library.
 */
export type Viewer = StaffRole | 'member' | 'person' | 'token' | 'visitor' | 'open';

export const VIEWERS: readonly Viewer[] = [
  'open',
  'visitor',
  'person',
  'member',
  'VOLUNTEER',
  'LIBRARIAN',
  'ADMIN',
  'token',
];

/** The member record of the 'member' viewer's account. */
export const VIEWER_MEMBER = { id: 'member-1', cardNumber: '1234567897', name: 'Alex Kim' } as const;

export function anAccount(overrides: Partial<RestAccount> = {}): RestAccount {
  return { id: 'account-1', email: 'ada@example.org', name: 'Ada', role: 'LIBRARIAN', member: null, ...overrides };
}

/** What `GET /auth/me` answers for `viewer` (the token: a LIBRARIAN integration). */
export function meOf(viewer: Viewer): RestMe {
  const none = { timeZone: 'UTC', account: null, session: null, token: null };
  if (viewer === 'open') return { open: true, ...none };
  if (viewer === 'visitor') return { open: false, ...none };
  if (viewer === 'token')
    return { open: false, ...none, token: { id: 'token-1', name: 'Shelf sync', role: 'LIBRARIAN' } };
  const role = viewer === 'member' || viewer === 'person' ? null : viewer;
  const member = viewer === 'member' ? { ...VIEWER_MEMBER } : null;
  return {
    open: false,
    timeZone: 'UTC',
    account: anAccount({ role, name: `A ${viewer}`, member }),
    session: { id: 'session-1', expiresAt: '2030-01-01T00:00:00.000Z' },
    token: null,
  };
}

export function aSignIn(overrides: Partial<RestSignIn> = {}): RestSignIn {
  return { token: 'session-token', expiresAt: '2030-01-01T00:00:00.000Z', account: anAccount(), ...overrides };
}

export function aPasskey(overrides: Partial<RestPasskey> = {}): RestPasskey {
  return {
    id: 'passkey-1',
    name: 'Work laptop',
    createdAt: '2026-11-01T09:00:00.000Z',
    lastUsedAt: null,
    ...overrides,
  };
}

/** A session change a resolver asked for: `started` (with the new session) or `ended`. */
export type SessionEvent = { started: RestSignIn } | 'ended';

export interface TestContext {
  context: GatewayContext;
  /** The cookie changes asked for, in order. */
  sessions: SessionEvent[];
}

/** A context on `api` as the app makes one, `GET /auth/me` answering `viewer` (when `api` is a fake). */
export function contextAs(api: LibraryApi, viewer?: Viewer, origin = 'https://books.example.org'): TestContext {
  if (viewer !== undefined) {
    if (!(api instanceof FakeLibraryApi)) throw new Error('contextAs: a viewer is set on a FakeLibraryApi only');
    api.when.me.returns(meOf(viewer));
  }
  const who = accessOnce(api);
  const sessions: SessionEvent[] = [];
  const context: GatewayContext = {
    api,
    requestId: 'test',
    logger: silentLogger,
    access: who.access,
    session: {
      started(signIn) {
        sessions.push({ started: signIn });
        who.forget();
      },
      ended() {
        sessions.push('ended');
        who.forget();
      },
    },
    origin,
  };
  return { context, sessions };
}

/* REST answers of the access routes, plain defaults a test overrides. */

export function aStaffAccount(overrides: Partial<RestStaffAccount> = {}): RestStaffAccount {
  return {
    id: 'account-2',
    email: 'grace@example.org',
    name: 'Grace',
    role: 'VOLUNTEER',
    status: 'invited',
    lastSignInAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    activeTokenCount: 0,
    passwordSignInLocked: false,
    ...overrides,
  };
}

export function anInvitation(overrides: Partial<RestInvitation> = {}): RestInvitation {
  return { account: aStaffAccount(), token: 'invite-token', expiresAt: '2026-01-08T00:00:00.000Z', ...overrides };
}

export function anApiToken(overrides: Partial<RestApiToken> = {}): RestApiToken {
  return {
    id: 'token-1',
    name: 'Shelf sync',
    role: 'LIBRARIAN',
    createdBy: 'Ada',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastUsedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

export function anActivityEntry(overrides: Partial<RestActivityEntry> = {}): RestActivityEntry {
  return {
    id: 'entry-1',
    at: '2026-01-01T00:00:00.000Z',
    actorKind: 'account',
    actorName: 'Ada',
    action: 'book.created',
    targetKind: 'book',
    targetId: 'book-1',
    targetLabel: 'Dune',
    address: '203.0.113.9',
    ...overrides,
  };
}

export function anActivityPage(items: RestActivityEntry[] = [anActivityEntry()]): RestActivityPage {
  return { items, page: 1, limit: 20, total: items.length, totalPages: 1 };
}

export function aSession(overrides: Partial<RestAccountSession> = {}): RestAccountSession {
  return {
    id: 'session-1',
    current: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSeenAt: '2026-01-01T01:00:00.000Z',
    expiresAt: '2026-01-08T00:00:00.000Z',
    userAgent: 'Firefox',
    ...overrides,
  };
}
