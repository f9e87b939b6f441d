import { ErrorCode, isErrorWithCode } from '../errors/codes';
import type { MemberResolvers } from '../generated/graphql';
import { loadersOf } from './loaders';

/** A member (REST MemberJson, staff view); fields not listed are REST's (`status`, `account`: enum values). */
export const Member: MemberResolvers = {
  id: (member) => member._id,
  // Asked only when selected (`GET /members/:id/history`; a list's members in one call, ./loaders);
  // null for a member REST no longer has.
  history: async (member, _args, context) => {
    try {
      return await loadersOf(context).memberHistory.load(member._id);
    } catch (error) {
      const hidden = [ErrorCode.MEMBER_NOT_FOUND, ErrorCode.NOT_FOUND];
      if (hidden.some((code) => isErrorWithCode(error, code))) return null;
      throw error;
    }
  },
};
