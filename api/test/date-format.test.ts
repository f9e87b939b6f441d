import { shownDate } from '../src/contract/rules';

describe('shownDate', () => {
  it('when given a calendar date, then it writes it as the screens do, whatever the time zone', () => {
    expect(shownDate('2026-12-22')).toBe('22 Dec 2026');
    expect(shownDate('2027-01-01')).toBe('1 Jan 2027');
  });

  it('when given text that is no calendar date, then it leaves it unchanged', () => {
    expect(shownDate('soon')).toBe('soon');
  });
});
