/**
 * The query limits' refusals, each one clear sentence naming the limit and what was sent:
 *
 * - graphql-armor's depth, aliases, directives and cost limits: armor reports each with a misleading
 *   "Syntax Error:" prefix, and a query over one limit (depth) is often over another (cost) as a
 *   consequence. Armor's rejections are recorded here (`armorRejection`, its `onReject` callback)
 *   instead of being reported, and `limitRefusalRule` (a validation rule running after armor's)
 *   reports one error per operation, for the limit that matters most: depth, aliases, directives,
 *   then cost. Code GRAPHQL_VALIDATION_FAILED, HTTP 400, as armor's own errors.
 * - List sizes (`listSizePlugin`): the `limit` of every list field (`listFieldsOf`: each field with a
 *   `limit` argument, and SIZED_LISTS), summed over the operation (aliases and fragments included;
 *   the argument's literal, or the variable's value, or the variable's default, or the schema's
 *   default), a list inside a list counted once per item of the outer one, at most MAX_LIST_ITEMS per
 *   request. Needs the variables, so it runs once the operation is resolved, before any resolver.
 * - The token limit is graphql-js's parse error; ./errors rewrites its message (`tokenLimitMessage`).
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import { LIST_LIMITS } from '@library/api/contract/rules';
import {
  GraphQLError,
  GraphQLInt,
  Kind,
  getNamedType,
  isInterfaceType,
  isObjectType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
  type VariableDefinitionNode,
} from 'graphql';
import type { GatewayContext } from './context';
import { HOLD_QUEUE_LIMIT } from './resolvers/loaders';

export type ArmorLimit = 'depth' | 'aliases' | 'directives' | 'cost';

/** Which refusal is reported when an operation is over several limits: the first in this list. */
const PRIORITY: readonly ArmorLimit[] = ['depth', 'aliases', 'directives', 'cost'];

export function limitMessage(limit: ArmorLimit, found: number, max: number): string {
  switch (limit) {
    case 'depth':
      return `Query depth ${found} exceeds the limit of ${max}.`;
    case 'aliases':
      return `The query uses ${found} aliases; the limit is ${max}.`;
    case 'directives':
      return `The query uses ${found} directives; the limit is ${max}.`;
    case 'cost':
      return `Query cost ${found} exceeds the limit of ${max}.`;
  }
}

/** graphql-armor's `onReject` callback (its `GraphQLArmorRejectCallback`). */
type ArmorRejectCallback = (context: ValidationContext | null, error: GraphQLError) => void;

/** Armor's rejections seen during one validation (one ValidationContext per validated document). */
const rejections = new WeakMap<ValidationContext, Map<ArmorLimit, { found: number; max: number }>>();

/** armor's `onReject` for one limit: records what was found (armor says "..., found N."). */
export function armorRejection(limit: ArmorLimit, max: number): ArmorRejectCallback {
  return (context, error) => {
    if (!context) return;
    const match = /found (\d+)/.exec(error.message);
    const found = match?.[1] === undefined ? max + 1 : Number(match[1]);
    let seen = rejections.get(context);
    if (!seen) {
      seen = new Map();
      rejections.set(context, seen);
    }
    if (!seen.has(limit)) seen.set(limit, { found, max });
  };
}

/** Reports the one refusal that matters, after armor's rules have run (they act on entering an operation). */
export const limitRefusalRule: ValidationRule = (context) => ({
  Document: {
    leave() {
      const seen = rejections.get(context);
      if (!seen) return;
      for (const limit of PRIORITY) {
        const hit = seen.get(limit);
        if (hit) {
          context.reportError(new GraphQLError(limitMessage(limit, hit.found, hit.max)));
          return;
        }
      }
    },
  },
});

/** graphql-js's token limit error, as one sentence; null when `message` is not that error. */
export function tokenLimitMessage(message: string): string | null {
  const match = /^Syntax Error: Document contains more tha[nt] (\d+) tokens\. Parsing aborted\.$/.exec(message);
  return match ? `The query has more than ${match[1]} tokens; the limit is ${match[1]}.` : null;
}

/** What a list field lists, for the refusal ("1500 books"); a field not named here is called by its name. */
const LIST_NOUNS: Readonly<Record<string, string>> = {
  'Query.borrowSummary': 'summary rows',
  'Query.activity': 'activity entries',
  'MyMembership.history': 'history loans',
  'Book.holdQueue': 'queued holds',
};

/**
 * The lists that take no `limit` argument but each item may bring many rows (a REST page of their
 * own): `Type.field` → the most one of them lists. Counted like a `limit` of that size.
 */
export const SIZED_LISTS: ReadonlyMap<string, number> = new Map([['Book.holdQueue', HOLD_QUEUE_LIMIT]]);

export interface ListField {
  /** What the field lists, for the refusal ("1500 books"). */
  noun: string;
  /**
   * The most one use of it lists: a larger `limit` counts as this much (the REST service refuses
   * it itself, as BAD_USER_INPUT naming the field); for a SIZED_LISTS field, its size.
   */
  maxLimit: number;
  /** Whether it takes a `limit` argument (else it always counts as maxLimit). */
  limited: boolean;
}

export const LIST_LIMIT_ARGUMENT = 'limit';
export const MAX_LIST_ITEMS = 500;

const listFieldsCache = new WeakMap<GraphQLSchema, ReadonlyMap<string, ListField>>();

/**
 * The list fields of a schema, as `Type.field` → ListField: every field of an object or interface
 * type with an Int `limit` argument (a page: `books`, `loans`, `members`, `holds`, `my.history`...),
 * and SIZED_LISTS. Derived from the schema itself, so a new paged list counts without being named.
 */
export function listFieldsOf(schema: GraphQLSchema): ReadonlyMap<string, ListField> {
  const cached = listFieldsCache.get(schema);
  if (cached) return cached;
  const fields = new Map<string, ListField>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || (!isObjectType(type) && !isInterfaceType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      const key = `${type.name}.${field.name}`;
      const noun = LIST_NOUNS[key] ?? field.name;
      const limit = field.args.find((arg) => arg.name === LIST_LIMIT_ARGUMENT);
      if (limit && getNamedType(limit.type).name === GraphQLInt.name) {
        fields.set(key, { noun, maxLimit: LIST_LIMITS.maxLimit, limited: true });
      } else {
        const size = SIZED_LISTS.get(key);
        if (size !== undefined) fields.set(key, { noun, maxLimit: size, limited: false });
      }
    }
  }
  listFieldsCache.set(schema, fields);
  return fields;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Readonly<Record<string, unknown>>;
  variableDefinitions: ReadonlyMap<string, VariableDefinitionNode>;
  lists: ReadonlyMap<string, ListField>;
  counts: Map<string, number>;
}

function intLiteral(node: ValueNode | undefined): number | undefined {
  return node?.kind === Kind.INT ? Number(node.value) : undefined;
}

/** The `limit` asked for by one list field: literal, variable (value, then its default), then the schema's default. */
function requestedLimit(walk: Walk, field: FieldNode, schemaDefault: unknown): number {
  const fallback = typeof schemaDefault === 'number' ? schemaDefault : 0;
  const argument = field.arguments?.find((arg) => arg.name.value === LIST_LIMIT_ARGUMENT);
  if (!argument) return fallback;
  if (argument.value.kind === Kind.VARIABLE) {
    const name = argument.value.name.value;
    const value = walk.variables[name];
    if (typeof value === 'number' && Number.isFinite(value)) return Math.max(0, value);
    if (value === undefined) return intLiteral(walk.variableDefinitions.get(name)?.defaultValue) ?? fallback;
    return fallback;
  }
  return Math.max(0, intLiteral(argument.value) ?? fallback);
}

/**
 * Counts the list fields under `selectionSet`. `multiplier`: the items of the lists around it (a
 * list inside each of 100 members asks for 100 times its size).
 */
function countSelections(
  walk: Walk,
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType,
  depth: number,
  multiplier: number,
): void {
  if (depth > 50) return;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!isObjectType(parent) && !isInterfaceType(parent)) continue;
      const name = selection.name.value;
      const definition = Object.values(parent.getFields()).find((field) => field.name === name);
      if (!definition) continue;
      const list = walk.lists.get(`${parent.name}.${name}`);
      let inner = multiplier;
      if (list !== undefined) {
        const schemaDefault = definition.args.find((arg) => arg.name === LIST_LIMIT_ARGUMENT)?.defaultValue;
        const asked = list.limited
          ? Math.min(requestedLimit(walk, selection, schemaDefault), list.maxLimit)
          : list.maxLimit;
        walk.counts.set(list.noun, (walk.counts.get(list.noun) ?? 0) + asked * multiplier);
        inner = multiplier * Math.max(asked, 1);
      }
      if (selection.selectionSet) {
        countSelections(walk, selection.selectionSet, getNamedType(definition.type), depth + 1, inner);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      if (type) countSelections(walk, selection.selectionSet, type, depth + 1, multiplier);
    } else {
      const fragment = walk.fragments.get(selection.name.value);
      const type = fragment ? walk.schema.getType(fragment.typeCondition.name.value) : undefined;
      if (fragment && type) countSelections(walk, fragment.selectionSet, type, depth + 1, multiplier);
    }
  }
}

/** Items asked for per noun (e.g. `books` → 1500) by one operation. */
export function countListItems(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): Map<string, number> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const variableDefinitions = new Map(
    (operation.variableDefinitions ?? []).map((definition) => [definition.variable.name.value, definition]),
  );
  const root = schema.getRootType(operation.operation);
  const walk: Walk = {
    schema,
    fragments,
    variables,
    variableDefinitions,
    lists: listFieldsOf(schema),
    counts: new Map(),
  };
  if (root) countSelections(walk, operation.selectionSet, root, 0, 1);
  return walk.counts;
}

/** The refusal for a request over MAX_LIST_ITEMS; null when within. */
export function listSizeMessage(counts: ReadonlyMap<string, number>, max: number): string | null {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (total <= max) return null;
  const parts = [...counts.entries()].filter(([, n]) => n > 0);
  const what =
    parts.length === 1 && parts[0]
      ? `${total} ${parts[0][0]}`
      : `${total} items (${parts.map(([noun, n]) => `${n} ${noun}`).join(', ')})`;
  return `This request asks for ${what} in all; the limit is ${max} per request.`;
}

/** Refuses, before any resolver runs, an operation whose list fields ask for more than `max` items in all. */
export function listSizePlugin(max: number): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return Promise.resolve();
          const message = listSizeMessage(countListItems(schema, document, operation, request.variables ?? {}), max);
          if (message === null) return Promise.resolve();
          return Promise.reject(
            new GraphQLError(message, {
              extensions: { code: ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED, http: { status: 400 } },
            }),
          );
        },
      });
    },
  };
}
