import { ACCOUNT_LIMITS, AUTH_MESSAGES, STAFF_ROLES } from '@library/api/contract/rules';
import { mixed, object, string } from 'yup';
import { emailSchema, nameSchema } from '../../../lib/account-schema';

const roleSchema = mixed<(typeof STAFF_ROLES)[number]>().oneOf(STAFF_ROLES, 'Choose a role').required('Choose a role');

/** A new staff account: name, email, role (its invitation link comes back). */
export const newAccountSchema = object({ name: nameSchema, email: emailSchema, role: roleSchema });

/**
 * A new API token: a name to know it by, and the role it acts with (fields named apart from the
 * account form's, which shares the page: each field's id is its name).
 */
export const newTokenSchema = object({
  tokenName: string().trim().required(AUTH_MESSAGES.nameRequired).max(ACCOUNT_LIMITS.maxTokenName),
  tokenRole: roleSchema,
});
