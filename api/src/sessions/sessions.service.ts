/**
 * Sessions and sign-in. A session token is 256 random bits, stored only as its SHA-256
 * hash; a new one at every sign-in. A session ends SESSION_IDLE_HOURS after its last use, or
 * SESSION_MAX_DAYS after sign-in, or when it is signed out, its account disabled or its password
 * reset (`endSessionsOf`). Failed sign-ins and wrong setup codes are throttled (./throttle). The
 * bearer of a request (a session token or an API token) is turned into its Principal here.
 * Times come from the `now` clock given to the service, so tests can move time.
 */
import { secretMatches, hashSecret, randomSecret } from '../access/secrets';
import { canonicalSetupCode, hashSetupCode, newSetupCode } from '../access/setup-code';
import type { Principal } from '../access/principal';
import type { AccountsService } from '../accounts/accounts.service';
import { AUTH_MESSAGES, API_TOKEN_PREFIX, SIGN_IN_THROTTLE, emailKey, lowerRole } from '../contract/rules';
import type { Db, Executor } from '../db/handles';
import type { AccountRow, SessionRow } from '../db/schema';
import {
  alreadySetUp,
  duplicateEmail,
  invalidCredentials,
  invitationInvalid,
  passwordSignInLocked,
  sessionEnded,
  tooManyAttempts,
  unauthenticated,
  ValidationError,
} from '../errors';
import * as q from './sessions.queries';
import { failed as settleAsFailure, released, reserve, succeeded, type Attempt, type Reservation } from './throttle';

/** Where a request comes from: its address (TRUST_PROXY) and user agent, kept with its session. */
export interface Client {
  address: string | null;
  userAgent: string | null;
}

/** The member record of a signed-in person, as their answers show it. */
export interface AccountMember {
  id: string;
  cardNumber: string;
  name: string;
}

/** A new session: its token (shown once, to the client), its row, its account and the account's member. */
export interface SignedIn {
  token: string;
  session: SessionRow;
  account: AccountRow;
  member: AccountMember | null;
}

/**
 * Sign-in events the activity log records (wired by store.ts; activity/ of api-admin records them):
 * `sign-in.throttled` (the failure that starts a throttling, once; actor system; the account when
 * it exists, no email otherwise) and
 * `library.set-up` (the first admin).
 */
export interface AuthEvents {
  signInThrottled(event: { accountId: string | null; address: string | null }): Promise<void>;
  librarySetUp(event: { account: AccountRow; address: string | null }): Promise<void>;
}

export const NO_AUTH_EVENTS: AuthEvents = {
  signInThrottled: () => Promise.resolve(),
  librarySetUp: () => Promise.resolve(),
};

export interface SessionsOptions {
  now: () => Date;
  idleHours: number;
  maxDays: number;
  events?: AuthEvents;
}

export interface SessionsService {
  /** The principal of a request's bearer token (none: open or visitor); 401 when the token is not valid. */
  principalOf(bearer: string | undefined): Promise<Principal>;
  /** 200: a new session; 401 INVALID_CREDENTIALS (one message); 429 TOO_MANY_ATTEMPTS. */
  signIn(credentials: { email: string; password: string }, client: Client): Promise<SignedIn>;
  /**
   * Signs in the account a proof names (a passkey's answer: ../passkeys), throttled per address as
   * sign-ins are: `prove` resolves the account, or undefined when the proof fails; then, or for a
   * disabled account, `refusal()` is thrown and the failure counted. 429 TOO_MANY_ATTEMPTS.
   */
  signInWithProof(
    prove: () => Promise<AccountRow | undefined>,
    refusal: () => Error,
    client: Client,
  ): Promise<SignedIn>;
  /** A new session for the account (after it proved who it is). */
  startSession(account: AccountRow, client: Client): Promise<SignedIn>;
  endSession(sessionId: string): Promise<void>;
  /** Ends every session of the account (disabled, password reset), on `handle` (a transaction) when given; how many. */
  endSessionsOf(accountId: string, handle?: Executor): Promise<number>;
  /** Ends the account's sessions but `keep`; how many. */
  endOtherSessions(accountId: string, keep: string): Promise<number>;
  /** The account's sessions that have not ended, most recently used first. */
  sessionsOf(accountId: string): Promise<SessionRow[]>;
  /** The member linked to the account (a member who signs in); null for anyone else. */
  signedInMember(accountId: string): Promise<AccountMember | null>;
  /** The idle expiry: a session is over once unused this long (ms). */
  readonly idleMs: number;
  /** While the library is open: a new setup code (its hash stored, replacing any other); else undefined. */
  newSetupCode(): Promise<string | undefined>;
  /** The first admin, with the setup code: 201 and signed in; 409 ALREADY_SET_UP; 401 for a wrong code (throttled). */
  setUpLibrary(
    input: { code: string; name: string; email: string; password: string },
    client: Client,
  ): Promise<SignedIn>;
  /** The account an invitation token is for, while it is valid; 404 INVITATION_INVALID. */
  invitedAccount(token: string): Promise<AccountRow>;
  /** Sets the password of an invited account, clears the invitation and signs in; 404 INVITATION_INVALID. */
  acceptInvitation(token: string, password: string, client: Client): Promise<SignedIn>;
  /** Checks the current password (a VALIDATION_FAILED field error, throttled), sets the new one, ends the OTHER sessions. */
  changePassword(
    who: { accountId: string; sessionId: string },
    passwords: { currentPassword: string; newPassword: string },
    client: Client,
  ): Promise<void>;
}

const HOUR_MS = 3_600_000;
const TOUCH_MS = 60_000;

export function sessionsService(db: Db, accounts: AccountsService, options: SessionsOptions): SessionsService {
  const { now } = options;
  const events = options.events ?? NO_AUTH_EVENTS;
  const idleMs = options.idleHours * HOUR_MS;
  const maxMs = options.maxDays * 24 * HOUR_MS;

  /** The attempt reserved (sessions/throttle), or 429 with the wait when it is throttled: before any hash. */
  async function reserveOrRefuse(attempt: Attempt, at: Date): Promise<Reservation> {
    const reserved = await reserve(db, attempt, at);
    if ('wait' in reserved) throw tooManyAttempts(reserved.wait);
    return reserved;
  }

  /** The answer of `check` (a secret checked) for a reserved attempt; one that could not run releases it. */
  async function checked<T>(reservation: Reservation, check: () => Promise<T>): Promise<T> {
    try {
      return await check();
    } catch (err: unknown) {
      await released(db, reservation);
      throw err;
    }
  }

  /**
   * Settles a reserved attempt as a failure; when it is the one that starts the throttling, tells
   * the activity log (once: the tries refused after it are not recorded). The lockAfter-th password
   * failure of an account's email in lockHours stops its password sign-in until a reset.
   */
  async function failed(reservation: Reservation, account: AccountRow | undefined): Promise<void> {
    const failure = await settleAsFailure(db, reservation);
    const locks =
      account !== undefined &&
      account.passwordLockedAt === null &&
      failure.failuresInLockWindow >= SIGN_IN_THROTTLE.lockAfter;
    if (locks) await accounts.changeAccount(account.id, { passwordLockedAt: reservation.at });
    if (locks || failure.startsThrottling) {
      await events.signInThrottled({ accountId: account?.id ?? null, address: reservation.attempt.address });
    }
  }

  /** A new session for the account, on `exec` (the transaction that used a secret up, when there is one). */
  const sessionOn = async (exec: Executor, account: AccountRow, client: Client): Promise<SignedIn> => {
    const at = now();
    let token = randomSecret();
    // A session token never looks like an API token (a chance of 1 in 16 million).
    while (token.startsWith(API_TOKEN_PREFIX)) token = randomSecret();
    const session = await q.insertSession(exec, {
      accountId: account.id,
      tokenHash: hashSecret(token),
      at,
      expiresAt: new Date(at.getTime() + maxMs),
      address: client.address,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
    });
    const signedIn = await accounts.changeAccount(account.id, { lastSignInAt: at }, exec);
    await q.deleteEndedSessions(exec, at, new Date(at.getTime() - idleMs));
    const member = (await q.memberOfAccount(exec, account.id)) ?? null;
    return { token, session, account: signedIn ?? account, member };
  };

  const startSession: SessionsService['startSession'] = (account, client) => sessionOn(db, account, client);

  const sessionPrincipal = async (token: string): Promise<Principal> => {
    const found = await q.sessionByTokenHash(db, hashSecret(token));
    const at = now();
    if (
      found === undefined ||
      !secretMatches(token, found.session.tokenHash) ||
      found.session.expiresAt.getTime() <= at.getTime() ||
      found.session.lastSeenAt.getTime() + idleMs <= at.getTime() ||
      found.account.disabledAt !== null
    ) {
      throw sessionEnded();
    }
    await q.touchSession(db, found.session.id, at, new Date(at.getTime() - TOUCH_MS));
    const { account, session, memberId } = found;
    return {
      kind: 'account',
      accountId: account.id,
      sessionId: session.id,
      name: account.name,
      email: account.email,
      role: account.role,
      memberId,
    };
  };

  const tokenPrincipal = async (token: string): Promise<Principal> => {
    const found = await q.liveApiTokenByHash(db, hashSecret(token));
    if (found === undefined || !secretMatches(token, found.tokenHash)) throw sessionEnded();
    // A token follows the person who made it: nothing while they are disabled (or no longer staff),
    // and never more than their role now.
    const { creator } = found;
    if (creator !== null && (creator.disabled || creator.role === null)) throw sessionEnded();
    const at = now();
    await q.touchApiToken(db, found.id, at, new Date(at.getTime() - TOUCH_MS));
    const role = creator?.role ? lowerRole(found.role, creator.role) : found.role;
    return { kind: 'token', tokenId: found.id, name: found.name, role };
  };

  const invitedAccount = async (token: string): Promise<AccountRow> => {
    const account = await accounts.accountByInvitationToken(token);
    if (
      account === undefined ||
      account.invitationExpiresAt === null ||
      account.invitationExpiresAt.getTime() <= now().getTime() ||
      account.disabledAt !== null
    ) {
      throw invitationInvalid();
    }
    return account;
  };

  return {
    principalOf: async (bearer) => {
      if (bearer === undefined) return (await accounts.libraryIsOpen()) ? { kind: 'open' } : { kind: 'visitor' };
      return bearer.startsWith(API_TOKEN_PREFIX) ? tokenPrincipal(bearer) : sessionPrincipal(bearer);
    },
    signIn: async ({ email, password }, client) => {
      const at = now();
      const account = await accounts.accountByEmail(email);
      // Stopped after lockAfter failures: no password is checked for it until a reset.
      if (account?.passwordLockedAt != null) throw passwordSignInLocked();
      const { address } = client;
      const ownAddress =
        account !== undefined && address !== null && (await q.hasSessionFrom(db, account.id, address, at));
      const attempt: Attempt = { kind: 'password', emailKey: emailKey(email), address, ownAddress };
      const reservation = await reserveOrRefuse(attempt, at);
      const matches = await checked(reservation, () => accounts.checkPassword(account, password));
      if (account === undefined || !matches || account.disabledAt !== null) {
        await failed(reservation, account);
        throw invalidCredentials();
      }
      await succeeded(db, reservation);
      return startSession(account, client);
    },
    signInWithProof: async (prove, refusal, client) => {
      const at = now();
      // Passkeys count their own failures: password failures never refuse one.
      const reservation = await reserveOrRefuse({ kind: 'passkey', emailKey: null, address: client.address }, at);
      const account = await checked(reservation, prove);
      if (account === undefined || account.disabledAt !== null) {
        await failed(reservation, account);
        throw refusal();
      }
      await released(db, reservation);
      return startSession(account, client);
    },
    startSession,
    endSession: async (sessionId) => {
      await q.deleteSession(db, sessionId);
    },
    endSessionsOf: (accountId, handle) => q.deleteSessionsOf(handle ?? db, accountId),
    endOtherSessions: (accountId, keep) => q.deleteSessionsOf(db, accountId, keep),
    sessionsOf: (accountId) => {
      const at = now();
      return q.liveSessionsOf(db, accountId, at, new Date(at.getTime() - idleMs));
    },
    signedInMember: async (accountId) => (await q.memberOfAccount(db, accountId)) ?? null,
    idleMs,
    newSetupCode: async () => {
      if (!(await accounts.libraryIsOpen())) {
        await q.clearSetupCode(db);
        return undefined;
      }
      const code = newSetupCode();
      await q.setSetupCodeHash(db, hashSetupCode(code), now());
      return code;
    },
    setUpLibrary: async (input, client) => {
      const at = now();
      if (!(await accounts.libraryIsOpen())) throw alreadySetUp();
      const person = { email: input.email, name: input.name };
      accounts.checkNewPassword(person, input.password);
      const reservation = await reserveOrRefuse({ kind: 'setup-code', emailKey: null, address: client.address }, at);
      // Before the code is used up: a taken email would leave the library without a code until a restart.
      if ((await accounts.accountByEmail(input.email)) !== undefined) {
        await released(db, reservation);
        throw duplicateEmail();
      }
      const stored = await q.setupCodeHash(db);
      if (stored === undefined && !(await accounts.libraryIsOpen())) {
        // Another setup has just made the first admin (and used the code up).
        await released(db, reservation);
        throw alreadySetUp();
      }
      if (stored === undefined || !secretMatches(canonicalSetupCode(input.code), stored)) {
        await failed(reservation, undefined);
        throw invalidCredentials(AUTH_MESSAGES.setupCodeWrong);
      }
      await released(db, reservation);
      const hash = hashSetupCode(input.code);
      // The code is used up in the transaction that makes the admin: one setup wins, and a failed one keeps the code.
      const signedIn = await db.transaction(async (tx) => {
        if (!(await q.takeSetupCode(tx, hash))) return undefined;
        const account = await accounts.createAccount({ ...person, role: 'ADMIN', password: input.password }, tx);
        return sessionOn(tx, account, client);
      });
      // Another setup took the code first.
      if (signedIn === undefined) throw alreadySetUp();
      await events.librarySetUp({ account: signedIn.account, address: client.address });
      return signedIn;
    },
    invitedAccount,
    acceptInvitation: async (token, password, client) => {
      const account = await invitedAccount(token);
      const passwordHash = await accounts.hashNewPassword(account, password);
      // The invitation is used up in the transaction that signs in: of acceptances at once, one passes.
      return db.transaction(async (tx) => {
        const updated = await accounts.useInvitation(account, token, passwordHash, tx);
        if (updated === undefined) throw invitationInvalid();
        await q.deleteSessionsOf(tx, account.id);
        return sessionOn(tx, updated, client);
      });
    },
    changePassword: async (who, { currentPassword, newPassword }, client) => {
      const account = await accounts.accountById(who.accountId);
      if (account === undefined) throw unauthenticated();
      const at = now();
      accounts.checkNewPassword(account, newPassword, 'newPassword');
      const attempt: Attempt = { kind: 'password', emailKey: account.emailKey, address: client.address };
      const reservation = await reserveOrRefuse(attempt, at);
      if (!(await checked(reservation, () => accounts.checkPassword(account, currentPassword)))) {
        await failed(reservation, account);
        throw new ValidationError({
          currentPassword: {
            message: AUTH_MESSAGES.currentPasswordWrong,
            kind: 'invalid',
            path: 'currentPassword',
            value: '[hidden]',
          },
        });
      }
      await released(db, reservation);
      await accounts.setPassword(account.id, newPassword, 'newPassword');
      await q.deleteSessionsOf(db, account.id, who.sessionId);
    },
  };
}
