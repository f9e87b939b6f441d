import type { MockLink } from '@apollo/client/testing';
import { MEMBER_MESSAGES } from '@library/api/contract/rules';
import { screen, within } from '@testing-library/react';
import { PlaceHoldDocument } from '../src/features/holds/api/book-holds';
import { signedInAs, signedInAsMember } from '../src/testing/access';
import {
  bookHoldsMock,
  bookMock,
  bookPageMocks,
  graphQLErrorResult,
  makeBook,
  type BookHoldsFixture,
} from '../src/testing/fixtures';
import { renderApp } from '../src/testing/render-app';

const LIBRARIAN = signedInAs('LIBRARIAN', 'Lee Librarian');

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

function placeHoldMock(bookId: string, member: string, result: Mock['result']): Mock {
  return { request: { query: PlaceHoldDocument, variables: { bookId, member } }, result };
}

const mia = {
  __typename: 'Hold' as const,
  id: 'h1',
  status: 'WAITING' as const,
  position: 1,
  readyUntil: null,
  member: { __typename: 'LoanMember' as const, id: 'member-1', name: 'Mia Jones', cardNumber: 'LIB0042' },
};
const waiting: BookHoldsFixture['holdQueue'][number] = mia;

describe('staff place a hold for a member on the book page', () => {
  test('when a librarian places a hold by a member’s card, then the member joins the book’s queue', async () => {
    const book = makeBook({ title: 'Wanted', copies: 0, available: false });
    const placed = jest.fn(() => ({
      data: { placeHold: { __typename: 'Hold', id: 'h1', status: 'WAITING', position: 1, readyUntil: null } },
    }));
    const [bookAnswer, loansAnswer] = bookPageMocks(book);
    const view = await renderApp(`/books/${book.id}`, {
      access: LIBRARIAN,
      mocks: [
        bookAnswer,
        loansAnswer,
        bookHoldsMock(book),
        placeHoldMock(book.id, 'LIB0042', placed),
        bookHoldsMock(book, { holdQueue: [waiting] }),
      ],
    });
    const form = await screen.findByRole('form', { name: 'Hold for a member' });
    await view.user.type(within(form).getByLabelText('Card number'), 'lib 0042');
    await view.user.click(within(form).getByRole('button', { name: 'Place hold' }));

    const queue = await screen.findByRole('list', { name: 'Hold queue' });
    expect(within(queue).getByRole('listitem')).toHaveTextContent('Mia Jones (card LIB0042) — Waiting (number 1)');
    expect(placed).toHaveBeenCalledTimes(1);
    expect(within(form).getByLabelText('Card number')).toHaveValue('');
    // The member's own "Place a hold and it is put aside for you" is for members only.
    expect(screen.queryByText(/Place a hold and it is put aside for you/)).not.toBeInTheDocument();
  });

  test.each([
    ['no member has the card', MEMBER_MESSAGES.memberUnknown, 'NOT_FOUND'],
    ['the member is blocked', MEMBER_MESSAGES.blocked('Mia Jones', 'lost books not paid for'), 'CONFLICT'],
    ['the member already holds it', MEMBER_MESSAGES.holdExists, 'CONFLICT'],
    ['a copy is on the shelf', MEMBER_MESSAGES.copyOnShelf, 'CONFLICT'],
  ])('when %s, then the refusal shows under the card number', async (_case, message, code) => {
    const book = makeBook({ copies: 0, available: false });
    const view = await renderApp(`/books/${book.id}`, {
      access: LIBRARIAN,
      mocks: [...bookPageMocks(book), placeHoldMock(book.id, 'LIB0042', graphQLErrorResult(message, code))],
    });
    const form = await screen.findByRole('form', { name: 'Hold for a member' });
    const card = within(form).getByLabelText('Card number');
    await view.user.type(card, 'LIB0042');
    await view.user.click(within(form).getByRole('button', { name: 'Place hold' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(card).toHaveAccessibleDescription(message);
  });

  test('when the card number is left blank, then it is asked for', async () => {
    const book = makeBook({ copies: 0, available: false });
    const view = await renderApp(`/books/${book.id}`, { access: LIBRARIAN, mocks: bookPageMocks(book) });
    const form = await screen.findByRole('form', { name: 'Hold for a member' });
    await view.user.click(within(form).getByRole('button', { name: 'Place hold' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MEMBER_MESSAGES.cardRequired);
  });

  test('when a member opens a book with every copy out, then they get no form to hold it for another member', async () => {
    const book = makeBook({ copies: 0, available: false });
    await renderApp(`/books/${book.id}`, {
      access: signedInAsMember('Alex Kim', '1234567897'),
      mocks: [bookMock(book.id, book), bookHoldsMock(book)],
    });
    expect(await screen.findByRole('button', { name: 'Place hold' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Hold for a member' })).not.toBeInTheDocument();
  });
});
