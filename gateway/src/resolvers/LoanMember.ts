import type { LoanMemberResolvers } from '../generated/graphql';

/** The member of a loan or a hold (REST LoanMemberJson); the other fields are REST's. */
export const LoanMember: LoanMemberResolvers = {
  id: (member) => member._id,
};
