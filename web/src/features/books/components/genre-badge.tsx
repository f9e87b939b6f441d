import type { Genre } from '../../../gql/graphql';
import { genreLabel } from '../lib/genres';

export function GenreBadge({ genre }: { genre: Genre }) {
  return <span className={`badge genre-badge genre--${genre}`}>{genreLabel(genre)}</span>;
}
