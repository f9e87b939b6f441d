import { readListParams, writeListParams } from '../src/features/books/lib/list-params';

describe('list state in the URL', () => {
  test('when the query string is empty or nonsense, then the defaults apply', () => {
    const defaults = { page: 1, sort: 'desc', genre: null, view: 'table' };
    expect(readListParams(new URLSearchParams(''))).toEqual(defaults);
    expect(readListParams(new URLSearchParams('page=-3&sort=sideways&genre=POETRY&view=grid'))).toEqual(defaults);
  });

  test('when a state is written and read back, then it round-trips and defaults stay out of the URL', () => {
    const state = { page: 2, sort: 'asc' as const, genre: 'HISTORY' as const, view: 'card' as const };
    expect(readListParams(writeListParams(state))).toEqual(state);
    expect(writeListParams({ page: 1, sort: 'desc', genre: null, view: 'table' }).toString()).toBe('');
  });
});
