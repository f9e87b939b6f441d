import { graphql } from '../../../gql-staff';

export { useApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } from '../../../gql-staff/hooks';

export const ApiTokenFieldsFragment = /* @__PURE__ */ graphql(`
  fragment ApiTokenFields on ApiToken {
    id
    name
    role
    createdBy
    createdAt
    lastUsedAt
    revokedAt
  }
`);

/** API tokens, newest first, revoked ones included. */
export const ApiTokensDocument = /* @__PURE__ */ graphql(`
  query ApiTokens {
    apiTokens {
      ...ApiTokenFields
    }
  }
`);

/** Creates a token: its secret is in this answer only. */
export const CreateApiTokenDocument = /* @__PURE__ */ graphql(`
  mutation CreateApiToken($name: String!, $role: StaffRole!) {
    createApiToken(name: $name, role: $role) {
      secret
      token {
        ...ApiTokenFields
      }
    }
  }
`);

/** Revokes a token: it stops working at once. */
export const RevokeApiTokenDocument = /* @__PURE__ */ graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      ...ApiTokenFields
    }
  }
`);
