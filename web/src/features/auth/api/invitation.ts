import { graphql } from '../../../gql-staff';

export { useAcceptInvitationMutation, useInvitationQuery } from '../../../gql-staff/hooks';

/** Whom an invitation link is for; null when it is not valid or has expired. */
export const InvitationDocument = /* @__PURE__ */ graphql(`
  query Invitation($token: String!) {
    invitation(token: $token) {
      email
      name
      expiresAt
      member
    }
  }
`);

/** Sets the invited person's password and signs them in; errors: INVITATION_INVALID, BAD_USER_INPUT. */
export const AcceptInvitationDocument = /* @__PURE__ */ graphql(`
  mutation AcceptInvitation($token: String!, $password: String!) {
    acceptInvitation(token: $token, password: $password) {
      id
      name
      role
    }
  }
`);
