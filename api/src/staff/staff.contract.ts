/**
 * Staff accounts' requests and answers as zod schemas (re-exported by `@library/api/contract`):
 * `POST /staff` (name, email, role: an invitation), `PATCH /staff/:id` (role, status), and the
 * answers `StaffAccount` and `Invitation`. The account's fields (name, email, role) are built here
 * once, for every request that takes them. Rules and texts: contract/access-rules, contract/staff-rules.
 */
import { z } from 'zod';
import {
  ACCOUNT_LIMITS,
  AUTH_MESSAGES,
  CONTROL_CHARACTERS,
  MESSAGES,
  SETTABLE_STAFF_STATUSES,
  STAFF_MESSAGES,
  STAFF_ROLES,
  STAFF_STATUSES,
  isEmailAddress,
} from '../contract/rules';
import { isMissing, restId, rule, timestamp } from '../contract/schema-parts';

/** A person's or a token's name: trimmed, required, no control characters, at most `max` characters. */
export function nameText(max: number, tooLong: string) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? AUTH_MESSAGES.nameRequired : 'Name must be text') })
    .trim()
    .min(1, AUTH_MESSAGES.nameRequired)
    .refine((text) => !CONTROL_CHARACTERS.test(text), rule(STAFF_MESSAGES.nameControlCharacters, 'invalid'))
    .max(max, tooLong);
}

/** An account's name (ACCOUNT_LIMITS.maxName). */
export const accountName = nameText(ACCOUNT_LIMITS.maxName, STAFF_MESSAGES.nameTooLong);

/** An email address as typed (trimmed): 'Email is required', else 'Email must be a valid email address'. */
export const accountEmail = z
  .string({ error: (issue) => (isMissing(issue.input) ? MESSAGES.required('Email') : AUTH_MESSAGES.emailInvalid) })
  .trim()
  .min(1, MESSAGES.required('Email'))
  .refine(isEmailAddress, rule(AUTH_MESSAGES.emailInvalid, 'invalid'));

/** A staff role, case and surrounding spaces aside ('admin' too): 'Role must be one of Admin, Librarian, Volunteer'. */
export const staffRole = z
  .string({ error: (issue) => (isMissing(issue.input) ? MESSAGES.required('Role') : STAFF_MESSAGES.roleInvalid) })
  .trim()
  .min(1, MESSAGES.required('Role'))
  .toUpperCase()
  .pipe(z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleInvalid }));

/** Body of `POST /staff`: the new person's name, email and role. */
export const createStaffRequest = z.object({ name: accountName, email: accountEmail, role: staffRole });
export type CreateStaffInput = z.output<typeof createStaffRequest>;

/** Body of `PATCH /staff/:id`: a new role, and/or `active` or `disabled`; a field left out keeps its value. */
export const updateStaffRequest = z.object({
  role: staffRole.optional(),
  status: z
    .string({ error: STAFF_MESSAGES.statusInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.enum(SETTABLE_STAFF_STATUSES, { error: STAFF_MESSAGES.statusInvalid }))
    .optional(),
});
export type UpdateStaffInput = z.output<typeof updateStaffRequest>;

/** A staff account, as admins see it (`GET /staff`). */
export const restStaffAccount = z.object({
  id: restId,
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  lastSignInAt: timestamp.nullable(),
  createdAt: timestamp,
  /** The API tokens the account made that are not revoked: they stop working with it (disabled, reset). */
  activeTokenCount: z.number().int().nonnegative(),
  /** Password sign-in stopped after too many failures (SIGN_IN_THROTTLE.lockAfter), until a reset. */
  passwordSignInLocked: z.boolean(),
});
export type StaffAccountJson = z.output<typeof restStaffAccount>;

/** `GET /staff`'s data. */
export const restStaffAccounts = z.array(restStaffAccount);

/** An invitation (a new account, or a reset): its one-time token, shown once, valid until `expiresAt`. */
export const restInvitation = z.object({ account: restStaffAccount, token: z.string(), expiresAt: timestamp });
export type InvitationJson = z.output<typeof restInvitation>;
