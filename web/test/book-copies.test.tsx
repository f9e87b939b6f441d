import type { MockLink } from '@apollo/client/testing';
import { COPIES_MESSAGES } from '@library/api/contract/rules';
import { screen, within } from '@testing-library/react';
import { BookCopiesDocument } from '../src/features/books/api/book-copies';
import {
  bookHoldsMock,
  bookLoansVariables,
  bookMock,
  bookPageMocks,
  loansMock,
  makeBook,
  makeLoan,
  returnLoanMock,
  type BookFixture,
} from '../src/testing/fixtures';
import { signedInAs, VISITOR } from '../src/testing/access';
import { renderApp } from '../src/testing/render-app';
import { descriptionFacts, findDialog } from './helpers';

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

const ADMIN = signedInAs('ADMIN', 'Ada');

function copiesMock(book: BookFixture, onLoan: number, onHoldShelf: number): Mock {
  return {
    request: { query: BookCopiesDocument, variables: { id: book.id } },
    result: {
      data: {
        book: {
          __typename: 'Book',
          id: book.id,
          copies: book.copies,
          copiesOnLoan: onLoan,
          copiesOnHoldShelf: onHoldShelf,
        },
      },
    },
  };
}

describe('copies made clear', () => {
  test('when the counts are put in words, then the total is shelf + on loan + hold shelf', () => {
    expect(COPIES_MESSAGES.where({ shelf: 1, onLoan: 2, onHoldShelf: 1 })).toBe(
      '4 copies: 1 on the shelf, 2 on loan, 1 on the hold shelf',
    );
    expect(COPIES_MESSAGES.where({ shelf: 3, onLoan: 0, onHoldShelf: 0 })).toBe('3 copies: 3 on the shelf');
    expect(COPIES_MESSAGES.where({ shelf: 0, onLoan: 1, onHoldShelf: 0 })).toBe('1 copy: 0 on the shelf, 1 on loan');
    expect(COPIES_MESSAGES.where({ shelf: 0, onLoan: 0, onHoldShelf: 0 })).toBe('No copies');
    expect(COPIES_MESSAGES.shelfOnly(2)).toBe('Copies counts those on the shelf (2 more are on loan).');
    expect(COPIES_MESSAGES.shelfOnly(0)).toBe('Copies counts those on the shelf.');
  });

  test('when staff open a book with copies out, then Copies says where its copies are, the one count of them on the page', async () => {
    const book = makeBook({ title: 'Dune', copies: 1 });
    // The holds section reads the same book: its hold shelf agrees with the copies' query.
    const mocks = [
      bookMock(book.id, book),
      loansMock(bookLoansVariables(book.id), []),
      bookHoldsMock(book, { copiesOnHoldShelf: 1 }),
      copiesMock(book, 2, 1),
    ] as Mock[];
    await renderApp(`/books/${book.id}`, { access: ADMIN, mocks });
    expect(await screen.findByText('4 copies: 1 on the shelf, 2 on loan, 1 on the hold shelf')).toBeInTheDocument();
    expect(descriptionFacts()).toMatchObject({ Copies: '4 copies: 1 on the shelf, 2 on loan, 1 on the hold shelf' });
    expect(screen.getAllByText('4 copies: 1 on the shelf, 2 on loan, 1 on the hold shelf')).toHaveLength(1);
  });

  test('when a visitor opens the book, then only the Copies fact shows', async () => {
    const book = makeBook({ title: 'Dune', copies: 3 });
    await renderApp(`/books/${book.id}`, { access: VISITOR, mocks: [...bookPageMocks(book), copiesMock(book, 2, 0)] });
    expect(await screen.findByRole('heading', { name: 'Dune', level: 1 })).toBeInTheDocument();
    expect(descriptionFacts()).toMatchObject({ Copies: '3' });
    expect(screen.queryByText(/copies: 3 on the shelf/)).not.toBeInTheDocument();
  });

  test('when a book with copies on loan is to be deleted, then "Are you sure?" names it and says its loans stay', async () => {
    const book = makeBook({ title: 'Dune', copies: 1 });
    const view = await renderApp(`/books/${book.id}`, {
      access: ADMIN,
      mocks: [...bookPageMocks(book), copiesMock(book, 2, 0)],
    });
    expect(await screen.findByText('3 copies: 1 on the shelf, 2 on loan')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Delete book' }));
    const dialog = await findDialog('Are you sure?');
    expect(
      within(dialog).getByText('"Dune" will be deleted. 2 copies are on loan; their loans stay in the history.'),
    ).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  });

  test('when staff edit a book with copies on loan, then the form says Copies counts those on the shelf', async () => {
    const book = makeBook({ title: 'Dune', copies: 1 });
    await renderApp(`/edit-book/${book.id}`, {
      access: ADMIN,
      mocks: [...bookPageMocks(book), copiesMock(book, 2, 0)],
    });
    expect(await screen.findByText('Copies counts those on the shelf (2 more are on loan).')).toBeInTheDocument();
  });

  test('when a loan is to be returned, then "Return this loan?" names the book and the borrower', async () => {
    const book = makeBook({ title: 'Dune', copies: 1 });
    const loan = makeLoan({ bookId: book.id, title: 'Dune', borrower: 'Robin Park' });
    const view = await renderApp(`/books/${book.id}`, {
      access: ADMIN,
      mocks: [...bookPageMocks(book, [loan]), copiesMock(book, 1, 0)],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Return Dune borrowed by Robin Park' }));
    const dialog = await findDialog('Return this loan?');
    expect(
      within(dialog).getByText('"Dune" borrowed by Robin Park. Its copies go back on the shelf.'),
    ).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  });

  test('when 1 of a loan of 3 copies is returned, then the dialog asks how many and the toast says 2 stay on loan', async () => {
    const book = makeBook({ title: 'Class Set', copies: 0 });
    const loan = makeLoan({ bookId: book.id, title: 'Class Set', borrower: 'Class 4B', quantity: 3 });
    const view = await renderApp(`/books/${book.id}`, {
      access: ADMIN,
      mocks: [
        ...bookPageMocks(book, [loan]),
        copiesMock(book, 3, 0),
        returnLoanMock(loan, 1),
        ...bookPageMocks({ ...book, copies: 1 }, [{ ...loan, quantity: 2 }]),
        copiesMock({ ...book, copies: 1 }, 2, 0),
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Return Class Set borrowed by Class 4B' }));
    const dialog = await findDialog('Return this loan?');
    const howMany = within(dialog).getByLabelText('Copies coming back');
    expect(
      within(howMany)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3']);
    expect(howMany).toHaveValue('3');
    await view.user.selectOptions(howMany, '1');
    await view.user.click(within(dialog).getByRole('button', { name: 'Return' }));

    expect(await screen.findByText('✅ 1 of 3 copies returned; 2 stay on loan')).toBeInTheDocument();
  });
});
