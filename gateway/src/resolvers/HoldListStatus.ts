import type { HoldListStatusResolvers } from '../generated/graphql';

/** GraphQL hold list statuses → the REST `status` query values (the contract's HOLD_LIST_STATUSES). */
export const HoldListStatus: HoldListStatusResolvers = {
  ACTIVE: 'active',
  WAITING: 'waiting',
  READY: 'ready',
  ENDED: 'ended',
  ALL: 'all',
};
