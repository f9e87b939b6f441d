import type { ActorKindResolvers } from '../generated/graphql';

/** GraphQL actor kinds → the REST `actorKind` values of the activity log. */
export const ActorKind: ActorKindResolvers = {
  ACCOUNT: 'account',
  API_TOKEN: 'token',
  OPEN_CATALOGUE: 'open',
  SYSTEM: 'system',
  MEMBER: 'member',
};
