import type { InvitationResolvers } from '../generated/graphql';

/** An invitation's link: on this site (PUBLIC_URL, else the request's origin), `/invitation/<token>`. */
export function invitationUrl(origin: string, token: string): string {
  return `${origin}/invitation/${encodeURIComponent(token)}`;
}

export const Invitation: InvitationResolvers = {
  url: (invitation, _args, { origin }) => invitationUrl(origin, invitation.token),
};
