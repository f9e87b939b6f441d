import { ApolloClient, ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@library/api/contract/rules';
import { BooksDocument } from '../src/features/books/api/get-books';
import { AccessDocument } from '../src/lib/access';
import { createCache } from '../src/lib/apollo-client';
import { sessionEndedLink } from '../src/lib/session-link';
import { VISITOR, accessMock, signedInAs } from '../src/testing/access';
import { booksMock, graphQLErrorResult, listVariables } from '../src/testing/fixtures';

describe('session ended', () => {
  test('when an answer says UNAUTHENTICATED, then the viewer is asked again (now nobody)', async () => {
    const cache = createCache();
    cache.writeQuery({ query: AccessDocument, data: signedInAs('LIBRARIAN', 'Lee') });
    const unauthenticated = {
      ...booksMock(listVariables(), []),
      result: graphQLErrorResult(AUTH_MESSAGES.sessionEnded, 'UNAUTHENTICATED'),
    };
    const client = new ApolloClient({
      cache,
      link: ApolloLink.from([sessionEndedLink(), new MockLink([unauthenticated, accessMock(VISITOR)])]),
    });
    const viewers: (string | null)[] = [];
    const subscription = client
      .watchQuery({ query: AccessDocument })
      .subscribe((result) => viewers.push(result.data?.viewer?.name ?? null));

    await expect(client.query({ query: BooksDocument, variables: listVariables() })).rejects.toThrow(
      AUTH_MESSAGES.sessionEnded,
    );
    await waitFor(() => expect(viewers.at(-1)).toBeNull());
    expect(viewers[0]).toBe('Lee');
    subscription.unsubscribe();
  });
});
