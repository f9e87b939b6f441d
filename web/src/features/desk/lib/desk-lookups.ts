import type { ApolloClient } from '@apollo/client';
import { LIST_LIMITS } from '@library/api/contract/rules';
import type { DeskBooksQuery, DeskLoanFieldsFragment } from '../../../gql-staff/graphql';
import { DeskBookByIsbnDocument, DeskBooksDocument, DeskLoansByBookTextDocument } from '../api/desk';

export type DeskBook = DeskBooksQuery['books']['items'][number];

const TITLE_SEARCH_LIMIT = 10;

/** The book whose ISBN key is `isbn` (the server finds it stored as ISBN-10 or ISBN-13). */
export async function findBook(client: ApolloClient, isbn: string): Promise<DeskBook | null> {
  const result = await client.query({ query: DeskBookByIsbnDocument, variables: { isbn } });
  return result.data?.bookByIsbn ?? null;
}

/** The books whose title or author contains `text` (none for a text longer than a search may be). */
export async function searchTitles(client: ApolloClient, text: string): Promise<DeskBook[]> {
  if (text.length > LIST_LIMITS.maxSearch) return [];
  const result = await client.query({
    query: DeskBooksDocument,
    variables: { search: text, limit: TITLE_SEARCH_LIMIT },
    fetchPolicy: 'network-only',
  });
  return result.data?.books.items ?? [];
}

/**
 * The loans out of books deleted from the catalogue whose own ISBN is `by.isbn` or whose own title
 * contains `by.search` (a loan keeps both when its book is deleted).
 */
export async function deletedBookLoans(
  client: ApolloClient,
  by: { isbn: string } | { search: string },
): Promise<DeskLoanFieldsFragment[]> {
  if ('search' in by && by.search.length > LIST_LIMITS.maxSearch) return [];
  const result = await client.query({ query: DeskLoansByBookTextDocument, variables: by, fetchPolicy: 'network-only' });
  return (result.data?.loans.items ?? []).filter((loan) => loan.book === null);
}
