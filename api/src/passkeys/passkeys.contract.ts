/**
 * Passkeys' requests and answers as zod schemas (re-exported by `@library/api/contract`):
 * `POST /auth/passkeys` {name, response}, `POST /auth/passkey-sign-in` {response}, and the answer
 * `Passkey`. The WebAuthn options and the browser's answers are JSON objects of
 * @simplewebauthn/server and /browser: checked here for their shape only, verified by the service.
 * Rules and texts: contract/access-rules (PASSKEY_RULES, PASSKEY_MESSAGES).
 */
import { z } from 'zod';
import { ACCOUNT_LIMITS, PASSKEY_MESSAGES } from '../contract/rules';
import { timestamp } from '../contract/schema-parts';
import { nameText } from '../staff/staff.contract';

/** The browser's answer to a WebAuthn ceremony (`startRegistration` / `startAuthentication`). */
const credentialAnswer = z
  .object({
    id: z.string().min(1).max(1_024),
    rawId: z.string().min(1).max(1_024),
    type: z.literal('public-key'),
    response: z.object({ clientDataJSON: z.string().max(8_192) }).catchall(z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  })
  .catchall(z.unknown());

/** Body of `POST /auth/passkeys`: a name for the new passkey and the browser's registration answer. */
export const addPasskeyRequest = z.object({
  name: nameText(ACCOUNT_LIMITS.maxPasskeyName, PASSKEY_MESSAGES.nameTooLong),
  response: credentialAnswer,
});
export type AddPasskeyInput = z.output<typeof addPasskeyRequest>;

/** Body of `POST /auth/passkey-sign-in`: the browser's authentication answer. */
export const passkeySignInRequest = z.object({ response: credentialAnswer });
export type PasskeySignInInput = z.output<typeof passkeySignInRequest>;

/** A passkey as its owner sees it (never its key). */
export const restPasskey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
});
export type PasskeyJson = z.output<typeof restPasskey>;

/** `GET /auth/passkeys`'s data. */
export const restPasskeys = z.array(restPasskey);

/**
 * The options of `POST /auth/passkeys/options` and `POST /auth/passkey-sign-in/options`: WebAuthn's
 * PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON, for @simplewebauthn/browser as they are.
 */
export const restWebAuthnOptions = z.object({ challenge: z.string() }).catchall(z.unknown());
export type WebAuthnOptionsJson = z.output<typeof restWebAuthnOptions>;
