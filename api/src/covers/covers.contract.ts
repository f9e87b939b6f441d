/**
 * Covers' requests and answers (re-exported by `@library/api/contract`): `GET /books/:id/cover`'s
 * query (the width, and the version its address was given with) and `GET /covers`' answer (which
 * books have a cover, its version and sizes: what a page needs to show it with its width and height).
 */
import { z } from 'zod';
import { COVER_WIDTHS } from '../contract/isbn-lookup-rules';
import { idListQuery, queryValue } from '../contract/schemas';

const widthMessage = `w must be one of ${COVER_WIDTHS.join(', ')}`;

export const coverImageQuery = z
  .object({
    w: queryValue(
      'w',
      z.string().refine((w) => COVER_WIDTHS.some((width) => String(width) === w), widthMessage),
    ),
    v: queryValue('v', z.string().max(64)),
  })
  .transform(({ w, v }) => ({ width: Number(w ?? COVER_WIDTHS[COVER_WIDTHS.length - 1]), version: v }));

export const coversQuery = z.object({ ids: idListQuery('ids') });

/** One size of a cover. */
export const restCoverSize = z.object({ width: z.number().int(), height: z.number().int() });

/** A book's cover (`GET /covers`' data, one per book that has one). */
export const restCover = z.object({
  book: z.string(),
  version: z.string(),
  /** Each width kept (COVER_WIDTHS) with its height, narrowest first. */
  sizes: z.array(restCoverSize),
});
export type CoverJson = z.output<typeof restCover>;
export const restCovers = z.array(restCover);
