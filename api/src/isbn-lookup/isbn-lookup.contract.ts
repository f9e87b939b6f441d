/**
 * ISBN lookups' requests and answers (re-exported by `@library/api/contract`): the path of
 * `GET /isbn-lookup/:isbn` (any form of a valid ISBN, as `GET /books/by-isbn/:isbn` takes it) and
 * what a lookup found, in the book form's words.
 */
import { z } from 'zod';
import { bookByIsbnParams } from '../books/books.contract';

export const isbnLookupParams = bookByIsbnParams;

/** What a lookup found for an ISBN (`GET /isbn-lookup/:isbn`'s data). */
export const restIsbnLookup = z.object({
  /** The ISBN asked, as its 13 digits. */
  isbn: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  publisher: z.string().nullable(),
  year: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  description: z.string().nullable(),
  /** Whether the lookup's answer names a cover (`POST /books/:id/cover/lookup` fetches it). */
  hasCover: z.boolean(),
});
export type IsbnLookupJson = z.output<typeof restIsbnLookup>;
