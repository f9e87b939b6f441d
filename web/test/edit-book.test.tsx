import { screen, waitFor } from '@testing-library/react';
import { BookDocument } from '../src/features/books/api/get-book';
import { BooksDocument } from '../src/features/books/api/get-books';
import { UpdateBookDocument } from '../src/features/books/api/update-book';
import type { UpdateBookMutationVariables } from '../src/gql/graphql';
import { createCache } from '../src/lib/apollo-client';
import {
  bookMock,
  booksMock,
  booksResult,
  cachedSummary,
  graphQLErrorResult,
  listVariables,
  makeBook,
  summaryRow,
  type BookFixture,
} from '../src/testing/fixtures';
import { renderApp, SLOW_ANSWER_MS } from '../src/testing/render-app';
import { cacheContents } from './helpers';

/** The update the edit form sends for `book` saved with `changes` (as it loaded, unless changed). */
function updateRequest(book: BookFixture, changes: Partial<UpdateBookMutationVariables['input']> = {}) {
  const { title, author, genre, isbn, description, copies, available } = book;
  return {
    query: UpdateBookDocument,
    variables: { id: book.id, input: { title, author, genre, isbn, description, copies, available, ...changes } },
  };
}

describe('edit book', () => {
  test('when the book is loading, then "Loading book data..." shows, then the form with its values', async () => {
    const book = makeBook({ title: 'Emma', author: 'Jane Austen', description: 'A comedy of manners.', copies: 4 });
    await renderApp(`/edit-book/${book.id}`, { mocks: [{ ...bookMock(book.id, book), delay: SLOW_ANSWER_MS }] });
    expect(screen.getByText('Loading book data...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Edit Book', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Emma');
    expect(screen.getByLabelText('Author')).toHaveValue('Jane Austen');
    expect(screen.getByLabelText('Genre')).toHaveValue('FICTION');
    expect(screen.getByLabelText('ISBN')).toHaveValue(book.isbn);
    expect(screen.getByLabelText(/Description/)).toHaveValue('A comedy of manners.');
    expect(screen.getByLabelText(/Description/)).toHaveAttribute('rows', '3');
    expect(screen.getByLabelText('Copies')).toHaveValue(4);
    expect(screen.getByRole('button', { name: 'Update Book' })).toBeEnabled();
  });

  test('when required fields are cleared and copies is negative, then the spec messages show', async () => {
    const book = makeBook();
    const view = await renderApp(`/edit-book/${book.id}`, { mocks: [bookMock(book.id, book)] });
    await view.user.clear(await screen.findByLabelText('Title'));
    await view.user.clear(screen.getByLabelText('Author'));
    await view.user.clear(screen.getByLabelText('Copies'));
    await view.user.type(screen.getByLabelText('Copies'), '-1');
    await view.user.click(screen.getByRole('button', { name: 'Update Book' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Author is required')).toBeInTheDocument();
    expect(screen.getByText('Copies must be 0 or more')).toBeInTheDocument();
  });

  test('when the stored ISBN is not valid (saved before check digits were checked), then the book loads as it is and saving asks for a valid ISBN', async () => {
    const book = makeBook({ isbn: '978-0-00-000000-1' });
    const view = await renderApp(`/edit-book/${book.id}`, { mocks: [bookMock(book.id, book)] });
    expect(await screen.findByLabelText('ISBN')).toHaveValue('978-0-00-000000-1');
    await view.user.click(screen.getByRole('button', { name: 'Update Book' }));

    expect(await screen.findByText('ISBN is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText('ISBN')).toHaveAccessibleDescription(/ISBN is not valid/);
  });

  test('when saved with 0 copies, then availability is sent as false, the toast shows and the cached list, book and summary were evicted', async () => {
    const book = makeBook({ title: 'Old title', copies: 2 });
    const updated = { ...book, title: 'New title', copies: 0, available: false };
    const cache = createCache();
    cache.writeQuery({ query: BooksDocument, variables: listVariables(), data: booksResult([book]).data });
    cache.writeQuery(cachedSummary([summaryRow('Old title', book.isbn, 1)]));
    // The still-mounted edit screen reads the book again only if the cached one was evicted.
    const bookReadAgain = jest.fn(() => ({ data: { book: updated } }));

    const view = await renderApp(`/edit-book/${book.id}`, {
      cache,
      mocks: [
        bookMock(book.id, book),
        {
          request: updateRequest(book, { title: 'New title', copies: 0, available: false }),
          result: { data: { updateBook: updated } },
        },
        { request: { query: BookDocument, variables: { id: book.id } }, result: bookReadAgain },
        booksMock(listVariables(), [updated, makeBook({ title: 'Added elsewhere' })]),
      ],
    });
    const title = await screen.findByLabelText('Title');
    await view.user.clear(title);
    await view.user.type(title, 'New title');
    await view.user.clear(screen.getByLabelText('Copies'));
    await view.user.type(screen.getByLabelText('Copies'), '0');
    await view.user.click(screen.getByRole('button', { name: 'Update Book' }));

    expect(await screen.findByText('✅ Book updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(view.currentUrl()).toBe('/all-books'));
    // The cached page held only the old book: seeing another one proves the list was evicted and refetched.
    expect(await screen.findByRole('link', { name: 'Added elsewhere' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New title' })).toBeInTheDocument();
    expect(cacheContents(cache).rootFieldNames).not.toContain('borrowSummary');
    expect(bookReadAgain).toHaveBeenCalledTimes(1);
  });

  test('when the update fails, then a toast shows "❌" and the error, and the form stays', async () => {
    const book = makeBook();
    const view = await renderApp(`/edit-book/${book.id}`, {
      mocks: [
        bookMock(book.id, book),
        {
          request: updateRequest(book),
          result: graphQLErrorResult('The library service did not answer in time', 'UPSTREAM_TIMEOUT'),
        },
      ],
    });
    await screen.findByLabelText('Title');
    await view.user.click(screen.getByRole('button', { name: 'Update Book' }));
    expect(await screen.findByText('❌ The library service did not answer in time')).toBeInTheDocument();
    expect(view.currentUrl()).toBe(`/edit-book/${book.id}`);
  });

  test('when no book has the id, then "Book not found" shows with a link back to the list', async () => {
    await renderApp('/edit-book/missing', { mocks: [bookMock('missing', null)] });
    expect(await screen.findByRole('heading', { name: 'Book not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all books' })).toHaveAttribute('href', '/all-books');
  });

  test('when the id is malformed, then "Book not found" shows too', async () => {
    await renderApp('/edit-book/%20', {
      mocks: [
        {
          request: { query: BookDocument, variables: { id: ' ' } },
          result: graphQLErrorResult('Invalid book id', 'BAD_USER_INPUT'),
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Book not found' })).toBeInTheDocument();
  });
});
