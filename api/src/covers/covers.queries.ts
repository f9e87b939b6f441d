/** Covers' rows in and out: each book's cover as one row per width (db/schema `book_covers`). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/handles';
import { bookCovers, books, type BookCoverRow } from '../db/schema';

export type CoverImage = Pick<BookCoverRow, 'width' | 'height' | 'image'>;

/** Whether the book is there, its row held until the transaction ends (a cover is not left without its book). */
export async function holdBook(exec: Executor, bookId: string): Promise<boolean> {
  const rows = await exec.select({ id: books.id }).from(books).where(eq(books.id, bookId)).for('share');
  return rows.length > 0;
}

/** Replaces the book's cover with `images` (each width of one original, named `version`). */
export async function replaceCover(
  exec: Executor,
  bookId: string,
  version: string,
  images: readonly CoverImage[],
): Promise<void> {
  await exec.delete(bookCovers).where(eq(bookCovers.bookId, bookId));
  await exec.insert(bookCovers).values(images.map((image) => ({ ...image, bookId, version })));
}

/** Removes the book's cover; whether it had one. */
export async function removeCover(exec: Executor, bookId: string): Promise<boolean> {
  const removed = await exec
    .delete(bookCovers)
    .where(eq(bookCovers.bookId, bookId))
    .returning({ width: bookCovers.width });
  return removed.length > 0;
}

export async function coverImage(
  exec: Executor,
  bookId: string,
  width: number,
): Promise<Pick<BookCoverRow, 'image' | 'version' | 'width' | 'height'> | undefined> {
  const rows = await exec
    .select({
      image: bookCovers.image,
      version: bookCovers.version,
      width: bookCovers.width,
      height: bookCovers.height,
    })
    .from(bookCovers)
    .where(and(eq(bookCovers.bookId, bookId), eq(bookCovers.width, width)));
  return rows.at(0);
}

/** The sizes of the covers of `bookIds` (without their images), narrowest first. */
export async function coverSizes(
  exec: Executor,
  bookIds: readonly string[],
): Promise<Pick<BookCoverRow, 'bookId' | 'version' | 'width' | 'height'>[]> {
  if (bookIds.length === 0) return [];
  return exec
    .select({
      bookId: bookCovers.bookId,
      version: bookCovers.version,
      width: bookCovers.width,
      height: bookCovers.height,
    })
    .from(bookCovers)
    .where(inArray(bookCovers.bookId, [...bookIds]))
    .orderBy(asc(bookCovers.bookId), asc(bookCovers.width));
}
