/**
 * Covers' rules: a cover is made from one original image (./cover-images: validated and resized
 * before anything is written), and stored with its book in one transaction, all sizes or none. A
 * book that is not there is 404 NOT_FOUND; a book without a cover answers COVER_NOT_FOUND.
 */
import type { Db } from '../db/handles';
import type { Retry } from '../db/pg-errors';
import { bookNotFound, coverNotFound } from '../errors';
import { coverSizes as resized } from './cover-images';
import * as q from './covers.queries';
import type { CoverJson } from '../contract';

export interface CoverFile {
  image: Buffer;
  version: string;
  width: number;
  height: number;
}

export interface CoversService {
  /** Makes `original` the book's cover; its JSON. COVER_INVALID, COVER_TOO_LARGE, NOT_FOUND. */
  setCover(bookId: string, original: Buffer): Promise<CoverJson>;
  /** NOT_FOUND for no book, COVER_NOT_FOUND for a book without a cover. */
  removeCover(bookId: string): Promise<void>;
  /** The book's cover at `width`; COVER_NOT_FOUND when it has none. */
  coverFile(bookId: string, width: number): Promise<CoverFile>;
  /** The covers of the books of `ids` that have one, in the order asked. */
  coversOf(ids: readonly string[]): Promise<CoverJson[]>;
}

function coversJson(rows: Awaited<ReturnType<typeof q.coverSizes>>, ids: readonly string[]): CoverJson[] {
  const byBook = new Map<string, CoverJson>();
  for (const row of rows) {
    const cover = byBook.get(row.bookId) ?? { book: row.bookId, version: row.version, sizes: [] };
    cover.sizes.push({ width: row.width, height: row.height });
    byBook.set(row.bookId, cover);
  }
  return ids.flatMap((id) => byBook.get(id) ?? []);
}

export function coversService(db: Db, retry: Retry): CoversService {
  return {
    setCover: async (bookId, original) => {
      const { version, images } = await resized(original);
      await retry(() =>
        db.transaction(async (tx) => {
          if (!(await q.holdBook(tx, bookId))) throw bookNotFound();
          await q.replaceCover(tx, bookId, version, images);
        }),
      );
      return { book: bookId, version, sizes: images.map(({ width, height }) => ({ width, height })) };
    },
    removeCover: async (bookId) => {
      const removed = await retry(() =>
        db.transaction(async (tx) => {
          if (!(await q.holdBook(tx, bookId))) throw bookNotFound();
          return q.removeCover(tx, bookId);
        }),
      );
      if (!removed) throw coverNotFound();
    },
    coverFile: async (bookId, width) => {
      const file = await q.coverImage(db, bookId, width);
      if (file === undefined) throw coverNotFound();
      return file;
    },
    coversOf: async (ids) => coversJson(await q.coverSizes(db, ids), ids),
  };
}
