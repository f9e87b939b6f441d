import { graphql } from '../../../gql-staff';

export {
  useAccountSessionsQuery,
  useChangePasswordMutation,
  useSignOutEverywhereElseMutation,
  useUpdateMyAccountMutation,
} from '../../../gql-staff/hooks';

/** Changes the viewer's name (the header shows it from the cache: same Viewer id). */
export const UpdateMyAccountDocument = /* @__PURE__ */ graphql(`
  mutation UpdateMyAccount($name: String!) {
    updateMyAccount(name: $name) {
      id
      name
    }
  }
`);

/** Changes the viewer's password (the current one asked); the account's other sessions end. */
export const ChangePasswordDocument = /* @__PURE__ */ graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

/** The viewer's sessions, this one first. */
export const AccountSessionsDocument = /* @__PURE__ */ graphql(`
  query AccountSessions {
    accountSessions {
      id
      current
      createdAt
      lastSeenAt
      expiresAt
      userAgent
    }
  }
`);

/** Ends every session of the viewer but this one; returns how many ended. */
export const SignOutEverywhereElseDocument = /* @__PURE__ */ graphql(`
  mutation SignOutEverywhereElse {
    signOutEverywhereElse
  }
`);
