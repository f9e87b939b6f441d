import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * Whether a borrow was refused because no copy is free (not enough copies, or the only ones on the
 * hold shelf for others): the api's conflict that counts the copies `available`.
 */
export function noCopyFree(failure: unknown): boolean {
  if (!CombinedGraphQLErrors.is(failure)) return false;
  const extensions = failure.errors.at(0)?.extensions;
  return extensions?.['code'] === 'CONFLICT' && typeof extensions['available'] === 'number';
}

/** Whether a lend by ISBN found no book with it (NOT_FOUND): the scan is then looked up further. */
export function noSuchBook(failure: unknown): boolean {
  if (!CombinedGraphQLErrors.is(failure)) return false;
  return failure.errors.at(0)?.extensions?.['code'] === 'NOT_FOUND';
}
