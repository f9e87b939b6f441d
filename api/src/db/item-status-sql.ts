/**
 * Item statuses in SQL, from the contract's list (ITEM_STATUSES): each one a literal (`'on_shelf'`),
 * not a bound parameter, so the planner matches them with the partial indexes of ./schema.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ITEM_STATUSES, type ItemStatus } from '../contract/item-rules';

/** Each item status as an SQL literal: `ITEM_STATUS.on_shelf` is `'on_shelf'`. */
export const ITEM_STATUS = Object.fromEntries(
  ITEM_STATUSES.map((status) => [status, sql.raw(`'${status}'`)]),
) as Record<ItemStatus, SQL>;
