import { BookDocument } from '../src/features/books/api/get-book';
import { BooksDocument } from '../src/features/books/api/get-books';
import { evictCatalogue } from '../src/lib/apollo-cache';
import { createCache } from '../src/lib/apollo-client';
import { booksResult, cachedSummary, listVariables, makeBook, summaryRow } from '../src/testing/fixtures';
import { cacheContents } from './helpers';

describe('evictCatalogue', () => {
  test('when called for a book, then every book page, that book and the summary leave the cache; other books stay', () => {
    const changed = makeBook();
    const untouched = makeBook();
    const cache = createCache();
    cache.writeQuery({ query: BooksDocument, variables: listVariables(), data: booksResult([changed]).data });
    cache.writeQuery({
      query: BooksDocument,
      variables: listVariables({ page: 2 }),
      data: booksResult([makeBook()], { page: 2 }).data,
    });
    cache.writeQuery({ query: BookDocument, variables: { id: changed.id }, data: { book: changed } });
    cache.writeQuery({ query: BookDocument, variables: { id: untouched.id }, data: { book: untouched } });
    cache.writeQuery(cachedSummary([summaryRow('x', '1', 1)]));

    evictCatalogue(cache, changed.id);

    const { rootFields, rootFieldNames, entities } = cacheContents(cache);
    expect(rootFields.filter((field) => field.startsWith('books('))).toEqual([]);
    expect(rootFieldNames).not.toContain('borrowSummary');
    expect(rootFields).not.toContain(`book({"id":"${changed.id}"})`);
    expect(entities).not.toContain(`Book:${changed.id}`);
    expect(cache.readQuery({ query: BookDocument, variables: { id: untouched.id } })).toEqual({ book: untouched });
  });
});
