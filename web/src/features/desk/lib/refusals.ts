import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MEMBER_MESSAGES } from '@library/api/contract/rules';
import { errorMessage } from '../../../lib/errors';

/** A refused borrow's message, with the copies on the hold shelf for others when the api counts them. */
export function refusalText(failure: unknown): string {
  const message = errorMessage(failure);
  if (!CombinedGraphQLErrors.is(failure)) return message;
  const onHoldShelf = failure.errors[0]?.extensions?.['onHoldShelf'];
  return typeof onHoldShelf === 'number' && onHoldShelf > 0
    ? `${message} (${MEMBER_MESSAGES.onHoldShelf(onHoldShelf)})`
    : message;
}

/**
 * Whether a borrow was refused because no copy is free (not enough copies, or the only ones on the
 * hold shelf for others): the api's conflict that counts the copies `available`.
 */
export function noCopyFree(failure: unknown): boolean {
  if (!CombinedGraphQLErrors.is(failure)) return false;
  const extensions = failure.errors.at(0)?.extensions;
  return extensions?.['code'] === 'CONFLICT' && typeof extensions['available'] === 'number';
}
