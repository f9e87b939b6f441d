/**
 * The rules and texts of staff accounts, API tokens and the activity log, without
 * dependencies: the api checks with them, the gateway maps with them, the web shows them. Who may
 * use them is ./access-rules' (`administration`).
 */
import { ACCOUNT_LIMITS, STAFF_ROLES, type StaffRole } from './access-rules';
import { FIELD_TEXTS } from './texts';

/** A staff account's status: signs in (active), has not set its password yet (invited), or cannot sign in. */
export const STAFF_STATUSES = ['active', 'invited', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** The statuses an admin can set (`PATCH /staff/:id`): invited is where an invitation puts an account. */
export const SETTABLE_STAFF_STATUSES = ['active', 'disabled'] as const;
export type SettableStaffStatus = (typeof SETTABLE_STAFF_STATUSES)[number];

/**
 * Who made an entry of the activity log: an account, an API token, the open catalogue, the system
 * (the CLI), or a member acting for themself (named from their member record, never as staff).
 */
export const ACTOR_KINDS = ['account', 'token', 'open', 'system', 'member'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** The actions of the activity log. */
export const ACTIVITY_ACTIONS = [
  'book.created',
  'book.updated',
  'book.deleted',
  'books.imported',
  'loan.created',
  'loan.returned',
  'staff.created',
  'staff.updated',
  'staff.reset',
  'token.created',
  'token.revoked',
  'sign-in.throttled',
  'library.set-up',
  'passkey.added',
  'passkey.removed',
  // Members, loan rules, renewals and holds. The log names a member by card number, never by name.
  'member.created',
  'member.updated',
  'member.blocked',
  'member.unblocked',
  'member.deleted',
  'member.invited',
  'members.imported',
  'loan.renewed',
  'hold.placed',
  'hold.cancelled',
  'hold.ready',
  'hold.expired',
  'hold.fulfilled',
  'loans.forgotten',
  'loan-rules.updated',
  // Items: copies added, and every change of an item's status (who, why).
  'items.added',
  'item.status-changed',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** How the activity screen names each action, in its list and its Action filter: one label for every action. */
export const ACTIVITY_ACTION_LABELS: { readonly [action in ActivityAction]: string } = {
  'book.created': 'Book added',
  'book.updated': 'Book edited',
  'book.deleted': 'Book deleted',
  'books.imported': 'Books imported',
  'loan.created': 'Loan',
  'loan.returned': 'Return',
  'staff.created': 'Staff added',
  'staff.updated': 'Staff changed',
  'staff.reset': 'Staff reset',
  'token.created': 'API token created',
  'token.revoked': 'API token revoked',
  'sign-in.throttled': 'Sign-ins throttled',
  'library.set-up': 'Library set up',
  'passkey.added': 'Passkey added',
  'passkey.removed': 'Passkey removed',
  'member.created': 'Member added',
  'member.updated': 'Member changed',
  'member.blocked': 'Member blocked',
  'member.unblocked': 'Member unblocked',
  'member.deleted': 'Member deleted',
  'member.invited': 'Member invited',
  'members.imported': 'Members imported',
  'loan.renewed': 'Renewal',
  'hold.placed': 'Hold placed',
  'hold.cancelled': 'Hold cancelled',
  'hold.ready': 'Hold ready',
  'hold.expired': 'Hold expired',
  'hold.fulfilled': 'Hold lent',
  'loans.forgotten': 'Borrowers forgotten',
  'loan-rules.updated': 'Loan rules changed',
  'items.added': 'Copies added',
  'item.status-changed': 'Copy status changed',
};

/** Whether `text` is an action of the log (a filter's value, an entry's action). */
export function isActivityAction(text: string): text is ActivityAction {
  return (ACTIVITY_ACTIONS as readonly string[]).includes(text);
}

/** `GET /activity`: page size (default and most), the longest filter text. */
export const ACTIVITY_LIST_LIMITS = { defaultLimit: 20, maxLimit: 100, maxFilter: 100 } as const;

/**
 * A plausible email address: something, `@`, a domain with a dot, no spaces, at most
 * ACCOUNT_LIMITS.maxEmail characters. (Whether it reaches someone is the invitation's business.)
 */
export function isEmailAddress(text: string): boolean {
  return text.length <= ACCOUNT_LIMITS.maxEmail && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}

/** The API tokens a person made, which stop working with them ("2 API tokens made by Ada stop working"). */
function tokensStop(count: number, name: string): string {
  return count === 1 ? `1 API token made by ${name} stops working` : `${count} API tokens made by ${name} stop working`;
}

/** What each staff role is called on screen and in messages. */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  ADMIN: 'Admin',
  LIBRARIAN: 'Librarian',
  VOLUNTEER: 'Volunteer',
};

/** The texts of staff and token requests (the rest are AUTH_MESSAGES'). */
export const STAFF_MESSAGES = {
  /** 'Role must be one of Admin, Librarian, Volunteer' (the labels; a role is read case aside). */
  roleInvalid: `Role must be one of ${STAFF_ROLES.map((role) => STAFF_ROLE_LABELS[role]).join(', ')}`,
  statusInvalid: 'Status must be active or disabled',
  nameTooLong: FIELD_TEXTS.tooLong('Name', ACCOUNT_LIMITS.maxName),
  tokenNameTooLong: FIELD_TEXTS.tooLong('Name', ACCOUNT_LIMITS.maxTokenName),
  nameControlCharacters: FIELD_TEXTS.controlCharacters('Name'),
  staffNotFound: 'Staff account not found',
  invalidStaffId: 'Invalid staff account id',
  tokenNotFound: 'API token not found',
  invalidTokenId: 'Invalid API token id',
  tokensStop,
  /** The disable dialog's line: the tokens work again, at most with their maker's role, once the account is enabled. */
  tokensStopWhileDisabled: (count: number, name: string): string =>
    `${tokensStop(count, name)} until the account is enabled again.`,
  /** The reset dialog's line: a reset (of an account that may be in the wrong hands) revokes them. */
  tokensRevokedByReset: (count: number, name: string): string => `${tokensStop(count, name)}: they are revoked.`,
} as const;

/** How the activity log and a record's history name an actor that has no name of its own. */
export const ACTOR_NAMES = { open: 'Open catalogue', system: 'System', member: 'A member' } as const;
