/**
 * Members' rows in and out (drizzle): nothing here knows HTTP. A member is read with what staff
 * see of them (their copies out, overdue loans and ready holds, counted by SQL over borrows and
 * holds; their account's state). A write that breaks a constraint throws the database's error as
 * it is; members.service decides what that means.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { cardKey, emailKey, type MemberListQuery, type MemberPatch } from '../contract';
import { countWhere, type Executor, type Tx } from '../db/handles';
import { HOLD_STATUS } from '../db/hold-status-sql';
import { accounts, borrows, holds, members, type MemberRow } from '../db/schema';
import { containsPattern, indexedParts } from '../db/search';

/** The unique keys of members: a violation is a duplicate card number, a duplicate email. */
export const CARD_KEY_CONSTRAINT = 'members_card_key';
export const MEMBER_EMAIL_KEY_CONSTRAINT = 'members_email_key';

/** A member with what staff see of them besides their row. */
export interface MemberDetail {
  member: MemberRow;
  /** Their account's state: null when they have none; else disabled, and whether a password is set. */
  account: { disabledAt: Date | null; hasPassword: boolean } | null;
  copiesOut: number;
  overdueLoans: number;
  holdsReady: number;
}

/** The columns of a MemberDetail; `today` (YYYY-MM-DD) decides which loans are overdue. */
function detailColumns(today: string) {
  return {
    member: members,
    accountLinked: sql<string | null>`${accounts.id}`,
    accountDisabledAt: accounts.disabledAt,
    accountHasPassword: sql<boolean>`(${accounts.passwordHash} IS NOT NULL)`,
    copiesOut: sql<number>`(SELECT coalesce(sum(b.quantity), 0) FROM ${borrows} b
      WHERE b.member_id = ${members.id} AND b.returned_at IS NULL)`.mapWith(Number),
    overdueLoans: sql<number>`(SELECT count(*) FROM ${borrows} b
      WHERE b.member_id = ${members.id} AND b.returned_at IS NULL AND b.due_date < ${today}::date)`.mapWith(Number),
    holdsReady: sql<number>`(SELECT count(*) FROM ${holds} h
      WHERE h.member_id = ${members.id} AND h.status = ${HOLD_STATUS.ready})`.mapWith(Number),
  };
}

type DetailRow = {
  member: MemberRow;
  accountLinked: string | null;
  accountDisabledAt: Date | null;
  accountHasPassword: boolean;
  copiesOut: number;
  overdueLoans: number;
  holdsReady: number;
};

function detailOf(row: DetailRow): MemberDetail {
  return {
    member: row.member,
    account:
      row.accountLinked === null ? null : { disabledAt: row.accountDisabledAt, hasPassword: row.accountHasPassword },
    copiesOut: row.copiesOut,
    overdueLoans: row.overdueLoans,
    holdsReady: row.holdsReady,
  };
}

/** Members whose details `where` picks, in `order`. */
function selectDetails(exec: Executor, today: string, where: SQL | undefined) {
  return exec
    .select(detailColumns(today))
    .from(members)
    .leftJoin(accounts, eq(accounts.id, members.accountId))
    .where(where);
}

/**
 * A search's condition (as the book search's, db/search): the folded search anywhere in the folded
 * name or the email (members.search_text, its trigram index), or, for a search that can be part of
 * a card number, its cardKey in the card key. A search with no part the index can serve (one or
 * two letters) is a plain `strpos` check.
 */
function searchCondition(search: string): SQL | undefined {
  const indexed = indexedParts(search, undefined).length > 0;
  const text = indexed
    ? sql`${members.searchText} LIKE ${containsPattern(search)} ESCAPE '\\'`
    : sql`strpos(${members.searchText}, library_fold(${search})) > 0`;
  const key = cardKey(search);
  const card = !/^[A-Z0-9]+$/.test(key)
    ? undefined
    : key.length >= 3
      ? sql`${members.searchText} LIKE ${`%${key}%`}`
      : sql`strpos(${members.searchText}, ${key}) > 0`;
  return or(text, card);
}

function ordering(sort: MemberListQuery['sort']): SQL[] {
  return sort === 'name' ? [asc(members.name), asc(members.id)] : [desc(members.createdAt), desc(members.id)];
}

/** One page of members (with their details) and the total, in one snapshot (the caller's transaction). */
export async function listMembers(
  tx: Tx,
  q: MemberListQuery,
  today: string,
): Promise<{ members: MemberDetail[]; total: number }> {
  const condition = q.search === undefined ? undefined : searchCondition(q.search);
  const total = await countWhere(tx, members, condition);
  const offset = (q.page - 1) * q.limit;
  if (offset >= total) return { members: [], total };
  const page = tx
    .select({ pageId: members.id })
    .from(members)
    .where(condition)
    .orderBy(...ordering(q.sort))
    .limit(q.limit)
    .offset(offset)
    .as('page');
  const rows = await tx
    .select(detailColumns(today))
    .from(members)
    .innerJoin(page, eq(members.id, page.pageId))
    .leftJoin(accounts, eq(accounts.id, members.accountId))
    .orderBy(...ordering(q.sort));
  return { members: rows.map(detailOf), total };
}

/** A member's details by id. */
export async function memberDetail(exec: Executor, id: string, today: string): Promise<MemberDetail | undefined> {
  const row = (await selectDetails(exec, today, eq(members.id, id))).at(0);
  return row === undefined ? undefined : detailOf(row);
}

/** A member by id; `lock`: their row locked (FOR UPDATE) until the caller's transaction ends. */
export async function memberById(exec: Executor, id: string, lock = false): Promise<MemberRow | undefined> {
  const query = exec.select().from(members).where(eq(members.id, id));
  return (await (lock ? query.for('update') : query)).at(0);
}

/** A member by card number (compared by cardKey); `lock` as memberById. */
export async function memberByCard(exec: Executor, card: string, lock = false): Promise<MemberRow | undefined> {
  const query = exec
    .select()
    .from(members)
    .where(eq(members.cardKey, cardKey(card)));
  return (await (lock ? query.for('update') : query)).at(0);
}

/**
 * The members of `ids` or `cardKeys`, their rows locked until the transaction ends, taken in id
 * order (so transactions locking several members at once never wait on each other in a circle).
 */
export async function lockMembers(
  tx: Executor,
  ids: readonly string[],
  cardKeys: readonly string[],
): Promise<MemberRow[]> {
  const byId = ids.length === 0 ? undefined : inArray(members.id, [...ids]);
  const byCard = cardKeys.length === 0 ? undefined : inArray(members.cardKey, [...cardKeys]);
  if (byId === undefined && byCard === undefined) return [];
  return tx.select().from(members).where(or(byId, byCard)).orderBy(asc(members.id)).for('update');
}

/** A member by their account. */
export async function memberByAccount(exec: Executor, accountId: string): Promise<MemberRow | undefined> {
  return (await exec.select().from(members).where(eq(members.accountId, accountId))).at(0);
}

/** Copies the member has out now (the loan limit's count). */
export async function copiesOut(exec: Executor, memberId: string): Promise<number> {
  const row = (
    await exec
      .select({ out: sql<string>`coalesce(sum(${borrows.quantity}), 0)` })
      .from(borrows)
      .where(and(eq(borrows.memberId, memberId), isNull(borrows.returnedAt)))
  ).at(0);
  return Number(row?.out ?? 0);
}

/**
 * Whether the member has loans out or holds ready (a copy on the hold shelf for them). Their holds
 * are locked (FOR UPDATE, every status: one turning ready meanwhile is waited for and seen), so a
 * delete that follows cannot take a copy off the hold shelf with it.
 */
export async function hasLoansOrReadyHolds(tx: Tx, memberId: string): Promise<boolean> {
  const loans = await tx
    .select({ id: borrows.id })
    .from(borrows)
    .where(and(eq(borrows.memberId, memberId), isNull(borrows.returnedAt)))
    .limit(1);
  if (loans.length > 0) return true;
  const theirs = await tx
    .select({ status: holds.status })
    .from(holds)
    .where(eq(holds.memberId, memberId))
    .orderBy(asc(holds.id))
    .for('update');
  return theirs.some((h) => h.status === 'ready');
}

/** A new member's fields as stored. */
export interface NewMember {
  cardNumber: string;
  name: string;
  email: string | null;
  phone: string | null;
  notes: string | null;
  keepHistory: boolean;
}

/** Members inserted per statement (10 parameters each). */
const INSERT_BATCH = 500;

/**
 * Inserts members (statements of INSERT_BATCH), dated now, the first one newest (a microsecond
 * apart, so the list, newest first, shows them in `list`'s order); their rows in `list`'s order.
 */
export async function insertMembers(exec: Executor, list: readonly NewMember[]): Promise<MemberRow[]> {
  const inserted: MemberRow[] = [];
  for (let from = 0; from < list.length; from += INSERT_BATCH) {
    const batch = list.slice(from, from + INSERT_BATCH);
    const rows = await exec
      .insert(members)
      .values(
        batch.map((m, i) => {
          const at = sql`now() - ${from + i} * interval '1 microsecond'`;
          return {
            cardNumber: m.cardNumber,
            cardKey: cardKey(m.cardNumber),
            name: m.name,
            email: m.email,
            emailKey: m.email === null ? null : emailKey(m.email),
            phone: m.phone,
            notes: m.notes,
            keepHistory: m.keepHistory,
            createdAt: at,
            updatedAt: at,
          };
        }),
      )
      .returning();
    // RETURNING does not promise the input's order: put the rows back in it by their card key (unique).
    const byKey = new Map(rows.map((r) => [r.cardKey, r]));
    for (const m of batch) {
      const row = byKey.get(cardKey(m.cardNumber));
      if (row === undefined) throw new Error('INSERT … RETURNING gave no row for a member');
      inserted.push(row);
    }
  }
  return inserted;
}

/** Applies a patch (the fields given); the member as changed, or undefined when there is none. */
export async function updateMember(exec: Executor, id: string, patch: MemberPatch): Promise<MemberRow | undefined> {
  const set: PgUpdateSetSource<typeof members> = { updatedAt: sql`now()` };
  if (patch.cardNumber !== undefined) {
    set.cardNumber = patch.cardNumber;
    set.cardKey = cardKey(patch.cardNumber);
  }
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.email !== undefined) {
    set.email = patch.email;
    set.emailKey = patch.email === null ? null : emailKey(patch.email);
  }
  if (patch.phone !== undefined) set.phone = patch.phone;
  if (patch.notes !== undefined) set.notes = patch.notes;
  if (patch.keepHistory !== undefined) set.keepHistory = patch.keepHistory;
  return (await exec.update(members).set(set).where(eq(members.id, id)).returning()).at(0);
}

/** Blocks (with a reason) or unblocks (reason null) a member. */
export async function setBlocked(exec: Executor, id: string, reason: string | null): Promise<MemberRow | undefined> {
  return (
    await exec
      .update(members)
      .set({ status: reason === null ? 'active' : 'blocked', blockedReason: reason, updatedAt: sql`now()` })
      .where(eq(members.id, id))
      .returning()
  ).at(0);
}

/** Links a member to their account. */
export async function linkAccount(exec: Executor, id: string, accountId: string): Promise<MemberRow | undefined> {
  return (
    await exec
      .update(members)
      .set({ accountId, updatedAt: sql`now()` })
      .where(eq(members.id, id))
      .returning()
  ).at(0);
}

/** Makes the member's past loans anonymous (no member, no free-text borrower); how many. */
export async function anonymiseLoans(exec: Executor, memberId: string): Promise<number> {
  const rows = await exec
    .update(borrows)
    .set({ memberId: null, borrower: null })
    .where(eq(borrows.memberId, memberId))
    .returning({ id: borrows.id });
  return rows.length;
}

/** Deletes a member (their holds go with them: ON DELETE CASCADE); the row, or undefined. */
export async function deleteMember(exec: Executor, id: string): Promise<MemberRow | undefined> {
  return (await exec.delete(members).where(eq(members.id, id)).returning()).at(0);
}

/** The members whose card key is one of `keys` (an import's duplicates), by key. */
export async function cardKeysTaken(exec: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await exec
    .select({ key: members.cardKey })
    .from(members)
    .where(sql`${members.cardKey} = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb)))`);
  return new Set(rows.map((r) => r.key));
}

/** The members' email keys among `keys` (an import's duplicates). */
export async function emailKeysTaken(exec: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await exec
    .select({ key: members.emailKey })
    .from(members)
    .where(sql`${members.emailKey} = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb)))`);
  return new Set(rows.flatMap((r) => (r.key === null ? [] : [r.key])));
}
