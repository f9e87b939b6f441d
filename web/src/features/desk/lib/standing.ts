import { DESK_MESSAGES } from '@library/api/contract/rules';
import type { DeskMember } from './desk-state';

/** Whether the member may borrow, and how many more; a blocked member may not, and the panel says why. */
export function standingOf(member: Pick<DeskMember, 'status' | 'blockedReason' | 'loansLeft'>): string {
  return member.status === 'BLOCKED'
    ? DESK_MESSAGES.blocked(member.blockedReason)
    : DESK_MESSAGES.mayBorrow(member.loansLeft);
}
