import { DESK_MESSAGES } from '@library/api/contract/rules';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { DeskPlaceHoldDocument } from '../src/features/desk/api/desk';
import { signedInAs } from '../src/testing/access';
import { renderApp } from '../src/testing/render-app';
import {
  BOOK,
  CARD,
  DUE,
  ISBN,
  LENT,
  LIBRARIAN,
  booksMock,
  borrowByIdMock,
  isbnMock,
  noBookMock,
  borrowMock,
  deletedLoansMock,
  lendingMock,
  loan,
  memberMock,
  scan,
  returnMock,
  memberAtDesk,
} from './desk-mocks';

const MATILDA = { ...BOOK, title: 'Matilda', author: 'Roald Dahl' };
const LENT_MATILDA = { ...LENT, title: 'Matilda' };

describe('the desk’s lookups, holds and roles (/desk)', () => {
  test('when "Matilda" is typed with a member at the desk and no member has it as a card, then the matching books are listed and one tap lends it', async () => {
    const { user } = await renderApp('/desk', {
      access: LIBRARIAN,
      mocks: [
        ...memberAtDesk(),
        memberMock('MATILDA', false),
        booksMock('Matilda', 10, [MATILDA]),
        deletedLoansMock({ search: 'Matilda' }),
        borrowByIdMock(MATILDA.id, { data: { borrowBook: LENT_MATILDA } }),
        ...memberAtDesk(),
      ],
    });
    await screen.findByLabelText(DESK_MESSAGES.inputLabel);
    await scan(user, CARD);
    await screen.findByRole('region', { name: 'Alex Kim' });
    await scan(user, 'Matilda');
    const choices = await screen.findByRole('region', { name: DESK_MESSAGES.chooseTitle });
    expect(screen.queryByText(DESK_MESSAGES.noMemberWithCard('Matilda'))).not.toBeInTheDocument();
    await user.click(within(choices).getByRole('button', { name: /^Matilda — Roald Dahl/ }));
    const visit = await screen.findByRole('region', { name: 'This visit' });
    expect(await within(visit).findByRole('button', { name: 'Undo: Matilda' })).toBeInTheDocument();
  });

  test('when "great gatsby" is typed before any card, then its book is listed; a tap, then a member’s card, lends it to them', async () => {
    const gatsby = { ...BOOK, title: 'The Great Gatsby', author: 'F. Scott Fitzgerald' };
    const { user } = await renderApp('/desk', {
      access: LIBRARIAN,
      mocks: [
        booksMock('great gatsby', 10, [gatsby]),
        deletedLoansMock({ search: 'great gatsby' }),
        ...memberAtDesk(),
        borrowByIdMock(gatsby.id, { data: { borrowBook: { ...LENT, title: 'The Great Gatsby' } } }),
        ...memberAtDesk(),
      ],
    });
    await screen.findByLabelText(DESK_MESSAGES.inputLabel);
    await scan(user, 'great gatsby');
    await user.click(await screen.findByRole('button', { name: /^The Great Gatsby — F\. Scott Fitzgerald/ }));
    expect(await screen.findByText(DESK_MESSAGES.cardNext('The Great Gatsby'))).toBeInTheDocument();
    await scan(user, CARD);
    const visit = await screen.findByRole('region', { name: 'This visit' });
    expect(await within(visit).findByRole('button', { name: 'Undo: The Great Gatsby' })).toBeInTheDocument();
  });

  test('when a blocked member’s card is scanned, then the panel says they may not borrow and why, with no "May borrow" line', async () => {
    const { user } = await renderApp('/desk', {
      access: LIBRARIAN,
      mocks: [memberMock(CARD, true, { status: 'BLOCKED', blockedReason: 'Lost book not paid' }), lendingMock()],
    });
    await screen.findByLabelText(DESK_MESSAGES.inputLabel);
    await scan(user, CARD);
    const panel = await screen.findByRole('region', { name: 'Alex Kim' });
    expect(within(panel).getByRole('alert')).toHaveTextContent('Blocked: may not borrow (Lost book not paid)');
    expect(within(panel).queryByText(/May borrow/)).not.toBeInTheDocument();
  });

  test('when a volunteer scans an ISBN no book has, then the desk says so without "Add this book" (they may not add books)', async () => {
    const { user } = await renderApp('/desk', {
      access: signedInAs('VOLUNTEER', 'Val Volunteer'),
      mocks: [memberMock(), lendingMock(), noBookMock(), deletedLoansMock({ isbn: '9780306406157' })],
    });
    await screen.findByLabelText(DESK_MESSAGES.inputLabel);
    await scan(user, CARD);
    await screen.findByRole('region', { name: 'Alex Kim' });
    await scan(user, '9780306406157');
    expect(await screen.findAllByText(/No book with ISBN 9780306406157 — add it\?/)).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Add this book' })).not.toBeInTheDocument();
  });

  test('when a book is refused because no copy is free, then the desk offers "Place hold for Alex?" and a tap places the hold for the member', async () => {
    const { user } = await renderApp('/desk', {
      access: LIBRARIAN,
      mocks: [
        ...memberAtDesk(),
        isbnMock(BOOK),
        borrowMock({
          errors: [
            new GraphQLError('Not enough copies available: none left, 1 requested', {
              extensions: { code: 'CONFLICT', available: 0 },
            }),
          ],
        }),
        ...memberAtDesk(),
        {
          request: { query: DeskPlaceHoldDocument, variables: { bookId: BOOK.id, member: CARD } },
          result: {
            data: {
              placeHold: {
                __typename: 'Hold',
                id: 'hold-9',
                position: 1,
                member: { __typename: 'LoanMember', id: 'member-1', name: 'Alex Kim' },
              },
            },
          },
        },
      ],
    });
    await screen.findByLabelText(DESK_MESSAGES.inputLabel);
    await scan(user, CARD);
    await screen.findByRole('region', { name: 'Alex Kim' });
    await scan(user, ISBN);
    await user.click(await screen.findByRole('button', { name: 'Place hold for Alex?' }));
    expect(await screen.findByText(DESK_MESSAGES.holdPlaced('Dune', 'Alex Kim'))).toBeInTheDocument();
  });

  test('when a deleted book’s ISBN is scanned in Lend mode, then the desk asks "This book was deleted: return it?" and a tap returns it', async () => {
    const out = {
      ...loan('loan-9', 'Mei Chen', 'LIB0042', DUE, '2026-11-20T10:00:00.000Z'),
      isbn: '9780306406157',
      book: null,
    };
    const { user } = await renderApp('/desk', {
      access: LIBRARIAN,
      mocks: [
        ...memberAtDesk(),
        noBookMock(),
        deletedLoansMock({ isbn: '9780306406157' }, [out]),
        returnMock('loan-9', out),
      ],
    });
    await screen.findByLabelText(DESK_MESSAGES.inputLabel);
    await scan(user, CARD);
    await screen.findByRole('region', { name: 'Alex Kim' });
    await scan(user, ISBN);
    expect(await screen.findByText(`Dune: ${DESK_MESSAGES.deletedReturnIt}`)).toBeInTheDocument();
    expect(screen.queryByText(/No book with ISBN/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: DESK_MESSAGES.returnTitle('Dune') }));
    expect(await screen.findByText(DESK_MESSAGES.returned('Dune', 'Mei Chen'))).toBeInTheDocument();
  });
});
