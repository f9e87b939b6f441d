import type { MemberSortResolvers } from '../generated/graphql';

/** GraphQL member orders → the REST `sort` values (the contract's MEMBER_SORTS). */
export const MemberSort: MemberSortResolvers = { NEWEST: 'newest', NAME: 'name' };
