/** What the `Date` and `DateTime` scalars share: an ISO 8601 string in, a normalised string out. */
import { GraphQLScalarType, Kind } from 'graphql';
import { badScalarValue } from '../errors/codes';
import { scalarDescription } from '../schema';

export interface IsoStringScalarOptions {
  name: 'Date' | 'DateTime';
  /** The normalised text, or undefined when `text` is not a value of the scalar. */
  normalise: (text: string) => string | undefined;
  /** A JavaScript Date (a valid one) as the scalar writes it. */
  fromDate: (date: Date) => string;
  /** BAD_USER_INPUT message for a string that is not a value of the scalar. */
  invalid: string;
  /** BAD_USER_INPUT message for a literal in the document that is not a string. */
  notString: string;
}

/**
 * A scalar carried as an ISO 8601 string: input (variables and literals) is normalised or refused
 * as BAD_USER_INPUT (./errors `badScalarValue`); output (REST's strings, or Dates) is normalised,
 * and anything else is a bug (a TypeError, masked as INTERNAL_SERVER_ERROR).
 */
export function isoStringScalar(options: IsoStringScalarOptions): GraphQLScalarType<string, string> {
  const { name, normalise, fromDate } = options;
  function parse(value: unknown): string {
    const text = typeof value === 'string' ? normalise(value) : undefined;
    if (text === undefined) throw badScalarValue(options.invalid);
    return text;
  }
  return new GraphQLScalarType<string, string>({
    name,
    description: scalarDescription(name),
    serialize(value) {
      if (value instanceof Date && !Number.isNaN(value.getTime())) return fromDate(value);
      const text = typeof value === 'string' ? normalise(value) : undefined;
      if (text === undefined) throw new TypeError(`${name} cannot represent ${JSON.stringify(value)}`);
      return text;
    },
    parseValue: parse,
    parseLiteral(ast) {
      if (ast.kind !== Kind.STRING) throw badScalarValue(options.notString);
      return parse(ast.value);
    },
  });
}
