import { GENRE_LABELS, GENRES as REST_GENRES } from '@library/api/contract/rules';
import type { Genre } from '../../../gql/graphql';

/** The genres in the REST contract's order, with their labels (the contract's GENRE_LABELS). */
export const GENRES: readonly { value: Genre; label: string }[] = REST_GENRES.map((value) => ({
  value,
  label: GENRE_LABELS[value],
}));

export function isGenre(value: unknown): value is Genre {
  return GENRES.some((genre) => genre.value === value);
}

export function genreLabel(genre: Genre): string {
  return GENRE_LABELS[genre];
}
