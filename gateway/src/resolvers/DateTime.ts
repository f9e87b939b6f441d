/** `DateTime`: a point in time as an ISO 8601 string in UTC. */
import { isoStringScalar } from './isoStringScalar';

/** Already in `toISOString()` form: returned as is (the common case, from the REST service). */
const CANONICAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Normalises an ISO 8601 string to UTC `toISOString()` form; undefined when it is not one. */
function toUtcTimestamp(value: string): string | undefined {
  if (CANONICAL.test(value) && !Number.isNaN(Date.parse(value))) return value;
  if (!ISO.test(value.trim())) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export const DateTimeScalar = isoStringScalar({
  name: 'DateTime',
  normalise: toUtcTimestamp,
  fromDate: (date) => date.toISOString(),
  invalid: 'DateTime must be an ISO 8601 timestamp, e.g. 2026-11-22T09:30:00.000Z',
  notString: 'DateTime must be a string',
});
