import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST_SEARCH_DEBOUNCE_MS } from '../src/components/list-search';
import { booksMock, listVariables, makeBook } from '../src/testing/fixtures';
import { renderApp, SLOW_ANSWER_MS } from '../src/testing/render-app';

/** The list's search box. */
function searchBox(): HTMLElement {
  return screen.getByRole('searchbox', { name: 'Search' });
}

/**
 * Types into the search box on a fake clock (so no pause between keys reaches the debounce), then
 * lets time run up to just before the debounce ends. The clock stays fake: `finishDebounce` goes on.
 */
async function typeSearch(text: string, { clear = false } = {}): Promise<void> {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  if (clear) await user.clear(searchBox());
  if (text !== '') await user.type(searchBox(), text);
  await act(() => jest.advanceTimersByTimeAsync(LIST_SEARCH_DEBOUNCE_MS - 1));
}

/** Lets the last millisecond of the debounce pass, and the mocked answer arrive. */
async function finishDebounce(): Promise<void> {
  await act(() => jest.advanceTimersByTimeAsync(1));
  await act(() => jest.advanceTimersByTimeAsync(50));
}

afterEach(() => {
  jest.useRealTimers();
});

describe('book list search', () => {
  test('the search box has a visible label, a hint and type="search"', async () => {
    await renderApp('/', { mocks: [booksMock(listVariables(), [makeBook()])] });
    const box = searchBox();
    expect(box).toHaveAttribute('type', 'search');
    expect(box).toHaveAttribute('placeholder', 'Title, author or ISBN');
    expect(screen.getByText('Search', { selector: 'label' })).toBeVisible();
    expect(box).toHaveValue('');
    await screen.findByRole('table');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  test('when the user types a search, then the list asks for it after the debounce and the URL holds it', async () => {
    const dune = makeBook({ title: 'Dune', author: 'Frank Herbert' });
    // Only the whole search is mocked: a query sent for a part of it ('d', 'du', …) would find no mock.
    const view = await renderApp('/', {
      mocks: [
        booksMock(listVariables(), [makeBook(), makeBook()]),
        booksMock(listVariables({ search: 'dune' }), [dune]),
      ],
    });
    await screen.findByRole('table');

    await typeSearch('dune');
    expect(searchBox()).toHaveValue('dune');
    expect(view.currentUrl()).toBe('/');
    expect(screen.queryByRole('link', { name: 'Dune' })).not.toBeInTheDocument();

    await finishDebounce();
    expect(view.currentUrl()).toBe('/?search=dune');
    expect(screen.getByRole('link', { name: 'Dune' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('dune');
    // Said to screen readers: the table itself is not a live region.
    expect(screen.getByRole('status')).toHaveTextContent('1 book matches the search');
  });

  test('when the search changes, then the page goes back to 1 and the other list state stays', async () => {
    const found = makeBook({ title: 'The Left Hand of Darkness', genre: 'FANTASY' });
    const view = await renderApp('/all-books?genre=FANTASY&view=card&page=2', {
      mocks: [
        booksMock(listVariables({ filter: 'FANTASY', page: 2 }), [makeBook({ genre: 'FANTASY' })], {
          page: 2,
          totalPages: 2,
          total: 5,
        }),
        booksMock(listVariables({ filter: 'FANTASY', search: 'le guin' }), [found]),
      ],
    });
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();

    await typeSearch('le guin');
    await finishDebounce();
    expect(view.currentUrl()).toBe('/all-books?search=le+guin&genre=FANTASY&view=card');
    expect(screen.getByRole('article', { name: 'The Left Hand of Darkness' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Genre')).toHaveValue('FANTASY');
  });

  test('when the box is cleared, then the search leaves the URL and the whole list is asked for', async () => {
    const everything = [makeBook({ title: 'First of all' }), makeBook()];
    const view = await renderApp('/?search=dune&page=2', {
      mocks: [
        booksMock(listVariables({ search: 'dune', page: 2 }), [makeBook()], { page: 2, totalPages: 2, total: 5 }),
        booksMock(listVariables(), everything),
      ],
    });
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();

    await typeSearch('', { clear: true });
    expect(view.currentUrl()).toBe('/?search=dune&page=2');
    await finishDebounce();
    expect(view.currentUrl()).toBe('/');
    expect(screen.getByRole('link', { name: 'First of all' })).toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
  });

  test('when the URL changes from outside (a link, Back), then the box shows its search', async () => {
    const view = await renderApp('/?search=dune', {
      mocks: [
        booksMock(listVariables({ search: 'dune' }), [makeBook({ title: 'Dune' })]),
        booksMock(listVariables(), [makeBook({ title: 'Everything' })]),
      ],
    });
    await screen.findByRole('link', { name: 'Dune' });
    expect(searchBox()).toHaveValue('dune');

    const main = screen.getByRole('navigation', { name: 'Main' });
    await view.user.click(within(main).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('link', { name: 'Everything' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/');
    expect(searchBox()).toHaveValue('');
  });

  test('when only spaces are added around the search, then nothing new is asked for', async () => {
    const view = await renderApp('/?search=dune', {
      mocks: [booksMock(listVariables({ search: 'dune' }), [makeBook({ title: 'Dune' })])],
    });
    await screen.findByRole('link', { name: 'Dune' });

    await typeSearch('  ');
    await finishDebounce();
    expect(view.currentUrl()).toBe('/?search=dune');
    expect(searchBox()).toHaveValue('dune  ');
  });

  test('when a search is typed with pauses, then it makes one history entry: Back returns to the list before it', async () => {
    const view = await renderApp('/', {
      mocks: [
        booksMock(listVariables(), [makeBook({ title: 'Everything' })]),
        booksMock(listVariables({ search: 'tol' }), [makeBook({ title: 'Tolstoy' })]),
        booksMock(listVariables({ search: 'tolkien' }), [makeBook({ title: 'The Hobbit' })]),
      ],
    });
    await screen.findByRole('link', { name: 'Everything' });

    await typeSearch('tol');
    await finishDebounce();
    expect(view.currentUrl()).toBe('/?search=tol');
    await typeSearch('kien');
    await finishDebounce();
    expect(view.currentUrl()).toBe('/?search=tolkien');
    expect(screen.getByRole('link', { name: 'The Hobbit' })).toBeInTheDocument();

    await view.back();
    expect(view.currentUrl()).toBe('/');
    expect(searchBox()).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Everything' })).toBeInTheDocument();
  });

  test('when the box is emptied and a new search typed, then that search gets its own entry: Back returns to the one before', async () => {
    const view = await renderApp('/?search=dune', {
      mocks: [
        booksMock(listVariables({ search: 'dune' }), [makeBook({ title: 'Dune' })]),
        booksMock(listVariables({ search: 'gatsby' }), [makeBook({ title: 'The Great Gatsby' })]),
      ],
    });
    await screen.findByRole('link', { name: 'Dune' });

    await typeSearch('gatsby', { clear: true });
    await finishDebounce();
    expect(view.currentUrl()).toBe('/?search=gatsby');

    await view.back();
    expect(view.currentUrl()).toBe('/?search=dune');
    expect(searchBox()).toHaveValue('dune');
    expect(screen.getByRole('link', { name: 'Dune' })).toBeInTheDocument();
  });

  test('when a new search is on its way, then the heading goes on counting the books still shown, and changes with them', async () => {
    const view = await renderApp('/?search=dune', {
      mocks: [
        booksMock(listVariables({ search: 'dune' }), [makeBook({ title: 'Dune' })]),
        {
          ...booksMock(listVariables({ search: 'gatsby' }), [makeBook({ title: 'The Great Gatsby' })], {
            total: 236,
            totalPages: 59,
          }),
          delay: SLOW_ANSWER_MS,
        },
      ],
    });
    await screen.findByRole('link', { name: 'Dune' });
    expect(screen.getByText('1 book matching "dune"')).toBeInTheDocument();

    await typeSearch('gatsby', { clear: true });
    await finishDebounce();
    expect(view.currentUrl()).toBe('/?search=gatsby');
    expect(screen.getByRole('link', { name: 'Dune' })).toBeInTheDocument();
    expect(screen.getByText('1 book matching "dune"')).toBeInTheDocument();
    expect(screen.queryByText(/matching "gatsby"/)).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(SLOW_ANSWER_MS));
    expect(screen.getByRole('link', { name: 'The Great Gatsby' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dune' })).not.toBeInTheDocument();
    expect(screen.getByText('236 books matching "gatsby"')).toBeInTheDocument();
  });

  test('when nothing matches, then the empty text names the search', async () => {
    await renderApp('/?search=zzz', { mocks: [booksMock(listVariables({ search: 'zzz' }), [])] });
    expect(await screen.findByText('No books found matching "zzz"')).toBeInTheDocument();
    expect(screen.getByText('No book in the catalogue matches the search.')).toBeInTheDocument();
    expect(screen.queryByText(/add the first book/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a book' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No books match the search');
  });

  test('when nothing matches the search, then Show all books clears it and the catalogue shows', async () => {
    const book = makeBook({ title: 'On the shelf' });
    const view = await renderApp('/?search=zzz', {
      mocks: [booksMock(listVariables({ search: 'zzz' }), []), booksMock(listVariables(), [book])],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Show all books' }));
    expect(await screen.findByRole('link', { name: 'On the shelf' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/');
    expect(searchBox()).toHaveValue('');
  });

  test('when nothing matches a search in a genre, then the empty text names the search and then the genre', async () => {
    await renderApp('/?search=zzz&genre=FICTION', {
      mocks: [booksMock(listVariables({ search: 'zzz', filter: 'FICTION' }), [])],
    });
    expect(await screen.findByText('No books found matching "zzz" for genre "FICTION"')).toBeInTheDocument();
  });

  test('when the URL has a search, then the box shows it and the list asks for it with the rest of the state', async () => {
    const book = makeBook({ title: 'The Hobbit', author: 'J. R. R. Tolkien' });
    await renderApp('/all-books?search=tolkien&sort=asc&page=2', {
      mocks: [
        booksMock(listVariables({ search: 'tolkien', sort: 'ASC', page: 2 }), [book], {
          page: 2,
          totalPages: 2,
          total: 5,
        }),
      ],
    });
    expect(await screen.findByRole('link', { name: 'The Hobbit' })).toBeInTheDocument();
    expect(searchBox()).toHaveValue('tolkien');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Sort')).toHaveDisplayValue('Oldest First');
    expect(screen.getByRole('status')).toHaveTextContent('5 books match the search');
    expect(screen.getByText('5 books matching "tolkien"')).toBeInTheDocument();
  });

  test('when a search in a genre finds books, then the count under the title names the search and the genre', async () => {
    await renderApp('/?search=dune&genre=FICTION', {
      mocks: [booksMock(listVariables({ search: 'dune', filter: 'FICTION' }), [makeBook({ genre: 'FICTION' })])],
    });
    expect(await screen.findByText('1 book matching "dune" in this genre')).toBeInTheDocument();
  });

  test('when a book is opened while a typed search is still waiting, then its page stays open', async () => {
    const book = makeBook({ title: 'Opened mid-search' });
    const view = await renderApp('/', { mocks: [booksMock(listVariables(), [book])] });
    await screen.findByRole('link', { name: 'Opened mid-search' });

    await typeSearch('dun');
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('link', { name: 'Opened mid-search' }));
    await act(() => jest.advanceTimersByTimeAsync(LIST_SEARCH_DEBOUNCE_MS * 2));
    expect(view.currentUrl()).toBe(`/books/${book.id}`);
  });
});
