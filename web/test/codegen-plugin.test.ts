import { buildSchema, parse } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// The plugin is plain CommonJS so graphql-codegen can load it without a build step; its JSDoc types it.
import { plugin } from '../codegen/apollo-hooks-plugin.cjs';

const schema = buildSchema(readFileSync(join(__dirname, '..', '..', 'schema.graphql'), 'utf8'));

async function generate(source: string): Promise<string> {
  const output = await plugin(schema, [{ location: 'doc.graphql', document: parse(source) }], {});
  return typeof output === 'string' ? output : output.content;
}

describe('apollo hooks codegen plugin', () => {
  test('when an operation has required variables, then its hook requires options', async () => {
    const code = await generate('query Book($id: ID!) { book(id: $id) { id } }');
    expect(code).toContain("import { useQuery } from '@apollo/client/react';");
    expect(code).toContain('export function useBookQuery(options: useQuery.Options<BookQuery, BookQueryVariables>) {');
    expect(code).toContain('return useQuery(BookDocument, options);');
  });

  test('when variables are optional and there are mutations, then options default to {} and mutation hooks appear', async () => {
    const code = await generate(`
      query Books($page: Int) { books(page: $page) { total } }
      mutation DeleteBook($id: ID!) { deleteBook(id: $id) }
    `);
    expect(code).toContain(
      'export function useBooksQuery(options: useQuery.Options<BooksQuery, BooksQueryVariables> = {}) {',
    );
    expect(code).toContain(
      'export function useDeleteBookMutation(options: useMutation.Options<DeleteBookMutation, DeleteBookMutationVariables> = {}) {',
    );
    expect(code).toContain("import { BooksDocument, DeleteBookDocument } from './graphql';");
  });

  test('when the committed hooks file is compared with the app documents, then every operation has its hook', () => {
    const hooks = readFileSync(join(__dirname, '..', 'src', 'gql', 'hooks.ts'), 'utf8');
    for (const name of [
      'useBooksQuery',
      'useBookQuery',
      'useBorrowSummaryQuery',
      'useCreateBookMutation',
      'useUpdateBookMutation',
      'useDeleteBookMutation',
      'useBorrowBookMutation',
    ]) {
      expect(hooks).toContain(`export function ${name}(`);
    }
  });
});
