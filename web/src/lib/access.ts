import { useApolloClient } from '@apollo/client/react';
import { allows, permissionOf, type Access, type Operation } from '@library/api/contract/rules';
import { graphql } from '../gql';
import { useAccessQuery } from '../gql/hooks';

export { useSignOutMutation } from '../gql/hooks';
import type { AccessQuery } from '../gql/graphql';

/**
 * Who is viewing and whether the library is open: asked once by the shell (the header), answered
 * from the cache for every other screen; a server-rendered page carries the answer in its state.
 */
export const AccessDocument = /* @__PURE__ */ graphql(`
  query Access {
    viewer {
      id
      email
      name
      role
      member {
        id
        cardNumber
        name
      }
    }
    library {
      open
      timeZone
    }
  }
`);

/** Ends this browser's session (the gateway clears its cookie). */
export const SignOutDocument = /* @__PURE__ */ graphql(`
  mutation SignOut {
    signOut
  }
`);

export type Viewer = NonNullable<AccessQuery['viewer']>;

export interface ViewerAccess {
  /** The contract's Access: a visitor of a protected library until the answer is known. */
  access: Access;
  viewer: Viewer | null;
  /** False until the answer came (nothing that depends on it, "Sign in" included, is shown before). */
  known: boolean;
}

/** The viewer and their Access (`@library/api/contract/rules`). */
export function useAccess(): ViewerAccess {
  const { data } = useAccessQuery();
  const viewer = data?.viewer ?? null;
  return {
    access: {
      open: data?.library.open ?? false,
      signedIn: viewer !== null,
      role: viewer?.role ?? null,
      member: viewer?.member != null,
    },
    viewer,
    known: data !== undefined,
  };
}

/** The library's time zone (an IANA name), or null until the shell's Access answer is in. */
export function useLibraryTimeZone(): string | null {
  return useAccessQuery().data?.library.timeZone ?? null;
}

/** Where a visitor signs in to come back to `path` (a same-origin path: /sign-in checks it again). */
export function signInPath(path: string): string {
  return path === '/' || path.startsWith('/sign-in') ? '/sign-in' : `/sign-in?next=${encodeURIComponent(path)}`;
}

/** Whether `access` may use `operation` (a GraphQL operation or REST route of the contract's table). */
export function may(access: Access, operation: Operation): boolean {
  return allows(access, permissionOf(operation));
}

/**
 * Whether the viewer may use `operation` (false until known: never shown, then refused). Name the
 * operation the control leads to, never a bare permission (the table says which it needs).
 */
export function useCan(operation: Operation): boolean {
  return allows(useAccess().access, permissionOf(operation));
}

/**
 * After signing in or out: every cached answer was the previous viewer's, so the cache is emptied and
 * the screens' queries (the viewer's first) asked again. A query that fails then shows its own error.
 */
export function useResetForViewer(): () => Promise<void> {
  const client = useApolloClient();
  return async () => {
    await client.resetStore().catch(() => undefined);
  };
}
