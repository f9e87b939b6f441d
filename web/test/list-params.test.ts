import { readListParams, writeListParams, type ListParams } from '../src/features/books/lib/list-params';

const DEFAULTS: ListParams = {
  page: 1,
  limit: 4,
  sortBy: 'createdAt',
  sort: 'desc',
  genre: null,
  view: 'table',
  search: '',
};

describe('list state in the URL', () => {
  test('when the query string is empty or nonsense, then the defaults apply', () => {
    expect(readListParams(new URLSearchParams(''))).toEqual(DEFAULTS);
    expect(
      readListParams(
        new URLSearchParams('page=-3&sort=sideways&sortBy=copies&limit=5&genre=POETRY&view=grid&search=+++'),
      ),
    ).toEqual(DEFAULTS);
    expect(readListParams(new URLSearchParams('limit=100')).limit).toBe(4);
  });

  test('when a state is written and read back, then it round-trips and defaults stay out of the URL', () => {
    const state: ListParams = {
      page: 2,
      limit: 24,
      sortBy: 'title',
      sort: 'asc',
      genre: 'HISTORY',
      view: 'card',
      search: 'dune',
    };
    expect(readListParams(writeListParams(state))).toEqual(state);
    expect(writeListParams(state).toString()).toBe(
      'search=dune&genre=HISTORY&sortBy=title&sort=asc&limit=24&view=card&page=2',
    );
    expect(writeListParams(DEFAULTS).toString()).toBe('');
  });

  test.each([4, 12, 24, 48])('when the URL asks for %i books a page, then the list shows that many', (limit) => {
    expect(readListParams(new URLSearchParams(`limit=${String(limit)}`)).limit).toBe(limit);
  });

  test('when the URL has a search, then it is read trimmed and cut to the longest search the api takes', () => {
    expect(readListParams(new URLSearchParams('search=%20Le+Guin%20')).search).toBe('Le Guin');
    expect(readListParams(new URLSearchParams(`search=${'a'.repeat(150)}`)).search).toHaveLength(100);
    expect(writeListParams({ ...DEFAULTS, search: '  ' }).toString()).toBe('');
  });
});
