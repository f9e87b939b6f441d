/**
 * The activity log's requests and answers as zod schemas (re-exported by `@library/api/contract`):
 * `GET /activity` (a page of entries, newest first, filtered) and `GET /books/:id/history` (who
 * added a book and who changed it last; `GET /histories/books|members?ids=`: several at once). Rules and limits: contract/staff-rules.
 */
import { z } from 'zod';
import { ACTIVITY_LIST_LIMITS, ACTOR_KINDS, LIST_DEFAULTS, LIST_LIMITS } from '../contract/rules';
import { queryValue, queryWholeNumber, restId, rule, timestamp } from '../contract/schema-parts';
import { idListQuery, isBookId, pageMeta } from '../contract/schemas';

/** A filter's text: at most ACTIVITY_LIST_LIMITS.maxFilter characters. */
function filterText(name: string) {
  const max = ACTIVITY_LIST_LIMITS.maxFilter;
  return queryValue(name, z.string().max(max, `${name} must be at most ${max} characters`));
}

/**
 * The query of `GET /activity`: `page` and `limit` (default 1 and 20, at most 100), and the filters
 * `action`, `actorId` (an account's or token's id), `targetKind` and `targetId`, each optional.
 */
export const listActivityQuery = z
  .object({
    page: queryWholeNumber('page', LIST_LIMITS.maxPage),
    limit: queryWholeNumber('limit', ACTIVITY_LIST_LIMITS.maxLimit),
    action: filterText('action'),
    actorId: queryValue(
      'actorId',
      z
        .string()
        .refine(isBookId, rule('actorId must be a valid account or token id', 'invalid'))
        .transform((id) => id.toLowerCase()),
    ),
    targetKind: filterText('targetKind'),
    targetId: filterText('targetId'),
  })
  .transform(({ page, limit, ...filters }) => ({
    ...filters,
    page: page ?? LIST_DEFAULTS.page,
    limit: limit ?? ACTIVITY_LIST_LIMITS.defaultLimit,
  }));
export type ActivityQuery = z.output<typeof listActivityQuery>;

/** An entry of the activity log: who did what to which record, when, from which address. */
export const restActivityEntry = z.object({
  id: restId,
  at: timestamp,
  actorKind: z.enum(ACTOR_KINDS),
  actorName: z.string().nullable(),
  action: z.string(),
  targetKind: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  address: z.string().nullable(),
});
export type ActivityEntryJson = z.output<typeof restActivityEntry>;

/** One page of `GET /activity`: the envelope's `data` and `meta`. */
export const restActivityPage = z.object({ data: z.array(restActivityEntry), meta: pageMeta });

/** `GET /books/:id/history`'s data: who added the book and who changed it last (nulls when not in the log). */
export const restRecordHistory = z.object({
  createdBy: z.string().nullable(),
  createdAt: timestamp.nullable(),
  updatedBy: z.string().nullable(),
  updatedAt: timestamp.nullable(),
});
export type RecordHistoryJson = z.output<typeof restRecordHistory>;

/** The query of the batched history reads (`GET /histories/books?ids=`, `GET /histories/members?ids=`). */
export const historiesQuery = z.object({ ids: idListQuery('ids') });

/** Their data: each record's history with its `id`, in the order of `ids`. */
export const restRecordHistories = z.array(restRecordHistory.extend({ id: z.string() }));
export type RecordHistoryOfJson = z.output<typeof restRecordHistories>[number];

/** A record's history as JSON (from the activity service's RecordHistory: times as Dates). */
export function recordHistoryJson(history: {
  createdBy: string | null;
  createdAt: Date | null;
  updatedBy: string | null;
  updatedAt: Date | null;
}): RecordHistoryJson {
  return {
    createdBy: history.createdBy,
    createdAt: history.createdAt?.toISOString() ?? null,
    updatedBy: history.updatedBy,
    updatedAt: history.updatedAt?.toISOString() ?? null,
  };
}
