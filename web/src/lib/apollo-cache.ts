import type { ApolloCache } from '@apollo/client';

/**
 * After createBook, updateBook, deleteBook, borrowBook or returnLoan: drop every cached book page,
 * the changed book, the borrow summary's pages and totals and every loan list, then garbage-collect, so each screen
 * refetches fresh data on its next read (the counterpart of the REST client's 'Books' tag
 * invalidation).
 */
export function evictCatalogue(cache: ApolloCache, bookId?: string | null): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'books' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'borrowSummary' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'borrowTotals' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'loans' });
  if (bookId) {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'book', args: { id: bookId } });
    const id = cache.identify({ __typename: 'Book', id: bookId });
    if (id) cache.evict({ id });
  }
  cache.gc();
}
