import type { InvitationResolvers } from '../generated/graphql';

/** An invitation's link: on this site (PUBLIC_URL, else the request's origin), `/invitation/<token>`. */
export const Invitation: InvitationResolvers = {
  url: (invitation, _args, { origin }) => `${origin}/invitation/${encodeURIComponent(invitation.token)}`,
};
