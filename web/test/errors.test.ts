import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GraphQLError } from 'graphql';
import { errorCode, errorMessage, fieldErrors, isNotFoundError, serverMessage } from '../src/lib/errors';

function gatewayError(message: string, extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ errors: [new GraphQLError(message, { extensions })] });
}

describe('error helpers', () => {
  test('when the gateway rejects input, then code, message and per-field messages are read from it', () => {
    const error = gatewayError('Invalid book', {
      code: 'BAD_USER_INPUT',
      fields: { title: 'Title is required', copies: 7 },
    });
    expect(errorCode(error)).toBe('BAD_USER_INPUT');
    expect(errorMessage(error)).toBe('Invalid book');
    expect(serverMessage(error)).toBe('Invalid book');
    expect(fieldErrors(error)).toEqual({ title: 'Title is required' });
    expect(isNotFoundError(error)).toBe(true);
  });

  test('when the network fails, then a plain message is given and there is no server message', () => {
    const error = new TypeError('Failed to fetch');
    expect(errorCode(error)).toBeUndefined();
    expect(serverMessage(error)).toBeUndefined();
    expect(errorMessage(error)).toBe('Could not reach the library server. Check your connection and try again.');
    expect(fieldErrors(error)).toEqual({});
  });

  test('when the error is a CONFLICT, then it is not taken for a missing book', () => {
    expect(isNotFoundError(gatewayError('ISBN taken', { code: 'CONFLICT' }))).toBe(false);
  });
});
