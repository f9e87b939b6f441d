/**
 * The accounts' rules: an email is unique by its key (trimmed, lower-cased: 409
 * DUPLICATE_EMAIL); a password is checked (length, not common, not the email or name: a
 * VALIDATION_FAILED field error) and stored as an argon2id hash; checking a password takes as long
 * for an unknown email as for a wrong password, and rehashes one made with older parameters.
 * Sessions (../sessions) sign people in with it; staff management (../staff) builds on it. The
 * writes take an optional handle: an open transaction of the caller's, which then retries it whole.
 */
import { passwordMatches, hashPassword, needsRehash, passwordProblem } from '../access/passwords';
import { hashSecret, randomSecret } from '../access/secrets';
import { INVITATION_DAYS, emailKey, type StaffRole } from '../contract/rules';
import type { Db, Executor } from '../db/handles';
import { isUniqueViolation, type Retry } from '../db/pg-errors';
import type { AccountRow } from '../db/schema';
import { duplicateEmail, ValidationError } from '../errors';
import * as q from './accounts.queries';

export type { AccountChange, StaffRow } from './accounts.queries';
export { isStaff } from './accounts.queries';

export interface NewAccountInput {
  email: string;
  name: string;
  role: StaffRole | null;
  /** Its password (checked by the password rules); none for an invited account until it accepts. */
  password?: string;
  /** An invitation (the SHA-256 of its token) waiting to be accepted. */
  invitation?: { hash: string; expiresAt: Date };
}

/** A new invitation: its one-time token (shown once) and what is stored of it (its hash and its end). */
export interface NewInvitation {
  token: string;
  stored: { hash: string; expiresAt: Date };
}

/** The field a password came in (its field error is named so). */
export type PasswordField = 'password' | 'newPassword';

export interface AccountsService {
  /** True while no account has a staff role: the library is open to everyone. */
  libraryIsOpen(): Promise<boolean>;
  accountById(id: string): Promise<AccountRow | undefined>;
  accountByEmail(email: string): Promise<AccountRow | undefined>;
  /** The account whose invitation is this token (valid or not: the caller checks its expiry). */
  accountByInvitationToken(token: string): Promise<AccountRow | undefined>;
  /** The staff accounts (a role), admins first (STAFF_ROLES' order), then by name. */
  listStaff(handle?: Executor): Promise<q.StaffRow[]>;
  /** The account made; 409 DUPLICATE_EMAIL, or VALIDATION_FAILED for a password the rules refuse. */
  createAccount(input: NewAccountInput, handle?: Executor): Promise<AccountRow>;
  /**
   * Whether `password` is this account's (false for none, or an account without a password, after
   * the same work); a match made with older hash parameters is rehashed.
   */
  checkPassword(account: AccountRow | undefined, password: string): Promise<boolean>;
  /** Throws VALIDATION_FAILED (on `field`) when the password rules refuse it for this account. */
  checkNewPassword(account: { email: string; name: string }, password: string, field?: PasswordField): void;
  /** Sets the password (checked first) and clears any invitation; undefined when there is no such account. */
  setPassword(id: string, password: string, field?: PasswordField, handle?: Executor): Promise<AccountRow | undefined>;
  /**
   * The password of an invited account (checked by the rules, then hashed: before any transaction),
   * set when `token` is still its valid invitation, which it uses up; undefined when it is not (or
   * another acceptance used it first). Ends the password lock and forgets the failures.
   */
  hashNewPassword(account: AccountRow, password: string, field?: PasswordField): Promise<string>;
  useInvitation(
    account: AccountRow,
    token: string,
    passwordHash: string,
    handle?: Executor,
  ): Promise<AccountRow | undefined>;
  /** Changes the account's fields as they are (no rules): undefined when there is no such account. */
  changeAccount(id: string, change: q.AccountChange, handle?: Executor): Promise<AccountRow | undefined>;
  /** A new invitation's token and what is stored of it: its hash, and its end INVITATION_DAYS from now. */
  newInvitation(): NewInvitation;
  /**
   * A new invitation for an existing account (a reset), with its email and name as given: its
   * password cleared, its passkeys removed (its sessions are the caller's to end); 409 DUPLICATE_EMAIL
   * when another account has the email; undefined when there is no such account.
   */
  reinviteAccount(
    id: string,
    fields: { email: string; name: string },
    invitation: NewInvitation['stored'],
    handle?: Executor,
  ): Promise<AccountRow | undefined>;
  /** Sets an account's email and/or name as given (no password rules); 409 DUPLICATE_EMAIL when another account has the email. */
  renameAccount(
    id: string,
    fields: { email?: string; name?: string },
    handle?: Executor,
  ): Promise<AccountRow | undefined>;
  /** Deletes an account, its sessions and passkeys with it; whether there was one. */
  deleteAccount(id: string, handle?: Executor): Promise<boolean>;
}

export function accountsService(db: Db, retry: Retry, now: () => Date): AccountsService {
  const checkNewPassword: AccountsService['checkNewPassword'] = (account, password, field = 'password') => {
    const problem = passwordProblem(password, account);
    if (problem !== undefined) {
      throw new ValidationError({ [field]: { message: problem, kind: 'invalid', path: field, value: '[hidden]' } });
    }
  };
  return {
    libraryIsOpen: async () => !(await q.anyStaff(db)),
    accountById: (id) => q.accountById(db, id),
    accountByEmail: (email) => q.accountByEmailKey(db, emailKey(email)),
    accountByInvitationToken: (token) => q.accountByInvitationHash(db, hashSecret(token)),
    listStaff: (handle) => q.listStaff(handle ?? db),
    createAccount: async (input, handle) => {
      const email = input.email.trim();
      const name = input.name.trim();
      if (input.password !== undefined) checkNewPassword({ email, name }, input.password);
      const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
      const insert = (): Promise<AccountRow> =>
        q.insertAccount(handle ?? db, {
          email,
          emailKey: emailKey(email),
          name,
          role: input.role,
          passwordHash,
          invitationHash: input.invitation?.hash ?? null,
          invitationExpiresAt: input.invitation?.expiresAt ?? null,
          at: now(),
        });
      try {
        // Inside the caller's transaction, the caller retries (a statement is not retried alone there).
        return await (handle === undefined ? retry(insert) : insert());
      } catch (err: unknown) {
        if (isUniqueViolation(err, q.EMAIL_KEY_CONSTRAINT)) throw duplicateEmail();
        throw err;
      }
    },
    checkPassword: async (account, password) => {
      const stored = account?.passwordHash ?? null;
      const matches = await passwordMatches(stored, password);
      if (matches && account !== undefined && stored !== null && needsRehash(stored)) {
        await q.updateAccount(db, account.id, { passwordHash: await hashPassword(password) }, now());
      }
      return matches;
    },
    checkNewPassword,
    setPassword: async (id, password, field, handle = db) => {
      const account = await q.accountById(handle, id);
      if (account === undefined) return undefined;
      checkNewPassword(account, password, field);
      const passwordHash = await hashPassword(password);
      await q.forgetPasswordFailures(handle, account.emailKey);
      const change = { passwordHash, invitationHash: null, invitationExpiresAt: null, passwordLockedAt: null };
      return q.updateAccount(handle, id, change, now());
    },
    hashNewPassword: (account, password, field) => {
      checkNewPassword(account, password, field);
      return hashPassword(password);
    },
    useInvitation: async (account, token, passwordHash, handle = db) => {
      const used = await q.useInvitation(handle, account.id, hashSecret(token), passwordHash, now());
      if (used !== undefined) await q.forgetPasswordFailures(handle, used.emailKey);
      return used;
    },
    changeAccount: (id, change, handle) => q.updateAccount(handle ?? db, id, change, now()),
    newInvitation: () => {
      const token = randomSecret();
      const expiresAt = new Date(now().getTime() + INVITATION_DAYS * 24 * 3_600_000);
      return { token, stored: { hash: hashSecret(token), expiresAt } };
    },
    reinviteAccount: async (id, fields, invitation, handle = db) => {
      const email = fields.email.trim();
      try {
        const row = await q.updateAccount(
          handle,
          id,
          {
            email,
            emailKey: emailKey(email),
            name: fields.name.trim(),
            passwordHash: null,
            invitationHash: invitation.hash,
            invitationExpiresAt: invitation.expiresAt,
            passwordLockedAt: null,
          },
          now(),
        );
        if (row !== undefined) await q.removePasskeys(handle, id);
        return row;
      } catch (err: unknown) {
        if (isUniqueViolation(err, q.EMAIL_KEY_CONSTRAINT)) throw duplicateEmail();
        throw err;
      }
    },
    renameAccount: async (id, fields, handle = db) => {
      const change: q.AccountChange = {};
      if (fields.email !== undefined) {
        change.email = fields.email.trim();
        change.emailKey = emailKey(fields.email);
      }
      if (fields.name !== undefined) change.name = fields.name.trim();
      try {
        return await q.updateAccount(handle, id, change, now());
      } catch (err: unknown) {
        if (isUniqueViolation(err, q.EMAIL_KEY_CONSTRAINT)) throw duplicateEmail();
        throw err;
      }
    },
    deleteAccount: (id, handle) => q.deleteAccount(handle ?? db, id),
  };
}
