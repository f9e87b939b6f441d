import { MEMBER_MESSAGES } from '@library/api/contract/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { CancelHoldDocument } from '../src/components/circulation/operations';
import { PlaceHoldDocument } from '../src/features/holds/api/book-holds';
import { VISITOR, signedInAsMember } from '../src/testing/access';
import {
  bookHoldsMock,
  bookMock,
  bookPageMocks,
  graphQLErrorResult,
  makeBook,
  type BookHoldsFixture,
} from '../src/testing/fixtures';
import { renderApp } from '../src/testing/render-app';

const ALEX = signedInAsMember('Alex Kim', '1234567897');

function queued(
  id: string,
  name: string,
  cardNumber: string,
  place: Partial<BookHoldsFixture['holdQueue'][number]>,
): BookHoldsFixture['holdQueue'][number] {
  const hold = {
    __typename: 'Hold' as const,
    id,
    status: 'WAITING' as const,
    position: null,
    readyUntil: null,
    member: { __typename: 'LoanMember' as const, id: `member-${cardNumber}`, name, cardNumber },
    ...place,
  };
  return hold;
}

function mine(place: Partial<NonNullable<BookHoldsFixture['myHold']>>): NonNullable<BookHoldsFixture['myHold']> {
  const hold = {
    __typename: 'Hold' as const,
    id: 'my-hold',
    status: 'WAITING' as const,
    position: 1,
    readyUntil: null,
    ...place,
  };
  return hold;
}

describe('holds on the book page', () => {
  test('when staff open a book with holds, then "Holds" lists the queue in order and the copies on the hold shelf', async () => {
    const book = makeBook({ title: 'Wanted', copies: 0, available: false });
    const [bookAnswer, loansAnswer] = bookPageMocks(book);
    await renderApp(`/books/${book.id}`, {
      mocks: [
        bookAnswer,
        loansAnswer,
        bookHoldsMock(book, {
          copiesOnHoldShelf: 1,
          holdQueue: [
            queued('h1', 'Alex Kim', '1234567897', { status: 'READY', readyUntil: '2026-12-04' }),
            queued('h2', 'Mei Chen', 'LIB0042', { position: 1 }),
          ],
        }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Holds' });
    expect(await within(section).findByText('Copies on the hold shelf: 1')).toBeInTheDocument();
    const queue = within(section).getByRole('list', { name: 'Hold queue' });
    expect(
      within(queue)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Alex Kim (card 1234567897) — Ready until 4 Dec 2026', 'Mei Chen (card LIB0042) — Waiting (number 1)']);
    expect(within(section).queryByText(/Place a hold and it is put aside for you/)).not.toBeInTheDocument();
  });

  test('when nobody waits, then staff read so', async () => {
    const book = makeBook();
    await renderApp(`/books/${book.id}`, { mocks: bookPageMocks(book) });
    expect(await screen.findByText('Nobody is waiting for this book.')).toBeInTheDocument();
    expect(screen.getByText('Copies on the hold shelf: 0')).toBeInTheDocument();
  });

  test('when a member opens a book with every copy out, then "Place hold" places it and their place in the queue shows', async () => {
    const book = makeBook({ copies: 0, available: false });
    const placed = jest.fn(() => ({
      data: { placeHold: { __typename: 'Hold', id: 'my-hold', status: 'WAITING', position: 2, readyUntil: null } },
    }));
    const view = await renderApp(`/books/${book.id}`, {
      access: ALEX,
      mocks: [
        bookMock(book.id, book),
        bookHoldsMock(book),
        { request: { query: PlaceHoldDocument, variables: { bookId: book.id } }, result: placed },
        bookHoldsMock(book, { myHold: mine({ position: 2 }) }),
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Place hold' }));
    expect(await screen.findByText('You are number 2 in the queue')).toBeInTheDocument();
    expect(placed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Cancel hold' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Place hold' })).not.toBeInTheDocument();
    // A member sees no queue of others and no loans.
    expect(screen.queryByText(/Copies on the hold shelf/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'On loan' })).not.toBeInTheDocument();
  });

  test('when the hold is refused, then the api’s message shows', async () => {
    const book = makeBook({ copies: 0, available: false });
    const view = await renderApp(`/books/${book.id}`, {
      access: ALEX,
      mocks: [
        bookMock(book.id, book),
        bookHoldsMock(book),
        {
          request: { query: PlaceHoldDocument, variables: { bookId: book.id } },
          result: graphQLErrorResult(MEMBER_MESSAGES.copyOnShelf, 'CONFLICT'),
        },
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Place hold' }));
    expect(await screen.findByText(`❌ ${MEMBER_MESSAGES.copyOnShelf}`)).toBeInTheDocument();
  });

  test('when a copy is on the shelf, then a member is not offered a hold', async () => {
    const book = makeBook({ copies: 2, available: true });
    await renderApp(`/books/${book.id}`, { access: ALEX, mocks: [bookMock(book.id, book), bookHoldsMock(book)] });
    expect(await screen.findByText('A copy is on the shelf: ask at the desk to borrow it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place hold' })).not.toBeInTheDocument();
  });

  test('when the member’s hold is ready, then it says until when, and Cancel hold cancels it', async () => {
    const book = makeBook({ copies: 0, available: false });
    const view = await renderApp(`/books/${book.id}`, {
      access: ALEX,
      mocks: [
        bookMock(book.id, book),
        bookHoldsMock(book, { myHold: mine({ status: 'READY', position: null, readyUntil: '2026-12-04' }) }),
        {
          request: { query: CancelHoldDocument, variables: { id: 'my-hold' } },
          result: { data: { cancelHold: { __typename: 'Hold', id: 'my-hold', status: 'CANCELLED' } } },
        },
        bookHoldsMock(book),
      ],
    });
    expect(await screen.findByText('Ready for you until 4 Dec 2026')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Cancel hold' }));
    expect(await screen.findByRole('button', { name: 'Place hold' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ready for you until 4 Dec 2026')).not.toBeInTheDocument());
  });

  test('when a visitor opens a book, then there is no Holds section', async () => {
    const book = makeBook({ copies: 0, available: false });
    await renderApp(`/books/${book.id}`, { access: VISITOR, mocks: [bookMock(book.id, book)] });
    expect(await screen.findByRole('heading', { level: 1, name: book.title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Holds' })).not.toBeInTheDocument();
  });
});
