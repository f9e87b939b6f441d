import { AUTH_MESSAGES } from '@library/api/contract/rules';
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { SignInDocument } from '../src/features/auth/api/sign-in';
import { safeNextPath } from '../src/features/auth/lib/next-path';
import type { SignInMutation } from '../src/gql-staff/graphql';
import { VISITOR, accessMock, signedInAs } from '../src/testing/access';
import { booksMock, listVariables, loansMock, loansVariables } from '../src/testing/fixtures';
import { renderApp, type RenderAppResult } from '../src/testing/render-app';
import { findAlertWith } from './helpers';

const EMAIL = 'vera@example.org';
const PASSWORD = 'correct horse battery staple';

function signInMock(result: { data: SignInMutation } | { errors: GraphQLError[] }) {
  return { request: { query: SignInDocument, variables: { email: EMAIL, password: PASSWORD } }, result };
}

const VERA = signedInAs('VOLUNTEER', 'Vera');
const viewer: SignInMutation['signIn'] & { __typename: 'Viewer' } = {
  __typename: 'Viewer',
  id: VERA.viewer?.id ?? '',
  name: 'Vera',
  role: 'VOLUNTEER',
};
const signedIn = signInMock({ data: { signIn: viewer } });

async function fillAndSubmit(view: RenderAppResult): Promise<void> {
  await view.user.type(screen.getByLabelText('Email'), EMAIL);
  await view.user.type(screen.getByLabelText('Password'), PASSWORD);
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  test("when a member's page (/my) is opened signed out, then the sign-in speaks to members, not to the staff", async () => {
    const view = await renderApp('/my', { access: VISITOR });
    expect(await screen.findByText('Members: sign in to see your loans and holds.')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/sign-in?next=%2Fmy');
    expect(screen.getByText('Member', { selector: '.eyebrow' })).toBeInTheDocument();
    expect(screen.queryByText(/For the library's staff/)).not.toBeInTheDocument();
  });

  test("when /sign-in is opened from elsewhere, then it is the staff's sign-in", async () => {
    await renderApp('/sign-in?next=%2Floans', { access: VISITOR });
    expect(await screen.findByText("For the library's staff: visitors can browse without.")).toBeInTheDocument();
    expect(screen.getByText('Staff', { selector: '.eyebrow' })).toBeInTheDocument();
  });

  test('when the page opens, then the email field offers saved usernames and passkeys', async () => {
    await renderApp('/sign-in', { access: VISITOR });
    expect(await screen.findByLabelText('Email')).toHaveAttribute('autocomplete', 'username webauthn');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  test('when the email and password are right, then the viewer is asked again and the page of ?next= opens', async () => {
    const view = await renderApp('/sign-in?next=%2Floans', {
      access: VISITOR,
      mocks: [signedIn, accessMock(VERA), loansMock(loansVariables(), [])],
    });
    await screen.findByLabelText('Email');
    await fillAndSubmit(view);
    expect(await screen.findByRole('heading', { name: 'Loans', level: 1 })).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/loans');
    expect(await screen.findByRole('button', { name: 'Vera' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  test('when the password is wrong, then the one message for any wrong sign-in shows and the page stays', async () => {
    const view = await renderApp('/sign-in', {
      access: VISITOR,
      mocks: [
        signInMock({
          errors: [new GraphQLError(AUTH_MESSAGES.signInFailed, { extensions: { code: 'INVALID_CREDENTIALS' } })],
        }),
      ],
    });
    await screen.findByLabelText('Email');
    await fillAndSubmit(view);
    expect(await findAlertWith(AUTH_MESSAGES.signInFailed)).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/sign-in');
  });

  test('when there were too many attempts, then it says so with the wait', async () => {
    const view = await renderApp('/sign-in', {
      access: VISITOR,
      mocks: [
        signInMock({
          errors: [
            new GraphQLError(AUTH_MESSAGES.tooManyAttempts, {
              extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfter: 840 },
            }),
          ],
        }),
      ],
    });
    await screen.findByLabelText('Email');
    await fillAndSubmit(view);
    expect(await findAlertWith(`${AUTH_MESSAGES.tooManyAttempts} (in 14 minutes)`)).toBeInTheDocument();
  });

  test('when ?next= leads to another site (//evil.example), then signing in opens the catalogue instead', async () => {
    const view = await renderApp(`/sign-in?next=${encodeURIComponent('//evil.example')}`, {
      access: VISITOR,
      mocks: [signedIn, accessMock(VERA), booksMock(listVariables(), [])],
    });
    await screen.findByLabelText('Email');
    await fillAndSubmit(view);
    await waitFor(() => expect(view.currentUrl()).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Vera' })).toBeInTheDocument();
  });

  test("when fields are empty, then the contract's messages show and nothing is sent", async () => {
    const view = await renderApp('/sign-in', { access: VISITOR });
    await view.user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.signInFailed)).toBeInTheDocument();
  });
});

describe('safeNextPath', () => {
  test.each([
    ['/loans?status=overdue', '/loans?status=overdue'],
    ['/books/1', '/books/1'],
  ])('when next is a path of this site (%s), then it is kept', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  test.each([
    ['//evil.example'],
    ['https://evil.example/'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['loans'],
    [''],
  ])('when next is %j, then the catalogue (/) is used instead', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  test('when there is no next, then the catalogue (/)', () => {
    expect(safeNextPath(null)).toBe('/');
  });
});
