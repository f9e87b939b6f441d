import { ErrorCode, isErrorWithCode } from '../errors/codes';
import type { MemberResolvers } from '../generated/graphql';

/** A member (REST MemberJson, staff view); fields not listed are REST's (`status`, `account`: enum values). */
export const Member: MemberResolvers = {
  id: (member) => member._id,
  // Asked only when selected (`GET /members/:id/history`); null for a member REST no longer has.
  history: async (member, _args, { api }) => {
    try {
      return await api.memberHistory(member._id);
    } catch (error) {
      const hidden = [ErrorCode.MEMBER_NOT_FOUND, ErrorCode.NOT_FOUND];
      if (hidden.some((code) => isErrorWithCode(error, code))) return null;
      throw error;
    }
  },
};
