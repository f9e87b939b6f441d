import { waitFor } from '@testing-library/react';
import { DEFAULT_DESCRIPTION, shortDescription } from '../src/components/page-meta';
import {
  bookMock,
  bookPageMocks,
  booksMock,
  listVariables,
  loansMock,
  loansVariables,
  makeBook,
  summaryMock,
} from '../src/testing/fixtures';
import { renderApp } from '../src/testing/render-app';

/** The content of the page's one `<meta name="description">`. */
function description(): string | null {
  const metas = document.head.querySelectorAll('meta[name="description"]');
  expect(metas).toHaveLength(1);
  return metas[0].getAttribute('content');
}

describe('page titles and descriptions', () => {
  test.each([
    ['/', 'All Books — Library', [booksMock(listVariables(), [])]],
    ['/all-books', 'All Books — Library', [booksMock(listVariables(), [])]],
    ['/borrow-summary', 'Borrow summary — Library', [summaryMock([])]],
    ['/loans', 'Loans — Library', [loansMock(loansVariables(), [])]],
    ['/import', 'Import books — Library', []],
    ['/no/such/page', 'Page not found — Library', []],
  ])('when %s is opened, then the page is titled "%s"', async (path, title, mocks) => {
    await renderApp(path, { mocks });
    await waitFor(() => expect(document.title).toBe(title));
    expect(description()).toBeTruthy();
  });

  test('when a book is opened, then the page is titled with the book and described by its description', async () => {
    const book = makeBook({
      title: 'Dune',
      author: 'Frank Herbert',
      isbn: '9780441013593',
      description: 'A desert planet,   spice and a prophecy.',
    });
    await renderApp(`/books/${book.id}`, {
      mocks: bookPageMocks(book),
    });
    await waitFor(() => expect(document.title).toBe('Dune — Library'));
    expect(description()).toBe('A desert planet, spice and a prophecy.');
  });

  test('when a book has no description, then it is described by its author, genre and availability', async () => {
    const book = makeBook({
      title: 'The Odyssey',
      author: 'Homer',
      genre: 'FICTION',
      isbn: '9780140449136',
      description: null,
      available: true,
    });
    await renderApp(`/books/${book.id}`, {
      mocks: bookPageMocks(book),
    });
    await waitFor(() => expect(document.title).toBe('The Odyssey — Library'));
    expect(description()).toBe('The Odyssey by Homer: fiction, on the shelf to borrow at the library.');
  });

  test('when no book has the id, then the page is titled "Book not found" with the default description', async () => {
    await renderApp('/books/nope', { mocks: [bookMock('nope', null)] });
    await waitFor(() => expect(document.title).toBe('Book not found — Library'));
    expect(description()).toBe(DEFAULT_DESCRIPTION);
  });

  test('when a description is long, then it is cut at a word with an ellipsis under 160 characters', () => {
    const cut = shortDescription(`${'word '.repeat(60)}end`);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
    expect(shortDescription('Short enough.')).toBe('Short enough.');
  });
});
