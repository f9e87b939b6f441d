/**
 * The activity log's rows in and out (drizzle): an entry written (in the caller's transaction, so it
 * is kept exactly when the change is), a page of entries read newest first, and the latest entry
 * of an action on a record. Nothing here knows HTTP.
 */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ActivityQuery } from '../contract';
import { countWhere, type Executor, type Tx } from '../db/handles';
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
