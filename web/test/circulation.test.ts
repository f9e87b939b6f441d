import {
  daysBetween,
  dueInWords,
  laterDay,
  libraryDayIn,
  libraryToday,
  overdueText,
} from '../src/components/circulation/dates';
import { bookName, renewalsLeftText } from '../src/components/circulation/texts';

describe('the circulation days', () => {
  // Late in the evening of 7 Dec 2026 on the device; already 8 Dec in UTC only where the device is west of it.
  const evening = new Date(2026, 11, 7, 22, 30);

  test("when the library's time zone is not known yet, then today is the device day as YYYY-MM-DD", () => {
    expect(libraryToday(evening)).toBe('2026-12-07');
    expect(libraryDayIn(28, evening)).toBe('2027-01-04');
  });

  test('when the library has a time zone, then today is its day wherever the device is', () => {
    const lateInUtc = new Date(Date.UTC(2026, 11, 7, 23, 30));
    expect(libraryToday(lateInUtc, 'UTC')).toBe('2026-12-07');
    expect(libraryToday(lateInUtc, 'Pacific/Kiritimati')).toBe('2026-12-08');
    expect(libraryToday(lateInUtc, 'America/Los_Angeles')).toBe('2026-12-07');
    expect(libraryDayIn(1, lateInUtc, 'Pacific/Kiritimati')).toBe('2026-12-09');
    expect(overdueText('2026-12-06', lateInUtc, 'Pacific/Kiritimati')).toBe('Overdue by 2 days');
    expect(overdueText('2026-12-06', lateInUtc, 'UTC')).toBe('Overdue by 1 day');
  });

  test('when two days are compared, then the whole days between them are counted, 0 for a malformed one', () => {
    expect(daysBetween('2026-12-01', '2026-12-07')).toBe(6);
    expect(daysBetween('2026-12-07', '2026-12-01')).toBe(-6);
    expect(daysBetween('soon', '2026-12-01')).toBe(0);
    expect(laterDay('2026-12-01', '2026-12-07')).toBe('2026-12-07');
  });

  test('when a loan is overdue, then the loan screens and the desk say by how long in their words', () => {
    expect(overdueText('2026-12-04', evening)).toBe('Overdue by 3 days');
    expect(overdueText('2026-12-06', evening)).toBe('Overdue by 1 day');
    expect(overdueText('2026-12-07', evening)).toBe('Overdue');
    expect(dueInWords('2026-12-04', true, '2026-12-07')).toBe('overdue by 3 days');
    expect(dueInWords('2026-12-07', false, '2026-12-07')).toBe('due today');
    expect(dueInWords('2026-12-12', false, '2026-12-07')).toBe('due in 5 days');
  });
});

describe('the circulation texts', () => {
  test('when a book has no title or ISBN, then it is an unknown book', () => {
    expect(bookName({ title: 'Dune', isbn: '9780441013593' })).toBe('Dune');
    expect(bookName({ title: null, isbn: '9780441013593' })).toBe('9780441013593');
    expect(bookName({ title: null, isbn: null })).toBe('Unknown book');
  });

  test('when renewals are left or not, then every screen says it the same way', () => {
    expect(renewalsLeftText(2)).toBe('2 renewals left');
    expect(renewalsLeftText(1)).toBe('1 renewal left');
    expect(renewalsLeftText(0)).toBe('No renewals left');
  });
});
