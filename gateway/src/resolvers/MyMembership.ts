import type { MyMembershipResolvers, MyMembershipHistoryArgs } from '../generated/graphql';

/**
 * The signed-in member's own record (REST `GET /my`: its `member` spread out, `loans` as borrow
 * records, `holds`); their kept history is asked only when a query wants it.
 */
export const MyMembership: MyMembershipResolvers = {
  history: (_my, { page, limit }: MyMembershipHistoryArgs, { api }) =>
    api.myHistory({ page: page ?? 1, limit: limit ?? 10 }),
};
