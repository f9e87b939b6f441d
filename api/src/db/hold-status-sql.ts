/**
 * Hold statuses in SQL, from the contract's list (HOLD_STATUSES): each one a literal (`'ready'`), and
 * the lists the queries and the partial indexes compare with (`('waiting', 'ready')`). Literals, not
 * bound parameters, so the planner matches them with the partial indexes of ./schema.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ACTIVE_HOLD_STATUSES, HOLD_STATUSES, type HoldStatus } from '../contract/member-rules';

const literal = (status: HoldStatus): string => `'${status}'`;

/** Each hold status as an SQL literal: `HOLD_STATUS.ready` is `'ready'`. */
export const HOLD_STATUS = Object.fromEntries(
  HOLD_STATUSES.map((status) => [status, sql.raw(literal(status))]),
) as Record<HoldStatus, SQL>;

/** The text of an SQL list of statuses: `('waiting', 'ready')`. */
export const holdStatusList = (statuses: readonly HoldStatus[]): string => `(${statuses.map(literal).join(', ')})`;

/** The statuses of an ended hold: the contract's statuses that are not active. */
export const ENDED_HOLD_STATUSES: readonly HoldStatus[] = HOLD_STATUSES.filter(
  (status) => !(ACTIVE_HOLD_STATUSES as readonly HoldStatus[]).includes(status),
);

/** `('waiting', 'ready')`: the statuses of a hold that still holds a place. */
export const ACTIVE_HOLDS = sql.raw(holdStatusList(ACTIVE_HOLD_STATUSES));
/** `('fulfilled', 'cancelled', 'expired')`. */
export const ENDED_HOLDS = sql.raw(holdStatusList(ENDED_HOLD_STATUSES));
/** The literal of a hold status, for SQL written as text (sql.raw). */
export const holdStatusText = literal;
