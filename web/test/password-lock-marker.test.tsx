import { AUTH_MESSAGES } from '@library/api/contract/rules';
import { screen, within } from '@testing-library/react';
import { ApiTokensDocument } from '../src/features/staff/api/api-tokens';
import { StaffAccountsDocument } from '../src/features/staff/api/staff-accounts';
import type { StaffAccountFieldsFragment } from '../src/gql-staff/graphql';
import { signedInAs } from '../src/testing/access';
import { renderApp } from '../src/testing/render-app';

function account(fields: Pick<StaffAccountFieldsFragment, 'id' | 'name' | 'email' | 'passwordSignInLocked'>) {
  return {
    __typename: 'StaffAccount' as const,
    role: 'LIBRARIAN' as const,
    status: 'ACTIVE' as const,
    lastSignInAt: '2026-11-25T09:00:00.000Z',
    createdAt: '2026-11-01T09:00:00.000Z',
    ...fields,
  };
}

describe('/staff, the password lock', () => {
  test('when an account’s password sign-in is locked, then its row says so, and the others do not', async () => {
    const locked = account({ id: 'account-1', name: 'Lee', email: 'lee@example.org', passwordSignInLocked: true });
    const fine = account({ id: 'account-2', name: 'Mo', email: 'mo@example.org', passwordSignInLocked: false });
    await renderApp('/staff', {
      access: signedInAs('ADMIN', 'Ada'),
      mocks: [
        { request: { query: StaffAccountsDocument }, result: { data: { staffAccounts: [locked, fine] } } },
        { request: { query: ApiTokensDocument }, result: { data: { apiTokens: [] } } },
      ],
    });
    const lee = await screen.findByRole('row', { name: /Lee/ });
    const marker = within(lee).getByText(AUTH_MESSAGES.passwordLockedMarker);
    expect(marker).toHaveAttribute('title', AUTH_MESSAGES.passwordLockedHint);
    const mo = screen.getByRole('row', { name: /Mo/ });
    expect(within(mo).queryByText(AUTH_MESSAGES.passwordLockedMarker)).toBeNull();
  });
});
