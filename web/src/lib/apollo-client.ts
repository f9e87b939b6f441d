import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { sessionEndedLink } from './session-link';

/** The normalised cache: books by id, summary rows embedded in the `borrowSummary` field. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      BorrowSummaryRow: { keyFields: false },
      // The member's own record (/my) has no id: its loans and its history page, read by two
      // queries, are fields of one object.
      MyMembership: { merge: true },
    },
  });
}

/**
 * How long after start-up queries that always ask the network (the borrow summary's
 * cache-and-network) read the cache instead: a server-rendered page hydrates from the data it came
 * with, not from a second request.
 */
const HYDRATION_CACHE_MS = 1000;

/**
 * The app's client: GraphQL on the same origin (`/graphql`, proxied to the gateway by `vite dev`); an
 * answer that says the session ended has the viewer asked again (./session-link).
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([sessionEndedLink(), new HttpLink({ uri })]),
    cache: createCache(),
    ssrForceFetchDelay: HYDRATION_CACHE_MS,
  });
}
