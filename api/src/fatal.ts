/** Start-up failures every user can act on, printed as one line. */
import { ConfigError } from './config';
import { DataDirLockedError } from './db/lock';
import { DatabaseUnreachableError } from './db/postgres';
import { PortInUseError } from './server';

export function startupFailureLine(err: unknown): string {
  if (
    err instanceof ConfigError ||
    err instanceof DataDirLockedError ||
    err instanceof DatabaseUnreachableError ||
    err instanceof PortInUseError
  ) {
    return err.message;
  }
  const reason = err instanceof Error ? err.message : String(err);
  return `The API could not start: ${reason.split('\n')[0]}`;
}
