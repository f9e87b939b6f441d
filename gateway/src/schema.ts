import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where schema.graphql lives: the repository root, two levels above src/ and dist/. */
export const SCHEMA_PATH = path.resolve(__dirname, '..', '..', 'schema.graphql');

let typeDefs: string | undefined;

/** The SDL of the contract, read once per process. */
export function loadTypeDefs(): string {
  typeDefs ??= readFileSync(SCHEMA_PATH, 'utf8');
  return typeDefs;
}
