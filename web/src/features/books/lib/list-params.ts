import type { Genre } from '../../../gql/graphql';
import { isGenre } from './genres';

/** Books per page (spec: 4). */
export const PAGE_SIZE = 4;

export type SortDirection = 'desc' | 'asc';
export type ListView = 'table' | 'card';

/** The list state that lives in the URL query string: ?page=2&sort=asc&genre=FANTASY&view=card. */
export interface ListParams {
  page: number;
  sort: SortDirection;
  genre: Genre | null;
  view: ListView;
}

export function readListParams(search: URLSearchParams): ListParams {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  const sort = search.get('sort');
  const genre = search.get('genre');
  const view = search.get('view');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: sort === 'asc' ? 'asc' : 'desc',
    genre: isGenre(genre) ? genre : null,
    view: view === 'card' ? 'card' : 'table',
  };
}

/** The query string for a list state; defaults are left out so the plain URL stays clean. */
export function writeListParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.genre) search.set('genre', params.genre);
  if (params.sort !== 'desc') search.set('sort', params.sort);
  if (params.view !== 'table') search.set('view', params.view);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}
