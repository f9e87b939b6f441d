import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DocumentNode } from 'graphql';

/** Where schema.graphql lives: the repository root, two levels above src/ and dist/. */
export const SCHEMA_PATH = path.resolve(__dirname, '..', '..', 'schema.graphql');

let typeDefs: string | undefined;

/** The SDL of the contract, read once per process. */
export function loadTypeDefs(): string {
  typeDefs ??= readFileSync(SCHEMA_PATH, 'utf8');
  return typeDefs;
}

let typeDefsDocument: DocumentNode | undefined;

/**
 * The description schema.graphql gives a scalar. A scalar resolver (GraphQLScalarType) replaces the
 * schema's description with its own when it is attached, so each one takes it from here: the schema
 * stays the single source of what Sandbox shows.
 */
export function scalarDescription(name: string): string | undefined {
  typeDefsDocument ??= parse(loadTypeDefs());
  for (const definition of typeDefsDocument.definitions) {
    if (definition.kind === Kind.SCALAR_TYPE_DEFINITION && definition.name.value === name) {
      return definition.description?.value;
    }
  }
  return undefined;
}
