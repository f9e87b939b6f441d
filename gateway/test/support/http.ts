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

/** The `name=value` of the session cookie a response set (null when it set none). */
export function sessionCookieOf(result: GraphQLHttpResult): string | null {
  const cookie = result.headers.getSetCookie().find((line) => line.startsWith('library_session='));
  return cookie === undefined ? null : (cookie.split(';')[0] ?? null);
}

/** The `name=value` of the session cookie a response must have set. */
export function sessionCookieSet(result: GraphQLHttpResult): string {
  const pair = sessionCookieOf(result);
  if (pair === null) throw new Error('no session cookie was set');
  return pair;
}

/** The `data` of a GraphQL answer that must have succeeded. */
export function dataOf(result: GraphQLHttpResult): Record<string, unknown> {
  expect(result.body.errors).toBeUndefined();
  const data: unknown = result.body.data;
  if (typeof data !== 'object' || data === null) throw new Error('the answer has no data');
  return Object.fromEntries(Object.entries(data));
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
