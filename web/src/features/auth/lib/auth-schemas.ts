import { ACCOUNT_LIMITS, AUTH_MESSAGES, PASSKEY_MESSAGES, PASSWORD_LIMITS } from '@library/api/contract/rules';
import { object, string } from 'yup';
import { emailSchema, nameSchema } from '../../../lib/account-schema';

/**
 * The sign-in, setup, invitation and account forms, checked as the api checks them and with its texts
 * (`@library/api/contract/rules`); what only the server knows (a common password, a wrong code) comes
 * back as its field errors.
 */
export const passwordSchema = string()
  .required(AUTH_MESSAGES.passwordTooShort)
  .min(PASSWORD_LIMITS.minLength, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_LIMITS.maxLength, AUTH_MESSAGES.passwordTooLong);

/** Sign-in: any password may be tried (the server says whether it is right). */
export const signInSchema = object({
  email: emailSchema,
  password: string().required(AUTH_MESSAGES.signInFailed),
});

export const setupSchema = object({
  code: string().trim().required(AUTH_MESSAGES.setupCodeWrong),
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});

export const passwordOnlySchema = object({ password: passwordSchema });

export const nameOnlySchema = object({ name: nameSchema });

export const changePasswordSchema = object({
  currentPassword: string().required(AUTH_MESSAGES.currentPasswordWrong),
  newPassword: passwordSchema,
});

/** A new passkey's name, as the api checks it (`passkeyName`: /account's name form has the field `name`). */
export const passkeyNameSchema = object({
  passkeyName: string()
    .trim()
    .required(AUTH_MESSAGES.nameRequired)
    .max(ACCOUNT_LIMITS.maxPasskeyName, PASSKEY_MESSAGES.nameTooLong),
});
