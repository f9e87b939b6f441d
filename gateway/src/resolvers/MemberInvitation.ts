import type { MemberInvitationResolvers } from '../generated/graphql';
import { invitationUrl } from './Invitation';

/** A member's invitation link: the same page as a staff account's (`/invitation/<token>`, on this site). */
export const MemberInvitation: MemberInvitationResolvers = {
  url: (invitation, _args, { origin }) => invitationUrl(origin, invitation.token),
};
