import { readListParams, writeListParams } from '../src/features/books/lib/list-params';

describe('list state in the URL', () => {
  test('when the query string is empty or nonsense, then the defaults apply', () => {
    const defaults = { page: 1, sort: 'desc', genre: null, view: 'table', search: '' };
    expect(readListParams(new URLSearchParams(''))).toEqual(defaults);
    expect(readListParams(new URLSearchParams('page=-3&sort=sideways&genre=POETRY&view=grid&search=+++'))).toEqual(
      defaults,
    );
  });

  test('when a state is written and read back, then it round-trips and defaults stay out of the URL', () => {
    const state = { page: 2, sort: 'asc' as const, genre: 'HISTORY' as const, view: 'card' as const, search: 'dune' };
    expect(readListParams(writeListParams(state))).toEqual(state);
    expect(writeListParams({ page: 1, sort: 'desc', genre: null, view: 'table', search: '' }).toString()).toBe('');
  });

  test('when the URL has a search, then it is read trimmed and cut to the longest search the api takes', () => {
    expect(readListParams(new URLSearchParams('search=%20Le+Guin%20')).search).toBe('Le Guin');
    expect(readListParams(new URLSearchParams(`search=${'a'.repeat(150)}`)).search).toHaveLength(100);
    expect(writeListParams({ page: 1, sort: 'desc', genre: null, view: 'table', search: '  ' }).toString()).toBe('');
  });
});
