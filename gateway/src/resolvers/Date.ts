/**
 * `Date`: a calendar date `YYYY-MM-DD`; input also accepts an ISO 8601 timestamp (its date part is
 * used). What counts as one is the contract's rule (`calendarDate`), as in the api and the web form.
 */
import { calendarDate } from '@library/api/contract/rules';
import { isoStringScalar } from './isoStringScalar';

export const DateScalar = isoStringScalar({
  name: 'Date',
  normalise: calendarDate,
  fromDate: (date) => date.toISOString().slice(0, 10),
  invalid: 'Date must be a calendar date as YYYY-MM-DD (or an ISO 8601 timestamp), e.g. 2026-12-01',
  notString: 'Date must be a string such as "2026-12-01"',
});
