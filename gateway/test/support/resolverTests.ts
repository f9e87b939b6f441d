/**
 * The setup the resolver test files share: one Apollo server for the file (started before its tests,
 * stopped after) and a new fake REST client before each test (`t.api`), with `runAs` to run an
 * operation as a viewer. Called once at the top of a test file.
 */
import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from '../../src/context';
import { FakeLibraryApi } from './FakeLibraryApi';
import { run, testServer, type SingleResult } from './graphql';
import { contextAs, type Viewer } from './viewers';

export interface ResolverTests {
  readonly server: ApolloServer<GatewayContext>;
  /** The fake REST client of the running test (a new one each test). */
  api: FakeLibraryApi;
  /** Runs `query` with a context as the app builds one for `viewer` (`GET /auth/me` answered on the fake). */
  runAs(viewer: Viewer, query: string, variables?: Record<string, unknown>): Promise<SingleResult>;
}

export function resolverTests(): ResolverTests {
  const server = testServer();
  const t: ResolverTests = {
    server,
    api: new FakeLibraryApi(),
    runAs: (viewer, query, variables) => run(server, t.api, query, variables, contextAs(t.api, viewer).context),
  };
  beforeAll(() => server.start());
  afterAll(() => server.stop());
  beforeEach(() => {
    t.api = new FakeLibraryApi();
  });
  return t;
}
