import { ACCOUNT_LIMITS, AUTH_MESSAGES, PASSKEY_MESSAGES, PASSWORD_LIMITS } from '@library/api/contract/rules';
import {
  changePasswordSchema,
  passkeyNameSchema,
  passwordOnlySchema,
  setupSchema,
} from '../src/features/auth/lib/auth-schemas';
import { newAccountSchema } from '../src/features/staff/lib/staff-schemas';
import { shownMessages } from '../src/testing/form-messages';

/**
 * The password, email and name rules of the forms, held to the contract's (api/src/contract/access-rules.ts):
 * the limits and texts are imported from it, never copied. The common-password check is the server's.
 */
describe("auth form schemas, at the contract's limits", () => {
  test(`when a password has ${PASSWORD_LIMITS.minLength} characters, then it is accepted; one less, then the contract's "too short"`, async () => {
    expect(await shownMessages(passwordOnlySchema, { password: 'p'.repeat(PASSWORD_LIMITS.minLength) })).toEqual({});
    expect(await shownMessages(passwordOnlySchema, { password: 'p'.repeat(PASSWORD_LIMITS.minLength - 1) })).toEqual({
      password: AUTH_MESSAGES.passwordTooShort,
    });
    expect(await shownMessages(passwordOnlySchema, { password: '' })).toEqual({
      password: AUTH_MESSAGES.passwordTooShort,
    });
  });

  test(`when a password has ${PASSWORD_LIMITS.maxLength} characters, then it is accepted; one more, then the contract's "too long"`, async () => {
    expect(await shownMessages(passwordOnlySchema, { password: 'p'.repeat(PASSWORD_LIMITS.maxLength) })).toEqual({});
    expect(await shownMessages(passwordOnlySchema, { password: 'p'.repeat(PASSWORD_LIMITS.maxLength + 1) })).toEqual({
      password: AUTH_MESSAGES.passwordTooLong,
    });
  });

  test('when a password has no digits, capitals nor symbols, then it is accepted (no composition rules)', async () => {
    expect(await shownMessages(passwordOnlySchema, { password: 'correct horse battery staple' })).toEqual({});
  });

  test('when the setup form is empty, then each field says what the contract says', async () => {
    expect(
      await shownMessages(setupSchema, { code: '', name: '  ', email: 'not an email', password: 'short' }),
    ).toEqual({
      code: AUTH_MESSAGES.setupCodeWrong,
      name: AUTH_MESSAGES.nameRequired,
      email: AUTH_MESSAGES.emailInvalid,
      password: AUTH_MESSAGES.passwordTooShort,
    });
  });

  test("when the new password is too short on /account, then its field has the contract's message", async () => {
    expect(await shownMessages(changePasswordSchema, { currentPassword: 'anything', newPassword: 'short' })).toEqual({
      newPassword: AUTH_MESSAGES.passwordTooShort,
    });
  });

  test('when a staff member is added without name or role, or with a bad email, then the messages say so', async () => {
    expect(await shownMessages(newAccountSchema, { name: '', email: 'lee@', role: '' })).toEqual({
      name: AUTH_MESSAGES.nameRequired,
      email: AUTH_MESSAGES.emailInvalid,
      role: 'Choose a role',
    });
    expect(
      await shownMessages(newAccountSchema, { name: 'Lee', email: ' lee@example.org ', role: 'LIBRARIAN' }),
    ).toEqual({});
  });

  test(`when a passkey's name is blank or longer than ${ACCOUNT_LIMITS.maxPasskeyName} characters, then the contract's messages`, async () => {
    expect(await shownMessages(passkeyNameSchema, { passkeyName: '  ' })).toEqual({
      passkeyName: AUTH_MESSAGES.nameRequired,
    });
    expect(
      await shownMessages(passkeyNameSchema, { passkeyName: 'n'.repeat(ACCOUNT_LIMITS.maxPasskeyName + 1) }),
    ).toEqual({ passkeyName: PASSKEY_MESSAGES.nameTooLong });
    expect(await shownMessages(passkeyNameSchema, { passkeyName: 'n'.repeat(ACCOUNT_LIMITS.maxPasskeyName) })).toEqual(
      {},
    );
  });
});
