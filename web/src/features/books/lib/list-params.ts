import { LIST_LIMITS } from '@library/api/contract/rules';
import type { Genre } from '../../../gql/graphql';
import { isGenre } from './genres';

/** Books per page (spec: 4). */
export const PAGE_SIZE = 4;

export type SortDirection = 'desc' | 'asc';
export type ListView = 'table' | 'card';

/**
 * The list state that lives in the URL query string:
 * ?search=dune&genre=FANTASY&sort=asc&view=card&page=2.
 */
export interface ListParams {
  page: number;
  sort: SortDirection;
  genre: Genre | null;
  view: ListView;
  /** Title, author or ISBN to look for, trimmed; '' for no search. */
  search: string;
}

/** A search as the list sends it: trimmed, at most the longest search the api takes; '' for none. */
export function normaliseSearch(text: string): string {
  return text.trim().slice(0, LIST_LIMITS.maxSearch).trim();
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
    search: normaliseSearch(search.get('search') ?? ''),
  };
}

/** The query string for a list state; defaults are left out so the plain URL stays clean. */
export function writeListParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  const text = normaliseSearch(params.search);
  if (text !== '') search.set('search', text);
  if (params.genre) search.set('genre', params.genre);
  if (params.sort !== 'desc') search.set('sort', params.sort);
  if (params.view !== 'table') search.set('view', params.view);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}
