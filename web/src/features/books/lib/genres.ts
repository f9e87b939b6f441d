import type { Genre } from '../../../gql/graphql';

/** The six genres in display order, with their labels. */
export const GENRES: readonly { value: Genre; label: string }[] = [
  { value: 'FICTION', label: 'Fiction' },
  { value: 'NON_FICTION', label: 'Non-fiction' },
  { value: 'SCIENCE', label: 'Science' },
  { value: 'HISTORY', label: 'History' },
  { value: 'BIOGRAPHY', label: 'Biography' },
  { value: 'FANTASY', label: 'Fantasy' },
];

export function isGenre(value: unknown): value is Genre {
  return GENRES.some((genre) => genre.value === value);
}

export function genreLabel(genre: Genre): string {
  return GENRES.find((item) => item.value === genre)?.label ?? genre;
}
