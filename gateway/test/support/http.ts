/** Helpers for tests that talk to a real gateway over HTTP. */
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

export function restBook(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    _id: 'book-1',
    id: 'book-1',
    title: 'Dune',
    author: 'Frank Herbert',
    genre: 'SCIENCE',
    isbn: '9780441013593',
    description: null,
    copies: 2,
    available: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
