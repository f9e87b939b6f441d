import { graphql } from '../../../gql-staff';

export { useSetUpLibraryMutation } from '../../../gql-staff/hooks';

/**
 * Makes the first admin of an open library with the code its `npm start` printed, and signs in;
 * errors: BAD_USER_INPUT (per field), INVALID_CREDENTIALS (wrong code), TOO_MANY_ATTEMPTS, ALREADY_SET_UP.
 */
export const SetUpLibraryDocument = /* @__PURE__ */ graphql(`
  mutation SetUpLibrary($code: String!, $name: String!, $email: String!, $password: String!) {
    setUpLibrary(code: $code, name: $name, email: $email, password: $password) {
      id
      name
      role
    }
  }
`);
