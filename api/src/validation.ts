/**
 * The api's side of the REST contract (./contract): runs a request through its zod schema (each
 * resource's routes name theirs) and turns the issues into the `{message, kind, path, value}` field
 * errors of a VALIDATION_FAILED answer (the first failure of each field). Returns clean values or
 * throws a ValidationError.
 */
import type { z } from 'zod';
import { isBookId, type FieldError, type ValidationKind } from './contract';
import { invalidId, invalidLoanId, ValidationError } from './errors';

/** A path parameter that must be a book id: 400 INVALID_ID otherwise. */
export function parseId(value: unknown): string {
  if (!isBookId(value)) throw invalidId();
  return value.toLowerCase();
}

/** A path parameter that must be a loan id (a UUID, as book ids): 400 INVALID_ID otherwise. */
export function parseLoanId(value: unknown): string {
  if (!isBookId(value)) throw invalidLoanId();
  return value.toLowerCase();
}

/** A path parameter that must be an id of this api (a UUID, as book ids): `invalid()` (400 INVALID_ID) otherwise. */
export function parseUuid(value: unknown, invalid: () => Error): string {
  if (!isBookId(value)) throw invalid();
  return value.toLowerCase();
}

/** Fields whose value is a secret: never echoed in a field error (passwords, setup codes, tokens). */
const SECRET_FIELD = /password|code|token|secret/i;

/** The value echoed in a field error, kept short. */
function echo(value: unknown): unknown {
  if (typeof value === 'string' && value.length > 100) return `${value.slice(0, 100)}…`;
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? '[array]' : '[object]';
  return value;
}

/** The kind of rule an issue reports: stated by our own refinements, derived for zod's checks. */
function kindOf(issue: z.core.$ZodIssue, input: unknown): ValidationKind {
  switch (issue.code) {
    case 'custom': {
      const kind: unknown = issue.params?.['kind'];
      return typeof kind === 'string' ? (kind as ValidationKind) : 'invalid';
    }
    case 'invalid_type':
      return input === undefined || input === null ? 'required' : 'type';
    case 'too_small':
      // Texts have a minimum length of 1 only when they are required.
      return issue.origin === 'string' ? 'required' : 'min';
    case 'too_big':
      return issue.origin === 'string' ? 'maxlength' : 'max';
    case 'invalid_value':
      return 'enum';
    default:
      return 'invalid';
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first issue of each field (the first segment of its path; `body` for the whole input), in order. */
function firstIssuePerField(issues: readonly z.core.$ZodIssue[]): Map<string, z.core.$ZodIssue> {
  const first = new Map<string, z.core.$ZodIssue>();
  for (const issue of issues) {
    const path = String(issue.path[0] ?? 'body');
    if (!first.has(path)) first.set(path, issue);
  }
  return first;
}

/** Parses `input` (a request's fields) with `schema`, or throws the field errors of its first failure per field. */
function parseFields<S extends z.ZodType>(schema: S, input: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, FieldError> = {};
  for (const [path, issue] of firstIssuePerField(result.error.issues)) {
    const value = input[path];
    const shown = SECRET_FIELD.test(path) && value !== undefined ? '[hidden]' : echo(value);
    errors[path] = { message: issue.message, kind: kindOf(issue, value), path, value: shown };
  }
  throw new ValidationError(errors);
}

/**
 * A request body: a JSON object, or none (no fields). Any other JSON value is refused: a bare
 * string, number, boolean or null already by the JSON parser (MALFORMED_JSON), an array here.
 */
function requestBody(raw: unknown): Record<string, unknown> {
  if (Array.isArray(raw)) {
    throw new ValidationError({
      body: { message: 'Body must be a JSON object', kind: 'type', path: 'body', value: echo(raw) },
    });
  }
  return isObject(raw) ? raw : {};
}

/** A request body (a JSON object, or none) read with `schema`: its value, or the field errors of a VALIDATION_FAILED. */
export function validateBody<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  return parseFields(schema, requestBody(raw));
}

/** A query string read with `schema`: its value, or the field errors of a VALIDATION_FAILED. */
export function validateQuery<S extends z.ZodType>(schema: S, rawQuery: unknown): z.output<S> {
  return parseFields(schema, isObject(rawQuery) ? rawQuery : {});
}

/** `value` without the fields that are present but undefined (a field sent as undefined is one not sent). */
export function definedFields<T extends object>(value: T): Partial<T> {
  const defined: Partial<T> = {};
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (value[key] !== undefined) defined[key] = value[key];
  }
  return defined;
}

/** `values` read with `schema`: its value, or the first failure of each field, in order (a CSV row's errors). */
export function checkFields<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { value: z.output<S> } | { errors: { field: string; message: string }[] } {
  const result = schema.safeParse(values);
  if (result.success) return { value: result.data };
  return {
    errors: [...firstIssuePerField(result.error.issues)].map(([field, issue]) => ({ field, message: issue.message })),
  };
}
