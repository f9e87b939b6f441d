/**
 * The holds' requests and answers as zod schemas (re-exported by `@library/api/contract`): the api
 * validates `GET /holds` and `POST /holds` with them, and its JSON is typed by the answers', which
 * the gateway reads REST answers with. Statuses and texts: contract/member-rules.
 */
import { z } from 'zod';
import {
  BORROW_MESSAGES,
  CONTROL_CHARACTERS,
  HOLD_LIST_STATUSES,
  HOLD_STATUSES,
  LIST_DEFAULTS,
  LIST_LIMITS,
  MEMBER_LIMITS,
  MEMBER_MESSAGES,
  MESSAGES,
} from '../contract/rules';
import { ids, isMissing, oneId, queryValue, queryWholeNumber, rule, timestamp } from '../contract/schema-parts';
import { idListQuery, isBookId, pageMeta } from '../contract/schemas';

/** A query value that must be an id of this api (a UUID), lower-cased. */
function queryId(name: string) {
  return queryValue(
    name,
    z
      .string()
      .refine(isBookId, rule(`${name} must be a valid ${name} id`, 'invalid'))
      .transform((id) => id.toLowerCase()),
  );
}

/**
 * The query of `GET /holds`: `status` (default active: waiting or ready), `book` (one book's queue,
 * in queue order), `member` (one member's holds), page and limit as for loans.
 */
export const listHoldsQuery = z
  .object({
    status: queryValue(
      'status',
      z
        .string()
        .toLowerCase()
        .pipe(z.enum(HOLD_LIST_STATUSES, { error: `status must be one of ${HOLD_LIST_STATUSES.join(', ')}` })),
    ),
    book: queryId('book'),
    member: queryId('member'),
    page: queryWholeNumber('page', LIST_LIMITS.maxPage),
    limit: queryWholeNumber('limit', LIST_LIMITS.maxLimit),
  })
  .transform(({ status, book, member, page, limit }) => ({
    status: status ?? 'active',
    bookId: book,
    memberId: member,
    page: page ?? LIST_DEFAULTS.page,
    limit: limit ?? LIST_DEFAULTS.limit,
  }));
export type HoldQuery = z.output<typeof listHoldsQuery>;

/**
 * The query of `GET /holds/queues`: `books` (1 to 100 book ids, comma-separated) and `limit` (the
 * most holds a book, default as for `GET /holds`): several books' active queues in one call.
 */
export const holdQueuesQuery = z
  .object({ books: idListQuery('books'), limit: queryWholeNumber('limit', LIST_LIMITS.maxLimit) })
  .transform(({ books, limit }) => ({ bookIds: books, limit: limit ?? LIST_DEFAULTS.limit }));

/**
 * Body of `POST /holds`: `{ book, member? }`. `member` is a card number or a member's id (trimmed;
 * absent or blank: the member asking, for a signed-in member; staff must give it).
 */
export const placeHoldRequest = z
  .object({
    book: z
      .string({
        error: (issue) => (isMissing(issue.input) ? BORROW_MESSAGES.bookRequired : BORROW_MESSAGES.bookNotText),
      })
      .trim()
      .min(1, BORROW_MESSAGES.bookRequired)
      .refine(isBookId, rule(BORROW_MESSAGES.bookInvalid, 'invalid'))
      .toLowerCase(),
    member: z
      .string({ error: 'Member must be text' })
      .trim()
      .refine((text) => !CONTROL_CHARACTERS.test(text), rule(MESSAGES.controlCharacters('Member'), 'invalid'))
      .max(Math.max(MEMBER_LIMITS.maxCard, 36), MEMBER_MESSAGES.cardInvalid)
      .nullish()
      .transform((text) => (text === null || text === undefined || text === '' ? undefined : text)),
  })
  .transform(({ book, member }) => ({ bookId: book, member }));
export type PlaceHoldRequest = z.input<typeof placeHoldRequest>;
export type PlaceHoldInput = z.output<typeof placeHoldRequest>;

/** The member of a hold: name and card number. */
const restHoldMember = z.object({ ...ids, name: z.string(), cardNumber: z.string() }).transform(oneId);

/**
 * A hold (`GET /holds`, `POST /holds`, `POST /holds/:id/cancel`, a return's `putAside`): the book
 * (its title and ISBN as they were when the hold was placed), the member, the status, the place in
 * the book's queue (1-based, waiting holds only), when it was placed, the last day it waits on the
 * hold shelf (ready holds only) and when it ended (fulfilled, cancelled or expired).
 */
export const restHold = z
  .object({
    ...ids,
    book: z.object({ ...ids, title: z.string().nullable(), isbn: z.string().nullable() }).transform(oneId),
    member: restHoldMember,
    status: z.enum(HOLD_STATUSES),
    position: z.number().int().nullable(),
    placedAt: timestamp,
    readyUntil: z.string().nullable(),
    endedAt: timestamp.nullable(),
  })
  .transform(oneId);
export type RestHold = z.output<typeof restHold>;
/** A hold as the api sends it: `id` repeats `_id` (the book's and member's too). */
export type HoldJson = RestHold & { id: string };

/** One page of `GET /holds`: the envelope's `data` and `meta`. */
export const restHoldPage = z.object({ data: z.array(restHold), meta: pageMeta });

/** What a return adds to its loan (`POST /loans/:id/return`): the holds its copies were put aside for. */
export const restPutAside = z.object({ putAside: z.array(restHold).default([]) });
