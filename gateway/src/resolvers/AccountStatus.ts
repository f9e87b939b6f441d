import type { AccountStatusResolvers } from '../generated/graphql';

/** GraphQL account statuses → the REST `status` values. */
export const AccountStatus: AccountStatusResolvers = { ACTIVE: 'active', INVITED: 'invited', DISABLED: 'disabled' };
