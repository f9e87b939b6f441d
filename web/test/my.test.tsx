import { MEMBER_MESSAGES } from '@library/api/contract/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { CancelHoldDocument, RenewLoanDocument } from '../src/components/circulation/operations';
import { MyDocument, MyHistoryDocument, SetKeepHistoryDocument } from '../src/features/my/api/my';
import type { CirculationHoldFieldsFragment, CirculationLoanFieldsFragment, MyQuery } from '../src/gql-staff/graphql';
import { VISITOR, signedInAs, signedInAsMember } from '../src/testing/access';
import { graphQLErrorResult } from '../src/testing/fixtures';
import { renderApp } from '../src/testing/render-app';

const ALEX = signedInAsMember('Alex Kim', '1234567897');

type MyLoan = CirculationLoanFieldsFragment & { __typename: 'Borrow' };
type MyHold = CirculationHoldFieldsFragment & { __typename: 'Hold' };

let counter = 0;

function myLoan(overrides: Partial<MyLoan> = {}): MyLoan {
  counter += 1;
  return {
    __typename: 'Borrow',
    id: `my-loan-${counter}`,
    bookId: `book-${counter}`,
    title: `My book ${counter}`,
    isbn: null,
    quantity: 1,
    dueDate: '2999-12-01',
    createdAt: '2026-11-01T10:00:00.000Z',
    returnedAt: null,
    overdue: false,
    renewals: 0,
    renewalsLeft: 2,
    ...overrides,
  };
}

function myHold(overrides: Partial<MyHold> = {}): MyHold {
  counter += 1;
  return {
    __typename: 'Hold',
    id: `my-hold-${counter}`,
    bookId: `held-${counter}`,
    book: heldBook(`held-${counter}`, `Held book ${counter}`),
    status: 'WAITING',
    position: 1,
    readyUntil: null,
    placedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

type Membership = NonNullable<MyQuery['my']>;

/** A held book as the api names it (with its __typename, as Apollo's cache sees it). */
function heldBook(id: string, title: string) {
  const book = { __typename: 'BorrowedBook' as const, id, title, isbn: null };
  return book;
}

function myMock(changes: Partial<Membership> = {}, my: 'member' | 'none' = 'member') {
  const data: MyQuery = {
    my:
      my === 'none'
        ? null
        : ({
            __typename: 'MyMembership',
            cardNumber: '1234567897',
            name: 'Alex Kim',
            status: 'ACTIVE',
            blockedReason: null,
            keepHistory: false,
            loansLeft: 3,
            loans: [],
            holds: [],
            ...changes,
          } as Membership),
  };
  return { request: { query: MyDocument }, result: { data } };
}

describe('/my', () => {
  test('when a member opens /my, then their card shows as text and as a barcode, their loans with due dates and their holds', async () => {
    const due = myLoan({ title: 'Dune', dueDate: '2999-12-18' });
    const late = myLoan({ title: 'Late one', dueDate: '2026-01-01', overdue: true, renewalsLeft: 0 });
    const waiting = myHold({ book: heldBook('b1', 'Emma'), position: 2 });
    const ready = myHold({
      book: heldBook('b2', 'Persuasion'),
      status: 'READY',
      position: null,
      readyUntil: '2026-12-04',
    });
    await renderApp('/my', { access: ALEX, mocks: [myMock({ loans: [due, late], holds: [waiting, ready] })] });

    expect(await screen.findByRole('heading', { level: 1, name: 'My loans' })).toBeInTheDocument();
    expect(screen.getByText('Card 1234567897')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Card number 1234567897 as a barcode' })).toBeInTheDocument();

    const loans = screen.getByRole('list', { name: 'Books out' });
    expect(within(loans).getByRole('link', { name: 'Dune' })).toHaveAttribute('href', `/books/${due.bookId}`);
    expect(loans).toHaveTextContent('Due 18 Dec 2999');
    expect(within(loans).getAllByText('Overdue')).toHaveLength(1);
    expect(within(loans).getByRole('button', { name: 'Renew Dune' })).toHaveAccessibleDescription('2 renewals left');
    expect(within(loans).queryByRole('button', { name: 'Renew Late one' })).not.toBeInTheDocument();

    const holds = screen.getByRole('list', { name: 'Holds' });
    expect(holds).toHaveTextContent('You are number 2 in the queue');
    expect(holds).toHaveTextContent('Ready for you until 4 Dec 2026');
    expect(within(holds).getAllByRole('button', { name: /^Cancel hold on/ })).toHaveLength(2);

    expect(screen.getByRole('switch', { name: 'Keep my loan history' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/my/export');
    expect(download).toHaveAttribute('download');
  });

  test('when Renew is pressed, then the toast says the new due date', async () => {
    const loan = myLoan({ title: 'Dune', dueDate: '2999-12-01' });
    const view = await renderApp('/my', {
      access: ALEX,
      mocks: [
        myMock({ loans: [loan] }),
        {
          request: { query: RenewLoanDocument, variables: { id: loan.id } },
          result: { data: { renewLoan: { ...loan, dueDate: '2999-12-18', renewals: 1, renewalsLeft: 1 } } },
        },
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Renew Dune' }));
    expect(await screen.findByText('Renewed until 18 Dec 2999')).toBeInTheDocument();
    expect(await screen.findByText('1 renewal left')).toBeInTheDocument();
  });

  test("when a renewal is refused, then the api's message shows", async () => {
    const loan = myLoan({ title: 'Wanted' });
    const view = await renderApp('/my', {
      access: ALEX,
      mocks: [
        myMock({ loans: [loan] }),
        {
          request: { query: RenewLoanDocument, variables: { id: loan.id } },
          result: graphQLErrorResult(MEMBER_MESSAGES.onHold, 'CONFLICT'),
        },
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Renew Wanted' }));
    expect(await screen.findByText(`❌ ${MEMBER_MESSAGES.onHold}`)).toBeInTheDocument();
  });

  test('when Cancel hold is pressed, then the hold is cancelled and the list is read again without it', async () => {
    const hold = myHold({ book: heldBook('b9', 'Emma') });
    const view = await renderApp('/my', {
      access: ALEX,
      mocks: [
        myMock({ holds: [hold] }),
        {
          request: { query: CancelHoldDocument, variables: { id: hold.id } },
          result: { data: { cancelHold: { ...hold, status: 'CANCELLED', position: null } } },
        },
        myMock({ holds: [] }),
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Cancel hold on Emma' }));
    expect(await screen.findByText('Hold cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel hold on Emma' })).not.toBeInTheDocument());
    expect(screen.getByText(/You have no holds/)).toBeInTheDocument();
  });

  test('when the history switch is turned on, then it is kept and History shows the returned loans', async () => {
    const returned = myLoan({ title: 'Read before', returnedAt: '2026-11-10T10:00:00.000Z', renewalsLeft: 0 });
    const view = await renderApp('/my', {
      access: ALEX,
      mocks: [
        myMock(),
        {
          request: { query: SetKeepHistoryDocument, variables: { keep: true } },
          result: { data: { setKeepHistory: { __typename: 'MyMembership', keepHistory: true } } },
        },
        myMock({ keepHistory: true }),
        {
          request: { query: MyHistoryDocument, variables: { page: 1, limit: 10 } },
          result: {
            data: {
              my: {
                __typename: 'MyMembership',
                history: { __typename: 'LoanPage', items: [returned], page: 1, limit: 10, total: 1, totalPages: 1 },
              },
            },
          },
        },
      ],
    });
    const toggle = await screen.findByRole('switch', { name: 'Keep my loan history' });
    expect(toggle).toHaveAccessibleDescription(/the books you return stay listed here/);
    toggle.focus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(await screen.findByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Read before' })).toBeInTheDocument();
    expect(screen.getByText('Borrowed 1 Nov 2026 · returned 10 Nov 2026')).toBeInTheDocument();
  });

  test('when the member is blocked, then /my says why they cannot borrow', async () => {
    await renderApp('/my', {
      access: ALEX,
      mocks: [myMock({ status: 'BLOCKED', blockedReason: 'lost books not paid for' })],
    });
    expect(await screen.findByText('You cannot borrow for now: lost books not paid for.')).toBeInTheDocument();
  });

  test('when a signed-in person who is no member opens /my, then it says only members have loans of their own', async () => {
    await renderApp('/my', { access: signedInAs('VOLUNTEER', 'Vera'), mocks: [myMock({}, 'none')] });
    expect(await screen.findByText(`${MEMBER_MESSAGES.notAMember}.`)).toBeInTheDocument();
  });

  test('when a visitor opens /my, then they go to sign in and come back after', async () => {
    const view = await renderApp('/my', { access: VISITOR });
    await waitFor(() => expect(view.currentUrl()).toBe('/sign-in?next=%2Fmy'));
  });

  test('when a member is signed in, then the header links "My loans" (and staff links do not show)', async () => {
    await renderApp('/my', { access: ALEX, mocks: [myMock()] });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My loans' })).toHaveAttribute('href', '/my');
    expect(within(nav).queryByRole('link', { name: 'Loans' })).not.toBeInTheDocument();
  });

  test('when a staff member who is no member is signed in, then the header has no "My loans"', async () => {
    await renderApp('/my', { access: signedInAs('LIBRARIAN', 'Lee'), mocks: [myMock({}, 'none')] });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'My loans' })).not.toBeInTheDocument();
  });
});
