import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Field name -> message, as the gateway sends them in `extensions.fields` for BAD_USER_INPUT. */
export type FieldMessages = Record<string, string>;

const NETWORK_MESSAGE = 'Could not reach the library server. Check your connection and try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The machine-readable code of the first GraphQL error (`BAD_USER_INPUT`, `NOT_FOUND`, `CONFLICT`, ...). */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : undefined;
}

/** The server's own message (first non-empty GraphQL error message), if the server answered with one. */
export function serverMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.map((graphQLError) => graphQLError.message).find((text) => text.trim() !== '');
}

/** The message a person should read: the server's message for GraphQL errors, a plain one otherwise. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return serverMessage(error) ?? 'Something went wrong.';
  if (error instanceof Error) {
    if (error.name === 'ServerError' || error.name === 'ServerParseError' || error instanceof TypeError) {
      return NETWORK_MESSAGE;
    }
    return error.message || 'Something went wrong.';
  }
  return 'Something went wrong.';
}

/** Per-field messages from a BAD_USER_INPUT (or CONFLICT) error, empty when there are none. */
export function fieldErrors(error: unknown): FieldMessages {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const result: FieldMessages = {};
  for (const graphQLError of error.errors) {
    const fields = graphQLError.extensions?.['fields'];
    if (!isRecord(fields)) continue;
    for (const [name, message] of Object.entries(fields)) {
      if (typeof message === 'string') result[name] = message;
    }
  }
  return result;
}

/** True when a lookup by id failed because the id matches nothing (or is not a valid id at all). */
export function isNotFoundError(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'NOT_FOUND' || code === 'BAD_USER_INPUT';
}
