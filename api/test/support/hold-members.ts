/**
 * Members for the holds' tests, made through the members service (as the staff screens make them):
 * a member, and a member signed in through their invitation (a bearer of their own).
 */
import { memberCreateRequest, type MemberCreateRequest } from '../../src/contract';
import type { MemberRow } from '../../src/db/schema';
import type { Store } from '../../src/store';
import { systemActor, type Api } from '../helpers';
import { bearer, goodPassword, uniqueEmail } from './auth';

/** A card number no other test uses, in the library's own form (letters and digits, not 10 digits). */
export function uniqueCard(): string {
  return `H${crypto.randomUUID().replace(/-/g, '').slice(0, 11).toUpperCase()}`;
}

/** A member made through the store (a unique card unless given). */
export async function addMember(store: Store, fields: Partial<MemberCreateRequest> = {}): Promise<MemberRow> {
  const input = memberCreateRequest.parse({ name: 'Alex Kim', cardNumber: uniqueCard(), ...fields });
  return (await store.createMember(input, systemActor)).member;
}

export interface SignedInMember {
  member: MemberRow;
  headers: Record<string, string>;
}

/** A member with an email, invited and signed in through the invitation link (`POST /auth/invitations/:token`). */
export async function signedInMember(api: Api, store: Store, name = 'Sam Reader'): Promise<SignedInMember> {
  const member = await addMember(store, { name, email: uniqueEmail('reader') });
  const { token } = await store.inviteMember(member.id, systemActor);
  const accepted = await api.post<{ token: string }>(`/auth/invitations/${token}`, { password: goodPassword() });
  if (accepted.status !== 200) throw new Error(`accepting an invitation answered ${accepted.status}`);
  return { member, headers: bearer(accepted.body.data.token) };
}
