/** What Sandbox shows of schema.graphql: every element described, and the schema's own descriptions. */
import { buildSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { loadTypeDefs } from '../src/schema';
import { testServer } from './support/graphql';

async function introspect(): Promise<IntrospectionQuery> {
  const server = testServer();
  await server.start();
  try {
    const response = await server.executeOperation<IntrospectionQuery>({ query: getIntrospectionQuery() });
    if (response.body.kind !== 'single' || !response.body.singleResult.data) throw new Error('introspection failed');
    return response.body.singleResult.data;
  } finally {
    await server.stop();
  }
}

const BUILT_IN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

it('when the schema is introspected, then every type, field, argument, input field and enum value has a description', async () => {
  const { __schema } = await introspect();
  const undescribed: string[] = [];
  const check = (where: string, description: string | null | undefined) => {
    if (!description?.trim()) undescribed.push(where);
  };
  for (const type of __schema.types) {
    if (type.name.startsWith('__') || BUILT_IN.has(type.name)) continue;
    check(type.name, type.description);
    if (type.kind === 'OBJECT' || type.kind === 'INTERFACE') {
      for (const field of type.fields) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    }
    if (type.kind === 'INPUT_OBJECT') {
      for (const field of type.inputFields) check(`${type.name}.${field.name}`, field.description);
    }
    if (type.kind === 'ENUM') {
      for (const value of type.enumValues) check(`${type.name}.${value.name}`, value.description);
    }
  }
  expect(undescribed).toEqual([]);
});

it('when the schema is introspected, then the Date and DateTime scalars carry the descriptions written in schema.graphql', async () => {
  const written = buildSchema(loadTypeDefs());
  const { __schema } = await introspect();
  for (const name of ['Date', 'DateTime']) {
    const served = __schema.types.find((type) => type.name === name);
    expect(written.getType(name)?.description).toBeTruthy();
    expect(served?.description).toBe(written.getType(name)?.description);
  }
});
