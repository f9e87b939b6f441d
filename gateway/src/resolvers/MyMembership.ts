import type { MyMembershipResolvers, MyMembershipHistoryArgs } from '../generated/graphql';
import { pageOf } from './pageArgs';

/**
 * The signed-in member's own record (REST `GET /my`: its `member` spread out, `loans` as borrow
 * records, `holds`); their kept history is asked only when a query wants it.
 */
export const MyMembership: MyMembershipResolvers = {
  history: (_my, args: MyMembershipHistoryArgs, { api }, info) => api.myHistory(pageOf(args, info)),
};
