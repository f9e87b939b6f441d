/**
 * Who is asking, as every route and service sees it. Set on `res.locals.actor` by the
 * access middleware (./access.middleware) before any route runs; read with `actorOf(res)`.
 */
import type { Response } from 'express';
import type { Access, StaffRole } from '../contract/rules';
import { tokenHasNoAccount, unauthenticated } from '../errors';

export type Principal =
  /** Nobody signed in, in a protected library. */
  | { kind: 'visitor' }
  /** Anybody, while the library is open (no staff account yet). */
  | { kind: 'open' }
  /** A signed-in person (staff when `role` is set), through a session. */
  | {
      kind: 'account';
      accountId: string;
      sessionId: string;
      name: string;
      email: string;
      role: StaffRole | null;
      /** The member record linked to the account; null for a person who is not a member. */
      memberId: string | null;
    }
  /** An integration, through an API token with a role. */
  | { kind: 'token'; tokenId: string; name: string; role: StaffRole };

/** The principal and the client's address (trusted only from the gateway: TRUST_PROXY). */
export interface Actor {
  principal: Principal;
  /** The client's IP address, or null when unknown. */
  address: string | null;
}

/** The rights of a principal (the contract's `allows` decides with them). */
export function accessOf(principal: Principal): Access {
  switch (principal.kind) {
    case 'open':
      return { open: true, signedIn: false, role: null, member: false };
    case 'visitor':
      return { open: false, signedIn: false, role: null, member: false };
    case 'account':
      return { open: false, signedIn: true, role: principal.role, member: principal.memberId !== null };
    case 'token':
      return { open: false, signedIn: true, role: principal.role, member: false };
  }
}

/** The actor of this request (set by the access middleware; a visitor when it has not run). */
export function actorOf(res: Response): Actor {
  const actor = res.locals['actor'] as Actor | undefined;
  return actor ?? { principal: { kind: 'visitor' }, address: null };
}

/** The signed-in person of this request (a session): 403 for an API token (it has no account), 401 for nobody. */
export function accountOf(res: Response): Extract<Principal, { kind: 'account' }> {
  const { principal } = actorOf(res);
  if (principal.kind === 'token') throw tokenHasNoAccount();
  if (principal.kind !== 'account') throw unauthenticated();
  return principal;
}
