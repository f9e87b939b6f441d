/**
 * Arguments that go into a REST URL are refused when over-long, before any resolver runs: a 17,000-
 * character search or a 50,000-character id would otherwise reach REST, whose HTTP server answers
 * 431 (headers too large) instead of a clear refusal.
 *
 * - Every argument of type `ID` (`book(id)`, `loans(bookId)`, `borrowBook(book)`, ...): at most
 *   MAX_ID_LENGTH characters (REST's ids are 36-character UUIDs).
 * - The text arguments in TEXT_ARGUMENTS (`books(search)`): at most their own length. REST checks
 *   the trimmed search itself (`LIST_LIMITS.maxSearch` of the contract); this bound is on what is sent.
 *
 * The value checked is the literal, else the variable's value, else the variable's default; whatever
 * is not a string or a number is left to graphql-js's own checks. The refusal is BAD_USER_INPUT,
 * HTTP 400, naming the argument (`argumentTooLong` in ./errors).
 */
import type { ApolloServerPlugin } from '@apollo/server';
import {
  Kind,
  TypeInfo,
  getNamedType,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
  type VariableDefinitionNode,
} from 'graphql';
import type { GatewayContext } from './context';
import { argumentTooLong } from './errors/codes';

/** Longest `ID` argument, in characters. */
export const MAX_ID_LENGTH = 64;
/** Longest `books(search)`, in characters, before REST trims it. */
export const MAX_SEARCH_LENGTH = 200;

/** Longest invitation token (`invitation(token)`, `acceptInvitation(token)`; the api's are 43 characters). */
export const MAX_TOKEN_LENGTH = 128;

/** Text arguments that go into a REST URL, as `Type.field.argument` → their longest value. */
export const TEXT_ARGUMENTS: ReadonlyMap<string, number> = new Map([
  ['Query.books.search', MAX_SEARCH_LENGTH],
  ['Query.loans.search', MAX_SEARCH_LENGTH],
  ['Query.loans.isbn', MAX_SEARCH_LENGTH],
  ['Query.invitation.token', MAX_TOKEN_LENGTH],
  ['Mutation.acceptInvitation.token', MAX_TOKEN_LENGTH],
  ['Query.activity.action', MAX_SEARCH_LENGTH],
  ['Query.activity.targetKind', MAX_SEARCH_LENGTH],
  ['Query.activity.targetId', MAX_SEARCH_LENGTH],
]);

export interface TooLongArgument {
  argument: string;
  max: number;
}

/** The length of a value as sent: a string's, a number's digits; null for anything else. */
function lengthOf(value: unknown): number | null {
  if (typeof value === 'string') return value.length;
  if (typeof value === 'number') return String(value).length;
  return null;
}

/** The lengths of the values an argument's AST node stands for (a list: each item). */
function valueLengths(
  node: ValueNode,
  variables: Readonly<Record<string, unknown>>,
  definitions: ReadonlyMap<string, VariableDefinitionNode>,
): number[] {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.INT:
      return [node.value.length];
    case Kind.LIST:
      return node.values.flatMap((item) => valueLengths(item, variables, definitions));
    case Kind.VARIABLE: {
      const name = node.name.value;
      if (!(name in variables)) {
        const fallback = definitions.get(name)?.defaultValue;
        return fallback ? valueLengths(fallback, variables, definitions) : [];
      }
      const value = variables[name];
      const values: unknown[] = Array.isArray(value) ? value : [value];
      return values.map(lengthOf).filter((length): length is number => length !== null);
    }
    default:
      return [];
  }
}

/** The first argument of the operation (fragments it spreads included) over its length; null when none. */
export function findTooLongArgument(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): TooLongArgument | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const definitions = new Map(
    (operation.variableDefinitions ?? []).map((definition) => [definition.variable.name.value, definition]),
  );
  const typeInfo = new TypeInfo(schema);
  const pending: ASTNode[] = [operation];
  const seen = new Set<string>();
  const result: { found: TooLongArgument | null } = { found: null };
  const visitor = visitWithTypeInfo(typeInfo, {
    FragmentSpread(node) {
      const name = node.name.value;
      const fragment = fragments.get(name);
      if (fragment && !seen.has(name)) {
        seen.add(name);
        pending.push(fragment);
      }
    },
    Argument(node) {
      if (result.found) return;
      const argument = typeInfo.getArgument();
      const field = typeInfo.getFieldDef();
      const parent = typeInfo.getParentType();
      if (!argument || !field || !parent) return;
      const max =
        getNamedType(argument.type).name === 'ID'
          ? MAX_ID_LENGTH
          : TEXT_ARGUMENTS.get(`${parent.name}.${field.name}.${argument.name}`);
      if (max === undefined) return;
      if (valueLengths(node.value, variables, definitions).some((length) => length > max)) {
        result.found = { argument: argument.name, max };
      }
    },
  });
  for (let next = pending.pop(); next && !result.found; next = pending.pop()) visit(next, visitor);
  return result.found;
}

/** Refuses, before any resolver runs (so before any REST call), an operation with an over-long argument. */
export function argumentLengthPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return Promise.resolve();
          const tooLong = findTooLongArgument(schema, document, operation, request.variables ?? {});
          return tooLong ? Promise.reject(argumentTooLong(tooLong.argument, tooLong.max)) : Promise.resolve();
        },
      });
    },
  };
}
