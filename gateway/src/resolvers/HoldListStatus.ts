import { graphqlEnumOf, HOLD_LIST_STATUSES } from '@library/api/contract';
import type { HoldListStatusResolvers } from '../generated/graphql';

/** GraphQL hold list statuses → the REST `status` query values: the contract's HOLD_LIST_STATUSES, as codegen.ts maps them. */
export const HoldListStatus: HoldListStatusResolvers = graphqlEnumOf(HOLD_LIST_STATUSES);
