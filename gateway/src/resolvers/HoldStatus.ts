import type { HoldStatusResolvers } from '../generated/graphql';

/** GraphQL hold statuses → the REST `status` values (the contract's HOLD_STATUSES). */
export const HoldStatus: HoldStatusResolvers = {
  WAITING: 'waiting',
  READY: 'ready',
  FULFILLED: 'fulfilled',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};
