import type { MemberResolvers } from '../generated/graphql';

/** A member (REST MemberJson, staff view); fields not listed are REST's (`status`, `account`: enum values). */
export const Member: MemberResolvers = {
  id: (member) => member._id,
};
