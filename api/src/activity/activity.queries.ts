/**
 * The activity log's rows in and out (drizzle): an entry written (in the caller's transaction, so it
 * is kept exactly when the change is), a page of entries read newest first, and the latest entry
 * of an action on a record; what names a member removed (forgetting), old entries deleted. Nothing
 * here knows HTTP.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ActivityQuery } from '../contract';
import { countWhere, resultRows, type Executor, type Tx } from '../db/handles';
import { activity, type ActivityRow } from '../db/schema';

export type NewActivityRow = Omit<typeof activity.$inferInsert, 'id' | 'at'>;

/** Writes entries of the log (nothing for an empty list). */
export async function insertActivity(exec: Executor, rows: readonly NewActivityRow[]): Promise<void> {
  if (rows.length > 0) await exec.insert(activity).values([...rows]);
}

function activityCondition(q: ActivityQuery): SQL | undefined {
  return and(
    q.action === undefined ? undefined : eq(activity.action, q.action),
    q.actorId === undefined ? undefined : eq(activity.actorId, q.actorId),
    q.targetKind === undefined ? undefined : eq(activity.targetKind, q.targetKind),
    q.targetId === undefined ? undefined : eq(activity.targetId, q.targetId),
  );
}

/** One page of entries, newest first (at, then id), and their total, read in the caller's snapshot. */
export async function listActivity(tx: Tx, q: ActivityQuery): Promise<{ entries: ActivityRow[]; total: number }> {
  const condition = activityCondition(q);
  const total = await countWhere(tx, activity, condition);
  const offset = (q.page - 1) * q.limit;
  if (offset >= total) return { entries: [], total };
  const entries = await tx
    .select()
    .from(activity)
    .where(condition)
    .orderBy(desc(activity.at), desc(activity.id))
    .limit(q.limit)
    .offset(offset);
  return { entries, total };
}

/** The newest entry of `action` (one of `actions`) about one record; undefined when there is none. */
export async function latestEntry(
  exec: Executor,
  target: { kind: string; id: string },
  actions: readonly string[],
): Promise<ActivityRow | undefined> {
  return (
    await exec
      .select()
      .from(activity)
      .where(
        and(
          eq(activity.targetKind, target.kind),
          eq(activity.targetId, target.id),
          inArray(activity.action, [...actions]),
        ),
      )
      .orderBy(desc(activity.at), desc(activity.id))
      .limit(1)
  ).at(0);
}

/**
 * The newest entry of `action` (one of `actions`) about each of several records of one kind, by
 * record id (latestEntry for many at once: one statement, DISTINCT ON the record).
 */
export async function latestEntries(
  exec: Executor,
  kind: string,
  ids: readonly string[],
  actions: readonly string[],
): Promise<Map<string, ActivityRow>> {
  if (ids.length === 0) return new Map();
  const rows = await exec
    .selectDistinctOn([activity.targetId])
    .from(activity)
    .where(
      and(eq(activity.targetKind, kind), inArray(activity.targetId, [...ids]), inArray(activity.action, [...actions])),
    )
    .orderBy(activity.targetId, desc(activity.at), desc(activity.id));
  return new Map(rows.flatMap((row) => (row.targetId === null ? [] : [[row.targetId, row] as const])));
}

/** What in an entry's details names a borrower: their card number, a free-text borrower. */
const NAMING_DETAILS = sql`ARRAY['card', 'borrower']::text[]`;

/**
 * Removes what names the member `memberId` from the log: the entries about them (member_id) lose
 * the member's id and label as target and the card and borrower in their details; the entries they
 * made as a member, or their account (`accountId`) made or was the target of, lose that actor or
 * target. Action, book (label of loans and holds), details' figures and time stay. How many entries.
 */
export async function forgetMember(exec: Executor, memberId: string, accountId: string | null): Promise<number> {
  const account = accountId === null ? sql`NULL::uuid` : sql`${accountId}::uuid`;
  const byThem = sql`((actor_kind = 'member' AND actor_id = ${memberId}::uuid)
      OR (actor_kind = 'account' AND actor_id = ${account}))`;
  const aboutThem = sql`((target_kind = 'member' AND target_id = ${memberId})
      OR (target_kind = 'account' AND target_id = ${account}::text))`;
  const result: unknown = await exec.execute(sql`
    UPDATE activity SET
      actor_id = CASE WHEN ${byThem} THEN NULL ELSE actor_id END,
      actor_name = CASE WHEN ${byThem} THEN NULL ELSE actor_name END,
      target_id = CASE WHEN ${aboutThem} THEN NULL ELSE target_id END,
      target_label = CASE WHEN ${aboutThem} THEN NULL ELSE target_label END,
      details = CASE WHEN member_id = ${memberId}::uuid THEN details - ${NAMING_DETAILS} ELSE details END,
      member_id = CASE WHEN member_id = ${memberId}::uuid THEN NULL ELSE member_id END
    WHERE member_id = ${memberId}::uuid OR ${byThem} OR ${aboutThem}
    RETURNING id`);
  return resultRows(result).length;
}

/**
 * Removes the borrower from the entries of the loans `loanIds` (which forgot theirs): the member
 * they were about, the card and borrower in details, and the member as actor (their own renewal).
 * A staff actor stays. How many entries.
 */
export async function forgetLoans(exec: Executor, loanIds: readonly string[]): Promise<number> {
  if (loanIds.length === 0) return 0;
  const result: unknown = await exec.execute(sql`
    UPDATE activity SET
      actor_id = CASE WHEN actor_kind = 'member' THEN NULL ELSE actor_id END,
      actor_name = CASE WHEN actor_kind = 'member' THEN NULL ELSE actor_name END,
      details = details - ${NAMING_DETAILS},
      member_id = NULL
    WHERE target_kind = 'loan'
      AND target_id IN (SELECT value FROM jsonb_array_elements_text(${JSON.stringify(loanIds)}::jsonb))
    RETURNING id`);
  return resultRows(result).length;
}

/** Deletes up to `batch` entries made before `before`, oldest first; how many. */
export async function deleteActivityBefore(exec: Executor, before: Date, batch: number): Promise<number> {
  const result: unknown = await exec.execute(sql`
    DELETE FROM activity WHERE id IN (
      SELECT id FROM activity WHERE at < ${before.toISOString()}::timestamptz ORDER BY at, id LIMIT ${batch}
    )
    RETURNING id`);
  return resultRows(result).length;
}
