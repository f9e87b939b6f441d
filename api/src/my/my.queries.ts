/** A member's own record as their page shows it: rows in and out, nothing about HTTP. */
import { eq, sql } from 'drizzle-orm';
import type { MemberStatus } from '../contract';
import type { Executor } from '../db/handles';
import { members } from '../db/schema';

/** The member's details their own page and their data export show (notes are staff only: not here). */
export interface MyMemberRow {
  id: string;
  cardNumber: string;
  name: string;
  email: string | null;
  phone: string | null;
  status: MemberStatus;
  blockedReason: string | null;
  keepHistory: boolean;
  createdAt: Date;
}

const MY_COLUMNS = {
  id: members.id,
  cardNumber: members.cardNumber,
  name: members.name,
  email: members.email,
  phone: members.phone,
  status: members.status,
  blockedReason: members.blockedReason,
  keepHistory: members.keepHistory,
  createdAt: members.createdAt,
};

/** The member with this id; undefined when there is none (deleted since the session began). */
export async function myMember(exec: Executor, memberId: string): Promise<MyMemberRow | undefined> {
  return (await exec.select(MY_COLUMNS).from(members).where(eq(members.id, memberId))).at(0);
}

/** Sets whether the member keeps their loan history; the member as it is now, undefined when gone. */
export async function setKeepHistory(
  exec: Executor,
  memberId: string,
  keepHistory: boolean,
): Promise<MyMemberRow | undefined> {
  return (
    await exec
      .update(members)
      .set({ keepHistory, updatedAt: sql`now()` })
      .where(eq(members.id, memberId))
      .returning(MY_COLUMNS)
  ).at(0);
}
