/**
 * The Apollo Server, apart from any HTTP bootstrap: tests call `executeOperation` on it directly.
 * Schema from schema.graphql, one resolver file per type, graphql-armor limits, masked errors.
 */
import type { Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { argumentLengthPlugin } from './argumentLengths';
import type { GatewayContext } from './context';
import { rootErrorOf } from './errors/codes';
import { createFormatError, isExpectedCode } from './errors/format';
import { armorRejection, limitRefusalRule, listSizePlugin, MAX_LIST_ITEMS, type ArmorLimit } from './limits';
import type { Logger } from './logger';
import { resolvers } from './resolvers';
import { loadTypeDefs } from './schema';

/** Query limits; none may be looser than graphql-armor's defaults. */
export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxTokens: number;
  maxCost: number;
  maxDirectives: number;
  /** Items all list fields (`books`, ...) may ask for in one request, summed over their `limit`s. */
  maxListItems: number;
}

export const DEFAULT_LIMITS: QueryLimits = {
  maxDepth: 6,
  maxAliases: 15,
  maxTokens: 1000,
  maxCost: 5000,
  maxDirectives: 50,
  maxListItems: MAX_LIST_ITEMS,
};

export interface ApolloOptions {
  production?: boolean;
  introspection?: boolean;
  landingPage?: boolean;
  logger: Logger;
  /** When given, the drain plugin lets in-flight requests finish on stop(). */
  httpServer?: Server;
  limits?: Partial<QueryLimits>;
}

/** Logs every error that is not an expected outcome, with the request id; never sent to the client. */
function errorLoggingPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didEncounterErrors({ errors, contextValue, operationName }) {
          for (const error of errors) {
            const code = error.extensions['code'];
            if (typeof code === 'string' && isExpectedCode(code)) {
              if (code.startsWith('UPSTREAM_')) {
                contextValue.logger.warn({ code, operationName, extensions: error.extensions }, error.message);
              }
              continue;
            }
            contextValue.logger.error(
              { err: rootErrorOf(error), path: error.path, operationName },
              'unexpected GraphQL error',
            );
          }
          return Promise.resolve();
        },
      });
    },
  };
}

/**
 * Every GraphQL error leaves with the request's id in `extensions.requestId` (what a client quotes
 * to an operator, who finds it in the log lines of the request).
 */
function requestIdPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return Promise.resolve();
          const { singleResult } = response.body;
          if (singleResult.errors) {
            singleResult.errors = singleResult.errors.map((error) => ({
              ...error,
              extensions: { ...error.extensions, requestId: contextValue.requestId },
            }));
          }
          return Promise.resolve();
        },
      });
    },
  };
}

export function createApolloServer(options: ApolloOptions): ApolloServer<GatewayContext> {
  const production = options.production ?? false;
  const introspection = options.introspection ?? !production;
  const landingPage = options.landingPage ?? introspection;
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  // Armor's rejections are recorded, not reported: limitRefusalRule reports one clear sentence (./limits).
  const reject = (limit: ArmorLimit, max: number) => ({
    onReject: [armorRejection(limit, max)],
    propagateOnRejection: false,
  });
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ...reject('depth', limits.maxDepth) },
    // Every alias counts, `__typename` ones too (armor leaves those out by default).
    maxAliases: { n: limits.maxAliases, allowList: [], ...reject('aliases', limits.maxAliases) },
    // Tokens are limited by graphql-js itself (parseOptions below): armor's token plugin throws from a
    // plugin hook, which Apollo answers with a 500 instead of a parse error.
    maxTokens: { enabled: false },
    costLimit: { maxCost: limits.maxCost, ...reject('cost', limits.maxCost) },
    maxDirectives: { n: limits.maxDirectives, ...reject('directives', limits.maxDirectives) },
    // Suggestions are stripped by formatError in production (./errors), variable errors included;
    // armor's mask misses enum values and leaves "[Suggestion hidden]?" in the message.
    blockFieldSuggestion: { enabled: false },
  }).protect();

  const plugins: ApolloServerPlugin<GatewayContext>[] = [
    ...armor.plugins,
    listSizePlugin(limits.maxListItems),
    argumentLengthPlugin(),
    errorLoggingPlugin(),
    requestIdPlugin(),
    // No @cacheControl in the schema: skip the per-field cache-hint bookkeeping.
    ApolloServerPluginCacheControlDisabled(),
    // Cookies included: the embedded Sandbox sends its operations from this page (same origin), so a
    // developer's `signIn` sets the session cookie and the next operations carry it (README, Sign-in).
    landingPage
      ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true })
      : ApolloServerPluginLandingPageDisabled(),
  ];
  if (options.httpServer) plugins.push(ApolloServerPluginDrainHttpServer({ httpServer: options.httpServer }));

  return new ApolloServer<GatewayContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: production,
    // graphql-js stops parsing past the token limit: GRAPHQL_PARSE_FAILED, before any validation.
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: [...armor.validationRules, limitRefusalRule],
    formatError: createFormatError({ production }),
    plugins,
    // The process's signals are main.ts's (stop listening, drain, close the pools, exit). Apollo's own
    // handler would stop the server first, and a second stop() waits for the first's end for ever.
    stopOnTerminationSignals: false,
  });
}
