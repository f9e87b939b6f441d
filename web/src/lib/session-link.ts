import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';

/**
 * When an answer says UNAUTHENTICATED (the session ended: idle, expired, signed out elsewhere, the
 * account disabled), the viewer is asked again: the header then offers "Sign in", and a staff page
 * sends the visitor there (and back after). The failed screen shows the server's message meanwhile.
 */
export function sessionEndedLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap((result) => {
        const ended = result.errors?.some((error) => error.extensions?.['code'] === 'UNAUTHENTICATED');
        if (ended && operation.operationName !== 'Access') {
          void operation.client.refetchQueries({ include: ['Access'] }).catch(() => undefined);
        }
      }),
    ),
  );
}
