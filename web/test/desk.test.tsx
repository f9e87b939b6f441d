import { DESK_MESSAGES, shownDate } from '@library/api/contract/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { DeskBookLoansDocument } from '../src/features/desk/api/desk';
import { SCANNER_TEXTS } from '../src/components/scanner/texts';
import { graphQLErrorResult } from '../src/testing/fixtures';
import { renderApp } from '../src/testing/render-app';
import {
  BOOK,
  CARD,
  DUE,
  ISBN,
  LENT,
  LIBRARIAN,
  booksMock,
  isbnMock,
  noBookMock,
  borrowMock,
  deletedLoansMock,
  lendingMock,
  loan,
  memberMock,
  returnMock,
  scan,
  memberAtDesk,
} from './desk-mocks';

describe('the desk (/desk)', () => {
  test('when a librarian opens the desk, then the "Card or book" input has the focus', async () => {
    await renderApp('/desk', { access: LIBRARIAN });
    const input = await screen.findByLabelText(DESK_MESSAGES.inputLabel);
    await waitFor(() => expect(input).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Lend' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('checkbox', { name: 'Sound and vibration' })).not.toBeChecked();
  });

  test('when a card then a book are scanned, then the member panel shows and the book is lent with its due date, and Undo returns it', async () => {
    const { user } = await renderApp('/desk', {
      access: LIBRARIAN,
      mocks: [
        ...memberAtDesk(),
        isbnMock(BOOK),
        borrowMock({ data: { borrowBook: LENT } }),
        ...memberAtDesk(),
        returnMock('loan-1', LENT),
        ...memberAtDesk(),
      ],
    });
    await screen.findByLabelText(DESK_MESSAGES.inputLabel);
    await scan(user, CARD);
    const panel = await screen.findByRole('region', { name: 'Alex Kim' });
    expect(within(panel).getByText(`Card ${CARD}`)).toBeInTheDocument();
    expect(within(panel).getByText('May borrow 4 more books')).toBeInTheDocument();
    expect(await within(panel).findByText('overdue by 3 days')).toBeInTheDocument();
    expect(within(panel).getByText('Persuasion')).toBeInTheDocument();

    await scan(user, ISBN);
    const visit = await screen.findByRole('region', { name: 'This visit' });
    expect(within(visit).getByText('Dune')).toBeInTheDocument();
    expect(within(visit).getByText(shownDate(DUE))).toBeInTheDocument();
    expect(screen.getByText(DESK_MESSAGES.lent('Dune', shownDate(DUE)))).toBeInTheDocument();

    await user.click(within(visit).getByRole('button', { name: 'Undo: Dune' }));
    expect(await within(visit).findByText(/Undone/)).toBeInTheDocument();
  });

  test('when the card of the member at the desk is scanned again, then the visit goes on: "This visit" keeps its books and the desk says they are already here', async () => {
    const { user } = await renderApp('/desk', {
      access: LIBRARIAN,
      // No second member lookup is mocked: a restarted visit would fail to find the member.
      mocks: [...memberAtDesk(), isbnMock(BOOK), borrowMock({ data: { borrowBook: LENT } }), ...memberAtDesk()],
    });
    await screen.findByLabelText(DESK_MESSAGES.inputLabel);
    await scan(user, CARD);
    await screen.findByRole('region', { name: 'Alex Kim' });
    await scan(user, ISBN);
    const visit = await screen.findByRole('region', { name: 'This visit' });
    await within(visit).findByRole('button', { name: 'Undo: Dune' });

    await scan(user, CARD);
    expect(await screen.findByText(DESK_MESSAGES.alreadyAtDesk('Alex Kim'))).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'This visit' })).getByText('Dune')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'This visit' })).getByText(shownDate(DUE))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Alex Kim' })).toBeInTheDocument();
  });

  test('when "Scan with camera" is pressed, then the camera panel opens below the input; when it is closed, then the input has the focus again', async () => {
    // jsdom has no camera API: the panel opens and says there is no camera.
    const { user } = await renderApp('/desk', { access: LIBRARIAN });
    const input = await screen.findByLabelText(DESK_MESSAGES.inputLabel);
    const open = screen.getByRole('button', { name: SCANNER_TEXTS.title });
    expect(open).toHaveAttribute('aria-expanded', 'false');

    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: SCANNER_TEXTS.title });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(SCANNER_TEXTS.noCamera);

    await user.click(within(panel).getByRole('button', { name: SCANNER_TEXTS.close }));
    expect(screen.queryByRole('region', { name: SCANNER_TEXTS.title })).not.toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  test('when a book is refused, then the api’s message shows in place; when "Done" is pressed, then the receipt lists the books lent', async () => {
    const { user } = await renderApp('/desk', {
      access: LIBRARIAN,
      mocks: [
        ...memberAtDesk(),
        isbnMock(BOOK),
        borrowMock(graphQLErrorResult('Alex Kim has 5 of 5 books out', 'CONFLICT')),
        ...memberAtDesk(),
      ],
    });
    await screen.findByLabelText(DESK_MESSAGES.inputLabel);
    await scan(user, CARD);
    await screen.findByRole('region', { name: 'Alex Kim' });
    await scan(user, ISBN);
    const visit = await screen.findByRole('region', { name: 'This visit' });
    expect(within(visit).getByText('Dune: Alex Kim has 5 of 5 books out')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    expect(within(receipt).getByText('No books lent.')).toBeInTheDocument();
    expect(within(receipt).getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
  });

  test('when the only copy is on the hold shelf for someone else, then the refusal says so in place', async () => {
    const { user } = await renderApp('/desk', {
      access: LIBRARIAN,
      mocks: [
        ...memberAtDesk(),
        isbnMock(BOOK),
        borrowMock({
          errors: [
            new GraphQLError('The only copy is on the hold shelf for another member', {
              extensions: { code: 'CONFLICT', available: 0, onHoldShelf: 1 },
            }),
          ],
        }),
        ...memberAtDesk(),
      ],
    });
    await screen.findByLabelText(DESK_MESSAGES.inputLabel);
    await scan(user, CARD);
    await screen.findByRole('region', { name: 'Alex Kim' });
    await scan(user, ISBN);
    const visit = await screen.findByRole('region', { name: 'This visit' });
    expect(within(visit).getByText('Dune: The only copy is on the hold shelf for another member')).toBeInTheDocument();
  });

  test('when an ISBN no book has is scanned, then the desk offers to add it', async () => {
    const { user } = await renderApp('/desk', {
      access: LIBRARIAN,
      mocks: [memberMock(), lendingMock(), noBookMock(), deletedLoansMock({ isbn: '9780306406157' })],
    });
    await screen.findByLabelText(DESK_MESSAGES.inputLabel);
    await scan(user, CARD);
    await screen.findByRole('region', { name: 'Alex Kim' });
    await scan(user, '9780306406157');
    expect(await screen.findAllByText(/No book with ISBN 9780306406157 — add it\?/)).not.toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'Add this book' })[0]).toHaveAttribute(
      'href',
      '/add-book?isbn=9780306406157',
    );
  });

  test('when a text is neither a card nor an ISBN and no title matches, then the desk says no book matches it', async () => {
    const { user } = await renderApp('/desk', {
      access: LIBRARIAN,
      mocks: [memberMock(), lendingMock(), booksMock('x!', 10, []), deletedLoansMock({ search: 'x!' })],
    });
    await screen.findByLabelText(DESK_MESSAGES.inputLabel);
    await scan(user, CARD);
    await screen.findByRole('region', { name: 'Alex Kim' });
    await scan(user, 'x!');
    expect(await screen.findByText('No book matches “x!”: scan or type an ISBN')).toBeInTheDocument();
  });

  test('when no member has the card and no title matches it, then the desk says no member has the card', async () => {
    const { user } = await renderApp('/desk', {
      access: LIBRARIAN,
      mocks: [memberMock('LIB0042', false), booksMock('LIB0042', 10, []), deletedLoansMock({ search: 'LIB0042' })],
    });
    await screen.findByLabelText(DESK_MESSAGES.inputLabel);
    await scan(user, 'LIB0042');
    expect(await screen.findByText('No member has card LIB0042')).toBeInTheDocument();
  });

  test('when a book is scanned in Return mode and one member has it, then it is returned at once and a hold reads "Put aside for …" in large type', async () => {
    const { user } = await renderApp('/desk', {
      access: LIBRARIAN,
      mocks: [
        isbnMock(BOOK),
        {
          request: { query: DeskBookLoansDocument, variables: { bookId: BOOK.id } },
          result: { data: { loans: { __typename: 'LoanPage', items: [LENT] } } },
        },
        returnMock('loan-1', LENT, [
          {
            __typename: 'Hold',
            id: 'hold-2',
            member: { __typename: 'LoanMember', id: 'member-2', name: 'Mei Chen', cardNumber: 'LIB0042' },
          },
        ]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Return' }));
    await scan(user, ISBN);
    const returned = await screen.findByRole('region', { name: 'Returned' });
    expect(await within(returned).findByText('Put aside for Mei Chen')).toHaveClass('desk-put-aside');
    expect(within(returned).getByRole('button', { name: 'Undo: Dune' })).toBeInTheDocument();
    expect(screen.getByText(DESK_MESSAGES.undoReturnExplained)).toBeInTheDocument();
  });

  test('when several members have the book out, then Return lists them and one tap returns that loan', async () => {
    const other = loan('loan-2', 'Mei Chen', 'LIB0042', '2026-12-01', '2026-11-20T10:00:00.000Z');
    const { user } = await renderApp('/desk', {
      access: LIBRARIAN,
      mocks: [
        isbnMock(BOOK),
        {
          request: { query: DeskBookLoansDocument, variables: { bookId: BOOK.id } },
          result: { data: { loans: { __typename: 'LoanPage', items: [LENT, other] } } },
        },
        returnMock('loan-2', other),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Return' }));
    await scan(user, ISBN);
    const choice = await screen.findByRole('button', { name: /^Return from Mei Chen\s*, due 1 Dec 2026$/ });
    expect(
      screen.getByRole('button', { name: new RegExp(`^Return from Alex Kim\\s*, due ${shownDate(DUE)}$`) }),
    ).toBeInTheDocument();
    await user.click(choice);
    expect(await screen.findByText(DESK_MESSAGES.returned('Dune', 'Mei Chen'))).toBeInTheDocument();
  });
});
