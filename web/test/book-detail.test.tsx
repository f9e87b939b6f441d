import { screen, waitFor, within } from '@testing-library/react';
import { DeleteBookDocument } from '../src/features/books/api/delete-book';
import { BookDocument } from '../src/features/books/api/get-book';
import { createCache } from '../src/lib/apollo-client';
import { BooksDocument } from '../src/features/books/api/get-books';
import { ReturnLoanDocument } from '../src/components/circulation/operations';
import {
  bookLoansVariables,
  bookMock,
  bookPageMocks,
  booksMock,
  booksResult,
  cachedSummary,
  graphQLErrorResult,
  listVariables,
  loansMock,
  makeBook,
  makeLoan,
  returnLoanMock,
  summaryRow,
} from '../src/testing/fixtures';
import { renderApp, SLOW_ANSWER_MS } from '../src/testing/render-app';
import { cacheContents, descriptionFacts, findDialog, waitForDialogToClose } from './helpers';

describe('book detail', () => {
  test('when the book loads, then "Loading…" gives way to its fields and the three actions', async () => {
    const book = makeBook({
      title: 'A Brief History of Time',
      author: 'Stephen Hawking',
      genre: 'SCIENCE',
      description: 'From the Big Bang to black holes.',
      copies: 5,
      available: true,
    });
    await renderApp(`/books/${book.id}`, {
      mocks: [{ ...bookMock(book.id, book), delay: SLOW_ANSWER_MS }, loansMock(bookLoansVariables(book.id), [])],
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'A Brief History of Time', level: 1 })).toBeInTheDocument();
    const facts = descriptionFacts();
    expect(facts).toMatchObject({
      Author: 'Stephen Hawking',
      Genre: 'Science',
      ISBN: book.isbn,
      Copies: '5',
      Added: '1 Nov 2026',
      Description: 'From the Big Bang to black holes.',
    });
    expect(facts['Available']).toContain('Yes');
    expect(screen.getByRole('link', { name: 'Edit book' })).toHaveAttribute('href', `/edit-book/${book.id}`);
    expect(screen.getByRole('link', { name: 'Borrow book' })).toHaveAttribute('href', `/borrow/${book.id}`);
    expect(screen.getByRole('button', { name: 'Delete book' })).toBeEnabled();
  });

  test('when the book has no copies, then Available reads No', async () => {
    const book = makeBook({ copies: 0, available: false });
    await renderApp(`/books/${book.id}`, {
      mocks: bookPageMocks(book),
    });
    expect(await screen.findByText('No')).toBeInTheDocument();
  });

  test('when delete is cancelled, then nothing is deleted', async () => {
    const book = makeBook();
    const view = await renderApp(`/books/${book.id}`, {
      mocks: bookPageMocks(book),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Delete book' }));
    const dialog = await findDialog('Are you sure?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForDialogToClose();
    expect(view.currentUrl()).toBe(`/books/${book.id}`);
    expect(screen.getByRole('heading', { name: book.title, level: 1 })).toBeInTheDocument();
  });

  test('when delete is confirmed, then "Deleted!" shows, the list opens without the book and the cache forgot it', async () => {
    const book = makeBook({ title: 'Doomed book' });
    const other = makeBook({ title: 'Survivor' });
    const cache = createCache();
    cache.writeQuery({ query: BooksDocument, variables: listVariables(), data: booksResult([book, other]).data });
    cache.writeQuery(cachedSummary([summaryRow('Doomed book', book.isbn, 1)]));

    const view = await renderApp(`/books/${book.id}`, {
      cache,
      mocks: [
        ...bookPageMocks(book),
        {
          request: { query: DeleteBookDocument, variables: { id: book.id } },
          result: { data: { deleteBook: book.id } },
        },
        // The eviction makes the still-mounted detail screen ask again; the book is gone.
        bookMock(book.id, null),
        loansMock(bookLoansVariables(book.id), []),
        booksMock(listVariables(), [other, makeBook({ title: 'Moved up a page' })]),
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Delete book' }));
    const confirm = await findDialog('Are you sure?');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(confirm).getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    const done = await findDialog('Deleted!');
    expect(within(done).getByText('Book has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(view.currentUrl()).toBe('/all-books'));
    await view.user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitForDialogToClose();

    expect(await screen.findByRole('link', { name: 'Moved up a page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Survivor' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Doomed book' })).not.toBeInTheDocument();
    const { rootFieldNames, entities } = cacheContents(cache);
    expect(entities).not.toContain(`Book:${book.id}`);
    expect(rootFieldNames).not.toContain('borrowSummary');
    expect(cache.readQuery({ query: BookDocument, variables: { id: book.id } })).toEqual({ book: null });
  });

  test('when delete fails, then a toast shows the server message and the book stays', async () => {
    const book = makeBook();
    const view = await renderApp(`/books/${book.id}`, {
      mocks: [
        ...bookPageMocks(book),
        {
          request: { query: DeleteBookDocument, variables: { id: book.id } },
          result: graphQLErrorResult('Book not found', 'NOT_FOUND'),
        },
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Delete book' }));
    await view.user.click(within(await findDialog('Are you sure?')).getByRole('button', { name: 'Delete' }));
    await waitForDialogToClose();
    expect(await screen.findByText('❌ Book not found')).toBeInTheDocument();
    expect(view.currentUrl()).toBe(`/books/${book.id}`);
  });

  test('when no book has the id, then "Book not found" shows with a link back', async () => {
    await renderApp('/books/nope', { mocks: [bookMock('nope', null)] });
    expect(await screen.findByRole('heading', { name: 'Book not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all books' })).toHaveAttribute('href', '/all-books');
  });

  test('when loading fails for another reason, then the message and Retry show', async () => {
    const book = makeBook({ title: 'Second try' });
    const view = await renderApp(`/books/${book.id}`, {
      mocks: [
        {
          request: { query: BookDocument, variables: { id: book.id } },
          result: graphQLErrorResult('Upstream failed', 'UPSTREAM_ERROR'),
        },
        ...bookPageMocks(book),
      ],
    });
    expect(await screen.findByText('Upstream failed')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Second try', level: 1 })).toBeInTheDocument();
  });

  describe('On loan', () => {
    test('when no copies of the book are out, then "On loan" says so', async () => {
      const book = makeBook({ title: 'On the shelf' });
      await renderApp(`/books/${book.id}`, {
        mocks: bookPageMocks(book),
      });
      const section = await screen.findByRole('region', { name: 'On loan' });
      expect(await within(section).findByText('No copies are out on loan.')).toBeInTheDocument();
      expect(within(section).queryByRole('button', { name: /^Return/ })).not.toBeInTheDocument();
    });

    test('when copies of the book are out, then each loan shows its quantity, borrower, due date, overdue in words and Return', async () => {
      const book = makeBook({ title: 'Much lent', copies: 1 });
      const overdueDay = new Date();
      overdueDay.setDate(overdueDay.getDate() - 4);
      const due = `${overdueDay.getFullYear()}-${String(overdueDay.getMonth() + 1).padStart(2, '0')}-${String(overdueDay.getDate()).padStart(2, '0')}`;
      const late = makeLoan({
        bookId: book.id,
        title: book.title,
        quantity: 2,
        borrower: 'Jonas Lindqvist',
        dueDate: due,
        overdue: true,
      });
      const anonymous = makeLoan({ bookId: book.id, title: book.title, borrower: null, dueDate: '2999-01-31' });
      await renderApp(`/books/${book.id}`, {
        mocks: bookPageMocks(book, [late, anonymous]),
      });
      const section = await screen.findByRole('region', { name: 'On loan' });
      const items = within(await within(section).findByRole('list', { name: 'Open loans' })).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      const [first, second] = items as [HTMLElement, HTMLElement];
      expect(first).toHaveTextContent('Quantity2');
      expect(first).toHaveTextContent('BorrowerJonas Lindqvist');
      expect(within(first).getByText('Overdue by 4 days')).toBeInTheDocument();
      expect(within(first).getByRole('button', { name: 'Return Much lent borrowed by Jonas Lindqvist' })).toBeEnabled();
      expect(second).toHaveTextContent('Due on31 Jan 2999');
      expect(within(second).getByText('none')).toBeInTheDocument();
      expect(within(second).queryByText(/Overdue/)).not.toBeInTheDocument();
      expect(within(second).getByRole('button', { name: 'Return Much lent' })).toBeEnabled();
    });

    test('when a loan is returned from the book, then "✅ Loan returned" shows and the copies and loans load again', async () => {
      const book = makeBook({ title: 'Coming home', copies: 1 });
      const loan = makeLoan({ bookId: book.id, title: book.title, quantity: 2, borrower: 'Amara Okafor' });
      const view = await renderApp(`/books/${book.id}`, {
        mocks: [...bookPageMocks(book, [loan]), returnLoanMock(loan), ...bookPageMocks({ ...book, copies: 3 })],
      });
      expect(await screen.findByRole('heading', { name: 'Coming home', level: 1 })).toBeInTheDocument();
      expect(descriptionFacts()['Copies']).toBe('1');
      await view.user.click(await screen.findByRole('button', { name: 'Return Coming home borrowed by Amara Okafor' }));
      await view.user.click(within(await findDialog('Return this loan?')).getByRole('button', { name: 'Return' }));
      await waitForDialogToClose();

      expect(await screen.findByText('✅ Loan returned')).toBeInTheDocument();
      const section = await screen.findByRole('region', { name: 'On loan' });
      expect(await within(section).findByText('No copies are out on loan.')).toBeInTheDocument();
      await waitFor(() => expect(descriptionFacts()['Copies']).toBe('3'));
    });

    test('when the return is refused, then the server message shows in an error toast and the loan stays', async () => {
      const book = makeBook();
      const loan = makeLoan({ bookId: book.id, title: book.title, borrower: null });
      const view = await renderApp(`/books/${book.id}`, {
        mocks: [
          ...bookPageMocks(book, [loan]),
          {
            request: { query: ReturnLoanDocument, variables: { id: loan.id } },
            result: graphQLErrorResult('This loan has already been returned', 'CONFLICT'),
          },
        ],
      });
      await view.user.click(await screen.findByRole('button', { name: `Return ${book.title}` }));
      await view.user.click(within(await findDialog('Return this loan?')).getByRole('button', { name: 'Return' }));
      expect(await screen.findByText('❌ This loan has already been returned')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Return ${book.title}` })).toBeEnabled();
    });
  });
});
