/**
 * Test data through the product's own GraphQL endpoint (the same one the app uses), so each test makes
 * the books it needs without clicking through the add form. Titles and ISBNs carry a random suffix:
 * tests never depend on data another test made.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { BookFieldsFragment, CreateBookInput, Genre } from '../../src/gql/graphql';
import { randomIsbn13 } from './harness';

export { randomIsbn13 };

export type { Genre };

/** A book as the e2e helpers read it back through GraphQL (the generated GraphQL types). */
export type Book = Pick<BookFieldsFragment, 'id' | 'title' | 'author' | 'genre' | 'isbn' | 'copies' | 'available'>;

/** Every field of a new book, as the helpers fill it in. */
export type NewBook = { [K in Exclude<keyof CreateBookInput, 'description'>]-?: NonNullable<CreateBookInput[K]> } & {
  description: string | null;
};

/** A short random tag that makes titles unique within and across runs. */
export function uniqueSuffix(): string {
  return randomUUID().slice(0, 8);
}

/** A book with sensible defaults and a unique title and ISBN. */
export function newBook(overrides: Partial<NewBook> = {}): NewBook {
  return {
    title: `Test Book ${uniqueSuffix()}`,
    author: 'Ada Tester',
    genre: 'FICTION',
    isbn: randomIsbn13(),
    description: 'Made by the end-to-end suite.',
    copies: 3,
    available: true,
    ...overrides,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBook(value: unknown): value is Book {
  return (
    isRecord(value) &&
    typeof value['id'] === 'string' &&
    typeof value['title'] === 'string' &&
    typeof value['isbn'] === 'string' &&
    typeof value['copies'] === 'number' &&
    typeof value['available'] === 'boolean'
  );
}

const BOOK_FIELDS = 'id title author genre isbn copies available';

async function graphql(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body: unknown = await response.json();
  if (!isRecord(body)) throw new Error(`GraphQL answered ${response.status()} without a JSON object`);
  if (Array.isArray(body['errors']) && body['errors'].length > 0) {
    throw new Error(`GraphQL errors: ${JSON.stringify(body['errors'])}`);
  }
  const data = body['data'];
  if (!isRecord(data)) throw new Error(`GraphQL answered ${response.status()} without data`);
  return data;
}

/** Adds a book and returns it as stored. */
export async function createBook(request: APIRequestContext, overrides: Partial<NewBook> = {}): Promise<Book> {
  const data = await graphql(
    request,
    `mutation E2ECreateBook($input: CreateBookInput!) { createBook(input: $input) { ${BOOK_FIELDS} } }`,
    { input: newBook(overrides) },
  );
  const book = data['createBook'];
  if (!isBook(book)) throw new Error('createBook returned no book');
  return book;
}

/** Changes some fields of a book (behind the back of any page that has it open) and returns it as stored. */
export async function updateBook(request: APIRequestContext, id: string, changes: Partial<NewBook>): Promise<Book> {
  const data = await graphql(
    request,
    `mutation E2EUpdateBook($id: ID!, $input: UpdateBookInput!) { updateBook(id: $id, input: $input) { ${BOOK_FIELDS} } }`,
    { id, input: changes },
  );
  const book = data['updateBook'];
  if (!isBook(book)) throw new Error('updateBook returned no book');
  return book;
}

/** How many books of a genre the catalogue holds. */
export async function countBooks(request: APIRequestContext, genre: string): Promise<number> {
  const data = await graphql(request, 'query E2ECount($genre: Genre) { books(filter: $genre, limit: 1) { total } }', {
    genre,
  });
  const page = data['books'];
  if (!isRecord(page) || typeof page['total'] !== 'number') throw new Error('books returned no total');
  return page['total'];
}

/** Borrows copies of a book, due in two weeks. */
export async function borrowBook(request: APIRequestContext, bookId: string, quantity: number): Promise<void> {
  const due = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await graphql(
    request,
    'mutation E2EBorrowBook($book: ID!, $quantity: Int!, $dueDate: Date!) { borrowBook(book: $book, quantity: $quantity, dueDate: $dueDate) { id } }',
    { book: bookId, quantity, dueDate: due },
  );
}

/** Whether a book with this id is still in the catalogue. */
export async function bookExists(request: APIRequestContext, id: string): Promise<boolean> {
  const data = await graphql(
    request,
    `
      query E2EBook($id: ID!) {
        book(id: $id) {
          id
        }
      }
    `,
    { id },
  );
  return isRecord(data['book']);
}

/** A well-formed id that no book has. */
export const UNKNOWN_BOOK_ID = '00000000-0000-4000-8000-000000000000';
