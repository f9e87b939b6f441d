import { screen } from '@testing-library/react';
import { booksMock, listVariables, makeBook } from '../src/testing/fixtures';
import { renderApp } from '../src/testing/render-app';

describe('book list: Export CSV and Import CSV', () => {
  test.each([
    ['/', {}, '/api/books/export.csv?sortBy=createdAt&sort=desc'],
    ['/?sort=asc', { sort: 'ASC' as const }, '/api/books/export.csv?sortBy=createdAt&sort=asc'],
    [
      '/all-books?search=dune&genre=FICTION&sort=asc&view=card&page=2',
      { search: 'dune', filter: 'FICTION' as const, sort: 'ASC' as const, page: 2 },
      '/api/books/export.csv?filter=FICTION&search=dune&sortBy=createdAt&sort=asc',
    ],
    [
      '/?search=%20le%20gu%C3%AEn%20&genre=FANTASY',
      { search: 'le guîn', filter: 'FANTASY' as const },
      '/api/books/export.csv?filter=FANTASY&search=le+gu%C3%AEn&sortBy=createdAt&sort=desc',
    ],
    [
      '/?sortBy=title&sort=asc&limit=48',
      { sortBy: 'TITLE' as const, sort: 'ASC' as const, limit: 48 },
      '/api/books/export.csv?sortBy=title&sort=asc',
    ],
  ])('when the list is at %s, then Export CSV downloads every page of what it shows', async (path, variables, href) => {
    await renderApp(path, { mocks: [booksMock(listVariables(variables), [makeBook()])] });
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('download');
  });

  test('when the list shows, then Import CSV leads to the import page', async () => {
    await renderApp('/', { mocks: [booksMock(listVariables(), [makeBook()])] });
    expect(screen.getByRole('link', { name: 'Import CSV' })).toHaveAttribute('href', '/import');
  });
});
