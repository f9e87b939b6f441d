import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The normalised cache: books by id, summary rows embedded in the `borrowSummary` field. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      BorrowSummaryRow: { keyFields: false },
    },
  });
}

/** The app's client: GraphQL on the same origin (`/graphql`, proxied to the gateway by `vite dev`). */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri }),
    cache: createCache(),
  });
}
