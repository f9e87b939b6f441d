/** `DateTime`: a point in time as an ISO 8601 string in UTC. */
import { GraphQLScalarType, Kind } from 'graphql';
import { badScalarValue } from '../errors/codes';
import { scalarDescription } from '../schema';

/** Already in `toISOString()` form: returned as is (the common case, from the REST service). */
const CANONICAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Normalises an ISO 8601 string to UTC `toISOString()` form; null when it is not one. */
export function toUtcTimestamp(value: string): string | null {
  if (CANONICAL.test(value) && !Number.isNaN(Date.parse(value))) return value;
  if (!ISO.test(value.trim())) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function parse(value: unknown): string {
  const timestamp = typeof value === 'string' ? toUtcTimestamp(value) : null;
  if (timestamp === null) throw badScalarValue('DateTime must be an ISO 8601 timestamp, e.g. 2026-11-22T09:30:00.000Z');
  return timestamp;
}

export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: scalarDescription('DateTime'),
  serialize(value) {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    const timestamp = typeof value === 'string' ? toUtcTimestamp(value) : null;
    if (timestamp === null) throw new TypeError(`DateTime cannot represent ${JSON.stringify(value)}`);
    return timestamp;
  },
  parseValue: parse,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw badScalarValue('DateTime must be a string');
    return parse(ast.value);
  },
});
