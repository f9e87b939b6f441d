import { ACCOUNT_LIMITS, AUTH_MESSAGES } from '@library/api/contract/rules';
import { string } from 'yup';

/**
 * An account's email and name as the api checks them, with its texts (`@library/api/contract/rules`),
 * for the forms of the auth screens and of /staff.
 */
export const emailSchema = string()
  .trim()
  .required(AUTH_MESSAGES.emailInvalid)
  .max(ACCOUNT_LIMITS.maxEmail, AUTH_MESSAGES.emailInvalid)
  .email(AUTH_MESSAGES.emailInvalid);

export const nameSchema = string().trim().required(AUTH_MESSAGES.nameRequired).max(ACCOUNT_LIMITS.maxName);
