import { graphql } from '../../../gql-staff';

export { useSignInMutation } from '../../../gql-staff/hooks';

/** Signs in with an email and a password; errors: INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS (`extensions.retryAfter`). */
export const SignInDocument = /* @__PURE__ */ graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      id
      name
      role
    }
  }
`);
