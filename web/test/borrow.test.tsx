import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BookDocument } from '../src/features/books/api/get-book';
import { BooksDocument } from '../src/features/books/api/get-books';
import { BorrowBookDocument } from '../src/features/borrow/api/borrow-book';
import { BorrowSummaryDocument } from '../src/features/borrow/api/get-borrow-summary';
import { inDaysIso, todayIso } from '../src/features/borrow/lib/dates';
import { createCache } from '../src/lib/apollo-client';
import {
  bookMock,
  booksResult,
  graphQLErrorResult,
  listVariables,
  makeBook,
  summaryMock,
  summaryRow,
  type BookFixture,
} from '../src/testing/fixtures';
import { renderApp } from '../src/testing/render-app';
import { cacheContents, findAlertWith, findDialog, waitForDialogToClose } from './helpers';

function borrowResult(book: BookFixture, quantity: number, dueDate: string) {
  return {
    data: {
      borrowBook: {
        __typename: 'Borrow' as const,
        id: `borrow-of-${book.id}`,
        bookId: book.id,
        quantity,
        dueDate,
        createdAt: '2026-11-22T09:00:00.000Z',
        book: { ...book, copies: book.copies - quantity, available: book.copies - quantity > 0 },
      },
    },
  };
}

describe('borrow a book', () => {
  test('when the form opens, then it shows the book, quantity 1 and a due date two weeks ahead (today or later allowed)', async () => {
    const book = makeBook({ title: 'Middlemarch', copies: 3 });
    await renderApp(`/borrow/${book.id}`, { mocks: [{ ...bookMock(book.id, book), delay: 40 }] });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Borrow Book', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Middlemarch')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity')).toHaveValue(1);
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('max', '3');
    expect(screen.getByLabelText('Due date')).toHaveValue(inDaysIso(14));
    expect(screen.getByLabelText('Due date')).toHaveAttribute('min', todayIso());
    expect(screen.getByRole('button', { name: 'Confirm Borrow' })).toBeEnabled();
  });

  test('when quantity is 0 or above the copies, or the due date is missing or past, then the messages say so', async () => {
    const book = makeBook({ copies: 3 });
    const view = await renderApp(`/borrow/${book.id}`, { mocks: [bookMock(book.id, book)] });
    const quantity = await screen.findByLabelText('Quantity');
    await view.user.clear(quantity);
    await view.user.type(quantity, '0');
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '' } });
    await view.user.click(screen.getByRole('button', { name: 'Confirm Borrow' }));
    expect(await screen.findByText('Quantity must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Due date is required')).toBeInTheDocument();

    await view.user.clear(quantity);
    await view.user.type(quantity, '4');
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2000-01-01' } });
    await view.user.click(screen.getByRole('button', { name: 'Confirm Borrow' }));
    expect(await screen.findByText('Only 3 copies are available')).toBeInTheDocument();
    expect(screen.getByText('Due date must be today or later')).toBeInTheDocument();
  });

  test('when the borrow succeeds, then the dialog shows and the cached list, book and summary were evicted, so each is read afresh', async () => {
    const book = makeBook({ title: 'Persuasion', copies: 3 });
    const dueDate = inDaysIso(14);
    const cache = createCache();
    cache.writeQuery({ query: BooksDocument, variables: listVariables(), data: booksResult([book]).data });
    cache.writeQuery({ query: BookDocument, variables: { id: book.id }, data: { book } });
    cache.writeQuery({ query: BorrowSummaryDocument, data: { borrowSummary: [summaryRow('Persuasion', book.isbn, 1, book.id)] } });
    // The still-mounted form reads the book again only if the cached one was evicted.
    const bookReadAgain = jest.fn(() => ({ data: { book: { ...book, copies: 1 } } }));

    const view = await renderApp(`/borrow/${book.id}`, {
      cache,
      mocks: [
        {
          request: { query: BorrowBookDocument, variables: { book: book.id, quantity: 2, dueDate } },
          result: borrowResult(book, 2, dueDate),
        },
        { request: { query: BookDocument, variables: { id: book.id } }, result: bookReadAgain },
        { ...summaryMock([summaryRow('Persuasion', book.isbn, 3, book.id)]), delay: 100 },
      ],
    });
    const quantity = await screen.findByLabelText('Quantity');
    await view.user.clear(quantity);
    await view.user.type(quantity, '2');
    await view.user.click(screen.getByRole('button', { name: 'Confirm Borrow' }));

    const dialog = await findDialog('✅ Book borrowed successfully!');
    await waitFor(() => expect(view.currentUrl()).toBe('/borrow-summary'));
    // The cached summary (1 borrowed) is gone: the summary waits for the server instead of showing it.
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitForDialogToClose();

    const row = await screen.findByRole('row', { name: /Persuasion/ });
    expect(within(row).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(bookReadAgain).toHaveBeenCalledTimes(1);
    expect(cacheContents(cache).rootFields.filter((field) => field.startsWith('books('))).toEqual([]);
  });

  test('when the server refuses (not enough copies), then its message shows in a dialog', async () => {
    const book = makeBook({ copies: 1 });
    const dueDate = inDaysIso(14);
    const view = await renderApp(`/borrow/${book.id}`, {
      mocks: [
        bookMock(book.id, book),
        {
          request: { query: BorrowBookDocument, variables: { book: book.id, quantity: 1, dueDate } },
          result: graphQLErrorResult('Only 0 copies are available', 'CONFLICT'),
        },
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Confirm Borrow' }));
    const dialog = await findDialog('Only 0 copies are available');
    expect(within(dialog).getByRole('img', { name: 'Error' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe(`/borrow/${book.id}`);
  });

  test('when the server cannot be reached, then "❌ Borrowing failed." shows in a dialog', async () => {
    const book = makeBook({ copies: 2 });
    const dueDate = inDaysIso(14);
    const view = await renderApp(`/borrow/${book.id}`, {
      mocks: [
        bookMock(book.id, book),
        {
          request: { query: BorrowBookDocument, variables: { book: book.id, quantity: 1, dueDate } },
          error: new TypeError('Failed to fetch'),
        },
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Confirm Borrow' }));
    expect(await findDialog('❌ Borrowing failed.')).toBeInTheDocument();
  });

  test('when the book has no copies left, then no form is offered', async () => {
    const book = makeBook({ copies: 0, available: false });
    await renderApp(`/borrow/${book.id}`, { mocks: [bookMock(book.id, book)] });
    expect(await screen.findByText('This book is not available to borrow right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Borrow' })).not.toBeInTheDocument();
  });

  test('when no book has the id, then "Book not found" shows with a link back', async () => {
    await renderApp('/borrow/ghost', { mocks: [bookMock('ghost', null)] });
    expect(await screen.findByRole('heading', { name: 'Book not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all books' })).toHaveAttribute('href', '/all-books');
  });
});

describe('borrow without a book id', () => {
  const pickerVariables = { page: 1, limit: 100, sortBy: 'TITLE' as const, sort: 'ASC' as const };

  test('when /borrow opens, then only available books are listed and the search narrows them', async () => {
    const emma = makeBook({ title: 'Emma', author: 'Jane Austen', copies: 2 });
    const dracula = makeBook({ title: 'Dracula', author: 'Bram Stoker', copies: 1 });
    const gone = makeBook({ title: 'Out of stock', copies: 0, available: false });
    const view = await renderApp('/borrow', {
      mocks: [{ request: { query: BooksDocument, variables: pickerVariables }, result: booksResult([dracula, emma, gone], { limit: 100 }) }],
    });
    const list = await screen.findByRole('list', { name: 'Available books' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByText('Out of stock')).not.toBeInTheDocument();

    await view.user.type(screen.getByLabelText('Search available books'), 'austen');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const link = within(list).getByRole('link', { name: 'Borrow Emma' });
    expect(link).toHaveAttribute('href', `/borrow/${emma.id}`);

    await view.user.clear(screen.getByLabelText('Search available books'));
    await view.user.type(screen.getByLabelText('Search available books'), 'zzz');
    expect(screen.getByText('No available books match "zzz"')).toBeInTheDocument();
  });

  test('when the catalogue is empty, then "Loading…" gives way to "No books are available to borrow right now."', async () => {
    await renderApp('/borrow', {
      mocks: [{ request: { query: BooksDocument, variables: pickerVariables }, result: booksResult([], { limit: 100 }), delay: 40 }],
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('No books are available to borrow right now.')).toBeInTheDocument();
    expect(screen.getByText('0 books ready to borrow')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Available books' })).not.toBeInTheDocument();
  });

  test('when every book is out of copies, then none is offered and "No books are available to borrow right now." shows', async () => {
    const gone = makeBook({ title: 'All lent out', copies: 0, available: false });
    const withdrawn = makeBook({ title: 'Withdrawn', copies: 2, available: false });
    await renderApp('/borrow', {
      mocks: [{ request: { query: BooksDocument, variables: pickerVariables }, result: booksResult([gone, withdrawn], { limit: 100 }) }],
    });
    expect(await screen.findByText('No books are available to borrow right now.')).toBeInTheDocument();
    expect(screen.getByText('0 books ready to borrow')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Borrow All lent out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Borrow Withdrawn' })).not.toBeInTheDocument();
  });

  test('when the books cannot be loaded, then the server message shows in an alert and Retry loads them', async () => {
    const emma = makeBook({ title: 'Emma', copies: 2 });
    const view = await renderApp('/borrow', {
      mocks: [
        { request: { query: BooksDocument, variables: pickerVariables }, result: graphQLErrorResult('The library service is unavailable', 'UPSTREAM_UNAVAILABLE') },
        { request: { query: BooksDocument, variables: pickerVariables }, result: booksResult([emma], { limit: 100 }) },
      ],
    });
    const alert = await findAlertWith('Could not load the books.');
    expect(within(alert).getByText('The library service is unavailable')).toBeInTheDocument();
    expect(screen.queryByLabelText('Search available books')).not.toBeInTheDocument();

    await view.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Borrow Emma' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('when the server cannot be reached, then the picker says so in an alert', async () => {
    await renderApp('/borrow', {
      mocks: [{ request: { query: BooksDocument, variables: pickerVariables }, error: new TypeError('Failed to fetch') }],
    });
    const alert = await findAlertWith('Could not load the books.');
    expect(within(alert).getByText('Could not reach the library server. Check your connection and try again.')).toBeInTheDocument();
  });

  test('when a book is picked, then its borrow form opens', async () => {
    const emma = makeBook({ title: 'Emma', copies: 2 });
    const view = await renderApp('/borrow', {
      mocks: [
        { request: { query: BooksDocument, variables: pickerVariables }, result: booksResult([emma], { limit: 100 }) },
        bookMock(emma.id, emma),
      ],
    });
    await view.user.click(await screen.findByRole('link', { name: 'Borrow Emma' }));
    expect(await screen.findByRole('button', { name: 'Confirm Borrow' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe(`/borrow/${emma.id}`);
  });
});
