import { AUTH_MESSAGES } from '@library/api/contract/rules';

/**
 * The staff list's marker of an account whose password sign-in stopped after too many failed
 * attempts (the api's SIGN_IN_THROTTLE.lockAfter); nothing for the others. Reset ends it.
 */
export function PasswordLockMarker({ locked }: { locked: boolean }) {
  if (!locked) return null;
  return (
    <span className="badge badge--warning" title={AUTH_MESSAGES.passwordLockedHint}>
      {AUTH_MESSAGES.passwordLockedMarker}
    </span>
  );
}
