import { MEMBER_MESSAGES } from '@library/api/contract/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { MemberByCardDocument, RenewLoanDocument, ReturnLoanDocument } from '../src/components/circulation/operations';
import { LoanMemberDocument } from '../src/features/loans/api/loan-member';
import {
  graphQLErrorResult,
  loansMock,
  loansVariables,
  makeLoan,
  makeMember,
  type LoanFixture,
} from '../src/testing/fixtures';
import { renderApp } from '../src/testing/render-app';
import { findDialog, waitForDialogToClose } from './helpers';
import { fakeMediaQueryList } from './media-query';

const ALEX = { __typename: 'LoanMember' as const, id: 'member-alex', name: 'Alex Kim', cardNumber: '1234567897' };

/** The member filter's answers: the member by id (the heading) and by card number (the form). */
function memberMock(member: typeof ALEX | null, id = member?.id ?? 'nobody') {
  const found = member === null ? null : { ...member, __typename: 'Member' as const };
  return { request: { query: LoanMemberDocument, variables: { id } }, result: { data: { member: found } } };
}

function memberByCardMock(cardNumber: string, member: typeof ALEX | null) {
  const found = member === null ? null : makeMember({ ...member, __typename: 'Member' });
  return {
    request: { query: MemberByCardDocument, variables: { cardNumber } },
    result: { data: { memberByCard: found } },
  };
}

function rowOf(name: string): HTMLElement {
  const row = within(screen.getByRole('table'))
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name }) !== null);
  if (!row) throw new Error(`no row for "${name}"`);
  return row;
}

describe('loans and members', () => {
  test("when a loan names a member, then the borrower column shows 'Name (card …)', the name linking to the member", async () => {
    const loan = makeLoan({ title: 'Dune', member: ALEX, borrower: null });
    await renderApp('/loans', { mocks: [loansMock(loansVariables(), [loan])] });
    await screen.findByRole('rowheader', { name: 'Dune' });
    const row = rowOf('Dune');
    expect(row).toHaveTextContent('Alex Kim (card 1234567897)');
    expect(within(row).getByRole('link', { name: 'Alex Kim' })).toHaveAttribute('href', '/members/member-alex');
    expect(within(row).getByRole('button', { name: 'Return Dune borrowed by Alex Kim' })).toBeEnabled();
  });

  test('when the screen is as narrow as a phone, then the member shows on the loan card too', async () => {
    jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => fakeMediaQueryList(query, query.includes('max-width')));
    const loan = makeLoan({ title: 'Pocket book', member: ALEX, borrower: null });
    await renderApp('/loans', { mocks: [loansMock(loansVariables(), [loan])] });
    const card = await screen.findByRole('article', { name: 'Pocket book' });
    expect(card).toHaveTextContent('Alex Kim (card 1234567897)');
    expect(within(card).getByRole('button', { name: 'Renew Pocket book borrowed by Alex Kim' })).toBeEnabled();
    jest.restoreAllMocks();
  });

  test('when an out loan has renewals left, then Renew says how many; Renew moves the due date and says until when', async () => {
    const loan = makeLoan({ title: 'Emma', dueDate: '2999-12-01', renewals: 0, renewalsLeft: 2 });
    const worn = makeLoan({ title: 'Worn out', renewals: 2, renewalsLeft: 0 });
    const view = await renderApp('/loans', {
      mocks: [
        loansMock(loansVariables(), [loan, worn]),
        {
          request: { query: RenewLoanDocument, variables: { id: loan.id } },
          result: { data: { renewLoan: { ...loan, dueDate: '2999-12-22', renewals: 1, renewalsLeft: 1 } } },
        },
      ],
    });
    const renew = await screen.findByRole('button', { name: `Renew Emma borrowed by ${loan.borrower ?? ''}` });
    expect(renew).toHaveAccessibleDescription('2 renewals left');
    expect(within(rowOf('Worn out')).queryByRole('button', { name: /^Renew/ })).not.toBeInTheDocument();
    expect(rowOf('Worn out')).toHaveTextContent('No renewals left');

    await view.user.click(renew);
    expect(await screen.findByText('Renewed until 22 Dec 2999')).toBeInTheDocument();
    expect(await screen.findByText('22 Dec 2999')).toBeInTheDocument();
    expect(within(rowOf('Emma')).getByText('1 renewal left')).toBeInTheDocument();
  });

  test("when the renewal is refused, then the api's message shows in an error toast", async () => {
    const loan = makeLoan({ title: 'Wanted' });
    const view = await renderApp('/loans', {
      mocks: [
        loansMock(loansVariables(), [loan]),
        {
          request: { query: RenewLoanDocument, variables: { id: loan.id } },
          result: graphQLErrorResult(MEMBER_MESSAGES.onHold, 'CONFLICT'),
        },
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: /^Renew Wanted/ }));
    expect(await screen.findByText(`❌ ${MEMBER_MESSAGES.onHold}`)).toBeInTheDocument();
  });

  test('when a card number is given to the member filter, then only that member’s loans show, named above the list', async () => {
    const mine = makeLoan({ title: 'Mine', member: ALEX, borrower: null });
    const other = makeLoan({ title: 'Someone else’s' });
    const view = await renderApp('/loans', {
      mocks: [
        loansMock(loansVariables(), [mine, other]),
        memberByCardMock('1234567897', ALEX),
        loansMock(loansVariables({ memberId: ALEX.id }), [mine]),
        memberMock(ALEX),
      ],
    });
    await screen.findByRole('rowheader', { name: 'Someone else’s' });
    await view.user.type(screen.getByRole('textbox', { name: 'Member card number' }), '1234-567897');
    await view.user.click(screen.getByRole('button', { name: 'Show loans' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/loans?member=member-alex'));
    expect(await screen.findByText(/Loans of/)).toHaveTextContent('Loans of Alex Kim (card 1234567897)');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Someone else’s' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Mine' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Loan status' });
    expect(within(tabs).getByRole('link', { name: 'Overdue' })).toHaveAttribute(
      'href',
      '/loans?member=member-alex&status=overdue',
    );
  });

  test('when nobody has the card number, then the filter says so and the list stays', async () => {
    const loan = makeLoan({ title: 'Everyone’s' });
    const view = await renderApp('/loans', {
      mocks: [loansMock(loansVariables(), [loan]), memberByCardMock('LIB0042', null)],
    });
    await screen.findByRole('rowheader', { name: 'Everyone’s' });
    const input = screen.getByRole('textbox', { name: 'Member card number' });
    await view.user.type(input, 'lib0042');
    await view.user.click(screen.getByRole('button', { name: 'Show loans' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MEMBER_MESSAGES.memberUnknown);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(view.currentUrl()).toBe('/loans');
  });

  test('when /loans?member=<id> opens (the member page links it), then that member’s loans show, and "All borrowers" goes back to everyone’s', async () => {
    const mine = makeLoan({ title: 'Mine', member: ALEX, borrower: null });
    const other = makeLoan({ title: 'Other' });
    const view = await renderApp('/loans?member=member-alex', {
      mocks: [
        loansMock(loansVariables({ memberId: ALEX.id }), [mine]),
        memberMock(ALEX),
        loansMock(loansVariables(), [mine, other]),
      ],
    });
    expect(await screen.findByRole('rowheader', { name: 'Mine' })).toBeInTheDocument();
    await view.user.click(await screen.findByRole('button', { name: 'All borrowers' }));
    expect(await screen.findByRole('rowheader', { name: 'Other' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/loans');
  });

  test('when a returned copy goes to a hold, then a status says for whom it is put aside', async () => {
    const loan: LoanFixture = makeLoan({ title: 'Wanted book' });
    const view = await renderApp('/loans', {
      mocks: [
        loansMock(loansVariables(), [loan]),
        {
          request: { query: ReturnLoanDocument, variables: { id: loan.id } },
          result: {
            data: {
              returnLoan: {
                ...loan,
                returnedAt: '2026-11-20T12:00:00.000Z',
                putAside: [{ __typename: 'Hold', id: 'hold-1', member: ALEX }],
              },
            },
          },
        },
        loansMock(loansVariables(), []),
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: /^Return Wanted book/ }));
    await view.user.click(within(await findDialog('Return this loan?')).getByRole('button', { name: 'Return' }));
    await waitForDialogToClose();
    const status = await screen.findByText(MEMBER_MESSAGES.putAsideFor('Alex Kim', '1234567897'));
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(status).toHaveTextContent('Put aside for Alex Kim (card 1234567897)');
  });
});
