import { GENRES as REST_GENRES } from '@library/api/contract/rules';
import type { Genre } from '../../../gql/graphql';

/** What each genre is called on screen (every GraphQL genre has one: the type checker holds it). */
const LABELS: Record<Genre, string> = {
  FICTION: 'Fiction',
  NON_FICTION: 'Non-fiction',
  SCIENCE: 'Science',
  HISTORY: 'History',
  BIOGRAPHY: 'Biography',
  FANTASY: 'Fantasy',
};

/** The genres in the REST contract's order, with their labels. */
export const GENRES: readonly { value: Genre; label: string }[] = REST_GENRES.map((value) => ({
  value,
  label: LABELS[value],
}));

export function isGenre(value: unknown): value is Genre {
  return GENRES.some((genre) => genre.value === value);
}

export function genreLabel(genre: Genre): string {
  return LABELS[genre];
}
