import { ACTIVITY_ACTION_LABELS, ACTIVITY_ACTIONS } from '@library/api/contract/rules';
import { screen, within } from '@testing-library/react';
import { ActivityDocument } from '../src/features/staff/api/activity';
import type { ActivityQuery, ActivityQueryVariables } from '../src/gql-staff/graphql';
import { signedInAs } from '../src/testing/access';
import { renderApp } from '../src/testing/render-app';

type Entry = ActivityQuery['activity']['items'][number] & { __typename: 'ActivityEntry' };

function entry(id: number, overrides: Partial<Entry> = {}): Entry {
  return {
    __typename: 'ActivityEntry',
    id: `entry-${id}`,
    at: '2026-11-26T09:00:00.000Z',
    actorKind: 'ACCOUNT',
    actorName: 'Lee',
    action: 'book.created',
    targetKind: 'book',
    targetId: `book-${id}`,
    targetLabel: `Book ${id}`,
    address: '192.0.2.1',
    ...overrides,
  };
}

function activityMock(variables: ActivityQueryVariables, items: Entry[], totalPages = 1) {
  return {
    request: { query: ActivityDocument, variables },
    result: {
      data: {
        activity: {
          __typename: 'ActivityPage',
          items,
          page: variables.page ?? 1,
          limit: 20,
          total: items.length * totalPages,
          totalPages,
        },
      },
    },
  };
}

describe('/activity', () => {
  test('when an admin filters by an action and pages, then the URL and the list follow', async () => {
    const view = await renderApp('/activity', {
      access: signedInAs('ADMIN', 'Ada'),
      mocks: [
        activityMock({ page: 1, limit: 20, action: null }, [
          entry(1),
          entry(2, { actorKind: 'OPEN_CATALOGUE', actorName: null }),
        ]),
        activityMock(
          { page: 1, limit: 20, action: 'loan.returned' },
          [entry(3, { action: 'loan.returned', actorKind: 'API_TOKEN', actorName: 'Website' })],
          2,
        ),
        activityMock({ page: 2, limit: 20, action: 'loan.returned' }, [entry(4, { action: 'loan.returned' })], 2),
      ],
    });
    const table = await screen.findByRole('region', { name: 'Activity' });
    expect(within(table).getByRole('row', { name: /Lee Book added Book 1/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Open catalogue Book added Book 2/ })).toBeInTheDocument();

    await view.user.selectOptions(screen.getByLabelText('Action'), 'loan.returned');
    expect(await screen.findByRole('row', { name: /API token Website Return Book 3/ })).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/activity?action=loan.returned');

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /Book 4/ })).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/activity?action=loan.returned&page=2');
  });

  test("when a member renamed like a staff member renews, then the list marks the entry as a member's; a forgotten one too", async () => {
    await renderApp('/activity', {
      access: signedInAs('ADMIN', 'Ada'),
      mocks: [
        activityMock({ page: 1, limit: 20, action: null }, [
          entry(1, { action: 'loan.renewed', actorKind: 'ACCOUNT', actorName: 'Racer 0' }),
          entry(2, { action: 'loan.renewed', actorKind: 'MEMBER', actorName: 'Rosa Member' }),
          entry(3, { action: 'hold.placed', actorKind: 'MEMBER', actorName: null }),
        ]),
      ],
    });
    const table = await screen.findByRole('region', { name: 'Activity' });
    const rows = within(table).getAllByRole('row').slice(1);
    const whoColumn = rows.map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(whoColumn).toEqual(['Racer 0', 'Member: Rosa Member', 'Member: (forgotten)']);
  });

  test('when the log holds an entry of every action, then each reads as its label and the Action filter offers them all', async () => {
    const entries = ACTIVITY_ACTIONS.map((action, i) => entry(i + 1, { action }));
    await renderApp('/activity', {
      access: signedInAs('ADMIN', 'Ada'),
      // The screen asks for 20 a page; this answer holds them all (the table shows what it is given).
      mocks: [activityMock({ page: 1, limit: 20, action: null }, entries)],
    });
    const table = await screen.findByRole('region', { name: 'Activity' });
    const rows = within(table).getAllByRole('row').slice(1);
    const whatColumn = rows.map((row) => within(row).getAllByRole('cell')[2].textContent);
    expect(whatColumn).toEqual(ACTIVITY_ACTIONS.map((action) => ACTIVITY_ACTION_LABELS[action]));
    expect(whatColumn).toContain('Member blocked');
    expect(whatColumn.filter((text) => /^[a-z-]+\.[a-z-]+$/.test(text))).toEqual([]);

    const filter = screen.getByLabelText('Action');
    const offered = within(filter)
      .getAllByRole('option')
      .map((option) => [option.getAttribute('value'), option.textContent]);
    expect(offered).toEqual([
      ['', 'All actions'],
      ...ACTIVITY_ACTIONS.map((action) => [action, ACTIVITY_ACTION_LABELS[action]]),
    ]);
  });
});
