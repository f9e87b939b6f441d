/**
 * The REST contract's shared zod schemas: what every resource's requests and answers have in common
 * (ids, paging, the success envelope, the failure body) and how the gateway reads an answer
 * (readWith). Each resource's own requests and answers are in its contract file
 * (books/books.contract.ts, loans/loans.contract.ts, catalogue-csv/catalogue-csv.contract.ts); ./index
 * re-exports them all as `@library/api/contract`. Answers are read liberally where other servers of
 * this contract differ (numeric ids, `id` without `_id`, extra fields ignored). Rules and limits come
 * from ./rules.
 */
import { z } from 'zod';
import { LIST_LIMITS, type ErrorCode, type ValidationKind } from './rules';
import { count, queryValue, rule } from './schema-parts';

export { queryValue } from './schema-parts';

const BOOK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path or body value is a book id as this api makes them (a UUID). */
export function isBookId(value: unknown): value is string {
  return typeof value === 'string' && BOOK_ID.test(value);
}

/** Paging of a list answer (`meta`). */
export const pageMeta = z.object({ page: count, limit: count, total: count, totalPages: count });
export type PageMeta = z.output<typeof pageMeta>;

/** `GET /health`'s data. */
export const restHealth = z.object({ store: z.string().catch('unknown') }).catch({ store: 'unknown' });
export type RestHealth = z.output<typeof restHealth>;

/** The success envelope of every 2xx answer: `{ success: true, message, data, meta? }`. */
export const successEnvelope = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.unknown(),
  meta: z.unknown().optional(),
});

/** A field's failure in a VALIDATION_FAILED answer. */
export interface FieldError {
  message: string;
  kind: ValidationKind;
  path: string;
  value: unknown;
}

/**
 * Every failure's body: `{ success: false, message, error: { name, code, errors?, available? }, requestId }`.
 * Read liberally: field errors may be plain strings, and unknown extras are ignored.
 */
export const restFailureBody = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z
    .object({
      name: z.string().optional(),
      code: z.string().optional().catch(undefined),
      errors: z
        .record(
          z.string(),
          z.union([z.string(), z.object({ message: z.string() }).transform((e) => e.message)]).catch(''),
        )
        .optional()
        .catch(undefined),
      available: z.number().optional().catch(undefined),
    })
    .catch({}),
  requestId: z.string().optional().catch(undefined),
});
/** A failure as the api sends it. */
export interface FailureJson {
  success: false;
  message: string;
  error: { name: string; code: ErrorCode; errors?: Record<string, FieldError>; available?: number };
  requestId: string;
}

/** A success as the api sends it; lists carry their paging in `meta`. */
export interface SuccessJson<T> {
  success: true;
  message: string;
  data: T;
  meta?: PageMeta;
}

/** One of these schemas, by what it reads a value into. */
export type ContractSchema<T> = z.ZodType<T>;

/** The result of reading a value with one of these schemas. */
export type Reading<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Reads `value` with `schema`: its parsed value, or the first reason it does not fit (path and message). */
export function readWith<T>(schema: ContractSchema<T>, value: unknown): Reading<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues.at(0);
  const path = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return { ok: false, reason: `${path}${issue?.message ?? 'does not fit the contract'}` };
}

/**
 * A query value naming several records at once (`?ids=<uuid>,<uuid>`): 1 to LIST_LIMITS.maxLimit
 * ids of this api, comma-separated, read lower-cased and without repeats, in the order given. The
 * batched reads (a page's books, histories or hold queues in one call) take it. Required.
 */
export function idListQuery(name: string) {
  const message = `${name} must be 1 to ${LIST_LIMITS.maxLimit} ids, separated by commas`;
  return queryValue(
    name,
    z
      .string()
      .transform((text) => [...new Set(text.split(',').map((id) => id.trim().toLowerCase()))])
      .pipe(
        z
          .array(z.string().refine(isBookId, rule(message, 'invalid')))
          .min(1, message)
          .max(LIST_LIMITS.maxLimit, message),
      ),
  ).pipe(z.array(z.string(), { error: message }));
}
