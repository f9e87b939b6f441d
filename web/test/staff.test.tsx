import { AUTH_MESSAGES } from '@library/api/contract/rules';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  ApiTokensDocument,
  CreateApiTokenDocument,
  RevokeApiTokenDocument,
} from '../src/features/staff/api/api-tokens';
import {
  CreateStaffAccountDocument,
  ResetStaffAccountDocument,
  StaffAccountsDocument,
  UpdateStaffAccountDocument,
} from '../src/features/staff/api/staff-accounts';
import type { StaffAccountFieldsFragment } from '../src/gql-staff/graphql';
import { signedInAs } from '../src/testing/access';
import { renderApp } from '../src/testing/render-app';
import { findAlertWith, findDialog, waitForDialogToClose } from './helpers';

const ADMIN = signedInAs('ADMIN', 'Ada');

function account(
  overrides: Partial<StaffAccountFieldsFragment>,
): StaffAccountFieldsFragment & { __typename: 'StaffAccount' } {
  return {
    __typename: 'StaffAccount',
    id: 'account-1',
    email: 'ada@example.org',
    name: 'Ada',
    role: 'ADMIN',
    status: 'ACTIVE',
    lastSignInAt: '2026-11-25T09:00:00.000Z',
    createdAt: '2026-11-01T09:00:00.000Z',
    activeTokenCount: 0,
    passwordSignInLocked: false,
    ...overrides,
  };
}

const ada = account({});
const staffMock = (accounts: StaffAccountFieldsFragment[]) => ({
  request: { query: StaffAccountsDocument },
  result: { data: { staffAccounts: accounts } },
});
/** An API token, not used yet, not revoked. */
const website = {
  __typename: 'ApiToken' as const,
  id: 'token-1',
  name: 'Website',
  role: 'VOLUNTEER' as const,
  createdBy: 'Ada',
  createdAt: '2026-11-26T09:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const noTokens = { request: { query: ApiTokensDocument }, result: { data: { apiTokens: [] } } };

describe('/staff', () => {
  test('when an admin adds a person, then the invitation link shows to copy, and the list has them', async () => {
    const lee = account({
      id: 'account-2',
      name: 'Lee',
      email: 'lee@example.org',
      role: 'LIBRARIAN',
      status: 'INVITED',
      lastSignInAt: null,
    });
    const url = 'https://library.example/invitation/abc123';
    const view = await renderApp('/staff', {
      access: ADMIN,
      mocks: [
        staffMock([ada]),
        noTokens,
        {
          request: {
            query: CreateStaffAccountDocument,
            variables: { input: { name: 'Lee', email: 'lee@example.org', role: 'LIBRARIAN' } },
          },
          result: {
            data: {
              createStaffAccount: {
                __typename: 'Invitation',
                url,
                expiresAt: '2026-12-03T09:00:00.000Z',
                account: lee,
              },
            },
          },
        },
        staffMock([ada, lee]),
      ],
    });
    expect(await screen.findByRole('row', { name: /Ada/ })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a staff member' });
    await view.user.type(within(form).getByLabelText('Name'), 'Lee');
    await view.user.type(within(form).getByLabelText('Email'), 'lee@example.org');
    await view.user.selectOptions(within(form).getByLabelText('Role'), 'LIBRARIAN');
    await view.user.click(within(form).getByRole('button', { name: 'Add and make an invitation link' }));

    expect(await screen.findByLabelText('Invitation link for Lee')).toHaveValue(url);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Lee/ });
    expect(within(row).getByText('Invited')).toBeInTheDocument();
    expect(within(row).getByLabelText('Role of Lee')).toHaveValue('LIBRARIAN');
  });

  test("when the last admin would be demoted, then the contract's message shows and the role stays", async () => {
    const view = await renderApp('/staff', {
      access: ADMIN,
      mocks: [
        staffMock([ada]),
        noTokens,
        {
          request: { query: UpdateStaffAccountDocument, variables: { id: ada.id, input: { role: 'VOLUNTEER' } } },
          result: { errors: [new GraphQLError(AUTH_MESSAGES.lastAdmin, { extensions: { code: 'LAST_ADMIN' } })] },
        },
      ],
    });
    await view.user.selectOptions(await screen.findByLabelText('Role of Ada'), 'VOLUNTEER');
    expect(await findAlertWith(AUTH_MESSAGES.lastAdmin)).toBeInTheDocument();
    expect(screen.getByLabelText('Role of Ada')).toHaveValue('ADMIN');
  });

  test('when an admin creates an API token, then its secret shows once, to copy', async () => {
    const token = website;
    const view = await renderApp('/staff', {
      access: ADMIN,
      mocks: [
        staffMock([ada]),
        noTokens,
        {
          request: { query: CreateApiTokenDocument, variables: { name: 'Website', role: 'VOLUNTEER' } },
          result: { data: { createApiToken: { __typename: 'CreatedApiToken', secret: 'lib_s3cret', token } } },
        },
        { request: { query: ApiTokensDocument }, result: { data: { apiTokens: [token] } } },
      ],
    });
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Create an API token' });
    await view.user.type(within(form).getByLabelText('Token name'), 'Website');
    await view.user.selectOptions(within(form).getByLabelText('Token role'), 'VOLUNTEER');
    await view.user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await screen.findByLabelText('Secret of Website')).toHaveValue('lib_s3cret');
    expect(await screen.findByRole('button', { name: 'Revoke Website' })).toBeInTheDocument();
  });

  describe('asking first', () => {
    const lee = account({ id: 'account-2', name: 'Lee', email: 'lee@example.org', role: 'LIBRARIAN' });

    test('when Disable is cancelled, then nothing changes; confirmed, then the person is disabled', async () => {
      const view = await renderApp('/staff', {
        access: ADMIN,
        mocks: [
          staffMock([ada, lee]),
          noTokens,
          {
            request: { query: UpdateStaffAccountDocument, variables: { id: lee.id, input: { status: 'DISABLED' } } },
            result: { data: { updateStaffAccount: { ...lee, status: 'DISABLED' } } },
          },
        ],
      });
      await view.user.click(await screen.findByRole('button', { name: 'Disable Lee' }));
      const asked = await findDialog('Disable Lee?');
      await view.user.click(within(asked).getByRole('button', { name: 'Cancel' }));
      await waitForDialogToClose();
      const row = screen.getByRole('row', { name: /Lee/ });
      expect(within(row).getByText('Active')).toBeInTheDocument();

      await view.user.click(within(row).getByRole('button', { name: 'Disable Lee' }));
      await view.user.click(within(await findDialog('Disable Lee?')).getByRole('button', { name: 'Disable' }));
      expect(await within(row).findByText('Disabled')).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: 'Enable Lee' })).toBeInTheDocument();
    });

    test('when Reset is confirmed, then the dialog named the person and their new invitation link shows', async () => {
      const url = 'https://library.example/invitation/new456';
      const view = await renderApp('/staff', {
        access: ADMIN,
        mocks: [
          staffMock([ada, lee]),
          noTokens,
          {
            request: { query: ResetStaffAccountDocument, variables: { id: lee.id } },
            result: {
              data: {
                resetStaffAccount: {
                  __typename: 'Invitation',
                  url,
                  expiresAt: '2026-12-03T09:00:00.000Z',
                  account: { ...lee, status: 'INVITED' },
                },
              },
            },
          },
        ],
      });
      await view.user.click(await screen.findByRole('button', { name: 'Reset Lee' }));
      const asked = await findDialog('Reset Lee?');
      expect(within(asked).getByText(/signed out everywhere/)).toBeInTheDocument();
      await view.user.click(within(asked).getByRole('button', { name: 'Reset' }));
      expect(await screen.findByLabelText('Invitation link for Lee')).toHaveValue(url);
    });

    test('when the person made API tokens, then the Disable and Reset dialogs say how many stop with them', async () => {
      const grace = account({ id: 'account-3', name: 'Grace', email: 'grace@example.org', activeTokenCount: 2 });
      const lin = account({ id: 'account-4', name: 'Lin', email: 'lin@example.org', activeTokenCount: 1 });
      const view = await renderApp('/staff', { access: ADMIN, mocks: [staffMock([ada, grace, lin, lee]), noTokens] });
      const asked = async (button: string, title: string): Promise<string> => {
        await view.user.click(await screen.findByRole('button', { name: button }));
        const dialog = await findDialog(title);
        const text = dialog.textContent;
        await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitForDialogToClose();
        return text;
      };
      expect(await asked('Disable Grace', 'Disable Grace?')).toContain(
        '2 API tokens made by Grace stop working until the account is enabled again.',
      );
      expect(await asked('Reset Grace', 'Reset Grace?')).toContain(
        '2 API tokens made by Grace stop working: they are revoked.',
      );
      expect(await asked('Disable Lin', 'Disable Lin?')).toContain(
        '1 API token made by Lin stops working until the account is enabled again.',
      );
      expect(await asked('Reset Lin', 'Reset Lin?')).toContain(
        '1 API token made by Lin stops working: they are revoked.',
      );
      expect(await asked('Disable Lee', 'Disable Lee?')).not.toContain('API token');
      expect(await asked('Reset Lee', 'Reset Lee?')).not.toContain('API token');
    });

    test('when Revoke is cancelled, then the token stays; confirmed, then it shows revoked', async () => {
      const view = await renderApp('/staff', {
        access: ADMIN,
        mocks: [
          staffMock([ada]),
          { request: { query: ApiTokensDocument }, result: { data: { apiTokens: [website] } } },
          {
            request: { query: RevokeApiTokenDocument, variables: { id: website.id } },
            result: { data: { revokeApiToken: { ...website, revokedAt: '2026-11-26T10:00:00.000Z' } } },
          },
        ],
      });
      await view.user.click(await screen.findByRole('button', { name: 'Revoke Website' }));
      await view.user.click(within(await findDialog('Revoke Website?')).getByRole('button', { name: 'Cancel' }));
      await waitForDialogToClose();
      expect(screen.getByRole('button', { name: 'Revoke Website' })).toBeInTheDocument();

      await view.user.click(screen.getByRole('button', { name: 'Revoke Website' }));
      await view.user.click(within(await findDialog('Revoke Website?')).getByRole('button', { name: 'Revoke' }));
      expect(await screen.findByText(/^Revoked /)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Revoke Website' })).not.toBeInTheDocument();
    });
  });
});
