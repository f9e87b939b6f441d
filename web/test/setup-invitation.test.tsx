import { AUTH_MESSAGES } from '@library/api/contract/rules';
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AcceptInvitationDocument, InvitationDocument } from '../src/features/auth/api/invitation';
import { SetUpLibraryDocument } from '../src/features/auth/api/set-up-library';
import { OPEN_LIBRARY, VISITOR, accessMock, signedInAs } from '../src/testing/access';
import { booksMock, listVariables } from '../src/testing/fixtures';
import { renderApp } from '../src/testing/render-app';
import { findAlertWith } from './helpers';

const SETUP = { code: 'WRONG-CODE', name: 'Ada', email: 'ada@example.org', password: 'correct horse battery staple' };

describe('/setup', () => {
  test("when the setup code is wrong, then the contract's message shows", async () => {
    const view = await renderApp('/setup', {
      access: OPEN_LIBRARY,
      mocks: [
        {
          request: { query: SetUpLibraryDocument, variables: SETUP },
          result: { errors: [new GraphQLError('wrong', { extensions: { code: 'INVALID_CREDENTIALS' } })] },
        },
      ],
    });
    await view.user.type(await screen.findByLabelText('Setup code'), SETUP.code);
    await view.user.type(screen.getByLabelText('Your name'), SETUP.name);
    await view.user.type(screen.getByLabelText('Email'), SETUP.email);
    await view.user.type(screen.getByLabelText('Password'), SETUP.password);
    await view.user.click(screen.getByRole('button', { name: 'Protect the library' }));
    expect(await findAlertWith(AUTH_MESSAGES.setupCodeWrong)).toBeInTheDocument();
  });

  test('when /setup is opened with the link `npm start` printed, then the code is filled in and the rest is asked', async () => {
    const code = 'ABCD-EFGH-JKLM';
    const signedIn = { __typename: 'Viewer', id: 'account-Ada', name: 'Ada', role: 'ADMIN' };
    const view = await renderApp(`/setup?code=${code}`, {
      access: OPEN_LIBRARY,
      mocks: [
        {
          request: { query: SetUpLibraryDocument, variables: { ...SETUP, code } },
          result: { data: { setUpLibrary: signedIn } },
        },
        accessMock(signedInAs('ADMIN', 'Ada')),
      ],
    });
    expect(await screen.findByLabelText('Setup code')).toHaveValue(code);
    await view.user.type(screen.getByLabelText('Your name'), SETUP.name);
    await view.user.type(screen.getByLabelText('Email'), SETUP.email);
    await view.user.type(screen.getByLabelText('Password'), SETUP.password);
    await view.user.click(screen.getByRole('button', { name: 'Protect the library' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/staff'));
  });

  test('when /setup is opened, then the setup code’s help names `npm start` as code, without backticks', async () => {
    await renderApp('/setup', { access: OPEN_LIBRARY });
    const code = await screen.findByLabelText('Setup code');
    expect(code).toHaveAccessibleDescription(
      'The code that npm start printed in the terminal (a new one at every start).',
    );
    expect(screen.getByText('npm start', { selector: 'code' })).toBeInTheDocument();
  });

  test('when the library is protected already, then it says so and links to sign in', async () => {
    await renderApp('/setup', { access: VISITOR });
    expect(await screen.findByText(new RegExp(AUTH_MESSAGES.alreadySetUp))).toBeInTheDocument();
    expect(screen.queryByLabelText('Setup code')).not.toBeInTheDocument();
  });
});

describe('/invitation/:token', () => {
  test('when the link is valid, then it greets the person, and setting a password signs them in', async () => {
    const view = await renderApp('/invitation/tok123', {
      access: VISITOR,
      mocks: [
        {
          request: { query: InvitationDocument, variables: { token: 'tok123' } },
          result: {
            data: {
              invitation: {
                __typename: 'InvitationDetails',
                name: 'Lee',
                email: 'lee@example.org',
                expiresAt: '2026-12-03T09:00:00.000Z',
                member: false,
              },
            },
          },
        },
        {
          request: {
            query: AcceptInvitationDocument,
            variables: { token: 'tok123', password: 'a long enough password' },
          },
          result: {
            data: { acceptInvitation: { __typename: 'Viewer', id: 'account-Lee', name: 'Lee', role: 'LIBRARIAN' } },
          },
        },
        accessMock(signedInAs('LIBRARIAN', 'Lee')),
        booksMock(listVariables(), []),
      ],
    });
    expect(await screen.findByText('lee@example.org')).toBeInTheDocument();
    expect(screen.getByText('Staff', { selector: '.eyebrow' })).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('New password'), 'a long enough password');
    await view.user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Lee' })).toBeInTheDocument();
  });

  test("when the link is not valid, then the contract's message shows", async () => {
    await renderApp('/invitation/nope', {
      access: VISITOR,
      mocks: [
        {
          request: { query: InvitationDocument, variables: { token: 'nope' } },
          result: { data: { invitation: null } },
        },
      ],
    });
    expect(await findAlertWith(AUTH_MESSAGES.invitationInvalid)).toBeInTheDocument();
  });

  test("when the link is a member's, then the page speaks to a member: their loans and holds, never staff", async () => {
    await renderApp('/invitation/member1', {
      access: VISITOR,
      mocks: [
        {
          request: { query: InvitationDocument, variables: { token: 'member1' } },
          result: {
            data: {
              invitation: {
                __typename: 'InvitationDetails',
                name: 'Mia',
                email: 'mia@example.org',
                expiresAt: '2026-12-03T09:00:00.000Z',
                member: true,
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('mia@example.org')).toBeInTheDocument();
    expect(screen.getByText('Member', { selector: '.eyebrow' })).toBeInTheDocument();
    expect(
      screen.getByText('Choose the password you will sign in with to see your loans and holds.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Staff', { selector: '.eyebrow' })).not.toBeInTheDocument();
  });
});
