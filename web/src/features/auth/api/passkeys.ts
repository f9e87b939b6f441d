import { graphql } from '../../../gql-staff';

export {
  useFinishPasskeyRegistrationMutation,
  useFinishPasskeySignInMutation,
  usePasskeysQuery,
  useRemovePasskeyMutation,
  useStartPasskeyRegistrationMutation,
  useStartPasskeySignInMutation,
} from '../../../gql-staff/hooks';

/** The viewer's passkeys. */
export const PasskeysDocument = /* @__PURE__ */ graphql(`
  query Passkeys {
    passkeys {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

/** WebAuthn creation options (JSON text) for a new passkey of the viewer. */
export const StartPasskeyRegistrationDocument = /* @__PURE__ */ graphql(`
  mutation StartPasskeyRegistration {
    startPasskeyRegistration
  }
`);

/** Keeps the new passkey: the browser's answer (JSON text) and its name; errors: PASSKEY_FAILED, BAD_USER_INPUT. */
export const FinishPasskeyRegistrationDocument = /* @__PURE__ */ graphql(`
  mutation FinishPasskeyRegistration($name: String!, $response: String!) {
    finishPasskeyRegistration(name: $name, response: $response) {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

export const RemovePasskeyDocument = /* @__PURE__ */ graphql(`
  mutation RemovePasskey($id: ID!) {
    removePasskey(id: $id)
  }
`);

/** WebAuthn request options (JSON text) for a discoverable passkey. */
export const StartPasskeySignInDocument = /* @__PURE__ */ graphql(`
  mutation StartPasskeySignIn {
    startPasskeySignIn
  }
`);

/** Signs in with the browser's answer (JSON text); errors: PASSKEY_FAILED, TOO_MANY_ATTEMPTS. */
export const FinishPasskeySignInDocument = /* @__PURE__ */ graphql(`
  mutation FinishPasskeySignIn($response: String!) {
    finishPasskeySignIn(response: $response) {
      id
      name
      role
    }
  }
`);
