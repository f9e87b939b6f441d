/**
 * ISBN lookups and covers, without dependencies (browser-safe; re-exported by ./rules): the texts a
 * failed lookup or a refused cover shows on the add-book form and in REST answers, their codes, and
 * the cover sizes the screens use.
 */

/** What the librarian reads when a lookup finds nothing or cannot be made: one line each. */
export const ISBN_LOOKUP_MESSAGES = {
  notFound: 'No book found for this ISBN',
  timeout: 'The lookup service did not answer in time',
  off: 'ISBN lookups are switched off',
  unreachable: 'The lookup service could not be reached',
  badAnswer: 'The lookup service sent an answer that could not be read',
} as const;

/** Longest side and bytes of a cover the server takes (fetched or uploaded). */
export const COVER_LIMITS = { maxBytes: 5 * 1024 * 1024, maxPixels: 40_000_000 } as const;

/** The widths a cover is kept in (px): the catalogue's thumbnail and the book page's picture. */
export const COVER_WIDTHS = [80, 240] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];

export const COVER_MESSAGES = {
  notImage: 'The cover is not an image (JPEG, PNG, WebP, GIF or AVIF)',
  tooLarge: `The cover is too large: at most ${COVER_LIMITS.maxBytes / 1024 / 1024} MB and ${COVER_LIMITS.maxPixels / 1_000_000} megapixels`,
  unreachable: 'The cover could not be fetched',
  notFound: 'This book has no cover',
} as const;

/** The codes of lookups and covers (the gateway keeps them as its codes). */
export const ISBN_LOOKUP_ERROR_CODES = [
  'ISBN_NOT_FOUND',
  'LOOKUP_TIMEOUT',
  'LOOKUP_OFF',
  'LOOKUP_FAILED',
  'COVER_INVALID',
  'COVER_TOO_LARGE',
  'COVER_NOT_FOUND',
] as const;
