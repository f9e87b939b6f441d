/**
 * The pieces the contract's zod schemas are built from (./schemas and each resource's contract file,
 * e.g. books/books.contract.ts): texts read as numbers and booleans, query values, ids and
 * timestamps of answers. Not an entry of its own: `@library/api/contract` re-exports only queryValue.
 */
import { z } from 'zod';
import { MESSAGES, type ValidationKind } from './rules';

/** A refinement's failure, with the kind of rule it is (kinds of zod's own checks are derived from their code). */
export function rule(message: string, kind: ValidationKind) {
  return { message, params: { kind } };
}

export const isMissing = (value: unknown): boolean => value === undefined || value === null;

/** Decimal digits, optionally signed: the only text taken as a number (no `3.5`, `1e3`, `0x10`, blank). */
const WHOLE_NUMBER_TEXT = /^-?\d+$/;

/**
 * A number written as text, as the original Express + Mongoose backends cast it: `"3"` and `" 3 "`
 * are 3, `"-1"` is -1 (then refused by the minimum). Any other value is left as it is, so the
 * number schema refuses it with its usual message.
 */
function numberFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!WHOLE_NUMBER_TEXT.test(text)) return value;
  const number = Number(text);
  // Too many digits for a double (Infinity): left as text, refused as not a whole number.
  return Number.isFinite(number) ? number : value;
}

/** `"true"` and `"false"` (trimmed) as the booleans they name; any other value as it is. */
export function booleanFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === 'true' ? true : text === 'false' ? false : value;
}

/** The texts of a whole number's failures; by default they name its `label`. */
export interface WholeNumberTexts {
  required: string;
  notWhole: string;
  min: string;
  max: string;
}

/**
 * A whole number from `min` to `max`: a JSON number, or one written as text (`"3"`, see
 * numberFromText). Its failures say `texts` (by default: 'Copies is required', 'Copies must be a
 * whole number', 'Copies must be 0 or more', 'Copies must be at most 1000000').
 */
export function wholeNumber(
  label: string,
  min: number,
  max: number,
  texts: WholeNumberTexts = {
    required: MESSAGES.required(label),
    notWhole: MESSAGES.notWhole(label),
    min: MESSAGES.atLeast(label, min),
    max: MESSAGES.atMost(label, max),
  },
) {
  return z.preprocess(
    (value: number | string) => numberFromText(value),
    z
      .number({ error: (issue) => (isMissing(issue.input) ? texts.required : texts.notWhole) })
      .min(min, texts.min)
      .refine(Number.isInteger, rule(texts.notWhole, 'type'))
      .max(max, texts.max),
  );
}

/**
 * Query texts that mean "not given": blank, and the `undefined` and `null` a client writes when it
 * builds its query string from an unset variable (`?page=undefined`).
 */
const ABSENT_QUERY_TEXTS: ReadonlySet<string> = new Set(['', 'undefined', 'null']);

/**
 * One query-string value: a single string, trimmed; absent when missing, blank, `undefined` or
 * `null`. A value given twice (an array) or as an object is refused.
 */
export function queryValue<T extends z.ZodType<unknown, string>>(name: string, value: T) {
  return z.preprocess(
    (raw) => (typeof raw === 'string' ? (ABSENT_QUERY_TEXTS.has(raw.trim()) ? undefined : raw.trim()) : raw),
    z
      .string({ error: `${name} must be given once, as a single value` })
      .pipe(value)
      .optional(),
  );
}

export function queryWholeNumber(name: string, max: number) {
  const message = `${name} must be a whole number from 1 to ${max}`;
  return queryValue(
    name,
    z
      .string()
      .refine((text) => /^\d{1,10}$/.test(text), rule(message, 'type'))
      .transform(Number)
      .pipe(z.number().min(1, message).max(max, message)),
  );
}

/** An id: a non-empty string, or a number from servers that use them; read as a string. */
export const restId = z.union([z.string().min(1), z.number().transform(String)]);

/** The id fields of an answer's object: the api sends both `_id` and `id` (equal); other servers one of them. */
export const ids = { _id: restId.optional(), id: restId.optional() };

/** Keeps one id, `_id` (from `id` when only that came). */
export function oneId<T extends { _id?: string | undefined; id?: string | undefined }>(
  { _id, id, ...rest }: T,
  ctx: z.RefinementCtx,
): Omit<T, '_id' | 'id'> & { _id: string } {
  const key = _id ?? id;
  if (key === undefined) {
    ctx.addIssue({ code: 'custom', message: 'missing id (_id or id)' });
    return z.NEVER;
  }
  return { ...rest, _id: key };
}

export const timestamp = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'is not a timestamp');
export const count = z.number().int();
