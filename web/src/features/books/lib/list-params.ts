import type { SortField } from '@library/api/contract/rules';
import { normaliseSearch } from '../../../components/list-search';
import type { BookSortField, Genre } from '../../../gql/graphql';
import { isGenre } from './genres';

/** The page sizes a visitor can choose; the first is the default (spec: 4 books per page). */
export const PAGE_SIZES = [4, 12, 24, 48] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** Books per page unless the URL says otherwise (spec: 4). */
export const PAGE_SIZE: PageSize = PAGE_SIZES[0];

export type SortDirection = 'desc' | 'asc';
/** What the list can be ordered by: some of the REST api's `sortBy` fields, in its names. */
const LIST_SORT_FIELDS = ['createdAt', 'title', 'author'] as const satisfies readonly SortField[];
export type ListSortField = (typeof LIST_SORT_FIELDS)[number];
export type ListView = 'table' | 'card';

/** The GraphQL `sortBy` of each field the list sorts by. */
export const SORT_FIELD_ENUM: Readonly<Record<ListSortField, BookSortField>> = {
  createdAt: 'CREATED_AT',
  title: 'TITLE',
  author: 'AUTHOR',
};

/** The Sort control's choices, in its order: the spec's two by date first (the default, desc, on top). */
export const SORT_CHOICES: readonly { sortBy: ListSortField; sort: SortDirection; label: string }[] = [
  { sortBy: 'createdAt', sort: 'desc', label: 'Newest First' },
  { sortBy: 'createdAt', sort: 'asc', label: 'Oldest First' },
  { sortBy: 'title', sort: 'asc', label: 'Title (A–Z)' },
  { sortBy: 'title', sort: 'desc', label: 'Title (Z–A)' },
  { sortBy: 'author', sort: 'asc', label: 'Author (A–Z)' },
  { sortBy: 'author', sort: 'desc', label: 'Author (Z–A)' },
];

/** One string per sort choice (the Sort control's option values): `createdAt-desc`, `title-asc`, … */
export function sortChoiceKey({ sortBy, sort }: { sortBy: ListSortField; sort: SortDirection }): string {
  return `${sortBy}-${sort}`;
}

/**
 * The list state that lives in the URL query string:
 * ?search=dune&genre=FANTASY&sortBy=title&sort=asc&limit=12&view=card&page=2.
 */
export interface ListParams {
  page: number;
  /** Books per page. */
  limit: PageSize;
  sortBy: ListSortField;
  sort: SortDirection;
  genre: Genre | null;
  view: ListView;
  /** Title, author or ISBN to look for, trimmed; '' for no search. */
  search: string;
}

function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

function isListSortField(value: string | null): value is ListSortField {
  return (LIST_SORT_FIELDS as readonly (string | null)[]).includes(value);
}

export function readListParams(search: URLSearchParams): ListParams {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  const limit = Number(search.get('limit') ?? '');
  const sortBy = search.get('sortBy');
  const sort = search.get('sort');
  const genre = search.get('genre');
  const view = search.get('view');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: isPageSize(limit) ? limit : PAGE_SIZE,
    sortBy: isListSortField(sortBy) ? sortBy : 'createdAt',
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
  if (params.sortBy !== 'createdAt') search.set('sortBy', params.sortBy);
  if (params.sort !== 'desc') search.set('sort', params.sort);
  if (params.limit !== PAGE_SIZE) search.set('limit', String(params.limit));
  if (params.view !== 'table') search.set('view', params.view);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The page that shows the first book of `page` once the list has `limit` books a page. */
export function pageWithSameFirstBook(page: number, from: PageSize, to: PageSize): number {
  return Math.floor(((page - 1) * from) / to) + 1;
}
