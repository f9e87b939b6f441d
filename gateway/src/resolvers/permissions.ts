/**
 * The gateway's guard: what each operation needs, from the contract's operation table
 * (GRAPHQL_OPERATIONS: an operation's REST route, or a permission of its own), checked with the
 * contract's `allows` / `refusalFor` before the REST call, for an early, clear error (UNAUTHENTICATED /
 * FORBIDDEN with AUTH_MESSAGES' texts). The api decides anyway on every route; this only saves a round
 * trip and a confusing partial answer.
 *
 * Public fields never ask who is asking (no `GET /auth/me`); the others ask once per request
 * (GatewayContext.access, memoized). Every Query and Mutation field must be in the table (a missing
 * one fails the type check here, and `guarded` throws at start for a resolver it does not know).
 */
import {
  allows,
  GRAPHQL_OPERATIONS,
  permissionOf,
  refusalFor,
  type OperationEntry,
  type Permission,
} from '@library/api/contract/rules';
import type { GatewayContext } from '../context';
import { refusal } from '../errors/codes';
import type { MutationResolvers, QueryResolvers } from '../generated/graphql';

/** Each of `entries`' fields with its permission; `K` names the fields it must have (the schema's). */
function permissionsOf<K extends string>(
  entries: Readonly<Record<K, OperationEntry>>,
): Readonly<Record<K, Permission>> {
  const permissions: Partial<Record<K, Permission>> = {};
  for (const field of Object.keys(entries) as K[]) permissions[field] = permissionOf(entries[field]);
  return permissions as Record<K, Permission>;
}

/** Each Query and Mutation field's permission (and the guarded fields of Book), from the contract. */
export const OPERATION_PERMISSIONS = {
  Query: permissionsOf<keyof Required<QueryResolvers>>(GRAPHQL_OPERATIONS.Query),
  Mutation: permissionsOf<keyof Required<MutationResolvers>>(GRAPHQL_OPERATIONS.Mutation),
  /**
   * Fields of other types; a refused one answers its "nothing" (no error): a visitor's book page has
   * no history, an empty hold queue, and no hold of their own.
   */
  Book: permissionsOf(GRAPHQL_OPERATIONS.Book),
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
