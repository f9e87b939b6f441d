import { BORROWER_MAX_LENGTH, MEMBER_MESSAGES } from '@library/api/contract/rules';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError, print } from 'graphql';
import { BookDocument } from '../src/features/books/api/get-book';
import { BorrowableBooksDocument } from '../src/features/books/api/get-borrowable-books';
import { BooksDocument } from '../src/features/books/api/get-books';
import { BorrowBookDocument } from '../src/features/borrow/api/borrow-book';
import { libraryDayIn as inDaysIso, libraryToday as todayIso } from '../src/components/circulation/dates';
import type { BorrowBookMutationVariables } from '../src/gql/graphql';
import { createCache } from '../src/lib/apollo-client';
import {
  bookMock,
  borrowMemberMock,
  borrowRulesMock,
  makeMember,
  TEST_LOAN_RULES,
  booksResult,
  borrowableBooksMock,
  cachedSummary,
  graphQLErrorResult,
  listVariables,
  makeBook,
  pickerVariables,
  summaryMock,
  summaryRow,
  type BookFixture,
} from '../src/testing/fixtures';
import { renderApp, SLOW_ANSWER_MS } from '../src/testing/render-app';
import { cacheContents, findAlertWith, findDialog, waitForDialogToClose } from './helpers';

function borrowResult(book: BookFixture, quantity: number, dueDate: string, borrower: string | null = null) {
  return {
    data: {
      borrowBook: {
        __typename: 'Borrow' as const,
        id: `borrow-of-${book.id}`,
        bookId: book.id,
        quantity,
        dueDate,
        borrower,
        createdAt: '2026-11-22T09:00:00.000Z',
        book: { ...book, copies: book.copies - quantity, available: book.copies - quantity > 0 },
      },
    },
  };
}

type AnyMock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

/** A mock of the borrow the form sends with these variables; `answer` is its result or its error. */
function borrowMock(variables: BorrowBookMutationVariables, answer: Omit<AnyMock, 'request'>): AnyMock {
  return { request: { query: BorrowBookDocument, variables }, ...answer };
}

/** A mock of any borrow the form sends (`result` may look at what was sent). */
function anyBorrowMock(result: AnyMock['result']): AnyMock {
  return { request: { query: BorrowBookDocument, variables: () => true }, result };
}

describe('borrow a book', () => {
  test('when the form opens, then it shows the book, quantity 1 and a due date the loan period ahead (today or later allowed)', async () => {
    const book = makeBook({ title: 'Middlemarch', copies: 3 });
    await renderApp(`/borrow/${book.id}`, {
      mocks: [borrowRulesMock(book.id), { ...bookMock(book.id, book), delay: SLOW_ANSWER_MS }],
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Borrow Book', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Middlemarch')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity')).toHaveValue(1);
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('max', '3');
    expect(screen.getByLabelText('Due date')).toHaveValue(inDaysIso(TEST_LOAN_RULES.loanDays));
    expect(screen.getByLabelText('Due date')).toHaveAttribute('min', todayIso());
    expect(screen.getByRole('button', { name: 'Confirm Borrow' })).toBeEnabled();
  });

  test('when quantity is 0 or above the copies, or the due date is missing or past, then the messages say so', async () => {
    const book = makeBook({ copies: 3 });
    const view = await renderApp(`/borrow/${book.id}`, { mocks: [borrowRulesMock(book.id), bookMock(book.id, book)] });
    const quantity = await screen.findByLabelText('Quantity');
    await view.user.clear(quantity);
    await view.user.type(quantity, '0');
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '' } });
    await view.user.click(screen.getByRole('button', { name: 'Confirm Borrow' }));
    expect(await screen.findByText('Quantity must be 1 or more')).toBeInTheDocument();
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
    const dueDate = inDaysIso(TEST_LOAN_RULES.loanDays);
    const cache = createCache();
    cache.writeQuery({ query: BooksDocument, variables: listVariables(), data: booksResult([book]).data });
    cache.writeQuery({ query: BookDocument, variables: { id: book.id }, data: { book } });
    cache.writeQuery(cachedSummary([summaryRow('Persuasion', book.isbn, 1, book.id)]));
    // The still-mounted form reads the book again only if the cached one was evicted.
    const bookReadAgain = jest.fn(() => ({ data: { book: { ...book, copies: 1 } } }));

    const view = await renderApp(`/borrow/${book.id}`, {
      cache,
      mocks: [
        borrowRulesMock(book.id),
        borrowMock({ book: book.id, quantity: 2, dueDate }, { result: borrowResult(book, 2, dueDate) }),
        { request: { query: BookDocument, variables: { id: book.id } }, result: bookReadAgain },
        { ...summaryMock([summaryRow('Persuasion', book.isbn, 3, book.id, { copiesOut: 2 })]), delay: 100 },
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

  test("when the form opens, then an optional Borrower field is offered, empty, limited to the rule's length", async () => {
    const book = makeBook({ copies: 2 });
    await renderApp(`/borrow/${book.id}`, { mocks: [borrowRulesMock(book.id), bookMock(book.id, book)] });
    const borrower = await screen.findByRole('textbox', { name: 'Borrower' });
    expect(borrower).toHaveValue('');
    expect(borrower).toHaveAttribute('maxLength', String(BORROWER_MAX_LENGTH));
    expect(borrower).not.toBeRequired();
    expect(borrower).not.toHaveAttribute('aria-required');
    expect(borrower).toHaveAccessibleDescription('Name or card number (optional).');
  });

  test('when a borrower is typed with spaces around it, then it is sent trimmed', async () => {
    const book = makeBook({ copies: 2 });
    const dueDate = inDaysIso(TEST_LOAN_RULES.loanDays);
    const sent = jest.fn(() => borrowResult(book, 1, dueDate, 'Ada Lovelace'));
    const view = await renderApp(`/borrow/${book.id}`, {
      mocks: [
        borrowRulesMock(book.id),
        bookMock(book.id, book),
        borrowMock({ book: book.id, quantity: 1, dueDate, borrower: 'Ada Lovelace' }, { result: sent }),
        // Read again once the borrow evicts it.
        bookMock(book.id, book),
        summaryMock([]),
      ],
    });
    await view.user.type(await screen.findByRole('textbox', { name: 'Borrower' }), '  Ada Lovelace  ');
    await view.user.click(screen.getByRole('button', { name: 'Confirm Borrow' }));
    expect(await findDialog('✅ Book borrowed successfully!')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  test('when the borrower is left blank (or only spaces), then the borrow is sent with no borrower', async () => {
    const book = makeBook({ copies: 2 });
    const dueDate = inDaysIso(TEST_LOAN_RULES.loanDays);
    const asked: Record<string, unknown>[] = [];
    const anyBorrow = anyBorrowMock((variables) => {
      asked.push(variables);
      return borrowResult(book, 1, dueDate);
    });
    const view = await renderApp(`/borrow/${book.id}`, {
      mocks: [borrowRulesMock(book.id), bookMock(book.id, book), anyBorrow, bookMock(book.id, book), summaryMock([])],
    });
    await view.user.type(await screen.findByRole('textbox', { name: 'Borrower' }), '   ');
    await view.user.click(screen.getByRole('button', { name: 'Confirm Borrow' }));
    expect(await findDialog('✅ Book borrowed successfully!')).toBeInTheDocument();
    expect(asked).toEqual([{ book: book.id, quantity: 1, dueDate }]);
    expect(asked[0]).not.toHaveProperty('borrower');
  });

  test('when the borrower is longer than 100 characters, then the message shows on the field and nothing is sent', async () => {
    const book = makeBook({ copies: 2 });
    const sent = jest.fn(() => borrowResult(book, 1, inDaysIso(TEST_LOAN_RULES.loanDays)));
    const view = await renderApp(`/borrow/${book.id}`, {
      mocks: [borrowRulesMock(book.id), bookMock(book.id, book), anyBorrowMock(sent)],
    });
    const borrower = await screen.findByRole('textbox', { name: 'Borrower' });
    // Typing stops at the maxlength; a longer value can still arrive (autofill, a script), and the rule holds.
    fireEvent.change(borrower, { target: { value: 'x'.repeat(BORROWER_MAX_LENGTH + 1) } });
    await view.user.click(screen.getByRole('button', { name: 'Confirm Borrow' }));
    expect(await screen.findByText('Borrower must be at most 100 characters')).toBeInTheDocument();
    expect(borrower).toHaveAttribute('aria-invalid', 'true');
    expect(borrower).toHaveAccessibleDescription(
      'Name or card number (optional). Borrower must be at most 100 characters',
    );

    // 100 characters once trimmed are allowed: the message goes away.
    fireEvent.change(borrower, { target: { value: ` ${'x'.repeat(BORROWER_MAX_LENGTH)} ` } });
    await waitFor(() => expect(screen.queryByText('Borrower must be at most 100 characters')).not.toBeInTheDocument());
    expect(sent).not.toHaveBeenCalled();
  });

  test("when the borrower holds a control character, then the api's message shows on the field and nothing is sent", async () => {
    const book = makeBook({ copies: 2 });
    const sent = jest.fn(() => borrowResult(book, 1, inDaysIso(TEST_LOAN_RULES.loanDays)));
    const view = await renderApp(`/borrow/${book.id}`, {
      mocks: [borrowRulesMock(book.id), bookMock(book.id, book), anyBorrowMock(sent)],
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Borrower' }), { target: { value: 'Ada\u0007' } });
    await view.user.click(screen.getByRole('button', { name: 'Confirm Borrow' }));
    expect(await screen.findByText('Borrower must not contain control characters')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  test('when the server refuses the borrower, then its message shows on the Borrower field and in a dialog', async () => {
    const book = makeBook({ copies: 2 });
    const dueDate = inDaysIso(TEST_LOAN_RULES.loanDays);
    const view = await renderApp(`/borrow/${book.id}`, {
      mocks: [
        borrowRulesMock(book.id),
        bookMock(book.id, book),
        borrowMock(
          { book: book.id, quantity: 1, dueDate, borrower: 'Card 0042' },
          {
            result: graphQLErrorResult('Validation failed', 'BAD_USER_INPUT', {
              borrower: 'Borrower must not contain control characters',
            }),
          },
        ),
      ],
    });
    const borrower = await screen.findByRole('textbox', { name: 'Borrower' });
    await view.user.type(borrower, 'Card 0042');
    await view.user.click(screen.getByRole('button', { name: 'Confirm Borrow' }));
    const dialog = await findDialog('Validation failed');
    await view.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitForDialogToClose();
    expect(borrower).toHaveAttribute('aria-invalid', 'true');
    expect(borrower).toHaveAccessibleDescription(
      'Name or card number (optional). Borrower must not contain control characters',
    );
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).not.toHaveAttribute('aria-invalid');
    expect(view.currentUrl()).toBe(`/borrow/${book.id}`);
  });

  test('when the server refuses (not enough copies), then its message shows in a dialog', async () => {
    const book = makeBook({ copies: 1 });
    const dueDate = inDaysIso(TEST_LOAN_RULES.loanDays);
    const view = await renderApp(`/borrow/${book.id}`, {
      mocks: [
        borrowRulesMock(book.id),
        bookMock(book.id, book),
        borrowMock(
          { book: book.id, quantity: 1, dueDate },
          { result: graphQLErrorResult('Only 0 copies are available', 'CONFLICT') },
        ),
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Confirm Borrow' }));
    const dialog = await findDialog('Only 0 copies are available');
    expect(within(dialog).getByRole('img', { name: 'Error' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe(`/borrow/${book.id}`);
  });

  test('when the server cannot be reached, then "❌ Borrowing failed." shows in a dialog', async () => {
    const book = makeBook({ copies: 2 });
    const dueDate = inDaysIso(TEST_LOAN_RULES.loanDays);
    const view = await renderApp(`/borrow/${book.id}`, {
      mocks: [
        borrowRulesMock(book.id),
        bookMock(book.id, book),
        borrowMock({ book: book.id, quantity: 1, dueDate }, { error: new TypeError('Failed to fetch') }),
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Confirm Borrow' }));
    expect(await findDialog('❌ Borrowing failed.')).toBeInTheDocument();
  });

  test('when the book has no copies left, then no form is offered', async () => {
    const book = makeBook({ copies: 0, available: false });
    await renderApp(`/borrow/${book.id}`, { mocks: [borrowRulesMock(book.id), bookMock(book.id, book)] });
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
  test('when the picker asks for books, then it asks the server for the available ones, by title', () => {
    const books = print(BorrowableBooksDocument);
    expect(books).toContain('available: true');
    expect(books).toContain('sortBy: TITLE');
    expect(books).toContain('sort: ASC');
    expect(books).toContain('search: $search');
  });

  test('when /borrow opens, then the books the server lists are offered, with its total', async () => {
    const emma = makeBook({ title: 'Emma', author: 'Jane Austen', copies: 2 });
    const dracula = makeBook({ title: 'Dracula', author: 'Bram Stoker', copies: 1 });
    await renderApp('/borrow', { mocks: [borrowableBooksMock(pickerVariables(), [dracula, emma], { total: 2 })] });
    const list = await screen.findByRole('list', { name: 'Available books' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Borrow Emma' })).toHaveAttribute('href', `/borrow/${emma.id}`);
    expect(within(list).getByText('Bram Stoker · 1 copy available')).toBeInTheDocument();
    expect(screen.getByText('2 books ready to borrow')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  test('when a search is typed, then once typing pauses it goes to the server trimmed, in one request, and the list shows what the server found', async () => {
    const emma = makeBook({ title: 'Emma', author: 'Jane Austen', copies: 2 });
    const dracula = makeBook({ title: 'Dracula', author: 'Bram Stoker', copies: 1 });
    const asked: unknown[] = [];
    const anyPicker: MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>> = {
      request: { query: BorrowableBooksDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables) => {
        asked.push(variables);
        return variables['search'] === null
          ? booksResult([dracula, emma], { limit: 20 })
          : booksResult([emma], { limit: 20 });
      },
    };
    const view = await renderApp('/borrow', { mocks: [anyPicker] });
    const list = await screen.findByRole('list', { name: 'Available books' });
    const search = screen.getByLabelText('Search available books');
    expect(search).toHaveAttribute('maxLength', '100');

    await view.user.type(search, '   ');
    await view.user.type(search, 'jane austen  ');
    expect(search).toHaveValue('   jane austen  ');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    expect(await screen.findByText('1 book ready to borrow')).toBeInTheDocument();
    const found = screen.getByRole('list', { name: 'Available books' });
    expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    expect(within(found).getByRole('link', { name: 'Borrow Emma' })).toBeInTheDocument();
    expect(search).toHaveFocus();
    expect(asked).toEqual([pickerVariables(), pickerVariables({ search: 'jane austen' })]);
  });

  test('when the search matches nothing, then the picker says no available book matches that search', async () => {
    const emma = makeBook({ title: 'Emma', copies: 2 });
    const view = await renderApp('/borrow', {
      mocks: [
        borrowableBooksMock(pickerVariables(), [emma]),
        borrowableBooksMock(pickerVariables({ search: 'zzz' }), [], { total: 0 }),
      ],
    });
    await screen.findByRole('list', { name: 'Available books' });
    await view.user.type(screen.getByLabelText('Search available books'), 'zzz');
    expect(await screen.findByText('No available books match "zzz"')).toBeInTheDocument();
    expect(screen.getByText('0 books ready to borrow')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Available books' })).not.toBeInTheDocument();
    expect(screen.queryByText('No books are available to borrow right now.')).not.toBeInTheDocument();
  });

  test('when the server has more books than a page, then Previous and Next page through them, and a new search starts again at page 1', async () => {
    const first = Array.from({ length: 3 }, (_, i) => makeBook({ title: `First page ${i}` }));
    const second = Array.from({ length: 3 }, (_, i) => makeBook({ title: `Second page ${i}` }));
    const third = [makeBook({ title: 'Third page' })];
    const emma = makeBook({ title: 'Emma' });
    const pages = { total: 45, totalPages: 3 };
    const view = await renderApp('/borrow', {
      mocks: [
        borrowableBooksMock(pickerVariables(), first, pages),
        borrowableBooksMock(pickerVariables({ page: 2 }), second, { ...pages, page: 2 }),
        borrowableBooksMock(pickerVariables({ page: 3 }), third, { ...pages, page: 3 }),
        borrowableBooksMock(pickerVariables({ search: 'emma' }), [emma], { total: 1 }),
      ],
    });
    expect(await screen.findByText('45 books ready to borrow')).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await view.user.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Borrow Second page 0' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Borrow Third page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('45 books ready to borrow')).toBeInTheDocument();

    await view.user.type(screen.getByLabelText('Search available books'), 'emma');
    expect(await screen.findByRole('link', { name: 'Borrow Emma' })).toBeInTheDocument();
    expect(screen.getByText('1 book ready to borrow')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  test('when the page asked for no longer exists (books were borrowed meanwhile), then the picker goes to the last page', async () => {
    const first = Array.from({ length: 3 }, (_, i) => makeBook({ title: `First page ${i}` }));
    const view = await renderApp('/borrow', {
      mocks: [
        borrowableBooksMock(pickerVariables(), first, { total: 21, totalPages: 2 }),
        // Meanwhile the catalogue shrank to one page: page 2 comes back empty.
        borrowableBooksMock(pickerVariables({ page: 2 }), [], { total: 3, totalPages: 1, page: 2 }),
      ],
    });
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    // Page 1 again (from the cache, as it was loaded).
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Borrow First page 0' })).toBeInTheDocument();
    expect(screen.queryByText('Page 2 of 2')).not.toBeInTheDocument();
  });

  test('when the catalogue has no available book, then "Loading…" gives way to "No books are available to borrow right now."', async () => {
    await renderApp('/borrow', {
      mocks: [{ ...borrowableBooksMock(pickerVariables(), [], { total: 0 }), delay: SLOW_ANSWER_MS }],
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getByLabelText('Search available books')).toBeInTheDocument();
    expect(await screen.findByText('No books are available to borrow right now.')).toBeInTheDocument();
    expect(screen.getByText('0 books ready to borrow')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Available books' })).not.toBeInTheDocument();
  });

  test('when the books cannot be loaded, then the server message shows in an alert, the search stays, and Retry loads them', async () => {
    const emma = makeBook({ title: 'Emma', copies: 2 });
    const view = await renderApp('/borrow', {
      mocks: [
        {
          request: { query: BorrowableBooksDocument, variables: pickerVariables() },
          result: graphQLErrorResult('The library service is unavailable', 'UPSTREAM_UNAVAILABLE'),
        },
        borrowableBooksMock(pickerVariables(), [emma]),
      ],
    });
    const alert = await findAlertWith('Could not load the books.');
    expect(within(alert).getByText('The library service is unavailable')).toBeInTheDocument();
    expect(screen.getByLabelText('Search available books')).toBeInTheDocument();
    expect(screen.queryByText(/ready to borrow/)).not.toBeInTheDocument();

    await view.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Borrow Emma' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('when the server cannot be reached, then the picker says so in an alert', async () => {
    await renderApp('/borrow', {
      mocks: [
        {
          request: { query: BorrowableBooksDocument, variables: pickerVariables() },
          error: new TypeError('Failed to fetch'),
        },
      ],
    });
    const alert = await findAlertWith('Could not load the books.');
    expect(
      within(alert).getByText('Could not reach the library server. Check your connection and try again.'),
    ).toBeInTheDocument();
  });

  test('when a book is picked, then its borrow form opens', async () => {
    const emma = makeBook({ title: 'Emma', copies: 2 });
    const view = await renderApp('/borrow', {
      mocks: [borrowableBooksMock(pickerVariables(), [emma]), bookMock(emma.id, emma), borrowRulesMock(emma.id)],
    });
    await view.user.click(await screen.findByRole('link', { name: 'Borrow Emma' }));
    expect(await screen.findByRole('button', { name: 'Confirm Borrow' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe(`/borrow/${emma.id}`);
  });
});

describe('borrow for a member', () => {
  test('when a card number is typed, then the member is looked up: their name and "3 of 5 books out", and Borrower hides', async () => {
    const book = makeBook({ copies: 2 });
    const alex = makeMember({ name: 'Alex Kim', cardNumber: '1234567897', copiesOut: 3 });
    const view = await renderApp(`/borrow/${book.id}`, {
      mocks: [bookMock(book.id, book), borrowRulesMock(book.id), borrowMemberMock('1234567897', alex)],
    });
    await view.user.type(await screen.findByRole('textbox', { name: 'Member card number' }), '12345-67897');
    expect(await screen.findByText('Alex Kim · 3 of 5 books out')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Borrower' })).not.toBeInTheDocument();
  });

  test('when the member is blocked, then the lookup says so with the reason', async () => {
    const book = makeBook({ copies: 2 });
    const alex = makeMember({ name: 'Alex Kim', status: 'BLOCKED', blockedReason: 'lost books not paid for' });
    const view = await renderApp(`/borrow/${book.id}`, {
      mocks: [bookMock(book.id, book), borrowRulesMock(book.id), borrowMemberMock(alex.cardNumber, alex)],
    });
    await view.user.type(await screen.findByRole('textbox', { name: 'Member card number' }), alex.cardNumber);
    expect(await screen.findByText(MEMBER_MESSAGES.blocked('Alex Kim', 'lost books not paid for'))).toBeInTheDocument();
  });

  test('when nobody has the card, then the lookup says so', async () => {
    const book = makeBook({ copies: 2 });
    const view = await renderApp(`/borrow/${book.id}`, {
      mocks: [bookMock(book.id, book), borrowRulesMock(book.id), borrowMemberMock('LIB0042', null)],
    });
    await view.user.type(await screen.findByRole('textbox', { name: 'Member card number' }), 'lib0042');
    expect(await screen.findByText(MEMBER_MESSAGES.memberUnknown)).toBeInTheDocument();
  });

  test('when /borrow/:id?member=<card> opens, then the card is filled in, the due date is today + the loan period, and the borrow names the member', async () => {
    const book = makeBook({ copies: 2 });
    const alex = makeMember({ name: 'Alex Kim', cardNumber: '1234567897' });
    const rules = { loanDays: 7, loansPerMember: 0 };
    const dueDate = inDaysIso(7);
    const sent = jest.fn(() => borrowResult(book, 1, dueDate));
    const view = await renderApp(`/borrow/${book.id}?member=1234567897`, {
      mocks: [
        bookMock(book.id, book),
        borrowRulesMock(book.id, { rules }),
        borrowMemberMock('1234567897', alex),
        borrowMock({ book: book.id, quantity: 1, dueDate, member: '1234567897' }, { result: sent }),
        bookMock(book.id, book),
        borrowRulesMock(book.id, { rules }),
        summaryMock([]),
      ],
    });
    expect(await screen.findByRole('textbox', { name: 'Member card number' })).toHaveValue('1234567897');
    expect(screen.getByLabelText('Due date')).toHaveValue(dueDate);
    expect(await screen.findByText('Alex Kim · No books out')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Confirm Borrow' }));
    const dialog = await findDialog('✅ Book borrowed successfully!');
    expect(sent).toHaveBeenCalledTimes(1);
    await view.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitForDialogToClose();
  });

  test.each([
    ['LOAN_LIMIT', MEMBER_MESSAGES.loanLimit('Alex Kim', 5, 5)],
    ['MEMBER_BLOCKED', MEMBER_MESSAGES.blocked('Alex Kim', 'lost books')],
    ['MEMBER_NOT_FOUND', MEMBER_MESSAGES.memberUnknown],
  ])(
    'when the api refuses with %s, then its message shows in the form, on the card number, and no dialog',
    async (code, message) => {
      const book = makeBook({ copies: 2 });
      const dueDate = inDaysIso(TEST_LOAN_RULES.loanDays);
      const view = await renderApp(`/borrow/${book.id}?member=1234567897`, {
        mocks: [
          bookMock(book.id, book),
          borrowRulesMock(book.id),
          borrowMemberMock('1234567897', makeMember({ name: 'Alex Kim' })),
          borrowMock(
            { book: book.id, quantity: 1, dueDate, member: '1234567897' },
            {
              result: {
                errors: [
                  new GraphQLError(message, {
                    extensions: { code: code === 'MEMBER_NOT_FOUND' ? 'NOT_FOUND' : 'CONFLICT', upstreamCode: code },
                  }),
                ],
              },
            },
          ),
        ],
      });
      await view.user.click(await screen.findByRole('button', { name: 'Confirm Borrow' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('textbox', { name: 'Member card number' })).toHaveAccessibleDescription(
        expect.stringContaining(message) as string,
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(view.currentUrl()).toBe(`/borrow/${book.id}?member=1234567897`);
    },
  );

  test('when the only copy is on the hold shelf for the member typed, then the form lends it to them (1 copy)', async () => {
    const book = makeBook({ copies: 0, available: false });
    const alex = makeMember({ name: 'Alex Kim' });
    const view = await renderApp(`/borrow/${book.id}`, {
      mocks: [
        bookMock(book.id, book),
        borrowRulesMock(book.id, { ready: [alex.id] }),
        borrowMemberMock(alex.cardNumber, alex),
      ],
    });
    expect(await screen.findByText(`${MEMBER_MESSAGES.onHoldShelf(1)}.`)).toBeInTheDocument();
    await view.user.type(screen.getByRole('textbox', { name: 'Member card number' }), alex.cardNumber);
    expect(
      await screen.findByText('A copy on the hold shelf waits for this member: it is lent first.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('max', '1');
  });
});

describe('lending a book from a member page', () => {
  test('when /borrow?member=<card> picks a book, then its form opens for that card', async () => {
    const emma = makeBook({ title: 'Emma', copies: 2 });
    const view = await renderApp('/borrow?member=1234567897', {
      mocks: [
        borrowableBooksMock(pickerVariables(), [emma]),
        bookMock(emma.id, emma),
        borrowRulesMock(emma.id),
        borrowMemberMock('1234567897', makeMember({ name: 'Alex Kim' })),
      ],
    });
    await view.user.click(await screen.findByRole('link', { name: 'Borrow Emma' }));
    expect(view.currentUrl()).toBe(`/borrow/${emma.id}?member=1234567897`);
    expect(await screen.findByRole('textbox', { name: 'Member card number' })).toHaveValue('1234567897');
  });

  test('when the only copy waits on the hold shelf and the card is prefilled, then Confirm lends it at once (the api decides)', async () => {
    const book = makeBook({ copies: 0, available: false });
    const dueDate = inDaysIso(TEST_LOAN_RULES.loanDays);
    const sent = jest.fn(() => borrowResult(book, 1, dueDate));
    const view = await renderApp(`/borrow/${book.id}?member=1234567897`, {
      mocks: [
        bookMock(book.id, book),
        borrowRulesMock(book.id, { ready: ['member-alex'] }),
        { ...borrowMemberMock('1234567897', makeMember({ id: 'member-alex' })), delay: SLOW_ANSWER_MS },
        borrowMock({ book: book.id, quantity: 1, dueDate, member: '1234567897' }, { result: sent }),
        bookMock(book.id, book),
        borrowRulesMock(book.id),
        summaryMock([]),
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Confirm Borrow' }));
    const dialog = await findDialog('✅ Book borrowed successfully!');
    expect(sent).toHaveBeenCalledTimes(1);
    await view.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitForDialogToClose();
  });
});
