import { PASSKEY_MESSAGES } from '@library/api/contract/rules';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/**
 * The browser's part of a passkey ceremony (@simplewebauthn/browser, in the lazy auth screens only):
 * the server's options come as JSON text and the answer goes back so. A browser without WebAuthn, a
 * cancelled or timed-out prompt and a passkey already added become a PasskeyProblem with a clear text.
 */
export class PasskeyProblem extends Error {
  override name = 'PasskeyProblem';
}

/** Whether this browser can use passkeys at all. */
export function passkeysSupported(): boolean {
  return browserSupportsWebAuthn();
}

async function ceremony(run: () => Promise<unknown>): Promise<string> {
  if (!passkeysSupported()) throw new PasskeyProblem(PASSKEY_MESSAGES.unsupported);
  try {
    return JSON.stringify(await run());
  } catch (error: unknown) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'NotAllowedError' || name === 'AbortError') throw new PasskeyProblem(PASSKEY_MESSAGES.cancelled);
    if (name === 'InvalidStateError') throw new PasskeyProblem(PASSKEY_MESSAGES.alreadyAdded);
    if (name === 'NotSupportedError' || name === 'SecurityError')
      throw new PasskeyProblem(PASSKEY_MESSAGES.unsupported);
    throw error;
  }
}

/** Creates a passkey with the registration options (JSON text); the browser's answer as JSON text. */
export function createPasskey(optionsJson: string): Promise<string> {
  return ceremony(() =>
    startRegistration({ optionsJSON: JSON.parse(optionsJson) as PublicKeyCredentialCreationOptionsJSON }),
  );
}

/** Asks the browser for one of this site's passkeys with the request options (JSON text); its answer as JSON text. */
export function answerWithPasskey(optionsJson: string): Promise<string> {
  return ceremony(() =>
    startAuthentication({ optionsJSON: JSON.parse(optionsJson) as PublicKeyCredentialRequestOptionsJSON }),
  );
}
