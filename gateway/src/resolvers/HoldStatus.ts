import { graphqlEnumOf, HOLD_STATUSES } from '@library/api/contract';
import type { HoldStatusResolvers } from '../generated/graphql';

/** GraphQL hold statuses → the REST `status` values: the contract's HOLD_STATUSES, as codegen.ts maps them. */
export const HoldStatus: HoldStatusResolvers = graphqlEnumOf(HOLD_STATUSES);
