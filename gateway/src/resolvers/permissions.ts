/**
 * The gateway's mirror of the api's rules: THE table of what each operation needs, from
 * the contract's PERMISSIONS, checked with the contract's `allows` / `refusalFor` before the REST call,
 * for an early, clear error (UNAUTHENTICATED / FORBIDDEN with AUTH_MESSAGES' texts). The api decides
 * anyway on every route; this only saves a round trip and a confusing partial answer.
 *
 * Public fields never ask who is asking (no `GET /auth/me`); the others ask once per request
 * (GatewayContext.access, memoized). Every Query and Mutation field must be in the table (a missing
 * one fails the type check, and `guarded` throws at start for a resolver it does not know).
 */
import { allows, refusalFor, type Permission } from '@library/api/contract/rules';
import type { GatewayContext } from '../context';
import { refusal } from '../errors/codes';
import type { MutationResolvers, QueryResolvers } from '../generated/graphql';

export const OPERATION_PERMISSIONS = {
  Query: {
    books: 'public',
    book: 'public',
    bookByIsbn: 'public',
    borrowSummary: 'public',
    borrowTotals: 'public',
    library: 'public',
    viewer: 'public',
    invitation: 'public',
    loans: 'circulation',
    staffAccounts: 'administration',
    apiTokens: 'administration',
    activity: 'administration',
    passkeys: 'signedIn',
    accountSessions: 'signedIn',
    loanRules: 'public',
    members: 'circulation',
    member: 'circulation',
    memberByCard: 'circulation',
    holds: 'circulation',
    my: 'signedIn',
  },
  Mutation: {
    signIn: 'public',
    setUpLibrary: 'public',
    acceptInvitation: 'public',
    startPasskeySignIn: 'public',
    finishPasskeySignIn: 'public',
    // True even when nobody was signed in (the schema's word): it only clears the cookie then.
    signOut: 'public',
    borrowBook: 'circulation',
    returnLoan: 'circulation',
    createBook: 'catalogue',
    updateBook: 'catalogue',
    deleteBook: 'catalogue',
    createStaffAccount: 'administration',
    updateStaffAccount: 'administration',
    resetStaffAccount: 'administration',
    createApiToken: 'administration',
    revokeApiToken: 'administration',
    updateMyAccount: 'signedIn',
    changePassword: 'signedIn',
    signOutEverywhereElse: 'signedIn',
    startPasskeyRegistration: 'signedIn',
    finishPasskeyRegistration: 'signedIn',
    removePasskey: 'signedIn',
    createMember: 'memberRecords',
    updateMember: 'memberRecords',
    blockMember: 'memberRecords',
    unblockMember: 'memberRecords',
    deleteMember: 'memberRecords',
    inviteMember: 'memberRecords',
    renewLoan: 'ownLoans',
    placeHold: 'ownLoans',
    cancelHold: 'ownLoans',
    updateLoanRules: 'administration',
    setKeepHistory: 'signedIn',
  },
  /**
   * Fields of other types; a refused one answers its "nothing" (no error): a visitor's book page has
   * no history, an empty hold queue, and no hold of their own.
   */
  Book: { history: 'circulation', holdQueue: 'circulation', myHold: 'signedIn' },
} as const satisfies {
  Query: Record<keyof Required<QueryResolvers>, Permission>;
  Mutation: Record<keyof Required<MutationResolvers>, Permission>;
  Book: Record<string, Permission>;
};

/** Whether the request may use what `permission` guards (asks `GET /auth/me` unless it is public). */
export async function permitted(context: GatewayContext, permission: Permission): Promise<boolean> {
  if (permission === 'public') return true;
  return allows(await context.access(), permission);
}

/** Throws UNAUTHENTICATED or FORBIDDEN (the contract's `refusalFor`) unless the request holds `permission`. */
export async function requirePermission(context: GatewayContext, permission: Permission): Promise<void> {
  if (permission === 'public') return;
  const access = await context.access();
  if (!allows(access, permission)) throw refusal(refusalFor(access));
}

type AnyResolver = (parent: unknown, args: unknown, context: GatewayContext, info: unknown) => unknown;

/**
 * The Query or Mutation resolvers with each non-public one checking its permission first
 * (OPERATION_PERMISSIONS); public ones unchanged (no check, no cost).
 */
export function guarded<R extends QueryResolvers | MutationResolvers>(type: 'Query' | 'Mutation', resolvers: R): R {
  const table: Readonly<Partial<Record<string, Permission>>> = OPERATION_PERMISSIONS[type];
  const wrapped: Record<string, unknown> = {};
  for (const [field, resolver] of Object.entries(resolvers)) {
    const permission = table[field];
    if (permission === undefined) throw new Error(`${type}.${field} is not in OPERATION_PERMISSIONS`);
    if (typeof resolver !== 'function') throw new Error(`${type}.${field}: only function resolvers are guarded`);
    if (permission === 'public') {
      wrapped[field] = resolver;
      continue;
    }
    const resolve = resolver as AnyResolver;
    wrapped[field] = async (parent: unknown, args: unknown, context: GatewayContext, info: unknown) => {
      await requirePermission(context, permission);
      return resolve(parent, args, context, info);
    };
  }
  return wrapped as R;
}
