import { screen } from '@testing-library/react';
import { MembersDocument } from '../src/features/members/api/members';
import { signedInAs } from '../src/testing/access';
import { renderApp } from '../src/testing/render-app';

const LIBRARIAN = signedInAs('LIBRARIAN', 'Lee');

function row(id: string, name: string, cardNumber: string) {
  return {
    __typename: 'Member',
    id,
    cardNumber,
    name,
    email: null,
    status: 'ACTIVE',
    copiesOut: 0,
    overdueLoans: 0,
  };
}

async function renderMembers() {
  const rows = [
    row('m-1', 'Alex Kim', '1234567897'),
    row('m-2', 'Sam Lee', 'AB1234'),
    row('m-3', 'Mei Chen', 'LIB0042'),
  ];
  return renderApp('/members', {
    access: LIBRARIAN,
    mocks: [
      {
        request: { query: MembersDocument, variables: { sort: 'NEWEST', page: 1, limit: 20 } },
        result: {
          data: { members: { __typename: 'MemberPage', items: rows, page: 1, limit: 20, total: 3, totalPages: 1 } },
        },
      },
    ],
  });
}

describe('choosing members for Print cards', () => {
  test('when nobody is ticked, then Print cards is greyed and says why', async () => {
    await renderMembers();
    await screen.findByRole('checkbox', { name: 'Select Alex Kim' });
    const print = screen.getByRole('link', { name: 'Print cards' });
    expect(print).toHaveAttribute('aria-disabled', 'true');
    expect(print).toHaveAccessibleDescription('Tick the members whose cards to print');
    expect(screen.getByText('Tick the members whose cards to print')).toBeVisible();
  });

  test('when the header box is ticked, then every row of the page is, and Print cards counts them', async () => {
    const view = await renderMembers();
    const all = await screen.findByRole('checkbox', { name: 'Select all members on this page' });
    await view.user.click(all);
    for (const name of ['Alex Kim', 'Sam Lee', 'Mei Chen']) {
      expect(screen.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
    }
    expect(all).toBeChecked();
    const print = screen.getByRole('link', { name: 'Print cards (3)' });
    expect(print).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByText('Tick the members whose cards to print')).not.toBeInTheDocument();

    await view.user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select Sam Lee' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Print cards' })).toHaveAttribute('aria-disabled', 'true');
  });

  test('when some rows are ticked, then the header box is mixed, and ticking it ticks the rest', async () => {
    const view = await renderMembers();
    await view.user.click(await screen.findByRole('checkbox', { name: 'Select Sam Lee' }));
    const all = screen.getByRole('checkbox', { name: 'Select all members on this page' });
    expect(all).toBePartiallyChecked();
    await view.user.click(all);
    expect(all).toBeChecked();
    expect(all).not.toBePartiallyChecked();
    expect(screen.getByRole('link', { name: 'Print cards (3)' })).toBeInTheDocument();
  });
});
