import { AUTH_MESSAGES, PASSWORD_LIMITS } from '@library/api/contract/rules';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AccountSessionsDocument, ChangePasswordDocument } from '../src/features/auth/api/account';
import { signedInAs } from '../src/testing/access';
import { renderApp } from '../src/testing/render-app';
import { findAlertWith } from './helpers';

const LEE = signedInAs('LIBRARIAN', 'Lee');
const sessionsMock = {
  request: { query: AccountSessionsDocument },
  result: {
    data: {
      accountSessions: [
        {
          __typename: 'AccountSession',
          id: 'session-1',
          current: true,
          createdAt: '2026-11-26T09:00:00.000Z',
          lastSeenAt: '2026-11-26T10:00:00.000Z',
          expiresAt: '2026-12-03T09:00:00.000Z',
          userAgent: 'Firefox',
        },
      ],
    },
  },
};

function changeMock(currentPassword: string, newPassword: string, error: GraphQLError) {
  return {
    request: { query: ChangePasswordDocument, variables: { currentPassword, newPassword } },
    result: { errors: [error] },
  };
}

describe('/account', () => {
  test("when the new password is too short, then the contract's message shows and nothing is sent", async () => {
    const view = await renderApp('/account', { access: LEE, mocks: [sessionsMock] });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await view.user.type(within(form).getByLabelText('Current password'), 'old password 1');
    await view.user.type(within(form).getByLabelText('New password'), 'x'.repeat(PASSWORD_LIMITS.minLength - 1));
    await view.user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(AUTH_MESSAGES.passwordTooShort)).toBeInTheDocument();
  });

  test('when the server finds the new password common and the current one wrong, then each shows under its field', async () => {
    const view = await renderApp('/account', {
      access: LEE,
      mocks: [
        sessionsMock,
        changeMock(
          'not my password',
          'password123',
          new GraphQLError('Invalid input', {
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: {
                currentPassword: AUTH_MESSAGES.currentPasswordWrong,
                newPassword: AUTH_MESSAGES.passwordCommon,
              },
            },
          }),
        ),
      ],
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await view.user.type(within(form).getByLabelText('Current password'), 'not my password');
    await view.user.type(within(form).getByLabelText('New password'), 'password123');
    await view.user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(AUTH_MESSAGES.passwordCommon)).toBeInTheDocument();
    expect(within(form).getByText(AUTH_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(within(form).getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(await findAlertWith('Invalid input')).toBeInTheDocument();
  });

  test('when the account page opens, then it shows the sessions with this one first, and "Sign out everywhere else" waits for another', async () => {
    await renderApp('/account', { access: LEE, mocks: [sessionsMock] });
    expect(await screen.findByText('This browser')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Your account', level: 1 })).toBeInTheDocument();
  });
});
