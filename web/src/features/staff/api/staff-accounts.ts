import { graphql } from '../../../gql-staff';

export {
  useCreateStaffAccountMutation,
  useResetStaffAccountMutation,
  useStaffAccountsQuery,
  useUpdateStaffAccountMutation,
} from '../../../gql-staff/hooks';

export const StaffAccountFieldsFragment = /* @__PURE__ */ graphql(`
  fragment StaffAccountFields on StaffAccount {
    id
    email
    name
    role
    status
    lastSignInAt
    createdAt
    activeTokenCount
    passwordSignInLocked
  }
`);

/** Staff accounts, admins first then by name. */
export const StaffAccountsDocument = /* @__PURE__ */ graphql(`
  query StaffAccounts {
    staffAccounts {
      ...StaffAccountFields
    }
  }
`);

/** Adds an account: its invitation link comes back, to copy; errors: BAD_USER_INPUT, DUPLICATE_EMAIL. */
export const CreateStaffAccountDocument = /* @__PURE__ */ graphql(`
  mutation CreateStaffAccount($input: CreateStaffAccountInput!) {
    createStaffAccount(input: $input) {
      url
      expiresAt
      account {
        ...StaffAccountFields
      }
    }
  }
`);

/** Changes an account's role or status; errors: NOT_FOUND, LAST_ADMIN. */
export const UpdateStaffAccountDocument = /* @__PURE__ */ graphql(`
  mutation UpdateStaffAccount($id: ID!, $input: UpdateStaffAccountInput!) {
    updateStaffAccount(id: $id, input: $input) {
      ...StaffAccountFields
    }
  }
`);

/** Resets an account (password and sessions end): a new invitation link comes back. */
export const ResetStaffAccountDocument = /* @__PURE__ */ graphql(`
  mutation ResetStaffAccount($id: ID!) {
    resetStaffAccount(id: $id) {
      url
      expiresAt
      account {
        ...StaffAccountFields
      }
    }
  }
`);
