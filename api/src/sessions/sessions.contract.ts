/**
 * Sign-in, setup, invitations and one's own account (`/api/auth/...`): requests and answers as zod
 * schemas (re-exported by `@library/api/contract`). The password's length is checked here; that it
 * is not common nor the email or name, by the api (access/passwords.ts: the list is not for browsers).
 */
import { z } from 'zod';
import {
  ACCOUNT_LIMITS,
  AUTH_MESSAGES,
  CONTROL_CHARACTERS,
  MESSAGES,
  PASSWORD_LIMITS,
  STAFF_ROLES,
} from '../contract/rules';
import { isMissing, rule, timestamp } from '../contract/schema-parts';

/** A required text field, trimmed. */
function requiredText(label: string, max: number, requiredMessage = MESSAGES.required(label)) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? requiredMessage : `${label} must be text`) })
    .trim()
    .min(1, requiredMessage)
    .max(max, MESSAGES.tooLong(label, max));
}

/** Something shaped like an email address (one @, a dot in the domain, no spaces). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = requiredText('Email', ACCOUNT_LIMITS.maxEmail).refine(
  (text) => EMAIL_SHAPE.test(text),
  rule(AUTH_MESSAGES.emailInvalid, 'invalid'),
);

export const nameField = requiredText('Name', ACCOUNT_LIMITS.maxName, AUTH_MESSAGES.nameRequired).refine(
  (text) => !CONTROL_CHARACTERS.test(text),
  rule(MESSAGES.controlCharacters('Name'), 'invalid'),
);

/** A new password: its length (the rest is checked by the api). Not trimmed: spaces are characters. */
export const newPasswordField = z
  .string({ error: (issue) => (isMissing(issue.input) ? MESSAGES.required('Password') : 'Password must be text') })
  .min(PASSWORD_LIMITS.minLength, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_LIMITS.maxLength, AUTH_MESSAGES.passwordTooLong);

/** A password given to be checked: any text up to the longest a password may be. */
const givenPassword = z
  .string({ error: (issue) => (isMissing(issue.input) ? MESSAGES.required('Password') : 'Password must be text') })
  .min(1, MESSAGES.required('Password'))
  .max(PASSWORD_LIMITS.maxLength, AUTH_MESSAGES.passwordTooLong);

/** Body of `POST /auth/sign-in`. */
export const signInRequest = z.object({
  email: requiredText('Email', ACCOUNT_LIMITS.maxEmail),
  password: givenPassword,
});

/** Body of `POST /auth/setup`: the setup code `npm start` printed and the first admin. */
export const setupRequest = z.object({
  code: requiredText('Setup code', 64),
  name: nameField,
  email: emailField,
  password: newPasswordField,
});

/** Body of `POST /auth/invitations/:token`. */
export const acceptInvitationRequest = z.object({ password: newPasswordField });

/** Body of `PATCH /auth/me`. */
export const updateMeRequest = z.object({ name: nameField });

/** Body of `POST /auth/password`. */
export const changePasswordRequest = z.object({ currentPassword: givenPassword, newPassword: newPasswordField });

/** Answers. */

/** The member record of a signed-in person: null for staff and anyone else who is no member. */
export const restAccountMember = z.object({ id: z.string(), cardNumber: z.string(), name: z.string() });
export type AccountMemberJson = z.output<typeof restAccountMember>;

export const restAccount = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES).nullable(),
  /** Left out by older servers, from before members: read as null. */
  member: restAccountMember.nullish().transform((member) => member ?? null),
});
export type AccountJson = z.output<typeof restAccount>;

export const restSignInAnswer = z.object({ token: z.string(), expiresAt: timestamp, account: restAccount });
export type SignInAnswerJson = z.output<typeof restSignInAnswer>;

/** An account's JSON (from its row, or anything with its fields) and its member (null: none). */
export function accountJson(row: Omit<AccountJson, 'member'>, member: AccountMemberJson | null): AccountJson {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    member: member === null ? null : { id: member.id, cardNumber: member.cardNumber, name: member.name },
  };
}

/** A new session's answer (password, setup, invitation or passkey sign-in): its token, expiry and account. */
export function signInAnswerJson(signedIn: {
  token: string;
  session: { expiresAt: Date };
  account: Omit<AccountJson, 'member'>;
  member: AccountMemberJson | null;
}): SignInAnswerJson {
  return {
    token: signedIn.token,
    expiresAt: signedIn.session.expiresAt.toISOString(),
    account: accountJson(signedIn.account, signedIn.member),
  };
}

export const restAuthMe = z.object({
  open: z.boolean(),
  /** The library's time zone (an IANA name): whose calendar says which day it is for loans. */
  timeZone: z.string(),
  account: restAccount.nullable(),
  session: z.object({ id: z.string(), expiresAt: timestamp }).nullable(),
  token: z.object({ id: z.string(), name: z.string(), role: z.enum(STAFF_ROLES) }).nullable(),
});
export type AuthMeJson = z.output<typeof restAuthMe>;

export const restInvitationDetails = z.object({
  email: z.string(),
  name: z.string(),
  expiresAt: timestamp,
  /** Whether the link is a member's (their own loans and holds) rather than a staff account's; left out by older servers: false. */
  member: z.boolean().optional().default(false),
});
export type InvitationDetailsJson = z.output<typeof restInvitationDetails>;

export const restAccountSession = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: timestamp,
  lastSeenAt: timestamp,
  expiresAt: timestamp,
  userAgent: z.string().nullable(),
});
export type AccountSessionJson = z.output<typeof restAccountSession>;
