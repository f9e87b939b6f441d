import type { ListParams } from './list-params';

/** Where the REST service's CSV export is served, on the app's own origin (the gateway passes it through). */
export const EXPORT_PATH = '/api/books/export.csv';

/**
 * The export of what the list shows (every page): the list's URL state in the REST query's names.
 * The genre is `filter`, the search `search`, the order `sortBy` and `sort`; page, page size and
 * layout do not apply to a file.
 */
export function exportHref(params: Pick<ListParams, 'genre' | 'search' | 'sortBy' | 'sort'>): string {
  const query = new URLSearchParams();
  if (params.genre) query.set('filter', params.genre);
  if (params.search !== '') query.set('search', params.search);
  query.set('sortBy', params.sortBy);
  query.set('sort', params.sort);
  return `${EXPORT_PATH}?${query.toString()}`;
}
