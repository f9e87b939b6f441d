/** The catalogue's calls: books, their histories, the service's health. */
import { restCover, restCovers, restIsbnLookup } from '@library/api/contract';
import type { LibraryApi } from '../LibraryApi';
import { readAs, readBook, readBookPage, readBooks, readHealth, restRecordHistories, restRecordHistory } from '../read';
import { enc, idList, type RestRequest } from '../RestRequest';
import type { CreateBookBody, ListBooksParams, UpdateBookBody } from '../types';

export function bookCalls(rest: RestRequest) {
  return {
    async listBooks(params: ListBooksParams) {
      const query = new URLSearchParams({
        page: String(params.page),
        limit: String(params.limit),
        sortBy: params.sortBy,
        sort: params.sort,
      });
      if (params.filter) query.set('filter', params.filter);
      if (params.search !== null) query.set('search', params.search);
      if (params.available !== null) query.set('available', String(params.available));
      const { data, meta } = await rest.page(`/books?${query.toString()}`, 'books');
      return readBookPage(data, meta);
    },

    async getBook(id: string) {
      return readBook(await rest.data('GET', `/books/${enc(id)}`, 'book'));
    },

    async bookByIsbn(isbn: string) {
      return readBook(await rest.data('GET', `/books/by-isbn/${enc(isbn)}`, 'bookByIsbn'));
    },

    async isbnLookup(isbn: string) {
      return readAs(restIsbnLookup, await rest.data('GET', `/isbn-lookup/${enc(isbn)}`, 'isbnLookup'), 'isbnLookup');
    },

    async bookCovers(ids: readonly string[]) {
      return readAs(restCovers, await rest.data('GET', `/covers?${idList('ids', ids)}`, 'bookCovers'), 'bookCovers');
    },

    async fetchCover(id: string) {
      return readAs(restCover, await rest.data('POST', `/books/${enc(id)}/cover/lookup`, 'fetchCover'), 'fetchCover');
    },

    async removeCover(id: string) {
      await rest.data('DELETE', `/books/${enc(id)}/cover`, 'removeCover');
    },

    async createBook(body: CreateBookBody) {
      return readBook(await rest.data('POST', '/books', 'createBook', body));
    },

    async updateBook(id: string, body: UpdateBookBody) {
      return readBook(await rest.data('PUT', `/books/${enc(id)}`, 'updateBook', body));
    },

    async deleteBook(id: string) {
      await rest.data('DELETE', `/books/${enc(id)}`, 'deleteBook');
    },

    async booksByIds(ids: readonly string[]) {
      return readBooks(await rest.data('GET', `/books/by-ids?${idList('ids', ids)}`, 'booksByIds'));
    },

    async bookHistory(id: string) {
      return readAs(restRecordHistory, await rest.data('GET', `/books/${enc(id)}/history`, 'history'), 'history');
    },

    async bookHistories(ids: readonly string[]) {
      const data = await rest.data('GET', `/histories/books?${idList('ids', ids)}`, 'bookHistories');
      return readAs(restRecordHistories, data, 'bookHistories');
    },

    async health() {
      return readHealth(await rest.data('GET', '/health', 'health'));
    },
  } satisfies Partial<LibraryApi>;
}
