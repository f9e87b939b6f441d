/** `Date`: a calendar date `YYYY-MM-DD`; input also accepts an ISO 8601 timestamp (its date part is used). */
import { GraphQLScalarType, Kind } from 'graphql';
import { badScalarValue } from '../errors/codes';
import { scalarDescription } from '../schema';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `YYYY-MM-DD` from a date or ISO timestamp string; null when it is neither. */
export function toCalendarDate(value: string): string | null {
  const text = value.trim();
  if (isRealDate(text)) return text;
  const match = TIMESTAMP.exec(text);
  if (match && match[1] && isRealDate(match[1]) && !Number.isNaN(Date.parse(text))) return match[1];
  return null;
}

function parse(value: unknown): string {
  const date = typeof value === 'string' ? toCalendarDate(value) : null;
  if (date === null) {
    throw badScalarValue('Date must be a calendar date as YYYY-MM-DD (or an ISO 8601 timestamp), e.g. 2026-12-01');
  }
  return date;
}

export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: scalarDescription('Date'),
  serialize(value) {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
    const date = typeof value === 'string' ? toCalendarDate(value) : null;
    if (date === null) throw new TypeError(`Date cannot represent ${JSON.stringify(value)}`);
    return date;
  },
  parseValue: parse,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw badScalarValue('Date must be a string such as "2026-12-01"');
    return parse(ast.value);
  },
});
