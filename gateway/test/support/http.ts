/** Helpers for tests that talk to a real gateway over HTTP. */
import { aBook } from './restData';

export interface GraphQLHttpResult {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

export async function postGraphQL(
  baseUrl: string,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphQLHttpResult> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, ...(variables ? { variables } : {}) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as GraphQLHttpResult['body'] };
}

export function errorCodes(result: GraphQLHttpResult): unknown[] {
  return (result.body.errors ?? []).map((e) => e.extensions?.['code']);
}

/** A REST success envelope for a book list page. */
export function bookPageEnvelope(books: Record<string, unknown>[], page = 1, limit = 4) {
  return {
    success: true,
    message: 'Books retrieved',
    data: books,
    meta: { page, limit, total: books.length, totalPages: Math.max(1, Math.ceil(books.length / limit)) },
  };
}

/** A REST book as the api sends it (`aBook` of ./restData, with `id`), with overrides that may break the contract. */
export function restBook(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const book = aBook();
  return { ...book, id: book._id, ...overrides };
}
