import type { MockLink } from '@apollo/client/testing';
import { LOAN_RULE_DEFAULTS, LOAN_RULE_LABELS, MEMBER_MESSAGES } from '@library/api/contract/rules';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { CancelHoldDocument, RenewLoanDocument } from '../src/components/circulation/operations';
import { MemberHistoryDocument, MemberLendingDocument } from '../src/features/members/api/member-loans';
import {
  BlockMemberDocument,
  CreateMemberDocument,
  DeleteMemberDocument,
  UpdateMemberDocument,
  InviteMemberDocument,
  MemberDocument,
  MembersDocument,
  UnblockMemberDocument,
} from '../src/features/members/api/members';
import { LoanRulesDocument, UpdateLoanRulesDocument } from '../src/features/settings/api/loan-rules';
import type {
  MemberFieldsFragment,
  CirculationHoldFieldsFragment,
  CirculationLoanFieldsFragment,
  MembersQuery,
  MembersQueryVariables,
} from '../src/gql-staff/graphql';
import { signedInAs } from '../src/testing/access';
import { renderApp } from '../src/testing/render-app';
import { findDialog, waitForDialogToClose } from './helpers';

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

const LIBRARIAN = signedInAs('LIBRARIAN', 'Lee');
const VOLUNTEER = signedInAs('VOLUNTEER', 'Vera');
const ADMIN = signedInAs('ADMIN', 'Ada');

const MEMBER_ID = '6f1c2b9e-0d3a-4c1e-9b7a-2f4d5e6a7b8c';

function member(overrides: Partial<MemberFieldsFragment> = {}): MemberFieldsFragment & { __typename: 'Member' } {
  return {
    __typename: 'Member',
    id: MEMBER_ID,
    cardNumber: '1234567897',
    name: 'Alex Kim',
    email: 'alex@example.org',
    phone: null,
    notes: 'Class 4B',
    status: 'ACTIVE',
    blockedReason: null,
    keepHistory: false,
    account: null,
    copiesOut: 1,
    overdueLoans: 0,
    holdsReady: 0,
    loansLeft: 4,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

function memberMock(value: MemberFieldsFragment | null): Mock {
  return {
    request: { query: MemberDocument, variables: { id: MEMBER_ID } },
    result: {
      data: {
        member:
          value === null
            ? null
            : {
                ...value,
                history: {
                  __typename: 'RecordHistory',
                  createdBy: 'Lee',
                  createdAt: null,
                  updatedBy: null,
                  updatedAt: null,
                },
              },
      },
    },
  };
}

const LOAN: CirculationLoanFieldsFragment & { __typename: 'Borrow' } = {
  __typename: 'Borrow',
  id: 'loan-1',
  bookId: 'book-1',
  title: 'Dune',
  isbn: '9780441013593',
  quantity: 1,
  dueDate: '2026-12-11',
  createdAt: '2026-11-20T09:00:00.000Z',
  returnedAt: null,
  overdue: false,
  renewals: 0,
  renewalsLeft: 2,
};

const HOLD: CirculationHoldFieldsFragment & { __typename: 'Hold'; book: { __typename: 'BorrowedBook' } } = {
  __typename: 'Hold',
  id: 'hold-1',
  bookId: 'book-2',
  book: { __typename: 'BorrowedBook', id: 'book-2', title: 'Emma', isbn: '9780141439587' },
  status: 'WAITING',
  position: 2,
  placedAt: '2026-11-21T09:00:00.000Z',
  readyUntil: null,
};

function lendingMock(
  loans: CirculationLoanFieldsFragment[] = [LOAN],
  holds: CirculationHoldFieldsFragment[] = [HOLD],
): Mock {
  return {
    request: { query: MemberLendingDocument, variables: { memberId: MEMBER_ID } },
    result: {
      data: {
        loans: { __typename: 'LoanPage', items: loans, total: loans.length },
        holds: { __typename: 'HoldPage', items: holds, total: holds.length },
      },
    },
  };
}

type MemberRow = MembersQuery['members']['items'][number];

function row(overrides: Partial<MemberRow> = {}): MemberRow & { __typename: 'Member' } {
  return {
    __typename: 'Member',
    id: MEMBER_ID,
    cardNumber: '1234567897',
    name: 'Alex Kim',
    email: 'alex@example.org',
    status: 'ACTIVE',
    copiesOut: 1,
    overdueLoans: 0,
    ...overrides,
  };
}

function membersMock(items: MemberRow[], variables: Partial<MembersQueryVariables> = {}): Mock {
  return {
    request: { query: MembersDocument, variables: { sort: 'NEWEST', page: 1, limit: 20, ...variables } },
    result: {
      data: {
        members: { __typename: 'MemberPage', items, page: 1, limit: 20, total: items.length, totalPages: 1 },
      },
    },
  };
}

describe('/members', () => {
  test('when a volunteer opens it, then the members show with card, email, books out and a "Blocked" badge, and no Add nor Import', async () => {
    const blocked = row({
      id: 'member-2',
      name: 'Sam Lee',
      cardNumber: 'AB1234',
      email: null,
      status: 'BLOCKED',
      copiesOut: 0,
    });
    await renderApp('/members', { access: VOLUNTEER, mocks: [membersMock([row(), blocked])] });

    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    const table = within(await screen.findByRole('region', { name: 'Members table' })).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => [...tr.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Alex Kim', '1234567897', 'alex@example.org', '1', 'Active'],
      ['Sam Lee', 'AB1234', '—none', '0', 'Blocked'],
    ]);
    expect(within(table).getByRole('link', { name: 'Alex Kim' })).toHaveAttribute('href', `/members/${MEMBER_ID}`);
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Sort' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest first', 'Name A–Z']);
    expect(screen.queryByRole('link', { name: 'Add member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import members' })).not.toBeInTheDocument();
  });

  test('when a librarian searches and sorts by name, then the list asks for them and the address keeps them', async () => {
    const view = await renderApp('/members', {
      access: LIBRARIAN,
      mocks: [
        membersMock([row()]),
        membersMock([row()], { search: 'kim' }),
        membersMock([row()], { search: 'kim', sort: 'NAME' }),
      ],
    });
    expect(await screen.findByRole('link', { name: 'Add member' })).toHaveAttribute('href', '/members/new');
    expect(screen.getByRole('link', { name: 'Import members' })).toHaveAttribute('href', '/members/import');

    await view.user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'kim');
    expect(await screen.findByText('1 member matching "kim"')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/members?search=kim');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Name A–Z');
    expect(view.currentUrl()).toBe('/members?search=kim&sort=name');
    expect(await screen.findByRole('link', { name: 'Alex Kim' })).toBeInTheDocument();
  });

  test('when a volunteer opens /members/new, then it is not allowed', async () => {
    await renderApp('/members/new', { access: VOLUNTEER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
  });
});

describe('/members/new', () => {
  test('when it is sent blank, then "Name is required" shows; with a name and an email, then the member is added, "Member added" and their page', async () => {
    const added = member({ copiesOut: 0, loansLeft: 5, notes: null });
    const view = await renderApp('/members/new', {
      access: LIBRARIAN,
      mocks: [
        {
          request: {
            query: CreateMemberDocument,
            variables: { input: { name: 'Alex Kim', email: 'alex@example.org' } },
          },
          result: { data: { createMember: added } },
        },
        memberMock(added),
        lendingMock([], []),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Add member' })).toBeInTheDocument();
    expect(screen.getByText('Leave blank to generate one')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText(MEMBER_MESSAGES.nameRequired)).toBeInTheDocument();

    await view.user.type(screen.getByLabelText('Name'), 'Alex Kim');
    await view.user.type(screen.getByLabelText('Card number'), '1234567890');
    await view.user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText(MEMBER_MESSAGES.cardInvalid)).toBeInTheDocument();

    await view.user.clear(screen.getByLabelText('Card number'));
    await view.user.type(screen.getByLabelText('Email'), 'alex@example.org');
    await view.user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('✅ Member added')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Kim' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe(`/members/${MEMBER_ID}`);
    expect(screen.getByText('Card 1234567897')).toBeInTheDocument();
  });

  test('when the card number is taken, then the message lands under the field', async () => {
    const view = await renderApp('/members/new', {
      access: LIBRARIAN,
      mocks: [
        {
          request: { query: CreateMemberDocument, variables: { input: { name: 'Alex Kim', cardNumber: 'AB1234' } } },
          result: { errors: [new GraphQLError(MEMBER_MESSAGES.cardTaken, { extensions: { code: 'DUPLICATE_CARD' } })] },
        },
      ],
    });
    await view.user.type(screen.getByLabelText('Name'), 'Alex Kim');
    await view.user.type(screen.getByLabelText('Card number'), 'AB1234');
    await view.user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText(MEMBER_MESSAGES.cardTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/members/:id/edit', () => {
  test('when a librarian clears the email and saves, then every field is sent (the email as null) and the member page shows', async () => {
    const changed = member({ email: null, name: 'Alex Kim-Lee' });
    const view = await renderApp(`/members/${MEMBER_ID}/edit`, {
      access: LIBRARIAN,
      mocks: [
        memberMock(member()),
        {
          request: {
            query: UpdateMemberDocument,
            variables: {
              id: MEMBER_ID,
              input: { name: 'Alex Kim-Lee', cardNumber: '1234567897', email: null, phone: null, notes: 'Class 4B' },
            },
          },
          result: { data: { updateMember: changed } },
        },
        lendingMock(),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit member' })).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveValue('1234567897');
    await view.user.type(screen.getByLabelText('Name'), '-Lee');
    await view.user.clear(screen.getByLabelText('Email'));
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('✅ Changes saved')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Kim-Lee' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe(`/members/${MEMBER_ID}`);
  });
});

describe('/members/:id', () => {
  test('when a volunteer opens it, then the member, their books out with renewals left and their holds show, with "Lend a book" but no changes to the record', async () => {
    await renderApp(`/members/${MEMBER_ID}`, { access: VOLUNTEER, mocks: [memberMock(member()), lendingMock()] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Kim' })).toBeInTheDocument();
    expect(screen.getByText('Card 1234567897')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lend a book' })).toHaveAttribute('href', '/borrow?member=1234567897');
    const loans = within(await screen.findByRole('region', { name: 'Books out table' }));
    expect(loans.getByRole('link', { name: 'Dune' })).toHaveAttribute('href', '/books/book-1');
    expect(loans.getByText('2 renewals left')).toBeInTheDocument();
    // The due date reads as on every screen, never as the api's YYYY-MM-DD.
    expect(loans.getByText('11 Dec 2026')).toBeInTheDocument();
    expect(loans.queryByText('2026-12-11')).not.toBeInTheDocument();
    expect(loans.getByRole('button', { name: 'Renew Dune' })).toBeEnabled();
    expect(loans.getByRole('button', { name: 'Return Dune' })).toBeEnabled();
    const holds = within(screen.getByRole('region', { name: 'Holds table' }));
    expect(holds.getByText('Waiting (number 2)')).toBeInTheDocument();
    expect(holds.getByRole('button', { name: 'Cancel the hold on Emma' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'History' })).not.toBeInTheDocument();
    for (const name of ['Edit', 'Block', 'Delete', 'Invite to sign in']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  test('when Renew is pressed, then the loan is renewed and "Renewed until" its new due date shows', async () => {
    const view = await renderApp(`/members/${MEMBER_ID}`, {
      access: VOLUNTEER,
      mocks: [
        memberMock(member()),
        lendingMock(),
        {
          request: { query: RenewLoanDocument, variables: { id: 'loan-1' } },
          result: { data: { renewLoan: { ...LOAN, dueDate: '2026-12-18', renewals: 1, renewalsLeft: 1 } } },
        },
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Renew Dune' }));
    expect(await screen.findByText('✅ Renewed until 18 Dec 2026')).toBeInTheDocument();
    expect(await screen.findByText('1 renewal left')).toBeInTheDocument();
  });

  test("when a renewal is refused, then the api's message shows", async () => {
    const view = await renderApp(`/members/${MEMBER_ID}`, {
      access: VOLUNTEER,
      mocks: [
        memberMock(member()),
        lendingMock(),
        {
          request: { query: RenewLoanDocument, variables: { id: 'loan-1' } },
          result: { errors: [new GraphQLError(MEMBER_MESSAGES.onHold, { extensions: { code: 'ON_HOLD' } })] },
        },
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Renew Dune' }));
    expect(await screen.findByText(`❌ ${MEMBER_MESSAGES.onHold}`)).toBeInTheDocument();
  });

  test('when a hold is cancelled after the question, then the holds load again', async () => {
    const view = await renderApp(`/members/${MEMBER_ID}`, {
      access: VOLUNTEER,
      mocks: [
        memberMock(member()),
        lendingMock(),
        {
          request: { query: CancelHoldDocument, variables: { id: 'hold-1' } },
          result: { data: { cancelHold: { ...HOLD, status: 'CANCELLED', position: null } } },
        },
        memberMock(member()),
        lendingMock([LOAN], []),
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Cancel the hold on Emma' }));
    const dialog = await findDialog('Cancel the hold on Emma?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel hold' }));
    await waitForDialogToClose();
    expect(await screen.findByText('✅ Hold cancelled')).toBeInTheDocument();
    expect(await screen.findByText('No holds.')).toBeInTheDocument();
  });

  test('when a librarian blocks, then a reason is asked (required), the member shows as blocked with it, and Unblock', async () => {
    const view = await renderApp(`/members/${MEMBER_ID}`, {
      access: LIBRARIAN,
      mocks: [
        memberMock(member()),
        lendingMock(),
        {
          request: { query: BlockMemberDocument, variables: { id: MEMBER_ID, reason: 'Lost books not paid for' } },
          result: { data: { blockMember: member({ status: 'BLOCKED', blockedReason: 'Lost books not paid for' }) } },
        },
        {
          request: { query: UnblockMemberDocument, variables: { id: MEMBER_ID } },
          result: { data: { unblockMember: member() } },
        },
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await findDialog('Block Alex Kim?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText(MEMBER_MESSAGES.reasonRequired)).toBeInTheDocument();
    await view.user.type(within(dialog).getByLabelText('Reason'), '  Lost books not paid for ');
    await view.user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitForDialogToClose();
    expect(await screen.findByText('Blocked: Lost books not paid for')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(screen.queryByText('Blocked: Lost books not paid for')).not.toBeInTheDocument();
  });

  test("when Delete is refused because of books out, then the question named the member and the api's message shows", async () => {
    const view = await renderApp(`/members/${MEMBER_ID}`, {
      access: LIBRARIAN,
      mocks: [
        memberMock(member()),
        lendingMock(),
        {
          request: { query: DeleteMemberDocument, variables: { id: MEMBER_ID } },
          result: {
            errors: [new GraphQLError(MEMBER_MESSAGES.memberHasLoans, { extensions: { code: 'MEMBER_HAS_LOANS' } })],
          },
        },
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await findDialog('Delete Alex Kim?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitForDialogToClose();
    expect(await screen.findByText(`❌ ${MEMBER_MESSAGES.memberHasLoans}`)).toBeInTheDocument();
    expect(view.currentUrl()).toBe(`/members/${MEMBER_ID}`);
  });

  test('when the member is deleted, then the members list shows', async () => {
    const view = await renderApp(`/members/${MEMBER_ID}`, {
      access: LIBRARIAN,
      mocks: [
        memberMock(member({ copiesOut: 0 })),
        lendingMock([], []),
        {
          request: { query: DeleteMemberDocument, variables: { id: MEMBER_ID } },
          result: { data: { deleteMember: MEMBER_ID } },
        },
        membersMock([]),
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Delete' }));
    await view.user.click(within(await findDialog('Delete Alex Kim?')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('✅ Member deleted')).toBeInTheDocument();
    expect(await screen.findByText('No members yet.')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/members');
  });

  test('when a member is invited, then the link shows in a field to copy; a member without an email cannot be invited', async () => {
    const url = 'https://library.example/invitation/abc123';
    const view = await renderApp(`/members/${MEMBER_ID}`, {
      access: LIBRARIAN,
      mocks: [
        memberMock(member()),
        lendingMock(),
        {
          request: { query: InviteMemberDocument, variables: { id: MEMBER_ID } },
          result: {
            data: {
              inviteMember: {
                __typename: 'MemberInvitation',
                url,
                expiresAt: '2026-12-04T09:00:00.000Z',
                member: member({ account: 'INVITED' }),
              },
            },
          },
        },
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Invite to sign in' }));
    expect(await screen.findByLabelText('Invitation link for Alex Kim')).toHaveValue(url);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByText('Invited (no password yet)')).toBeInTheDocument();
    view.unmount();

    await renderApp(`/members/${MEMBER_ID}`, {
      access: LIBRARIAN,
      mocks: [memberMock(member({ email: null })), lendingMock()],
    });
    expect(await screen.findByRole('button', { name: 'Invite to sign in' })).toBeDisabled();
    expect(screen.getByText(MEMBER_MESSAGES.memberNoEmail)).toBeInTheDocument();
  });

  test('when the member keeps their history, then their returned loans show under "History"', async () => {
    await renderApp(`/members/${MEMBER_ID}`, {
      access: VOLUNTEER,
      mocks: [
        memberMock(member({ keepHistory: true })),
        lendingMock([], []),
        {
          request: { query: MemberHistoryDocument, variables: { memberId: MEMBER_ID, page: 1 } },
          result: {
            data: {
              loans: {
                __typename: 'LoanPage',
                items: [{ ...LOAN, id: 'loan-0', title: 'Emma', returnedAt: '2026-11-10T09:00:00.000Z' }],
                page: 1,
                totalPages: 1,
                total: 1,
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    const history = within(await screen.findByRole('region', { name: 'History table' }));
    expect(history.getByRole('link', { name: 'Emma' })).toBeInTheDocument();
    expect(history.getByText('10 Nov 2026')).toBeInTheDocument();
  });

  test('when no member has the id, then "Member not found"', async () => {
    await renderApp(`/members/${MEMBER_ID}`, { access: VOLUNTEER, mocks: [memberMock(null)] });
    expect(await screen.findByRole('heading', { name: 'Member not found' })).toBeInTheDocument();
  });
});

describe('/settings', () => {
  const rules = { __typename: 'LoanRules', ...LOAN_RULE_DEFAULTS };

  test('when an admin changes the loan period, then the form checks it and "Loan rules saved" shows', async () => {
    const view = await renderApp('/settings', {
      access: ADMIN,
      mocks: [
        { request: { query: LoanRulesDocument }, result: { data: { loanRules: rules } } },
        {
          request: { query: UpdateLoanRulesDocument, variables: { input: { ...LOAN_RULE_DEFAULTS, loanDays: 14 } } },
          result: { data: { updateLoanRules: { ...rules, loanDays: 14 } } },
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Loan rules' })).toBeInTheDocument();
    const loanDays = await screen.findByLabelText(LOAN_RULE_LABELS.loanDays);
    expect(loanDays).toHaveValue(LOAN_RULE_DEFAULTS.loanDays);
    // The days the activity log keeps its entries are one of the rules.
    expect(screen.getByLabelText(LOAN_RULE_LABELS.keepActivityDays)).toHaveValue(LOAN_RULE_DEFAULTS.keepActivityDays);
    await view.user.clear(loanDays);
    await view.user.type(loanDays, '0');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MEMBER_MESSAGES.ruleMin(LOAN_RULE_LABELS.loanDays, 1))).toBeInTheDocument();

    await view.user.clear(loanDays);
    await view.user.type(loanDays, '14');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('✅ Loan rules saved')).toBeInTheDocument();
  });

  test('when a librarian opens /settings, then it is not allowed', async () => {
    await renderApp('/settings', { access: LIBRARIAN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
  });
});
