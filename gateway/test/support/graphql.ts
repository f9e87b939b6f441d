/** Helpers to run operations on a test Apollo Server and read the single result. */
import type { ApolloServer, GraphQLResponse } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type { GatewayContext } from '../../src/context';
import { createLogger } from '../../src/logger';
import type { LibraryApi } from '../../src/rest/LibraryApi';
import { createApolloServer, type ApolloOptions } from '../../src/server';
import { contextAs } from './viewers';

export const silentLogger = createLogger('silent');

export function testServer(options: Partial<ApolloOptions> = {}): ApolloServer<GatewayContext> {
  return createApolloServer({ logger: silentLogger, ...options });
}

export interface SingleResult {
  data: Record<string, unknown> | null | undefined;
  errors: readonly GraphQLFormattedError[] | undefined;
  status: number | undefined;
}

export function single(response: GraphQLResponse): SingleResult {
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return {
    data: response.body.singleResult.data,
    errors: response.body.singleResult.errors,
    status: response.http.status,
  };
}

/**
 * Runs `query` with a context on `api` (./viewers `contextAs`: an open library unless the fake
 * says otherwise), or with `context` when given.
 */
export async function run(
  server: ApolloServer<GatewayContext>,
  api: LibraryApi,
  query: string,
  variables?: Record<string, unknown>,
  context?: GatewayContext,
): Promise<SingleResult> {
  const response = await server.executeOperation(
    { query, ...(variables ? { variables } : {}) },
    { contextValue: context ?? contextAs(api).context },
  );
  return single(response);
}

/** The `extensions.code` of each error. */
export function codes(result: SingleResult): unknown[] {
  return (result.errors ?? []).map((e) => e.extensions?.['code']);
}
