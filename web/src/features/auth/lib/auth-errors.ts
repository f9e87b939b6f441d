import { AUTH_MESSAGES } from '@library/api/contract/rules';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorCode, errorMessage } from '../../../lib/errors';

/** The seconds to wait that a TOO_MANY_ATTEMPTS error carries (`extensions.retryAfter`), if any. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const value = error.errors[0]?.extensions?.['retryAfter'];
  return typeof value === 'number' && value > 0 ? value : undefined;
}

/** "in 45 seconds", "in 1 minute", "in 15 minutes". */
export function waitText(seconds: number): string {
  if (seconds < 60) return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The texts a TOO_MANY_ATTEMPTS refusal may carry. */
const THROTTLE_TEXTS: readonly string[] = [
  AUTH_MESSAGES.tooManyAttempts,
  AUTH_MESSAGES.signInBusy,
  AUTH_MESSAGES.passwordSignInLocked,
];

/**
 * What a sign-in form says when the server refused: the contract's texts for the codes it knows
 * (`wrongCredentials` for INVALID_CREDENTIALS: the sign-in's or the setup code's), the wait when throttled.
 */
export function authFailure(error: unknown, wrongCredentials: string = AUTH_MESSAGES.signInFailed): string {
  switch (errorCode(error)) {
    case 'INVALID_CREDENTIALS':
      return wrongCredentials;
    case 'TOO_MANY_ATTEMPTS': {
      // Throttled (the default), too many sign-ins at once, or password sign-in stopped for the account.
      const said = errorMessage(error);
      const text = THROTTLE_TEXTS.find((known) => known === said) ?? AUTH_MESSAGES.tooManyAttempts;
      const seconds = retryAfterSeconds(error);
      return seconds === undefined ? text : `${text} (${waitText(seconds)})`;
    }
    case 'ALREADY_SET_UP':
      return AUTH_MESSAGES.alreadySetUp;
    case 'INVITATION_INVALID':
      return AUTH_MESSAGES.invitationInvalid;
    default:
      return errorMessage(error);
  }
}
