// @ts-check
/**
 * Local graphql-codegen plugin: one named Apollo Client 4 hook per operation.
 *
 * The published `typescript-react-apollo` plugin targets Apollo Client 3. This plugin emits, for every
 * named operation in the documents, a thin wrapper around `useQuery` / `useMutation` from
 * '@apollo/client/react' bound to the typed document the client preset generates:
 *
 *   query Books(...)        -> useBooksQuery(options?)
 *   mutation CreateBook(...) -> useCreateBookMutation(options?)
 *
 * Config: `documentsModule` (string, default './graphql'): module exporting `<Name>Document`,
 * `<Name>Query|Mutation` and `<Name>Query|MutationVariables` (the client preset's graphql.ts).
 */
const { Kind } = require('graphql');

/**
 * @param {import('graphql').OperationDefinitionNode} operation
 * @returns {boolean} true when the operation has a variable the caller must give
 */
function hasRequiredVariables(operation) {
  return (operation.variableDefinitions ?? []).some(
    (definition) => definition.type.kind === Kind.NON_NULL_TYPE && definition.defaultValue === undefined,
  );
}

/**
 * @param {string} name operation name, e.g. "CreateBook"
 * @param {'query' | 'mutation'} kind
 * @param {boolean} variablesRequired
 * @returns {string}
 */
function renderHook(name, kind, variablesRequired) {
  const suffix = kind === 'query' ? 'Query' : 'Mutation';
  const resultType = `${name}${suffix}`;
  const variablesType = `${name}${suffix}Variables`;
  const documentName = `${name}Document`;
  if (kind === 'query') {
    const parameter = variablesRequired
      ? `options: useQuery.Options<${resultType}, ${variablesType}>`
      : `options: useQuery.Options<${resultType}, ${variablesType}> = {}`;
    return [
      `/** \`${name}\` query, typed from schema.graphql. */`,
      `export function use${name}Query(${parameter}) {`,
      `  return useQuery(${documentName}, options);`,
      `}`,
    ].join('\n');
  }
  return [
    `/** \`${name}\` mutation, typed from schema.graphql. */`,
    `export function use${name}Mutation(options: useMutation.Options<${resultType}, ${variablesType}> = {}) {`,
    `  return useMutation(${documentName}, options);`,
    `}`,
  ].join('\n');
}

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction<{ documentsModule?: string }>} */
const plugin = (_schema, documents, config) => {
  const documentsModule = config.documentsModule ?? './graphql';
  /** @type {{ name: string; kind: 'query' | 'mutation'; required: boolean }[]} */
  const operations = [];
  for (const file of documents) {
    for (const definition of file.document?.definitions ?? []) {
      if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) continue;
      if (definition.operation === 'subscription') continue;
      operations.push({
        name: definition.name.value,
        kind: definition.operation,
        required: hasRequiredVariables(definition),
      });
    }
  }
  operations.sort((a, b) => a.name.localeCompare(b.name));

  const usesQuery = operations.some((operation) => operation.kind === 'query');
  const usesMutation = operations.some((operation) => operation.kind === 'mutation');
  const reactImports = [usesMutation ? 'useMutation' : '', usesQuery ? 'useQuery' : ''].filter(Boolean);
  const typeImports = operations.flatMap(({ name, kind }) => {
    const suffix = kind === 'query' ? 'Query' : 'Mutation';
    return [`${name}${suffix}`, `${name}${suffix}Variables`];
  });
  const documentImports = operations.map(({ name }) => `${name}Document`);

  const header = [
    reactImports.length ? `import { ${reactImports.join(', ')} } from '@apollo/client/react';` : '',
    documentImports.length ? `import { ${documentImports.join(', ')} } from '${documentsModule}';` : '',
    typeImports.length ? `import type { ${typeImports.join(', ')} } from '${documentsModule}';` : '',
  ].filter(Boolean);

  const hooks = operations.map(({ name, kind, required }) => renderHook(name, kind, required));
  return `${header.join('\n')}\n\n${hooks.join('\n\n')}\n`;
};

module.exports = { plugin };
