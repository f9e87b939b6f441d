import { screen, waitFor, within } from '@testing-library/react';
import { booksMock, graphQLErrorResult, listVariables, makeBook } from '../src/testing/fixtures';
import { renderApp, SLOW_ANSWER_MS } from '../src/testing/render-app';
import { BooksDocument } from '../src/features/books/api/get-books';
import { findAlertWith } from './helpers';

describe('book list', () => {
  test('when the books are loading, then "Loading…" is shown', async () => {
    await renderApp('/', { mocks: [{ ...booksMock(listVariables(), [makeBook()]), delay: SLOW_ANSWER_MS }] });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  test('when books arrive, then the table lists them with availability and links to details, edit and borrow', async () => {
    const dune = makeBook({ title: 'Dune', author: 'Frank Herbert', genre: 'FANTASY', copies: 2, available: true });
    const empty = makeBook({ title: 'Gone', copies: 0, available: false });
    await renderApp('/all-books', { mocks: [booksMock(listVariables(), [dune, empty])] });

    const table = await screen.findByRole('table');
    const duneRow = within(table).getByRole('row', { name: /Dune/ });
    expect(within(duneRow).getByText('Frank Herbert')).toBeInTheDocument();
    expect(within(duneRow).getByText('Available')).toBeInTheDocument();
    expect(within(duneRow).getByText('✓')).toBeInTheDocument();
    expect(within(duneRow).getByRole('link', { name: 'Dune' })).toHaveAttribute('href', `/books/${dune.id}`);
    expect(within(duneRow).getByRole('link', { name: 'Edit Dune' })).toHaveAttribute('href', `/edit-book/${dune.id}`);
    expect(within(duneRow).getByRole('link', { name: 'Borrow Dune' })).toHaveAttribute('href', `/borrow/${dune.id}`);
    const goneRow = within(table).getByRole('row', { name: /Gone/ });
    expect(within(goneRow).getByText('✗')).toBeInTheDocument();
    expect(within(goneRow).getByText('Not available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('when the catalogue is empty, then "No books found" is shown with the first book to add', async () => {
    await renderApp('/', { mocks: [booksMock(listVariables(), [])] });
    expect(await screen.findByText('No books found')).toBeInTheDocument();
    expect(screen.getByText('The catalogue is empty: add the first book yourself.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a book' })).toBeInTheDocument();
  });

  test('when a genre filter matches nothing, then the empty text names the genre and offers all books', async () => {
    const book = makeBook({ title: 'Back to all' });
    const view = await renderApp('/?genre=FANTASY', {
      mocks: [booksMock(listVariables({ filter: 'FANTASY' }), []), booksMock(listVariables(), [book])],
    });
    expect(await screen.findByText('No books found for genre "FANTASY"')).toBeInTheDocument();
    expect(screen.getByLabelText('Genre')).toHaveValue('FANTASY');
    expect(screen.getByText('No book in the catalogue is in this genre.')).toBeInTheDocument();
    expect(screen.queryByText(/add the first book/)).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Show all books' }));
    expect(await screen.findByRole('link', { name: 'Back to all' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/');
  });

  test('when loading fails, then the server message shows inline and in a toast, and Retry loads the list', async () => {
    const book = makeBook({ title: 'Back again' });
    const view = await renderApp('/', {
      mocks: [
        {
          request: { query: BooksDocument, variables: listVariables() },
          result: graphQLErrorResult('The library service is unavailable', 'UPSTREAM_UNAVAILABLE'),
        },
        booksMock(listVariables(), [book]),
      ],
    });
    const alert = await findAlertWith('Could not load the books.');
    expect(within(alert).getByText('The library service is unavailable')).toBeInTheDocument();
    expect(await screen.findByText('❌ The library service is unavailable')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });

  test('when on the first of two pages, then Previous is disabled; after Next, Next is disabled and the URL has page 2', async () => {
    const first = [makeBook(), makeBook(), makeBook(), makeBook()];
    const second = makeBook({ title: 'On page two' });
    const view = await renderApp('/', {
      mocks: [
        booksMock(listVariables(), first, { totalPages: 2, total: 5 }),
        booksMock(listVariables({ page: 2 }), [second], { page: 2, totalPages: 2, total: 5 }),
      ],
    });
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'On page two' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(view.currentUrl()).toBe('/?page=2');
  });

  test('when the genre changes on page 2, then the list goes back to page 1 with the genre in the URL', async () => {
    const science = makeBook({ title: 'Cosmos', genre: 'SCIENCE' });
    const view = await renderApp('/?page=2', {
      mocks: [
        booksMock(listVariables({ page: 2 }), [makeBook()], { page: 2, totalPages: 2, total: 5 }),
        booksMock(listVariables({ filter: 'SCIENCE' }), [science]),
      ],
    });
    await screen.findByText('Page 2 of 2');
    await view.user.selectOptions(screen.getByLabelText('Genre'), 'SCIENCE');
    expect(await screen.findByRole('link', { name: 'Cosmos' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/?genre=SCIENCE');
  });

  test('when the sort changes to Oldest First, then page 1 is asked for in ascending order', async () => {
    const oldest = makeBook({ title: 'Oldest book' });
    const view = await renderApp('/?page=2', {
      mocks: [
        booksMock(listVariables({ page: 2 }), [makeBook()], { page: 2, totalPages: 2, total: 5 }),
        booksMock(listVariables({ sort: 'ASC' }), [oldest], { totalPages: 2, total: 5 }),
      ],
    });
    await screen.findByText('Page 2 of 2');
    expect(screen.getByRole('option', { name: 'Newest First' })).toBeInTheDocument();
    await view.user.selectOptions(screen.getByLabelText('Sort'), 'Oldest First');
    expect(await screen.findByRole('link', { name: 'Oldest book' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/?sort=asc');
  });

  test('when the list opens, then Sort offers date, title and author orders, newest first, and 4 books a page', async () => {
    await renderApp('/', { mocks: [booksMock(listVariables(), [makeBook()])] });
    await screen.findByRole('table');
    const sort = screen.getByLabelText('Sort');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest First', 'Oldest First', 'Title (A–Z)', 'Title (Z–A)', 'Author (A–Z)', 'Author (Z–A)']);
    expect(sort).toHaveDisplayValue('Newest First');
    const perPage = screen.getByLabelText('Per page');
    expect(
      within(perPage)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['4', '12', '24', '48']);
    expect(perPage).toHaveDisplayValue('4');
  });

  test('when Title (A–Z) is chosen on page 2, then page 1 is asked for by title ascending and the URL holds the order', async () => {
    const first = makeBook({ title: 'Aardvarks of the North' });
    const view = await renderApp('/?page=2', {
      mocks: [
        booksMock(listVariables({ page: 2 }), [makeBook()], { page: 2, totalPages: 2, total: 5 }),
        booksMock(listVariables({ sortBy: 'TITLE', sort: 'ASC' }), [first], { totalPages: 2, total: 5 }),
      ],
    });
    await screen.findByText('Page 2 of 2');
    await view.user.selectOptions(screen.getByLabelText('Sort'), 'Title (A–Z)');
    expect(await screen.findByRole('link', { name: 'Aardvarks of the North' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/?sortBy=title&sort=asc');
  });

  test('when Author (Z–A) is chosen, then the list is asked for by author descending', async () => {
    const last = makeBook({ title: 'By Zola', author: 'Émile Zola' });
    const view = await renderApp('/', {
      mocks: [booksMock(listVariables(), [makeBook()]), booksMock(listVariables({ sortBy: 'AUTHOR' }), [last])],
    });
    await screen.findByRole('table');
    await view.user.selectOptions(screen.getByLabelText('Sort'), 'Author (Z–A)');
    expect(await screen.findByRole('link', { name: 'By Zola' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/?sortBy=author');
  });

  test('when 12 a page is chosen on page 4, then 12 books are asked for, from the page that holds the first book shown', async () => {
    const view = await renderApp('/?page=4', {
      mocks: [
        booksMock(listVariables({ page: 4 }), [makeBook({ title: 'Thirteenth' })], {
          page: 4,
          totalPages: 4,
          total: 13,
        }),
        booksMock(listVariables({ page: 2, limit: 12 }), [makeBook({ title: 'Thirteenth' })], {
          page: 2,
          totalPages: 2,
          total: 13,
          limit: 12,
        }),
      ],
    });
    await screen.findByText('Page 4 of 4');
    await view.user.selectOptions(screen.getByLabelText('Per page'), '12');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Thirteenth' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/?limit=12&page=2');
  });

  test('when the URL asks for an order by author and 24 a page, then the list is asked for so and the controls show it', async () => {
    const book = makeBook({ title: 'Linked by author' });
    await renderApp('/all-books?sortBy=author&sort=asc&limit=24', {
      mocks: [booksMock(listVariables({ sortBy: 'AUTHOR', sort: 'ASC', limit: 24 }), [book], { limit: 24 })],
    });
    expect(await screen.findByRole('link', { name: 'Linked by author' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sort')).toHaveDisplayValue('Author (A–Z)');
    expect(screen.getByLabelText('Per page')).toHaveDisplayValue('24');
  });

  test('when the card layout is chosen, then cards replace the table and the choice is in the URL', async () => {
    const book = makeBook({ title: 'Card book', genre: 'HISTORY' });
    const view = await renderApp('/', { mocks: [booksMock(listVariables(), [book])] });
    await screen.findByRole('table');
    await view.user.click(screen.getByRole('button', { name: 'Cards' }));

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Books' });
    const card = within(cards).getByRole('article', { name: 'Card book' });
    expect(within(card).getByText('History')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Borrow Card book' })).toHaveAttribute('href', `/borrow/${book.id}`);
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'false');
    expect(view.currentUrl()).toBe('/?view=card');
  });

  test('when the URL carries list state, then that page, sort, genre and layout are shown', async () => {
    const book = makeBook({ title: 'Shared link book', genre: 'SCIENCE' });
    await renderApp('/all-books?page=3&sort=asc&genre=SCIENCE&view=card', {
      mocks: [
        booksMock(listVariables({ page: 3, sort: 'ASC', filter: 'SCIENCE' }), [book], {
          page: 3,
          totalPages: 3,
          total: 9,
        }),
      ],
    });
    expect(await screen.findByRole('article', { name: 'Shared link book' })).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Sort')).toHaveDisplayValue('Oldest First');
    expect(screen.getByLabelText('Genre')).toHaveValue('SCIENCE');
  });

  test('when a list page loads, then the total count is shown', async () => {
    await renderApp('/', { mocks: [booksMock(listVariables(), [makeBook()], { total: 1 })] });
    await waitFor(() => expect(screen.getByText('1 book in the catalogue')).toBeInTheDocument());
  });
});

describe('book list past the last page', () => {
  test('when the URL asks for a page past the end, then the list offers the last page', async () => {
    const last = makeBook({ title: 'On the last page' });
    const view = await renderApp('/?page=5', {
      mocks: [
        booksMock(listVariables({ page: 5 }), [], { page: 5, totalPages: 2, total: 5 }),
        booksMock(listVariables({ page: 2 }), [last], { page: 2, totalPages: 2, total: 5 }),
      ],
    });
    expect(await screen.findByText('There is no page 5.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('link', { name: 'On the last page' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/?page=2');
  });
});
