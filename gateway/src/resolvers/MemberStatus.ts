import type { MemberStatusResolvers } from '../generated/graphql';

/** GraphQL member statuses → the REST `status` values (the contract's MEMBER_STATUSES). */
export const MemberStatus: MemberStatusResolvers = { ACTIVE: 'active', BLOCKED: 'blocked' };
