import { ACCOUNT_LIMITS, PASSKEY_MESSAGES } from '@library/api/contract/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  FinishPasskeyRegistrationDocument,
  FinishPasskeySignInDocument,
  PasskeysDocument,
  RemovePasskeyDocument,
  StartPasskeyRegistrationDocument,
  StartPasskeySignInDocument,
} from '../src/features/auth/api/passkeys';
import { AccountSessionsDocument } from '../src/features/auth/api/account';
import { VISITOR, accessMock, signedInAs } from '../src/testing/access';
import { loansMock, loansVariables } from '../src/testing/fixtures';
import { renderApp } from '../src/testing/render-app';
import { findAlertWith } from './helpers';

// The browser's WebAuthn, as @simplewebauthn/browser gives it: each test says what it answers.
const browser = {
  supported: jest.fn<boolean, []>(() => true),
  register: jest.fn<Promise<unknown>, [unknown]>(),
  authenticate: jest.fn<Promise<unknown>, [unknown]>(),
};
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => browser.supported(),
  startRegistration: (options: unknown) => browser.register(options),
  startAuthentication: (options: unknown) => browser.authenticate(options),
}));

beforeEach(() => {
  browser.supported.mockReturnValue(true);
  browser.register.mockReset();
  browser.authenticate.mockReset();
});

const LEE = signedInAs('LIBRARIAN', 'Lee');
const REGISTRATION_OPTIONS = { challenge: 'cmVnaXN0ZXI', rp: { id: 'localhost', name: 'Library' } };
const SIGN_IN_OPTIONS = { challenge: 'c2lnbi1pbg', rpId: 'localhost' };
const ANSWER = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'e30' } };

const passkey = (id: string, name: string, lastUsedAt: string | null = null) => ({
  __typename: 'Passkey' as const,
  id,
  name,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt,
});

function passkeysMock(list: ReturnType<typeof passkey>[]) {
  return { request: { query: PasskeysDocument }, result: { data: { passkeys: list } } };
}
const sessionsMock = {
  request: { query: AccountSessionsDocument },
  result: { data: { accountSessions: [] } },
};
const startRegistrationMock = {
  request: { query: StartPasskeyRegistrationDocument },
  result: { data: { startPasskeyRegistration: JSON.stringify(REGISTRATION_OPTIONS) } },
};
const startSignInMock = {
  request: { query: StartPasskeySignInDocument },
  result: { data: { startPasskeySignIn: JSON.stringify(SIGN_IN_OPTIONS) } },
};

describe('/account passkeys', () => {
  test('when the account page opens, then each passkey shows with its name, when it was added and last used', async () => {
    await renderApp('/account', {
      access: LEE,
      mocks: [
        passkeysMock([passkey('p1', 'Work laptop'), passkey('p2', 'Phone', '2026-11-25T10:00:00.000Z')]),
        sessionsMock,
      ],
    });
    const section = within(await screen.findByRole('region', { name: 'Passkeys' }));
    expect(await section.findByText('Work laptop')).toBeInTheDocument();
    expect(section.getByText(/last used never/)).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Remove passkey Phone' })).toBeInTheDocument();
  });

  test('when a passkey is added with a name, then the browser is asked with the options and the answer is kept under that name', async () => {
    browser.register.mockResolvedValue(ANSWER);
    const view = await renderApp('/account', {
      access: LEE,
      mocks: [
        passkeysMock([]),
        sessionsMock,
        startRegistrationMock,
        {
          request: {
            query: FinishPasskeyRegistrationDocument,
            variables: { name: 'Front desk', response: JSON.stringify(ANSWER) },
          },
          result: { data: { finishPasskeyRegistration: passkey('p3', 'Front desk') } },
        },
        passkeysMock([passkey('p3', 'Front desk')]),
      ],
    });
    await view.user.type(await screen.findByLabelText('Passkey name'), ' Front desk ');
    await view.user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Passkey added: you can sign in with it.')).toBeInTheDocument();
    expect(browser.register).toHaveBeenCalledWith({ optionsJSON: REGISTRATION_OPTIONS });
    expect(await screen.findByText('Front desk')).toBeInTheDocument();
  });

  test('when the person cancels the browser prompt, then it says so and nothing is sent', async () => {
    browser.register.mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }));
    const view = await renderApp('/account', {
      access: LEE,
      mocks: [passkeysMock([]), sessionsMock, startRegistrationMock],
    });
    await view.user.type(await screen.findByLabelText('Passkey name'), 'Phone');
    await view.user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await findAlertWith(PASSKEY_MESSAGES.cancelled)).toBeInTheDocument();
  });

  test('when the browser has no WebAuthn, then it says so before asking the server', async () => {
    browser.supported.mockReturnValue(false);
    const view = await renderApp('/account', {
      access: LEE,
      mocks: [passkeysMock([]), sessionsMock, startRegistrationMock],
    });
    await view.user.type(await screen.findByLabelText('Passkey name'), 'Phone');
    await view.user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await findAlertWith(PASSKEY_MESSAGES.unsupported)).toBeInTheDocument();
    expect(browser.register).not.toHaveBeenCalled();
  });

  test("when the name is too long, then the contract's message shows and the browser is not asked", async () => {
    const view = await renderApp('/account', { access: LEE, mocks: [passkeysMock([]), sessionsMock] });
    await view.user.type(await screen.findByLabelText('Passkey name'), 'n'.repeat(ACCOUNT_LIMITS.maxPasskeyName + 1));
    await view.user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText(PASSKEY_MESSAGES.nameTooLong)).toBeInTheDocument();
    expect(browser.register).not.toHaveBeenCalled();
  });

  test('when a passkey is removed, then it leaves the list and the page says so', async () => {
    const view = await renderApp('/account', {
      access: LEE,
      mocks: [
        passkeysMock([passkey('p1', 'Old phone')]),
        sessionsMock,
        {
          request: { query: RemovePasskeyDocument, variables: { id: 'p1' } },
          result: { data: { removePasskey: true } },
        },
        passkeysMock([]),
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Remove passkey Old phone' }));
    expect(await screen.findByText('Passkey "Old phone" removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Old phone')).not.toBeInTheDocument());
  });
});

describe('/sign-in with a passkey', () => {
  const VERA = signedInAs('VOLUNTEER', 'Vera');

  test('when a passkey signs in, then the viewer is asked again and the page of ?next= opens', async () => {
    browser.authenticate.mockResolvedValue(ANSWER);
    const view = await renderApp('/sign-in?next=%2Floans', {
      access: VISITOR,
      mocks: [
        startSignInMock,
        {
          request: { query: FinishPasskeySignInDocument, variables: { response: JSON.stringify(ANSWER) } },
          result: {
            data: {
              finishPasskeySignIn: { __typename: 'Viewer', id: VERA.viewer?.id ?? '', name: 'Vera', role: 'VOLUNTEER' },
            },
          },
        },
        accessMock(VERA),
        loansMock(loansVariables(), []),
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('heading', { name: 'Loans', level: 1 })).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/loans');
    expect(browser.authenticate).toHaveBeenCalledWith({ optionsJSON: SIGN_IN_OPTIONS });
  });

  test('when the server refuses the passkey, then its message shows and the page stays', async () => {
    browser.authenticate.mockResolvedValue(ANSWER);
    const view = await renderApp('/sign-in', {
      access: VISITOR,
      mocks: [
        startSignInMock,
        {
          request: { query: FinishPasskeySignInDocument, variables: { response: JSON.stringify(ANSWER) } },
          result: {
            errors: [new GraphQLError(PASSKEY_MESSAGES.signInFailed, { extensions: { code: 'PASSKEY_FAILED' } })],
          },
        },
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await findAlertWith(PASSKEY_MESSAGES.signInFailed)).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/sign-in');
  });

  test('when the person cancels, then it says so and the page stays', async () => {
    browser.authenticate.mockRejectedValue(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    const view = await renderApp('/sign-in', { access: VISITOR, mocks: [startSignInMock] });
    await view.user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await findAlertWith(PASSKEY_MESSAGES.cancelled)).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/sign-in');
  });
});
